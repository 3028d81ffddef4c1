/**
 * `sitesync dev` when the upload of a burst goes wrong part of the way: the real CLI in its own
 * process, talking to the emulator through a recording proxy (test/integration/cli/proxy.ts) that
 * acts at an exact point of the upload. What dev says on stdout is checked against what the
 * emulator recorded (its request log, the session's tree) and what the proxy saw of each body.
 */
import { mkdir, mkdtemp, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorProcess, LogEntry } from '../../../bench/emulator-process.js';
import { removeRepo, SMALL_SITE } from '../cli/harness.js';
import { startRecordingProxy, type RecordingProxy } from '../cli/proxy.js';
import {
  devRepo,
  recordedSession,
  startCliEmulator,
  startDev,
  waitForSessionTree,
  waitUntil,
  type DevProcess,
} from './dev-process.js';

const VANISH = 'site_DevTestVanish00000000';
const PARTIAL = 'site_DevTestPartial0000000';
const EDITED = 'site_DevTestEdited00000000';
const BATCH_ROUTE = '/v1/sites/:site_id/development-sessions/:session_id/source:batch';

let work: string;
let emulator: EmulatorProcess;
let proxy: RecordingProxy;
const running: DevProcess[] = [];
const repos: string[] = [];
/** Through the proxy: what dev sends, the proxy sees first. */
const viaProxy = () => ({ url: proxy.url, apiKey: emulator.keys.main });
const direct = () => ({ url: emulator.url, apiKey: emulator.keys.main });

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sitesync-dev-upload-'));
  emulator = await startCliEmulator(
    work,
    [VANISH, PARTIAL, EDITED].map((id) => ({ id, name: id, files: SMALL_SITE })),
  );
  proxy = await startRecordingProxy(emulator.url);
}, 60_000);

afterEach(async () => {
  proxy.before = undefined;
  for (const dev of running.splice(0)) await dev.stop('SIGKILL');
});

afterAll(async () => {
  await proxy?.close();
  await emulator?.close();
  for (const dir of repos) await removeRepo(dir);
  await rm(work, { recursive: true, force: true });
});

const repoFor = (siteId: string) => devRepo(siteId, repos);

async function dev(repoDir: string): Promise<DevProcess> {
  const process = await startDev({ repoDir, emulator: viaProxy() });
  running.push(process);
  return process;
}

const lastSeq = async () => Math.max(0, ...(await emulator.collect()).map((e) => e.seq));
async function batchWritesSince(since: number): Promise<LogEntry[]> {
  return (await emulator.collect()).filter((e) => e.seq > since && e.route === BATCH_ROUTE);
}

/** The source:batch writes the proxy forwarded after the `from`-th exchange, with their files. */
function forwardedBatches(from: number) {
  return proxy.exchanges
    .slice(from)
    .filter((x) => x.method === 'PATCH' && x.path.endsWith('/source:batch'))
    .map((x) => ({
      status: x.status,
      files: Object.keys((x.requestBody as { files?: object }).files ?? {}).sort(),
      revision: (x.responseBody as { data?: { source_revision?: string } }).data?.source_revision,
    }));
}

/** The files each `staged …` line of stdout claims, in order. */
const stagedCounts = (stdout: string) =>
  [...stdout.matchAll(/^staged (\d+) files? /gm)].map((m) => Number(m[1]));

describe('sitesync dev: a burst whose upload goes wrong part of the way', () => {
  it('a file deleted while its batch is in flight is not retried, not claimed, and the rest of the burst is staged', async () => {
    const repo = await repoFor(VANISH);
    const d = await dev(repo);
    const { sessionId } = (await recordedSession(repo, VANISH))!;
    const vanishing = join(repo, 'site', 'assets', 'vanishing.svg');

    // The first request that carries the file: it was read, then it is deleted, and the answer is
    // lost (a 502 from the proxy, nothing forwarded), so the transport sends the batch again.
    let deleted = false;
    proxy.before = async (method, path, body) => {
      if (deleted || method !== 'PATCH' || !path.endsWith('/source:batch')) return;
      if (!body.includes('"assets/vanishing.svg"')) return;
      deleted = true;
      await unlink(vanishing);
      throw new Error('the answer was lost');
    };
    const marker = await lastSeq();
    const exchanges = proxy.exchanges.length;
    await writeFile(join(repo, 'site', 'content', 'about', 'en.json'), '{"headline": "Kept"}');
    await writeFile(vanishing, '<svg/>');

    const files = { ...SMALL_SITE, 'content/about/en.json': '{"headline": "Kept"}' };
    await waitForSessionTree(direct(), VANISH, sessionId, files);
    await waitUntil('a staged line for every write', async () => {
      const written = (await batchWritesSince(marker)).filter((e) => e.status === 200);
      return written.length > 0 && stagedCounts(d.stdout()).length === written.length;
    });
    expect(deleted).toBe(true);

    // No retries for a file that is gone: no transport retries, no "could not stage", no ENOENT.
    expect(d.output()).not.toMatch(/could not stage|gave up|ENOENT/);
    expect(d.stdout()).toMatch(
      /^assets\/vanishing\.svg was deleted before it could be uploaded: not staged$/m,
    );
    // Nothing claims it: no forwarded body carried it, every write the platform took is one
    // staged line of as many files as its body held, and the session does not hold it.
    const forwarded = forwardedBatches(exchanges);
    expect(forwarded.every((b) => !b.files.includes('assets/vanishing.svg'))).toBe(true);
    const written = (await batchWritesSince(marker)).filter((e) => e.status === 200);
    expect(forwarded.filter((b) => b.status === 200)).toHaveLength(written.length);
    expect(stagedCounts(d.stdout())).toEqual(
      forwarded.filter((b) => b.status === 200).map((b) => b.files.length),
    );
    expect(stagedCounts(d.stdout()).reduce((a, b) => a + b, 0)).toBe(1);
    expect(await d.stop()).toBe(0);
    expect(d.stdout()).toContain(`stopped. Session ${sessionId} holds 1 staged path(s)`);
  }, 120_000);

  it('a file edited while its batch is in flight is read again at once: no "could not stage", the session holds the last save', async () => {
    const repo = await repoFor(EDITED);
    const d = await dev(repo);
    const { sessionId } = (await recordedSession(repo, EDITED))!;
    const edited = join(repo, 'site', 'assets', 'edited.svg');

    // The first request that carries the file: it was read, then it is saved again, and the
    // answer is lost (a 502 from the proxy, nothing forwarded), so the transport reads it again
    // and finds it changed (SOURCE_CHANGED): dev looks at the burst again rather than failing it.
    let saved = false;
    proxy.before = async (method, path, body) => {
      if (saved || method !== 'PATCH' || !path.endsWith('/source:batch')) return;
      if (!body.includes('"assets/edited.svg"')) return;
      saved = true;
      await writeFile(edited, '<svg id="second"/>');
      throw new Error('the answer was lost');
    };
    const exchanges = proxy.exchanges.length;
    await writeFile(edited, '<svg id="first"/>');

    await waitForSessionTree(direct(), EDITED, sessionId, {
      ...SMALL_SITE,
      'assets/edited.svg': '<svg id="second"/>',
    });
    expect(saved).toBe(true);
    expect(d.output()).not.toMatch(/could not stage|gave up|trying again/);
    // What was forwarded is only the second save, and dev claims just that one write.
    const forwarded = forwardedBatches(exchanges);
    expect(forwarded.map((b) => [b.status, b.files])).toEqual([[200, ['assets/edited.svg']]]);
    await waitUntil('the staged line', () => stagedCounts(d.stdout()).length === 1);
    expect(d.stdout()).toContain(`· ${forwarded[0]!.revision}`);
    expect(await d.stop()).toBe(0);
  }, 120_000);

  it('a burst whose second request fails reports the first as staged, then the failure; Ctrl-C counts the same', async () => {
    const repo = await repoFor(PARTIAL);
    const d = await dev(repo);
    const { sessionId } = (await recordedSession(repo, PARTIAL))!;

    // Two files of 5 MiB: two requests (8 MiB a request). They arrive in one burst, as a folder
    // moved into the tree; the platform refuses the second request once.
    const a = 'a'.repeat(5 * 1024 * 1024);
    const b = 'b'.repeat(5 * 1024 * 1024);
    const outside = join(work, 'big-folder');
    await mkdir(outside);
    await writeFile(join(outside, 'a.txt'), a);
    await writeFile(join(outside, 'b.txt'), b);
    let batches = 0;
    proxy.before = async (method, path) => {
      if (method !== 'PATCH' || !path.endsWith('/source:batch')) return;
      batches += 1;
      if (batches === 2)
        await emulator.admin('POST', 'fail-next', {
          method: 'PATCH',
          path_pattern: '*source:batch',
          status: 400,
        });
    };
    const marker = await lastSeq();
    const exchanges = proxy.exchanges.length;
    await rename(outside, join(repo, 'site', 'assets', 'big'));

    // dev tries the rest again later: in the end the session holds both.
    const files = { ...SMALL_SITE, 'assets/big/a.txt': a, 'assets/big/b.txt': b };
    await waitForSessionTree(direct(), PARTIAL, sessionId, files);
    await waitUntil('dev to say what its last write staged', () => {
      const written = forwardedBatches(exchanges).filter((x) => x.status === 200);
      return written.length === 2 && d.stdout().includes(`· ${written[1]!.revision}\n`);
    });

    const log = await batchWritesSince(marker);
    expect(log.map((e) => [e.status, e.fault])).toEqual([
      [200, null],
      [400, 'fail_next:400'],
      [200, null],
    ]);
    const forwarded = forwardedBatches(exchanges);
    expect(forwarded.map((x) => [x.status, x.files])).toEqual([
      [200, ['assets/big/a.txt']],
      [400, ['assets/big/b.txt']],
      [200, ['assets/big/b.txt']],
    ]);
    // The first request of the burst is reported with the revision the platform gave it, though
    // the next one failed; the failure is reported too; then the retry.
    const [first, , last] = forwarded;
    expect(d.stdout()).toMatch(
      new RegExp(`^staged 1 file \\(5\\.0 MiB\\) in 1 of 2 requests in \\d+ ms · ${first!.revision}$`, 'm'),
    );
    expect(d.output()).toMatch(/^warning: could not stage: .*400/m);
    expect(d.stdout()).toMatch(
      new RegExp(`^staged 1 file \\(5\\.0 MiB\\) in \\d+ ms · ${last!.revision}$`, 'm'),
    );
    expect(stagedCounts(d.stdout())).toEqual([1, 1]);

    expect(await d.stop()).toBe(0);
    expect(d.stdout()).toContain(`stopped. Session ${sessionId} holds 2 staged path(s) at ${last!.revision}`);
  }, 120_000);
});
