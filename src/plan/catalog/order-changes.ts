/**
 * The order in which apply runs a catalog plan: what others refer to comes first, archives come
 * last and in reverse (what refers to others is archived first).
 */
import type { CatalogKind } from '../../catalog/types.js';
import { liveField } from './live-types.js';
import type { ArchiveChange, CatalogChange, CatalogPlan, CreateChange, UpdateChange } from './types.js';

export type CatalogStageName =
  | 'brands'
  | 'categories'
  | 'products'
  | 'services'
  | 'archive-products'
  | 'archive-categories'
  | 'archive-brands';

export interface CatalogStage {
  readonly name: CatalogStageName;
  /** Empty when the stage has nothing to do. */
  readonly changes: readonly CatalogChange[];
}

export function orderCatalogChanges(plan: CatalogPlan): CatalogStage[] {
  const writes = (kind: CatalogKind): (CreateChange | UpdateChange)[] =>
    plan.changes.filter(
      (c): c is CreateChange | UpdateChange =>
        c.kind === kind && (c.action === 'create' || c.action === 'update'),
    );
  const archives = (kind: CatalogKind): ArchiveChange[] =>
    plan.changes.filter((c): c is ArchiveChange => c.kind === kind && c.action === 'archive');
  return [
    { name: 'brands', changes: writes('brand') },
    { name: 'categories', changes: parentsFirst(writes('category')) },
    { name: 'products', changes: writes('product') },
    { name: 'services', changes: plan.changes.filter((c) => c.kind === 'service' && c.action === 'create') },
    { name: 'archive-products', changes: archives('product') },
    { name: 'archive-categories', changes: childrenFirst(archives('category')) },
    { name: 'archive-brands', changes: archives('brand') },
  ];
}

/** Topological by the desired parent; otherwise plan order is kept. */
function parentsFirst(changes: readonly (CreateChange | UpdateChange)[]): (CreateChange | UpdateChange)[] {
  const byKey = new Map(changes.map((c) => [c.key, c]));
  const done = new Set<string>();
  const out: (CreateChange | UpdateChange)[] = [];
  const visit = (change: CreateChange | UpdateChange, path: Set<string>): void => {
    if (done.has(change.key) || path.has(change.key)) return;
    path.add(change.key);
    const parent = change.desired.refs.parent;
    const parentChange = parent === undefined ? undefined : byKey.get(parent);
    if (parentChange) visit(parentChange, path);
    done.add(change.key);
    out.push(change);
  };
  for (const change of changes) visit(change, new Set());
  return out;
}

/** Deepest first by the live parent among the archived categories; plan order otherwise. */
function childrenFirst(changes: readonly ArchiveChange[]): ArchiveChange[] {
  const byId = new Map(changes.map((c) => [c.id, c]));
  const depth = (change: ArchiveChange, seen: Set<string>): number => {
    const parentId = liveField(change.live, 'parent_category_id');
    const parent = typeof parentId === 'string' ? byId.get(parentId) : undefined;
    if (!parent || seen.has(parent.id)) return 0;
    seen.add(parent.id);
    return 1 + depth(parent, seen);
  };
  return changes
    .map((change, index) => ({ change, index, depth: depth(change, new Set([change.id])) }))
    .sort((a, b) => b.depth - a.depth || a.index - b.index)
    .map((x) => x.change);
}
