/**
 * Products (docs/platform-contract.md §7): status draft | active | archived, `published` on write is
 * stored as `active`; is_active derived; decimals as "12.50"; brand/category references must exist;
 * slugs unique among non-archived products.
 */
import type { RouteDef } from '../http/route.js';
import type { Entity } from './collection.js';
import {
  applyFields,
  assertUniqueSlug,
  markWrittenFields,
  present,
  requireReference,
  stamp,
  WRITTEN_KEY,
} from './fields.js';
import { resourceRoutes } from './resource-routes.js';
import type { CatalogDeps } from './state.js';

const DECIMALS = ['price', 'compare_at_price', 'weight'] as const;

function normalise(body: Record<string, unknown>): Record<string, unknown> {
  return body.status === 'published' ? { ...body, status: 'active' } : body;
}

function write(deps: CatalogDeps, product: Entity, body: Record<string, unknown>): Entity {
  const { brands, categories, products } = deps.state;
  requireReference(brands, body.brand_id, 'brand_id');
  requireReference(categories, body.category_id, 'category_id');
  const next: Entity = structuredClone(product);
  applyFields(next, normalise(body), DECIMALS);
  if (body.status !== undefined && next.status !== 'archived') delete next.archived_at;
  assertUniqueSlug(products, next);
  stamp(next, deps.clock.now());
  products.put(next);
  return next;
}

export function createProduct(deps: CatalogDeps, body: Record<string, unknown>): Entity {
  const now = deps.clock.now().toISOString();
  const blank: Entity = {
    id: deps.newId('prod'),
    status: 'draft',
    publishing_channels: {},
    created_at: now,
    updated_at: now,
    [WRITTEN_KEY]: [],
  };
  return write(deps, blank, body);
}

export function updateProduct(deps: CatalogDeps, product: Entity, body: Record<string, unknown>): Entity {
  return write(deps, product, body);
}

export function archiveProduct(deps: CatalogDeps, product: Entity): Entity {
  if (product.status === 'archived') return product;
  const now = deps.clock.now().toISOString();
  const next: Entity = { ...product, status: 'archived', archived_at: now, updated_at: now };
  markWrittenFields(next, ['status']);
  deps.state.products.put(next);
  return next;
}

export function presentProduct(deps: CatalogDeps, product: Entity): Record<string, unknown> {
  const brand = typeof product.brand_id === 'string' ? deps.state.brands.get(product.brand_id) : undefined;
  const category =
    typeof product.category_id === 'string' ? deps.state.categories.get(product.category_id) : undefined;
  return present(product, 'product', {
    is_active: product.status === 'active',
    brand_name: brand?.name,
    category_name: category?.name,
  });
}

export function productRoutes(deps: CatalogDeps): RouteDef[] {
  return resourceRoutes({
    basePath: '/v1/products',
    idParam: 'product_id',
    scopePrefix: 'products',
    createSchema: 'platform/product-create.schema.json',
    updateSchema: 'platform/product-update.schema.json',
    collection: deps.state.products,
    create: (body) => createProduct(deps, body),
    update: (entity, body) => updateProduct(deps, entity, body),
    archive: (entity) => archiveProduct(deps, entity),
    present: (entity) => presentProduct(deps, entity),
  });
}
