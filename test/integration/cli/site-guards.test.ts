/**
 * The site deletion guard and wrong-site detection, as a user meets them: `sitesync emulator`
 * and `sitesync apply` as processes, a real git repository holding the demo shop, and the
 * emulator's request log (GET /__emulator/requests) and state as the evidence of what was written.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess, startCliProcess, type CliProcess } from '../../helpers/cli-process.js';
import { DEMO_SITE, filesOf } from '../../bad-input/harness.js';
import { commitAll, git } from './harness.js';

const KEY = 'sk_guard_journey_key_0000000001';
const SITES = {
  ignored: 'site_guardIgnore000000000001',
  allowed: 'site_guardAllowed00000000001',
  other: 'site_guardOther0000000000001',
  twin: 'site_guardTwin00000000000001',
};

/** The ignore rules of the issue: only site.json, one page and its template stay. */
const KEEP_THREE = [
  'assets/',
  'content/',
  'navigation/',
  'pages/*',
  '!pages/home.json',
  'templates/*',
  '!templates/home.html',
  'drafts/',
  '',
].join('\n');

interface LogEntry {
  method: string;
  path: string;
  status: number | null;
}

let work: string;
let emulator: CliProcess;
let url: string;

async function requestsSince(seq: number): Promise<(LogEntry & { seq: number })[]> {
  const res = await fetch(`${url}/__emulator/requests?since=${seq}`);
  return ((await res.json()) as { data: { items: (LogEntry & { seq: number })[] } }).data.items;
}

async function lastSeq(): Promise<number> {
  const items = await requestsSince(0);
  return items.length === 0 ? 0 : items[items.length - 1]!.seq;
}

/** Requests that change something: not GET, and not the read-only source POSTs. */
const writes = (log: readonly LogEntry[]) =>
  log
    .filter((e) => e.method !== 'GET' && !/\/source\/(validate|diff)$/.test(e.path))
    .map((e) => `${e.method} ${e.path} → ${e.status}`);

async function liveState(): Promise<unknown> {
  return ((await (await fetch(`${url}/__emulator/state`)).json()) as { data: unknown }).data;
}

/** A git repository with the demo shop bound to `siteId`, after `edit` ran in it. */
async function repoBoundTo(siteId: string, edit?: (dir: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(join(work, 'repo-'));
  await cp(DEMO_SITE, join(dir, 'site'), { recursive: true });
  await writeFile(join(dir, 'sitesync.yml'), `site:\n  id: ${siteId}\n  source: site\n`);
  await edit?.(dir);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.name', 'Sitesync Test');
  git(dir, 'config', 'user.email', 'test@sitesync.invalid');
  git(dir, 'config', 'commit.gpgsign', 'false');
  commitAll(dir, 'the shop');
  return dir;
}

const sitesync = (dir: string, ...args: string[]) =>
  runCliProcess({
    args: ['-C', dir, ...args],
    cwd: work,
    env: {
      SITESYNC_BASE_URL: url,
      SITESYNC_API_KEY: KEY,
      SITESYNC_CONFIG_DIR: join(dir, '.no-login'),
    },
  });

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sitesync-guards-'));
  const demo = await filesOf(DEMO_SITE);
  const other = {
    'site.json': {
      content: '{"name": "Other shop", "default_language": "en", "supported_languages": ["en"]}',
      encoding: 'utf8',
    },
    'pages/start.json': {
      content: '{"name": "Start", "slug": "start", "template_file": "templates/start.html"}',
      encoding: 'utf8',
    },
    'pages/team.json': {
      content: '{"name": "Team", "slug": "team", "template_file": "templates/start.html"}',
      encoding: 'utf8',
    },
    'templates/start.html': { content: '<h1>start</h1>', encoding: 'utf8' },
    'assets/other.css': { content: 'body{}', encoding: 'utf8' },
  };
  const twin = {
    ...demo,
    'site.json': {
      content:
        '{"name": "Alpine Goods Outlet", "default_language": "en", "supported_languages": ["en", "de"]}',
      encoding: 'utf8',
    },
  };
  const seed = join(work, 'seed.json');
  await writeFile(
    seed,
    JSON.stringify({
      api_keys: [{ key: KEY, rate_limit: 100000 }],
      sites: [
        { id: SITES.ignored, name: 'Alpine Goods', files: demo },
        { id: SITES.allowed, name: 'Alpine Goods', files: demo },
        { id: SITES.other, name: 'Other shop', files: other },
        { id: SITES.twin, name: 'Alpine Goods Outlet', files: twin },
      ],
    }),
  );
  emulator = startCliProcess({
    args: ['emulator', '--port', '0', '--auto-approve', '--seed', seed],
    cwd: work,
  });
  url = (await emulator.waitFor(/listening on (http:\/\/\S+)/, 30_000))[1]!;
}, 60_000);

afterAll(async () => {
  await emulator?.stop();
  await rm(work, { recursive: true, force: true });
});

describe('site deletion guard', () => {
  it('an ignore file that keeps three files: apply --publish stops with exit 5 naming the guards, and writes nothing', async () => {
    const dir = await repoBoundTo(SITES.ignored, (d) =>
      writeFile(join(d, 'site', '.sitesyncignore'), KEEP_THREE),
    );
    const before = await liveState();
    const from = await lastSeq();

    const run = await sitesync(dir, 'apply', '--publish');

    expect(run.code).toBe(5);
    const out = run.stdout.split('\n');
    expect(out).toContain('  0 to add, 0 to change, 26 to delete, 3 unchanged');
    expect(out).toContain(
      '  blocked (delete_limit): this plan deletes 26 site files, more than max_delete (25); apply refuses unless allowed',
    );
    expect(out).toContain(
      '  blocked (delete_share): this plan deletes 26 of 29 live files (90 %), more than max_delete_share (10 %); apply refuses unless allowed',
    );
    expect(out).toContain(
      '  blocked (pages_lost): this plan deletes 5 of 6 live pages (pages/*.json): the site would lose most of its pages; apply refuses unless allowed',
    );
    expect(out).toContain(
      'Blocked by a site guard (delete_limit, delete_share, pages_lost): nothing was written. Pass --allow-delete 26 to apply these deletions anyway, or raise max_delete / max_delete_share in sitesync.yml.',
    );
    expect(run.stdout).not.toMatch(/deleted in|publish request/);
    // The request log: reads (and the read-only validate POST), no write at all.
    const log = await requestsSince(from);
    expect(log.length).toBeGreaterThan(0);
    expect(writes(log)).toEqual([]);
    expect(await liveState()).toEqual(before);
  });

  it('--allow-delete with fewer deletions than planned still stops; with the count it applies and the log shows the writes', async () => {
    const dir = await repoBoundTo(SITES.allowed, (d) =>
      writeFile(join(d, 'site', '.sitesyncignore'), KEEP_THREE),
    );
    const from = await lastSeq();
    const short = await sitesync(dir, 'apply', '--allow-delete', '20');
    expect(short.code).toBe(5);
    expect(short.stdout).toContain(
      '  blocked (delete_limit): this plan deletes 26 site files, more than max_delete (25) (more than the 20 deletion(s) allowed); apply refuses unless allowed',
    );
    expect(writes(await requestsSince(from))).toEqual([]);

    const run = await sitesync(dir, 'apply', '--publish', '--allow-delete', '26');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '  guard delete_limit overridden: this plan deletes 26 site files, more than max_delete (25)',
    );
    expect(run.stdout).toMatch(/: 0 file\(s\) written, 26 deleted in 1 batch\(es\)/);
    const applied = writes(await requestsSince(from));
    expect(applied.map((w) => w.replace(/sess_\w+/, 'sess_…'))).toEqual([
      `POST /v1/sites/${SITES.allowed}/development-sessions → 200`,
      `PATCH /v1/sites/${SITES.allowed}/development-sessions/sess_…/source:batch → 200`,
      `POST /v1/sites/${SITES.allowed}/development-sessions/sess_…/preview → 200`,
      `POST /v1/sites/${SITES.allowed}/publish-requests → 200`,
    ]);
    const manifest = await fetch(`${url}/v1/sites/${SITES.allowed}/source/manifest`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    const files = ((await manifest.json()) as { data: { files: { path: string }[] } }).data.files;
    expect(files.map((f) => f.path).sort()).toEqual(['pages/home.json', 'site.json', 'templates/home.html']);
  });

  it('max_delete in sitesync.yml sets the limit: 3 deletions pass the default, not max_delete: 2', async () => {
    const dir = await repoBoundTo(SITES.ignored, async (d) => {
      await writeFile(join(d, 'site', '.sitesyncignore'), 'assets/img/\ndrafts/\n');
    });
    const plan = await sitesync(dir, 'plan');
    expect(plan.code).toBe(0);
    expect(plan.stdout).not.toContain('blocked');
    await writeFile(
      join(dir, 'sitesync.yml'),
      `site:\n  id: ${SITES.ignored}\n  source: site\nmax_delete: 2\n`,
    );
    commitAll(dir, 'tighter');
    const tight = await sitesync(dir, 'plan');
    expect(tight.stdout).toContain(
      '  blocked (delete_limit): this plan deletes 3 site files, more than max_delete (2); apply refuses unless allowed',
    );
  });
});

describe('wrong-site detection', () => {
  it('a site.id naming another site (most paths differ) stops apply with exit 5 before any write', async () => {
    const dir = await repoBoundTo(SITES.other);
    const before = await liveState();
    const from = await lastSeq();
    const run = await sitesync(dir, 'apply', '--publish', '--allow-delete', '100');
    expect(run.code).toBe(5);
    expect(run.stdout.split('\n')).toContain(
      '  blocked (wrong_site): most paths differ: 4 of 5 live files are not in the tree and 28 of 29 local files are not live; site.id in sitesync.yml may point at another site; apply refuses unless allowed',
    );
    expect(run.stdout).toContain(
      'Blocked by a site guard (wrong_site): nothing was written. Check site.id in sitesync.yml; pass --allow-site-mismatch if this is the right site (e.g. a rename).',
    );
    expect(writes(await requestsSince(from))).toEqual([]);
    expect(await liveState()).toEqual(before);
  });

  it('a site.json name that differs from the live site.json: exit 5; --allow-site-mismatch applies it (a rename)', async () => {
    const dir = await repoBoundTo(SITES.twin);
    const from = await lastSeq();
    const run = await sitesync(dir, 'apply');
    expect(run.code).toBe(5);
    expect(run.stdout.split('\n')).toContain(
      '  blocked (wrong_site): site.json names the site "Alpine Goods" but the live site.json names it "Alpine Goods Outlet": site.id in sitesync.yml may point at another site; apply refuses unless allowed',
    );
    const log = await requestsSince(from);
    expect(writes(log)).toEqual([]);
    // The live site.json was read once, because it differs; nothing else beyond the plan's reads.
    expect(log.filter((e) => e.path.includes('/source/file')).length).toBe(1);

    // The live site.json was never committed here: it is also a live edit, reverted on purpose.
    const renamed = await sitesync(dir, 'apply', '--allow-site-mismatch', '--overwrite-live-edits');
    expect(renamed.code, renamed.stdout + renamed.stderr).toBe(0);
    expect(renamed.stdout).toContain(
      '  guard wrong_site overridden: site.json names the site "Alpine Goods"',
    );
    const staged = writes(await requestsSince(from)).map((w) => w.replace(/sess_\w+/, 'sess_…'));
    expect(staged).toEqual([
      `POST /v1/sites/${SITES.twin}/development-sessions → 200`,
      `PATCH /v1/sites/${SITES.twin}/development-sessions/sess_…/source:batch → 200`,
      `POST /v1/sites/${SITES.twin}/development-sessions/sess_…/preview → 200`,
    ]);
  });
});
