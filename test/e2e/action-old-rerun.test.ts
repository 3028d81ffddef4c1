/**
 * A re-run of an older push run, after a newer merge was applied, run for real: dist/index.js
 * against the emulator and the fake GitHub. PR #1 sets the about text to "About A" (merged and
 * published), PR #2 to "About B" (merged and published); then MA's old push run is re-run. Its
 * site row writes "About A" over "About B", not over the "About us" PR #1 was reviewed against:
 * nothing is written, the run says a newer commit is on the branch, and PR #1's comment keeps the
 * outcome of its own apply.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pullRequestEvent, pushEvent } from './harness/events.js';
import { OWNER, REPO, SITE_ID, startScenario, type Scenario } from './action-scenario.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const ABOUT = 'site/content/about/en.json';
let s: Scenario;
let MA: string;
let MB: string;
let M0: string;

beforeAll(async () => {
  s = await startScenario({
    commits: [
      { message: 'Merge #1: About A', files: { [ABOUT]: '{ "body": "About A" }\n' } },
      { message: 'Merge #2: About B', files: { [ABOUT]: '{ "body": "About B" }\n' } },
    ],
  });
  [M0, MA, MB] = s.checkout.shas as [string, string, string];
});
afterAll(async () => s?.close());

/** The PR run, the merge and its push run, the owner's approval: live then holds `sha`'s tree. */
async function mergeAndPublish(pr: number, sha: string, base: string): Promise<void> {
  s.checkout.git('checkout', '--quiet', sha);
  const planned = await s.act(
    'pull_request',
    pullRequestEvent({ action: 'opened', number: pr, headSha: sha, baseSha: base }),
  );
  expect(planned.exitCode, planned.stdout).toBe(0);
  s.github.state.seedPullRequest(OWNER, REPO, {
    number: pr,
    headSha: sha,
    merged: true,
    mergeCommitSha: sha,
  });
  s.github.state.setRef(OWNER, REPO, 'main', sha);
  const applied = await s.act('push', pushEvent({ after: sha, before: base }));
  expect(applied.exitCode, applied.stdout).toBe(0);
  expect(applied.summary).toContain(`Plan matches the one reviewed in \\#${pr}`);
  await s.admin('POST', `/publish-requests/${applied.outputs['publish-request-id']}/approve`);
}

async function liveAbout(): Promise<string> {
  const file = await s.api<{ content: string }>(
    'GET',
    `/v1/sites/${SITE_ID}/source/file?path=content%2Fabout%2Fen.json`,
  );
  return file.content;
}

describe('re-running an older merge’s push run after a newer merge was applied', () => {
  it('setup: #1 and #2 merged and published, live says "About B"', async () => {
    await mergeAndPublish(1, MA, M0);
    await mergeAndPublish(2, MB, MA);
    expect(await liveAbout()).toContain('About B');
  });

  for (const [label, inputs] of [
    ['on-live-edit: warn', { 'on-live-edit': 'warn' }],
    ['the default inputs', {}],
  ] as const) {
    it(`with ${label}: refused, nothing written, #1's comment left as its apply wrote it`, async () => {
      s.checkout.git('checkout', '--quiet', MA);
      const comment = s.stickyComments(1)[0]!;
      const bodyBefore = comment.body;
      expect(bodyBefore).toContain('applied');
      const before = s.log().length;
      const ghBefore = s.github.requests.length;

      const run = await s.act('push', pushEvent({ after: MA, before: M0 }), inputs);

      expect(run.exitCode, run.stdout).not.toBe(0);
      expect(s.writes(before)).toEqual([]);
      // not even a replayed write (validate is a read: it carries no key)
      expect(s.log(before).filter((e) => e.idempotency_key)).toEqual([]);
      expect(await liveAbout()).toContain('About B');
      // the review check: the reviewed row replaced "About us", this one replaces "About B"
      expect(run.summary).not.toContain('Plan matches the one reviewed');
      expect(run.stdout).toMatch(
        /\+ site site_E2eShop0+: change content\/about\/en\.json \(live [0-9a-f]{12}… → sha256 [0-9a-f]{12}…\)/,
      );
      expect(run.stdout).toMatch(/reviewed as: site site_E2eShop0+: change content\/about\/en\.json/);
      // the run says it is for an older commit, and never suggests forcing it through
      const failure = run.annotations.find(
        (a) => a.level === 'error' && a.message.includes('Nothing was written'),
      );
      expect(failure?.message).toContain(
        `This run is for ${MA.slice(0, 7)}, an older commit: main is now at ${MB.slice(0, 7)}`,
      );
      expect(run.stdout).toContain(
        `hint: run the workflow for main's latest commit (${MB.slice(0, 7)}) instead`,
      );
      expect(run.stdout).not.toMatch(/hint:.*(on-live-edit: overwrite|on-plan-mismatch: warn)/);
      expect(run.summary).toContain(`main is now at ${MB.slice(0, 7)}`);
      // PR #1's comment is not rewritten (its own apply's outcome stays)
      const after = s.stickyComments(1)[0]!;
      expect(after.body).toBe(bodyBefore);
      expect(
        s.github.requests.slice(ghBefore).filter((r) => r.method !== 'GET' && r.operationId !== 'graphql'),
      ).toEqual([]);
      expect(s.github.requests.slice(ghBefore).map((r) => r.operationId)).toContain('git/get-ref');
      expect(s.github.rejected).toEqual([]);
    });
  }

  it('the branch tip itself re-run: nothing to apply, no refusal', async () => {
    s.checkout.git('checkout', '--quiet', MB);
    const before = s.log().length;
    const run = await s.act('push', pushEvent({ after: MB, before: MA }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(s.writes(before)).toEqual([]);
    expect(run.summary).toContain('Nothing to apply');
  });
});

describe('a merge whose review saw live before an earlier merge was published', () => {
  let t: Scenario;
  let N0: string;
  let NA: string;
  let NB: string;
  beforeAll(async () => {
    t = await startScenario({
      commits: [
        { message: 'Merge #11: About A', files: { [ABOUT]: '{ "body": "About A" }\n' } },
        { message: 'Merge #12: About B', files: { [ABOUT]: '{ "body": "About B" }\n' } },
      ],
    });
    [N0, NA, NB] = t.checkout.shas as [string, string, string];
  });
  afterAll(async () => t?.close());

  it('is applied: the same change as reviewed, over what the earlier merge published, from the branch tip', async () => {
    // #11 is merged and applied; its publish request waits for the owner.
    t.checkout.git('checkout', '--quiet', NA);
    const prA = await t.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: 11, headSha: NA, baseSha: N0 }),
    );
    expect(prA.exitCode, prA.stdout).toBe(0);
    t.github.state.seedPullRequest(OWNER, REPO, {
      number: 11,
      headSha: NA,
      merged: true,
      mergeCommitSha: NA,
    });
    t.github.state.setRef(OWNER, REPO, 'main', NA);
    const pushA = await t.act('push', pushEvent({ after: NA, before: N0 }));
    expect(pushA.exitCode, pushA.stdout).toBe(0);
    // #12 is planned meanwhile: live still holds the text before #11.
    t.checkout.git('checkout', '--quiet', NB);
    const prB = await t.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: 12, headSha: NB, baseSha: NA }),
    );
    expect(prB.exitCode, prB.stdout).toBe(0);
    // The owner approves #11; then #12 is merged.
    await t.admin('POST', `/publish-requests/${pushA.outputs['publish-request-id']}/approve`);
    t.github.state.seedPullRequest(OWNER, REPO, {
      number: 12,
      headSha: NB,
      merged: true,
      mergeCommitSha: NB,
    });
    t.github.state.setRef(OWNER, REPO, 'main', NB);
    const before = t.log().length;
    const pushB = await t.act('push', pushEvent({ after: NB, before: NA }));
    expect(pushB.exitCode, pushB.stdout).toBe(0);
    expect(pushB.summary).toContain('Plan matches the one reviewed in \\#12');
    expect(pushB.summary).toContain(
      `replace other live content than at review, and ${NB.slice(0, 7)} is main`,
    );
    expect(t.writes(before).map((e) => e.route)).toContain(
      '/v1/sites/:site_id/development-sessions/:session_id/source:batch',
    );
    await t.admin('POST', `/publish-requests/${pushB.outputs['publish-request-id']}/approve`);
    const file = await t.api<{ content: string }>(
      'GET',
      `/v1/sites/${SITE_ID}/source/file?path=content%2Fabout%2Fen.json`,
    );
    expect(file.content).toContain('About B');
    expect(t.github.rejected).toEqual([]);
  });
});
