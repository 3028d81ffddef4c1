/**
 * `--wait` is one bound for the whole command (README, "Publish"; docs/platform-contract.md §12),
 * however many sites it files publish requests for: with three sites whose requests nobody
 * decides, `publish --wait 3s` and `apply --publish --wait 3s` end about 3 s after the first
 * request is filed, not 3 s after each. The sites filed after the wait ended are said to be
 * undecided and not read again, in text and in `--json`, as the emulator's request log has it (no
 * read of their requests). The CLI and the emulator run as processes (`node bin/sitesync.js`,
 * `sitesync emulator`).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isolatedHome,
  processEnv,
  runSitesync,
  spawnSitesync,
  startEmulatorProcess,
  type EmulatorProcess,
  type LoggedRequest,
} from '../helpers/cli-process.js';
import { SMALL_SITE, commitAll, makeRepo } from '../integration/cli/harness.js';

const SITES = [
  'site_WaitA000000000000000001',
  'site_WaitB000000000000000002',
  'site_WaitC000000000000000003',
];
const FILE_ROUTE = '/v1/sites/:site_id/publish-requests';
const READ_ROUTE = '/v1/sites/:site_id/publish-requests/:request_id';
const WAIT_MS = 3000;
/**
 * A generous bound on the time from the first request filed to the exit: the wait and half again,
 * plus 3 s to file the other requests, print and exit on a loaded machine. A wait per site takes
 * three times the wait (9 s) at least.
 */
const BOUND_MS = WAIT_MS * 1.5 + 3000;

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** The emulator (its own process) with SMALL_SITE live as each of SITES; a repository with a change to each. */
async function start() {
  const home = await isolatedHome();
  const work = await mkdtemp(join(tmpdir(), 'sitesync-journey-'));
  const seed = join(work, 'seed.json');
  await writeFile(
    seed,
    JSON.stringify({ sites: SITES.map((id, i) => ({ id, name: `Shop ${i + 1}`, files: SMALL_SITE })) }),
  );
  const emulator: EmulatorProcess = await startEmulatorProcess(['--seed', seed, '--rate-limit', '100000'], {
    cwd: work,
    env: processEnv(home),
  });
  const folders = ['a', 'b', 'c'];
  const repo = await makeRepo({
    'sitesync.yml': `sites:\n${SITES.map((id, i) => `  - id: ${id}\n    source: ${folders[i]}\n`).join('')}`,
    ...Object.fromEntries(
      folders.flatMap((f) => Object.entries(SMALL_SITE).map(([p, c]) => [`${f}/${p}`, c] as const)),
    ),
  });
  cleanup = async () => {
    await emulator.stop().catch(() => undefined);
    await Promise.all([home, work, repo].map((d) => rm(d, { recursive: true, force: true })));
  };
  for (const f of folders)
    await writeFile(join(repo, f, 'assets', 'site.css'), `body { margin: 7px } /* ${f} */\n`);
  commitAll(repo, 'style of every site');
  const env = processEnv(home, {
    SITESYNC_BASE_URL: emulator.url,
    SITESYNC_API_KEY: emulator.apiKey,
    NO_COLOR: '1',
  });
  return { emulator, repo, env };
}

/**
 * Runs the CLI to its end; `filedToEndMs` is the time from when the first publish request is in
 * the emulator's log (answered: the wait starts then) to the process's exit.
 */
async function runTimed(
  emulator: EmulatorProcess,
  args: string[],
  options: { cwd: string; env: Record<string, string> },
) {
  const since = await emulator.lastSeq();
  const proc = spawnSitesync(args, options);
  const killer = setTimeout(() => proc.child.kill('SIGKILL'), 120_000);
  let filedAt: number | undefined;
  let ended = false;
  void proc.done.then(() => (ended = true));
  while (!ended && filedAt === undefined) {
    const log = await emulator.requests(since);
    if (log.some((e) => e.route === FILE_ROUTE && e.status === 200)) filedAt = performance.now();
    else await new Promise((r) => setTimeout(r, 10));
  }
  const end = await proc.done;
  const endedAt = performance.now();
  clearTimeout(killer);
  const log = await emulator.requests(since);
  return { ...end, filedToEndMs: filedAt === undefined ? undefined : endedAt - filedAt, log };
}

/** The requests filed (in order) and the reads of each, from the log. */
function filedAndRead(log: readonly LoggedRequest[]) {
  const filings = log.filter((e) => e.route === FILE_ROUTE);
  expect(filings.map((e) => `${e.method} ${e.status}`)).toEqual(['POST 200', 'POST 200', 'POST 200']);
  expect(filings.map((e) => e.path)).toEqual(SITES.map((id) => `/v1/sites/${id}/publish-requests`));
  const reads = log.filter((e) => e.route === READ_ROUTE);
  expect(reads.every((e) => e.status === 200)).toBe(true);
  return { reads: reads.map((e) => e.path) };
}

function expectBounded(filedToEndMs: number | undefined): void {
  expect(filedToEndMs).toBeDefined();
  expect(filedToEndMs!).toBeGreaterThanOrEqual(WAIT_MS - 100);
  expect(filedToEndMs!).toBeLessThan(BOUND_MS);
}

describe('--wait is one bound for all the sites of a command', () => {
  it('publish --wait 3s with three undecided requests ends ~3 s after the first is filed; the two filed after it say so', async () => {
    const { emulator, repo, env } = await start();
    expect((await runSitesync(['apply'], { cwd: repo, env })).code).toBe(0);
    const run = await runTimed(emulator, ['publish', '--wait', '3s'], { cwd: repo, env });
    expect(run.code, run.stderr).toBe(1);
    expectBounded(run.filedToEndMs);
    const lines = run.stdout.trim().split('\n');
    const ids = lines.map((l) => /^publish request (sprq_\w+): /.exec(l)?.[1]);
    expect(ids.every(Boolean), run.stdout).toBe(true);
    expect(lines).toEqual([
      `publish request ${ids[0]}: still pending when the wait ended`,
      `publish request ${ids[1]}: pending when filed, after the wait had ended (one wait for all sites): not read again`,
      `publish request ${ids[2]}: pending when filed, after the wait had ended (one wait for all sites): not read again`,
    ]);
    // Only the first request was read (once, when the wait ended); the others never were.
    const { reads } = filedAndRead(run.log);
    expect(reads).toEqual([`/v1/sites/${SITES[0]}/publish-requests/${ids[0]}`]);
    expect(run.stderr).toContain(
      `error: the wait ended before the site owner decided on ${ids.join(', ')}\nhint: the request stays filed; check it later with \`sitesync publish --request ${ids[0]}\``,
    );
  });

  it('apply --publish --wait 3s --json: every site applied and filed, one wait; the JSON says which were not waited for', async () => {
    const { emulator, repo, env } = await start();
    const run = await runTimed(emulator, ['--json', 'apply', '--publish', '--wait', '3s'], {
      cwd: repo,
      env,
    });
    expect(run.code, run.stderr).toBe(1);
    expectBounded(run.filedToEndMs);
    const envelope = JSON.parse(run.stdout) as {
      error: { code: string; message: string };
      result: {
        applied: unknown[];
        published: {
          request: { id: string; site_id?: string; status: string };
          timedOut: boolean;
          filedAfterWait?: boolean;
          lastPollFailed?: string;
        }[];
      };
    };
    expect(envelope.error.code).toBe('PUBLISH_WAIT_ENDED');
    expect(envelope.result.applied).toHaveLength(3);
    const { published } = envelope.result;
    expect(published.map((p) => [p.request.status, p.timedOut, p.filedAfterWait])).toEqual([
      ['pending', true, undefined],
      ['pending', true, true],
      ['pending', true, true],
    ]);
    expect(published.every((p) => p.lastPollFailed === undefined)).toBe(true);
    const ids = published.map((p) => p.request.id);
    expect(envelope.error.message).toContain(`decided on ${ids.join(', ')}`);
    const { reads } = filedAndRead(run.log);
    expect(reads).toEqual([`/v1/sites/${SITES[0]}/publish-requests/${ids[0]}`]);
    const batches = run.log.filter(
      (e) =>
        e.route === '/v1/sites/:site_id/development-sessions/:session_id/source:batch' && e.status === 200,
    );
    expect(batches).toHaveLength(3);
  });

  it('a re-run of publish --wait after the owner approved: the replayed filings are read afresh, every request said published, exit 0', async () => {
    const { emulator, repo, env } = await start();
    expect((await runSitesync(['apply'], { cwd: repo, env })).code).toBe(0);
    const first = await runSitesync(['publish', '--wait', '1s'], { cwd: repo, env });
    expect(first.code, first.stderr).toBe(1);
    const ids = [...new Set(first.stdout.match(/sprq_\w+/g))];
    expect(ids).toHaveLength(3);
    for (const id of ids) {
      const res = await fetch(`${emulator.url}/__emulator/publish-requests/${id}/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(200);
    }
    const since = await emulator.lastSeq();
    const rerun = await runSitesync(['publish', '--wait', '1s'], { cwd: repo, env });
    expect(rerun.code, rerun.stdout + rerun.stderr).toBe(0);
    const lines = rerun.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    for (const [i, line] of lines.entries())
      expect(line).toMatch(new RegExp(`^publish request ${ids[i]}: published; live version \\d+$`));
    // Each filing was a replay of the first run's (pending then); each request was read afresh.
    const log = await emulator.requests(since);
    const filings = log.filter((e) => e.route === FILE_ROUTE);
    expect(filings.map((e) => [e.status, e.replayed])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    const reads = log.filter((e) => e.route === READ_ROUTE).map((e) => e.path);
    expect(reads).toEqual(SITES.map((site, i) => `/v1/sites/${site}/publish-requests/${ids[i]}`));
  });
});
