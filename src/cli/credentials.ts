import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkedBaseUrl } from '../platform/base-url.js';
import { shownUrl } from '../platform/url-secrets.js';
import { ExitCode, SitesyncError } from '../shared/errors.js';
import { configDir } from '../shared/user-folders.js';

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

/** The credential flags of a command's options (`--api-key`, `--base-url`, `--insecure`). */
export interface CredentialFlags {
  readonly apiKey?: string;
  readonly baseUrl?: string;
  readonly insecure?: boolean;
}

export function credentialFlags(opts: CredentialFlags): CredentialFlags {
  return {
    ...(opts.apiKey && { apiKey: opts.apiKey }),
    ...(opts.baseUrl && { baseUrl: opts.baseUrl }),
    ...(opts.insecure && { insecure: true }),
  };
}

/** A base URL as one key: scheme, host, port and path without trailing slashes. */
export function baseUrlIdentity(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Flags first, then SITESYNC_API_KEY / SITESYNC_BASE_URL, then the stored login. The stored key
 * is bound to the base URL it was issued for: it is never sent to another one.
 */
export async function resolveCredentials(
  flags: CredentialFlags,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Credentials> {
  const stored = await readStoredLogin(env);
  const explicitKey = flags.apiKey ?? env.SITESYNC_API_KEY;
  const apiKey = explicitKey ?? stored?.api_key;
  const baseUrl = flags.baseUrl ?? env.SITESYNC_BASE_URL ?? stored?.base_url;
  const urlFrom = flags.baseUrl
    ? '--base-url'
    : env.SITESYNC_BASE_URL
      ? 'SITESYNC_BASE_URL'
      : stored
        ? loginFile(env)
        : 'nowhere';
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
  const url = checkedBaseUrl(baseUrl, { from: urlFrom, ...(flags.insecure && { insecure: true }) });
  if (explicitKey === undefined && stored) {
    let issuedFor: string | undefined;
    try {
      issuedFor = baseUrlIdentity(new URL(stored.base_url));
    } catch {
      issuedFor = undefined;
    }
    if (issuedFor !== baseUrlIdentity(url))
      throw new SitesyncError(
        'LOGIN_OTHER_PLATFORM',
        `the key stored by \`sitesync login\` (${loginFile(env)}) was issued for ${shownUrl(stored.base_url)} and is not sent to ${shownUrl(baseUrl)} (${urlFrom})`,
        {
          exitCode: ExitCode.auth,
          hint: `run \`sitesync login --base-url ${shownUrl(baseUrl)}\` to sign in there, or set SITESYNC_API_KEY for it`,
        },
      );
  }
  return { apiKey, baseUrl, source };
}
