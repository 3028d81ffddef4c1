import { createHash } from 'node:crypto';
import { updateWithCanonicalJson } from '../shared/canonical-digest.js';
import type { CatalogChange, CatalogPlan, UnchangedChange } from '../plan/catalog/index.js';
import { liveEditsOf, planOriginCounts, type LiveEdit, type OriginCounts } from '../plan/live-edits.js';
import { PLAN_FORMAT, PLAN_FORMAT_VERSION, siteHasChanges, type Plan } from '../plan/types.js';

/** An unchanged entity in the JSON form: which one, and its live id. */
export type UnchangedChangeJson = Pick<UnchangedChange, 'kind' | 'key' | 'action' | 'id'>;

export interface CatalogPlanJson extends Omit<CatalogPlan, 'changes'> {
  readonly changes: readonly (Exclude<CatalogChange, UnchangedChange> | UnchangedChangeJson)[];
}

/** The JSON form of a Plan (schemas/plan.schema.json). */
export interface PlanJson extends Omit<Plan, 'catalog'> {
  readonly catalog?: CatalogPlanJson;
  readonly format: typeof PLAN_FORMAT;
  readonly formatVersion: typeof PLAN_FORMAT_VERSION;
  readonly hasChanges: boolean;
  /** The live edits made outside git that applying this plan would revert (apply refuses by default). */
  readonly liveEdits: readonly LiveEdit[];
  /** Changes per origin (site files, catalog fields and entities). */
  readonly origins: OriginCounts;
  /** sha256 over the canonical JSON of what the plan would change (not when it was made). */
  readonly digest: string;
}

export function planHasChanges(plan: Plan): boolean {
  return plan.sites.some(siteHasChanges) || plan.catalog?.hasChanges === true;
}

/**
 * The origin of a change (src/plan/origin.ts) is left out of the digest: it depends on the
 * history at hand (a squash merge rewrites it), not on what would be written.
 */
function withoutOrigin<T extends { origin?: unknown }>(change: T): Omit<T, 'origin'> {
  const { origin: _origin, ...rest } = change;
  return rest;
}

/**
 * A site change as the digest sees it: the live checksum it replaces is left out, as it was before
 * changes carried it (the live revision is in the digest already), so that a plan reviewed by an
 * older version has the same digest.
 */
function siteEssence<T extends { origin?: unknown; liveChecksum?: unknown }>(
  change: T,
): Omit<T, 'origin' | 'liveChecksum'> {
  const { origin: _origin, liveChecksum: _liveChecksum, ...rest } = change;
  return rest;
}

/** A digest of the changes only: two plans of the same change agree whatever their time or revision. */
export function planDigest(plan: Plan): string {
  const essence = {
    sites: plan.sites.map((s) => ({
      siteId: s.siteId,
      sourceDir: s.sourceDir,
      live: s.live?.sourceRevision ?? null,
      added: s.diff.added.map(siteEssence),
      modified: s.diff.modified.map(siteEssence),
      deleted: s.diff.deleted.map(siteEssence),
    })),
    catalog: plan.catalog ? catalogEssence(plan.catalog) : null,
  };
  // Streamed into the hash: the canonical JSON of a first publish's plan (L: 52,500 creates with
  // their fields, 20,000 files) was a sorted copy of it and a string of it, ~200 MB allocated.
  return updateWithCanonicalJson(createHash('sha256'), essence).digest('hex');
}

/** What the catalog part would change: the writes with their fields, the guards; not live timestamps. */
function catalogEssence(catalog: CatalogPlan): unknown {
  return {
    changes: catalog.changes
      .filter((c) => c.action !== 'unchanged')
      .map((c) => ({
        kind: c.kind,
        key: c.key,
        action: c.action,
        ...('id' in c && { id: c.id }),
        ...(c.action === 'create' && { fields: c.desired.fields, refs: c.desired.refs }),
        ...(c.action === 'update' && { changes: c.changes.map(withoutOrigin) }),
        ...(c.action === 'archive' && { reason: c.reason }),
      })),
    blocked: catalog.blocked,
  };
}

/**
 * An unchanged entity is listed by kind, key and id only: its desired and live records add
 * nothing a reader needs, and for 10k products they were ~9 MB of the JSON (and its peak memory).
 */
function catalogJson(catalog: CatalogPlan): CatalogPlanJson {
  return {
    ...catalog,
    changes: catalog.changes.map((c) =>
      c.action !== 'unchanged' || isUnchangedJson(c)
        ? c
        : c.id === undefined
          ? { kind: c.kind, key: c.key, action: c.action }
          : { kind: c.kind, key: c.key, action: c.action, id: c.id },
    ),
  };
}

/** An unchanged entity that is already its JSON form (a settled plan's): kind, key, action, id only. */
function isUnchangedJson(c: UnchangedChange): boolean {
  return c.desired === undefined && c.live === undefined && c.location === undefined;
}

export function toPlanJson(plan: Plan): PlanJson {
  return {
    format: PLAN_FORMAT,
    formatVersion: PLAN_FORMAT_VERSION,
    ...plan,
    ...(plan.catalog && { catalog: catalogJson(plan.catalog) }),
    hasChanges: planHasChanges(plan),
    liveEdits: liveEditsOf(plan),
    origins: planOriginCounts(plan),
    digest: planDigest(plan),
  };
}
