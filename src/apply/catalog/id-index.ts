/** slug → id per kind: filled from the live read, then from each create's response. */
import type { CatalogKind } from '../../catalog/types.js';
import type { LiveCatalog, LiveRecord } from '../../plan/catalog/index.js';
import { isArchivedRecord } from '../../plan/catalog/index.js';
import { entityKey } from './write-body.js';

export interface IdIndex {
  get(kind: CatalogKind, slug: string): string | undefined;
  set(kind: CatalogKind, slug: string, id: string): void;
}

export function createIdIndex(live: LiveCatalog): IdIndex {
  const ids = new Map<string, { id: string; archived: boolean }>();
  const add = (kind: CatalogKind, records: readonly LiveRecord[]) => {
    for (const r of records) {
      if (!r.slug) continue;
      const key = entityKey(kind, r.slug);
      const held = ids.get(key);
      // Like the planner: a record that is not archived wins over archived ones.
      if (!held || (held.archived && !isArchivedRecord(r)))
        ids.set(key, { id: r.id, archived: isArchivedRecord(r) });
    }
  };
  add('brand', live.brands);
  add('category', live.categories);
  add('product', live.products);
  return {
    get: (kind, slug) => ids.get(entityKey(kind, slug))?.id,
    set: (kind, slug, id) => void ids.set(entityKey(kind, slug), { id, archived: false }),
  };
}
