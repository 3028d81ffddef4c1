import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { ExitCode, SitesyncError } from '../shared/errors.js';

export interface Credentials {
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly source: string;
}

export interface StoredLogin {
  readonly api_key: string;
  readonly base_url: string;
  readonly profile?: string;
  readonly created_at: string;
}

/** The user's config folder: $XDG_CONFIG_HOME/sitesync, else %APPDATA%\sitesync, else ~/.config/sitesync. */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SITESYNC_CONFIG_DIR) return env.SITESYNC_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'sitesync');
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'sitesync');
  return join(homedir(), '.config', 'sitesync');
}

export const loginFile = (env: NodeJS.ProcessEnv = process.env) => join(configDir(env), 'credentials.json');

export async function readStoredLogin(
  env: NodeJS.ProcessEnv = process.env,
): Promise<StoredLogin | undefined> {
  try {
    const parsed = JSON.parse(await readFile(loginFile(env), 'utf8')) as StoredLogin;
    return typeof parsed.api_key === 'string' && typeof parsed.base_url === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the key readable by the user only (0600), written atomically. */
export async function storeLogin(login: StoredLogin, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const file = loginFile(env);
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(login, null, 2) + '\n', { mode: 0o600 });
  await chmod(tmp, 0o600);
  await rename(tmp, file);
  return file;
}

/** Flags first, then SITESYNC_API_KEY / SITESYNC_BASE_URL, then the stored login. */
export async function resolveCredentials(
  flags: { apiKey?: string; baseUrl?: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<Credentials> {
  const stored = await readStoredLogin(env);
  const apiKey = flags.apiKey ?? env.SITESYNC_API_KEY ?? stored?.api_key;
  const baseUrl = flags.baseUrl ?? env.SITESYNC_BASE_URL ?? stored?.base_url;
  const source = flags.apiKey
    ? '--api-key'
    : env.SITESYNC_API_KEY
      ? 'SITESYNC_API_KEY'
      : stored
        ? loginFile(env)
        : 'nowhere';
  if (!apiKey) {
    throw new SitesyncError(
      'NO_API_KEY',
      `no API key: looked in --api-key, SITESYNC_API_KEY and ${loginFile(env)}`,
      {
        exitCode: ExitCode.auth,
        hint: 'set SITESYNC_API_KEY, or run `sitesync login`',
      },
    );
  }
  if (!baseUrl) {
    throw new SitesyncError(
      'NO_BASE_URL',
      `no platform URL: looked in --base-url, SITESYNC_BASE_URL and ${loginFile(env)}`,
      {
        exitCode: ExitCode.usage,
        hint: 'set SITESYNC_BASE_URL (for the emulator: the URL `sitesync emulator` prints)',
      },
    );
  }
  try {
    new URL(baseUrl);
  } catch {
    throw new SitesyncError('BAD_BASE_URL', `the platform URL ${JSON.stringify(baseUrl)} is not a URL`, {
      exitCode: ExitCode.usage,
    });
  }
  return { apiKey, baseUrl, source };
}
