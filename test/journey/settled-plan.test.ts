/**
 * A `plan` that finds nothing to change in the catalog remembers that plan with a digest of every
 * live page (`.sitesync/catalog-settled.json`, state/settled-catalog-store.ts); the next plan of
 * the same catalog files against byte-identical pages takes it instead of reading the stored parse
 * and comparing. Walked as a user does — `node bin/sitesync.js plan` against `sitesync emulator` —
 * and as an attacker would: a live edit, a changed YAML, an edited memo and another user's memo
 * must each be planned from scratch, with the same output a plan without any memo gives.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SETTLED_CATALOG_FILE } from '../../src/state/settled-catalog-store.js';
import { catalogWithProducts, commitAll, liveProducts, startJourney, type Journey } from './harness.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

interface Envelope {
  exitCode: number;
  timings: { phase: string }[];
  result: {
    generatedAt: string;
    hasChanges: boolean;
    catalog: {
      changes: { kind: string; key: string; action: string; id?: string; changes?: { field: string }[] }[];
      counts: { product: { unchanged: number; update: number } };
    };
  };
}

/** 230 products: three pages of products, so the reads go by the cursors a publish stored. */
const PRODUCTS = 230;

async function plan(j: Journey, env: Record<string, string> = {}, args: string[] = []) {
  const res = await j.sitesync(['plan', '--json', ...args], env);
  expect([0, 2], res.stderr).toContain(res.code);
  const envelope = JSON.parse(res.stdout) as Envelope;
  const phases = envelope.timings.map((t) => t.phase);
  // What a reader compares: everything but the time it was made.
  const { generatedAt: _at, ...result } = envelope.result;
  return { envelope, result, phases, compared: phases.includes('catalog: compare') };
}

async function published(): Promise<Journey> {
  const j = await startJourney({ catalog: catalogWithProducts(PRODUCTS) });
  commitAll(j.repo, 'products');
  const res = await j.sitesync(['apply']);
  expect(res.code, res.stderr).toBe(0);
  return j;
}

const memoFile = (j: Journey) => join(j.repo, '.sitesync', SETTLED_CATALOG_FILE);

describe('a plan settled from its memo', { timeout: 180_000 }, () => {
  it('is the plan a full compare makes, word for word, and reads the same pages', async () => {
    journey = await published();
    const j = journey;
    const full = await plan(j);
    expect(full.compared).toBe(true);
    expect(full.result.catalog.counts.product.unchanged).toBe(PRODUCTS);
    await readFile(memoFile(j)); // remembered

    const before = await j.emulator.lastSeq();
    const settled = await plan(j);
    expect(settled.compared).toBe(false);
    expect(settled.phases).not.toContain('catalog: parse');
    expect(settled.result).toEqual(full.result);
    const reads = (await j.emulator.requests()).filter((e) => e.seq > before);
    // The same reads as any plan: every page of every list, nothing written.
    expect(reads.filter((e) => e.method !== 'GET')).toEqual([]);
    expect(reads.filter((e) => e.path.startsWith('/v1/products')).length).toBe(Math.ceil(PRODUCTS / 100));

    // The text a person reads is the same with or without the memo.
    const text = await j.sitesync(['plan']);
    await rm(memoFile(j));
    const textFull = await j.sitesync(['plan']);
    expect(text.code).toBe(0);
    expect(text.stdout).toBe(textFull.stdout);
  });

  it('does not hide a live edit, nor a change to the YAML', async () => {
    journey = await published();
    const j = journey;
    await plan(j);
    expect((await plan(j)).compared).toBe(false);

    // Someone changes a price in the platform's own editor.
    const product = (await liveProducts(j.emulator)).find((p) => p['slug'] === 'p-150')!;
    await j.emulator.api('PATCH', `/v1/products/${String(product['id'])}`, { price: '0.01' });
    const edited = await plan(j, {}, ['--detailed-exitcode']);
    expect(edited.compared).toBe(true);
    expect(edited.envelope.exitCode).toBe(2);
    const update = edited.result.catalog.changes.find((c) => c.action === 'update');
    expect(update?.key).toBe('p-150');
    expect(update?.changes?.map((c) => c.field)).toEqual(['price']);
    // The plan that saw the edit was not remembered: the next one sees it again.
    expect((await plan(j, {}, ['--detailed-exitcode'])).envelope.exitCode).toBe(2);

    // Back as the YAML says (the edit is overwritten on purpose), then the YAML changes a name.
    const back = await j.sitesync(['apply', '--overwrite-live-edits']);
    expect(back.code, back.stderr).toBe(0);
    await plan(j);
    expect((await plan(j)).compared).toBe(false);
    const yaml = await readFile(join(j.repo, 'catalog.yml'), 'utf8');
    await writeFile(join(j.repo, 'catalog.yml'), yaml.replace('name: Product 7,', 'name: Product seven,'));
    const renamed = await plan(j, {}, ['--detailed-exitcode']);
    expect(renamed.compared).toBe(true);
    expect(renamed.envelope.exitCode).toBe(2);
    expect(renamed.result.catalog.changes.filter((c) => c.action === 'update').map((c) => c.key)).toEqual([
      'p-007',
    ]);
  });

  it('is not taken when edited, or written by another user', async () => {
    journey = await published();
    const j = journey;
    const full = await plan(j);
    const memo = await readFile(memoFile(j), 'utf8');
    const id = full.result.catalog.changes.find((c) => c.key === 'p-001')!.id!;
    expect(memo).toContain(id);

    // Edited: an id swapped for another (the MAC no longer holds).
    await writeFile(memoFile(j), memo.replace(id, 'prod_forged0000000000001'));
    const edited = await plan(j);
    expect(edited.compared).toBe(true);
    expect(edited.result).toEqual(full.result);

    // Another user's memo, as a pull request could commit it or a cache restore it: the same
    // repository planned with another config folder (another cache key) does not take it.
    const other = { SITESYNC_CONFIG_DIR: join(j.home, 'another-user') };
    await plan(j, other);
    const theirs = await readFile(memoFile(j), 'utf8');
    expect(theirs).not.toBe(memo);
    const mine = await plan(j);
    expect(mine.compared).toBe(true);
    expect(mine.result).toEqual(full.result);
    expect((await plan(j)).compared).toBe(false);
  });
});
