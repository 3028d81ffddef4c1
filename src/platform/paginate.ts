import { SitesyncError } from '../shared/errors.js';
import { DEFAULT_LIMITS, formatBytes, LIMIT_VARIABLES, type ResponseLimits } from './limits.js';
import type { Query, Transport } from './transport.js';

/** The list envelope of the platform (`data` of every list route). */
export interface ListPage<T> {
  readonly items: readonly T[];
  readonly has_more?: boolean;
  readonly next_cursor?: string | null;
}

export interface PaginateOptions<T> {
  readonly query?: Query;
  /** Page size; the platform maximum is 100. */
  readonly limit?: number;
  /** forward (`starting_after`, oldest first) or backward (`ending_before`, newest first). */
  readonly direction?: 'forward' | 'backward';
  /** Start after (forward) or before (backward) this cursor. Backward without it starts at the end. */
  readonly cursor?: string;
  /** The cursor value of an item; default its `id`. */
  readonly cursorOf?: (item: T) => string | undefined;
}

export class PaginationError extends SitesyncError {
  constructor(path: string, message: string, hint?: string) {
    super('PAGINATION_ERROR', `${path}: ${message}`, {
      hint: hint ?? 'the listing was aborted rather than returning a partial result; nothing was written',
    });
    this.name = 'PaginationError';
  }
}

/**
 * The bounds of one list walk: at most `maxListPages` pages and `maxListBytes` bytes, and no cursor
 * followed twice. A platform that says `has_more: true` forever, with fresh cursors or not, ends
 * the walk with an error instead of unbounded requests and memory.
 */
export interface ListWalk {
  /** Counts a page that arrived; throws past a cap. */
  page(data: object): void;
  /** Checks a cursor before it is followed; throws when it was followed before. */
  follow(cursor: string): void;
  readonly pages: number;
  readonly maxPages: number;
}

export function listWalk(
  path: string,
  options: { limits?: Partial<ResponseLimits>; bytesOf?: (data: object) => number | undefined } = {},
): ListWalk {
  const { maxListPages, maxListBytes } = { ...DEFAULT_LIMITS, ...options.limits };
  const seen = new Set<string>();
  let pages = 0;
  let bytes = 0;
  return {
    page(data) {
      pages += 1;
      bytes += options.bytesOf?.(data) ?? 0;
      if (pages > maxListPages)
        throw new PaginationError(
          path,
          `still has_more after ${maxListPages} pages, the cap of one listing; it was stopped`,
          `nothing was written; if the platform really lists that many, raise ${LIMIT_VARIABLES.maxListPages}`,
        );
      if (bytes > maxListBytes)
        throw new PaginationError(
          path,
          `the pages read so far hold ${bytes} bytes, over the cap of ${formatBytes(maxListBytes)} for one listing; it was stopped`,
          `nothing was written; if the platform really lists that much, raise ${LIMIT_VARIABLES.maxListBytes}`,
        );
    },
    follow(cursor) {
      if (seen.has(cursor))
        throw new PaginationError(
          path,
          `cursor ${JSON.stringify(cursor)} repeated on page ${pages}; the listing would loop`,
        );
      seen.add(cursor);
    },
    get pages() {
      return pages;
    },
    maxPages: maxListPages,
  };
}

/** The walk of a list route of this transport (its caps, its answers' sizes). */
export function transportListWalk(transport: Transport, path: string): ListWalk {
  return listWalk(path, { limits: transport.limits, bytesOf: (d) => transport.bytesOf(d) });
}

const defaultCursor = (item: unknown): string | undefined => {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : undefined;
};

/**
 * Every item of a list route, page by page. Forward yields in creation order; backward yields
 * newest first. Throws (never ends early) when a page fails, a cursor repeats, or a page is
 * empty while the platform says there is more.
 */
export async function* paginate<T>(
  transport: Transport,
  path: string,
  options: PaginateOptions<T> = {},
): AsyncGenerator<T> {
  const limit = options.limit ?? 100;
  const backward = options.direction === 'backward';
  const cursorOf = options.cursorOf ?? defaultCursor;
  const walk = transportListWalk(transport, path);
  let cursor = options.cursor;
  if (backward && cursor === undefined) {
    // Find the end first: the platform pages backward from a cursor only.
    let last: T | undefined;
    for await (const item of paginate(transport, path, { ...options, direction: 'forward' })) last = item;
    if (last === undefined) return;
    yield last;
    cursor = cursorOf(last);
  }
  if (cursor !== undefined) walk.follow(cursor);
  for (let page = 1; ; page++) {
    const query: Record<string, string | number | boolean | undefined> = { ...options.query, limit };
    if (cursor !== undefined) query[backward ? 'ending_before' : 'starting_after'] = cursor;
    const data = await transport.request<ListPage<T>>({ method: 'GET', path, query });
    if (!data || !Array.isArray(data.items))
      throw new PaginationError(path, `page ${page} has no items array`);
    walk.page(data);
    const items = backward ? [...data.items].reverse() : data.items;
    for (const item of items) yield item;
    const hasMore = data.has_more ?? data.items.length >= limit;
    if (!hasMore) return;
    if (items.length === 0) throw new PaginationError(path, `page ${page} is empty but has_more is true`);
    const next = backward
      ? cursorOf(items[items.length - 1]!)
      : (data.next_cursor ?? cursorOf(items[items.length - 1]!));
    if (next === undefined) throw new PaginationError(path, `page ${page} gives no cursor to continue from`);
    walk.follow(next);
    cursor = next;
  }
}

export async function listAll<T>(
  transport: Transport,
  path: string,
  options: PaginateOptions<T> = {},
): Promise<T[]> {
  const out: T[] = [];
  for await (const item of paginate(transport, path, options)) out.push(item);
  return out;
}
