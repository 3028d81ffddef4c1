/** Cursor pagination of docs/platform-contract.md §4 over an ordered list. */
import { ApiError } from '../http/route.js';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export interface Page<T> {
  readonly object: 'list';
  readonly items: T[];
  readonly has_more: boolean;
  readonly next_cursor?: string;
  readonly url: string;
}

export function parseLimit(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_LIMIT;
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_LIMIT) {
    throw new ApiError(
      400,
      'INVALID_LIMIT',
      `limit must be an integer from 1 to ${MAX_LIMIT} (got "${raw}")`,
    );
  }
  return n;
}

/** One page of `all` (already in list order); cursors are the keys given by `cursorOf`. */
export function paginate<T>(
  all: readonly T[],
  cursorOf: (item: T) => string,
  query: Readonly<Record<string, string | undefined>>,
  url: string,
): Page<T> {
  const limit = parseLimit(query.limit);
  const { starting_after: after, ending_before: before } = query;
  if (after !== undefined && before !== undefined) {
    throw new ApiError(400, 'INVALID_CURSOR', 'give starting_after or ending_before, not both');
  }
  const indexOf = (cursor: string, name: string): number => {
    const index = all.findIndex((item) => cursorOf(item) === cursor);
    if (index < 0) throw new ApiError(400, 'INVALID_CURSOR', `${name} "${cursor}" is not an item of ${url}`);
    return index;
  };
  let items: T[];
  let hasMore: boolean;
  if (before !== undefined) {
    const end = indexOf(before, 'ending_before');
    const start = Math.max(0, end - limit);
    items = all.slice(start, end);
    hasMore = start > 0;
  } else {
    const start = after === undefined ? 0 : indexOf(after, 'starting_after') + 1;
    items = all.slice(start, start + limit);
    hasMore = start + limit < all.length;
  }
  // The cursor to continue in the direction of travel: the last item forward, the first backward.
  const edge = before !== undefined ? items[0] : items[items.length - 1];
  const page: Page<T> = { object: 'list', items, has_more: hasMore, url };
  return hasMore && edge !== undefined ? { ...page, next_cursor: cursorOf(edge) } : page;
}
