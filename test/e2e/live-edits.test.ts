/**
 * Issue 14 in the GitHub Action, run for real (`node dist/index.js` as the runner starts it):
 * the merge refuses to revert live edits made outside git by default and names them; `mode: pull`
 * opens ONE pull request with them through the Git Data API of the fake GitHub (every request
 * validated against GitHub's OpenAPI description) and updates it on the next run.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../helpers/emulator.js';
import { platformApi } from '../helpers/live-platform.js';
import {
  DEFAULT_OWNER as OWNER,
  DEFAULT_REPO as REPO,
  pullRequestEvent,
  pushEvent,
  workflowDispatchEvent,
} from './harness/events.js';
import { startFakeGitHub, type FakeGitHub } from './harness/fake-github.js';
import { createFakeGitData, type FakeGitData } from './harness/git-data.js';
import { makeGitCheckout, runAction } from './harness/run-action.js';
import { baseFiles, liveCatalog, liveFiles, SITE_ID } from './fixture-site.js';

const API_KEY = 'sk_e2e_live_edits_SECRET_0123456789';
const GITHUB_TOKEN = 'ghs_e2eLiveEditsTOKEN0123456789abcdef';
const BRANCH = 'sitesync/live-edits';
const PR = 12;
const EDITED_CSS = 'body { font-family: serif; } /* edited in the platform editor */\n';

let emulator: RunningEmulator;
let github: FakeGitHub;
let gitData: FakeGitData;
const checkout = makeGitCheckout(baseFiles(), [
  { files: { 'site/content/home/en.json': '{\n  "body": "Welcome home"\n}\n' }, message: 'home text' },
]);

const { api } = platformApi(() => emulator.url, API_KEY);

/** A live file edited the way the platform's editor does it: session, write, publish (auto-approved). */
async function editLive(files: Record<string, string>): Promise<void> {
  const manifest = await api<{ source_revision: string }>('GET', `/v1/sites/${SITE_ID}/source/manifest`);
  const session = await api<{ id: string; source_revision: string }>(
    'POST',
    `/v1/sites/${SITE_ID}/development-sessions`,
    {
      source_revision: manifest.source_revision,
    },
  );
  const written = await api<{ source_revision: string }>(
    'PATCH',
    `/v1/sites/${SITE_ID}/development-sessions/${session.id}/source:batch`,
    {
      source_revision: session.source_revision,
      files: Object.fromEntries(
        Object.entries(files).map(([p, content]) => [p, { content, encoding: 'utf8' }]),
      ),
    },
  );
  await api('POST', `/v1/sites/${SITE_ID}/publish-requests`, {
    session_id: session.id,
    source_revision: written.source_revision,
  });
}

async function liveFile(path: string): Promise<string> {
  const f = await api<{ content: string }>(
    'GET',
    `/v1/sites/${SITE_ID}/source/file?path=${encodeURIComponent(path)}`,
  );
  return f.content;
}

async function boot(): Promise<Record<string, unknown>> {
  const page = await api<{ items: Record<string, unknown>[] }>('GET', '/v1/products?limit=100');
  return page.items.find((p) => p['slug'] === 'boot')!;
}

function act(eventName: string, payload: Record<string, unknown>, inputs: Record<string, string> = {}) {
  return runAction({
    actionDir: process.cwd(),
    cwd: checkout.dir,
    eventName,
    payload,
    inputs: { 'api-key': API_KEY, 'base-url': emulator.url, 'github-token': GITHUB_TOKEN, ...inputs },
    githubApiUrl: github.url,
    timeoutMs: 90_000,
  });
}

const merge = (inputs: Record<string, string> = {}) =>
  act('push', pushEvent({ after: checkout.head, before: checkout.shas[0]!, ref: 'refs/heads/main' }), inputs);
const pullMode = () =>
  act('workflow_dispatch', workflowDispatchEvent({ ref: 'refs/heads/main' }), { mode: 'pull' });
const writes = (since: number) =>
  emulator.requestLog().filter((e) => e.seq > since && e.idempotency_key !== null);
const lastSeq = () => emulator.requestLog().reduce((n, e) => Math.max(n, e.seq), 0);

beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    autoApprove: true,
    apiKeys: [{ key: API_KEY }],
    seed: { sites: [{ id: SITE_ID, name: 'E2E Shop', files: liveFiles() }], catalog: liveCatalog() },
  });
  gitData = createFakeGitData(OWNER, REPO);
  github = await startFakeGitHub({ overrides: gitData.handlers });
  // Outside git: a live file and a live price edited through the platform's API.
  await editLive({ 'assets/site.css': EDITED_CSS });
  await api('PATCH', `/v1/products/${String((await boot())['id'])}`, { price: '120.00' });
}, 60_000);
afterAll(async () => {
  await emulator?.close();
  await github?.close();
  checkout.cleanup();
});
// Each run gets the checkout as actions/checkout leaves it.
beforeEach(() => {
  checkout.git('checkout', '-q', checkout.head);
  checkout.git('reset', '-q', '--hard');
  checkout.git('clean', '-qfdx');
});

describe('the merge with live edits made outside git', () => {
  it('fails by default, names each edit, and writes nothing', async () => {
    const since = lastSeq();
    const run = await merge();
    expect(run.exitCode).not.toBe(0);
    expect(run.stdout).toContain(
      `::error::live edit made outside git would be reverted: site ${SITE_ID}: assets/site.css`,
    );
    expect(run.stdout).toContain(
      '::error::live edit made outside git would be reverted: product "boot" price',
    );
    expect(run.summary).toContain(
      '#### Not applied: the plan would revert 2 live edits made outside git (on-live-edit: fail)\n\nNothing was written.',
    );
    expect(run.summary).toContain('`product "boot" price: "120.00" (live, edited outside git) → "99.50"`');
    expect(writes(since)).toEqual([]);
    expect(await liveFile('assets/site.css')).toBe(EDITED_CSS);
    expect(github.rejected).toEqual([]);
  });
});

describe('mode: pull', () => {
  let first: { number: string; commit: string };

  it('opens one pull request "Live edits made outside git" with exactly those edits', async () => {
    const since = lastSeq();
    const run = await pullMode();
    expect(run.exitCode, run.stderr + run.stdout).toBe(0);
    expect(run.outputs['live-edits']).toBe('2');
    expect(gitData.pulls).toHaveLength(1);
    const pr = gitData.pulls[0]!;
    expect(pr).toMatchObject({
      title: 'Live edits made outside git',
      head: BRANCH,
      base: 'main',
      state: 'open',
    });
    expect(run.outputs['pull-request-number']).toBe(String(pr.number));
    const commit = gitData.refs.get(`heads/${BRANCH}`)!;
    expect(gitData.commits.get(commit)!.parents).toEqual([checkout.head]);
    const files = gitData.filesOf(commit);
    expect([...files.keys()].sort()).toEqual(['catalog.yml', 'site/assets/site.css']);
    expect(files.get('site/assets/site.css')).toBe(EDITED_CSS);
    // The YAML differs from the repository's in the price line only.
    const before = baseFiles()['catalog.yml']!.split('\n');
    const after = files.get('catalog.yml')!.split('\n');
    expect(after.filter((line, i) => line !== before[i])).toEqual(['    price: 120.00']);
    expect(pr.body).toContain('- `catalog.yml` — product `boot` `price`: live `"120.00"` (line 8)');
    expect(writes(since)).toEqual([]);
    expect(github.rejected).toEqual([]);
    expect(github.unimplemented).toEqual([]);
    first = { number: String(pr.number), commit };
  });

  it('updates the same pull request on the next run instead of opening another', async () => {
    await editLive({ 'content/about/en.json': '{\n  "body": "About us, edited live"\n}\n' });
    const run = await pullMode();
    expect(run.exitCode, run.stderr + run.stdout).toBe(0);
    expect(run.outputs['live-edits']).toBe('3');
    expect(run.outputs['pull-request-number']).toBe(first.number);
    expect(gitData.pulls).toHaveLength(1);
    expect(gitData.pulls[0]!.bodies).toHaveLength(2);
    expect(gitData.pulls[0]!.body).toContain('`site/content/about/en.json` — site file edited outside git');
    const commit = gitData.refs.get(`heads/${BRANCH}`)!;
    expect(commit).not.toBe(first.commit);
    expect([...gitData.filesOf(commit).keys()].sort()).toEqual([
      'catalog.yml',
      'site/assets/site.css',
      'site/content/about/en.json',
    ]);
    first = { ...first, commit };
    expect(github.rejected).toEqual([]);
  });

  it('leaves the branch where it is when nothing new was edited live', async () => {
    const run = await pullMode();
    expect(run.exitCode, run.stderr + run.stdout).toBe(0);
    expect(run.stdout).toContain(`${BRANCH} already holds these live edits`);
    expect(gitData.refs.get(`heads/${BRANCH}`)).toBe(first.commit);
    expect(gitData.pulls).toHaveLength(1);
  });
});

describe('the pull request comment', () => {
  it('warns ahead of the merge, listing the live edits', async () => {
    const run = await act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: PR, headSha: checkout.head }),
    );
    expect(run.exitCode, run.stderr + run.stdout).toBe(0);
    const [comment] = github.state.comments(OWNER, REPO, PR);
    expect(comment!.body).toContain('> **3 live edits made outside git would be reverted.**');
    expect(comment!.body).toContain('`product "boot" price: "120.00" (live, edited outside git) → "99.50"`');
    expect(comment!.body).toContain(
      '| ⚠️ **reverts a live edit (live, edited outside git)** | `assets/site.css` |',
    );
  });
});

describe('on-live-edit: warn and overwrite', () => {
  it('warn applies the merge with one warning per live edit', async () => {
    const run = await merge({ 'on-live-edit': 'warn' });
    expect(run.exitCode, run.stderr + run.stdout).toBe(0);
    expect(run.stdout).toContain(
      `::warning::reverting a live edit made outside git: site ${SITE_ID}: assets/site.css`,
    );
    expect(run.stdout).toContain('::warning::reverting a live edit made outside git: product "boot" price');
    expect(run.summary).toContain('Reverting 3 live edits made outside git (on-live-edit: warn)');
    expect(await liveFile('assets/site.css')).toBe(baseFiles()['site/assets/site.css']);
    expect((await boot())['price']).toBe('99.50');
  });

  it('overwrite applies the merge over new live edits', async () => {
    await editLive({ 'assets/site.css': EDITED_CSS });
    const run = await merge({ 'on-live-edit': 'overwrite' });
    expect(run.exitCode, run.stderr + run.stdout).toBe(0);
    expect(run.stdout).not.toContain('::warning::reverting');
    expect(run.summary).toContain(`Reverting 1 live edit made outside git (on-live-edit: overwrite)`);
    expect(await liveFile('assets/site.css')).toBe(baseFiles()['site/assets/site.css']);
    expect(github.rejected).toEqual([]);
  });
});
