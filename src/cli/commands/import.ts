import path from 'node:path';
import { loadConfig } from '../../config/index.js';
import { createPlatformClient } from '../../platform/index.js';
import { limitsFromEnv } from '../../platform/limits.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { repositoryRoot } from '../../source/repository-paths.js';
import { importCatalog } from '../../sync/catalog/import-catalog.js';
import { importSite, type SiteImportResult } from '../../sync/import/import-site.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { credentialFlags, resolveCredentials } from '../credentials.js';
import { withRunLock, type TakeRunLock } from './shared.js';

export interface ImportOptions extends GlobalOptions {
  readonly force?: boolean;
  /** Import the live catalog into the catalog file instead of the site sources. */
  readonly catalog?: boolean;
}

const list = (paths: readonly string[], max: number) =>
  paths.slice(0, max).join(', ') + (paths.length > max ? ', …' : '');

/**
 * Writes the live source of each bound site into its source folder (or, with --catalog, the live
 * catalog into the catalog file), confined to the repository and all or nothing (docs/security.md).
 * Import only reads from the platform: no local tree is read and no idempotency key is needed.
 */
export function importCommand(opts: ImportOptions, io: CommandIO): Promise<CommandResult> {
  return withRunLock('import', io, (takeLock) => importLocked(opts, io, takeLock));
}

/** Import writes into the working tree: it holds the checkout's run lock (state/run-lock.ts). */
async function importLocked(
  opts: ImportOptions,
  io: CommandIO,
  takeLock: TakeRunLock,
): Promise<CommandResult> {
  const credentials = await resolveCredentials(credentialFlags(opts), io.env);
  const config = await loadConfig({
    cwd: path.resolve(io.cwd, opts.cwd ?? '.'),
    ...(opts.config && { configPath: path.resolve(io.cwd, opts.config) }),
    // Adopting a shop: sitesync.yml may name the catalog file that this import is about to write.
    ...(opts.catalog && { allowMissingCatalog: true }),
  });
  await takeLock(config.rootDir);
  const client = createPlatformClient({
    limits: limitsFromEnv(io.env),
    ...io.transport,
    signal: io.signal,
    baseUrl: credentials.baseUrl,
    apiKey: credentials.apiKey,
    credentialSource: credentials.source,
  });
  const repoRoot = await repositoryRoot(config.rootDir);
  if (opts.catalog) return importCatalog({ config, client, repoRoot }, { force: Boolean(opts.force) }, io);
  if (config.sites.length === 0) {
    throw new SitesyncError('NO_SITE', 'sitesync.yml names no site: there is no site source to import', {
      exitCode: ExitCode.usage,
      hint: 'a catalog-only repository: `sitesync import --catalog` writes the live catalog into the catalog file',
    });
  }
  if (config.sites.every((s) => !s.id)) {
    throw new SitesyncError(
      'NO_SITE_ID',
      'no site in sitesync.yml has a site.id: there is no live site to import from',
      {
        exitCode: ExitCode.usage,
        hint: "set site.id in sitesync.yml to the live site's id, or run `sitesync init` to create the site",
      },
    );
  }
  const text: string[] = [];
  const results: SiteImportResult[] = [];
  for (const site of config.sites) {
    const shown = path.relative(io.cwd, site.source).split(path.sep).join('/') || '.';
    if (!site.id) {
      text.push(`${shown}: no site.id, skipped`);
      continue;
    }
    let r: SiteImportResult;
    try {
      r = await importSite({
        client,
        site: { ...site, id: site.id },
        repoRoot,
        rootDir: config.rootDir,
        shown,
        force: Boolean(opts.force),
      });
    } catch (err) {
      // A later site failing does not undo the earlier ones: say what was imported before the error.
      if (results.length > 0) io.output.err(['already imported:', ...text].join('\n'));
      throw err;
    }
    results.push(r);
    const written = r.created.length + r.overwritten.length;
    text.push(
      `${r.siteId} → ${shown}/: ${written} file(s) written (${r.created.length} new, ${r.overwritten.length} overwritten), ${r.unchanged} unchanged, from ${r.sourceRevision}`,
    );
    if (r.overwritten.length > 0)
      text.push(`  overwritten: ${list(r.overwritten, 10)} (\`git diff -- ${shown}\` shows what changed)`);
    if (r.localOnly.length > 0)
      text.push(`  ${r.localOnly.length} local file(s) not on live were kept: ${list(r.localOnly, 5)}`);
    const read = r.created.length + r.overwritten.length + r.unchanged;
    if (r.readFileByFile)
      text.push(
        `  the live archive carried no file contents (optional in the contract): read ${read} file(s) one by one`,
      );
    if (r.unverified)
      text.push(
        '  the live manifest carries no checksums (optional in the contract): contents were checked for encoding and size only',
      );
  }
  return { exitCode: ExitCode.ok, json: { imported: results }, text: text.join('\n') };
}
