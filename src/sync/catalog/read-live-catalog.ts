/**
 * Reads the whole live catalog: every page of brands, categories and products (limit 100, the
 * three kinds in parallel; with cursor hints from the previous read, the pages too: all of them at
 * once when the rate limit is known). A failed listing rejects the whole read: never a partial view. The
 * service ledger category arrives in the category listing and is split off here.
 */
import type { LiveBrand, LiveCatalog, LiveCategory, LiveProduct } from '../../plan/catalog/index.js';
import type { PlatformClient } from '../../platform/index.js';
import { findLedgerRecord, type LedgerRecord } from '../../ledger/ledger-record.js';
import pLimit from 'p-limit';
import { listWithHints, type HintedList, type PageDigests, type PagedResource } from './hinted-list.js';
import { pagesAtOnce } from './pages-at-once.js';

/** The page size of the live read: the platform maximum. */
export const LIVE_PAGE_LIMIT = 100;

export interface LiveCatalogRead {
  /** The catalog without the ledger category. */
  readonly live: LiveCatalog;
  readonly ledger: LedgerRecord;
  /** The cursors each listing followed: hints that let the next read ask for its pages at once. */
  readonly cursors: ListCursors;
  /**
   * With `digests` asked for and every list read by its hints: each page's body digest, per list
   * in order (what a settled plan is checked against, state/settled-catalog-store.ts).
   */
  readonly pageDigests?: LivePageDigests;
}

export type LiveList = 'brands' | 'categories' | 'products';

export type LivePageDigests = Readonly<Record<LiveList, readonly string[]>>;

/** Told as each page arrives: which list, its place in it, the digest of its body. */
export type OnLivePage = (list: LiveList, index: number, digest: string | undefined) => void;

export interface ListCursors {
  readonly brands?: readonly string[];
  readonly categories?: readonly string[];
  readonly products?: readonly string[];
}

/** Asks for each page's body digest, told as it arrives; `known` as in hinted-list.ts PageDigests. */
export interface LivePageWatch {
  readonly onPage?: OnLivePage;
  readonly known?: (list: LiveList, index: number, digest: string) => boolean;
}

/**
 * A read whose every page of every list was known (LivePageWatch.known): byte for byte the pages
 * a settled plan was made from, none of them parsed. `read` parses them, should they be needed.
 */
export interface KnownCatalogRead {
  readonly known: true;
  readonly cursors: ListCursors;
  readonly pageDigests: LivePageDigests;
  read(): Promise<LiveCatalogRead>;
}

/**
 * Told of the records as they are parsed: `items`, each page's as it is parsed, or a read gone
 * sequential's once (every record once; it may replace records in place by ones with the same id,
 * as hinted-list.ts onItems), and `list`, each list once it is read whole (the categories with the
 * ledger's).
 */
export interface LiveRecordWatch {
  readonly items?: (list: LiveList, items: { id: string }[]) => void;
  readonly list?: (list: LiveList, items: readonly { id: string }[]) => void;
}

export interface ReadLiveOptions {
  readonly hints?: ListCursors;
  readonly digests?: LivePageWatch;
  readonly records?: LiveRecordWatch;
}

export function readLiveCatalog(
  client: PlatformClient,
  options?: ReadLiveOptions & { digests?: LivePageWatch & { readonly known?: undefined } },
): Promise<LiveCatalogRead>;
export function readLiveCatalog(
  client: PlatformClient,
  options: ReadLiveOptions,
): Promise<LiveCatalogRead | KnownCatalogRead>;
export async function readLiveCatalog(
  client: PlatformClient,
  options: ReadLiveOptions = {},
): Promise<LiveCatalogRead | KnownCatalogRead> {
  // Every hinted page of every list in the first round, as far as the rate limit allows.
  const hinted = (['brands', 'categories', 'products'] as const).reduce(
    (n, kind) => n + (options.hints?.[kind]?.length ? options.hints[kind].length + 1 : 0),
    0,
  );
  const atOnce = pagesAtOnce(hinted, client.transport.rateLimit);
  const run = atOnce === undefined ? undefined : pLimit(atOnce);
  const transport = client.transport;
  const digestOf = options.digests && transport.digestOf?.bind(transport);
  const { onPage, known } = options.digests ?? {};
  const watch = options.records;
  const read = async <T extends { id: string }>(list: LiveList, resource: PagedResource<T>) => {
    const digests: PageDigests | undefined = digestOf && {
      of: digestOf,
      ...(onPage && { onPage: (i: number, d?: string) => onPage(list, i, d) }),
      ...(known && { known: (i: number, d: string) => known(list, i, d) }),
    };
    const onItems = watch?.items;
    const got = await listWithHints(resource, options.hints?.[list], {
      limit: LIVE_PAGE_LIMIT,
      ...(run && { run }),
      ...(digests && { digests }),
      ...(onItems && { onItems: (items: T[]) => onItems(list, items) }),
    });
    const told = (whole: HintedList<T>) => {
      watch?.list?.(list, whole.items);
      return whole;
    };
    return 'known' in got ? { ...got, read: async () => told(await got.read()) } : told(got);
  };
  const lists = await Promise.all([
    read('brands', client.brands as unknown as PagedResource<{ id: string }>),
    read('categories', client.categories as unknown as PagedResource<{ id: string }>),
    read('products', client.products as unknown as PagedResource<{ id: string }>),
  ]);
  const readAll = async () => catalogOf(await Promise.all(lists.map((l) => ('known' in l ? l.read() : l))));
  const [kb, kc, kp] = lists;
  if ('known' in kb && 'known' in kc && 'known' in kp)
    return {
      known: true,
      cursors: { brands: kb.cursors, categories: kc.cursors, products: kp.cursors },
      pageDigests: { brands: kb.digests, categories: kc.digests, products: kp.digests },
      read: readAll,
    };
  return readAll();
}

/** The live catalog of the three lists read (brands, categories with the ledger, products). */
function catalogOf([b, c, p]: HintedList<{ id: string }>[]): LiveCatalogRead {
  const liveCategories = c!.items as unknown as readonly LiveCategory[];
  const { ledger, rest } = findLedgerRecord(liveCategories);
  return {
    live: {
      brands: b!.items as unknown as readonly LiveBrand[],
      categories: rest,
      products: p!.items as unknown as readonly LiveProduct[],
    },
    ledger,
    cursors: { brands: b!.cursors, categories: c!.cursors, products: p!.cursors },
    ...(b!.digests &&
      c!.digests &&
      p!.digests && { pageDigests: { brands: b!.digests, categories: c!.digests, products: p!.digests } }),
  };
}

/** Pages a listing of `count` items takes at LIVE_PAGE_LIMIT (an empty list still takes one). */
export function pagesFor(count: number): number {
  return Math.max(1, Math.ceil(count / LIVE_PAGE_LIMIT));
}
