/** Pure: desired catalog × live catalog → CatalogPlan. */
import type { CatalogKind, DesiredCatalog } from '../../catalog/types.js';
import { liveSlugs, type LiveSlugs } from './compare-entity.js';
import { catalogGuards } from './guards.js';
import type { LiveCatalog } from './live-types.js';
import { planKind } from './plan-kind.js';
import { planServices } from './plan-services.js';
import type {
  CatalogAction,
  CatalogChange,
  CatalogCounts,
  CatalogPlan,
  KeptEntity,
  PlanCatalogOptions,
} from './types.js';

export function planCatalog(
  desired: DesiredCatalog,
  live: LiveCatalog,
  options: PlanCatalogOptions,
): CatalogPlan {
  const slugs: LiveSlugs = liveSlugs(live.brands, live.categories);
  const changes: CatalogChange[] = [];
  const kept: KeptEntity[] = [];
  for (const [kind, wanted, records] of [
    ['brand', desired.brands, live.brands],
    ['category', desired.categories, live.categories],
    ['product', desired.products, live.products],
  ] as const) {
    const planned = planKind(wanted, records, slugs, options.equalTo);
    changes.push(...planned.changes);
    for (const record of planned.unnamed) {
      const key = record.slug ?? record.id;
      if (options.prune)
        changes.push({ kind, key, action: 'archive', id: record.id, reason: 'pruned', live: record });
      else kept.push({ kind, key, id: record.id, ...(record.name && { name: record.name }) });
    }
  }
  changes.push(...planServices(desired.services, options.ledger, options.prune));
  const guards = catalogGuards(changes, desired, live, options);
  return {
    changes,
    counts: countChanges(changes),
    guards,
    blocked: guards.some((g) => !g.overridden),
    hasChanges: changes.some((c) => c.action === 'create' || c.action === 'update' || c.action === 'archive'),
    ...(!options.prune && { kept }),
  };
}

const KINDS: readonly CatalogKind[] = ['brand', 'category', 'product', 'service'];

export function countChanges(changes: readonly CatalogChange[]): Record<CatalogKind, CatalogCounts> {
  const counts = {} as Record<CatalogKind, Record<CatalogAction, number>>;
  for (const kind of KINDS) counts[kind] = { create: 0, update: 0, archive: 0, unchanged: 0, drift: 0 };
  for (const change of changes) counts[change.kind][change.action] += 1;
  return counts;
}

/** The counts of every kind added up: how many entities a plan creates, updates, archives… */
export function catalogTotals(plan: Pick<CatalogPlan, 'counts'> | undefined): Record<CatalogAction, number> {
  const totals = { create: 0, update: 0, archive: 0, unchanged: 0, drift: 0 } as Record<
    CatalogAction,
    number
  >;
  for (const counts of Object.values(plan?.counts ?? {}) as CatalogCounts[]) {
    for (const [action, n] of Object.entries(counts) as [CatalogAction, number][])
      totals[action] = (totals[action] ?? 0) + n;
  }
  return totals;
}
