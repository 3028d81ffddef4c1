/** The catalog and CRM state slice: one collection per entity kind. */
import type { Clock } from '../http/route.js';
import { Collection } from './collection.js';
import type { HolderIndexSpec } from './holder-index.js';

/** Slugs are unique among the non-archived entities of a kind; service codes among all services. */
const SLUGS: readonly HolderIndexSpec[] = [{ field: 'slug', archivedHolds: false }];
const SERVICE_CODES: readonly HolderIndexSpec[] = [{ field: 'service_code', archivedHolds: true }];

export interface CatalogState {
  readonly brands: Collection;
  readonly categories: Collection;
  readonly products: Collection;
  readonly services: Collection;
  readonly customers: Collection;
}

/** What catalog logic needs besides the state. */
export interface CatalogDeps {
  readonly state: CatalogState;
  readonly clock: Clock;
  readonly newId: (prefix: string) => string;
}

export function createCatalogState(): CatalogState {
  return {
    brands: new Collection('brand', SLUGS),
    categories: new Collection('category', SLUGS),
    products: new Collection('product', SLUGS),
    services: new Collection('service', SERVICE_CODES),
    customers: new Collection('customer'),
  };
}

export function snapshotCatalog(state: CatalogState): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state).map(([name, c]) => [name, (c as Collection).snapshot()]));
}

export function restoreCatalog(state: CatalogState, snapshot: unknown): void {
  const snap = (snapshot ?? {}) as Record<string, unknown>;
  for (const [name, collection] of Object.entries(state)) (collection as Collection).restore(snap[name]);
}

export function clearCatalog(state: CatalogState): void {
  for (const collection of Object.values(state)) (collection as Collection).clear();
}
