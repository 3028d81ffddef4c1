/**
 * An apply that adds pages to a list reads it once more and stores its cursors, so the next plan
 * asks for every page at once: the same requests as a sequential read, all following stored cursors.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { kindsToRefresh, refreshListCursors } from '../../../src/sync/catalog/refresh-list-cursors.js';
import { COMMIT_A, COMMIT_B, generatedCatalog, startCatalogHarness, type CatalogHarness } from './harness.js';

let h: CatalogHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const productPages = (h: CatalogHarness) =>
  h.recorder.entries
    .filter((e) => e.method === 'GET' && e.path.startsWith('/v1/products'))
    .map((e) => e.path);

describe('list cursors after an apply that created pages of entities', () => {
  it('stores the page ends of the grown list; the next plan follows them and plans nothing', async () => {
    h = await startCatalogHarness();
    await h.writeCatalog(generatedCatalog({ brands: 3, categories: 4, products: 250, services: 0 }));
    const { result } = await h.planAndApply(COMMIT_A);
    // 250 products are 2.5 pages: products grew enough; 3 brands and 4 categories did not.
    expect(kindsToRefresh(result)).toEqual(['products']);

    h.recorder.clear();
    const refreshed = await refreshListCursors({
      client: h.client(COMMIT_A),
      rootDir: h.dir,
      kinds: kindsToRefresh(result),
    });
    expect(refreshed).toEqual(['products']);
    expect(productPages(h)).toHaveLength(3);

    const live = await h.client(COMMIT_A).products.list({ limit: 100 });
    const stored = JSON.parse(await readFile(join(h.dir, '.sitesync', 'list-cursors.json'), 'utf8')) as {
      cursors: { products: string[] };
    };
    expect(stored.cursors.products).toEqual([live[99]!.id, live[199]!.id]);

    h.recorder.clear();
    const planned = await h.plan(COMMIT_B);
    expect(planned.plan.hasChanges).toBe(false);
    expect(productPages(h).sort()).toEqual(
      [
        '/v1/products?limit=100',
        `/v1/products?limit=100&starting_after=${live[99]!.id}`,
        `/v1/products?limit=100&starting_after=${live[199]!.id}`,
      ].sort(),
    );
  });

  it('an apply that created less than two pages of a kind refreshes nothing', async () => {
    h = await startCatalogHarness();
    await h.writeCatalog(generatedCatalog({ brands: 3, categories: 4, products: 199, services: 0 }));
    const { result } = await h.planAndApply(COMMIT_A);
    expect(kindsToRefresh(result)).toEqual([]);
    h.recorder.clear();
    expect(await refreshListCursors({ client: h.client(COMMIT_A), rootDir: h.dir, kinds: [] })).toEqual([]);
    expect(h.recorder.entries).toHaveLength(0);
  });
});
