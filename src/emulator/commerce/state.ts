/** The catalog and CRM state slice: one collection per entity kind. */
import type { Clock } from '../http/route.js';
import { Collection } from './collection.js';

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
    brands: new Collection('brand'),
    categories: new Collection('category'),
    products: new Collection('product'),
    services: new Collection('service'),
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
