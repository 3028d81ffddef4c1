/**
 * `sitesync dev` as a user runs it: the real CLI in its own process, in a temporary git
 * repository, against an emulator started through the CLI. What dev says is checked against what
 * the emulator holds (the session's tree) and recorded (its request log).
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorProcess, LogEntry } from '../../../bench/emulator-process.js';
import { removeRepo, SMALL_SITE } from '../cli/harness.js';
import {
  devRepo,
  CLI,
  recordedSession,
  sha256,
  startCliEmulator,
  startDev,
  waitForSessionTree,
  waitUntil,
  type DevProcess,
} from './dev-process.js';

const SITES = [
  'site_DevTestEdits000000000',
  'site_DevTestBroken0000000',
  'site_DevTestRestart000000',
  'site_DevTestPublish000000',
  'site_DevTestRetry00000000',
  'site_DevTestStateLink0000',
];
const [EDITS, BROKEN, RESTART, PUBLISH, RETRY, STATE_LINK] = SITES as [
  string,
  string,
  string,
  string,
  string,
  string,
];

let work: string;
let emulator: EmulatorProcess;
const apiKey = () => emulator.keys.main;
const emu = () => ({ url: emulator.url, apiKey: apiKey() });
const running: DevProcess[] = [];
const repos: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sitesync-dev-it-'));
  emulator = await startCliEmulator(
    work,
    SITES.map((id) => ({ id, name: id, files: SMALL_SITE })),
  );
}, 60_000);

afterEach(async () => {
  for (const dev of running.splice(0)) await dev.stop('SIGKILL');
});

afterAll(async () => {
  await emulator?.close();
  for (const dir of repos) await removeRepo(dir);
  await rm(work, { recursive: true, force: true });
});

const repoFor = (siteId: string) => devRepo(siteId, repos);

async function dev(repoDir: string, args: string[] = [], stdin: 'pipe' | 'ignore' = 'ignore') {
  const process = await startDev({ repoDir, emulator: emu(), args, stdin });
  running.push(process);
  return process;
}

/** The /v1 requests logged after `since` (a log sequence number). */
async function requestsSince(since: number): Promise<LogEntry[]> {
  return (await emulator.collect()).filter((e) => e.seq > since && e.path.startsWith('/v1/'));
}
const lastSeq = async () => Math.max(0, ...(await emulator.collect()).map((e) => e.seq));

const write = (repo: string, path: string, content: string) => writeFile(join(repo, 'site', path), content);
const siteFiles = (overrides: Record<string, string | null>) =>
  Object.fromEntries(
    Object.entries({ ...SMALL_SITE, ...overrides }).filter((e): e is [string, string] => e[1] !== null),
  );

/** The `state` events of the local preview's stream, as they come. */
async function firstState(previewUrl: string): Promise<{
  revision: string;
  errors: { path?: string; line?: number; column?: number; message: string }[];
}> {
  const controller = new AbortController();
  const res = await fetch(new URL('/__sitesync/events', previewUrl), { signal: controller.signal });
  const reader = res.body!.getReader();
  let text = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`event stream ended: ${text}`);
      text += Buffer.from(value).toString('utf8');
      const m = /event: state\ndata: (.*)\n\n/.exec(text);
      if (m) return JSON.parse(m[1]!);
    }
  } finally {
    controller.abort();
  }
}

describe('sitesync dev', () => {
  it('stages edits, new files and deletes so the session tree follows the working tree; nothing while idle', async () => {
    const repo = await repoFor(EDITS);
    const before = await lastSeq();
    const d = await dev(repo);
    expect(d.stdout()).toMatch(/opened session (\S+) on live/);
    expect(d.stdout()).toContain('the session already holds the working tree: nothing to stage');
    const start = await requestsSince(before);
    expect(start.map((e) => `${e.method} ${e.route}`)).toEqual([
      'GET /v1/sites/:site_id/source/manifest',
      'POST /v1/sites/:site_id/development-sessions',
    ]);
    const { sessionId } = (await recordedSession(repo, EDITS))!;

    const marker = await lastSeq();
    await write(repo, 'content/about/en.json', '{"headline": "About us, edited"}');
    await write(
      repo,
      'pages/contact.json',
      '{"name": "Contact", "slug": "contact", "template_file": "templates/page.html"}',
    );
    await unlink(join(repo, 'site', 'assets', 'site.css'));
    const files = siteFiles({
      'content/about/en.json': '{"headline": "About us, edited"}',
      'pages/contact.json': '{"name": "Contact", "slug": "contact", "template_file": "templates/page.html"}',
      'assets/site.css': null,
    });
    await waitForSessionTree(emu(), EDITS, sessionId, files);
    const writes = (await requestsSince(marker)).filter((e) => e.method !== 'GET');
    // Every burst is one source:batch write with a content-derived key; dev says one line per burst.
    expect(writes.every((e) => e.route?.endsWith('/source:batch') && e.status === 200)).toBe(true);
    expect(new Set(writes.map((e) => e.idempotency_key)).size).toBe(writes.length);
    await waitUntil(
      'one line per staged burst',
      () => d.stdout().match(/^staged /gm)?.length === writes.length,
    );
    expect(d.stdout()).toMatch(/^staged .*1 deleted/m);

    // Nothing changes: no request at all.
    const idle = await lastSeq();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await requestsSince(idle)).toEqual([]);

    // A new folder of files arrives (one burst) and is removed again.
    await mkdir(join(repo, 'site', 'assets', 'img'));
    await write(repo, 'assets/img/a.svg', '<svg/>');
    await write(repo, 'assets/img/b.svg', '<svg></svg>');
    await waitForSessionTree(emu(), EDITS, sessionId, {
      ...files,
      'assets/img/a.svg': '<svg/>',
      'assets/img/b.svg': '<svg></svg>',
    });
    await rm(join(repo, 'site', 'assets', 'img'), { recursive: true });
    await waitForSessionTree(emu(), EDITS, sessionId, files);
  }, 120_000);

  it('shows a broken page with file:line:column, keeps the last good state in the preview, and clears on the next valid save', async () => {
    const repo = await repoFor(BROKEN);
    const d = await dev(repo);
    const { sessionId } = (await recordedSession(repo, BROKEN))!;
    const page = async () => {
      const res = await fetch(new URL('about', d.previewUrl));
      return { res, html: await res.text() };
    };
    const first = await page();
    expect(first.html).toContain('<h1>About us</h1>');
    // The script runs by nonce: the proxied CSP names the nonce of the injected script; the
    // platform's own preview keeps its policy.
    const nonce = /<script nonce="([0-9a-f]+)" id="sitesync-dev-live-reload">/.exec(first.html)?.[1];
    expect(nonce).toBeDefined();
    expect(first.res.headers.get('content-security-policy')).toBe(
      `script-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`,
    );
    expect(first.html).toContain('<a href="/about">About</a>');

    // A JSON syntax error, caught before any request. The broken file is saved first: a valid save
    // that lands in a later burst (a loaded machine) is held back with it, as the broken path stays
    // in every burst until it is fixed.
    let marker = await lastSeq();
    await write(
      repo,
      'pages/about.json',
      '{\n  "name": "About",\n  "slug": "about"\n  "template_file": "templates/page.html"\n}',
    );
    await write(repo, 'content/about/en.json', '{"headline": "Second"}');
    await d.waitFor(/pages\/about\.json:4:3: invalid JSON: expected "," or "}"/);
    expect((await requestsSince(marker)).filter((e) => e.method !== 'GET')).toEqual([]);
    const state = await firstState(d.previewUrl);
    expect(state.errors).toEqual([expect.objectContaining({ path: 'pages/about.json', line: 4, column: 3 })]);
    expect((await page()).html).toContain('<h1>About us</h1>');

    // A missing template: the platform's validation answers 422 with the position.
    marker = await lastSeq();
    await write(
      repo,
      'pages/about.json',
      '{"name": "About", "slug": "about", "template_file": "templates/nope.html"}',
    );
    await d.waitFor(
      /pages\/about\.json:1:\d+: template_file "templates\/nope\.html" does not exist.*\[missing_template\]/,
    );
    const rejected = (await requestsSince(marker)).filter((e) => e.method === 'PATCH');
    expect(rejected.map((e) => e.status)).toEqual([422]);
    expect((await page()).html).toContain('<h1>About us</h1>');

    // The next valid save stages everything that waited and clears the errors.
    await write(repo, 'pages/about.json', SMALL_SITE['pages/about.json']!);
    await waitForSessionTree(
      emu(),
      BROKEN,
      sessionId,
      siteFiles({ 'content/about/en.json': '{"headline": "Second"}' }),
    );
    await waitUntil('the preview to show the new headline', async () =>
      (await page()).html.includes('<h1>Second</h1>'),
    );
    expect((await firstState(d.previewUrl)).errors).toEqual([]);
  }, 120_000);

  (process.platform === 'win32' ? it.skip : it)(
    'with .sitesync a symlink out of the repository: says the session is not recorded, stages, writes nothing through it',
    async () => {
      const repo = await repoFor(STATE_LINK);
      const outside = await mkdtemp(join(tmpdir(), 'sitesync-dev-outside-'));
      try {
        await writeFile(join(outside, 'victim.json'), '{"mine":true}\n');
        await symlink(outside, join(repo, '.sitesync'));
        const d = await dev(repo);
        expect(d.output()).toContain(
          '.sitesync is not a folder (a symlink or a file): the session is not recorded; after a restart dev stages the working tree again (into the same session while live is unchanged)',
        );
        const opened = /opened session (\S+) on live/.exec(d.stdout());
        expect(opened).not.toBeNull();
        await write(repo, 'content/about/en.json', '{"headline": "Staged, not recorded"}');
        await d.waitFor(/^staged 1 file/m);
        const staged = siteFiles({ 'content/about/en.json': '{"headline": "Staged, not recorded"}' });
        await waitForSessionTree(emu(), STATE_LINK, opened![1]!, staged);
        expect(await d.stop()).toBe(0);
        // Nothing was recorded through the link. A restart opens the session again and stages the
        // working tree again: both by replays of the same writes, as the request log says.
        const marker = await lastSeq();
        const again = await dev(repo);
        await again.waitFor(/^staged 1 file/m);
        expect(/opened session (\S+) on live/.exec(again.stdout())?.[1]).toBe(opened![1]);
        expect(again.stdout()).not.toContain('continuing session');
        const writes = (await requestsSince(marker)).filter((e) => e.method !== 'GET');
        expect(writes.map((e) => [e.route, e.replayed])).toEqual([
          ['/v1/sites/:site_id/development-sessions', true],
          ['/v1/sites/:site_id/development-sessions/:session_id/source:batch', true],
        ]);
        await waitForSessionTree(emu(), STATE_LINK, opened![1]!, staged);
        expect(await again.stop()).toBe(0);
        expect(await readdir(outside)).toEqual(['victim.json']);
        expect(await readFile(join(outside, 'victim.json'), 'utf8')).toBe('{"mine":true}\n');
      } finally {
        await rm(outside, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it('continues the recorded session on restart for one manifest request; replaces an expired one with one message', async () => {
    const repo = await repoFor(RESTART);
    let d = await dev(repo);
    const first = (await recordedSession(repo, RESTART))!;
    await write(repo, 'content/about/en.json', '{"headline": "Kept across restarts"}');
    await d.waitFor(/^staged 1 file/m);
    expect(await d.stop('SIGTERM')).toBe(0);

    const marker = await lastSeq();
    d = await dev(repo);
    expect(d.stdout()).toContain(`continuing session ${first.sessionId}`);
    expect(d.stdout()).toContain('the session already holds the working tree: nothing to stage');
    expect((await requestsSince(marker)).map((e) => `${e.method} ${e.route}`)).toEqual([
      'GET /v1/sites/:site_id/source/manifest',
    ]);
    // A change made while dev was stopped is staged at the next start, in the same session.
    expect(await d.stop()).toBe(0);
    await write(repo, 'content/about/en.json', '{"headline": "Edited while stopped"}');
    d = await dev(repo);
    await d.waitFor(/^staged 1 file/m);
    await waitForSessionTree(
      emu(),
      RESTART,
      first.sessionId,
      siteFiles({ 'content/about/en.json': '{"headline": "Edited while stopped"}' }),
    );
    expect(await d.stop()).toBe(0);

    // Eight days on (the platform's clock): the session expired. dev cannot know before its next
    // write (a start with nothing changed costs the manifest only); that write opens a new session
    // and stages the working tree in it, with one message.
    await emulator.admin('POST', 'clock/advance', { seconds: 8 * 24 * 3600 });
    d = await dev(repo);
    expect(d.stdout()).toContain(`continuing session ${first.sessionId}`);
    await write(repo, 'content/about/en.json', '{"headline": "After the expiry"}');
    const replaced = await d.waitFor(
      new RegExp(`session ${first.sessionId} expired: opened session (\\S+) on live`),
    );
    await d.waitFor(/^staged \d+ files?/m, d.output().indexOf(replaced[0]));
    expect(d.stdout().match(/expired/g)).toHaveLength(1);
    const second = (await recordedSession(repo, RESTART))!;
    expect(second.sessionId).toBe(replaced[1]);
    expect(second.sessionId).not.toBe(first.sessionId);
    await waitForSessionTree(
      emu(),
      RESTART,
      second.sessionId,
      siteFiles({ 'content/about/en.json': '{"headline": "After the expiry"}' }),
    );
  }, 120_000);

  it('runs on when stdin closes; Ctrl-C exits 0 with the publish command, which publishes what was staged', async () => {
    const repo = await repoFor(PUBLISH);
    const d = await dev(repo, [], 'pipe');
    d.child.stdin!.end();
    await write(repo, 'content/about/en.json', '{"headline": "Ready to publish"}');
    await d.waitFor(/^staged 1 file/m);
    expect(await d.stop('SIGINT')).toBe(0);
    const { sessionId, sourceRevision } = (await recordedSession(repo, PUBLISH))!;
    expect(d.stdout()).toContain(`  sitesync publish --session ${sessionId} --revision ${sourceRevision}`);

    const out = execFileSync(process.execPath, [CLI, 'publish', '--session', sessionId], {
      cwd: repo,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        SITESYNC_BASE_URL: emulator.url,
        SITESYNC_API_KEY: apiKey(),
        SITESYNC_CONFIG_DIR: join(repo, '.no-login'),
        NO_COLOR: '1',
      },
    });
    expect(out).toMatch(/publish request sprq_\S+: published/);
    const live = await fetch(`${emulator.url}/v1/sites/${PUBLISH}/source/manifest`, {
      headers: { authorization: `Bearer ${apiKey()}` },
    });
    const files = ((await live.json()) as { data: { files: { path: string; checksum: string }[] } }).data
      .files;
    expect(files.find((f) => f.path === 'content/about/en.json')?.checksum).toBe(
      sha256('{"headline": "Ready to publish"}'),
    );
  }, 120_000);

  it('replays a burst the platform wrote but could not answer: the retry carries the same key, nothing is written twice', async () => {
    const repo = await repoFor(RETRY);
    const d = await dev(repo);
    const { sessionId } = (await recordedSession(repo, RETRY))!;
    await emulator.admin('POST', 'fail-next', {
      method: 'PATCH',
      path_pattern: '*source:batch',
      status: 'drop_after',
    });
    const marker = await lastSeq();
    await write(repo, 'content/about/en.json', '{"headline": "Written once"}');
    await d.waitFor(/^staged 1 file/m);
    const attempts = (await requestsSince(marker)).filter((e) => e.method === 'PATCH');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.fault).toBe('fail_next:drop_after');
    expect(attempts[1]!.replayed).toBe(true);
    expect(attempts[1]!.idempotency_key).toBe(attempts[0]!.idempotency_key);
    await waitForSessionTree(
      emu(),
      RETRY,
      sessionId,
      siteFiles({ 'content/about/en.json': '{"headline": "Written once"}' }),
    );
  }, 120_000);
});
