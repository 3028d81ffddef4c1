/**
 * Lists a whole collection with its pages in parallel, from the cursors the previous read
 * followed. The platform's lists are append-only (creation order, archived entities stay,
 * nothing is deleted), so the id that ended page k last time still ends page k now: the pages
 * after those ids can be asked for at once instead of one after another. Each hinted page is
 * checked (its predecessor must be a full page ending exactly at the hint); on any mismatch, or
 * a cursor the platform does not know, the read starts again sequentially. The request count
 * is the same as a sequential read's; only the waiting overlaps.
 */
import pLimit, { type LimitFunction } from 'p-limit';
import { PlatformError } from '../../platform/index.js';
import { listWalk, type ListPage, type ListWalk } from '../../platform/paginate.js';
import { isKnownBody, type KnownBody } from '../../platform/transport.js';

/**
 * Pages asked for at once per list while the credential's rate limit is not known (a plan with no
 * remembered limit, see plan-catalog-run.ts). With the limit known, the caller passes one shared
 * `run` for all lists that lets every page go in the first round (pages-at-once.ts).
 */
export const HINTED_PAGE_CONCURRENCY = 16;

export interface PagedResource<T> {
  page(query: Record<string, string | number>, options?: { digest?: boolean }): Promise<ListPage<T>>;
  /** A page with its digest; a body `known` accepts comes unparsed (platform/resources/catalog.ts). */
  pageOrKnown?(
    query: Record<string, string | number>,
    known: (digest: string) => boolean,
  ): Promise<ListPage<T> | KnownBody>;
  /** A known body parsed and checked as `page` does. */
  parseKnownPage?(body: KnownBody): ListPage<T>;
  list(options: { limit: number }): Promise<T[]>;
  /** The caps of one walk (pages, bytes, cursor cycles); default caps without byte counts if absent. */
  walk?(): ListWalk;
}

export interface HintedListOptions<T = unknown> {
  readonly limit: number;
  readonly concurrency?: number;
  readonly run?: LimitFunction;
  /**
   * Told each page's items as the page is parsed (as it arrives, or a known page when it is read),
   * and a read gone sequential's items once, whole: every item of the list returned is told once.
   * It may replace items in place by ones with the same id (a compact record,
   * plan/catalog/equal-records.ts).
   */
  readonly onItems?: (items: T[]) => void;
}

export interface HintedList<T> {
  readonly items: T[];
  /** The cursors this read followed (the last id of every page that had more after it). */
  readonly cursors: string[];
  /** True when the hints did not hold and the read went sequential. */
  readonly fellBack: boolean;
  /**
   * With `digests` asked for: the digest of every page's exact body, in list order; absent when
   * the read went sequential or a page has none.
   */
  readonly digests?: readonly string[];
}

/** Asks for each page's body digest (a plan that may be settled from its memo). */
export interface PageDigests {
  /** The digest of a page's exact body (Transport.digestOf). */
  readonly of: (page: object) => string | undefined;
  /** Called as each page arrives, with its place in the list (0: the first page). */
  readonly onPage?: (index: number, digest: string | undefined) => void;
  /**
   * Whether the page at `index` with this body digest is known: byte for byte the page an earlier
   * read found there with these very hints, when every check here held and no page followed the
   * hinted ones (a settled plan's memo). A known page is not parsed; when every page is known, the
   * read is a KnownList and its cursors are the hints.
   */
  readonly known?: (index: number, digest: string) => boolean;
}

/** A list whose every page was known (PageDigests.known): nothing of it parsed yet. */
export interface KnownList<T> {
  readonly known: true;
  /** The hints: a known read followed the same cursors and found them to hold. */
  readonly cursors: string[];
  readonly digests: readonly string[];
  /** The list read as any other, its known pages parsed and checked now. */
  read(): Promise<HintedList<T>>;
}

const hasMore = <T>(page: ListPage<T>, limit: number) => page.has_more ?? page.items.length >= limit;

function cursorsOf<T extends { id: string }>(items: readonly T[], limit: number): string[] {
  const cursors: string[] = [];
  for (let end = limit; end < items.length; end += limit) cursors.push(items[end - 1]!.id);
  // Also the end of the last full page when a page follows it (even an empty one is not needed).
  return cursors;
}

/**
 * The cursors of a whole list, read page after page, keeping only the last id of each page: what
 * refreshing the stored cursors needs after a first publish, without holding 50k records beside
 * the site upload. The same pages, checks and caps as `resource.list`.
 */
export async function listCursors<T extends { id: string }>(
  resource: PagedResource<T>,
  options: { limit: number },
): Promise<string[]> {
  const { limit } = options;
  const walk = resource.walk?.() ?? listWalk('a listing');
  const cursors: string[] = [];
  let seen = 0;
  let cursor: string | undefined;
  for (;;) {
    const page = await resource.page({ limit, ...(cursor !== undefined && { starting_after: cursor }) });
    walk.page(page);
    const more = hasMore(page, limit);
    // As cursorsOf over all items: the id ending every `limit` items that something follows.
    page.items.forEach((item, i) => {
      if ((seen + i + 1) % limit === 0 && (i < page.items.length - 1 || more)) cursors.push(item.id);
    });
    seen += page.items.length;
    const last = page.items[page.items.length - 1];
    if (!more || !last) return cursors;
    cursor = page.next_cursor ?? last.id;
    walk.follow(cursor);
  }
}

export function listWithHints<T extends { id: string }>(
  resource: PagedResource<T>,
  hints: readonly string[] | undefined,
  options: HintedListOptions<T> & { digests?: PageDigests & { readonly known?: undefined } },
): Promise<HintedList<T>>;
export function listWithHints<T extends { id: string }>(
  resource: PagedResource<T>,
  hints: readonly string[] | undefined,
  options: HintedListOptions<T> & { digests?: PageDigests },
): Promise<HintedList<T> | KnownList<T>>;
export async function listWithHints<T extends { id: string }>(
  resource: PagedResource<T>,
  hints: readonly string[] | undefined,
  options: HintedListOptions<T> & { digests?: PageDigests },
): Promise<HintedList<T> | KnownList<T>> {
  const { limit, digests } = options;
  const sequential = async (fellBack: boolean): Promise<HintedList<T>> => {
    const items = await resource.list({ limit });
    options.onItems?.(items);
    return { items, cursors: cursorsOf(items, limit), fellBack };
  };
  // Without hints, the first page and those after it one by one; with digests asked for, here
  // (each page's body kept), else as any listing.
  if ((!hints || hints.length === 0) && !digests) return sequential(false);
  const hinted = hints ?? [];
  const walk = resource.walk?.() ?? listWalk('a listing');
  // Hints come from a local file: more of them than one walk may take are not followed at once.
  if (hinted.length >= walk.maxPages) return sequential(true);
  try {
    for (const hint of hinted) walk.follow(hint);
  } catch {
    return sequential(true);
  }
  const run = options.run ?? pLimit(options.concurrency ?? HINTED_PAGE_CONCURRENCY);
  const known = digests?.known;
  const told = (page: ListPage<T>): ListPage<T> => {
    options.onItems?.(page.items as T[]);
    return page;
  };
  const fetchPage = async (index: number, cursor: string | undefined): Promise<ListPage<T> | KnownBody> => {
    const query = { limit, ...(cursor !== undefined && { starting_after: cursor }) };
    if (!digests) return told(await resource.page(query));
    const page =
      known && resource.pageOrKnown
        ? await resource.pageOrKnown(query, (digest) => known(index, digest))
        : await resource.page(query, { digest: true });
    // The digest first: it is of the page's body, whatever `onItems` does with its items.
    digests.onPage?.(index, isKnownBody(page) ? page.digest : digests.of(page));
    return isKnownBody(page) ? page : told(page);
  };
  const parsed = (page: ListPage<T> | KnownBody): ListPage<T> => {
    if (!isKnownBody(page)) return page;
    if (!resource.parseKnownPage) throw new Error('a known page from a resource that cannot parse one');
    return told(resource.parseKnownPage(page));
  };
  let fetched: (ListPage<T> | KnownBody)[];
  try {
    fetched = await Promise.all([undefined, ...hinted].map((cursor, i) => run(() => fetchPage(i, cursor))));
  } catch (err) {
    if (err instanceof PlatformError && err.status === 400 && err.errorCode === 'INVALID_CURSOR')
      return sequential(true);
    throw err;
  }
  for (const page of fetched) walk.page(page);
  /** The rest of the read once its pages are parsed: the hints' checks, the pages after them. */
  const finish = async (pages: ListPage<T>[]): Promise<HintedList<T>> => {
    for (const [i, hint] of hinted.entries()) {
      const page = pages[i]!;
      if (page.items.length !== limit || page.items[limit - 1]!.id !== hint || !hasMore(page, limit))
        return sequential(true);
    }
    const items = pages.flatMap((p) => [...p.items]);
    let tail = pages[pages.length - 1]!;
    while (hasMore(tail, limit)) {
      const last = tail.items[tail.items.length - 1];
      const cursor = tail.next_cursor ?? last?.id;
      if (!cursor || tail.items.length === 0) return sequential(true);
      walk.follow(cursor);
      const next = await fetchPage(pages.length, cursor);
      walk.page(next);
      tail = parsed(next);
      pages.push(tail);
      items.push(...tail.items);
    }
    const pageDigests = digests && pages.map((p) => digests.of(p));
    return {
      items,
      cursors: cursorsOf(items, limit),
      fellBack: false,
      ...(pageDigests?.every((d) => d !== undefined) && { digests: pageDigests as string[] }),
    };
  };
  if (fetched.every(isKnownBody))
    return {
      known: true,
      cursors: [...hinted],
      digests: fetched.map((p) => p.digest),
      read: () => finish(fetched.map(parsed)),
    };
  return finish(fetched.map(parsed));
}
