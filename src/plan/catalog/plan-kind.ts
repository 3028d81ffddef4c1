/** Comparator for one kind with a live list (brands, categories, products), keyed by slug. */
import type { DesiredEntity } from '../../catalog/types.js';
import type { LiveSlugs } from './compare-entity.js';
import { compareEntity } from './compare-entity.js';
import type { LiveRecord } from './live-types.js';
import { isArchivedRecord } from './live-types.js';
import type { CatalogChange } from './types.js';

export interface KindPlan {
  readonly changes: CatalogChange[];
  /** Live records the YAML does not name (archived ones left out), in live order. */
  readonly unnamed: LiveRecord[];
}

export function planKind(
  desired: readonly DesiredEntity[],
  live: readonly LiveRecord[],
  slugs: LiveSlugs,
): KindPlan {
  const bySlug = liveBySlug(live);
  const matched = new Set<string>();
  const changes: CatalogChange[] = [];
  for (const entity of desired) {
    const base = { kind: entity.kind, key: entity.key, location: entity.location } as const;
    const record = bySlug.get(entity.key);
    if (record) matched.add(record.id);
    if (!record) {
      changes.push(
        entity.archived
          ? { ...base, action: 'unchanged', desired: entity }
          : { ...base, action: 'create', desired: entity },
      );
    } else if (entity.archived) {
      changes.push(
        isArchivedRecord(record)
          ? { ...base, action: 'unchanged', id: record.id, desired: entity, live: record }
          : { ...base, action: 'archive', id: record.id, reason: 'requested', live: record, desired: entity },
      );
    } else {
      const fieldChanges = compareEntity(entity, record, slugs);
      changes.push(
        fieldChanges.length === 0
          ? { ...base, action: 'unchanged', id: record.id, desired: entity, live: record }
          : {
              ...base,
              action: 'update',
              id: record.id,
              desired: entity,
              live: record,
              changes: fieldChanges,
            },
      );
    }
  }
  const unnamed = live.filter((record) => !matched.has(record.id) && !isArchivedRecord(record));
  return { changes, unnamed };
}

/** One live record per slug: a record that is not archived wins over archived ones. */
function liveBySlug(live: readonly LiveRecord[]): Map<string, LiveRecord> {
  const map = new Map<string, LiveRecord>();
  for (const record of live) {
    if (!record.slug) continue;
    const held = map.get(record.slug);
    if (!held || (isArchivedRecord(held) && !isArchivedRecord(record))) map.set(record.slug, record);
  }
  return map;
}
