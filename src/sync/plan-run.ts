import type { Plan } from '../plan/types.js';
import type { Reporter } from '../shared/reporter.js';
import { planSite, type PlannedSite } from './plan-site.js';
import { releaseSiteInputs, type PreparedRun } from './prepare.js';
import { SitesyncError } from '../shared/errors.js';
import type { SiteGuardOverrides } from '../plan/site/guards.js';
import { settleAll } from '../shared/settle-all.js';
import { NO_PHASE_CLOCK, type PhaseClock } from '../shared/phase-clock.js';
import { DEFAULT_HISTORY_DEPTH } from '../history/types.js';
import { classifyPlan } from './classify-plan.js';
import {
  planCatalogRun,
  planOrSettleCatalog,
  type CatalogGuardOverrides,
  type PlannedCatalog,
} from './catalog/plan-catalog-run.js';

export interface PlanRun {
  readonly plan: Plan;
  readonly sites: readonly PlannedSite[];
  /**
   * The catalog part with what apply needs (live records, ledger); absent without a catalog, and
   * when the plan's catalog part was settled from its memo (`prepared` with `readLiveEarly.settle`,
   * the `plan` command only: apply never settles).
   */
  readonly catalog?: PlannedCatalog;
}

export interface PlanRunOptions {
  reporter: Reporter;
  validate?: boolean;
  now?: () => Date;
  /** Guard overrides for the catalog plan (apply's --allow-* flags). */
  catalog?: CatalogGuardOverrides;
  /** Guard overrides for the site plans (apply's --allow-delete, --allow-site-mismatch). */
  site?: SiteGuardOverrides;
  clock?: PhaseClock;
  /** Commits of git history searched to classify changes (default DEFAULT_HISTORY_DEPTH). */
  historyDepth?: number;
  /**
   * Live products equal to their entity are kept compact (ReadCatalogOptions.compactLive), when
   * the catalog is read here rather than by prepareRun: never for pull, which writes them out.
   */
  compactLive?: boolean;
}

/** Plans every site of a prepared run against live (sites in parallel). */
export async function planRun(prepared: PreparedRun, options: PlanRunOptions): Promise<PlanRun> {
  const { plan, sites, catalog } = await planParts(prepared, options, (s) => s);
  return { plan, sites, ...(catalog && { catalog }) };
}

/**
 * The plan alone (the `plan` command): each site's tree and live manifest are let go as soon as
 * its site plan is made, with only the changed paths' checksums kept for the classification. They
 * are the largest part of a plan's heap after the catalog (L: 20,000 entries each, ~9 MB), and the
 * catalog's work goes on after the site plans (bench/ANALYSIS.md, twenty-first round).
 */
export async function planOnly(prepared: PreparedRun, options: PlanRunOptions): Promise<Plan> {
  return (
    await planParts(prepared, options, ({ plan, changed }) => {
      releaseSiteInputs(prepared);
      return { plan, ...(changed && { changed }) };
    })
  ).plan;
}

async function planParts<S extends Pick<PlannedSite, 'plan' | 'changed'>>(
  prepared: PreparedRun,
  options: PlanRunOptions,
  /** What is kept of each planned site once every site is planned. */
  keep: (site: PlannedSite) => S,
): Promise<{ plan: Plan; sites: readonly S[]; catalog?: PlannedCatalog }> {
  const { client, config } = prepared;
  if (!client) throw new SitesyncError('NO_CLIENT', 'planning needs the platform: no credentials were given');
  const clock = options.clock ?? NO_PHASE_CLOCK;
  const catalogOptions = {
    client,
    config,
    clock,
    ...(options.catalog && { overrides: options.catalog }),
    ...(prepared.signal && { signal: prepared.signal }),
    ...(options.compactLive && { compactLive: true }),
  };
  const catalogPlanned = prepared.catalogInputs
    ? planOrSettleCatalog({ ...catalogOptions, inputs: prepared.catalogInputs })
    : planCatalogRun(catalogOptions);
  const sitesPlanned = settleAll(
    config.sites.map((site, i) =>
      clock.time(config.sites.length > 1 ? `site ${i + 1}: plan` : 'site: plan', () =>
        planSite({
          client,
          site,
          rootDir: config.rootDir,
          reporter: options.reporter,
          tree: prepared.trees[i]!,
          ...(prepared.manifests?.[i] && { manifest: prepared.manifests[i] }),
          limits: { maxDelete: config.maxDelete, maxDeleteShare: config.maxDeleteShare },
          ...(options.site && { overrides: options.site }),
          ...(options.validate !== undefined && { validate: options.validate }),
        }),
      ),
    ),
  ).then((planned) => planned.map(keep)); // the whole planned sites are not held past this
  const [plannedSites, plannedCatalog] = await settleAll([sitesPlanned, catalogPlanned] as const);
  // Three-way: where each change comes from, from git history only (no platform request).
  const classified = await clock.time('history: classify', () =>
    classifyPlan({
      rootDir: config.rootDir,
      sites: plannedSites.map((s, i) => ({ ...s, source: config.sites[i]!.source })),
      ...(plannedCatalog &&
        config.catalog && { catalog: { plan: plannedCatalog.plan, path: config.catalog } }),
      depth: options.historyDepth ?? DEFAULT_HISTORY_DEPTH,
      reporter: options.reporter,
    }),
  );
  const sites = plannedSites.map((s, i) => ({ ...s, plan: classified.sites[i]! }));
  const catalogPlan = plannedCatalog && (classified.catalog ?? plannedCatalog.plan);
  const catalog = plannedCatalog &&
    catalogPlan &&
    !('settled' in plannedCatalog) && { ...plannedCatalog, plan: catalogPlan };
  const plan: Plan = {
    revision: prepared.revision,
    generatedAt: (options.now?.() ?? new Date()).toISOString(),
    sites: sites.map((s) => s.plan),
    ...(catalogPlan && { catalog: catalogPlan }),
  };
  return { plan, sites, ...(catalog && { catalog }) };
}
