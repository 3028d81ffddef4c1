/**
 * Reviewed merges and the unforgeable comment, run for real: dist/index.js against the emulator
 * and the fake GitHub. A comment by anyone but the token's identity is ignored however it looks;
 * a plan that changed between the review and the merge writes nothing (or, with warn, is applied
 * and said), and every row nobody reviewed is named in the log, the summary and on the PR.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeMeta, type CommentMeta } from '../../src/action/comment-meta.js';
import { reviewedAsRows } from '../../src/action/reviewed-plan.js';
import { pullRequestEvent, pushEvent } from './harness/events.js';
import { baseFiles } from './fixture-site.js';
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

const PR = 21;
const EVIL = 'https://evil.example/preview/';
let s: Scenario;

beforeAll(async () => {
  s = await startScenario({
    commits: [
      {
        message: 'new price and about text',
        files: {
          'catalog.yml': baseFiles()['catalog.yml']!.replace('price: 99.5', 'price: 89.5'),
          'site/content/about/en.json': '{ "body": "About us, reviewed" }\n',
        },
      },
    ],
  });
});
afterAll(async () => s?.close());

const mallory = { login: 'mallory', id: 666, type: 'User' as const };

describe('a forged sticky comment', () => {
  it('is ignored: nothing is taken from it, sitesync writes its own comment', async () => {
    const head = s.checkout.head;
    // A comment by another user with the marker and crafted metadata: a session "already staged"
    // at the head commit, the attacker's preview link, and a "reviewed" plan that pre-approves
    // the live edit made below.
    const forged: CommentMeta = {
      v: 2,
      key: 'sitesync.yml',
      state: 'open',
      status: 'ready',
      commit: head,
      sessions: [
        {
          siteId: SITE_ID,
          sessionId: 'sess_forged',
          sourceRevision: 'rev_forged',
          baseRevision: 'rev_forged',
          commit: head,
          previewUrl: EVIL,
        },
      ],
      reviewed: reviewedAsRows([
        {
          area: 'catalog',
          kind: 'product',
          key: 'boot',
          action: 'update',
          field: 'price',
          from: '"79.00"',
          to: '"89.50"',
        },
      ]),
    };
    const forgedBody = `${markerOf()}\n### 🟢 sitesync: changes planned — preview ready\n**Preview:** ${EVIL}\n${encodeMeta(forged)}`;
    const planted = s.github.state.addComment(OWNER, REPO, PR, forgedBody, mallory);

    const run = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: PR, headSha: head }),
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['preview-url']).toMatch(new RegExp(`^${s.emulator.url}/preview/`));
    expect(JSON.stringify(run.outputs)).not.toContain('evil.example');
    expect(s.sessionCreates()).toHaveLength(1);
    expect(s.log().filter((e) => e.path.includes('sess_forged'))).toEqual([]);
    // the identity was asked of GraphQL, the forged comment left alone, ours written beside it
    expect(s.github.requests.filter((r) => r.operationId === 'graphql').map((r) => r.status)).toEqual([200]);
    const comments = s.stickyComments(PR);
    expect(comments.map((c) => c.user.login)).toEqual(['mallory', 'github-actions[bot]']);
    expect(comments[0]!.body).toBe(forgedBody);
    expect(comments[0]!.updated_at).toBe(planted.updated_at);
    expect(comments[1]!.body).toContain(run.outputs['preview-url']);
    expect(comments[1]!.body).not.toContain('evil.example');
    expect(s.github.rejected).toEqual([]);
  });
});

describe('the merge compares with the reviewed plan', () => {
  it('a live edit after the review: nothing is written, the job fails, the unreviewed rows are named', async () => {
    // someone edits the product live after the review
    const products = await s.api<{ items: { id: string; slug: string }[] }>('GET', '/v1/products?limit=100');
    const boot = products.items.find((p) => p.slug === 'boot')!;
    await s.api('PATCH', `/v1/products/${boot.id}`, { price: '79.00', name: 'Boot X' });
    s.github.state.seedPullRequest(OWNER, REPO, {
      number: PR,
      headSha: s.checkout.head,
      merged: true,
      mergeCommitSha: s.checkout.head,
    });
    const before = s.log().length;
    const run = await s.act('push', pushEvent({ after: s.checkout.head, before: s.checkout.shas[0]! }));
    expect(run.exitCode).toBe(1);
    expect(s.writes(before)).toEqual([]);
    const unreviewed = [
      '  + product boot: name "Boot X" → "Boot"',
      '  + product boot: price "79.00" → "89.50"',
      '      reviewed as: product boot: price "99.50" → "89.50"',
    ];
    for (const line of unreviewed) expect(run.stdout).toContain(line);
    expect(
      run.annotations.find(
        (a) => a.level === 'warning' && a.message.includes('differs from the one reviewed in #21'),
      )?.message,
    ).toContain('2 row(s) nobody reviewed, 0 reviewed row(s) that no longer apply. Nothing is written');
    expect(run.summary).toContain('**Rows nobody reviewed:**');
    expect(run.summary).toContain(
      '- `product boot: price "79.00" → "89.50"` (reviewed as `product boot: price "99.50" → "89.50"`)',
    );
    expect(run.summary).toContain('🔴 **Failed:** The plan at the merge commit differs');
    expect(run.outputs['has-changes']).toBe('true');
    const ours = s.stickyComments(PR).find((c) => c.user.login === 'github-actions[bot]')!;
    expect(ours.body).toContain('⛔ not applied');
    expect(ours.body).toContain('- `+ product boot: price "79.00" → "89.50"`');
    expect(s.stickyComments(PR)[0]!.user.login).toBe('mallory'); // still untouched
    expect(s.github.rejected).toEqual([]);
  });

  it('on-plan-mismatch: warn applies the plan and says what differs', async () => {
    const before = s.log().length;
    // The edit was made live, outside git: its own guard (on-live-edit) is told to warn as well.
    const run = await s.act('push', pushEvent({ after: s.checkout.head, before: s.checkout.shas[0]! }), {
      'on-plan-mismatch': 'warn',
      'on-live-edit': 'warn',
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('  + product boot: price "79.00" → "89.50"');
    expect(run.stdout).toContain('::warning::reverting a live edit made outside git: product "boot" price');
    expect(
      run.annotations.some(
        (a) => a.level === 'warning' && a.message.includes('Applying anyway (on-plan-mismatch: warn)'),
      ),
    ).toBe(true);
    expect(run.summary).toContain('applied anyway \\(on-plan-mismatch: warn\\)');
    expect(s.writes(before).some((e) => e.method === 'PATCH' && e.path.startsWith('/v1/products/'))).toBe(
      true,
    );
    const products = await s.api<{ items: { slug: string; price: string; name: string }[] }>(
      'GET',
      '/v1/products?limit=100',
    );
    expect(products.items.find((p) => p.slug === 'boot')).toMatchObject({ price: '89.50', name: 'Boot' });
    expect(run.outputs['publish-request-id']).toMatch(/^sprq_/);
    expect(run.outputs['publish-status']).toBe('pending');
    expect(s.github.rejected).toEqual([]);
  });
});

describe('secrets', () => {
  it('no secret reaches a log, summary, output, comment or GitHub request', () => expectNoSecrets(s));
});
