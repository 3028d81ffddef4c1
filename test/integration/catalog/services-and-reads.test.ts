/** Services (create only, ledger, adoption, drift) and the all-or-nothing live read. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEDGER_SLUG } from '../../../src/ledger/index.js';
import { PlatformError } from '../../../src/platform/index.js';
import { planCatalogRun } from '../../../src/sync/catalog/plan-catalog-run.js';
import {
  COMMIT_A,
  COMMIT_B,
  generatedCatalog,
  liveNow,
  startCatalogHarness,
  type CatalogHarness,
} from './harness.js';

let h: CatalogHarness;
beforeEach(async () => {
  h = await startCatalogHarness();
});
afterEach(async () => {
  await h.close();
});

const SERVICES = [
  'categories:',
  '  - { slug: care, name: Care, type: service }',
  'services:',
  '  - { service_code: WAX, name: Ski waxing, category: care, price: "25.00" }',
  '  - { service_code: FIT, name: Boot fitting, price: "40.00" }',
  '',
].join('\n');

async function failNext(rule: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${h.emulator.url}/__emulator/fail-next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(res.status).toBe(200);
}

describe('services', () => {
  it('are created once, remembered in the ledger category, and a YAML change is reported as drift', async () => {
    await h.writeCatalog(SERVICES);
    const first = await h.planAndApply(COMMIT_A);
    expect(first.result.counts.done).toBe(3);
    const { live, ledger } = await liveNow(h);
    const care = live.categories.find((c) => c.slug === 'care')!;
    expect(Object.keys(ledger.ledger.entries).sort()).toEqual(['FIT', 'WAX']);
    expect(JSON.parse(ledger.description!)).toMatchObject({
      v: 1,
      services: {
        WAX: { id: ledger.ledger.entries['WAX']!.id, hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      },
    });
    const state = (await (await fetch(`${h.emulator.url}/__emulator/state`)).json()) as {
      data: {
        catalog: {
          services: { service_code: string; category_id?: string }[];
          categories: {
            slug: string;
            status: string;
            type: string;
            show_in_navigation: boolean;
            name: string;
          }[];
        };
      };
    };
    expect(state.data.catalog.services.find((s) => s.service_code === 'WAX')?.category_id).toBe(care.id);
    expect(state.data.catalog.categories.find((c) => c.slug === LEDGER_SLUG)).toMatchObject({
      name: 'sitesync ledger (do not edit)',
      status: 'draft',
      type: 'addon',
      show_in_navigation: false,
    });

    await h.writeCatalog(SERVICES.replace('"40.00"', '"45.00"'));
    const drift = await h.planAndApply(COMMIT_B);
    expect(drift.planned.plan.hasChanges).toBe(false);
    expect(drift.planned.plan.changes.find((c) => c.key === 'FIT')).toMatchObject({
      action: 'drift',
      message: expect.stringContaining('service "FIT" was changed in the YAML after it was created'),
    });
    expect(h.recorder.entries.filter((e) => e.method !== 'GET')).toHaveLength(0);
  });

  it('a service that already exists (409 DUPLICATE_SERVICE_CODE) is adopted into the ledger, no drift claimed', async () => {
    const existing = await h
      .client(COMMIT_B)
      .services.create({ name: 'Boot fitting', service_code: 'FIT' } as never);
    await h.writeCatalog(SERVICES);
    const { result } = await h.planAndApply(COMMIT_A);
    expect(result.outcomes.find((o) => o.key === 'FIT')).toEqual({
      status: 'adopted',
      kind: 'service',
      key: 'FIT',
      action: 'create',
      id: existing.id,
    });
    expect(result.partial).toBe(false);
    const again = await h.plan(COMMIT_A);
    expect(again.ledger.ledger.entries['FIT']).toEqual({ id: existing.id, bodyHash: null, createdAt: '' });
    expect(again.plan.changes.find((c) => c.key === 'FIT')?.action).toBe('unchanged');
    expect(again.plan.hasChanges).toBe(false);
  });
});

describe('the live read', () => {
  it('is not made when the repository has no catalog', async () => {
    h.recorder.clear();
    const planned = await planCatalogRun({
      client: h.client(COMMIT_A),
      config: h.config({ catalog: undefined }),
    });
    expect(planned).toBeUndefined();
    expect(h.recorder.entries).toHaveLength(0);
  });

  it('a failed listing page aborts the plan: no partial view, no writes', async () => {
    await h.writeCatalog(generatedCatalog({ brands: 2, categories: 2, products: 250, services: 0 }));
    await h.planAndApply(COMMIT_A);
    await failNext({ method: 'GET', path_pattern: '/v1/products', status: 404, count: 1 });
    h.recorder.clear();
    await h.writeCatalog(generatedCatalog({ brands: 2, categories: 2, products: 260, services: 0 }));
    const error = await h.plan(COMMIT_B).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).message).toMatch(/^GET \/v1\/products\?limit=100 → 404 NOT_FOUND/);
    expect(h.recorder.entries.filter((e) => e.method !== 'GET')).toHaveLength(0);
  });
});
