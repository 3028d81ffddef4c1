/**
 * The runner cancelling the merge's apply, run for real: dist/index.js is sent SIGTERM once the
 * emulator's log shows the first catalog write (its latency keeps the next one in flight). The
 * action stops after the requests in flight, exits non-zero on its own, writes the job summary
 * with what was written and the outcome on the merged pull request; a re-run writes nothing twice.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAction } from './harness/run-action.js';
import { pullRequestEvent, pushEvent } from './harness/events.js';
import { baseFiles } from './fixture-site.js';
import { API_KEY, GITHUB_TOKEN, OWNER, REPO, startScenario, type Scenario } from './action-scenario.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const PR = 7;
let s: Scenario;

beforeAll(async () => {
  const catalog = baseFiles()['catalog.yml']!.replace('price: 99.5', 'price: 89.5');
  s = await startScenario({
    commits: [
      {
        message: 'new price, a new product, new about text',
        files: {
          'catalog.yml': `${catalog}  - slug: sock\n    name: Sock\n    brand: acme\n    price: 5\n    status: active\n`,
          'site/content/about/en.json': '{ "body": "About us, cancelled" }\n',
        },
      },
    ],
  });
});
afterAll(async () => s?.close());

const isCatalogWrite = (e: { method: string; path: string; idempotency_key: string | null }) =>
  e.idempotency_key !== null && e.method !== 'GET' && e.path.startsWith('/v1/products');

describe('SIGTERM during the catalog writes of a merge', () => {
  it('stops, writes the summary and the PR outcome, exits non-zero', async () => {
    const head = s.checkout.head;
    const planned = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: PR, headSha: head }),
    );
    expect(planned.exitCode, planned.stdout).toBe(0);
    s.github.state.seedPullRequest(OWNER, REPO, {
      number: PR,
      headSha: head,
      merged: true,
      mergeCommitSha: head,
    });
    await s.admin('PUT', '/latency', { ms: 1500 });
    const before = s.log().length;
    let signalled = false;
    const run = await runAction({
      actionDir: process.cwd(),
      cwd: s.checkout.dir,
      eventName: 'push',
      payload: pushEvent({ after: head, before: s.checkout.shas[0]! }),
      inputs: { 'api-key': API_KEY, 'base-url': s.emulator.url, 'github-token': GITHUB_TOKEN },
      githubApiUrl: s.github.url,
      timeoutMs: 120_000,
      onSpawn: (child) => {
        // by state, not by time: the signal goes once the first catalog write is in the log
        const poll = setInterval(() => {
          if (s.log(before).some(isCatalogWrite)) {
            clearInterval(poll);
            signalled = child.kill('SIGTERM');
          }
        }, 20);
        child.on('close', () => clearInterval(poll));
      },
    });
    await s.admin('PUT', '/latency', { ms: 0 });
    expect(signalled).toBe(true);
    // ended on its own (not killed by the signal), failed
    expect(run.timedOut).toBe(false);
    expect(run.exitCode).not.toBeNull();
    expect(run.exitCode).not.toBe(0);
    expect(run.stdout).toContain('SIGTERM: the job was cancelled');
    // the summary says it was cancelled and what the catalog stage had written
    // (the summary is markdown: parentheses escaped)
    expect(run.summary).toContain('Cancelled \\(SIGTERM\\)');
    expect(run.summary).toMatch(/catalog(: [1-9]\d* write\\\(s\\\) done| [a-z]+: [1-9]\d* of \d+ written)/);
    expect(run.summary).toContain('interrupted');
    // no publish request was filed; the merged PR's comment got the outcome
    expect(s.log(before).filter((e) => e.path.endsWith('/publish-requests') && e.method === 'POST')).toEqual(
      [],
    );
    const comment = s.stickyComments(PR)[0]!;
    expect(comment.body).toContain('interrupted');
    expect(
      s.github.requests.some(
        (r) => r.operationId === 'issues/update-comment' && JSON.stringify(r.body).includes('interrupted'),
      ),
    ).toBe(true);
    expect(s.github.rejected).toEqual([]);

    // a re-run finishes: what the cancelled run wrote is replayed, not written twice
    const firstKeys = new Set(
      s
        .log(before)
        .filter((e) => e.idempotency_key && (e.status ?? 0) < 300)
        .map((e) => e.idempotency_key),
    );
    const mid = s.log().length;
    const rerun = await s.act('push', pushEvent({ after: head, before: s.checkout.shas[0]! }));
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    expect(s.writes(mid).filter((e) => firstKeys.has(e.idempotency_key))).toEqual([]);
    const products = await s.api<{ items: { slug: string; price: string }[] }>(
      'GET',
      '/v1/products?limit=100',
    );
    expect(products.items.filter((p) => p.slug === 'sock')).toHaveLength(1);
    expect(products.items.find((p) => p.slug === 'boot')?.price).toBe('89.50');
    expect(rerun.outputs['publish-request-id']).toMatch(/^sprq_/);
  });
});
