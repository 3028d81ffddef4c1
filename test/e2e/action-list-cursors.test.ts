/**
 * The catalog's page cursors carried between runs of the action, as the README's workflow does
 * with the Actions cache: `.sitesync/list-cursors.json` restored into an otherwise fresh checkout.
 * Without it each list is read a page after the page before (ids are opaque: no page can be asked
 * for before the one that names it); with it every page is asked for at once. The bundled action
 * runs as a process; the emulator adds 200 ms to every request, so asking at once is visible as
 * requests that overlap in its log.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scheduleEvent } from './harness/events.js';
import { startScenario, type Scenario } from './action-scenario.js';
import { liveCatalog } from './fixture-site.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const PRODUCTS = 250; // three pages of 100
const LATENCY_MS = 200;

let s: Scenario;
beforeAll(async () => {
  const catalog = liveCatalog();
  const products = Array.from({ length: PRODUCTS }, (_, i) => ({
    slug: `item-${String(i).padStart(3, '0')}`,
    name: `Item ${i}`,
    brand: 'acme',
    price: '1.00',
    status: 'active',
  }));
  s = await startScenario({ catalog: { ...catalog, products }, latencyMs: LATENCY_MS });
});
afterAll(async () => s?.close());

type Entry = ReturnType<Scenario['log']>[number];
const productPages = (entries: Entry[]) =>
  entries
    .filter((e) => e.method === 'GET' && e.route === '/v1/products')
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
/**
 * Whether `later` was asked for while `first` was still being answered: in its first half (the
 * log's `at` has whole milliseconds, so its very end is not told apart from the next request's
 * start; requests asked at once start within a few milliseconds of each other, 200 ms apart when
 * asked one after another).
 */
const overlaps = (first: Entry, later: Entry) =>
  Date.parse(later.at) < Date.parse(first.at) + first.duration_ms / 2;

describe('list cursors carried between runs (the Actions cache of the README)', () => {
  it('a fresh checkout reads the product pages one after another; with the cursors file restored, all at once', async () => {
    const state = join(s.checkout.dir, '.sitesync');
    const cursors = join(state, 'list-cursors.json');
    rmSync(state, { recursive: true, force: true });

    const before = s.log().length;
    const first = await s.act('schedule', scheduleEvent({}), { mode: 'plan' });
    expect(first.exitCode, first.stderr + first.stdout).toBe(0);
    const sequential = productPages(s.log(before));
    expect(sequential).toHaveLength(3);
    const shown = (pages: Entry[]) => JSON.stringify(pages.map((e) => [e.path, e.at, e.duration_ms]));
    expect(overlaps(sequential[0]!, sequential[1]!), shown(sequential)).toBe(false);
    expect(overlaps(sequential[1]!, sequential[2]!), shown(sequential)).toBe(false);
    expect(existsSync(cursors), 'the run leaves the cursors file for the cache to save').toBe(true);

    // The next run's checkout: nothing under .sitesync but what the cache step restored.
    const kept = join(s.checkout.dir, '..', 'list-cursors.kept.json');
    copyFileSync(cursors, kept);
    rmSync(state, { recursive: true, force: true });
    mkdirSync(state);
    copyFileSync(kept, cursors);

    const from = s.log().length;
    const second = await s.act('schedule', scheduleEvent({}), { mode: 'plan' });
    expect(second.exitCode, second.stderr + second.stdout).toBe(0);
    const atOnce = productPages(s.log(from));
    expect(atOnce).toHaveLength(3);
    expect(
      atOnce.slice(1).every((page) => overlaps(atOnce[0]!, page)),
      shown(atOnce),
    ).toBe(true);
    // The same plan either way.
    expect(second.outputs['catalog-changes']).toBe(first.outputs['catalog-changes']);
    expect(second.outputs['has-changes']).toBe(first.outputs['has-changes']);
  });
});
