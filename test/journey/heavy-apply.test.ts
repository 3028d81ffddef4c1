/**
 * An apply whose plan writes much (1,000 catalog writes or more: runtime/heap-flags.ts
 * `heavyWrites`) switches the collector to `--optimize-for-size` between its plan and its first
 * write, and collects once right then (runtime/tune-heap.ts), in a process that has run for a while. The switch itself cannot be seen from outside (the
 * decision is pinned in test/unit/runtime/heap-flags.test.ts); this journey walks that branch the
 * way a user does — `node bin/sitesync.js apply` against `sitesync emulator` — and checks that the
 * apply still does exactly what it says: every product live, the report and the request log agree.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedWrites } from '../helpers/cli-process.js';
import { HEAVY_CATALOG_WRITES } from '../../src/runtime/heap-flags.js';
import { catalogWithProducts, commitAll, liveProducts, startJourney, type Journey } from './harness.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

describe('an apply of heavy writes', { timeout: 180_000 }, () => {
  it(`writes ${HEAVY_CATALOG_WRITES} products and says so, then plans no change`, async () => {
    journey = await startJourney();
    const j = journey;
    await writeFile(join(j.repo, 'catalog.yml'), catalogWithProducts(HEAVY_CATALOG_WRITES));
    commitAll(j.repo, 'a thousand products');

    const res = await j.sitesync(['apply']);
    expect(res.code, res.stderr).toBe(0);
    // One brand and every product: the threshold is reached by the plan's writes.
    expect(res.stdout).toContain(`catalog: ${HEAVY_CATALOG_WRITES + 1} written, 0 failed, 0 blocked`);
    const writes = loggedWrites(await j.emulator.requests()).filter((e) => e.route === '/v1/products');
    expect(writes.filter((e) => e.status === 200 || e.status === 201)).toHaveLength(HEAVY_CATALOG_WRITES);
    const live = await liveProducts(j.emulator);
    expect(live.map((p) => p['slug']).sort()).toEqual(
      Array.from({ length: HEAVY_CATALOG_WRITES }, (_, i) => `p-${String(i + 1).padStart(3, '0')}`).sort(),
    );

    const again = await j.sitesync(['plan', '--json']);
    expect(again.code, again.stderr).toBe(0);
    const plan = JSON.parse(again.stdout) as {
      result: { catalog: { counts: { product: { unchanged: number } } } };
    };
    expect(plan.result.catalog.counts.product.unchanged).toBe(HEAVY_CATALOG_WRITES);
  });
});
