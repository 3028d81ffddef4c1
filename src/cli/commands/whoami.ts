import { resolveCredentials } from '../credentials.js';
import { createPlatformClient } from '../../platform/index.js';
import { loadConfig } from '../../config/index.js';
import { ExitCode } from '../../shared/errors.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { resolve } from 'node:path';

/** The scopes each operation sitesync performs needs. */
export const SITE_SCOPES = [
  'sites:read',
  'site_theme_files:read',
  'site_drafts:write',
  'site_theme_files:write',
  'site_publish:write',
  'site_publish:read',
];
export const CATALOG_SCOPES = [
  'brands:read',
  'brands:write',
  'categories:read',
  'categories:write',
  'products:read',
  'products:write',
  'services:write',
];

export async function whoamiCommand(opts: GlobalOptions, io: CommandIO): Promise<CommandResult> {
  const creds = await resolveCredentials(
    { ...(opts.apiKey && { apiKey: opts.apiKey }), ...(opts.baseUrl && { baseUrl: opts.baseUrl }) },
    io.env,
  );
  const client = createPlatformClient({ baseUrl: creds.baseUrl, apiKey: creds.apiKey, signal: io.signal });
  const status = await client.auth.status();
  let needed = [...SITE_SCOPES];
  try {
    const config = await loadConfig({
      cwd: resolve(io.cwd, opts.cwd ?? '.'),
      ...(opts.config && { configPath: resolve(io.cwd, opts.config) }),
    });
    if (config.catalog) needed = [...needed, ...CATALOG_SCOPES];
  } catch {
    needed = [...SITE_SCOPES, ...CATALOG_SCOPES]; // no sitesync.yml here: report for everything
  }
  const has = new Set(status.scopes ?? []);
  const missing = status.scopes ? needed.filter((s) => !has.has(s)) : [];
  const text = [
    `credential   ${status.id} (${status.credential_type}${status.name ? `, ${status.name}` : ''})`,
    `platform     ${creds.baseUrl} (${status.environment})`,
    `key from     ${creds.source}`,
    `rate limit   ${status.rate_limit} requests/minute`,
    `scopes       ${status.scopes ? status.scopes.join(' ') : '(not reported)'}`,
    missing.length > 0
      ? `missing      ${missing.join(' ')} — needed by the operations this repository uses`
      : status.scopes
        ? 'missing      none'
        : 'missing      unknown: the platform does not report scopes (an optional field); a missing one shows as 403',
  ];
  return {
    exitCode: missing.length > 0 ? ExitCode.auth : ExitCode.ok,
    json: {
      status,
      baseUrl: creds.baseUrl,
      keySource: creds.source,
      neededScopes: needed,
      missingScopes: missing,
    },
    text: text.join('\n'),
  };
}
