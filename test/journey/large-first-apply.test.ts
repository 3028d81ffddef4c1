/**
 * A site of ~2,000 files, `sitesync init`, then `sitesync apply` before the first publish: the live
 * tree is still empty, so apply writes the whole tree in several source:batch requests, and the
 * platform validates the tree after each one. The first batch must carry site.json (it used to be
 * assets only: "422 … the source tree has no site.json"). A fresh clone of it then plans no change
 * (its files hashed anew match the platform's checksums). And a site of 1,010 pages: its first
 * plan after init sent them all in one validate request, over the 1,000-path limit (400).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  git,
  makeGitRepo,
  makeSandbox,
  sitesync,
  startEmulatorProcess,
  type EmulatorProcess,
} from '../helpers/cli-process.js';

const KEY = 'sk_journey_large_0001';
const ASSETS = 2_000;

const SITE: Record<string, string> = {
  'site/site.json': JSON.stringify({ name: 'Big Shop', default_language: 'en', supported_languages: ['en'] }),
  'site/templates/page.html': '<html><body>{{nav}}<h1>{{content.headline}}</h1></body></html>\n',
  'site/pages/home.json': JSON.stringify({ name: 'Home', slug: '', template_file: 'templates/page.html' }),
  'site/content/home/en.json': JSON.stringify({ headline: 'Welcome' }),
  'site/navigation/main.json': JSON.stringify({ items: [{ label: 'Home', page: 'home' }] }),
  ...Object.fromEntries(
    Array.from({ length: ASSETS }, (_, i) => [
      `site/assets/gen/f${String(i).padStart(4, '0')}.css`,
      `.c${i} { order: ${i} }\n`,
    ]),
  ),
};
const FILES = Object.keys(SITE).length;

let sandbox: Awaited<ReturnType<typeof makeSandbox>>;
let emulator: EmulatorProcess;

beforeAll(async () => {
  sandbox = await makeSandbox('sitesync-large-');
  emulator = await startEmulatorProcess(['--api-key', KEY, '--auto-approve'], {
    cwd: sandbox.dir,
    env: sandbox.env,
  });
});
afterAll(async () => {
  await emulator.stop();
  await sandbox.close();
});

describe('a large site applied before its first publish', { timeout: 240_000 }, () => {
  it(`init, then apply writes all ${FILES} files in batches from the empty live tree; publish makes them live`, async () => {
    const env = { ...sandbox.env, SITESYNC_BASE_URL: emulator.url, SITESYNC_API_KEY: KEY };
    const repo = await makeGitRepo(sandbox.dir, sandbox.env, SITE);

    const init = await sitesync(['init'], { cwd: repo, env });
    expect(init.code).toBe(0);
    const siteId = /created site (site_\w+)/.exec(init.out)?.[1];
    expect(siteId).toBeDefined();
    git(repo, sandbox.env, 'add', '-A');
    git(repo, sandbox.env, 'commit', '-qm', 'sitesync init');
    const live = await emulator.get<{ files: unknown[] }>(`/v1/sites/${siteId}/source/manifest`, KEY);
    expect(live.data.files).toEqual([]); // nothing is live before the first publish

    const before = (await emulator.requests()).length;
    const apply = await sitesync(['apply'], { cwd: repo, env });
    expect(apply.err).not.toContain('422');
    expect(apply.code).toBe(0);
    const batches = (await emulator.requests())
      .slice(before)
      .filter((e) => e.route === '/v1/sites/:site_id/development-sessions/:session_id/source:batch');
    expect(batches.length).toBe(Math.ceil(FILES / 800));
    expect(batches.map((b) => b.status)).toEqual(batches.map(() => 200));
    const sessionId = new RegExp(
      `staged in session (\\S+): ${FILES} file\\(s\\) written, 0 deleted in ${batches.length} batch\\(es\\)`,
    ).exec(apply.out)?.[1];
    expect(sessionId, apply.out).toBeDefined();
    const staged = await emulator.get<{ files: { path: string }[] }>(
      `/v1/sites/${siteId}/source/manifest?session_id=${sessionId}`,
      KEY,
    );
    expect(staged.data.files).toHaveLength(FILES);

    const publish = await sitesync(['publish', '--wait', '60s'], { cwd: repo, env });
    expect(publish.code).toBe(0);
    const after = await emulator.get<{ files: unknown[] }>(`/v1/sites/${siteId}/source/manifest`, KEY);
    expect(after.data.files).toHaveLength(FILES);

    // A fresh clone, as CI checks out: nothing cached, every file hashed (in a worker thread when
    // the CLI runs from its build). Its checksums are the platform's: nothing to write.
    const clone = `${sandbox.dir}/fresh-clone`;
    git(sandbox.dir, sandbox.env, 'clone', '-q', repo, clone);
    const fresh = await sitesync(['plan', '--json'], { cwd: clone, env });
    expect(fresh.code, fresh.err).toBe(0);
    const site = (JSON.parse(fresh.out) as { result: { sites: { diff: { counts: unknown } }[] } }).result
      .sites[0];
    expect(site?.diff.counts).toEqual({ added: 0, modified: 0, deleted: 0, unchanged: FILES });
  });
});

const PAGES = 1_010;
const PAGE_SITE: Record<string, string> = {
  'site/site.json': SITE['site/site.json']!,
  'site/templates/page.html': SITE['site/templates/page.html']!,
  ...Object.fromEntries(
    Array.from({ length: PAGES }, (_, i) => [
      `site/pages/p${i}.json`,
      JSON.stringify({ name: `Page ${i}`, slug: `p${i}`, template_file: 'templates/page.html' }),
    ]),
  ),
};

describe('a site of more pages than one validate request carries', { timeout: 240_000 }, () => {
  it(`init, then plan: no validate request (it would be 400 REQUEST_TOO_LARGE), the plan says why; apply stages all ${PAGES + 2} files`, async () => {
    const env = { ...sandbox.env, SITESYNC_BASE_URL: emulator.url, SITESYNC_API_KEY: KEY };
    const repo = await makeGitRepo(sandbox.dir, sandbox.env, PAGE_SITE, 'pages-repo');
    expect((await sitesync(['init'], { cwd: repo, env })).code).toBe(0);
    git(repo, sandbox.env, 'add', '-A');
    git(repo, sandbox.env, 'commit', '-qm', 'sitesync init');

    const before = (await emulator.requests()).length;
    const plan = await sitesync(['plan'], { cwd: repo, env });
    expect(plan.code, plan.err).toBe(0);
    expect(plan.out).toContain(
      `validation: not requested: ${PAGES + 2} changed paths are more than one validate request carries (800 paths, 8 MiB of body); the platform validates each batch apply writes`,
    );
    const planned = (await emulator.requests()).slice(before);
    expect(planned.map((e) => e.route)).not.toContain('/v1/sites/:site_id/source/validate');
    expect(planned.every((e) => e.status === 200)).toBe(true);

    const applied = await sitesync(['apply'], { cwd: repo, env });
    expect(applied.code, applied.err).toBe(0);
    expect(applied.out).toMatch(new RegExp(`${PAGES + 2} file\\(s\\) written, 0 deleted in 2 batch\\(es\\)`));
  });
});
