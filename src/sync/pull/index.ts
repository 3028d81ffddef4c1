/**
 * `sitesync pull`: the live edits made outside git — only those — written into the working tree
 * for review: site files as live holds them, catalog fields in place in the YAML, entities created
 * outside git appended to their section. Files with uncommitted changes are not overwritten
 * unless forced.
 */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import pLimit from 'p-limit';
import { openGitRepo, repoPath } from '../../git/repo.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import type { PlanRun } from '../plan-run.js';
import type { PreparedRun } from '../prepare.js';
import { pullTargets, selected, type PullSelection, type PullTarget } from './targets.js';
import { pullCatalogFile } from './write-catalog.js';
import { pullSiteFile } from './write-site.js';

export interface PullOutcome {
  /** Every live edit the plan found (before narrowing). */
  readonly found: number;
  readonly written: readonly {
    readonly target: PullTarget;
    readonly line?: number;
    readonly bytes?: number;
  }[];
  readonly skipped: readonly { readonly target: PullTarget; readonly reason: string }[];
}

async function catalogFileOf(prepared: PreparedRun, run: PlanRun): Promise<string | undefined> {
  const path = prepared.config.catalog;
  if (!path) return undefined;
  if (!(await stat(path).catch(() => undefined))?.isDirectory()) return path;
  // A folder: new entities go to the file of the first entity the YAML defines.
  const desired = run.catalog?.desired;
  const first = [desired?.brands, desired?.categories, desired?.products].flatMap((s) => s ?? [])[0];
  return first ? resolve(prepared.config.rootDir, ...first.location.file.split('/')) : undefined;
}

export async function pullLiveEdits(
  prepared: PreparedRun,
  run: PlanRun,
  options: { readonly selection: PullSelection; readonly force?: boolean },
): Promise<PullOutcome> {
  const { config } = prepared;
  const catalogFile = await catalogFileOf(prepared, run);
  const all = pullTargets({
    plan: run.plan,
    sources: config.sites.map((s) => s.source),
    rootDir: config.rootDir,
    ...(catalogFile && { catalogFile }),
    ...(run.catalog && { desired: run.catalog.desired, live: run.catalog.live }),
  });
  const targets = all.filter((t) => selected(t, options.selection));
  if (targets.length === 0) return { found: all.length, written: [], skipped: [] };

  if (!options.force) {
    const repo = await openGitRepo(config.rootDir);
    if (repo) {
      const files = [...new Set(targets.map((t) => t.file))];
      const dirty = await repo.dirtyPaths(await Promise.all(files.map((f) => repoPath(repo.root, f))));
      if (dirty.length > 0)
        throw new SitesyncError(
          'PULL_WOULD_OVERWRITE',
          `pull would write into ${dirty.length} file(s) with uncommitted changes: ${dirty.slice(0, 10).join(', ')}${dirty.length > 10 ? ', …' : ''}`,
          { exitCode: ExitCode.blockedByGuard, hint: 'commit or stash them first, or pass --force' },
        );
    }
  }

  const written: { target: PullTarget; line?: number; bytes?: number }[] = [];
  const skipped: { target: PullTarget; reason: string }[] = [];
  const limit = pLimit(4);
  await Promise.all(
    targets
      .filter((t): t is Extract<PullTarget, { scope: 'site' }> => t.scope === 'site')
      .map((t) =>
        limit(async () => {
          const r = await pullSiteFile(prepared.client!, t);
          if (r.pulled) written.push({ target: t, bytes: r.pulled.bytes });
          else skipped.push({ target: t, reason: r.skipped ?? 'not written' });
        }),
      ),
  );
  const byFile = new Map<string, Extract<PullTarget, { scope: 'field' | 'entity' }>[]>();
  for (const t of targets) {
    if (t.scope === 'site') continue;
    byFile.set(t.file, [...(byFile.get(t.file) ?? []), t]);
  }
  for (const [file, list] of byFile) {
    const r = await pullCatalogFile(file, list, run.catalog!.live);
    written.push(...r.written);
    skipped.push(...r.skipped);
  }
  const order = (t: PullTarget) => targets.indexOf(t);
  written.sort((a, b) => order(a.target) - order(b.target));
  skipped.sort((a, b) => order(a.target) - order(b.target));
  return { found: all.length, written, skipped };
}
