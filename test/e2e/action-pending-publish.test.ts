/**
 * Two merges in a row while the first one's publish request waits for the owner, run for real:
 * dist/index.js as the runner starts it, the emulator as its own process (no --auto-approve), the
 * fake GitHub and a real git history. PR #1 changes the about text and is merged and applied: its
 * request stays pending. PR #2 was branched before (its tree lacks #1's change) and changes the
 * home text; its merge commit holds both. The merge's plan has #1's row, which nobody reviewed on
 * #2: it is carried as reviewed on #1 (sitesync's own signed comment there, the request pending
 * on the platform), and #2's publish request holds both changes. A comment on #1 by anyone else is
 * no such record: the merge is refused then, nothing written.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isolatedHome,
  processEnv,
  startEmulatorProcess,
  type EmulatorProcess,
} from '../helpers/cli-process.js';
import { startFakeGitHub, type FakeGitHub } from './harness/fake-github.js';
import { pullRequestEvent, pushEvent } from './harness/events.js';
import { makeGitCheckout, runAction, type GitCheckout } from './harness/run-action.js';
import { baseFiles, liveCatalog, liveFiles, SITE_ID } from './fixture-site.js';
import { API_KEY, GITHUB_TOKEN, markerOf, OWNER, REPO } from './action-scenario.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const json = (v: unknown) => JSON.stringify(v, null, 2) + '\n';
const ABOUT = 'site/content/about/en.json';
const HOME = 'site/content/home/en.json';
/** As the job summary and a comment escape text (inertMarkdown). */
const md = (text: string) => text.replace(/[_()#]/g, (c) => `\\${c}`);
const SESSION = '/v1/sites/:site_id/development-sessions';
const BATCH = '/v1/sites/:site_id/development-sessions/:session_id/source:batch';
const PREVIEW = '/v1/sites/:site_id/development-sessions/:session_id/preview';
const FILE = '/v1/sites/:site_id/publish-requests';
const READ = '/v1/sites/:site_id/publish-requests/:request_id';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

interface World {
  emulator: EmulatorProcess;
  github: FakeGitHub;
  checkout: GitCheckout;
  act(eventName: string, payload: Record<string, unknown>): ReturnType<typeof runAction>;
}

/** The emulator (its own process, seeded with the fixture), the fake GitHub, a checkout. */
async function world(): Promise<World> {
  const home = await isolatedHome();
  const work = await mkdtemp(join(tmpdir(), 'sitesync-pending-'));
  const seed = join(work, 'seed.json');
  await writeFile(
    seed,
    JSON.stringify({
      sites: [{ id: SITE_ID, name: 'E2E Shop', files: liveFiles() }],
      catalog: liveCatalog(),
    }),
  );
  const emulator = await startEmulatorProcess(['--seed', seed, '--api-key', API_KEY], {
    cwd: work,
    env: processEnv(home),
  });
  const github = await startFakeGitHub();
  const checkout = makeGitCheckout(baseFiles());
  cleanup = async () => {
    await emulator.stop().catch(() => undefined);
    await github.close();
    checkout.cleanup();
    await Promise.all([home, work].map((d) => rm(d, { recursive: true, force: true })));
  };
  const act = (eventName: string, payload: Record<string, unknown>) =>
    runAction({
      actionDir: process.cwd(),
      cwd: checkout.dir,
      eventName,
      payload,
      inputs: { 'api-key': API_KEY, 'base-url': emulator.url, 'github-token': GITHUB_TOKEN },
      githubApiUrl: github.url,
      timeoutMs: 120_000,
    });
  return { emulator, github, checkout, act };
}

function commit(w: World, files: Record<string, string>, message: string): string {
  for (const [path, content] of Object.entries(files)) writeFileSync(join(w.checkout.dir, path), content);
  w.checkout.git('add', '--all');
  w.checkout.git('commit', '-q', '-m', message);
  return w.checkout.git('rev-parse', 'HEAD');
}

/**
 * #1 (about) merged and applied, its request pending; #2 (home), branched before #1 merged and
 * planned, merged after it. Returns the shas and #1's request; #2's push run is the test's.
 */
async function twoMerges(w: World) {
  const { git } = w.checkout;
  const M0 = git('rev-parse', 'HEAD');
  git('checkout', '-q', '-b', 'one');
  const H1 = commit(w, { [ABOUT]: json({ body: 'About A' }) }, 'About A');
  git('checkout', '-q', '-b', 'two', M0);
  const H2 = commit(w, { [HOME]: json({ body: 'Home B' }) }, 'Home B');
  for (const [number, head] of [
    [1, H1],
    [2, H2],
  ] as const) {
    git('checkout', '-q', head);
    const planned = await w.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number, headSha: head, baseSha: M0 }),
    );
    expect(planned.exitCode, planned.stdout).toBe(0);
  }
  git('checkout', '-q', 'main');
  git('merge', '-q', '--no-ff', '-m', 'Merge #1', 'one');
  const M1 = git('rev-parse', 'HEAD');
  w.github.state.seedPullRequest(OWNER, REPO, {
    number: 1,
    headSha: H1,
    merged: true,
    mergeCommitSha: M1,
    state: 'closed',
  });
  w.github.state.setRef(OWNER, REPO, 'main', M1);
  const push1 = await w.act('push', pushEvent({ after: M1, before: M0 }));
  expect(push1.exitCode, push1.stdout).toBe(0);
  expect(push1.outputs['publish-status']).toBe('pending');
  git('merge', '-q', '--no-ff', '-m', 'Merge #2', 'two');
  const M2 = git('rev-parse', 'HEAD');
  w.github.state.seedPullRequest(OWNER, REPO, {
    number: 2,
    headSha: H2,
    merged: true,
    mergeCommitSha: M2,
    state: 'closed',
  });
  w.github.state.setRef(OWNER, REPO, 'main', M2);
  return { M1, M2, first: push1.outputs['publish-request-id']! };
}

/** The owner approves a request (docs/emulator.md, admin routes); the request as it then is. */
async function approve(w: World, id: string): Promise<{ status: string; rejection_reason?: string }> {
  const res = await fetch(`${w.emulator.url}/__emulator/publish-requests/${id}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { status: string; rejection_reason?: string } }).data;
}

async function liveText(w: World, path: string): Promise<string> {
  const file = await w.emulator.api<{ content: string }>(
    'GET',
    `/v1/sites/${SITE_ID}/source/file?path=${encodeURIComponent(path)}`,
  );
  return file.content;
}

describe('a merge while an earlier merge’s publish request is pending', () => {
  it('carries the earlier merge’s reviewed rows: one request with both changes, said in the log, the summary and on the pull request', async () => {
    const w = await world();
    const { M1, M2, first } = await twoMerges(w);
    const since = await w.emulator.lastSeq();

    const run = await w.act('push', pushEvent({ after: M2, before: M1 }));

    expect(run.exitCode, run.stdout).toBe(0);
    const second = run.outputs['publish-request-id']!;
    expect(second).toMatch(/^sprq_/);
    expect(second).not.toBe(first);
    expect(run.outputs['publish-status']).toBe('pending');
    const log = await w.emulator.requests(since);
    // #1's request is read (the platform says it is pending), then one session is staged with
    // both files and one request filed; no other write.
    expect(log.filter((e) => e.route === READ).map((e) => e.path)).toContain(
      `/v1/sites/${SITE_ID}/publish-requests/${first}`,
    );
    expect(log.filter((e) => e.idempotency_key).map((e) => `${e.method} ${e.route} ${e.status}`)).toEqual([
      `POST ${SESSION} 200`,
      `PATCH ${BATCH} 200`,
      `POST ${PREVIEW} 200`,
      `POST ${FILE} 200`,
    ]);
    expect(run.stdout).toContain(': 2 file(s) written, 0 deleted in 1 batch(es)');

    const clause = `1 site row(s) reviewed in #1, whose publish request ${first} (merge ${M1.slice(0, 7)}) is still pending`;
    const message =
      `This merge's publish request also carries ${clause}: approving it publishes both. ` +
      `If ${first} is approved first, the platform rejects this merge's request when it is approved (live_source_changed): re-run this job then, to file this merge's own change again.`;
    expect(run.stdout).toContain(`::notice::${message}\n`);
    expect(run.summary).toContain(
      `- ${md(`Plan matches the one reviewed in #2 (1 reviewed row(s); ${clause}).`)}\n`,
    );
    expect(run.summary).toContain(`- ${md(message)}\n`);
    const comment = w.github.state.comments(OWNER, REPO, 2).find((c) => c.body.startsWith(markerOf()))!;
    expect(comment.body).toContain(
      `#### sitesync after the merge (commit \`${M2.slice(0, 7)}\`, #2): 🚀 applied\n`,
    );
    expect(comment.body).toContain(`> ${md(message)}\n`);

    // The owner approves #2's request: live holds both reviewed changes; #1's is then stale.
    expect((await approve(w, second)).status).toBe('published');
    expect(await liveText(w, 'content/about/en.json')).toContain('About A');
    expect(await liveText(w, 'content/home/en.json')).toContain('Home B');
    expect(await approve(w, first)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'live_source_changed',
    });
  });

  it('when the earlier request is approved first, the later one is rejected on approval and a re-run files its own change', async () => {
    const w = await world();
    const { M1, M2, first } = await twoMerges(w);
    const run = await w.act('push', pushEvent({ after: M2, before: M1 }));
    expect(run.exitCode, run.stdout).toBe(0);
    const second = run.outputs['publish-request-id']!;
    expect((await approve(w, first)).status).toBe('published');
    expect(await approve(w, second)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'live_source_changed',
    });
    const since = await w.emulator.lastSeq();

    const rerun = await w.act('push', pushEvent({ after: M2, before: M1 }));

    expect(rerun.exitCode, rerun.stdout).toBe(0);
    // Its own row only, as reviewed on #2: nothing carried, no earlier request read.
    expect(rerun.summary).toContain(`- ${md('Plan matches the one reviewed in #2 (1 reviewed row(s)).')}\n`);
    expect(rerun.stdout).not.toContain('also carries');
    const log = await w.emulator.requests(since);
    expect(log.filter((e) => e.route === READ).map((e) => e.path)).toEqual([
      `/v1/sites/${SITE_ID}/publish-requests/${rerun.outputs['publish-request-id']}`,
    ]);
    expect(log.filter((e) => e.idempotency_key && !e.replayed).map((e) => e.route)).toEqual([
      SESSION,
      BATCH,
      PREVIEW,
      FILE,
    ]);
    expect(rerun.stdout).toContain(': 1 file(s) written, 0 deleted in 1 batch(es)');
    expect((await approve(w, rerun.outputs['publish-request-id']!)).status).toBe('published');
    expect(await liveText(w, 'content/about/en.json')).toContain('About A');
    expect(await liveText(w, 'content/home/en.json')).toContain('Home B');
  });

  it('takes no record from a comment by anyone else on the earlier pull request: refused, nothing written', async () => {
    const w = await world();
    const { M1, M2 } = await twoMerges(w);
    // sitesync's comment on #1 is gone; another user posted the very same text.
    const own = w.github.state.comments(OWNER, REPO, 1).find((c) => c.body.startsWith(markerOf()))!;
    w.github.state.deleteComment(OWNER, REPO, own.id);
    w.github.state.addComment(OWNER, REPO, 1, own.body, { login: 'mallory', id: 666, type: 'User' });
    const since = await w.emulator.lastSeq();

    const run = await w.act('push', pushEvent({ after: M2, before: M1 }));

    expect(run.exitCode).not.toBe(0);
    const log = await w.emulator.requests(since);
    expect(log.filter((e) => e.idempotency_key)).toEqual([]);
    expect(log.filter((e) => e.route === READ)).toEqual([]);
    expect(run.stdout).toMatch(
      /Rows nobody reviewed:\n {2}\+ site site_E2eShop0+: change content\/about\/en\.json \(live [0-9a-f]{12}… → sha256 [0-9a-f]{12}…\)\n/,
    );
    expect(run.summary).not.toContain('Plan matches');
    expect(await liveText(w, 'content/home/en.json')).toContain('Welcome');
  });
});

describe('an earlier request the platform will not show', () => {
  it('is no record when reading it fails (403): the row stays unreviewed, the merge refused as a plan mismatch, nothing written', async () => {
    const w = await world();
    const { M1, M2, first } = await twoMerges(w);
    const res = await fetch(`${w.emulator.url}/__emulator/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'GET',
        path_pattern: `/v1/sites/${SITE_ID}/publish-requests/${first}`,
        status: 403,
        count: 20,
      }),
    });
    expect(res.status).toBe(200);
    const since = await w.emulator.lastSeq();

    const run = await w.act('push', pushEvent({ after: M2, before: M1 }));

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(
      '::error::The plan at the merge commit differs from the one reviewed in #2: 1 row(s) nobody reviewed, 0 reviewed row(s) that no longer apply. Nothing was written.',
    );
    const log = await w.emulator.requests(since);
    expect(log.filter((e) => e.idempotency_key)).toEqual([]);
    expect(log.filter((e) => e.route === READ).map((e) => e.status)).toContain(403);
    expect(run.stdout).toMatch(
      /Rows nobody reviewed:\n {2}\+ site site_E2eShop0+: change content\/about\/en\.json \(live [0-9a-f]{12}… → sha256 [0-9a-f]{12}…\)\n/,
    );
    expect(run.stdout).toContain(`::warning::The publish request ${first} of #1 could not be read (`);
    // The refusal is recorded on #2, as for any plan mismatch.
    const comment = w.github.state.comments(OWNER, REPO, 2).find((c) => c.body.startsWith(markerOf()))!;
    expect(comment.body).toContain(`#### sitesync after the merge (commit \`${M2.slice(0, 7)}\`, #2): `);
    expect(comment.body).toContain('Nothing was written.');
    expect(await liveText(w, 'content/home/en.json')).toContain('Welcome');
  });
});
