/**
 * Pure: every secret the CLI can see before it runs a command, for its redactor to learn first
 * thing. The API key (`--api-key`, whole, whatever it holds; SITESYNC_API_KEY; the stored login's),
 * the password and query values of every base URL (`--base-url`, SITESYNC_BASE_URL, the stored
 * login's) and the emulator's `--admin-token`. For `sitesync emulator`, `--api-key` is
 * `KEY[:scope,…]`, so the key before its scopes is masked as well.
 */
import { urlSecrets } from '../platform/url-secrets.js';
import type { StoredLogin } from './credentials.js';

/** The values of `--name V` and `--name=V` in argv (before a `--`). */
export function optionValues(argv: readonly string[], name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') break;
    if (a === name && i + 1 < argv.length) values.push(argv[++i]!);
    else if (a.startsWith(`${name}=`)) values.push(a.slice(name.length + 1));
  }
  return values;
}

export function cliSecrets(input: {
  readonly argv: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  /** The command argv names (`guessCommandName`). */
  readonly command: string;
  readonly stored: StoredLogin | undefined;
}): string[] {
  const { argv, env, stored } = input;
  const keys = optionValues(argv, '--api-key');
  const emulatorKeys = input.command === 'emulator' ? keys.map((spec) => spec.split(':')[0]!) : [];
  const urls = [...optionValues(argv, '--base-url'), env.SITESYNC_BASE_URL, stored?.base_url];
  const all = [
    ...keys,
    ...emulatorKeys,
    env.SITESYNC_API_KEY,
    stored?.api_key,
    ...urls.flatMap((url) => urlSecrets(url)),
    ...optionValues(argv, '--admin-token'),
  ];
  return [...new Set(all.filter((s): s is string => typeof s === 'string' && s !== ''))];
}
