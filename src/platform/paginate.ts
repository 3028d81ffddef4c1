import { SitesyncError } from '../shared/errors.js';
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
  constructor(path: string, message: string) {
    super('PAGINATION_ERROR', `${path}: ${message}`, {
      hint: 'the listing was aborted rather than returning a partial result; nothing was written',
    });
    this.name = 'PaginationError';
  }
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
  const seen = new Set<string>();
  let cursor = options.cursor;
  if (backward && cursor === undefined) {
    // Find the end first: the platform pages backward from a cursor only.
    let last: T | undefined;
    for await (const item of paginate(transport, path, { ...options, direction: 'forward' })) last = item;
    if (last === undefined) return;
    yield last;
    cursor = cursorOf(last);
  }
  for (let page = 1; ; page++) {
    const query: Record<string, string | number | boolean | undefined> = { ...options.query, limit };
    if (cursor !== undefined) query[backward ? 'ending_before' : 'starting_after'] = cursor;
    const data = await transport.request<ListPage<T>>({ method: 'GET', path, query });
    if (!data || !Array.isArray(data.items))
      throw new PaginationError(path, `page ${page} has no items array`);
    const items = backward ? [...data.items].reverse() : data.items;
    for (const item of items) yield item;
    const hasMore = data.has_more ?? data.items.length >= limit;
    if (!hasMore) return;
    if (items.length === 0) throw new PaginationError(path, `page ${page} is empty but has_more is true`);
    const next = backward
      ? cursorOf(items[items.length - 1]!)
      : (data.next_cursor ?? cursorOf(items[items.length - 1]!));
    if (next === undefined) throw new PaginationError(path, `page ${page} gives no cursor to continue from`);
    if (seen.has(next) || next === cursor)
      throw new PaginationError(
        path,
        `cursor ${JSON.stringify(next)} repeated on page ${page}; the listing would loop`,
      );
    seen.add(next);
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
