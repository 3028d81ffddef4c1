import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { diffSiteSource } from '../../plan/site/diff.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { sourcePathProblem } from '../../source/index.js';
import { isWithin } from '../../source/containment.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { importCatalog } from '../../sync/catalog/import-catalog.js';
import { readLiveArchive } from '../../sync/live-archive.js';
import { prepareFromCli } from './shared.js';

export interface ImportOptions extends GlobalOptions {
  readonly force?: boolean;
  /** Import the live catalog into the catalog file instead of the site sources. */
  readonly catalog?: boolean;
}

/**
 * Writes the live source of each bound site into its source folder. Refuses when local files
 * differ from live (they would be overwritten) unless --force. Server paths are checked with the
 * same rules as local ones; an unsafe path is skipped and reported, never written.
 */
export async function importCommand(opts: ImportOptions, io: CommandIO): Promise<CommandResult> {
  // Adopting a shop: sitesync.yml names the catalog file that this import is about to write.
  const prepared = await prepareFromCli(opts, io, true, { allowMissingCatalog: Boolean(opts.catalog) });
  if (opts.catalog) return importCatalog(prepared, opts, io);
  const { config, client } = prepared;
  const text: string[] = [];
  const results = [];
  for (const [i, site] of config.sites.entries()) {
    if (!site.id) {
      text.push(`${relative(io.cwd, site.source) || '.'}: no site.id, skipped`);
      continue;
    }
    const archive = await readLiveArchive(client!, site.id);
    const local = prepared.trees[i]!;
    const diff = diffSiteSource(local.files, archive.manifest.files);
    const overwritten = diff.modified.map((c) => c.path);
    if (overwritten.length > 0 && !opts.force) {
      throw new SitesyncError(
        'LOCAL_CHANGES',
        `import would overwrite ${overwritten.length} local file(s) that differ from live: ${overwritten.slice(0, 10).join(', ')}${overwritten.length > 10 ? ', …' : ''}`,
        {
          exitCode: ExitCode.blockedByGuard,
          hint: 'commit or move them, or pass --force to overwrite',
        },
      );
    }
    const skipped: string[] = [];
    let written = 0;
    for (const [path, file] of Object.entries(archive.files)) {
      const problem = sourcePathProblem(path);
      const target = join(site.source, ...path.split('/'));
      if (problem || !isWithin(site.source, target)) {
        skipped.push(`${JSON.stringify(path)}: ${problem?.message ?? 'leaves the source folder'}`);
        continue;
      }
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8'));
      written++;
    }
    const localOnly = diff.added.map((c) => c.path);
    results.push({
      siteId: site.id,
      sourceRevision: archive.source_revision,
      written,
      overwritten,
      skipped,
      localOnly,
    });
    text.push(
      `${site.id} → ${relative(io.cwd, site.source) || '.'}/: ${written} file(s) written (${overwritten.length} overwritten) from ${archive.source_revision}`,
    );
    if (archive.readFileByFile)
      text.push(
        `  the live archive carried no file contents (optional in the contract): read ${archive.manifest.files.length} file(s) one by one`,
      );
    for (const s of skipped) text.push(`  skipped unsafe path ${s}`);
    if (localOnly.length > 0)
      text.push(
        `  ${localOnly.length} local file(s) not on live were kept: ${localOnly.slice(0, 5).join(', ')}${localOnly.length > 5 ? ', …' : ''}`,
      );
  }
  return { exitCode: ExitCode.ok, json: { imported: results }, text: text.join('\n') };
}
