/**
 * Pure: one string for each value a parsed catalog repeats. JSON.parse gives every occurrence of a
 * value its own string: in a stored parse of 50k products (state/catalog-parse-cache-store.ts) the
 * file name of each location, a slug equal to its key, and every reference to a brand or category
 * were ~150k copies (~7 MB) kept for the whole plan. Each now points at the one string held by the
 * file's first location, the entity's key, or the referenced entity's key.
 */
import { CATALOG_SECTIONS, type DesiredCatalog, type DesiredEntity } from './types.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Shares the strings of `catalog` in place: only for a catalog fresh from JSON.parse, not yet frozen. */
export function shareCatalogStrings(catalog: DesiredCatalog): DesiredCatalog {
  const keys = new Map<string, string>();
  for (const entity of catalog.brands) keys.set(entity.key, entity.key);
  for (const entity of catalog.categories) keys.set(entity.key, entity.key);
  const files = new Map<string, string>();
  const share = (entity: DesiredEntity) => {
    const location = entity.location as Mutable<DesiredEntity['location']>;
    const file = files.get(location.file);
    if (file === undefined) files.set(location.file, location.file);
    else location.file = file;
    const fields = entity.fields as Record<string, unknown>;
    if (fields['slug'] === entity.key) fields['slug'] = entity.key;
    const refs = entity.refs as Record<string, string | undefined>;
    for (const name in refs) {
      const key = keys.get(refs[name]!);
      if (key !== undefined) refs[name] = key;
    }
  };
  for (const section of CATALOG_SECTIONS) catalog[section].forEach(share);
  return catalog;
}
