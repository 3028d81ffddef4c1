/**
 * The runner cancelling a pull request's run, for real: dist/index.js is sent SIGTERM while the
 * plan's reads are in flight, and on a later push while the site is being staged into the PR's
 * session (the emulator's latency keeps the request in flight). The run ends "cancelled", not
 * "failed", wherever it reports: the job summary, the sticky comment (which keeps what an earlier
 * run showed, without the preview of a session the cancelled run wrote into) and that preview's
 * deployment (GitHub has no cancelled state: `inactive`, saying why). It exits 1 on its own. What it
 * says agrees with the emulator's request log, and the next run's view of the comment is right.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseMeta } from '../../src/action/comment-meta.js';
import { runAction, type ActionRun } from './harness/run-action.js';
import { pullRequestEvent } from './harness/events.js';
import { PR_PUSHES, SITE_ID } from './fixture-site.js';
import {
  API_KEY,
  GITHUB_TOKEN,
  markerOf,
  OWNER,
  REPO,
  startScenario,
  type Scenario,
} from './action-scenario.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const PR = 12;
const LATENCY_MS = 1500;
const ENVIRONMENT = `sitesync-preview-pr-${PR}`;
let s: Scenario;

beforeAll(async () => {
  s = await startScenario({
    commits: [
      { message: 'about: new text', files: PR_PUSHES[0]! },
      { message: 'a contact page', files: PR_PUSHES[1]! },
    ],
  });
});
afterAll(async () => s?.close());

const short = (sha: string) => sha.slice(0, 7);
const comment = () => s.stickyComments(PR)[0]!;
/** A comment's body without its signature line (comment-signature.ts). */
const unsigned = (body: string) =>
  body
    .split('\n')
    .filter((l) => !l.startsWith('<!-- sitesync:sig '))
    .join('\n');
const withoutMeta = (body: string) =>
  unsigned(body)
    .split('\n')
    .filter((l) => !l.startsWith('<!-- sitesync:meta '))
    .join('\n');
const statusBlock = (body: string) =>
  body.slice(body.indexOf('<!-- sitesync:status -->'), body.indexOf('<!-- sitesync:/status -->') + 25);

/** Runs the action for commit `i` of the checkout; SIGTERM goes once `when()` holds (polled). */
async function cancelledRun(i: number, action: 'opened' | 'synchronize', when: () => boolean) {
  const sha = s.checkout.shas[i]!;
  s.checkout.git('checkout', '-q', sha);
  let signalled = false;
  await s.admin('PUT', '/latency', { ms: LATENCY_MS });
  const run = await runAction({
    actionDir: process.cwd(),
    cwd: s.checkout.dir,
    eventName: 'pull_request',
    payload: pullRequestEvent({ action, number: PR, headSha: sha, baseSha: s.checkout.shas[0]! }),
    inputs: { 'api-key': API_KEY, 'base-url': s.emulator.url, 'github-token': GITHUB_TOKEN },
    githubApiUrl: s.github.url,
    timeoutMs: 120_000,
    onSpawn: (child: ChildProcess) => {
      // by state, not by time
      const poll = setInterval(() => {
        if (when()) {
          clearInterval(poll);
          signalled = child.kill('SIGTERM');
        }
      }, 20);
      child.on('close', () => clearInterval(poll));
    },
  });
  // the request cut off in flight reaches the emulator's handler only after its latency
  await new Promise((r) => setTimeout(r, LATENCY_MS + 500));
  await s.admin('PUT', '/latency', { ms: 0 });
  expect(signalled).toBe(true);
  return run;
}

function expectCancelled(run: ActionRun) {
  // ended on its own (not killed), non-zero, and said why
  expect(run.timedOut).toBe(false);
  expect(run.exitCode, run.stdout).toBe(1);
  expect(run.stdout).toContain('SIGTERM: the job was cancelled');
  expect(run.stdout).toContain('::error::Cancelled (SIGTERM): ');
  expect(run.summary).toContain(
    '> ⏹️ **Cancelled \\(SIGTERM\\):** the job was cancelled before the run ended: it stopped after the platform requests in flight and started none after.\n> Stopped at: ',
  );
  expect(run.summary).toContain(
    '> Re-run the job to finish: every write carries an idempotency key, so what was written is replayed, not written twice.\n',
  );
  expect(run.summary).not.toMatch(/Failed|🔴/);
  // no preview is claimed
  for (const name of ['preview-url', 'session-id', 'previews']) expect(run.outputs[name]).toBeUndefined();
  expect(s.github.rejected).toEqual([]);
}

describe('SIGTERM during a pull request run', () => {
  it('while the plan reads live: the comment says cancelled, nothing was staged', async () => {
    const from = s.log().length;
    const ghFrom = s.github.requests.length;
    // the ⏳ comment is written, listed again (duplicates), then the plan's reads go out
    const run = await cancelledRun(1, 'opened', () => {
      const after = s.github.requests.slice(ghFrom);
      const created = after.findIndex((r) => r.operationId === 'issues/create-comment');
      return created >= 0 && after.slice(created).some((r) => r.operationId === 'issues/list-comments');
    });
    expectCancelled(run);
    // stopped at a read of the plan; the platform was only read: nothing written, no session
    expect(run.summary).toMatch(/\n> Stopped at: GET \/v1\/\S+: interrupted\n/);
    expect(s.log(from).filter((e) => e.method !== 'GET')).toEqual([]);
    expect(run.summary).toContain('**Done:**\n\n- pull request comment 1001 \\(cancelled\\)\n');
    expect(run.outputs['comment-id']).toBe('1001');

    const c = comment();
    expect(withoutMeta(c.body)).toBe(
      [
        markerOf(),
        '<!-- sitesync:status -->',
        `### ⏹️ sitesync: the run for commit \`${short(s.checkout.shas[1]!)}\` was cancelled`,
        '',
        '> The job was cancelled (SIGTERM) before the run ended. Re-run it to plan and preview this commit.',
        '<!-- sitesync:/status -->',
      ].join('\n'),
    );
    expect(parseMeta(unsigned(c.body), 'sitesync.yml')).toEqual({
      v: 2,
      key: 'sitesync.yml',
      state: 'open',
      status: 'cancelled',
      sessions: [],
    });
    expect(s.github.state.deployments(OWNER, REPO)).toEqual([]);
  });

  it('while staging into the PR session: the earlier plan kept, its preview withdrawn', async () => {
    // a completed run: preview, deployment, 🟢
    s.checkout.git('checkout', '-q', s.checkout.shas[1]!);
    const done = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'synchronize', number: PR, headSha: s.checkout.shas[1]! }),
    );
    expect(done.exitCode, done.stdout).toBe(0);
    const good = comment().body;
    const goodMeta = parseMeta(unsigned(good), 'sitesync.yml')!;
    const session = goodMeta.sessions[0]!;
    expect(goodMeta.status).toBe('ready');
    const [deployment] = s.github.state.deployments(OWNER, REPO);
    expect(s.github.state.deploymentStatuses(deployment!.id)[0]!.state).toBe('success');

    // the next push: the session lives and is continued; SIGTERM once the liveness probe is
    // answered, with the first source:batch into that session in flight
    const from = s.log().length;
    const run = await cancelledRun(2, 'synchronize', () =>
      s
        .log(from)
        .some(
          (e) => e.method === 'POST' && e.path.endsWith(`/development-sessions/${session.sessionId}/preview`),
        ),
    );
    expectCancelled(run);
    // the emulator's log: no session opened; the only write is (when the emulator got it at all)
    // the batch into the continued session that was cut off in flight
    const batch = `/v1/sites/${SITE_ID}/development-sessions/${session.sessionId}/source:batch`;
    const writes = s
      .log(from)
      .filter(
        (e) => e.method !== 'GET' && !e.path.endsWith('/preview') && !e.path.endsWith('/source/validate'),
      );
    expect(writes.map((e) => `${e.method} ${e.path}`)).toEqual(writes.length > 0 ? [`PATCH ${batch}`] : []);
    const md = (text: string) => text.replace(/_/g, '\\_');
    expect(run.summary).toContain(`\n> Stopped at: stage "write-source": PATCH ${md(batch)}: interrupted\n`);

    // the summary: what was done, that the write in flight may have run, comment and deployment
    expect(run.summary).toContain(
      [
        '**Done:**',
        '',
        `- site ${md(SITE_ID)}, stopped at stage "write-source": continued session ${md(session.sessionId)}; the request in flight when the job was cancelled may have run`,
        '- pull request comment 1001 \\(cancelled\\)',
        `- deployment\\(s\\) of environment ${ENVIRONMENT} marked inactive \\(1\\): session ${md(session.sessionId)} may hold part of commit ${short(s.checkout.shas[2]!)} of \\#${PR}`,
        '',
      ].join('\n'),
    );

    // the comment: the completed run's plan and rows, a ⏹️ status, no preview of the session
    const c = comment();
    const statusLines = [
      '<!-- sitesync:status -->',
      `### ⏹️ sitesync: the run for commit \`${short(s.checkout.shas[2]!)}\` was cancelled`,
      '',
      '> The job was cancelled (SIGTERM) before the run ended. Re-run it to plan and preview this commit.',
      '>',
      `> The plan below is the one of commit \`${short(s.checkout.shas[1]!)}\`, the last one made.`,
      '>',
      `> Staging into session \`${session.sessionId}\` was cut off: it may hold part of this commit, so its preview is no longer shown. The next run stages in a new session.`,
      '<!-- sitesync:/status -->',
    ].join('\n');
    expect(statusBlock(c.body)).toBe(statusLines);
    const previewLine = `**Preview:** ${session.previewUrl} (session \`${session.sessionId}\`, commit \`${short(s.checkout.shas[1]!)}\`)`;
    expect(withoutMeta(good)).toContain(`${previewLine}\n\n`);
    expect(withoutMeta(c.body)).toBe(
      withoutMeta(good).replace(statusBlock(good), statusLines).replace(`${previewLine}\n\n`, ''),
    );
    expect(c.body).not.toContain(session.previewUrl!);
    expect(parseMeta(unsigned(c.body), 'sitesync.yml')).toEqual({
      ...goodMeta,
      status: 'cancelled',
      sessions: [],
    });

    // the deployment: no new one; the session's is inactive, saying why
    expect(s.github.state.deployments(OWNER, REPO).map((d) => d.id)).toEqual([deployment!.id]);
    const [latest] = s.github.state.deploymentStatuses(deployment!.id);
    expect({ state: latest!.state, description: latest!.description }).toEqual({
      state: 'inactive',
      description: `sitesync: cancelled while staging ${short(s.checkout.shas[2]!)}; this preview may hold part of it`,
    });

    // the next run believes none of it: a new session, a preview of this commit, a new deployment
    const mid = s.log().length;
    const rerun = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'synchronize', number: PR, headSha: s.checkout.shas[2]! }),
    );
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    const opened = s
      .log(mid)
      .filter((e) => e.method === 'POST' && e.path.endsWith('/development-sessions') && e.status === 200);
    expect(opened).toHaveLength(1);
    const after = parseMeta(unsigned(comment().body), 'sitesync.yml')!;
    expect(after.status).toBe('ready');
    expect(after.commit).toBe(s.checkout.shas[2]);
    expect(after.sessions[0]!.sessionId).not.toBe(session.sessionId);
    expect(rerun.outputs['preview-url']).toBe(after.sessions[0]!.previewUrl);
    const deployments = s.github.state.deployments(OWNER, REPO);
    expect(deployments).toHaveLength(2);
    const fresh = deployments.find((d) => d.id !== deployment!.id)!;
    expect(s.github.state.deploymentStatuses(fresh.id)[0]!.state).toBe('success');
    expect(s.github.state.deploymentStatuses(fresh.id)[0]!.environment_url).toBe(
      after.sessions[0]!.previewUrl,
    );
    expect(s.github.rejected).toEqual([]);
  });
});
