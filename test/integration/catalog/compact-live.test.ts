/**
 * Live products compared as their pages arrive (sync/catalog/live-compactor.ts): the plan and
 * apply commands read with `compactLive`, and a product equal to its entity is kept compact. The
 * plan must be the one a whole comparison makes. Against the emulator over a real socket.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CompactProduct } from '../../../src/plan/catalog/equal-records.js';
import type { CatalogPlan } from '../../../src/plan/catalog/index.js';
import {
  planCatalogRun,
  planOrSettleCatalog,
  readCatalogInputs,
  type PlannedCatalog,
} from '../../../src/sync/catalog/plan-catalog-run.js';
import { COMMIT_A, publishedHarness, useTemporaryConfigDir, type CatalogHarness } from './harness.js';

let h: CatalogHarness | undefined;
useTemporaryConfigDir();
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const published = () => publishedHarness();

/** The plan as its JSON and apply read it. */
const shown = (plan: CatalogPlan) => ({
  counts: plan.counts,
  kept: plan.kept,
  guards: plan.guards,
  changes: plan.changes.map((c) => [
    c.kind,
    c.key,
    c.action,
    'id' in c ? c.id : null,
    'changes' in c ? c.changes : null,
  ]),
});

async function plan(harness: CatalogHarness, compactLive: boolean): Promise<PlannedCatalog> {
  const client = harness.client(COMMIT_A);
  const config = harness.config();
  const planned = await planCatalogRun({
    client,
    config,
    inputs: readCatalogInputs({ client, config, compactLive }),
  });
  return planned!;
}

const compacted = (planned: PlannedCatalog) =>
  planned.live.products.filter((p) => p instanceof CompactProduct);

describe('live products compacted as their pages arrive', () => {
  it('keeps compact every product equal to its entity, and plans as a whole comparison does', async () => {
    h = await published();
    const client = h.client(COMMIT_A);
    const live = await client.products.list({ limit: 100 });
    // Two products change on the platform (pages 1 and 3): they stay whole, and are updated.
    await client.products.update(live[7]!.id, { price: '0.01' }, 'outside-edit-0001');
    await client.products.update(live[220]!.id, { name: 'Renamed outside' }, 'outside-edit-0002');

    const whole = await plan(h, false);
    const compact = await plan(h, true);
    expect(shown(compact.plan)).toEqual(shown(whole.plan));
    expect(compact.plan.counts.product).toMatchObject({ update: 2, unchanged: 248 });
    expect(compacted(whole)).toHaveLength(0);
    expect(compacted(compact)).toHaveLength(248);
    // Every record is still there, in the platform's order, with its id and slug.
    expect(compact.live.products.map((p) => [p.id, p.slug])).toEqual(live.map((p) => [p.id, p.slug]));
    const edited = compact.live.products.filter((p) => !(p instanceof CompactProduct));
    expect(edited.map((p) => p.id)).toEqual([live[7]!.id, live[220]!.id]);
    // A changed record is whole: as the platform lists it, whatever fields its shape has.
    const now = await client.products.list({ limit: 100 });
    expect(edited).toEqual([now[7], now[220]]);
    expect(edited[0]).toMatchObject({ price: '0.01' });
  });

  it('compacts the pages a memo knew once they are parsed after all, when another page differs', async () => {
    h = await published();
    const client = h.client(COMMIT_A);
    const config = h.config();
    const settle = () =>
      planOrSettleCatalog({
        client,
        config,
        inputs: readCatalogInputs({ client, config, settle: true, compactLive: true }),
      });
    // The first plan changes nothing: it is remembered with every page's digest.
    expect(await settle()).not.toHaveProperty('settled');
    const live = await client.products.list({ limit: 100 });
    await client.products.update(live[150]!.id, { price: '0.01' }, 'outside-edit-0003');
    const planned = (await settle()) as PlannedCatalog;
    expect(planned).not.toHaveProperty('settled');
    expect(planned.plan.changes.filter((c) => c.action === 'update').map((c) => c.key)).toEqual([
      live[150]!.slug,
    ]);
    expect(compacted(planned)).toHaveLength(249);
  });

  it('reads the catalog again, whole, when a slug is on two live products (archived and created again mid-read)', async () => {
    h = await published();
    const client = h.client(COMMIT_A);
    const config = { ...h.config(), prune: true };
    const before = await client.products.list({ limit: 100 });
    const old = before[3]!;
    // The first page is served as it was; before any other page, the product on it is archived
    // and created again with the same fields (appended at the end of the list).
    const products = client.products as { page: (...args: never[]) => Promise<unknown> };
    const original = products.page.bind(products);
    let opened!: () => void;
    const gate = new Promise<void>((resolve) => (opened = resolve));
    let raced = false;
    let pageCalls = 0;
    products.page = async (...args: never[]) => {
      pageCalls += 1;
      const first = (args[0] as unknown as { starting_after?: string }).starting_after === undefined;
      if (!first || raced) {
        await gate;
        return original(...args);
      }
      raced = true;
      const page = await original(...args);
      await client.products.archive(old.id, 'race-archive-0001');
      await client.products.create(
        {
          name: old.name,
          slug: old.slug!,
          brand_id: old.brand_id ?? null,
          category_id: old.category_id ?? null,
          price: old.price!,
          status: 'active',
        },
        'race-create-00001',
      );
      opened();
      return page;
    };
    const raced1 = await planCatalogRun({
      client,
      config,
      inputs: readCatalogInputs({ client, config, compactLive: true }),
    });
    products.page = original;
    const after = await planCatalogRun({ client, config, inputs: readCatalogInputs({ client, config }) });
    // The plan of the live catalog as it now is: no archive of the product created again.
    expect(shown(raced1!.plan)).toEqual(shown(after!.plan));
    // Every list was read twice: the racy read, then the whole one the plan was made from.
    expect(pageCalls).toBe(2 * Math.ceil((before.length + 1) / 100));
    expect(raced1!.plan.hasChanges).toBe(false);
    expect(compacted(raced1!)).toHaveLength(0);
  });
});
