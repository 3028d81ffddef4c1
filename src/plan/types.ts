import type { HistoryWindow } from '../history/types.js';
import type { ChecksumDetection } from '../source/index.js';
import type { CatalogPlan } from './catalog/types.js';
import type { SiteSourceDiff } from './site/diff.js';
import type { SiteGuard } from './site/guards.js';

/** The JSON form of a Plan carries this format name and version (schemas/plan.schema.json). */
export const PLAN_FORMAT = 'sitesync.plan';
/** 2: changes carry their `origin` (repo, behind, live-edit, unknown); `liveEdits`, `kept`, `history`. */
export const PLAN_FORMAT_VERSION = 2;

export interface PlanIssue {
  readonly severity: 'error' | 'warning';
  readonly code: string;
  readonly message: string;
  readonly path?: string;
  readonly line?: number;
  readonly column?: number;
}

export interface SiteValidation {
  /** False when no server validation ran (no changes, or a site that does not exist yet). */
  readonly checked: boolean;
  readonly note?: string;
  readonly errors: readonly PlanIssue[];
  readonly warnings: readonly PlanIssue[];
}

/** The plan for one site of the repository. */
export interface SitePlan {
  readonly name?: string;
  /** Null for a repository not bound to a site yet (apply creates it from the source). */
  readonly siteId: string | null;
  /** Source folder, relative to the repository root. */
  readonly sourceDir: string;
  readonly live: { readonly sourceRevision: string; readonly fileCount: number } | null;
  readonly checksum: ChecksumDetection;
  readonly diff: SiteSourceDiff;
  readonly validation: SiteValidation;
  /** Deletion and wrong-site guards (src/plan/site/guards.ts); empty for a new site. */
  readonly guards: readonly SiteGuard[];
  /** True when a guard that was not overridden blocks apply. */
  readonly blocked: boolean;
  /** How much of the source folder's git history classified the changes; absent when not classified. */
  readonly history?: HistoryWindow;
}

/** What the keys of this run are derived from. */
export interface PlanRevision {
  readonly commit?: string;
  /** The working tree differs from the commit: keys derive from the content instead. */
  readonly dirty: boolean;
  readonly keyRevision: string;
}

export interface Plan {
  readonly revision: PlanRevision;
  readonly generatedAt: string;
  readonly sites: readonly SitePlan[];
  /** Absent when the repository has no catalog. */
  readonly catalog?: CatalogPlan;
}

export function siteHasChanges(site: SitePlan): boolean {
  const c = site.diff.counts;
  return site.siteId === null || c.added + c.modified + c.deleted > 0;
}

export function siteHasErrors(site: SitePlan): boolean {
  return site.validation.errors.length > 0;
}

/** The guards that block apply, across every site of the plan. */
export function blockingSiteGuards(plan: Plan): { site: SitePlan; guard: SiteGuard }[] {
  return plan.sites.flatMap((site) =>
    site.guards.filter((g) => !g.overridden).map((guard) => ({ site, guard })),
  );
}
