/**
 * Reads the whole live catalog: every page of brands, categories and products (limit 100, the
 * three kinds in parallel). A failed listing rejects the whole read: never a partial view. The
 * service ledger category arrives in the category listing and is split off here.
 */
import type { LiveBrand, LiveCatalog, LiveCategory, LiveProduct } from '../../plan/catalog/index.js';
import type { PlatformClient } from '../../platform/index.js';
import { findLedgerRecord, type LedgerRecord } from '../../ledger/ledger-record.js';

/** The page size of the live read: the platform maximum. */
export const LIVE_PAGE_LIMIT = 100;

export interface LiveCatalogRead {
  /** The catalog without the ledger category. */
  readonly live: LiveCatalog;
  readonly ledger: LedgerRecord;
}

export async function readLiveCatalog(client: PlatformClient): Promise<LiveCatalogRead> {
  const [brands, categories, products] = await Promise.all([
    client.brands.list({ limit: LIVE_PAGE_LIMIT }),
    client.categories.list({ limit: LIVE_PAGE_LIMIT }),
    client.products.list({ limit: LIVE_PAGE_LIMIT }),
  ]);
  const liveCategories = categories as unknown as readonly LiveCategory[];
  const { ledger, rest } = findLedgerRecord(liveCategories);
  return {
    live: {
      brands: brands as unknown as readonly LiveBrand[],
      categories: rest,
      products: products as unknown as readonly LiveProduct[],
    },
    ledger,
  };
}

/** Pages a listing of `count` items takes at LIVE_PAGE_LIMIT (an empty list still takes one). */
export function pagesFor(count: number): number {
  return Math.max(1, Math.ceil(count / LIVE_PAGE_LIMIT));
}
