/** Comparator for one kind with a live list (brands, categories, products), keyed by slug. */
import type { DesiredEntity } from '../../catalog/types.js';
import type { LiveSlugs } from './compare-entity.js';
import { compareEntity } from './compare-entity.js';
import type { LiveRecord } from './live-types.js';
import { isArchivedRecord } from './live-types.js';
import type { CatalogChange } from './types.js';

const NO_CHANGES: readonly never[] = [];

export interface KindPlan {
  readonly changes: CatalogChange[];
  /** Live records the YAML does not name (archived ones left out), in live order. */
  readonly unnamed: LiveRecord[];
}

/**
 * `equalTo`: the entity a live record was already found equal to as its page arrived
 * (equal-records.ts); such a record is unchanged without being compared again.
 */
export function planKind(
  desired: readonly DesiredEntity[],
  live: readonly LiveRecord[],
  slugs: LiveSlugs,
  equalTo?: (record: LiveRecord) => DesiredEntity | undefined,
): KindPlan {
  const bySlug = liveBySlug(live);
  const matched = new Set<LiveRecord>();
  const changes: CatalogChange[] = [];
  // Once per entity (50k on a large shop): each change is one object literal of a fixed shape. An
  // unchanged entity keeps its desired record: the action's merge reads from every change what the
  // merge commit's catalog wants (action/reviewed-plan.ts, mergeTarget), so that a reviewed row
  // applied by an earlier run counts as already live.
  for (const entity of desired) {
    const { kind, key, location } = entity;
    const record = bySlug.get(key);
    if (!record) {
      const action = entity.archived ? 'unchanged' : 'create';
      changes.push({ kind, key, location, action, desired: entity });
      continue;
    }
    matched.add(record);
    const id = record.id;
    if (entity.archived) {
      changes.push(
        isArchivedRecord(record)
          ? { kind, key, location, action: 'unchanged', id, desired: entity, live: record }
          : {
              kind,
              key,
              location,
              action: 'archive',
              id,
              reason: 'requested',
              live: record,
              desired: entity,
            },
      );
      continue;
    }
    const fieldChanges = equalTo?.(record) === entity ? NO_CHANGES : compareEntity(entity, record, slugs);
    changes.push(
      fieldChanges.length === 0
        ? { kind, key, location, action: 'unchanged', id, desired: entity, live: record }
        : { kind, key, location, action: 'update', id, desired: entity, live: record, changes: fieldChanges },
    );
  }
  const unnamed = live.filter((record) => !matched.has(record) && !isArchivedRecord(record));
  if (unnamed.length === 0) return { changes, unnamed };
  // A record listed twice (the same id on two pages) is named when either copy is: by id here, only
  // when something is left unnamed (matching by record above costs no string hashing per entity).
  const matchedIds = new Set<string>();
  for (const record of matched) matchedIds.add(record.id);
  return { changes, unnamed: unnamed.filter((record) => !matchedIds.has(record.id)) };
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
