/**
 * What the action says a site stage wrote, run for real (dist/index.js against the emulator and the
 * fake GitHub), in the CLI's words (src/apply/describe-site.ts; docs/platform-contract.md §12): a
 * run of a commit whose session and batches an earlier run of the same commit made is answered
 * with replays, and says "already written (replayed)", never "N file(s) written"; a batch whose
 * answer this run lost, its retry answered as a replay of it, is written by this run. Each line is
 * checked against the emulator's request log.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pullRequestEvent, pushEvent } from './harness/events.js';
import { SITE_ID } from './fixture-site.js';
import { startScenario, type Scenario } from './action-scenario.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const json = (v: unknown) => JSON.stringify(v, null, 2) + '\n';
/** Plain text as the summary shows it (markdown made inert). */
const md = (text: string) => text.replace(/[_()#]/g, (c) => `\\${c}`);

const SESSIONS = '/v1/sites/:site_id/development-sessions';
const BATCH = '/v1/sites/:site_id/development-sessions/:session_id/source:batch';
const REPLAYED =
  'replayed: the platform had already run the same request (same Idempotency-Key: an earlier run of this commit) and changed nothing now';
const LOST =
  "answer lost, then replayed: 1 batch(es): an attempt's answer was lost (none, a 5xx or one cut off) and its retry, with the same Idempotency-Key, was answered as a replay: written by that attempt of this run, or by an earlier run of this commit if it never ran (the platform does not say which)";

let s: Scenario;
beforeAll(async () => {
  s = await startScenario({
    commits: [
      { message: 'about: replayed', files: { 'site/content/about/en.json': json({ body: 'Replayed' }) } },
      { message: 'about: for a PR', files: { 'site/content/about/en.json': json({ body: 'PR twice' }) } },
      { message: 'about: answer lost', files: { 'site/content/about/en.json': json({ body: 'Lost' }) } },
    ],
  });
});
afterAll(async () => s?.close());

/** The session opened and the batches written by a run (from the log since `from`), each with how it was answered. */
function staged(from: number) {
  const log = s.log(from);
  const opens = log.filter((e) => e.method === 'POST' && e.route === SESSIONS && e.status === 200);
  const batches = log.filter((e) => e.method === 'PATCH' && e.route === BATCH);
  expect(opens).toHaveLength(1);
  const sessionId = batches[0]!.path.split('/')[5]!;
  return { open: opens[0]!, batches, sessionId };
}

/** The summary's Done and To know sections (the plan after them left out). */
const doneAndNotes = (summary: string) =>
  summary.slice(summary.indexOf('**Done:**'), summary.indexOf('####'));

describe('a site stage answered with replays of an earlier run', () => {
  it('a merge run twice: the second run says its session and batch were replayed, written by the first', async () => {
    const sha = s.checkout.shas[1]!;
    s.checkout.git('checkout', '-q', sha);
    const event = pushEvent({ after: sha, before: s.checkout.shas[0]! });

    const from = s.log().length;
    const first = await s.act('push', event);
    expect(first.exitCode, first.stdout).toBe(0);
    const one = staged(from);
    // the log: the first run opened the session and wrote one batch, no replay
    expect([one.open, ...one.batches].map((e) => `${e.status} ${e.replayed}`)).toEqual([
      '200 false',
      '200 false',
    ]);
    const wrote = `site ${SITE_ID}: staged in session ${one.sessionId}: 1 file(s) written, 0 deleted in 1 batch(es)`;
    expect(first.summary).toContain(`- ${md(wrote)}\n`);
    expect(first.stdout.split('\n')).toContain(wrote);
    expect(first.summary).not.toContain('replayed');

    const mid = s.log().length;
    const second = await s.act('push', event);
    expect(second.exitCode, second.stdout).toBe(0);
    const two = staged(mid);
    // the log: the same session, the same batch, each answered as a replay; nothing written anew
    expect(two.sessionId).toBe(one.sessionId);
    expect([two.open, ...two.batches].map((e) => `${e.status} ${e.replayed}`)).toEqual([
      '200 true',
      '200 true',
    ]);
    expect(s.writes(mid).filter((e) => e.route === SESSIONS || e.route === BATCH)).toEqual([]);
    const replayed = `site ${SITE_ID}: staged in session ${one.sessionId} (already opened: replayed): 0 file(s) written, 0 deleted in 0 batch(es); already written (replayed): 1 file(s), 0 deleted in 1 batch(es)`;
    const said = doneAndNotes(second.summary);
    expect(said).toContain(`- ${md(replayed)}\n`);
    expect(said).toContain(`- ${md(`site ${SITE_ID}: ${REPLAYED}`)}\n`);
    expect(said).not.toMatch(/[1-9]\d* file\\\(s\\\) written/);
    // the log says it as the CLI does
    const lines = second.stdout.split('\n');
    expect(lines.slice(lines.indexOf(replayed), lines.indexOf(replayed) + 2)).toEqual([
      replayed,
      `  ${REPLAYED}`,
    ]);
  });

  it('a pull request run twice without its comment: the second run says replayed too', async () => {
    const sha = s.checkout.shas[2]!;
    s.checkout.git('checkout', '-q', sha);
    // without the comment no run knows the session of the one before: each opens it (same key)
    const run = () =>
      s.act('pull_request', pullRequestEvent({ action: 'synchronize', number: 5, headSha: sha }), {
        comment: 'false',
      });
    const from = s.log().length;
    const first = await run();
    expect(first.exitCode, first.stdout).toBe(0);
    const one = staged(from);
    expect([one.open, ...one.batches].map((e) => e.replayed)).toEqual([false, false]);
    expect(first.summary).toContain(
      `- ${md(`site ${SITE_ID} (new session): staged in session ${one.sessionId}: 1 file(s) written, 0 deleted in 1 batch(es)`)}\n`,
    );

    const mid = s.log().length;
    const second = await run();
    expect(second.exitCode, second.stdout).toBe(0);
    const two = staged(mid);
    expect(two.sessionId).toBe(one.sessionId);
    expect([two.open, ...two.batches].map((e) => e.replayed)).toEqual([true, true]);
    const said = doneAndNotes(second.summary);
    expect(said).toContain(
      `- ${md(`site ${SITE_ID} (new session): staged in session ${one.sessionId} (already opened: replayed): 0 file(s) written, 0 deleted in 0 batch(es); already written (replayed): 1 file(s), 0 deleted in 1 batch(es)`)}\n`,
    );
    expect(said).toContain(`- ${md(`site ${SITE_ID}: ${REPLAYED}`)}\n`);
  });
});

describe('a batch whose answer this run lost, its retry answered as a replay of it', () => {
  it("is said apart, this run's or an earlier run's (the platform does not say which)", async () => {
    const sha = s.checkout.shas[3]!;
    s.checkout.git('checkout', '-q', sha);
    await s.admin('POST', '/fail-next', {
      method: 'PATCH',
      path_pattern: '*/source:batch',
      status: 'drop_after',
      count: 1,
    });
    const from = s.log().length;
    const run = await s.act('push', pushEvent({ after: sha, before: s.checkout.shas[0]! }));
    await s.admin('DELETE', '/fail-next');
    expect(run.exitCode, run.stdout).toBe(0);
    const { batches, sessionId } = staged(from);
    // the log: the first attempt ran (its answer dropped), the retry was answered as its replay
    expect(batches.map((e) => `${e.status} ${e.fault ?? '-'}${e.replayed ? ' replayed' : ''}`)).toEqual([
      'null fail_next:drop_after',
      '200 - replayed',
    ]);
    const said = doneAndNotes(run.summary);
    expect(said).toContain(
      `- ${md(`site ${SITE_ID}: staged in session ${sessionId}: 0 file(s) written, 0 deleted in 0 batch(es); answer lost, then replayed (this run's or an earlier run's): 1 file(s), 0 deleted in 1 batch(es)`)}\n`,
    );
    expect(said).toContain(`- ${md(`site ${SITE_ID}: ${LOST}`)}\n`);
    expect(said).not.toContain('already written');
  });
});
