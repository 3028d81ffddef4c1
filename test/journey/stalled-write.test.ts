/**
 * One write, one outcome (reliability.md): a write whose first attempt the platform ran and
 * answered 200, its answer then cut off (a stalled body), and whose retries all got 500, is written
 * — the request log shows the 200 and the write tally counts it confirmed — so no line of the
 * report calls it failed. The CLI runs as `node bin/sitesync.js`; the emulator runs in this process
 * (its stall is shortened to 200 ms, which `sitesync emulator` has no flag for), on 127.0.0.1.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../helpers/emulator.js';
import { isolatedHome, processEnv, runSitesync } from '../helpers/cli-process.js';
import { SMALL_SITE, commitAll, makeRepo, siteRepoFiles } from '../integration/cli/harness.js';
import { SITE_ID, boundConfig, catalogWithProducts } from './harness.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** The emulator (stalls of 200 ms) holding SMALL_SITE as SITE_ID, a repository bound to it with one brand. */
async function start() {
  const emulator: RunningEmulator = await startEmulator({
    port: 0,
    stallMs: 200,
    rateLimit: 100_000,
    seed: { sites: [{ id: SITE_ID, name: 'Stalled shop', files: SMALL_SITE }] },
  });
  const home = await isolatedHome();
  const repo = await makeRepo({
    ...siteRepoFiles(SMALL_SITE, boundConfig(true)),
    'catalog.yml': catalogWithProducts(0),
  });
  cleanup = async () => {
    await emulator.close();
    await Promise.all([home, repo].map((d) => rm(d, { recursive: true, force: true })));
  };
  const env = processEnv(home, {
    SITESYNC_BASE_URL: emulator.url,
    SITESYNC_API_KEY: emulator.apiKey,
    NO_COLOR: '1',
  });
  const failNext = async (rule: Record<string, unknown>) => {
    const res = await fetch(`${emulator.url}/__emulator/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rule),
    });
    expect(res.status).toBe(200);
  };
  const sitesync = (args: string[]) => runSitesync(args, { cwd: repo, env });
  expect((await sitesync(['apply'])).code).toBe(0); // the brand
  return { emulator, repo, failNext, sitesync };
}

/** The writes logged after `since` entries: `status fault` per attempt, by key in order of first use. */
function attemptsByKey(emulator: RunningEmulator, since: number): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const e of emulator.requestLog().slice(since)) {
    if (e.idempotency_key === null) continue;
    const list = byKey.get(e.idempotency_key) ?? [];
    list.push(`${e.method} ${e.route} ${e.status} ${e.fault ?? '-'}${e.replayed ? ' replayed' : ''}`);
    byKey.set(e.idempotency_key, list);
  }
  return byKey;
}

/** Writes of which an attempt was answered 2xx in the log: what "confirmed by the platform" counts. */
const confirmedIn = (byKey: Map<string, string[]>) =>
  [...byKey.values()].filter((attempts) => attempts.some((a) => / 2\d\d /.test(a))).length;

describe('a write answered 200 whose answer stalled, then 500 at every retry', () => {
  it('catalog: the product is written (not failed), as the request log and the tally say; it was created once', async () => {
    const { emulator, repo, failNext, sitesync } = await start();
    await writeFile(join(repo, 'catalog.yml'), catalogWithProducts(1));
    commitAll(repo, 'one product');
    await failNext({ method: 'POST', path_pattern: '/v1/products', status: 'stall', count: 1 });
    await failNext({ method: 'POST', path_pattern: '/v1/products', status: 500, count: 100 });
    const since = emulator.requestLog().length;
    const res = await sitesync(['apply']);

    const byKey = attemptsByKey(emulator, since);
    expect(byKey.size).toBe(1);
    const [attempts] = [...byKey.values()];
    // The platform ran the first attempt (200, its body stalled), and answered 500 to every retry.
    expect(attempts![0]).toBe('POST /v1/products 200 fail_next:stall');
    expect(attempts!.length).toBeGreaterThan(1);
    expect(attempts!.slice(1).every((a) => a === 'POST /v1/products 500 fail_next:500')).toBe(true);

    expect(res.code).toBe(4);
    const lines = res.stdout.split('\n');
    expect(lines).toContain(
      'catalog: 1 written, 1 of these without the answer (id not known), 0 failed, 0 blocked',
    );
    const product = lines.filter((l) => /^ {2}[✓✗⊘] /.test(l));
    expect(product).toHaveLength(1);
    expect(product[0]).toMatch(
      /^ {2}✓ create product "p-001" written, but its answer was cut off \(id not known\): POST \/v1\/products → 500 .*; attempt 1 had been answered 200 before its answer was cut off: the platform ran the request$/,
    );
    expect(`${res.stdout}${res.stderr}`).not.toMatch(/\bfailed: POST \/v1\/products|1 write\(s\) failed/);
    expect(confirmedIn(byKey)).toBe(1);
    expect(lines).toContain('1 write(s) confirmed by the platform.');
    expect(res.stderr).toContain(
      'error: the catalog applied part-way: 0 write(s) failed, 0 blocked, 1 created without the answer (id not known). 1 write(s) confirmed by the platform.',
    );

    // The product is live: the rerun of the same commit has nothing to write, and it was created once.
    const again = emulator.requestLog().length;
    const rerun = await sitesync(['apply']);
    expect(rerun.code).toBe(0);
    expect([...attemptsByKey(emulator, again).entries()]).toEqual([]);
    expect(rerun.stdout).toContain('No changes. The live platform matches the repository.');
    const created = emulator
      .requestLog()
      .filter((e) => e.method === 'POST' && e.route === '/v1/products' && e.status === 200);
    expect(created.map((e) => e.fault)).toEqual(['fail_next:stall']);
  }, 60_000);

  it('site: the stop names the batch the platform ran, and the tally counts it confirmed', async () => {
    const { emulator, repo, failNext, sitesync } = await start();
    await writeFile(join(repo, 'site', 'assets', 'site.css'), 'body { margin: 5px }\n');
    commitAll(repo, 'style');
    await failNext({ method: 'PATCH', path_pattern: '*/source:batch', status: 'stall', count: 1 });
    await failNext({ method: 'PATCH', path_pattern: '*/source:batch', status: 500, count: 100 });
    const since = emulator.requestLog().length;
    const res = await sitesync(['apply']);

    const byKey = attemptsByKey(emulator, since);
    const [session, batch] = [...byKey.values()];
    expect(session).toEqual(['POST /v1/sites/:site_id/development-sessions 200 -']);
    const route = 'PATCH /v1/sites/:site_id/development-sessions/:session_id/source:batch';
    expect(batch![0]).toBe(`${route} 200 fail_next:stall`);
    expect(batch!.slice(1).every((a) => a === `${route} 500 fail_next:500`)).toBe(true);

    expect(res.code).toBe(4);
    expect(res.stdout).toMatch(
      /^Stopped at stage "write-source": PATCH \/v1\/sites\/\S+\/source:batch → 500 .*; attempt 1 had been answered 200 before its answer was cut off: the platform ran the request$/m,
    );
    expect(confirmedIn(byKey)).toBe(2);
    expect(res.stdout.split('\n')).toContain('2 write(s) confirmed by the platform.');
  }, 60_000);
});

describe('a source batch answered 200 whose answer stalled, its retry answered as a replay', () => {
  it('is written by this run, in text and --json alike (the JSON tally used to say 0 replays beside a text "already written (replayed)")', async () => {
    const { emulator, repo, failNext, sitesync } = await start();
    const route = 'PATCH /v1/sites/:site_id/development-sessions/:session_id/source:batch';
    for (const json of [false, true]) {
      await writeFile(join(repo, 'site', 'assets', 'site.css'), `body { margin: ${json ? 7 : 6}px }\n`);
      commitAll(repo, json ? 'style, json' : 'style');
      await failNext({ method: 'PATCH', path_pattern: '*/source:batch', status: 'stall', count: 1 });
      const since = emulator.requestLog().length;
      const res = await sitesync(json ? ['--json', 'apply'] : ['apply']);

      // The platform ran the first attempt (200, not a replay; its body stalled); the retry got
      // that answer again, as a replay.
      const [, batch] = [...attemptsByKey(emulator, since).values()];
      expect(batch).toEqual([`${route} 200 fail_next:stall`, `${route} 200 - replayed`]);
      expect(res.code, res.stderr).toBe(0);
      if (!json) {
        const lines = res.stdout.split('\n');
        expect(lines.filter((l) => l.startsWith('staged in session '))).toEqual([
          expect.stringMatching(
            /^staged in session \S+: 0 file\(s\) written, 0 deleted in 0 batch\(es\); answer lost, then replayed \(this run's or an earlier run's\): 1 file\(s\), 0 deleted in 1 batch\(es\)$/,
          ),
        ]);
        expect(lines).toContain(
          "  answer lost, then replayed: 1 batch(es): an attempt's answer was lost (none, a 5xx or one cut off) and its retry, with the same Idempotency-Key, was answered as a replay: written by that attempt of this run, or by an earlier run of this commit if it never ran (the platform does not say which)",
        );
        expect(res.stdout).not.toMatch(/already written|^ {2}replayed:/m);
        continue;
      }
      const envelope = JSON.parse(res.stdout) as {
        result: { applied: Record<string, unknown>[]; writes: Record<string, unknown> };
      };
      expect(envelope.result.applied).toEqual([
        expect.objectContaining({
          written: 1,
          batches: 1,
          replayed: { session: false, batches: 0, written: 0, deleted: 0 },
          replayedAfterLostAnswer: { session: false, batches: 1, written: 1, deleted: 0 },
        }),
      ]);
      expect(envelope.result.writes).toMatchObject({ confirmed: 3, replayed: 0, replayedAfterLostAnswer: 1 });
    }
  }, 60_000);
});
