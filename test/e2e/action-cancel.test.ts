/**
 * The runner cancelling the merge's apply, run for real: dist/index.js is sent SIGTERM once the
 * emulator's log shows the first catalog write (its latency keeps the next one in flight), and in a
 * second merge while the site's batch is in flight. The action stops after the requests in flight,
 * exits non-zero on its own, and says cancelled, never failed, in the same words in the job summary
 * and in the outcome on the merged pull request: what was written before, where it stopped, that
 * the write cut off may have run, how to go on. A re-run writes nothing twice and says applied.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { runAction, type ActionRun } from './harness/run-action.js';
import { pullRequestEvent, pushEvent } from './harness/events.js';
import { baseFiles, SITE_ID } from './fixture-site.js';
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

/** The outcome block of the merged pull request's comment, as lines. */
const outcomeOf = (body: string) =>
  /<!-- sitesync:outcome -->\n([\s\S]*?)\n<!-- sitesync:\/outcome -->/.exec(body)?.[1]?.split('\n');
/** The job summary's cancelled block (its quoted lines under the title), ⏹️ left out. */
const cancelledBlockOf = (summary: string) =>
  summary
    .split('\n')
    .slice(2)
    .filter((l, i, all) => l.startsWith('> ') && all.slice(0, i).every((p) => p.startsWith('> ')))
    .map((l) => l.replace('> ⏹️ **', '> **'));

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
    expect(run.summary).toMatch(/catalog(: [1-9]\d* written| [a-z]+: [1-9]\d* of \d+ written)/);
    expect(run.summary).toContain('interrupted');
    // no publish request was filed; the merged PR's comment got the outcome
    expect(s.log(before).filter((e) => e.path.endsWith('/publish-requests') && e.method === 'POST')).toEqual(
      [],
    );
    // ... said cancelled, as the summary says it: where it stopped, how to go on; never failed
    const outcome = outcomeOf(s.stickyComments(PR)[0]!.body)!;
    expect(outcome[0]).toBe(
      `#### sitesync after the merge (commit \`${head.slice(0, 7)}\`, #${PR}): ⏹️ cancelled`,
    );
    const said = cancelledBlockOf(run.summary);
    expect(said.join('\n')).toContain('interrupted');
    expect(outcome.slice(-said.length)).toEqual(said);
    // ("0 failed" is the catalog's count, the CLI's line, not the run's verdict)
    expect(outcome.join('\n')).not.toMatch(/[1-9]\d* failed|Failed|🔴/);
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
    // the re-run's outcome replaces the cancelled one's
    const after = outcomeOf(s.stickyComments(PR)[0]!.body)!;
    expect(after[0]).toBe(
      `#### sitesync after the merge (commit \`${head.slice(0, 7)}\`, #${PR}): 🚀 applied`,
    );
    expect(after.join('\n')).not.toMatch(/Cancelled|cancelled/);
  });
});

describe("SIGTERM while the site is written into the merge's session", () => {
  const MERGED = 8;
  const LATENCY_MS = 1500;
  let m: Scenario;
  beforeAll(async () => {
    m = await startScenario({
      commits: [
        {
          message: 'new price, new about text',
          files: {
            'catalog.yml': baseFiles()['catalog.yml']!.replace('price: 99.5', 'price: 79.5'),
            'site/content/about/en.json': '{ "body": "About us, cancelled while staged" }\n',
          },
        },
      ],
    });
  });
  afterAll(async () => m?.close());

  /** Plain text as the summary and the comment show it (markdown made inert). */
  const md = (text: string) => text.replace(/[_()#]/g, (c) => `\\${c}`);

  it("the merged pull request's outcome says cancelled, as the summary does, with what the log shows written", async () => {
    const head = m.checkout.head;
    const planned = await m.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: MERGED, headSha: head }),
    );
    expect(planned.exitCode, planned.stdout).toBe(0);
    m.github.state.seedPullRequest(OWNER, REPO, {
      number: MERGED,
      headSha: head,
      merged: true,
      mergeCommitSha: head,
    });
    const live = await m.api<{ source_revision: string }>('GET', `/v1/sites/${SITE_ID}/source/manifest`);
    await m.admin('PUT', '/latency', { ms: LATENCY_MS });
    const before = m.log().length;
    let signalled = false;
    const opened = (e: { method: string; route: string | null; status: number | null }) =>
      e.method === 'POST' && e.route === '/v1/sites/:site_id/development-sessions' && e.status === 200;
    const run: ActionRun = await runAction({
      actionDir: process.cwd(),
      cwd: m.checkout.dir,
      eventName: 'push',
      payload: pushEvent({ after: head, before: m.checkout.shas[0]! }),
      inputs: { 'api-key': API_KEY, 'base-url': m.emulator.url, 'github-token': GITHUB_TOKEN },
      githubApiUrl: m.github.url,
      timeoutMs: 120_000,
      onSpawn: (child: ChildProcess) => {
        // by state: the session is opened (in the log once answered), so the first batch is sent
        // next and held by the latency; the signal goes well inside it
        const poll = setInterval(() => {
          if (!m.log(before).some(opened)) return;
          clearInterval(poll);
          setTimeout(() => (signalled = child.kill('SIGTERM')), 300);
        }, 20);
        child.on('close', () => clearInterval(poll));
      },
    });
    // the batch cut off in flight reaches the emulator's handler only after its latency
    await new Promise((r) => setTimeout(r, LATENCY_MS + 500));
    await m.admin('PUT', '/latency', { ms: 0 });
    expect(signalled).toBe(true);
    expect(run.timedOut).toBe(false);
    expect(run.exitCode, run.stdout).toBe(1);

    // the log: the price written, the merge's session opened at live's revision, then the batch
    // into it (cut off: when the emulator got it at all); no publish request
    const log = m.log(before);
    const writes = log.filter((e) => e.idempotency_key !== null && e.method !== 'GET');
    const { data: state } = (await m.admin('GET', '/state')) as {
      data: { sites: { sessions: { id: string; name: string | null; baseRevision: string }[] } };
    };
    const session = state.sites.sessions.find((x) => x.name === `sitesync ${head.slice(0, 7)}`)!;
    expect(session.baseRevision).toBe(live.source_revision);
    const batch = `/v1/sites/${SITE_ID}/development-sessions/${session.id}/source:batch`;
    expect(writes.map((e) => `${e.method} ${e.route} ${e.status}`).slice(0, 2)).toEqual([
      'PATCH /v1/products/:product_id 200',
      'POST /v1/sites/:site_id/development-sessions 200',
    ]);
    expect(writes.slice(2).map((e) => `${e.method} ${e.path}`)).toEqual(
      writes.length > 2 ? [`PATCH ${batch}`] : [],
    );

    // the summary: cancelled, what was written, where it stopped, that the batch may have run
    const stopped = `stage "write-source": PATCH ${batch}: interrupted`;
    const cancelled = [
      '> **Cancelled \\(SIGTERM\\):** the job was cancelled before the run ended: it stopped after the platform requests in flight and started none after.',
      `> Stopped at: ${md(stopped)}`,
      '> The request in flight when the job was cancelled may have run.',
      '> Re-run the job to finish: every write carries an idempotency key, so what was written is replayed, not written twice.',
    ];
    expect(cancelledBlockOf(run.summary)).toEqual(cancelled);
    expect(run.summary).toContain(
      [
        '**Done:**',
        '',
        '- catalog: 1 written, 0 failed, 0 blocked',
        `- opened session ${md(session.id)} at ${md(live.source_revision)}`,
        `- the outcome written on \\#${MERGED} \\(comment ${m.stickyComments(MERGED)[0]!.id}\\)`,
        '',
      ].join('\n'),
    );
    expect(run.summary).not.toMatch(/Failed|🔴/);
    expect(run.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([
      `Cancelled (SIGTERM): stopped at: ${stopped}`,
    ]);

    // the merged pull request: the same, in its outcome block
    expect(outcomeOf(m.stickyComments(MERGED)[0]!.body)).toEqual([
      `#### sitesync after the merge (commit \`${head.slice(0, 7)}\`, #${MERGED}): ⏹️ cancelled`,
      '',
      '- catalog: 1 written, 0 failed, 0 blocked',
      `- opened session ${md(session.id)} at ${md(live.source_revision)}`,
      '',
      ...cancelled,
    ]);
    expect(m.github.rejected).toEqual([]);
  });

  it('cancelled while waiting for approval: the request is named, no write was cut off; a re-run with nothing left says so', async () => {
    const head = m.checkout.head;
    const before = m.log().length;
    let signalled = false;
    const run = await runAction({
      actionDir: process.cwd(),
      cwd: m.checkout.dir,
      eventName: 'push',
      payload: pushEvent({ after: head, before: m.checkout.shas[0]! }),
      inputs: {
        'api-key': API_KEY,
        'base-url': m.emulator.url,
        'github-token': GITHUB_TOKEN,
        'wait-for-approval': '2m',
      },
      githubApiUrl: m.github.url,
      timeoutMs: 120_000,
      onSpawn: (child: ChildProcess) => {
        // by state: the request is filed and read while the action waits for the owner
        const poll = setInterval(() => {
          const polled = m
            .log(before)
            .some((e) => e.method === 'GET' && e.route === '/v1/sites/:site_id/publish-requests/:request_id');
          if (!polled) return;
          clearInterval(poll);
          signalled = child.kill('SIGTERM');
        }, 20);
        child.on('close', () => clearInterval(poll));
      },
    });
    expect(signalled).toBe(true);
    expect(run.exitCode, run.stdout).toBe(1);
    const filed = m
      .log(before)
      .filter((e) => e.method === 'POST' && e.route === '/v1/sites/:site_id/publish-requests');
    expect(filed.map((e) => e.status)).toEqual([200]);
    const id = run.outputs['publish-request-id']!;
    expect(id).toMatch(/^sprq_/);
    expect(run.outputs['publish-status']).toBe('pending');
    const said = cancelledBlockOf(run.summary);
    expect(said).toEqual([
      '> **Cancelled \\(SIGTERM\\):** the job was cancelled before the run ended: it stopped after the platform requests in flight and started none after.',
      `> Stopped at: interrupted while waiting: publish request ${md(id)} \\(site ${md(SITE_ID)}\\) was filed and is still pending; the site owner can approve it at any time`,
      `> hint: check it with \\\`sitesync publish --request ${md(id)}\\\` \\(add \\\`--wait 10m\\\` to wait for the decision\\)`,
      '> Re-run the job to finish: every write carries an idempotency key, so what was written is replayed, not written twice.',
    ]);
    // the price was written by the cancelled run before: nothing of the catalog is left to write
    expect(run.summary).toContain(
      `- site ${md(SITE_ID)}: publish request ${md(id)} filed \\(pending when the job was cancelled\\)\n`,
    );
    expect(outcomeOf(m.stickyComments(MERGED)[0]!.body)).toEqual([
      `#### sitesync after the merge (commit \`${head.slice(0, 7)}\`, #${MERGED}): ⏹️ cancelled`,
      '',
      `- site \`${SITE_ID}\`: publish request \`${id}\` is pending`,
      '',
      ...said,
    ]);

    // the owner approves; a re-run finds nothing left: its outcome, not the cancelled run's words
    await m.admin('POST', `/publish-requests/${id}/approve`);
    const rerun = await m.act('push', pushEvent({ after: head, before: m.checkout.shas[0]! }));
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    expect(rerun.outputs['publish-status']).toBe('published');
    expect(outcomeOf(m.stickyComments(MERGED)[0]!.body)).toEqual([
      `#### sitesync after the merge (commit \`${head.slice(0, 7)}\`, #${MERGED}): ✅ nothing to apply`,
      '',
      `- site \`${SITE_ID}\`: publish request \`${id}\` is published`,
    ]);
    expect(m.github.rejected).toEqual([]);
  });
});
