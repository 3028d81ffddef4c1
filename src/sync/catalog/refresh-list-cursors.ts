/**
 * After an apply that created many entities, reads the lists that grew once more and stores
 * their cursors (`.sitesync/list-cursors.json`), so the next plan asks for all its pages at
 * once instead of walking the new ones in sequence. It moves the sequential walk from the next
 * plan into the apply, where it overlaps the site stage. An accelerator only: a failure is
 * ignored (the next plan reads sequentially, as it would have).
 */
import type { CatalogApplyResult } from '../../apply/catalog/index.js';
import type { CatalogKind } from '../../catalog/types.js';
import type { PlatformClient } from '../../platform/index.js';
import { listCursors, listWithHints, type PagedResource } from './hinted-list.js';
import {
  loadCatalogReadHints,
  rateLimitToRemember,
  saveCatalogReadHints,
} from '../../state/list-cursors-store.js';
import { LIVE_PAGE_LIMIT, type ListCursors } from './read-live-catalog.js';

type ListedKind = keyof ListCursors;

const LISTED: Readonly<Partial<Record<CatalogKind, ListedKind>>> = {
  brand: 'brands',
  category: 'categories',
  product: 'products',
};

/** Below this many new pages the next plan's sequential tail is no slower than this read. */
export const REFRESH_MIN_NEW_PAGES = 2;

/** The kinds whose lists grew by at least REFRESH_MIN_NEW_PAGES pages (pure). */
export function kindsToRefresh(result: Pick<CatalogApplyResult, 'outcomes'>): ListedKind[] {
  const created = new Map<ListedKind, number>();
  for (const o of result.outcomes) {
    const kind = LISTED[o.kind];
    if (kind && o.status === 'done' && o.action === 'create') created.set(kind, (created.get(kind) ?? 0) + 1);
  }
  return [...created].filter(([, n]) => n >= REFRESH_MIN_NEW_PAGES * LIVE_PAGE_LIMIT).map(([kind]) => kind);
}

export async function refreshListCursors(options: {
  readonly client: PlatformClient;
  readonly rootDir: string;
  readonly kinds: readonly ListedKind[];
}): Promise<ListedKind[]> {
  if (options.kinds.length === 0) return [];
  try {
    const stored = await loadCatalogReadHints(options.rootDir);
    const previous = stored?.cursors ?? {};
    const read = await Promise.all(
      options.kinds.map(async (kind) => {
        const resource = options.client[kind] as unknown as PagedResource<{ id: string }>;
        // With earlier cursors the pages go at once (and are held); without, page after page
        // keeping only the cursors: a first publish of 50k products would otherwise hold them all
        // beside the site upload.
        const hints = previous[kind];
        const cursors = hints?.length
          ? (await listWithHints(resource, hints, { limit: LIVE_PAGE_LIMIT })).cursors
          : await listCursors(resource, { limit: LIVE_PAGE_LIMIT });
        return [kind, cursors] as const;
      }),
    );
    const rateLimit = rateLimitToRemember(options.client.transport, stored?.rateLimit);
    await saveCatalogReadHints(options.rootDir, {
      cursors: { ...previous, ...Object.fromEntries(read) },
      ...(rateLimit && { rateLimit }),
    });
    return options.kinds.slice();
  } catch {
    return [];
  }
}
