/**
 * `sitesync pull`: the live edits made outside git — only those — written into the working tree
 * for review: site files as live holds them, catalog fields in place in the YAML, entities created
 * outside git appended to their section. A file git does not hold as committed (changed,
 * untracked or ignored) is not overwritten unless forced; a name a platform must never plant
 * (`.git`, `.github` at the root…: source/reserved-names.ts) is never written, forced or not.
 */
import { lstat, realpath, stat } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import pLimit from 'p-limit';
import { openGitRepo, repoPath, type GitRepo } from '../../git/repo.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { resolveAsFarAsPossible } from '../../source/repository-paths.js';
import { reservedNameOf } from '../../source/reserved-names.js';
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
  const chosen = all.filter((t) => selected(t, options.selection));
  if (chosen.length === 0) return { found: all.length, written: [], skipped: [] };

  const repo = await openGitRepo(config.rootDir);
  const roots = await realRoots([config.rootDir, ...(repo ? [repo.root] : [])]);
  const skipped: { target: PullTarget; reason: string }[] = [];
  const targets: PullTarget[] = [];
  for (const t of chosen) {
    const reserved = t.scope === 'site' ? await reservedTarget(t.file, config.rootDir, roots) : undefined;
    if (reserved) skipped.push({ target: t, reason: reserved });
    else targets.push(t);
  }

  if (!options.force && repo) {
    const dirty = await notCommitted(repo, [...new Set(targets.map((t) => t.file))]);
    if (dirty.length > 0)
      throw new SitesyncError(
        'PULL_WOULD_OVERWRITE',
        `pull would write into ${dirty.length} file(s) that git does not hold as committed (changed, untracked or ignored): ${dirty.slice(0, 10).join(', ')}${dirty.length > 10 ? ', …' : ''}`,
        { exitCode: ExitCode.blockedByGuard, hint: 'commit, stash or move them first, or pass --force' },
      );
  }

  const written: { target: PullTarget; line?: number; bytes?: number }[] = [];
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
  const order = (t: PullTarget) => chosen.indexOf(t);
  written.sort((a, b) => order(a.target) - order(b.target));
  skipped.sort((a, b) => order(a.target) - order(b.target));
  return { found: all.length, written, skipped };
}

/**
 * Why a live file is never written at `file`, or undefined: a name reserved (source/reserved-names)
 * as a path of the repository sitesync.yml is in, or of the git repository around it. A live site
 * with `source: .` is the repository: a platform that serves `.git/config` would have the next
 * `git status` run its `core.fsmonitor`.
 */
async function reservedTarget(
  file: string,
  rootDir: string,
  roots: readonly string[],
): Promise<string | undefined> {
  // As written, and where it would land: a symlinked folder on the way (`ci -> .github`) is
  // followed by the write, even into a folder the write creates.
  const real = await resolveAsFarAsPossible(file);
  const paths = [
    relative(rootDir, file).split(sep).join('/'),
    ...roots.map((root) => relative(root, real).split(sep).join('/')),
  ];
  for (const path of paths) {
    const reserved = reservedNameOf(path);
    if (reserved)
      return `${JSON.stringify(reserved.segment)} is ${reserved.reason}: never written (sitesync apply --overwrite-live-edits removes it from the live site)`;
  }
  return undefined;
}

/** The real paths of the roots reserved names are counted from (each as given when unresolvable). */
function realRoots(roots: readonly string[]): Promise<string[]> {
  return Promise.all(roots.map((root) => realpath(root).catch(() => root)));
}

/**
 * The files among `files` (absolute) that a write would lose something of: git does not hold them
 * as committed. A file that exists and git does not track (untracked, ignored, or in a nested
 * repository, of which the outer `git status` says nothing); a tracked one git lists as changed
 * (modified, staged, deleted). A file that does not exist and is not tracked loses nothing.
 */
async function notCommitted(repo: GitRepo, files: readonly string[]): Promise<string[]> {
  if (files.length === 0) return [];
  const paths = await Promise.all(files.map((f) => repoPath(repo.root, f)));
  const [tracked, changed] = await Promise.all([repo.trackedPaths(paths), repo.dirtyPaths(paths)]);
  const listed = new Set(changed);
  const out: string[] = [];
  for (const [i, path] of paths.entries()) {
    const exists = (await lstat(files[i]!).catch(() => undefined)) !== undefined;
    if (tracked.has(path) ? listed.has(path) : exists) out.push(path);
  }
  return out;
}
