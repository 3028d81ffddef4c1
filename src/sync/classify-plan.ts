/**
 * The three-way step of a plan: every change is classified against the repository's git history
 * (repo, behind, live-edit; unknown when the history cannot tell). Reads only git and
 * `.sitesync/history.json`: no platform request (the live manifest and the live catalog were
 * already read by the plan). A plan without changes costs nothing here.
 */
import { stat } from 'node:fs/promises';
import { readCatalogHistory } from '../history/catalog-history.js';
import { openHistoryReader, type HistoryReader } from '../history/git-reader.js';
import { readSiteHistory } from '../history/site-history.js';
import type { HistoryWindow } from '../history/types.js';
import {
  classifyCatalogPlan,
  entityKeysToClassify,
  originsSettledBy,
  unclassifiedCatalogPlan,
  type CatalogCommits,
} from '../plan/catalog/classify-catalog.js';
import { markRenames } from '../plan/catalog/renames.js';
import type { CatalogPlan } from '../plan/catalog/types.js';
import { allSiteChanges } from '../plan/site/diff.js';
import { classifySiteDiff, unclassifiedSiteDiff } from '../plan/site/classify-site.js';
import type { SitePlan } from '../plan/types.js';
import type { Reporter } from '../shared/reporter.js';
import { historyCachePath, loadHistoryCache, type HistoryCache } from '../state/history-cache-store.js';
import type { PlannedSite } from './plan-site.js';

/** What the classification reads of a planned site. */
export type ClassifiedSite = Pick<PlannedSite, 'plan' | 'changed'> & { readonly source: string };

export interface ClassifyInput {
  readonly rootDir: string;
  readonly sites: readonly ClassifiedSite[];
  readonly catalog?: { readonly plan: CatalogPlan; readonly path: string };
  /** Commits searched per path (docs/live-edits.md). */
  readonly depth: number;
  readonly reporter: Reporter;
}

export interface Classified {
  readonly sites: readonly SitePlan[];
  readonly catalog?: CatalogPlan;
}

const needsSite = (s: ClassifiedSite) =>
  s.plan.siteId !== null && s.changed !== undefined && allSiteChanges(s.plan.diff).length > 0;
const needsCatalog = (plan: CatalogPlan | undefined) =>
  plan !== undefined && entityKeysToClassify(plan).length > 0;

function unavailable(depth: number): HistoryWindow {
  return { status: 'unavailable', commits: 0, depth };
}

export async function classifyPlan(input: ClassifyInput): Promise<Classified> {
  const catalogPlan = input.catalog?.plan;
  if (!input.sites.some(needsSite) && !needsCatalog(catalogPlan)) {
    return {
      sites: input.sites.map((s) => s.plan),
      ...(catalogPlan && { catalog: markRenames(catalogPlan) }),
    };
  }
  const reader = await openHistoryReader(input.rootDir);
  if (!reader) {
    input.reporter.warn(
      'not a git checkout with a commit: live edits made outside git cannot be told apart (docs/live-edits.md)',
    );
    return {
      sites: input.sites.map((s) =>
        needsSite(s)
          ? { ...s.plan, diff: unclassifiedSiteDiff(s.plan.diff), history: unavailable(input.depth) }
          : s.plan,
      ),
      ...(catalogPlan && {
        catalog: needsCatalog(catalogPlan)
          ? markRenames({ ...unclassifiedCatalogPlan(catalogPlan), history: unavailable(input.depth) })
          : markRenames(catalogPlan),
      }),
    };
  }
  // A history cache that git tracks came with the repository, not from an earlier run here. It is
  // checked and loaded while git is asked for the history (each step is a git process).
  const cache = (async () => {
    const committed = (await reader.tracks?.(historyCachePath(input.rootDir))) === true;
    if (committed)
      input.reporter.warn(
        '.sitesync/history.json is tracked by git: not used (a cache that comes with the repository could claim any history); remove it with `git rm --cached .sitesync/history.json`',
      );
    return loadHistoryCache(
      input.rootDir,
      input.sites.map((s) => s.source),
      { untrusted: committed },
    );
  })();
  // Awaited by the classifications (and below); until then not an unhandled rejection.
  cache.catch(() => undefined);
  const [sites, catalog] = await Promise.all([
    Promise.all(input.sites.map((s) => classifySite(reader, cache, s, input.depth))),
    input.catalog && needsCatalog(catalogPlan)
      ? classifyCatalog(reader, cache, input.catalog, input.depth)
      : Promise.resolve(catalogPlan && markRenames(catalogPlan)),
  ]);
  await (await cache).save();
  for (const window of [...sites.map((s) => s.history), catalog?.history]) {
    if (window?.status === 'shallow')
      input.reporter.warn(
        `the git history stops after ${window.commits} commit(s) (a shallow clone): changes older than that cannot be classified; check out with fetch-depth: 0 (docs/live-edits.md)`,
      );
  }
  return { sites, ...(catalog && { catalog }) };
}

async function classifySite(
  reader: HistoryReader,
  cache: Promise<HistoryCache>,
  site: ClassifiedSite,
  depth: number,
): Promise<SitePlan> {
  if (!needsSite(site) || !site.changed) return site.plan;
  const { plan } = site;
  if ('fallback' in plan.checksum) {
    // The live checksums could not be matched with any algorithm (or are absent: optional in the
    // contract): contents cannot be compared with history. A live-only path that no commit ever
    // had is still known to be created outside git.
    const deleted = plan.diff.deleted.map((c) => c.path);
    if (deleted.length === 0)
      return { ...plan, diff: unclassifiedSiteDiff(plan.diff), history: unavailable(depth) };
    const history = await readSiteHistory({
      reader,
      source: site.source,
      paths: deleted,
      algorithm: 'sha256',
      depth,
      cache,
      absentLive: new Map(),
    });
    const neverCommitted = (path: string) => {
      const h = history.files.get(path);
      return h !== undefined && h.complete && h.versions.every((v) => v === null);
    };
    const unclassified = unclassifiedSiteDiff(plan.diff);
    const diff = {
      ...unclassified,
      deleted: unclassified.deleted.map((c) =>
        neverCommitted(c.path) ? { ...c, origin: 'live-edit' as const } : c,
      ),
    };
    return { ...plan, diff, history: history.window };
  }
  const { local, live } = site.changed;
  const history = await readSiteHistory({
    reader,
    source: site.source,
    paths: allSiteChanges(plan.diff).map((c) => c.path),
    algorithm: plan.checksum.algorithm,
    depth,
    cache,
    absentLive: new Map(plan.diff.added.map((c) => [c.path, local.get(c.path) ?? ''])),
  });
  const diff = classifySiteDiff(plan.diff, { local, live, history: history.files });
  return { ...plan, diff, history: history.window };
}

async function classifyCatalog(
  reader: HistoryReader,
  cache: Promise<HistoryCache>,
  catalog: { readonly plan: CatalogPlan; readonly path: string },
  depth: number,
): Promise<CatalogPlan> {
  const folder = (await stat(catalog.path).catch(() => undefined))?.isDirectory() === true;
  const history = await readCatalogHistory({
    reader,
    catalog: catalog.path,
    folder,
    keys: entityKeysToClassify(catalog.plan),
    depth,
    cache,
    settled: originsSettledBy(catalog.plan),
  });
  const commits: CatalogCommits = history.entities;
  return markRenames({ ...classifyCatalogPlan(catalog.plan, commits), history: history.window });
}
