/** Pure helpers shared by the catalog renderers: counts line and value formatting. */
import type { CatalogKind } from '../catalog/types.js';
import type { CatalogChange, CatalogPlan } from '../plan/catalog/index.js';

const KINDS: readonly CatalogKind[] = ['brand', 'category', 'product', 'service'];

/** Totals over all kinds, e.g. `3 to create, 2 to update, 1 to archive, 1 drifted, 310 unchanged`. */
export function catalogCountsLine(plan: CatalogPlan): string {
  const total = { create: 0, update: 0, archive: 0, unchanged: 0, drift: 0 };
  for (const kind of KINDS)
    for (const [a, n] of Object.entries(plan.counts[kind])) total[a as keyof typeof total] += n;
  return [
    `${total.create} to create`,
    `${total.update} to update`,
    `${total.archive} to archive`,
    ...(total.drift > 0 ? [`${total.drift} service(s) that cannot be updated`] : []),
    `${total.unchanged} unchanged`,
    ...(plan.kept && plan.kept.length > 0 ? [`${plan.kept.length} kept live (not in the YAML)`] : []),
  ].join(', ');
}

/** The changes worth listing (everything but unchanged), in plan order. */
export function listedChanges(plan: CatalogPlan): CatalogChange[] {
  return plan.changes.filter((c) => c.action !== 'unchanged');
}

/** A field value for display: JSON, so `"12.50"` and `12.5` and `null` are told apart. */
export function shownValue(value: unknown): string {
  if (value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > 80 ? text.slice(0, 77) + '…' : text;
}
