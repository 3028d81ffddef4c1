/** Field-level differences between one desired entity and its live record. */
import type { CatalogRefName, DesiredEntity } from '../../catalog/types.js';
import { REF_FIELD } from '../../catalog/types.js';
import { sameFieldValue } from './field-equality.js';
import type { LiveBrand, LiveCategory, LiveRecord } from './live-types.js';
import { liveField } from './live-types.js';
import type { FieldChange } from './types.js';

/** Live id → slug, per referenced kind (includes archived records). */
export interface LiveSlugs {
  readonly brand: ReadonlyMap<string, string>;
  readonly category: ReadonlyMap<string, string>;
}

/** Live id → slug per referenced kind, as planCatalog builds them (archived records included). */
export function liveSlugs(brands: readonly LiveBrand[], categories: readonly LiveCategory[]): LiveSlugs {
  return { brand: slugIndex(brands), category: slugIndex(categories) };
}

function slugIndex(records: readonly LiveRecord[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const r of records) if (r.slug) map.set(r.id, r.slug);
  return map;
}

/** Status a restored (un-archived) entity gets when the YAML does not say. */
export const RESTORE_STATUS = { brand: 'published', category: 'published', product: 'draft' } as const;

/**
 * Only fields the YAML mentions are compared; read-only and derived live fields (ids, timestamps,
 * is_active, *_name) are never looked at. A live entity that is archived but wanted live gets a
 * `status` change.
 */
export function compareEntity(desired: DesiredEntity, live: LiveRecord, slugs: LiveSlugs): FieldChange[] {
  // Called once per entity of the catalog (50k on a large shop, nearly all equal): no array of
  // pairs per entity, and no changes array until a field differs.
  let changes: FieldChange[] | undefined;
  const archived = live.status === 'archived';
  const fields = desired.fields;
  for (const field in fields) {
    if (field === 'status' && archived) continue;
    const to = fields[field]!;
    const from = liveField(live, field);
    if (!sameFieldValue(desired.kind, field, to, from))
      (changes ??= []).push({ field, from: from ?? null, to });
  }
  const refs = desired.refs;
  for (const ref in refs) changes = compareRef(ref as CatalogRefName, refs, live, slugs, changes);
  // References compared: those the YAML mentions, and a category's `parent` always, because the
  // tree is structural: a category written without a parent is a root (`to: null` clears
  // parent_category_id). Leaving a live parent alone could make a cycle when a subtree moves.
  if (desired.kind === 'category' && !('parent' in refs))
    changes = compareRef('parent', refs, live, slugs, changes);
  if (archived && desired.kind !== 'service') {
    const to = fields['status'] ?? RESTORE_STATUS[desired.kind];
    (changes ??= []).unshift({ field: 'status', from: 'archived', to });
  }
  return changes ?? [];
}

function compareRef(
  ref: CatalogRefName,
  refs: DesiredEntity['refs'],
  live: LiveRecord,
  slugs: LiveSlugs,
  changes: FieldChange[] | undefined,
): FieldChange[] | undefined {
  const to = refs[ref] ?? null;
  const id = liveField(live, REF_FIELD[ref]);
  const from = typeof id === 'string' ? (slugs[ref === 'brand' ? 'brand' : 'category'].get(id) ?? id) : null;
  if (from !== to) (changes ??= []).push({ field: ref, from, to });
  return changes;
}
