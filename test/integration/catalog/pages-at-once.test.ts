/**
 * With cursors stored and the credential's rate limit known, a catalog read asks for every page of
 * every list in the first round (not 16 at a time), with the same requests as a sequential read. A
 * plan remembers the limit an earlier run was told, tagged by credential, never the key itself.
 * Over real sockets to the emulator; the sender is counted as it is called.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformClient } from '../../../src/platform/index.js';
import { httpFetch, type SendFn } from '../../../src/platform/http-fetch.js';
import { planCatalogRun } from '../../../src/sync/catalog/plan-catalog-run.js';
import { HINTED_PAGE_CONCURRENCY } from '../../../src/sync/catalog/hinted-list.js';
import { refreshListCursors } from '../../../src/sync/catalog/refresh-list-cursors.js';
import { COMMIT_A, generatedCatalog, startCatalogHarness, type CatalogHarness } from './harness.js';

let h: CatalogHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** httpFetch, counting the product pages in flight at once (from the call to the body read). */
function countingSender() {
  let inFlight = 0;
  const seen = { maxProductPages: 0, productPages: 0 };
  const send: SendFn = async (url, init) => {
    const isProducts = new URL(url).pathname === '/v1/products';
    if (isProducts) {
      seen.productPages += 1;
      inFlight += 1;
      seen.maxProductPages = Math.max(seen.maxProductPages, inFlight);
    }
    try {
      const res = await httpFetch(url, init);
      const text = await res.text();
      return { ...res, headers: res.headers, status: res.status, text: async () => text };
    } finally {
      if (isProducts) inFlight -= 1;
    }
  };
  return { send, seen };
}

const PRODUCTS = 2_050; // 21 pages of 100: more than HINTED_PAGE_CONCURRENCY
const PAGES = Math.ceil(PRODUCTS / 100);

async function publishedCatalog(): Promise<CatalogHarness> {
  const harness = await startCatalogHarness({ latencyMs: 50 });
  await harness.writeCatalog(generatedCatalog({ brands: 3, categories: 4, products: PRODUCTS, services: 0 }));
  await harness.planAndApply(COMMIT_A);
  await refreshListCursors({ client: harness.client(COMMIT_A), rootDir: harness.dir, kinds: ['products'] });
  return harness;
}

function clientFor(harness: CatalogHarness, send: SendFn) {
  return createPlatformClient({
    baseUrl: harness.emulator.url,
    apiKey: harness.emulator.apiKey,
    keyRevision: COMMIT_A,
    fetch: send,
    retry: { maxAttempts: 1 },
  });
}

describe('hinted pages asked for at once, bounded by the rate limit', () => {
  it('a known rate limit: all 21 product pages in the first round; then remembered for a plan', async () => {
    h = await publishedCatalog();
    expect(PAGES).toBeGreaterThan(HINTED_PAGE_CONCURRENCY);

    // As apply does: the rate limit first (the harness key allows 1,000,000 a minute).
    const first = countingSender();
    const applying = clientFor(h, first.send);
    await applying.auth.status();
    const planned = await planCatalogRun({ client: applying, config: h.config() });
    expect(planned?.plan.hasChanges).toBe(false);
    expect(first.seen).toEqual({ maxProductPages: PAGES, productPages: PAGES });

    const stored = await readFile(join(h.dir, '.sitesync', 'list-cursors.json'), 'utf8');
    expect(JSON.parse(stored).rateLimit).toEqual({
      credential: applying.transport.credentialTag,
      perMinute: 1_000_000,
    });
    expect(stored).not.toContain(h.emulator.apiKey);

    // A plan (no auth status request) with the same key: the remembered limit, all pages at once.
    const second = countingSender();
    const planning = clientFor(h, second.send);
    h.recorder.clear();
    await planCatalogRun({ client: planning, config: h.config() });
    expect(second.seen).toEqual({ maxProductPages: PAGES, productPages: PAGES });
    expect(planning.transport.rateLimit).toBe(1_000_000);
  });

  it('no known limit (nothing remembered for this credential): 16 pages at a time per list', async () => {
    h = await publishedCatalog();
    const counted = countingSender();
    const other = createPlatformClient({
      baseUrl: h.emulator.url,
      apiKey: h.emulator.apiKey,
      keyRevision: COMMIT_A,
      fetch: counted.send,
      retry: { maxAttempts: 1 },
    });
    const planned = await planCatalogRun({ client: other, config: h.config() });
    expect(planned?.plan.hasChanges).toBe(false);
    expect(counted.seen).toEqual({ maxProductPages: HINTED_PAGE_CONCURRENCY, productPages: PAGES });
    expect(other.transport.rateLimit).toBeUndefined();
  });
});
