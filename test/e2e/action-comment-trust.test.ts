/**
 * Text a pull request controls must not steer the action: a catalog value that spells another
 * configuration's comment marker, and a workflow that checks out something else than the commit
 * the run is for. dist/index.js as a process, against the emulator and the fake GitHub.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pullRequestEvent, pushEvent, webhookExample } from './harness/events.js';
import { baseFiles, liveFiles } from './fixture-site.js';
import { OWNER, REPO, startScenario, type Scenario } from './action-scenario.js';
import { encodeMeta, metaLine, parseMeta } from '../../src/action/comment-meta.js';
import { encodeRow } from '../../src/action/reviewed-plan.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const SITE_B = 'site_E2eShopB0000000000000';
const json = (v: unknown) => JSON.stringify(v, null, 2) + '\n';
const OTHER_MARKER = '<!-- sitesync:sticky-comment key=shop-b%2Fsitesync.yml -->';

describe('a catalog value that spells another configuration’s marker', () => {
  let s: Scenario;
  beforeAll(async () => {
    const files: Record<string, string> = { ...baseFiles() };
    for (const [p, c] of Object.entries(liveFiles())) files[`shop-b/site/${p}`] = c;
    files['shop-b/sitesync.yml'] = `site:\n  id: ${SITE_B}\n  source: site\npublish:\n  branch: main\n`;
    const catalog = baseFiles()['catalog.yml']!.replace(
      'name: Acme',
      `name: ${JSON.stringify(OTHER_MARKER)}`,
    );
    s = await startScenario({
      files,
      commits: [
        {
          message: 'pull request head',
          files: {
            'catalog.yml': catalog,
            'site/content/about/en.json': json({ body: 'About A' }),
            'shop-b/site/content/about/en.json': json({ body: 'About B' }),
          },
        },
        {
          message: 'merge with more',
          files: { 'catalog.yml': catalog.replace('price: 99.5', 'price: 1.0') },
        },
      ],
      extraSites: [{ id: SITE_B, name: 'Shop B', files: liveFiles() }],
    });
  });
  afterAll(async () => s?.close());

  it('each configuration keeps its own comment, and the merge still compares with what was reviewed', async () => {
    const [, head, merge] = s.checkout.shas as [string, string, string];
    s.checkout.git('checkout', '-q', head);
    const event = (action: 'opened' | 'synchronize') =>
      pullRequestEvent({ action, number: 50, headSha: head });
    for (const action of ['opened', 'synchronize'] as const)
      for (const config of ['sitesync.yml', 'shop-b/sitesync.yml']) {
        const run = await s.act('pull_request', event(action), { config });
        expect(run.exitCode, run.stdout).toBe(0);
      }
    const comments = s.github.state.comments(OWNER, REPO, 50);
    expect(comments.map((c) => c.body.split('\n')[0])).toEqual([
      '<!-- sitesync:sticky-comment key=sitesync.yml -->',
      OTHER_MARKER,
    ]);
    expect(s.github.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    // The root configuration's comment shows the brand's name, marker text and all, as text.
    expect(comments[0]!.body).toContain(OTHER_MARKER);

    // The merge commit carries a price nobody reviewed: the merge writes nothing.
    s.checkout.git('checkout', '-q', merge);
    s.github.state.seedPullRequest(OWNER, REPO, {
      number: 50,
      headSha: head,
      merged: true,
      mergeCommitSha: merge,
      state: 'closed',
    });
    const before = s.log().length;
    const push = await s.act('push', pushEvent({ after: merge, before: s.checkout.shas[0]! }), {
      config: 'sitesync.yml',
    });
    expect(push.exitCode).toBe(1);
    expect(push.stdout).toContain('differs from the one reviewed in #50');
    expect(s.writes(before)).toEqual([]);
  });
});

describe('an apply whose checkout is not the commit of the run', () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await startScenario({
      commits: [
        {
          message: 'an unmerged pull request head',
          files: {
            'catalog.yml': baseFiles()['catalog.yml']!.replace('price: 99.5', 'price: 0.01'),
            'site/content/about/en.json': json({ body: 'UNREVIEWED' }),
          },
        },
      ],
    });
  });
  afterAll(async () => s?.close());

  it('an issue_comment run with mode: apply that checked out the pull request is refused, nothing written', async () => {
    const [main, prHead] = s.checkout.shas as [string, string];
    expect(s.checkout.head).toBe(prHead);
    const payload = webhookExample('issue_comment', 'created') as {
      repository: { full_name: string; name: string; owner: { login: string } };
      issue: { number: number; pull_request?: unknown };
      comment: { body: string };
    };
    payload.repository.full_name = `${OWNER}/${REPO}`;
    payload.repository.name = REPO;
    payload.repository.owner.login = OWNER;
    payload.issue.number = 9;
    payload.issue.pull_request = { url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/9` };
    payload.comment.body = '/deploy';
    const before = s.log().length;
    const run = await s.act(
      'issue_comment',
      payload,
      { mode: 'apply' },
      { GITHUB_REF: 'refs/heads/main', GITHUB_SHA: main },
    );
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(
      `refusing to apply: the checked-out commit ${prHead.slice(0, 12)} is not the commit this run is for (GITHUB_SHA ${main.slice(0, 12)})`,
    );
    expect(s.log().slice(before)).toEqual([]);
  });
});

describe('sitesync’s comment edited by someone else', () => {
  let s: Scenario;
  beforeAll(async () => {
    const catalog = baseFiles()['catalog.yml']!;
    s = await startScenario({
      commits: [
        {
          message: 'reviewed head',
          files: { 'site/content/about/en.json': json({ body: 'About, reviewed' }) },
        },
        {
          message: 'after the review',
          files: { 'catalog.yml': catalog.replace('price: 99.5', 'price: 1.0') },
        },
      ],
    });
  });
  afterAll(async () => s?.close());

  it('its hidden rows, changed to pre-approve a price, count for nothing: the merge writes nothing', async () => {
    const [base, reviewed, merged] = s.checkout.shas as [string, string, string];
    s.checkout.git('checkout', '-q', reviewed);
    const pr = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: 77, headSha: reviewed, baseSha: base }),
    );
    expect(pr.exitCode, pr.stdout).toBe(0);
    // Someone with write access edits only the hidden metadata of sitesync's comment.
    const [comment] = s.github.state.comments(OWNER, REPO, 77);
    const meta = parseMeta(comment!.body, 'sitesync.yml')!;
    expect(meta.reviewed?.form).toBe('rows');
    const rows = meta.reviewed?.form === 'rows' ? meta.reviewed.rows : [];
    const approved = encodeRow({
      area: 'catalog',
      kind: 'product',
      key: 'boot',
      action: 'update',
      field: 'price',
      from: '"99.50"',
      to: '"1.00"',
    });
    const forged = encodeMeta({ ...meta, reviewed: { form: 'rows', rows: [...rows, approved] } });
    s.github.state.updateComment(
      OWNER,
      REPO,
      comment!.id,
      comment!.body.replace(metaLine(comment!.body)!, forged),
    );

    s.checkout.git('checkout', '-q', merged);
    s.github.state.seedPullRequest(OWNER, REPO, {
      number: 77,
      headSha: merged,
      merged: true,
      mergeCommitSha: merged,
      state: 'closed',
    });
    const before = s.log().length;
    const push = await s.act('push', pushEvent({ after: merged, before: base }));
    expect(push.exitCode).toBe(1);
    expect(push.stdout).toContain(
      'The comment on #77 is not as sitesync wrote it (its signature does not verify: edited by someone else, or written by a run without this API key): nothing in it counts as reviewed.',
    );
    expect(push.stdout).toContain('differs from the one reviewed in #77');
    expect(s.writes(before)).toEqual([]);
    // Nor was the edited comment signed again by sitesync.
    expect(s.github.state.comments(OWNER, REPO, 77)[0]!.body).toContain(forged);
  });
});
