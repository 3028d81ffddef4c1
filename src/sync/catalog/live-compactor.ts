/**
 * Compacts the live products of a read as their pages arrive (plan/catalog/equal-records.ts), once
 * it knows what they are compared with: the desired catalog, and the live brands and categories
 * whose slugs a product's references are compared by. Pages that arrive before then wait here and
 * are compacted as soon as both are known (or, if their list was put together meanwhile, the list);
 * a record never compacted is compared whole by the plan.
 */
import type { DesiredCatalog, DesiredEntity } from '../../catalog/types.js';
import { findLedgerRecord } from '../../ledger/ledger-record.js';
import { liveSlugs } from '../../plan/catalog/compare-entity.js';
import { equalRecords, type EqualRecords } from '../../plan/catalog/equal-records.js';
import type { LiveBrand, LiveCategory, LiveProduct, LiveRecord } from '../../plan/catalog/index.js';
import type { LiveList, LiveRecordWatch } from './read-live-catalog.js';

export interface LiveCompactor {
  /** What readLiveCatalog tells of the records it reads. */
  readonly watch: LiveRecordWatch;
  /** The desired catalog, once parsed. */
  desired(catalog: DesiredCatalog): void;
  /** For planCatalog's `equalTo`: the entity a compacted record equals. */
  equalTo(record: LiveRecord): DesiredEntity | undefined;
  /** Live products replaced by their compact form so far. */
  compacted(): number;
  /** A slug of the YAML's on two live products (EqualRecords.sawSlugTwice): read them again, whole. */
  sawSlugTwice(): boolean;
}

export function liveCompactor(): LiveCompactor {
  let products: readonly DesiredEntity[] | undefined;
  let brands: readonly LiveBrand[] | undefined;
  let categories: readonly LiveCategory[] | undefined;
  let equal: EqualRecords | undefined;
  let waiting: LiveProduct[][] = [];
  let count = 0;
  const start = () => {
    if (equal || !products || !brands || !categories) return;
    equal = equalRecords(products, liveSlugs(brands, findLedgerRecord(categories).rest));
    for (const page of waiting) count += equal.compact(page);
    waiting = [];
  };
  const page = (items: LiveProduct[]) => {
    if (equal) count += equal.compact(items);
    else waiting.push(items);
  };
  return {
    watch: {
      items: (list: LiveList, items: { id: string }[]) => {
        if (list === 'products') page(items as LiveProduct[]);
      },
      list: (list: LiveList, items: readonly { id: string }[]) => {
        if (list === 'brands') brands = items as readonly LiveBrand[];
        else if (list === 'categories') categories = items as readonly LiveCategory[];
        // The products read whole before the compaction could start: its pages were copied into
        // this list, which is what the plan compares. It is compacted instead of them.
        else if (!equal) waiting = [items as LiveProduct[]];
        start();
      },
    },
    desired(catalog) {
      products = catalog.products;
      start();
    },
    equalTo: (record) => equal?.entityOf(record),
    compacted: () => count,
    sawSlugTwice: () => equal?.sawSlugTwice() === true,
  };
}
