/**
 * Every report is true (issue 13): an apply that wrote anything says what it wrote and exits 4
 * when it stopped part-way; "Nothing was written" appears only when the request log agrees.
 * The CLI runs as `node bin/sitesync.js`, the emulator as `sitesync emulator`, both processes.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedWrites, type LoggedRequest } from '../helpers/cli-process.js';
import { parseEnvelope } from './envelope-schema.js';
import {
  SITE_ID,
  catalogWithProducts,
  commitAll,
  liveProducts,
  startJourney,
  type Journey,
} from './harness.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

const SESSIONS = `/v1/sites/${SITE_ID}/development-sessions`;
const ok = (e: LoggedRequest) => e.status !== null && e.status >= 200 && e.status < 300;

/** A commit with a catalog of `products` new products and a changed site file. */
async function catalogAndSiteChange(j: Journey, products: number): Promise<void> {
  await writeFile(join(j.repo, 'catalog.yml'), catalogWithProducts(products));
  await writeFile(join(j.repo, 'site', 'assets', 'site.css'), 'body { margin: 1px }\n');
  commitAll(j.repo, 'products and a style');
}

describe('an apply that stops in the site stage after the catalog was written', () => {
  it('says what it wrote, agrees with the request log, exits 4 (text and --json)', async () => {
    journey = await startJourney();
    const j = journey;
    await catalogAndSiteChange(j, 30);
    // The platform stops answering the session request: every attempt's connection drops unanswered.
    await j.emulator.failNext({ method: 'POST', path_pattern: SESSIONS, status: 'drop_before', count: 100 });
    const res = await j.sitesync(['apply']);
    const log = await j.emulator.requests();
    const confirmed = loggedWrites(log).filter(ok);
    // 1 brand + 30 products were written; the session request never ran.
    expect(confirmed.map((e) => e.route)).toEqual(['/v1/brands', ...Array<string>(30).fill('/v1/products')]);
    expect(log.filter((e) => e.path === SESSIONS).every((e) => e.fault === 'fail_next:drop_before')).toBe(
      true,
    );

    expect(res.code).toBe(4);
    expect(res.stdout).toContain('catalog: 31 written, 0 failed, 0 blocked');
    expect(res.stdout).toMatch(
      /^Stopped at stage "open-session": POST \/v1\/sites\/\S+\/development-sessions: /m,
    );
    expect(res.stdout).toContain(
      `31 write(s) confirmed by the platform; 1 without an answer (they may have been written: POST ${SESSIONS}).`,
    );
    expect(res.stdout).toContain('Rerun the same commit to converge');
    expect(`${res.stdout}${res.stderr}`).not.toMatch(/nothing was written/i);

    // Through --json: 5 more products, the session still unanswered; the envelope's counts are the log's.
    await writeFile(join(j.repo, 'catalog.yml'), catalogWithProducts(35));
    commitAll(j.repo, 'five more');
    await j.emulator.failNext({ method: 'POST', path_pattern: SESSIONS, status: 'drop_before', count: 100 });
    const json = await j.sitesync(['--json', 'apply']);
    const later = (await j.emulator.requests()).filter((e) => e.seq > log[log.length - 1]!.seq);
    expect(
      loggedWrites(later)
        .filter(ok)
        .map((e) => e.route),
    ).toEqual(Array<string>(5).fill('/v1/products'));
    expect(json.code).toBe(4);
    const envelope = parseEnvelope<{
      command: string;
      ok: boolean;
      exitCode: number;
      result: { writes: { confirmed: number; unknown: number }; stopped: { stage: string } };
      error: { code: string; message: string };
    }>(json.stdout);
    expect(envelope).toMatchObject({ command: 'apply', ok: false, exitCode: 4 });
    expect(envelope.error.code).toBe('PARTIAL_APPLY');
    expect(envelope.result.stopped.stage).toBe('open-session');
    expect(envelope.result.writes).toMatchObject({ confirmed: 5, unknown: 1 });
  });
});

describe('the platform goes down (its process stopped) while products are being written', () => {
  const PRODUCTS = 160;
  it('reports the products it wrote, exactly what live holds after a restart, and exits 4', async () => {
    // 160 products at 100 ms each, 32 at a time: five rounds, ~0.5 s of writing. The stop below
    // comes after the first round, so it lands while products are still being written however
    // fast or loaded the machine (at no latency, 40 products could all be in between two polls).
    journey = await startJourney({ emulatorArgs: ['--latency', '100'] });
    const j = journey;
    await catalogAndSiteChange(j, PRODUCTS);
    const apply = (await import('../helpers/cli-process.js')).spawnSitesync(['apply'], {
      cwd: j.repo,
      env: j.env(),
    });
    // Stop the emulator once some products are in. SIGTERM, not SIGKILL: the emulator writes its
    // data file in the background, so only a clean stop leaves the file holding every write it
    // answered, which the restart below reads back as "live".
    for (;;) {
      const created = (await j.emulator.requests()).filter((e) => e.route === '/v1/products' && ok(e));
      if (created.length >= 12) break;
      if (apply.child.exitCode !== null)
        throw new Error(`apply ended first:\n${apply.stdout()}\n${apply.stderr()}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    await j.emulator.stop();
    const res = await apply.done;
    const emulator = await j.restartEmulator();
    const live = await liveProducts(emulator);

    expect(res.code).toBe(4);
    // The catalog stage stops at the first write that cannot reach the platform (the rest are not
    // sent); the report names the stage and what each part of it wrote.
    expect(res.stdout).toMatch(/^Stopped at stage "catalog products"/m);
    const done = new RegExp(
      `catalog brands: 1 of 1 written; catalog products: (\\d+) of ${PRODUCTS} written`,
    ).exec(res.stdout);
    expect(done, res.stdout).not.toBeNull();
    const productsWritten = Number(done![1]);
    const writes = /^(\d+) write\(s\) confirmed by the platform(?:; (\d+) without an answer)?/m.exec(
      res.stdout,
    );
    expect(writes, res.stdout).not.toBeNull();
    const confirmed = Number(writes![1]);
    const unknown = Number(writes![2] ?? 0);
    expect(confirmed).toBe(productsWritten + 1);
    // Every product the CLI calls written is live; a product whose answer was lost may be live
    // too, and the report says how many those are.
    expect(live.length).toBeGreaterThanOrEqual(productsWritten);
    expect(live.length).toBeLessThanOrEqual(productsWritten + unknown);
    expect(`${res.stdout}${res.stderr}`).not.toMatch(/nothing was written/i);
  }, 240_000);
});

describe('"Nothing was written" only when the log agrees', () => {
  it('a refused session open (409) with no catalog change: nothing written, exit 1', async () => {
    journey = await startJourney();
    const j = journey;
    await writeFile(join(j.repo, 'site', 'assets', 'site.css'), 'body { margin: 2px }\n');
    commitAll(j.repo, 'style');
    await j.sitesync(['apply']); // the brand
    await writeFile(join(j.repo, 'site', 'assets', 'site.css'), 'body { margin: 3px }\n');
    commitAll(j.repo, 'style again');
    const before = (await j.emulator.requests()).length;
    await j.emulator.failNext({ method: 'POST', path_pattern: SESSIONS, status: 409 });
    const res = await j.sitesync(['apply']);
    const log = (await j.emulator.requests()).slice(before);
    expect(loggedWrites(log).filter(ok)).toEqual([]);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      /^error: apply failed at stage "open-session": .*409.*\. Nothing was written\.$/m,
    );
  });

  it('a product write whose answer was lost, then refused on retry (429): "may have been written", never "Nothing was written"', async () => {
    journey = await startJourney({ catalog: catalogWithProducts(1) });
    const j = journey;
    expect((await j.sitesync(['apply'])).code).toBe(0);
    await writeFile(
      join(j.repo, 'catalog.yml'),
      catalogWithProducts(1).replace('price: "1.50"', 'price: "77.50"'),
    );
    commitAll(j.repo, 'a new price');
    const product = (await liveProducts(j.emulator))[0]!;
    const path = `/v1/products/${String(product['id'])}`;
    await j.emulator.failNext({ method: 'PATCH', path_pattern: path, status: 'drop_after', count: 1 });
    await j.emulator.failNext({ method: 'PATCH', path_pattern: path, status: 429, count: 10 });
    const res = await j.sitesync(['apply']);
    // The first attempt ran: live holds the new price.
    expect((await liveProducts(j.emulator))[0]!['price']).toBe('77.50');
    expect(res.code).not.toBe(0);
    const said = res.stdout + res.stderr;
    expect(said).not.toContain('Nothing was written');
    expect(said).toContain(`1 without an answer (they may have been written: PATCH ${path})`);
    // The catalog says the same of that one write: not known, never "failed" (the 429 refused
    // only the retry).
    expect(res.stdout).toContain(
      'update product "p-001" may have been written, not known (without an answer, never confirmed)',
    );
    expect(said).not.toContain('✗ update product');
  });

  it('a product write answered 500 at every attempt: "answered with an error (HTTP 500)", never "without an answer"', async () => {
    journey = await startJourney({ catalog: catalogWithProducts(0) });
    const j = journey;
    expect((await j.sitesync(['apply'])).code).toBe(0);
    await writeFile(join(j.repo, 'catalog.yml'), catalogWithProducts(1));
    commitAll(j.repo, 'one product');
    const before = await j.emulator.lastSeq();
    await j.emulator.failNext({ method: 'POST', path_pattern: '/v1/products', status: 500, count: 100 });
    const res = await j.sitesync(['apply']);
    const attempts = loggedWrites(await j.emulator.requests(before));
    // Every attempt of the one write was answered, each with a 500.
    expect(attempts.length).toBeGreaterThan(1);
    expect(new Set(attempts.map((e) => e.idempotency_key)).size).toBe(1);
    expect(attempts.map((e) => `${e.route} ${e.status}`)).toEqual(
      Array<string>(attempts.length).fill('/v1/products 500'),
    );
    expect(res.code).toBe(4);
    // One write, one outcome: the catalog says what the tally says, never "failed".
    expect(res.stdout).toContain(
      'catalog: 0 written, 1 not known (may have been written), 0 failed, 0 blocked',
    );
    expect(res.stdout).toContain(
      '  ? create product "p-001" may have been written, not known (answered with an error (HTTP 500), never confirmed): POST /v1/products',
    );
    expect(res.stdout).not.toContain('✗ create product');
    const sentence =
      '0 write(s) confirmed by the platform; 1 answered with an error (HTTP 500) (they may have been written: POST /v1/products).';
    expect(res.stdout).toContain(sentence);
    expect(res.stderr).toContain(sentence);
    expect(`${res.stdout}${res.stderr}`).not.toContain('without an answer');

    // The same through --json (the rule above still holds): the tally says how the write went, as the log does.
    const seq = await j.emulator.lastSeq();
    const json = await j.sitesync(['--json', 'apply']);
    const logged = loggedWrites(await j.emulator.requests(seq));
    expect(logged.length).toBeGreaterThan(1);
    expect(logged.every((e) => e.status === 500)).toBe(true);
    const envelope = parseEnvelope<{ exitCode: number; result: { writes: Record<string, unknown> } }>(
      json.stdout,
    );
    expect(envelope.exitCode).toBe(4);
    expect(envelope.result.writes).toMatchObject({
      confirmed: 0,
      unknown: 1,
      unknownBy: { noAnswer: 0, error: { count: 1, statuses: [500] }, errorOrNoAnswer: { count: 0 } },
      unknownRequests: ['POST /v1/products'],
    });
  });

  it('a 401 in the middle of the products: the writes already in flight are waited for and counted', async () => {
    journey = await startJourney({ catalog: catalogWithProducts(0), emulatorArgs: ['--latency', '50'] });
    const j = journey;
    expect((await j.sitesync(['apply'])).code).toBe(0);
    await writeFile(join(j.repo, 'catalog.yml'), catalogWithProducts(40));
    commitAll(j.repo, 'forty products');
    const before = (await j.emulator.requests()).length;
    await j.emulator.failNext({ method: 'POST', path_pattern: '/v1/products', status: 401, count: 1 });
    const res = await j.sitesync(['--json', 'apply']);
    const log = (await j.emulator.requests()).slice(before);
    const created = log.filter((e) => e.method === 'POST' && e.path === '/v1/products' && ok(e)).length;
    expect(created).toBeGreaterThan(0); // writes were in flight beside the refused one
    const envelope = parseEnvelope<{ exitCode: number; result: { writes: { confirmed: number } } }>(
      res.stdout,
    );
    expect(envelope.exitCode).toBe(4);
    expect(envelope.result.writes.confirmed).toBe(loggedWrites(log).filter(ok).length);
  });

  it('a session open whose answer is lost (it ran): never "Nothing was written." alone', async () => {
    journey = await startJourney({ catalog: null });
    const j = journey;
    await writeFile(join(j.repo, 'site', 'assets', 'site.css'), 'body { margin: 4px }\n');
    commitAll(j.repo, 'style');
    await j.emulator.failNext({ method: 'POST', path_pattern: SESSIONS, status: 'drop_after', count: 100 });
    const res = await j.sitesync(['apply']);
    const log = await j.emulator.requests();
    // The handler ran (drop_after): the log shows the session request executed, its answer dropped.
    expect(log.some((e) => e.path === SESSIONS && e.fault === 'fail_next:drop_after')).toBe(true);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(
      'Nothing was written, except perhaps a development session opened without an answer (live is unchanged).',
    );
    expect(res.stderr).not.toContain('. Nothing was written.');
  });
});

describe('a rerun of the same commit, which the platform answers as replays', () => {
  it('site stage: says the session and the files were already written (replayed), as the log shows, in text and --json', async () => {
    journey = await startJourney({ catalog: null });
    const j = journey;
    await writeFile(join(j.repo, 'site', 'assets', 'site.css'), 'body { margin: 6px }\n');
    commitAll(j.repo, 'style');
    const first = await j.sitesync(['apply']);
    expect(first.code).toBe(0);
    const session = /^staged in session (\S+): 1 file\(s\) written, 0 deleted in 1 batch\(es\)$/m.exec(
      first.stdout,
    )?.[1];
    expect(session, first.stdout).toBeDefined();
    expect(first.stdout).not.toContain('replayed');

    // The same commit again (nothing was published): every write is answered as a replay.
    const seq = await j.emulator.lastSeq();
    const again = await j.sitesync(['apply']);
    const writes = loggedWrites(await j.emulator.requests(seq));
    expect(writes.map((e) => `${e.method} ${e.route} ${e.status} ${e.replayed}`)).toEqual([
      'POST /v1/sites/:site_id/development-sessions 200 true',
      'PATCH /v1/sites/:site_id/development-sessions/:session_id/source:batch 200 true',
      'POST /v1/sites/:site_id/development-sessions/:session_id/preview 200 true',
    ]);
    expect(again.code).toBe(0);
    const lines = again.stdout.split('\n');
    expect(lines).toContain(
      `staged in session ${session} (already opened: replayed): 0 file(s) written, 0 deleted in 0 batch(es); already written (replayed): 1 file(s), 0 deleted in 1 batch(es)`,
    );
    expect(lines).toContain(
      '  replayed: the platform had already run the same request (same Idempotency-Key: an earlier run of this commit) and changed nothing now',
    );
    expect(again.stdout).not.toMatch(/\b[1-9]\d* file\(s\) written/);

    // --json: the totals as before, and what of them was replayed.
    const json = await j.sitesync(['--json', 'apply']);
    const envelope = parseEnvelope<{
      exitCode: number;
      result: { applied: Record<string, unknown>[]; writes: { confirmed: number; replayed: number } };
    }>(json.stdout);
    expect(envelope.exitCode).toBe(0);
    expect(envelope.result.applied).toHaveLength(1);
    expect(envelope.result.applied[0]).toMatchObject({
      sessionId: session,
      written: 1,
      deleted: 0,
      batches: 1,
      replayed: { session: true, batches: 1, written: 1, deleted: 0 },
    });
    expect(envelope.result.writes).toMatchObject({ confirmed: 3, replayed: 3 });
  });
});

describe('a write this run made whose answer was lost, its retry answered as a replay', () => {
  const BATCH = `/v1/sites/${SITE_ID}/development-sessions/*/source:batch`;
  /** `status fault replayed` of each attempt of each write after `seq`, by route. */
  const attemptsAfter = async (j: Journey, seq: number) =>
    loggedWrites(await j.emulator.requests(seq)).map(
      (e) => `${e.method} ${e.route} ${e.status} ${e.fault ?? '-'}${e.replayed ? ' replayed' : ''}`,
    );
  const LOST =
    "an attempt's answer was lost (none, a 5xx or one cut off) and its retry, with the same Idempotency-Key, was answered as a replay: written by that attempt of this run, or by an earlier run of this commit if it never ran (the platform does not say which)";

  it('site stage: the batch ran at its first attempt (drop_after), then 500, then a replay: written by this run, in text and --json', async () => {
    journey = await startJourney({ catalog: null });
    const j = journey;
    const route = 'PATCH /v1/sites/:site_id/development-sessions/:session_id/source:batch';
    const expected = [
      'POST /v1/sites/:site_id/development-sessions 200 -',
      `${route} null fail_next:drop_after`,
      `${route} 500 fail_next:500`,
      `${route} 200 - replayed`,
      'POST /v1/sites/:site_id/development-sessions/:session_id/preview 200 -',
    ];
    const lostThen500 = async () => {
      await j.emulator.failNext({ method: 'PATCH', path_pattern: BATCH, status: 'drop_after' });
      await j.emulator.failNext({ method: 'PATCH', path_pattern: BATCH, status: 500 });
    };

    await writeFile(join(j.repo, 'site', 'assets', 'site.css'), 'body { margin: 8px }\n');
    commitAll(j.repo, 'style');
    let seq = await j.emulator.lastSeq();
    await lostThen500();
    const res = await j.sitesync(['apply']);
    // The log: the first attempt ran (not a replay; its answer dropped), the replay is of it.
    expect(await attemptsAfter(j, seq)).toEqual(expected);
    expect(res.code, res.stderr).toBe(0);
    const session = /^staged in session (\S+): /m.exec(res.stdout)?.[1];
    const lines = res.stdout.split('\n');
    expect(lines).toContain(
      `staged in session ${session}: 0 file(s) written, 0 deleted in 0 batch(es); answer lost, then replayed (this run's or an earlier run's): 1 file(s), 0 deleted in 1 batch(es)`,
    );
    expect(lines).toContain(`  answer lost, then replayed: 1 batch(es): ${LOST}`);
    expect(res.stdout).not.toMatch(/already written|already opened|^ {2}replayed:/m);

    // --json: the same story, the batch apart (this run's or an earlier run's: the log shows this run's).
    await writeFile(join(j.repo, 'site', 'assets', 'site.css'), 'body { margin: 9px }\n');
    commitAll(j.repo, 'style again');
    seq = await j.emulator.lastSeq();
    await lostThen500();
    const json = await j.sitesync(['--json', 'apply']);
    expect(await attemptsAfter(j, seq)).toEqual(expected);
    const envelope = parseEnvelope<{
      exitCode: number;
      result: { applied: Record<string, unknown>[]; writes: Record<string, unknown> };
    }>(json.stdout);
    expect(envelope.exitCode).toBe(0);
    expect(envelope.result.applied).toEqual([
      expect.objectContaining({
        written: 1,
        deleted: 0,
        batches: 1,
        replayed: { session: false, batches: 0, written: 0, deleted: 0 },
        replayedAfterLostAnswer: { session: false, batches: 1, written: 1, deleted: 0 },
      }),
    ]);
    expect(envelope.result.writes).toMatchObject({ confirmed: 3, replayed: 0, replayedAfterLostAnswer: 1 });
  });

  it(`catalog stage: a product create that ran, its answer dropped, then replayed: said apart as this run's or an earlier run's (the client cannot tell), never "a replay" of an earlier run, in text and --json`, async () => {
    journey = await startJourney({ catalog: catalogWithProducts(0) });
    const j = journey;
    expect((await j.sitesync(['apply'])).code).toBe(0);
    for (const [n, json] of [
      [1, false],
      [2, true],
    ] as const) {
      await writeFile(join(j.repo, 'catalog.yml'), catalogWithProducts(n));
      commitAll(j.repo, `product ${n}`);
      const seq = await j.emulator.lastSeq();
      await j.emulator.failNext({ method: 'POST', path_pattern: '/v1/products', status: 'drop_after' });
      const res = await j.sitesync(json ? ['--json', 'apply'] : ['apply']);
      expect(await attemptsAfter(j, seq)).toEqual([
        'POST /v1/products null fail_next:drop_after',
        'POST /v1/products 200 - replayed',
      ]);
      expect(res.code, res.stderr).toBe(0);
      if (!json) {
        const lines = res.stdout.split('\n');
        expect(lines).toContain(
          "catalog: 0 written by this run, 1 answer lost, then replayed (this run's or an earlier run's), 0 failed, 0 blocked",
        );
        expect(lines).toContain(`  answer lost, then replayed: 1 of these: ${LOST}`);
        expect(res.stdout).not.toMatch(/was a replay|were replays/);
        continue;
      }
      const envelope = parseEnvelope<{ result: { writes: Record<string, unknown> } }>(res.stdout);
      expect(envelope.result.writes).toMatchObject({ confirmed: 1, replayed: 0, replayedAfterLostAnswer: 1 });
    }
  });
});

describe('one write, one outcome: a create that ran, its answer dropped, then 500 at every retry', () => {
  it('is "not known (may have been written)" in the catalog lines, the counts, the tally and --json; its dependent is blocked by it; a rerun finds it', async () => {
    journey = await startJourney({ catalog: catalogWithProducts(0) });
    const j = journey;
    expect((await j.sitesync(['apply'])).code).toBe(0);
    // The --json round adds a second brand and product beside the first ones.
    const catalog = (json: boolean) =>
      [
        'brands:',
        '  - { slug: acme, name: Acme }',
        '  - { slug: zz2-brand, name: ZZ }',
        ...(json ? ['  - { slug: zz3-brand, name: ZZ3 }'] : []),
        'products:',
        '  - { slug: p-zz, name: Product ZZ, brand: zz2-brand, price: "1.50" }',
        ...(json ? ['  - { slug: p-zz3, name: Product ZZ3, brand: zz3-brand, price: "1.50" }'] : []),
        '',
      ].join('\n');
    const clearRules = () =>
      fetch(`${j.emulator.url}/__emulator/fail-next`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
      });
    const faults = async () => {
      await j.emulator.failNext({ method: 'POST', path_pattern: '/v1/brands', status: 'drop_after' });
      await j.emulator.failNext({ method: 'POST', path_pattern: '/v1/brands', status: 500, count: 100 });
    };

    await writeFile(join(j.repo, 'catalog.yml'), catalog(false));
    commitAll(j.repo, 'a new brand and its product');
    let before = await j.emulator.lastSeq();
    await faults();
    const res = await j.sitesync(['apply']);
    await clearRules();
    let log = loggedWrites(await j.emulator.requests(before));
    // The log: the brand's first attempt ran (its answer dropped), every retry got a 500, the
    // product was never sent.
    expect(log.map((e) => `${e.method} ${e.path} ${e.status} ${e.fault}`)).toEqual([
      'POST /v1/brands null fail_next:drop_after',
      ...Array<string>(log.length - 1).fill('POST /v1/brands 500 fail_next:500'),
    ]);
    expect(log.length).toBeGreaterThan(1);
    expect(res.code).toBe(4);
    const said = `${res.stdout}${res.stderr}`;
    expect(said).not.toMatch(
      /failed: POST \/v1\/brands|✗ create brand|blocked by brand "zz2-brand" \(failed\)/,
    );
    expect(res.stdout).toContain(
      'catalog: 0 written, 1 not known (may have been written), 0 failed, 1 blocked',
    );
    expect(res.stdout).toContain(
      '  ? create brand "zz2-brand" may have been written, not known (answered with an error (HTTP 500) or not at all, never confirmed): POST /v1/brands',
    );
    expect(res.stdout).toContain(
      '  ⊘ create product "p-zz" blocked by brand "zz2-brand" (may have been written: id not known)',
    );
    expect(res.stdout).toContain(
      '0 write(s) confirmed by the platform; 1 answered with an error (HTTP 500) or not at all (they may have been written: POST /v1/brands).',
    );
    expect(res.stderr).toContain(
      'error: the catalog applied part-way: 0 write(s) failed, 1 blocked, 1 not known (may have been written).',
    );

    // It ran: the rerun of the same commit finds the brand live and writes only the product.
    before = await j.emulator.lastSeq();
    const again = await j.sitesync(['apply']);
    expect(again.code, again.stderr).toBe(0);
    log = loggedWrites(await j.emulator.requests(before));
    expect(log.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual(['POST /v1/products 200']);
    const brands = await j.emulator.api<{ items: { slug: string }[] }>('GET', '/v1/brands?limit=100');
    expect(brands.items.filter((b) => b.slug === 'zz2-brand')).toHaveLength(1);

    // The same through --json.
    await writeFile(join(j.repo, 'catalog.yml'), catalog(true));
    commitAll(j.repo, 'another new brand and its product');
    before = await j.emulator.lastSeq();
    await faults();
    const json = await j.sitesync(['--json', 'apply']);
    await clearRules();
    log = loggedWrites(await j.emulator.requests(before));
    expect(log[0]?.fault).toBe('fail_next:drop_after');
    expect(log.slice(1).every((e) => e.status === 500)).toBe(true);
    const envelope = parseEnvelope<{
      exitCode: number;
      result: { catalog: { outcomes: Record<string, unknown>[]; counts: Record<string, number> } };
    }>(json.stdout);
    expect(envelope.exitCode).toBe(4);
    expect(envelope.result.catalog.counts).toMatchObject({ done: 0, failed: 0, blocked: 1, unknown: 1 });
    expect(envelope.result.catalog.outcomes).toEqual([
      expect.objectContaining({
        kind: 'brand',
        key: 'zz3-brand',
        action: 'create',
        status: 'unknown',
        attempts: { noAnswer: true, statuses: [500] },
      }),
      expect.objectContaining({
        kind: 'product',
        key: 'p-zz3',
        status: 'blocked',
        blockedBy: 'brand "zz3-brand" (may have been written: id not known)',
      }),
    ]);
  });
});
