/**
 * The comment tells the truth over time, and the safe defaults hold: 🔴 with the reason when a push
 * breaks the catalog, a reopened PR whose session expired on the platform gets a new session and
 * deployment, mode apply refuses what it must, a rejected publish request is reported with what
 * was written (its hostile reason printed inert), a re-run after success reports the same publish
 * request, and failed catalog writes stop the site unless publish-on-partial.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pullRequestEvent, pushEvent } from './harness/events.js';
import { baseFiles } from './fixture-site.js';
import { makeGitCheckout } from './harness/run-action.js';
import {
  commandLines,
  OWNER,
  REPO,
  expectNoSecrets,
  startScenario,
  type Scenario,
} from './action-scenario.js';

// every test runs the bundled action several times as a process; on a loaded machine that takes a while
vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const json = (v: unknown) => JSON.stringify(v, null, 2) + '\n';
const newPrice = () => baseFiles()['catalog.yml']!.replace('price: 99.5', 'price: 89.5');

async function waitFor<T>(what: string, check: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a pull request over time', () => {
  let s: Scenario;
  const PR = 50;
  beforeAll(async () => {
    s = await startScenario({
      commits: [
        { files: { 'catalog.yml': newPrice(), 'site/content/about/en.json': json({ body: 'v1' }) } },
        { files: { 'catalog.yml': 'products:\n  - slug: boot\n    price: [not, a, price\n' } },
        { files: { 'catalog.yml': newPrice(), 'site/content/about/en.json': json({ body: 'v3' }) } },
      ],
    });
  });
  afterAll(async () => s?.close());

  const push = (i: number, action: 'opened' | 'synchronize' | 'reopened' | 'closed') => {
    s.checkout.git('checkout', '-q', s.checkout.shas[i]!);
    return s.act('pull_request', pullRequestEvent({ action, number: PR, headSha: s.checkout.shas[i]! }));
  };
  const comment = () => s.stickyComments(PR)[0]!.body;

  it('green, then a broken catalog.yml: 🔴 with the reason, the last plan kept and said to be older', async () => {
    expect((await push(1, 'opened')).exitCode).toBe(0);
    expect(comment()).toContain('### 🟢 sitesync: changes planned — preview ready');
    const broken = await push(2, 'synchronize');
    expect(broken.exitCode).toBe(1);
    expect(comment()).toContain('### 🔴 sitesync: the run failed');
    expect(comment()).toMatch(/> .*catalog\.yml/);
    expect(comment()).toContain(
      `> The plan below is the one of commit \`${s.checkout.shas[1]!.slice(0, 7)}\`, the last one made.`,
    );
    expect(comment()).not.toContain('🟢');
    expect(broken.summary).toContain('🔴 **Failed:**');
    expect(s.stickyComments(PR)).toHaveLength(1);
    const fixed = await push(3, 'synchronize');
    expect(fixed.exitCode, fixed.stdout).toBe(0);
    expect(comment()).toContain('### 🟢 sitesync: changes planned — preview ready');
  });

  it('closed, the session expires, reopened: a new session, a new deployment, a live link', async () => {
    expect((await push(3, 'closed')).exitCode).toBe(0);
    expect(comment()).toContain('### ⚪ sitesync: pull request closed');
    const deploymentsBefore = s.github.state.deployments(OWNER, REPO).length;
    const sessionsBefore = s.sessionCreates().length;
    await s.admin('POST', '/clock/advance', { seconds: 8 * 24 * 3600 });
    const reopened = await push(3, 'reopened');
    expect(reopened.exitCode, reopened.stdout).toBe(0);
    expect(reopened.stdout).toMatch(/new-session \(the platform answers SESSION_EXPIRED for session sess_/);
    expect(s.sessionCreates()).toHaveLength(sessionsBefore + 1);
    const deployments = s.github.state.deployments(OWNER, REPO);
    expect(deployments).toHaveLength(deploymentsBefore + 1);
    expect(s.github.state.deploymentStatuses(deployments[0]!.id)[0]).toMatchObject({
      state: 'success',
      environment_url: reopened.outputs['preview-url'],
    });
    expect(comment()).toContain('### 🟢 sitesync: changes planned — preview ready');
    expect(comment()).toContain(reopened.outputs['preview-url']);
    expect((await fetch(reopened.outputs['preview-url']!)).status).toBe(200);
    expect(s.github.rejected).toEqual([]);
  });

  it('no secret reaches a log, summary, output, comment or GitHub request', () => expectNoSecrets(s));
});

describe('a shallow checkout (actions/checkout fetch-depth 1)', () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await startScenario({
      commits: [
        { files: { 'site/content/about/en.json': json({ body: 'one' }) } },
        { files: { 'site/content/home/en.json': json({ body: 'Welcome, two' }) } },
      ],
    });
  });
  afterAll(async () => s?.close());

  it('continues the session from the rows the comment recorded: no new session, only the changed file written', async () => {
    s.checkout.git('checkout', '-q', s.checkout.shas[1]!);
    const first = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: 90, headSha: s.checkout.shas[1]! }),
    );
    expect(first.exitCode, first.stdout).toBe(0);
    // the next push, checked out without history: the previous commit is not there
    const files: Record<string, string> = {};
    for (const path of s.checkout.git('ls-tree', '-r', '--name-only', s.checkout.shas[2]!).split('\n'))
      files[path] = s.checkout.git('show', `${s.checkout.shas[2]!}:${path}`) + '\n';
    const shallow = makeGitCheckout(files);
    try {
      const before = s.log().length;
      const next = await s.act(
        'pull_request',
        pullRequestEvent({ action: 'synchronize', number: 90, headSha: shallow.head }),
        {},
        {},
        shallow.dir,
      );
      expect(next.exitCode, next.stdout).toBe(0);
      expect(next.stdout).toContain('incremental (1 path(s) differ from what the session holds)');
      expect(next.outputs['session-id']).toBe(first.outputs['session-id']);
      expect(s.sessionCreates()).toHaveLength(1);
      const batches = s.writes(before).filter((e) => e.route?.endsWith('/source:batch'));
      expect(batches).toHaveLength(1);
      expect(batches[0]!.request_bytes).toBeLessThan(400);
    } finally {
      shallow.cleanup();
    }
  });

  it('no secret reaches a log, summary, output, comment or GitHub request', () => expectNoSecrets(s));
});

describe('the merge: publish requests', () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await startScenario({
      commits: [
        { files: { 'catalog.yml': newPrice(), 'site/content/about/en.json': json({ body: 'merged 1' }) } },
        { files: { 'site/content/about/en.json': json({ body: 'merged 2' }) } },
      ],
    });
  });
  afterAll(async () => s?.close());

  it('rejected while waiting: the job fails, says the owner rejected it and how to go on, lists what was written; the reason is printed inert', async () => {
    const sha = s.checkout.shas[1]!;
    s.checkout.git('checkout', '-q', sha);
    const before = s.log().length;
    const running = s.act('push', pushEvent({ after: sha, before: s.checkout.shas[0]! }), {
      'wait-for-approval': '2m',
    });
    const filed = await waitFor('the publish request', () =>
      s.log(before).find((e) => e.method === 'POST' && e.route === '/v1/sites/:site_id/publish-requests'),
    );
    expect(filed.status).toBe(200);
    // the action polls the request while it waits: its id is in the path of that read
    const id = await waitFor('the request id', () => {
      const log = s.log(before).find((e) => e.route === '/v1/sites/:site_id/publish-requests/:request_id');
      return log?.path.split('/').at(-1);
    });
    const hostile = 'Not now\n::set-output name=publish-status::published\n::error::forged error';
    await s.admin('POST', `/publish-requests/${id}/reject`, { reason: hostile });
    const run = await running;
    expect(run.exitCode).toBe(1);
    expect(run.outputs['publish-request-id']).toBe(id);
    expect(run.outputs['publish-status']).toBe('rejected');
    // printed, but inert: no line of the log is a workflow command but our own annotations
    expect(commandLines(run).filter((l) => !/^::(add-mask|error|warning|notice)( |::)/.test(l))).toEqual([]);
    // the reason reached the log on lines of its own, each made inert
    expect(run.stdout.split('\n')).toContain('\u200b::set-output name=publish-status::published');
    expect(run.stdout.split('\n').some((l) => l.startsWith('\u200b::error::forged error'))).toBe(true);
    expect(run.annotations.some((a) => a.message === 'forged error')).toBe(false);
    const failure = run.annotations.find((a) => a.level === 'error')!.message;
    expect(failure).toContain(`the site owner rejected publish request ${id} (reason: Not now`);
    expect(failure).toContain(
      'hint: nothing was published (catalog writes already made stay). Agree the change',
    );
    expect(failure).not.toContain('plan again');
    // the summary lists what was written before the rejection
    expect(run.summary).toContain('🔴 **Failed:** the site owner rejected publish request');
    expect(run.summary).toContain('- catalog: 1 written, 0 failed, 0 blocked');
    expect(run.summary).toMatch(
      /- site site\\_E2eShop0+: staged in session sess\\_\w+: \d+ file\\\(s\\\) written/,
    );
    expect(run.summary).toContain(`publish request ${id.replace(/_/g, '\\_')} \\(rejected\\)`);
  });

  it('a re-run after success reports the same publish request and its state', async () => {
    const sha = s.checkout.shas[2]!;
    s.checkout.git('checkout', '-q', sha);
    s.github.state.seedPullRequest(OWNER, REPO, {
      number: 61,
      headSha: sha,
      merged: true,
      mergeCommitSha: sha,
    });
    // the pull request was reviewed
    const reviewed = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: 61, headSha: sha }),
    );
    expect(reviewed.exitCode, reviewed.stdout).toBe(0);
    const first = await s.act('push', pushEvent({ after: sha, before: s.checkout.shas[1]! }));
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs['publish-status']).toBe('pending');
    const id = first.outputs['publish-request-id']!;
    await s.admin('POST', `/publish-requests/${id}/approve`);
    const rerun = await s.act('push', pushEvent({ after: sha, before: s.checkout.shas[1]! }));
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    expect(rerun.outputs['has-changes']).toBe('false');
    expect(rerun.outputs['publish-request-id']).toBe(id);
    expect(rerun.outputs['publish-status']).toBe('published');
    expect(JSON.parse(rerun.outputs['publish-requests']!)).toEqual({
      site_E2eShop00000000000000: { id, status: 'published' },
    });
    expect(rerun.summary).toContain('Plan matches the one reviewed in \\#61');
    expect(s.stickyComments(61)[0]!.body).toContain(`publish request \`${id}\` is published`);
    expect(s.github.rejected).toEqual([]);
  });

  it('no secret reaches a log, summary, output, comment or GitHub request', () => expectNoSecrets(s));
});

describe('the merge: wait-for-approval is a bound', () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await startScenario({
      commits: [{ files: { 'site/content/about/en.json': json({ body: 'waited for' }) } }],
    });
  });
  afterAll(async () => s?.close());

  it('a poll that hangs ends the wait at its bound: pending, said why, the request not read again', async () => {
    const sha = s.checkout.shas[1]!;
    s.checkout.git('checkout', '-q', sha);
    await s.admin('POST', '/fail-next', {
      method: 'GET',
      path_pattern: '*/publish-requests/*',
      status: 'stall',
      count: 50,
    });
    const before = s.log().length;
    const running = s.act('push', pushEvent({ after: sha, before: s.checkout.shas[0]! }), {
      'wait-for-approval': '2s',
    });
    const filed = await waitFor('the publish request', () =>
      s.log(before).find((e) => e.method === 'POST' && e.route === '/v1/sites/:site_id/publish-requests'),
    );
    expect(filed.status).toBe(200);
    const filedAt = performance.now();
    const run = await running;
    const tookMs = performance.now() - filedAt;
    // The wait (2 s), a second for its last poll (PUBLISH_WAIT_GRACE_MS), and the run's end: not
    // the 30 s of the emulator's stall, which a read of the request after the wait sat through.
    expect(tookMs).toBeLessThan(2000 + 1000 + 5000);
    expect(run.exitCode, run.stdout).toBe(0);
    const id = run.outputs['publish-request-id']!;
    expect(run.outputs['publish-status']).toBe('pending');
    const reads = s.log(before).filter((e) => e.route === '/v1/sites/:site_id/publish-requests/:request_id');
    expect(reads.map((e) => `${e.status} ${e.fault}`)).toEqual(['200 fail_next:stall']);
    const warning = run.annotations.find((a) => a.level === 'warning' && a.message.includes(id));
    expect(warning?.message).toMatch(
      new RegExp(
        `^publish request ${id} was not decided within wait-for-approval \\(pending when last read; its last poll could not be answered before the wait ended: GET /v1/sites/\\w+/publish-requests/${id}: no complete answer within \\d+ms \\(1 attempt; the request's time limit was reached\\)\\)$`,
      ),
    );
  });
});

describe('safe defaults', () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await startScenario({
      commits: [{ files: { 'catalog.yml': newPrice(), 'site/content/about/en.json': json({ body: 'x' }) } }],
    });
  });
  afterAll(async () => s?.close());

  it('mode apply refuses another branch and pull request events, and says how to allow it', async () => {
    const before = s.log().length;
    const feature = await s.act('push', pushEvent({ after: s.checkout.head, ref: 'refs/heads/feature' }), {
      mode: 'apply',
    });
    expect(feature.exitCode).toBe(1);
    expect(feature.annotations.find((a) => a.level === 'error')?.message).toBe(
      'mode: apply refuses branch feature: only the publish branch main is applied. To apply from feature, set publish.branch: feature in sitesync.yml, or run the workflow on main.',
    );
    const pr = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: 70, headSha: s.checkout.head }),
      { mode: 'apply' },
    );
    expect(pr.exitCode).toBe(1);
    expect(pr.stdout).toContain('mode: apply does not run on pull_request events');
    expect(s.log(before)).toEqual([]);
    expect(feature.summary).toContain('🔴 **Failed:** mode: apply refuses branch feature');
  });

  it('base-url with plain http:// beyond the runner is refused before any request', async () => {
    const before = s.log().length;
    const run = await s.act('push', pushEvent({ after: s.checkout.head, before: s.checkout.shas[0]! }), {
      'base-url': 'http://10.0.0.5:4010',
    });
    expect(run.exitCode).toBe(1);
    expect(run.annotations.find((a) => a.level === 'error')?.message).toContain(
      'refusing plain http:// to 10.0.0.5:4010 (input "base-url"): the API key would cross the network unencrypted',
    );
    expect(s.log(before)).toEqual([]);
    expectNoSecrets(s);
  });

  it('failed catalog writes: no site stage and no publish request unless publish-on-partial', async () => {
    const sha = s.checkout.head;
    await s.admin('POST', '/fail-next', { method: 'PATCH', path_pattern: '/v1/products/*', status: 422 });
    const before = s.log().length;
    const run = await s.act('push', pushEvent({ after: sha, before: s.checkout.shas[0]! }));
    expect(run.exitCode).toBe(1);
    const during = s.log(before);
    expect(
      during.filter((e) => e.method === 'PATCH' && e.path.startsWith('/v1/products/')).map((e) => e.status),
    ).toEqual([422]);
    expect(
      during.filter(
        (e) => e.route?.includes('development-sessions') || e.route?.includes('publish-requests'),
      ),
    ).toEqual([]);
    expect(run.summary).toContain(
      'the site was not staged and no publish request was filed \\(publish-on-partial: false\\)',
    );
    expect(run.outputs['publish-request-id']).toBeUndefined();

    await s.admin('POST', '/fail-next', { method: 'PATCH', path_pattern: '/v1/products/*', status: 422 });
    const mid = s.log().length;
    const anyway = await s.act('push', pushEvent({ after: sha, before: s.checkout.shas[0]! }), {
      'publish-on-partial': 'true',
    });
    expect(anyway.exitCode).toBe(1); // the catalog is still partial
    const after = s.log(mid);
    expect(
      after.filter((e) => e.method === 'POST' && e.route === '/v1/sites/:site_id/publish-requests'),
    ).toHaveLength(1);
    expect(anyway.outputs['publish-request-id']).toMatch(/^sprq_/);
    expect(anyway.annotations.find((a) => a.level === 'error')?.message).toContain(
      'the catalog was applied partially',
    );
  });

  it('no secret reaches a log, summary, output, comment or GitHub request', () => expectNoSecrets(s));
});
