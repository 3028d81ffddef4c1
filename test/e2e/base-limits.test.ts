/**
 * The action reads guard limits from the base branch's sitesync.yml, never from the pull
 * request's: a change that raises max_delete while deleting files is blocked by the base's
 * limit, on the pull request (not staged) and on the merge (exit before any write), until the
 * `allow-delete` input says how many deletions are accepted. `node dist/index.js` as the runner
 * starts it, against the emulator and the fake GitHub API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../helpers/emulator.js';
import { startFakeGitHub, type FakeGitHub } from './harness/fake-github.js';
import { pullRequestEvent, pushEvent } from './harness/events.js';
import { makeGitCheckout, runAction } from './harness/run-action.js';
import { baseFiles, liveCatalog, liveFiles, SITE_ID } from './fixture-site.js';

const API_KEY = 'sk_e2e_base_limits_key_0123456789';
const GITHUB_TOKEN = 'ghs_e2eBaseLimits0123456789abcdef01';
const PR = 21;

const base = { ...baseFiles(), 'sitesync.yml': baseFiles()['sitesync.yml']! + 'max_delete: 2\n' };
// The pull request deletes four files and lifts the limit in the same change.
const change = {
  'sitesync.yml': baseFiles()['sitesync.yml']! + 'max_delete: 100\nmax_delete_share: 1\n',
  'site/content/about/de.json': null,
  'site/content/home/de.json': null,
  'site/assets/old.css': null,
  'site/assets/site.css': null,
  // and changes a price: the catalog must not be applied either while the site is blocked
  'catalog.yml': baseFiles()['catalog.yml']!.replace('price: 99.5', 'price: 79.5'),
};
const checkout = makeGitCheckout(base, [{ files: change, message: 'lift the limit and delete' }]);
const [baseSha, headSha] = checkout.shas as [string, string];

let emulator: RunningEmulator;
let github: FakeGitHub;
beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    apiKeys: [{ key: API_KEY }],
    autoApprove: true,
    seed: { sites: [{ id: SITE_ID, name: 'E2E Shop', files: liveFiles() }], catalog: liveCatalog() },
  });
  github = await startFakeGitHub();
});
afterAll(async () => {
  await emulator?.close();
  await github?.close();
  checkout.cleanup();
});

const act = (eventName: string, payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
  runAction({
    actionDir: process.cwd(),
    cwd: checkout.dir,
    eventName,
    payload,
    inputs: { 'api-key': API_KEY, 'base-url': emulator.url, 'github-token': GITHUB_TOKEN, ...extra },
    githubApiUrl: github.url,
    timeoutMs: 90_000,
  });

/** Requests that wrote (carried an Idempotency-Key), from log position `from`. */
const writesFrom = (from: number) =>
  emulator
    .requestLog()
    .slice(from)
    .filter((e) => e.idempotency_key !== null)
    .map((e) => `${e.method} ${e.route}`);

describe('guard limits come from the base branch', () => {
  it('pull request: the base limit (2) blocks, not the raised one (100); the site is not staged', async () => {
    const from = emulator.requestLog().length;
    const run = await act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: PR, headSha, baseSha }),
    );
    expect(run.exitCode, run.stderr + run.stdout).toBe(0);
    expect(run.stdout).toContain(
      "guard limits from the base branch's sitesync.yml: max_archive 10, max_delete 2, max_delete_share 10 %",
    );
    expect(run.annotations.map((a) => `${a.level}: ${a.message}`)).toContain(
      "warning: sitesync.yml here sets max_archive 10, max_delete 100, max_delete_share 100 %; this run's guards use the base commit's (max_archive 10, max_delete 2, max_delete_share 10 %): a change to the limits takes effect once it is on the base branch",
    );
    expect(run.outputs['site-deleted']).toBe('4');
    expect(run.summary).toContain(
      '> ⛔ **Apply is blocked** (`delete_limit`): this plan deletes 4 site files, more than max\\_delete \\(2\\)',
    );
    expect(writesFrom(from)).toEqual([]);
    const comment = github.state.comments('acme', 'shop-site', PR).at(-1)!.body;
    expect(comment).toContain(
      '> ⛔ **Apply is blocked** (`delete_limit`): this plan deletes 4 site files, more than max\\_delete \\(2\\)',
    );
    expect(comment).toContain(
      '> site/ was not staged: a site guard blocks it \\(delete\\_limit\\), and on merge the apply stops before any write. To go ahead: set the input allow-delete to the number of files to delete, or raise max\\_delete / max\\_delete\\_share in sitesync.yml on the base branch.',
    );
  });

  it('merge: the apply stops before any write (catalog included); allow-delete: 4 lets it through', async () => {
    const from = emulator.requestLog().length;
    const blocked = await act('push', pushEvent({ before: baseSha, after: headSha, ref: 'refs/heads/main' }));
    expect(blocked.exitCode).toBe(1);
    const failure = blocked.annotations.find((a) => a.level === 'error');
    expect(failure?.message).toBe(
      'the site plan is blocked (delete_limit), nothing was applied: this plan deletes 4 site files, more than max_delete (2)\nhint: set the input allow-delete to the number of files to delete, or raise max_delete / max_delete_share in sitesync.yml on the base branch',
    );
    expect(writesFrom(from)).toEqual([]);

    const tooFew = await act('push', pushEvent({ before: baseSha, after: headSha }), { 'allow-delete': '3' });
    expect(tooFew.exitCode).toBe(1);
    expect(writesFrom(from)).toEqual([]);

    const allowed = await act('push', pushEvent({ before: baseSha, after: headSha }), {
      'allow-delete': '4',
    });
    expect(allowed.exitCode, allowed.stderr + allowed.stdout).toBe(0);
    expect(allowed.outputs['publish-request-id']).toMatch(/^sprq_/);
    expect(writesFrom(from)).toEqual([
      'PATCH /v1/products/:product_id',
      'POST /v1/sites/:site_id/development-sessions',
      'PATCH /v1/sites/:site_id/development-sessions/:session_id/source:batch',
      'POST /v1/sites/:site_id/development-sessions/:session_id/preview',
      'POST /v1/sites/:site_id/publish-requests',
    ]);
  });
});
