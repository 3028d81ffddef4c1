/**
 * GitHub is best-effort, the platform is not; and a matrix of jobs never shares a comment or an
 * environment. Faults are injected per route in the fake GitHub (403 like a missing permission,
 * 502 like an outage, a secondary rate limit); the action retries through the octokit plugins,
 * turns what stays broken into one warning, and still writes its outputs and summary.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pullRequestEvent, pushEvent } from './harness/events.js';
import { baseFiles, liveFiles } from './fixture-site.js';
import {
  markerOf,
  OWNER,
  REPO,
  SITE_ID,
  expectNoSecrets,
  startScenario,
  type Scenario,
} from './action-scenario.js';

// every test runs the bundled action several times as a process; on a loaded machine that takes a while
vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const SITE_B = 'site_E2eShopB0000000000000';

describe('GitHub faults', () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await startScenario({
      commits: [
        {
          files: {
            'catalog.yml': baseFiles()['catalog.yml']!.replace('price: 99.5', 'price: 89.5'),
            'site/content/about/en.json': '{ "body": "About us, again" }\n',
          },
        },
      ],
    });
  });
  afterAll(async () => s?.close());

  it('403 on deployments: exit 0, one warning naming the permission, outputs and summary present', async () => {
    const rule = s.github.fail({ operationId: 'repos/create-deployment', status: 403 });
    const run = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: 31, headSha: s.checkout.head }),
    );
    s.github.clearFaults();
    expect(run.exitCode, run.stdout).toBe(0);
    expect(rule.hits).toBe(1);
    const warnings = run.annotations.filter((a) => a.level === 'warning');
    expect(warnings.map((w) => w.message)).toEqual([
      'GitHub refused creating the preview deployment (HTTP 403: Resource not accessible by integration - https://docs.github.com/rest): the workflow needs `permissions: deployments: write`. The run goes on without the preview deployment.',
    ]);
    expect(run.outputs['preview-url']).toMatch(/\/preview\//);
    expect(JSON.parse(run.outputs.previews!)).toEqual({ [SITE_ID]: run.outputs['preview-url'] });
    expect(run.outputs['comment-id']).toMatch(/^\d+$/);
    expect(run.outputs['has-changes']).toBe('true');
    expect(run.summary).toContain('**Done:**');
    expect(run.summary).toContain('\\(new session\\): staged in session sess\\_');
    expect(run.summary).toContain(
      'the workflow needs `permissions: deployments: write`'.replace(/[`:]/g, (c) => (c === '`' ? '\\`' : c)),
    );
    expect(s.stickyComments(31)[0]!.body).toContain('preview ready');
    expect(s.github.state.deployments(OWNER, REPO)).toEqual([]);
    expect(s.github.rejected).toEqual([]);
  });

  it('403 at the PR close: the comment is still marked closed, with one warning', async () => {
    s.github.fail({ operationId: 'repos/list-deployments', status: 403 });
    const run = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'closed', number: 31, headSha: s.checkout.head }),
    );
    s.github.clearFaults();
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.annotations.filter((a) => a.level === 'warning').map((w) => w.message)).toEqual([
      expect.stringContaining('the workflow needs `permissions: deployments: write`'),
    ]);
    expect(s.stickyComments(31)[0]!.body).toContain('### ⚪ sitesync: pull request closed');
    expect(run.outputs['comment-id']).toBe(String(s.stickyComments(31)[0]!.id));
  });

  it('a 502 once on comment create is retried (plugin-retry): one comment', async () => {
    const rule = s.github.fail({ operationId: 'issues/create-comment', status: 502, count: 1 });
    const run = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: 32, headSha: s.checkout.head }),
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(rule.hits).toBe(1);
    const creates = s.github.requests.filter(
      (r) => r.operationId === 'issues/create-comment' && r.url.includes('/32/'),
    );
    expect(creates.map((r) => r.status)).toEqual([502, 201]);
    expect(s.stickyComments(32)).toHaveLength(1);
    expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([]);
  });

  it('a secondary rate limit is waited out (plugin-throttling)', async () => {
    const rule = s.github.fail({
      operationId: 'issues/list-comments',
      status: 'secondary-rate-limit',
      count: 1,
    });
    const run = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'synchronize', number: 32, headSha: s.checkout.head }),
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(rule.hits).toBe(1);
    expect(run.stdout).toContain('GitHub secondary rate limit on GET');
    expect(s.stickyComments(32)).toHaveLength(1);
    expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([]);
  });

  it('403 on commits/{sha}/pulls at the merge: the merge is applied, with one warning', async () => {
    s.github.state.seedPullRequest(OWNER, REPO, {
      number: 32,
      headSha: s.checkout.head,
      merged: true,
      mergeCommitSha: s.checkout.head,
    });
    s.github.fail({ operationId: 'repos/list-pull-requests-associated-with-commit', status: 403 });
    const before = s.log().length;
    const run = await s.act('push', pushEvent({ after: s.checkout.head, before: s.checkout.shas[0]! }));
    s.github.clearFaults();
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.annotations.filter((a) => a.level === 'warning').map((w) => w.message)).toEqual([
      expect.stringContaining('the workflow needs `permissions: contents: read` and `pull-requests: read`'),
    ]);
    expect(run.summary).toContain(
      'No reviewed plan to compare with: GitHub would not say which pull request',
    );
    expect(s.writes(before).some((e) => e.path.startsWith('/v1/products/'))).toBe(true);
    expect(run.outputs['publish-request-id']).toMatch(/^sprq_/);
    expect(s.github.rejected).toEqual([]);
  });

  it('concurrent first runs converge on one comment (the oldest kept)', async () => {
    const payload = pullRequestEvent({ action: 'opened', number: 33, headSha: s.checkout.head });
    const [a, b] = await Promise.all([s.act('pull_request', payload), s.act('pull_request', payload)]);
    expect([a.exitCode, b.exitCode]).toEqual([0, 0]);
    expect(s.stickyComments(33)).toHaveLength(1);
    // duplicates left by an earlier race are cleaned up too
    const bot = s.github.state.actor;
    const first = s.github.state.addComment(OWNER, REPO, 34, `${markerOf()}\nold`, bot);
    s.github.state.addComment(OWNER, REPO, 34, `${markerOf()}\nnewer`, bot);
    const run = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: 34, headSha: s.checkout.head }),
    );
    expect(run.exitCode).toBe(0);
    expect(s.stickyComments(34).map((c) => c.id)).toEqual([first.id]);
    expect(run.outputs['comment-id']).toBe(String(first.id));
    expect(s.github.rejected).toEqual([]);
  });

  it('no secret reaches a log, summary, output, comment or GitHub request', () => expectNoSecrets(s));
});

describe('a matrix of configs and a config of several sites', () => {
  let s: Scenario;
  const json = (v: unknown) => JSON.stringify(v, null, 2) + '\n';
  beforeAll(async () => {
    const files: Record<string, string> = { ...baseFiles() };
    for (const [path, content] of Object.entries(liveFiles())) files[`shop-b/site/${path}`] = content;
    files['shop-b/sitesync.yml'] = `site:\n  id: ${SITE_B}\n  source: site\npublish:\n  branch: main\n`;
    files['sitesync.multi.yml'] = [
      'sites:',
      `  - { id: ${SITE_ID}, source: site, name: Shop A }`,
      `  - { id: ${SITE_B}, source: shop-b/site, name: Shop B }`,
      'publish:',
      '  branch: main',
      '',
    ].join('\n');
    s = await startScenario({
      files,
      commits: [
        {
          files: {
            'site/content/about/en.json': json({ body: 'About A' }),
            'shop-b/site/content/about/en.json': json({ body: 'About B' }),
          },
        },
      ],
      extraSites: [{ id: SITE_B, name: 'Shop B', files: liveFiles() }],
    });
  });
  afterAll(async () => s?.close());

  it('two configs in one PR: two comments, two environments, and no session churn on the next push', async () => {
    const payload = pullRequestEvent({ action: 'opened', number: 40, headSha: s.checkout.head });
    const [a, b] = await Promise.all([
      s.act('pull_request', payload, { config: 'sitesync.yml' }),
      s.act('pull_request', payload, { config: 'shop-b/sitesync.yml' }),
    ]);
    expect([a.exitCode, b.exitCode], a.stdout + b.stdout).toEqual([0, 0]);
    expect(s.stickyComments(40, 'sitesync.yml')).toHaveLength(1);
    expect(s.stickyComments(40, 'shop-b/sitesync.yml')).toHaveLength(1);
    expect(s.github.state.comments(OWNER, REPO, 40)).toHaveLength(2);
    expect(
      s.github.state
        .deployments(OWNER, REPO)
        .map((d) => d.environment)
        .sort(),
    ).toEqual(['sitesync-preview-pr-40', 'sitesync-preview-pr-40-shop-b']);
    expect(s.sessionCreates()).toHaveLength(2);
    expect(a.outputs['preview-url']).not.toBe(b.outputs['preview-url']);

    const again = pullRequestEvent({ action: 'synchronize', number: 40, headSha: s.checkout.head });
    const [a2, b2] = await Promise.all([
      s.act('pull_request', again, { config: 'sitesync.yml' }),
      s.act('pull_request', again, { config: 'shop-b/sitesync.yml' }),
    ]);
    expect([a2.exitCode, b2.exitCode]).toEqual([0, 0]);
    expect(s.sessionCreates()).toHaveLength(2);
    expect(a2.outputs['session-id']).toBe(a.outputs['session-id']);
    expect(b2.outputs['session-id']).toBe(b.outputs['session-id']);
    expect(s.github.state.comments(OWNER, REPO, 40)).toHaveLength(2);
    expect(s.github.rejected).toEqual([]);
  });

  it('one config with two sites: each preview labelled, every site in the outputs and its own environment', async () => {
    const run = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: 41, headSha: s.checkout.head }),
      { config: 'sitesync.multi.yml' },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    const previews = JSON.parse(run.outputs.previews!) as Record<string, string>;
    expect(Object.keys(previews).sort()).toEqual([SITE_ID, SITE_B].sort());
    expect(run.outputs['preview-url']).toBe(previews[SITE_ID]);
    const [comment] = s.stickyComments(41, 'sitesync.multi.yml');
    expect(comment!.body).toContain(`**Preview — Shop A (\`${SITE_ID}\`):** ${previews[SITE_ID]}`);
    expect(comment!.body).toContain(`**Preview — Shop B (\`${SITE_B}\`):** ${previews[SITE_B]}`);
    expect(
      s.github.state
        .deployments(OWNER, REPO)
        .filter((d) => d.environment.includes('pr-41'))
        .map((d) => d.environment)
        .sort(),
    ).toEqual(
      [
        `sitesync-preview-pr-41-sitesync.multi.yml-${SITE_B}`,
        `sitesync-preview-pr-41-sitesync.multi.yml-${SITE_ID}`,
      ].sort(),
    );
    expect(s.github.rejected).toEqual([]);
  });

  it('no secret reaches a log, summary, output, comment or GitHub request', () => expectNoSecrets(s));
});
