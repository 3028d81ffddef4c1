/** Brands (docs/platform-contract.md §7): status draft | published | archived (default published). */
import type { RouteDef } from '../http/route.js';
import type { Entity } from './collection.js';
import { applyFields, assertUniqueSlug, markWrittenFields, present, stamp, WRITTEN_KEY } from './fields.js';
import { resourceRoutes } from './resource-routes.js';
import type { CatalogDeps } from './state.js';

function write(deps: CatalogDeps, brand: Entity, body: Record<string, unknown>): Entity {
  const next: Entity = structuredClone(brand);
  applyFields(next, body);
  if (body.status !== undefined) delete next.archived_at;
  if (next.status === 'published' && next.published_at === undefined)
    next.published_at = deps.clock.now().toISOString();
  assertUniqueSlug(deps.state.brands, next);
  stamp(next, deps.clock.now());
  deps.state.brands.put(next);
  return next;
}

export function createBrand(deps: CatalogDeps, body: Record<string, unknown>): Entity {
  const now = deps.clock.now().toISOString();
  return write(
    deps,
    { id: deps.newId('brnd'), status: 'published', created_at: now, updated_at: now, [WRITTEN_KEY]: [] },
    body,
  );
}

export function updateBrand(deps: CatalogDeps, brand: Entity, body: Record<string, unknown>): Entity {
  return write(deps, brand, body);
}

export function archiveBrand(deps: CatalogDeps, brand: Entity): Entity {
  if (brand.status === 'archived') return brand;
  const now = deps.clock.now().toISOString();
  const next: Entity = { ...brand, status: 'archived', archived_at: now, updated_at: now };
  markWrittenFields(next, ['status']);
  deps.state.brands.put(next);
  return next;
}

export function brandRoutes(deps: CatalogDeps): RouteDef[] {
  return resourceRoutes({
    basePath: '/v1/brands',
    idParam: 'brand_id',
    scopePrefix: 'brands',
    createSchema: 'platform/brand-create.schema.json',
    updateSchema: 'platform/brand-update.schema.json',
    collection: deps.state.brands,
    create: (body) => createBrand(deps, body),
    update: (entity, body) => updateBrand(deps, entity, body),
    archive: (entity) => archiveBrand(deps, entity),
    present: (entity) => present(entity, 'brand'),
  });
}
