import { createHash } from 'node:crypto';
import { canonicalJson } from '../shared/canonical-json.js';
import { PLAN_FORMAT, PLAN_FORMAT_VERSION, siteHasChanges, type Plan } from '../plan/types.js';

/** The JSON form of a Plan (schemas/plan.schema.json). */
export interface PlanJson extends Plan {
  readonly format: typeof PLAN_FORMAT;
  readonly formatVersion: typeof PLAN_FORMAT_VERSION;
  readonly hasChanges: boolean;
  /** sha256 over the canonical JSON of what the plan would change (not when it was made). */
  readonly digest: string;
}

export function planHasChanges(plan: Plan): boolean {
  const catalog = plan.catalog as { hasChanges?: boolean } | undefined;
  return plan.sites.some(siteHasChanges) || catalog?.hasChanges === true;
}

/** A digest of the changes only: two plans of the same change agree whatever their time or revision. */
export function planDigest(plan: Plan): string {
  const essence = {
    sites: plan.sites.map((s) => ({
      siteId: s.siteId,
      sourceDir: s.sourceDir,
      live: s.live?.sourceRevision ?? null,
      added: s.diff.added,
      modified: s.diff.modified,
      deleted: s.diff.deleted,
    })),
    catalog: (plan.catalog as { changes?: unknown } | undefined)?.changes ?? null,
  };
  return createHash('sha256').update(canonicalJson(essence)).digest('hex');
}

export function toPlanJson(plan: Plan): PlanJson {
  return {
    format: PLAN_FORMAT,
    formatVersion: PLAN_FORMAT_VERSION,
    ...plan,
    hasChanges: planHasChanges(plan),
    digest: planDigest(plan),
  };
}
