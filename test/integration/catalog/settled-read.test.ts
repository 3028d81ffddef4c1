/**
 * The live read of a plan that may be settled (sync/catalog/plan-catalog-run.ts): a page whose body
 * is byte for byte the memo's page at that place, read by the same cursors, is not parsed; when every
 * page is, the memo's plan stands. A page that differs makes the others parsed after all, and the
 * plan is made from all of them. Against the emulator over a real socket.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformClient } from '../../../src/platform/index.js';
import { isKnownBody } from '../../../src/platform/transport.js';
import { planOrSettleCatalog, readCatalogInputs } from '../../../src/sync/catalog/plan-catalog-run.js';
import { COMMIT_A, publishedHarness, useTemporaryConfigDir, type CatalogHarness } from './harness.js';

let h: CatalogHarness | undefined;
useTemporaryConfigDir();
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A client whose product pages are counted: parsed, or known and not parsed. */
function countingClient(harness: CatalogHarness) {
  const client: PlatformClient = harness.client(COMMIT_A);
  const seen = { parsed: 0, known: 0 };
  const products = client.products as { pageOrKnown: (...args: never[]) => Promise<unknown> };
  const original = products.pageOrKnown.bind(products);
  products.pageOrKnown = async (...args: never[]) => {
    const page = await original(...args);
    seen[isKnownBody(page) ? 'known' : 'parsed'] += 1;
    return page;
  };
  return { client, seen };
}

async function planOnce(harness: CatalogHarness) {
  const { client, seen } = countingClient(harness);
  const config = harness.config();
  const planned = await planOrSettleCatalog({
    client,
    config,
    inputs: readCatalogInputs({ client, config, settle: true }),
  });
  return { planned: planned!, seen };
}

const published = () => publishedHarness();

describe('the live read of a plan that may be settled', () => {
  it('parses no page the memo knows, and takes the memo’s plan', async () => {
    h = await published();
    const first = await planOnce(h);
    expect('settled' in first.planned).toBe(false);
    expect(first.planned.plan.hasChanges).toBe(false);
    expect(first.seen).toEqual({ parsed: 3, known: 0 });

    const again = await planOnce(h);
    expect(again.seen).toEqual({ parsed: 0, known: 3 });
    expect('settled' in again.planned).toBe(true);
    expect(again.planned.plan.changes.map((c) => [c.kind, c.key, c.action, 'id' in c && c.id])).toEqual(
      first.planned.plan.changes.map((c) => [c.kind, c.key, c.action, 'id' in c && c.id]),
    );
    expect(again.planned.plan.counts).toEqual(first.planned.plan.counts);
  });

  it('knows no page read by other cursors than the memo’s, and settles on the pages parsed', async () => {
    h = await published();
    await planOnce(h);
    // The stored cursors are gone (another tool cleaned .sitesync): the pages are read one by one.
    await rm(join(h.dir, '.sitesync', 'list-cursors.json'));
    const again = await planOnce(h);
    expect(again.seen).toEqual({ parsed: 3, known: 0 });
    expect('settled' in again.planned).toBe(true);
  });

  it('knows every page after a read that followed a page past its cursors (the list grew)', async () => {
    h = await published();
    // The stored cursors lack the last one, as after an apply that added less than two pages.
    const file = join(h.dir, '.sitesync', 'list-cursors.json');
    const stored = JSON.parse(await readFile(file, 'utf8')) as { cursors: { products: string[] } };
    stored.cursors.products = stored.cursors.products.slice(0, -1);
    await writeFile(file, JSON.stringify(stored));
    const first = await planOnce(h);
    expect(first.seen).toEqual({ parsed: 3, known: 0 });
    // The memo keeps the cursors that read saved (every page's end), the next read's hints.
    const again = await planOnce(h);
    expect(again.seen).toEqual({ parsed: 0, known: 3 });
    expect('settled' in again.planned).toBe(true);
  });

  it('parses the known pages after all when another page differs, and plans from every page', async () => {
    h = await published();
    await planOnce(h);
    const live = await h.client(COMMIT_A).products.list({ limit: 100 });
    // A product of the second page changes on the platform; the first and third pages do not.
    await h.client(COMMIT_A).products.update(live[150]!.id, { price: '0.01' }, 'outside-edit-0001');

    const edited = await planOnce(h);
    expect(edited.seen).toEqual({ parsed: 1, known: 2 });
    expect('settled' in edited.planned).toBe(false);
    const updates = edited.planned.plan.changes.filter((c) => c.action === 'update');
    expect(updates.map((c) => c.key)).toEqual([live[150]!.slug]);
    // Every product was read: the known pages' records are in the live catalog.
    expect('live' in edited.planned && edited.planned.live.products.map((p) => p.id)).toEqual(
      live.map((p) => p.id),
    );
  });
});
