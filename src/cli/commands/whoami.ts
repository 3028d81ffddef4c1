import { credentialedClient } from './shared.js';
import { loadConfig } from '../../config/index.js';
import { ExitCode } from '../../shared/errors.js';
import { inertLine } from '../../render/inert-text.js';
import { shownUrl } from '../../platform/url-secrets.js';
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
  const { creds, client } = await credentialedClient(opts, io);
  const status = await client.auth.status();
  let needed: string[];
  try {
    const config = await loadConfig({
      cwd: resolve(io.cwd, opts.cwd ?? '.'),
      ...(opts.config && { configPath: resolve(io.cwd, opts.config) }),
    });
    // What this repository uses: a catalog-only repository needs no site scope, a site-only one no catalog scope.
    needed = [...(config.sites.length > 0 ? SITE_SCOPES : []), ...(config.catalog ? CATALOG_SCOPES : [])];
  } catch {
    needed = [...SITE_SCOPES, ...CATALOG_SCOPES]; // no sitesync.yml here: report for everything
  }
  const has = new Set(status.scopes ?? []);
  const missing = status.scopes ? needed.filter((s) => !has.has(s)) : [];
  // Every field of the answer is the platform's text: one inert line each.
  const shown = (v: unknown) => inertLine(String(v));
  const text = [
    `credential   ${shown(status.id)} (${shown(status.credential_type)}${status.name ? `, ${shown(status.name)}` : ''})`,
    `platform     ${shown(shownUrl(creds.baseUrl))} (${shown(status.environment)})`,
    `key from     ${shown(creds.source)}`,
    `rate limit   ${shown(status.rate_limit)} requests/minute`,
    `scopes       ${status.scopes ? status.scopes.map(shown).join(' ') : '(not reported)'}`,
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
      baseUrl: shownUrl(creds.baseUrl),
      keySource: creds.source,
      neededScopes: needed,
      missingScopes: missing,
    },
    text: text.join('\n'),
  };
}
