/**
 * Live products found equal to their desired entity as their page arrives, kept compact.
 *
 * A plan of a large shop holds both catalogs whole while it compares them; nearly every live
 * product equals its entity, and its record (15 fields, ~650 bytes) is then never read again but
 * for its id, slug, name, status and references. Compared as its page arrives, such a record is
 * replaced in its page by its compact form, and the full record dies young instead of being
 * carried to the old generation with every page that follows. planKind takes the decision as it
 * was made here (`entityOf`), so the plan is the one a whole comparison makes.
 */
import type { DesiredEntity } from '../../catalog/types.js';
import { compareEntity, type LiveSlugs } from './compare-entity.js';
import { isArchivedRecord, type LiveProduct, type LiveRecord } from './live-types.js';

/**
 * What is left of a live product that equals its entity: what apply's id index, a prune or keep
 * of a second record with the same slug, and an archive that did not happen still read.
 */
export class CompactProduct implements Pick<
  LiveProduct,
  'id' | 'name' | 'slug' | 'status' | 'brand_id' | 'category_id'
> {
  /** The entity it was found equal to (not a field: never written out with the record). */
  readonly #entity: DesiredEntity;
  constructor(
    readonly id: string,
    readonly name: string,
    readonly slug: string,
    readonly status: string | null,
    readonly brand_id: string | null,
    readonly category_id: string | null,
    entity: DesiredEntity,
  ) {
    this.#entity = entity;
  }
  get entity(): DesiredEntity {
    return this.#entity;
  }
}

export interface EqualRecords {
  /**
   * Replaces, in place, every record of a products page that equals its desired entity (by slug)
   * by its compact form; returns how many were replaced.
   */
  compact(records: LiveProduct[]): number;
  /** The entity a compacted record was found equal to (undefined for any other record). */
  entityOf(record: LiveRecord): DesiredEntity | undefined;
  /**
   * Whether a slug of the YAML's was seen on two live products that are not archived (a product
   * archived and created again while its list was read, or the same record on two pages). One of
   * them is then not the one the plan matches: kept or pruned, and shown whole in the plan's JSON,
   * it must not have been compacted. The caller reads the products again, whole.
   */
  sawSlugTwice(): boolean;
}

/**
 * Compacts against the desired products and the live brands and categories (the ledger category
 * left out, as in the plan): `slugs` must be the ones planCatalog will compare with.
 */
export function equalRecords(products: readonly DesiredEntity[], slugs: LiveSlugs): EqualRecords {
  // The live brand and category ids, each as one string: a compact product's references point at
  // these instead of keeping the copies its page was parsed with (L: 100k strings, ~5 MB).
  const ids = new Map<string, string>();
  for (const id of slugs.brand.keys()) ids.set(id, id);
  for (const id of slugs.category.keys()) ids.set(id, id);
  const shared = (id: string | null | undefined) =>
    typeof id === 'string' ? (ids.get(id) ?? id) : (id ?? null);
  const bySlug = new Map<string, number>();
  products.forEach((entity, i) => bySlug.set(entity.key, i));
  // Which entities' slugs a live product that is not archived was seen with (one byte each).
  const seen = new Uint8Array(products.length);
  let twice = false;
  return {
    compact(records) {
      let replaced = 0;
      for (let i = 0; i < records.length; i++) {
        const record = records[i]!;
        if (record instanceof CompactProduct) continue;
        const slug = record.slug;
        if (typeof slug !== 'string') continue;
        const at = bySlug.get(slug);
        if (at === undefined) continue;
        const entity = products[at]!;
        if (!isArchivedRecord(record)) {
          if (seen[at] === 1) twice = true;
          seen[at] = 1;
        }
        // An entity the YAML archives takes planKind's archive path, never a comparison.
        if (entity.archived || compareEntity(entity, record, slugs).length > 0) continue;
        // The slug and (when equal) the name are the entity's own strings: the live copies go too.
        const name = entity.fields['name'] === record.name ? (entity.fields['name'] as string) : record.name;
        records[i] = new CompactProduct(
          record.id,
          name,
          entity.key,
          record.status ?? null,
          shared(record.brand_id),
          shared(record.category_id),
          entity,
        );
        replaced += 1;
      }
      return replaced;
    },
    entityOf: (record) => (record instanceof CompactProduct ? record.entity : undefined),
    sawSlugTwice: () => twice,
  };
}
