/**
 * What an apply that re-runs a commit says of the writes the platform answers as replays of an
 * earlier run (docs/platform-contract.md §12): never that this run wrote them. Here for the lines
 * the catalog stage says when the apply stops part-way (`catalog products: N of M written …`, the
 * StageError's "done") and for the service ledger's line (`service ledger created …`).
 *
 * A re-run replays a write when live no longer holds what the first run wrote (put back through
 * the API with keys of its own, as a person in the platform's admin would, or the ledger category
 * archived): the same commit plans the same write, with the same key, and the platform answers it
 * as a replay, changing nothing. A later write made to fail (`fail-next`) stops the re-run. The CLI
 * runs as `node bin/sitesync.js`, the emulator as `sitesync emulator`, both processes; every line
 * is compared with the emulator's request log.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedWrites, type LoggedRequest } from '../helpers/cli-process.js';
import { parseEnvelope } from './envelope-schema.js';
import { commitAll, liveProducts, startJourney, type Journey } from './harness.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

const REPLAYED_MEANS =
  'the platform had already run the same request (same Idempotency-Key: an earlier run of this commit) and changed nothing now';

const ok = (e: LoggedRequest) => e.status !== null && e.status >= 200 && e.status < 300;

/**
 * The writes of a run (the log after `seq`) on `routes`, by key: who wrote each confirmed one, as
 * the log shows it: an earlier run when its first 2xx was a replay and no attempt before it can
 * have run it (each a 4xx), this run otherwise (its own attempt ran: a replay after it is of that).
 */
function whoWrote(log: readonly LoggedRequest[], routes: RegExp) {
  const byKey = new Map<string, LoggedRequest[]>();
  for (const e of loggedWrites(log).filter((e) => e.method !== 'GET' && routes.test(e.route ?? '')))
    byKey.set(e.idempotency_key!, [...(byKey.get(e.idempotency_key!) ?? []), e]);
  let thisRun = 0;
  let earlier = 0;
  // A replay after an attempt without an answer (or with a 5xx): this run's if that attempt ran,
  // else an earlier run's. The log shows which; the client cannot, and says both.
  let either = 0;
  for (const attempts of byKey.values()) {
    const first = attempts.findIndex(ok);
    if (first < 0) continue;
    const before = attempts.slice(0, first);
    if (!attempts[first]!.replayed) thisRun++;
    else if (before.every((e) => e.status !== null && e.status < 500)) earlier++;
    else either++;
  }
  return { thisRun, earlier, either, keys: byKey.size };
}

/** `sitesync apply`, the request log of it, and its writes as `METHOD route status[ replayed]`. */
async function applyLogged(j: Journey) {
  const seq = await j.emulator.lastSeq();
  const run = await j.sitesync(['apply']);
  const log = await j.emulator.requests(seq);
  const writes = loggedWrites(log).map(
    (e) => `${e.method} ${e.route} ${e.status}${e.replayed ? ' replayed' : ''}`,
  );
  return { run, log, writes };
}

/** A catalog of the brand (named `brand`) and five products at `prices`. */
function catalog(brand: string, prices: readonly string[]): string {
  return [
    'brands:',
    `  - { slug: acme, name: ${brand} }`,
    'products:',
    ...prices.map(
      (price, i) => `  - { slug: p-00${i + 1}, name: Product ${i + 1}, brand: acme, price: "${price}" }`,
    ),
    '',
  ].join('\n');
}

describe('an apply re-run for the same commit that stops part-way after writes answered as replays', () => {
  it("each stage's line counts an earlier run's writes apart, and a write whose answer was lost apart too (this run's or an earlier run's), as the log allows", async () => {
    const before = ['1.50', '2.50', '3.50', '4.50', '5.50'];
    journey = await startJourney({ catalog: catalog('Acme', before) });
    const j = journey;
    expect((await j.sitesync(['apply'])).code).toBe(0);
    const ids = Object.fromEntries(
      (await liveProducts(j.emulator)).map((p) => [String(p['slug']), String(p['id'])]),
    );
    const brandId = (await j.emulator.api<{ items: { id: string }[] }>('GET', '/v1/brands')).items[0]!.id;
    const path = (slug: string) => `/v1/products/${ids[slug]}`;
    await writeFile(
      join(j.repo, 'catalog.yml'),
      catalog('Acme Co', ['11.50', '12.50', '13.50', '14.50', '15.50']),
    );
    commitAll(j.repo, 'a brand name and five prices');

    // The first run: the brand and two prices written, three prices refused (422: not run, not stored).
    for (const slug of ['p-003', 'p-004', 'p-005'])
      await j.emulator.failNext({ method: 'PATCH', path_pattern: path(slug), status: 422 });
    let seq = await j.emulator.lastSeq();
    const first = await j.sitesync(['apply']);
    expect(first.code, first.stderr).toBe(4);
    expect(first.stdout).toContain('catalog: 3 written, 3 failed, 0 blocked');
    expect(whoWrote(await j.emulator.requests(seq), /^\/v1\/(brands|products)/)).toEqual({
      thisRun: 3,
      earlier: 0,
      either: 0,
      keys: 6,
    });

    // The brand's name and the first price put back, as a person in the platform's admin would.
    await j.emulator.api('PATCH', `/v1/brands/${brandId}`, { name: 'Acme' });
    await j.emulator.api('PATCH', path('p-001'), { price: '1.50' });

    // The re-run: the brand and p-001 answered as replays of the first run's writes; p-003 written
    // now; p-005's answer lost (it ran), its retry answered as a replay of it; p-004 refused (403),
    // which stops the apply.
    await j.emulator.failNext({ method: 'PATCH', path_pattern: path('p-004'), status: 403 });
    await j.emulator.failNext({ method: 'PATCH', path_pattern: path('p-005'), status: 'drop_after' });
    seq = await j.emulator.lastSeq();
    const again = await j.sitesync(['apply']);
    const log = await j.emulator.requests(seq);
    const attempts = loggedWrites(log)
      .filter((e) => e.method === 'PATCH')
      .map((e) => {
        const slug = Object.entries(ids).find(([, id]) => e.path.endsWith(id))?.[0] ?? 'brand';
        return `${slug} ${e.status} ${e.fault ?? '-'}${e.replayed ? ' replayed' : ''}`;
      })
      .sort();
    expect(attempts).toEqual([
      'brand 200 - replayed',
      'p-001 200 - replayed',
      'p-003 200 -',
      'p-004 403 fail_next:403',
      'p-005 200 - replayed',
      'p-005 null fail_next:drop_after',
    ]);
    const brands = whoWrote(log, /^\/v1\/brands/);
    const products = whoWrote(log, /^\/v1\/products/);
    expect([brands.thisRun, brands.earlier, products.thisRun, products.earlier, products.either]).toEqual([
      0, 1, 1, 1, 1,
    ]);

    expect(again.code, again.stderr).toBe(4);
    const done = [
      `catalog brands: ${brands.thisRun} of 1 written by this run, ${brands.earlier} already written by an earlier run (replayed)`,
      `catalog products: ${products.thisRun} of 4 written by this run, ${products.earlier} already written by an earlier run (replayed), ${products.either} answer lost, then replayed (this run's or an earlier run's)`,
    ];
    expect(done).toEqual([
      'catalog brands: 0 of 1 written by this run, 1 already written by an earlier run (replayed)',
      "catalog products: 1 of 4 written by this run, 1 already written by an earlier run (replayed), 1 answer lost, then replayed (this run's or an earlier run's)",
    ]);
    const lines = again.stdout.split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(/^Stopped at stage "catalog products": PATCH \/v1\/products\/\S+ → 403 /),
    );
    expect(lines).toContain(`  done before it stopped: ${done.join('; ')}`);
    expect(again.stdout).not.toMatch(/catalog (brands|products): \d+ of \d+ written(;|$)/m);

    // --json, the same commit again (p-004 refused again): the stage's lines are the stop's "done".
    await j.emulator.api('PATCH', path('p-003'), { price: '3.50' });
    await j.emulator.failNext({ method: 'PATCH', path_pattern: path('p-004'), status: 403 });
    seq = await j.emulator.lastSeq();
    const json = await j.sitesync(['--json', 'apply']);
    const later = await j.emulator.requests(seq);
    // The replays changed nothing (the brand and p-001 still as put back) and p-003's price is put
    // back too: the brand's, p-001's (the first run's) and p-003's (the re-run's) writes are
    // replayed, p-004's refused.
    expect(whoWrote(later, /^\/v1\/(brands|products)/)).toEqual({
      thisRun: 0,
      earlier: 3,
      either: 0,
      keys: 4,
    });
    const envelope = parseEnvelope<{
      exitCode: number;
      result: { stopped: { stage: string; done: string[] } };
    }>(json.stdout);
    expect(envelope.exitCode).toBe(4);
    expect(envelope.result.stopped).toMatchObject({
      stage: 'catalog products',
      done: [
        'catalog brands: 0 of 1 written by this run, 1 already written by an earlier run (replayed)',
        'catalog products: 0 of 3 written by this run, 2 already written by an earlier run (replayed)',
      ],
    });
  });
});

describe("the service ledger's write answered as a replay of an earlier run", () => {
  it('its line says so, in the stop\'s "done" and in the catalog\'s lines, and live agrees: the replay created nothing', async () => {
    const products = ['1.50', '2.50'];
    journey = await startJourney({ catalog: catalog('Acme', products) });
    const j = journey;
    expect((await j.sitesync(['apply'])).code).toBe(0);
    const p2 = (await liveProducts(j.emulator)).find((p) => p['slug'] === 'p-002')!;
    const archive = `/v1/products/${String(p2['id'])}/archive`;
    await writeFile(
      join(j.repo, 'catalog.yml'),
      catalog('Acme', products).replace('price: "2.50" }', 'price: "2.50", archived: true }') +
        'services:\n  - { service_code: PITCH, name: Tent pitching, price: "15.00" }\n',
    );
    commitAll(j.repo, 'a service, and p-002 archived');
    const LEDGER_ROUTES = /^\/v1\/(services|categories)$/;

    // The first run: the service and the ledger created, the archive refused (422).
    await j.emulator.failNext({ method: 'POST', path_pattern: archive, status: 422 });
    const { run: first, log } = await applyLogged(j);
    expect(first.code, first.stderr).toBe(4);
    const created = log.find((e) => e.method === 'POST' && e.route === '/v1/categories' && ok(e));
    expect(created?.replayed).toBe(false);
    const category = /^ {2}service ledger created \(category (catg_\w+)\)$/m.exec(first.stdout)?.[1];
    expect(category, first.stdout).toBeDefined();

    // The ledger archived (as someone in the platform's admin might): the next run finds none.
    await j.emulator.api('POST', `/v1/categories/${category}/archive`);

    // The re-run: the service's create and the ledger's answered as replays of the first run's;
    // the archive refused (403), which stops the apply after the ledger.
    await j.emulator.failNext({ method: 'POST', path_pattern: archive, status: 403 });
    const { run: again, log: againLog, writes: againWrites } = await applyLogged(j);
    expect(againWrites).toEqual([
      'POST /v1/services 200 replayed',
      'POST /v1/categories 200 replayed',
      'POST /v1/products/:product_id/archive 403',
    ]);
    expect(whoWrote(againLog, LEDGER_ROUTES)).toEqual({ thisRun: 0, earlier: 2, either: 0, keys: 2 });
    expect(again.code, again.stderr).toBe(4);
    expect(again.stdout.split('\n')).toContain(
      `  done before it stopped: catalog services: 0 of 1 written by this run, 1 already written by an earlier run (replayed); service ledger created: replayed: ${REPLAYED_MEANS}`,
    );

    // Once more, nothing refused: the catalog's lines, the ledger's saying whose its write was.
    const { run: third, log: thirdLog, writes: thirdWrites } = await applyLogged(j);
    expect(thirdWrites).toEqual([
      'POST /v1/services 200 replayed',
      'POST /v1/categories 200 replayed',
      'POST /v1/products/:product_id/archive 200',
    ]);
    expect(whoWrote(thirdLog, LEDGER_ROUTES)).toEqual({ thisRun: 0, earlier: 2, either: 0, keys: 2 });
    expect(third.code, third.stderr).toBe(0);
    const lines = third.stdout.split('\n');
    const at = lines.indexOf(
      'catalog: 1 written by this run, 1 already written by an earlier run (replayed), 0 failed, 0 blocked',
    );
    expect(at, third.stdout).toBeGreaterThanOrEqual(0);
    expect(lines.slice(at + 1, at + 3)).toEqual([
      `  service ledger created (category ${category}): replayed: ${REPLAYED_MEANS}`,
      `  1 of these was a replay: ${REPLAYED_MEANS}`,
    ]);
    // The replays created nothing: the ledger is still the archived category of the first run.
    const categories = await j.emulator.api<{ items: { id: string; slug: string; status: string }[] }>(
      'GET',
      '/v1/categories?limit=100',
    );
    expect(categories.items.filter((c) => c.slug === 'sitesync-ledger')).toEqual([
      expect.objectContaining({ id: category, status: 'archived' }),
    ]);
  });
});
