/**
 * What the action says the catalog stage of a merge wrote, run for real (dist/index.js against the
 * emulator and the fake GitHub), in the CLI's words (src/apply/catalog/describe.ts;
 * docs/platform-contract.md §12): a write the platform answers as a replay of an earlier run of the
 * same commit was written by that run, never by this one. The job summary, the log and the outcome
 * on the merged pull request say "already written by an earlier run (replayed)" and count only
 * this run's writes as written by it; each count is checked against the emulator's request log
 * (read through its admin route).
 *
 * A re-run of a merge replays its catalog writes when live no longer holds what the first run
 * wrote (here: put back through the API with keys of its own, as a person in the platform's admin
 * would): the same commit plans the same writes, with the same keys, and the platform answers
 * them as replays. They change nothing now, which is why the run must not claim them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pullRequestEvent, pushEvent } from './harness/events.js';
import { baseFiles } from './fixture-site.js';
import { OWNER, REPO, startScenario, type Scenario } from './action-scenario.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

/** The summary's markdown form of a plain line (parentheses escaped). */
const md = (text: string) => text.replace(/[()]/g, (c) => `\\${c}`);

const REPLAYS =
  'the platform had already run the same request (same Idempotency-Key: an earlier run of this commit) and changed nothing now';

/** The live catalog: one brand and three products. */
const LIVE = {
  brands: [{ slug: 'acme', name: 'Acme' }],
  products: [
    { slug: 'boot', name: 'Boot', brand: 'acme', price: '99.50', status: 'active' },
    { slug: 'hat', name: 'Hat', brand: 'acme', price: '20.00', status: 'active' },
    { slug: 'scarf', name: 'Scarf', brand: 'acme', price: '15.00', status: 'active' },
  ],
};

/** catalog.yml of the fixture with the brand's name and the products' prices given. */
function catalogYml(brand: string, prices: { boot: string; hat: string; scarf: string }): string {
  const product = (slug: string, name: string, price: string) => [
    `  - slug: ${slug}`,
    `    name: ${name}`,
    '    brand: acme',
    `    price: ${price}`,
    '    status: active',
  ];
  return [
    'brands:',
    '  - slug: acme',
    `    name: ${brand}`,
    'products:',
    ...product('boot', 'Boot', prices.boot),
    ...product('hat', 'Hat', prices.hat),
    ...product('scarf', 'Scarf', prices.scarf),
    '',
  ].join('\n');
}

interface LogEntry {
  seq: number;
  method: string;
  path: string;
  route: string | null;
  status: number | null;
  idempotency_key: string | null;
  replayed: boolean;
  fault: string | null;
}

/** The emulator's request log after `seq`, through its admin route. */
async function requestLog(s: Scenario, seq = 0): Promise<LogEntry[]> {
  const answer = (await s.admin('GET', `/requests?since=${seq}`)) as { data: { items: LogEntry[] } };
  return answer.data.items.filter((e) => e.seq > seq);
}

const lastSeq = async (s: Scenario) => (await requestLog(s)).reduce((n, e) => Math.max(n, e.seq), 0);

/**
 * The catalog writes of a run (the log after `seq`), by key: `method path status replayed` of
 * each attempt, ids shown as their slugs; and who wrote the confirmed ones, as the log shows it: an earlier run when the
 * first 2xx was a replay and no attempt before it got past a 4xx, this run otherwise.
 */
async function catalogWrites(s: Scenario, seq: number, slugOf: Record<string, string>) {
  const writes = (await requestLog(s, seq)).filter(
    (e) => e.idempotency_key !== null && e.method !== 'GET' && /^\/v1\/(brands|products)/.test(e.route ?? ''),
  );
  const byKey = new Map<string, LogEntry[]>();
  for (const e of writes) byKey.set(e.idempotency_key!, [...(byKey.get(e.idempotency_key!) ?? []), e]);
  const ok = (e: LogEntry) => e.status !== null && e.status >= 200 && e.status < 300;
  let thisRun = 0;
  let earlier = 0;
  for (const attempts of byKey.values()) {
    const first = attempts.findIndex(ok);
    if (first < 0) continue;
    const before = attempts.slice(0, first);
    if (attempts[first]!.replayed && before.every((e) => e.status !== null && e.status < 500)) earlier++;
    else thisRun++;
  }
  const attempts = [...byKey.values()]
    .map((list) =>
      list.map((e) => {
        const path = e.path.replace(/[^/]+$/, (id) => slugOf[id] ?? id);
        return `${e.method} ${path} ${e.status}${e.replayed ? ' replayed' : ''}`;
      }),
    )
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
  return { attempts, thisRun, earlier };
}

/** The outcome block of the merged pull request's comment, as lines. */
function outcomeOf(s: Scenario, pr: number): string[] | undefined {
  const body = s.stickyComments(pr)[0]?.body ?? '';
  return /<!-- sitesync:outcome -->\n([\s\S]*?)\n<!-- sitesync:\/outcome -->/.exec(body)?.[1]?.split('\n');
}

/** The summary's Done and To know sections (the plan and the sections after them left out). */
const doneAndNotes = (summary: string) =>
  summary.slice(summary.indexOf('**Done:**'), summary.indexOf('####'));

/** The live catalog's slugs by id, and its ids by slug. */
async function ids(s: Scenario): Promise<{ id: Record<string, string>; slugOf: Record<string, string> }> {
  const brands = await s.api<{ items: { id: string; slug: string }[] }>('GET', '/v1/brands?limit=100');
  const products = await s.api<{ items: { id: string; slug: string }[] }>('GET', '/v1/products?limit=100');
  const all = [...brands.items, ...products.items];
  return {
    id: Object.fromEntries(all.map((e) => [e.slug, e.id])),
    slugOf: Object.fromEntries(all.map((e) => [e.id, e.slug])),
  };
}

/** The pull request run at `sha`, then its merge: the push run's review to compare with. */
async function reviewAndMerge(s: Scenario, pr: number, sha: string): Promise<void> {
  const planned = await s.act(
    'pull_request',
    pullRequestEvent({ action: 'opened', number: pr, headSha: sha }),
  );
  expect(planned.exitCode, planned.stdout).toBe(0);
  s.github.state.seedPullRequest(OWNER, REPO, {
    number: pr,
    headSha: sha,
    merged: true,
    mergeCommitSha: sha,
  });
  s.github.state.setRef(OWNER, REPO, 'main', sha);
}

/** A repository whose catalog is live as LIVE, and one commit that changes `catalog.yml` to `catalog`. */
function withCommit(message: string, catalog: string): Promise<Scenario> {
  return startScenario({
    catalog: LIVE,
    files: { ...baseFiles(), 'catalog.yml': catalogYml('Acme', { boot: '99.5', hat: '20', scarf: '15' }) },
    commits: [{ message, files: { 'catalog.yml': catalog } }],
  });
}

describe('a merge run again for the same commit, every catalog write answered as a replay', () => {
  const PR = 91;
  let s: Scenario;
  beforeAll(async () => {
    s = await withCommit(
      'a new brand name and two prices',
      catalogYml('Acme Co', { boot: '89.5', hat: '25', scarf: '15' }),
    );
  });
  afterAll(async () => s?.close());

  it('says the writes were replayed from an earlier run and 0 written by this run, in the summary, the log and on the merged pull request', async () => {
    const head = s.checkout.head;
    await reviewAndMerge(s, PR, head);
    const event = pushEvent({ after: head, before: s.checkout.shas[0]! });
    const { id, slugOf } = await ids(s);

    // The first run writes the three updates.
    let seq = await lastSeq(s);
    const first = await s.act('push', event);
    expect(first.exitCode, first.stdout).toBe(0);
    const one = await catalogWrites(s, seq, slugOf);
    expect(one.attempts).toEqual([
      ['PATCH /v1/brands/acme 200'],
      ['PATCH /v1/products/boot 200'],
      ['PATCH /v1/products/hat 200'],
    ]);
    expect([one.thisRun, one.earlier]).toEqual([3, 0]);
    const wrote = `catalog: ${one.thisRun} written, 0 failed, 0 blocked`;
    expect(wrote).toBe('catalog: 3 written, 0 failed, 0 blocked');
    expect(doneAndNotes(first.summary)).toContain(`- ${md(wrote)}\n`);
    expect(first.summary).not.toContain('replay');
    expect(outcomeOf(s, PR)).toEqual([
      `#### sitesync after the merge (commit \`${head.slice(0, 7)}\`, #${PR}): 🚀 applied`,
      '',
      `- ${wrote}`,
    ]);

    // Live put back as it was, through the API with keys of its own (a person in the admin).
    await s.api('PATCH', `/v1/brands/${id.acme}`, { name: 'Acme' });
    await s.api('PATCH', `/v1/products/${id.boot}`, { price: '99.50' });
    await s.api('PATCH', `/v1/products/${id.hat}`, { price: '20.00' });

    // The job re-run: the same writes, the same keys, each answered as a replay; none ran again.
    seq = await lastSeq(s);
    const again = await s.act('push', event);
    expect(again.exitCode, again.stdout).toBe(0);
    const two = await catalogWrites(s, seq, slugOf);
    expect(two.attempts).toEqual(one.attempts.map((a) => a.map((e) => `${e} replayed`)));
    expect([two.thisRun, two.earlier]).toEqual([0, 3]);
    // A replay changes nothing: live still holds what was put back.
    const products = await s.api<{ items: { slug: string; price: string }[] }>(
      'GET',
      '/v1/products?limit=100',
    );
    expect(products.items.map((p) => `${p.slug} ${p.price}`)).toEqual([
      'boot 99.50',
      'hat 20.00',
      'scarf 15.00',
    ]);

    const replayed = `catalog: ${two.thisRun} written by this run, ${two.earlier} already written by an earlier run (replayed), 0 failed, 0 blocked`;
    expect(replayed).toBe(
      'catalog: 0 written by this run, 3 already written by an earlier run (replayed), 0 failed, 0 blocked',
    );
    const said = doneAndNotes(again.summary);
    expect(said).toContain(`- ${md(replayed)}\n`);
    expect(said).toContain(`- ${md(`catalog: 3 of these were replays: ${REPLAYS}`)}\n`);
    expect(said).not.toMatch(/catalog: [1-9]\d* write|write\\\(s\\\) done/);
    // The log: the CLI's lines, as `sitesync apply` prints them.
    const lines = again.stdout.split('\n');
    expect(lines.slice(lines.indexOf(replayed), lines.indexOf(replayed) + 2)).toEqual([
      replayed,
      `  3 of these were replays: ${REPLAYS}`,
    ]);
    // The merged pull request: the re-run's outcome, in the same words.
    expect(outcomeOf(s, PR)).toEqual([
      `#### sitesync after the merge (commit \`${head.slice(0, 7)}\`, #${PR}): 🚀 applied`,
      '',
      `- ${replayed}`,
    ]);
    expect(s.github.rejected).toEqual([]);
  });
});

describe('a merge run again after a write of it was refused: this run writes one, an earlier run wrote the other', () => {
  const PR = 92;
  let s: Scenario;
  beforeAll(async () => {
    s = await withCommit('two prices', catalogYml('Acme', { boot: '99.5', hat: '25', scarf: '12' }));
  });
  afterAll(async () => s?.close());

  it('says 1 written by this run and 1 already written by an earlier run (replayed), as the request log shows', async () => {
    const head = s.checkout.head;
    await reviewAndMerge(s, PR, head);
    const event = pushEvent({ after: head, before: s.checkout.shas[0]! });
    const { id, slugOf } = await ids(s);

    // The first run: the hat's price written, the scarf's refused (422: not run, not stored).
    await s.admin('POST', '/fail-next', {
      method: 'PATCH',
      path_pattern: `/v1/products/${id.scarf}`,
      status: 422,
      count: 1,
    });
    let seq = await lastSeq(s);
    const first = await s.act('push', event);
    await s.admin('DELETE', '/fail-next');
    expect(first.exitCode, first.stdout).toBe(1);
    const one = await catalogWrites(s, seq, slugOf);
    expect(one.attempts).toEqual([['PATCH /v1/products/hat 200'], ['PATCH /v1/products/scarf 422']]);
    expect([one.thisRun, one.earlier]).toEqual([1, 0]);
    expect(doneAndNotes(first.summary)).toContain(`- ${md('catalog: 1 written, 1 failed, 0 blocked')}\n`);
    expect(outcomeOf(s, PR)?.slice(0, 3)).toEqual([
      `#### sitesync after the merge (commit \`${head.slice(0, 7)}\`, #${PR}): 🟠 applied in part`,
      '',
      '- catalog: 1 written, 1 failed, 0 blocked',
    ]);

    // The hat's price put back through the API; the job re-run: the hat's write replayed (the
    // first run's), the scarf's written now.
    await s.api('PATCH', `/v1/products/${id.hat}`, { price: '20.00' });
    seq = await lastSeq(s);
    const again = await s.act('push', event);
    expect(again.exitCode, again.stdout).toBe(0);
    const two = await catalogWrites(s, seq, slugOf);
    expect(two.attempts).toEqual([['PATCH /v1/products/hat 200 replayed'], ['PATCH /v1/products/scarf 200']]);
    expect([two.thisRun, two.earlier]).toEqual([1, 1]);

    const line = `catalog: ${two.thisRun} written by this run, ${two.earlier} already written by an earlier run (replayed), 0 failed, 0 blocked`;
    expect(line).toBe(
      'catalog: 1 written by this run, 1 already written by an earlier run (replayed), 0 failed, 0 blocked',
    );
    const said = doneAndNotes(again.summary);
    expect(said).toContain(`- ${md(line)}\n`);
    expect(said).toContain(`- ${md(`catalog: 1 of these was a replay: ${REPLAYS}`)}\n`);
    const lines = again.stdout.split('\n');
    expect(lines.slice(lines.indexOf(line), lines.indexOf(line) + 2)).toEqual([
      line,
      `  1 of these was a replay: ${REPLAYS}`,
    ]);
    expect(outcomeOf(s, PR)).toEqual([
      `#### sitesync after the merge (commit \`${head.slice(0, 7)}\`, #${PR}): 🚀 applied`,
      '',
      `- ${line}`,
    ]);
    expect(s.github.rejected).toEqual([]);
  });
});
