/** Catalog apply against the emulator: live equals desired, reruns are no-ops, edits are minimal, failures block only dependents. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExitCode } from '../../../src/shared/errors.js';
import { LEDGER_SLUG } from '../../../src/ledger/index.js';
import {
  COMMIT_A,
  COMMIT_B,
  COMMIT_C,
  generatedCatalog,
  liveNow,
  startCatalogHarness,
  type CatalogHarness,
} from './harness.js';

const SIZES = { brands: 20, categories: 40, products: 300, services: 5 };

let h: CatalogHarness;
beforeEach(async () => {
  h = await startCatalogHarness();
});
afterEach(async () => {
  await h.close();
});

const writes = () => h.recorder.entries.filter((e) => e.method !== 'GET');
const reads = () => h.recorder.entries.filter((e) => e.method === 'GET');

describe('applying a catalog of hundreds of entities', () => {
  it('makes live equal desired, then a rerun and a third run are no-ops', async () => {
    await h.writeCatalog(generatedCatalog(SIZES));
    const first = await h.planAndApply(COMMIT_A);
    expect(first.planned.plan.counts.product.create).toBe(300);
    expect(first.result.counts).toEqual({ done: 365, adopted: 0, failed: 0, blocked: 0 });
    expect(first.result.partial).toBe(false);
    expect(first.result.ledger).toMatchObject({ action: 'created' });
    // 3 first pages of empty lists, then one write per entity and one for the ledger.
    expect(reads()).toHaveLength(3);
    expect(writes()).toHaveLength(365 + 1);
    expect(writes().every((e) => e.idempotencyKey?.startsWith(`ss1.${COMMIT_A}.`))).toBe(true);
    expect(new Set(writes().map((e) => e.idempotencyKey)).size).toBe(366);

    const { live, ledger } = await liveNow(h);
    // Brands are written in parallel: compare as sets.
    expect(live.brands.map((b) => b.slug).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `brand-${i}`).sort(),
    );
    const bySlug = new Map(live.categories.map((c) => [c.slug, c]));
    expect(bySlug.get('cat-7')?.parent_category_id).toBe(bySlug.get('cat-2')?.id);
    const brandIds = new Map(live.brands.map((b) => [b.id, b.slug]));
    const catIds = new Map(live.categories.map((c) => [c.id, c.slug]));
    const p42 = live.products.find((p) => p.slug === 'product-42')!;
    expect([brandIds.get(p42.brand_id!), catIds.get(p42.category_id!), p42.price, p42.status]).toEqual([
      'brand-2',
      'cat-2',
      '52.50',
      'active',
    ]);
    expect(Object.keys(ledger.ledger.entries).sort()).toEqual(['SVC-0', 'SVC-1', 'SVC-2', 'SVC-3', 'SVC-4']);
    expect(live.categories.some((c) => c.slug === LEDGER_SLUG)).toBe(false);

    // Rerun of the same commit: the plan sees everything in place, nothing is written.
    const second = await h.planAndApply(COMMIT_A);
    expect(second.planned.plan.hasChanges).toBe(false);
    expect(second.result.counts).toEqual({ done: 0, adopted: 0, failed: 0, blocked: 0 });
    expect(writes()).toHaveLength(0);
    // Categories: 40 + the ledger = 41 → one page; products 300 → three pages.
    expect(reads()).toHaveLength(1 + 1 + 3);

    const third = await h.planAndApply(COMMIT_B);
    expect(third.planned.plan.hasChanges).toBe(false);
    expect(writes()).toHaveLength(0);
  });

  it('an edit makes the minimal writes: one PATCH per changed entity with only the changed fields', async () => {
    await h.writeCatalog(generatedCatalog(SIZES));
    await h.planAndApply(COMMIT_A);
    await h.writeCatalog(
      generatedCatalog({
        ...SIZES,
        priceOf: (i) => (i === 7 || i === 250 ? '99.99' : `${10 + (i % 90)}.50`),
      }),
    );
    const edit = await h.planAndApply(COMMIT_B);
    expect(edit.planned.plan.counts.product).toMatchObject({ update: 2, unchanged: 298 });
    const w = writes();
    expect(w.map((e) => e.method)).toEqual(['PATCH', 'PATCH']);
    expect(w.every((e) => /^\/v1\/products\/prod_/.test(e.path))).toBe(true);
    const update = edit.planned.plan.changes.find((c) => c.key === 'product-7');
    expect(update).toMatchObject({
      action: 'update',
      changes: [{ field: 'price', from: '17.50', to: '99.99' }],
    });
    const { live } = await liveNow(h);
    expect(live.products.find((p) => p.slug === 'product-250')?.price).toBe('99.99');
  });

  it('an injected failure of one brand blocks only its products; a rerun converges', async () => {
    await h.writeCatalog(generatedCatalog({ brands: 4, categories: 4, products: 40, services: 0 }));
    // The next brand create fails with a 422 (not retried, not stored for idempotency). With one
    // write at a time that is the first brand of the YAML.
    await fetch(`${h.emulator.url}/__emulator/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path_pattern: '/v1/brands', status: 422, count: 1 }),
    });
    const { applyCatalog } = await import('../../../src/apply/catalog/index.js');
    h.recorder.clear();
    const planned = await h.plan(COMMIT_A);
    const result = await applyCatalog({
      client: h.client(COMMIT_A),
      plan: planned.plan,
      live: planned.live,
      ledger: planned.ledger,
      concurrency: 1,
    });
    // With one write at a time the first brand (brand-0) is the one that fails.
    expect(result.counts).toEqual({ done: 3 + 4 + 30, adopted: 0, failed: 1, blocked: 10 });
    expect(result.partial).toBe(true);
    const failed = result.outcomes.filter((o) => o.status === 'failed');
    expect(failed.map((o) => `${o.kind}:${o.key}`)).toEqual(['brand:brand-0']);
    const blocked = result.outcomes.filter((o) => o.status === 'blocked');
    expect(blocked.map((o) => o.key)).toEqual(
      [0, 4, 8, 12, 16, 20, 24, 28, 32, 36].map((i) => `product-${i}`),
    );
    expect(blocked[0]).toMatchObject({ blockedBy: 'brand "brand-0" (failed)' });

    const rerun = await h.planAndApply(COMMIT_A);
    expect(rerun.planned.plan.counts.brand.create).toBe(1);
    expect(rerun.planned.plan.counts.product.create).toBe(10);
    expect(rerun.result.counts).toEqual({ done: 11, adopted: 0, failed: 0, blocked: 0 });
    expect(writes()).toHaveLength(11);

    const third = await h.planAndApply(COMMIT_A);
    expect(third.planned.plan.hasChanges).toBe(false);
    expect(writes()).toHaveLength(0);
    expect(ExitCode.partialApply).toBe(4);
    void COMMIT_C;
  });
});
