/**
 * Cursor pagination of list routes (docs/platform-contract.md §4): `limit` 1..100 (default 20),
 * `starting_after` / `ending_before` an id of this list (not both). Items stay in creation order.
 */
import { ApiError } from './route.js';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export interface ListPage<T> {
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
      `limit must be an integer from 1 to ${MAX_LIMIT}, got "${raw}"`,
      {
        errors: [
          { code: 'invalid_limit', message: `must be an integer from 1 to ${MAX_LIMIT}`, field: 'limit' },
        ],
      },
    );
  }
  return n;
}

/**
 * A list in creation order as pagination reads it: its length, the place of a cursor, a slice.
 * An array is one (`arrayList`); so is a collection that keeps the place of each id.
 */
export interface OrderedList<T> {
  readonly length: number;
  indexOf(cursor: string): number;
  slice(start: number, end: number): T[];
}

/** An array as an OrderedList: a cursor's place is found by a scan. */
export function arrayList<T>(items: readonly T[], keyOf: (item: T) => string): OrderedList<T> {
  return {
    length: items.length,
    indexOf: (cursor) => items.findIndex((item) => keyOf(item) === cursor),
    slice: (start, end) => items.slice(start, end),
  };
}

const idOf = <T>(item: T) => (item as { id: string }).id;

/**
 * One page of `items` (already filtered, in creation order). `keyOf` gives an item's cursor value
 * (its id by default; the source file list pages by path). `url` is the list path.
 * Forward (`starting_after` or none): next_cursor is the last item of the page. Backward
 * (`ending_before`): has_more says whether items remain before the page, and next_cursor is the
 * first item of the page (the cursor to pass as `ending_before` to keep going).
 */
export function paginate<T>(
  items: readonly T[] | OrderedList<T>,
  query: Readonly<Record<string, string | undefined>>,
  url: string,
  keyOf: (item: T) => string = idOf,
): ListPage<T> {
  const list: OrderedList<T> = Array.isArray(items)
    ? arrayList(items as readonly T[], keyOf)
    : (items as OrderedList<T>);
  const limit = parseLimit(query.limit);
  const after = query.starting_after;
  const before = query.ending_before;
  if (after !== undefined && before !== undefined) {
    throw new ApiError(400, 'INVALID_CURSOR', 'pass either starting_after or ending_before, not both');
  }
  const indexOf = (cursor: string, param: string): number => {
    const index = list.indexOf(cursor);
    if (index < 0) {
      throw new ApiError(400, 'INVALID_CURSOR', `${param} "${cursor}" is not an item of this list`, {
        errors: [{ code: 'invalid_cursor', message: 'is not an item of this list', field: param }],
      });
    }
    return index;
  };
  if (before !== undefined) {
    const end = indexOf(before, 'ending_before');
    const start = Math.max(0, end - limit);
    const page = list.slice(start, end);
    const hasMore = start > 0;
    return withCursor(page, hasMore, hasMore ? page[0] : undefined, url, keyOf);
  }
  const start = after === undefined ? 0 : indexOf(after, 'starting_after') + 1;
  const page = list.slice(start, start + limit);
  const hasMore = start + limit < list.length;
  return withCursor(page, hasMore, hasMore ? page[page.length - 1] : undefined, url, keyOf);
}

function withCursor<T>(
  page: T[],
  hasMore: boolean,
  cursorItem: T | undefined,
  url: string,
  keyOf: (item: T) => string,
): ListPage<T> {
  const base = { object: 'list' as const, items: page, has_more: hasMore, url };
  return cursorItem === undefined ? base : { ...base, next_cursor: keyOf(cursorItem) };
}
