/**
 * Pure: the live catalog as catalog YAML, for `sitesync import --catalog`. Entities are sorted by
 * slug, fields follow the catalog schema's order, references name slugs. Archived entities and
 * entities without a slug are left out (and reported); services cannot be read from the platform.
 */
import { stringify } from 'yaml';
import catalogSchema from '../../../schemas/catalog.schema.json' with { type: 'json' };
import type { CatalogKind, CatalogRefName } from '../../catalog/types.js';
import { REF_FIELD, REF_KIND } from '../../catalog/types.js';
import type { LiveCatalog, LiveRecord } from '../../plan/catalog/index.js';
import { isArchivedRecord, liveField } from '../../plan/catalog/index.js';

export interface CatalogExport {
  readonly yaml: string;
  readonly counts: Readonly<Record<'brands' | 'categories' | 'products', number>>;
  /** What was left out and why, one line each. */
  readonly notes: readonly string[];
}

type ExportKind = 'brand' | 'category' | 'product';
const REFS: Readonly<Record<ExportKind, readonly CatalogRefName[]>> = {
  brand: [],
  category: ['parent'],
  product: ['brand', 'category'],
};

/** The YAML fields of a kind in schema order, without identity, references and `archived`. */
function plainFields(kind: ExportKind): string[] {
  const defs = (
    catalogSchema as unknown as { $defs: Record<string, { properties: Record<string, unknown> }> }
  ).$defs;
  const skip = new Set<string>(['slug', 'archived', ...REFS[kind]]);
  return Object.keys(defs[kind]!.properties).filter((f) => !skip.has(f));
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  return typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;
}

export function exportCatalog(live: LiveCatalog, header: string): CatalogExport {
  const notes: string[] = [];
  const exported = {
    brand: exportable('brand', live.brands, notes),
    category: exportable('category', live.categories, notes),
    product: exportable('product', live.products, notes),
  };
  const slugOf: Record<'brand' | 'category', Map<string, string>> = {
    brand: new Map(exported.brand.map((r) => [r.id, r.slug!])),
    category: new Map(exported.category.map((r) => [r.id, r.slug!])),
  };
  const section = (kind: ExportKind) =>
    exported[kind].map((record) => {
      const out: Record<string, unknown> = { slug: record.slug, name: record.name };
      for (const ref of REFS[kind]) {
        const id = liveField(record, REF_FIELD[ref]);
        if (typeof id !== 'string') continue;
        const slug = slugOf[REF_KIND[ref] as 'brand' | 'category'].get(id);
        if (slug !== undefined) out[ref] = slug;
        else
          notes.push(
            `${kind} "${record.slug}": ${ref} ${id} is archived or has no slug; the reference was left out`,
          );
      }
      for (const field of plainFields(kind)) {
        if (field === 'name') continue;
        const value = liveField(record, field);
        if (!isEmpty(value)) out[field] = value;
      }
      return out;
    });
  const doc = { brands: section('brand'), categories: section('category'), products: section('product') };
  const body = stringify(doc, { lineWidth: 0, sortMapEntries: false });
  return {
    yaml: header + body,
    counts: { brands: doc.brands.length, categories: doc.categories.length, products: doc.products.length },
    notes,
  };
}

function exportable(kind: CatalogKind, records: readonly LiveRecord[], notes: string[]): LiveRecord[] {
  const out: LiveRecord[] = [];
  let archived = 0;
  for (const r of records) {
    if (isArchivedRecord(r)) archived++;
    else if (!r.slug)
      notes.push(`${kind} ${r.id} ("${r.name}") has no slug: left out (give it a slug to manage it)`);
    else out.push(r);
  }
  if (archived > 0) notes.push(`${archived} archived ${kind}(s) left out`);
  return out.sort((a, b) => (a.slug! < b.slug! ? -1 : a.slug! > b.slug! ? 1 : 0));
}
