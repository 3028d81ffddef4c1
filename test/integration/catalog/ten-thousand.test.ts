/** Done when: a catalog of 10,000 products plans correctly; requests = pages needed + writes needed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesFor } from '../../../src/sync/catalog/read-live-catalog.js';
import { COMMIT_A, generatedCatalog, startCatalogHarness, type CatalogHarness } from './harness.js';

const BRANDS = 50;
const CATEGORIES = 30;
const PRODUCTS = 10_000;
const priceOf = (i: number) => `${10 + (i % 90)}.50`;

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness({
    seed: {
      catalog: {
        brands: Array.from({ length: BRANDS }, (_, i) => ({ name: `Brand ${i}`, slug: `brand-${i}` })),
        categories: Array.from({ length: CATEGORIES }, (_, i) => ({
          name: `Category ${i}`,
          slug: `cat-${i}`,
          type: 'product',
          ...(i > 0 && { parent: `cat-${Math.floor((i - 1) / 3)}` }),
        })),
        products: Array.from({ length: PRODUCTS }, (_, i) => ({
          name: `Product ${i}`,
          slug: `product-${i}`,
          brand: `brand-${i % BRANDS}`,
          category: `cat-${i % CATEGORIES}`,
          price: priceOf(i),
          status: 'active',
        })),
      },
    },
  });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('a catalog of 10,000 products', () => {
  it('plans with one request per page, applies with one request per change, then plans clean', async () => {
    const changed = new Set([3, 999, 5000, 9998]);
    const yaml = generatedCatalog({
      brands: BRANDS,
      categories: CATEGORIES,
      products: PRODUCTS + 7,
      services: 0,
      priceOf: (i) => (changed.has(i) ? '1.00' : priceOf(i)),
    });
    await h.writeCatalog(yaml);
    h.recorder.clear();
    const planned = await h.plan(COMMIT_A);
    const pages = pagesFor(BRANDS) + pagesFor(CATEGORIES) + pagesFor(PRODUCTS);
    expect(pages).toBe(102);
    expect(h.recorder.entries).toHaveLength(pages);
    expect(h.recorder.entries.every((e) => e.method === 'GET' && e.path.includes('limit=100'))).toBe(true);
    expect(planned.plan.counts.product).toEqual({
      create: 7,
      update: 4,
      archive: 0,
      unchanged: 9996,
      drift: 0,
    });
    expect(planned.plan.counts.brand.unchanged).toBe(BRANDS);
    expect(planned.plan.counts.category.unchanged).toBe(CATEGORIES);

    h.recorder.clear();
    const { applyCatalog } = await import('../../../src/apply/catalog/index.js');
    const result = await applyCatalog({
      client: h.client(COMMIT_A),
      plan: planned.plan,
      live: planned.live,
      ledger: planned.ledger,
    });
    expect(result.counts).toEqual({ done: 11, adopted: 0, failed: 0, blocked: 0 });
    expect(h.recorder.entries.map((e) => e.method).sort()).toEqual([
      ...Array<string>(4).fill('PATCH'),
      ...Array<string>(7).fill('POST'),
    ]);

    const again = await h.plan(COMMIT_A);
    expect(again.plan.hasChanges).toBe(false);
    expect(again.live.products).toHaveLength(PRODUCTS + 7);
  }, 120_000);
});
