/**
 * Categories (docs/platform-contract.md §7): status draft | published | archived (default
 * published); parent_category_id must exist and a category cannot be its own ancestor (422).
 */
import type { RouteDef } from '../http/route.js';
import type { Collection, Entity } from './collection.js';
import {
  applyFields,
  assertUniqueSlug,
  markWrittenFields,
  present,
  requireReference,
  stamp,
  validationError,
  WRITTEN_KEY,
} from './fields.js';
import { filterByEnum, resourceRoutes } from './resource-routes.js';
import type { CatalogDeps } from './state.js';

/** 422 when making `parentId` the parent of `categoryId` would close a cycle. */
export function assertNoCycle(
  categories: Collection,
  categoryId: string,
  parentId: string | undefined,
): void {
  const seen = new Set<string>();
  for (let current = parentId; current !== undefined;) {
    if (current === categoryId) {
      throw validationError(
        'parent_category_id',
        'category_cycle',
        `would make category ${categoryId} its own ancestor`,
      );
    }
    if (seen.has(current)) return;
    seen.add(current);
    const parent = categories.get(current)?.parent_category_id;
    current = typeof parent === 'string' ? parent : undefined;
  }
}

function write(deps: CatalogDeps, category: Entity, body: Record<string, unknown>): Entity {
  const { categories } = deps.state;
  requireReference(categories, body.parent_category_id, 'parent_category_id');
  const next: Entity = structuredClone(category);
  applyFields(next, body);
  if (body.status !== undefined) delete next.archived_at;
  assertNoCycle(
    categories,
    next.id,
    typeof next.parent_category_id === 'string' ? next.parent_category_id : undefined,
  );
  assertUniqueSlug(categories, next);
  stamp(next, deps.clock.now());
  categories.put(next);
  return next;
}

export function createCategory(deps: CatalogDeps, body: Record<string, unknown>): Entity {
  const now = deps.clock.now().toISOString();
  return write(
    deps,
    {
      id: deps.newId('catg'),
      status: 'published',
      created_at: now,
      updated_at: now,
      [WRITTEN_KEY]: [],
    },
    body,
  );
}

export function updateCategory(deps: CatalogDeps, category: Entity, body: Record<string, unknown>): Entity {
  return write(deps, category, body);
}

export function archiveCategory(deps: CatalogDeps, category: Entity): Entity {
  if (category.status === 'archived') return category;
  const now = deps.clock.now().toISOString();
  const next: Entity = { ...category, status: 'archived', archived_at: now, updated_at: now };
  markWrittenFields(next, ['status']);
  deps.state.categories.put(next);
  return next;
}

export function categoryRoutes(deps: CatalogDeps): RouteDef[] {
  return resourceRoutes({
    basePath: '/v1/categories',
    idParam: 'category_id',
    scopePrefix: 'categories',
    createSchema: 'platform/category-create.schema.json',
    updateSchema: 'platform/category-update.schema.json',
    collection: deps.state.categories,
    create: (body) => createCategory(deps, body),
    update: (entity, body) => updateCategory(deps, entity, body),
    archive: (entity) => archiveCategory(deps, entity),
    present: (entity) => present(entity, 'category'),
    filter: (items, query) => filterByEnum(items, query, 'type', ['product', 'service', 'addon']),
  });
}
