/**
 * A catalog write of the merge whose outcome is not known, run for real: dist/index.js against the
 * emulator and the fake GitHub. The new product's create ran but its answer was dropped
 * (`drop_after`), and every retry got a 500: it may have been written. The job summary, the error
 * and the outcome on the merged pull request say "not known (may have been written)", never
 * "failed", with the counts the emulator's request log shows; the site is not staged.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pullRequestEvent, pushEvent } from './harness/events.js';
import { baseFiles } from './fixture-site.js';
import { OWNER, REPO, startScenario, type Scenario } from './action-scenario.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const PR = 72;
let s: Scenario;

beforeAll(async () => {
  const catalog = baseFiles()['catalog.yml']!.replace('price: 99.5', 'price: 89.5');
  s = await startScenario({
    commits: [
      {
        message: 'a new price and a new product',
        files: {
          'catalog.yml': `${catalog}  - slug: sock\n    name: Sock\n    brand: acme\n    price: 5\n    status: active\n`,
        },
      },
    ],
  });
});
afterAll(async () => s?.close());

/** The summary's markdown form of a plain line (parentheses escaped). */
const md = (text: string) => text.replace(/[()]/g, (c) => `\\${c}`);

describe('a catalog write of the merge that got no answer, then a 500 at every retry', () => {
  it('is "not known (may have been written)" in the summary and on the merged pull request, as the request log shows', async () => {
    const head = s.checkout.head;
    const pr = await s.act('pull_request', pullRequestEvent({ action: 'opened', number: PR, headSha: head }));
    expect(pr.exitCode, pr.stdout).toBe(0);
    s.github.state.seedPullRequest(OWNER, REPO, {
      number: PR,
      headSha: head,
      merged: true,
      mergeCommitSha: head,
    });
    s.github.state.setRef(OWNER, REPO, 'main', head);
    await s.admin('POST', '/fail-next', {
      method: 'POST',
      path_pattern: '/v1/products',
      status: 'drop_after',
    });
    await s.admin('POST', '/fail-next', {
      method: 'POST',
      path_pattern: '/v1/products',
      status: 500,
      count: 100,
    });
    const before = s.log().length;

    const run = await s.act('push', pushEvent({ after: head }));
    await s.admin('DELETE', '/fail-next');

    // The log: the price update answered 200; the create ran at its first attempt (its answer
    // dropped) and got a 500 at each of the 5 retries; nothing of the site was written.
    const writes = s.log(before).filter((e) => e.idempotency_key !== null && e.method !== 'GET');
    const byKey = new Map<string | null, typeof writes>();
    for (const e of writes) byKey.set(e.idempotency_key, [...(byKey.get(e.idempotency_key) ?? []), e]);
    // The two writes run side by side: in the order of their first attempt's route.
    const attempts = [...byKey.values()]
      .map((list) =>
        list.map(
          (e) => `${e.method} ${e.route} ${e.status} ${e.fault ?? '-'}${e.replayed ? ' replayed' : ''}`,
        ),
      )
      .sort((a, b) => a[0]!.localeCompare(b[0]!));
    expect(attempts).toEqual([
      ['PATCH /v1/products/:product_id 200 -'],
      [
        'POST /v1/products null fail_next:drop_after',
        ...Array<string>(5).fill('POST /v1/products 500 fail_next:500'),
      ],
    ]);
    const ok = (e: (typeof writes)[number]) => e.status !== null && e.status >= 200 && e.status < 300;
    const done = [...byKey.values()].filter((list) => list.some(ok)).length;
    const notKnown = [...byKey.values()].filter(
      (list) => !list.some(ok) && list.some((e) => e.status === null || e.status >= 500),
    ).length;
    expect([done, notKnown]).toEqual([1, 1]);
    expect(writes.filter((e) => (e.route ?? '').includes('development-sessions'))).toEqual([]);
    // It was written after all: the product is live, once.
    const products = await s.api<{ items: { slug: string }[] }>('GET', '/v1/products?limit=100');
    expect(products.items.filter((p) => p.slug === 'sock')).toHaveLength(1);

    const counts = `${notKnown} not known (may have been written), 0 failed, 0 blocked`;
    expect(run.exitCode).toBe(1);
    expect(run.annotations.find((a) => a.level === 'error')?.message).toBe(
      `the catalog was applied partially: ${counts}; re-run the workflow to converge`,
    );
    const summary = run.summary.split('\n');
    expect(summary).toContain(`- ${md(`catalog: ${done} written, ${counts}`)}`);
    expect(summary).toContain(
      `- ${md(`Not every catalog write was done (${counts}): the site was not staged and no publish request was filed (publish-on-partial: false). Re-run the job to converge, or set publish-on-partial: true to publish the site anyway.`)}`,
    );
    expect(run.summary).not.toMatch(/[1-9]\d* failed|✗/);

    // The merged pull request's comment: its outcome block, sent to GitHub once.
    const body = s.stickyComments(PR)[0]!.body;
    const outcome = /<!-- sitesync:outcome -->\n([\s\S]*?)\n<!-- sitesync:\/outcome -->/.exec(body)?.[1];
    expect(outcome?.split('\n')).toEqual([
      `#### sitesync after the merge (commit \`${head.slice(0, 7)}\`, #${PR}): 🟠 applied in part`,
      '',
      `- catalog: ${done} written, ${counts}`,
      '',
      `> ${md(`Not every catalog write was done (${counts}): the site was not staged and no publish request was filed. Re-run the job to converge.`)}`,
    ]);
    const updates = s.github.requests.filter(
      (r) =>
        r.operationId === 'issues/update-comment' &&
        JSON.stringify(r.body).includes('sitesync after the merge'),
    );
    expect(updates).toHaveLength(1);
    expect(s.github.rejected).toEqual([]);
  });
});
