/**
 * A site of ~2,000 files, `sitesync init`, then `sitesync apply` before the first publish: the live
 * tree is still empty, so apply writes the whole tree in several source:batch requests, and the
 * platform validates the tree after each one. The first batch must carry site.json (it used to be
 * assets only: "422 … the source tree has no site.json").
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
  });
});
