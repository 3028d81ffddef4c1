/**
 * The first hour of a new user, each a `node bin/sitesync.js` process in a temporary folder with
 * the emulator started by `sitesync emulator`: the mistakes a newcomer makes (a mistyped -C, a
 * base URL with a path, a publish request id copied wrong, init run in a subfolder of a
 * repository that has a sitesync.yml) and what the CLI says about them; a sitesync.yml saved on
 * Windows kept as it was; `login --client-name` shown where its help says; the warning on
 * uncommitted inputs naming them.
 */
import { cp, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  git,
  makeGitRepo,
  makeSandbox,
  PROJECT_ROOT,
  sitesync,
  spawnSitesync,
  startEmulatorProcess,
  type EmulatorProcess,
} from '../helpers/cli-process.js';

const KEY = 'sk_journey_first_hour_0001';
const DEMO = join(PROJECT_ROOT, 'examples', 'demo-shop');

let sandbox: Awaited<ReturnType<typeof makeSandbox>>;
let emulator: EmulatorProcess;
let env: Record<string, string>;
let n = 0;

beforeAll(async () => {
  sandbox = await makeSandbox('sitesync-first-hour-');
  emulator = await startEmulatorProcess(['--api-key', KEY, '--auto-approve'], {
    cwd: sandbox.dir,
    env: sandbox.env,
  });
  env = { ...sandbox.env, SITESYNC_BASE_URL: emulator.url, SITESYNC_API_KEY: KEY };
});
afterAll(async () => {
  await emulator.stop();
  await sandbox.close();
});

/** A git repository holding the demo shop's site/ (committed), bound by `sitesync init`. */
async function boundShop(): Promise<{ repo: string; siteId: string }> {
  const repo = await makeGitRepo(sandbox.dir, sandbox.env, { 'NOTE.md': `shop ${++n}\n` }, `shop-${n}`);
  await cp(join(DEMO, 'site'), join(repo, 'site'), { recursive: true });
  git(repo, sandbox.env, 'add', '-A');
  git(repo, sandbox.env, 'commit', '-qm', 'the shop');
  const init = await sitesync(['init'], { cwd: repo, env });
  expect(init.code, init.err).toBe(0);
  const siteId = /^ {2}id: (site_\w+)$/m.exec(await readFile(join(repo, 'sitesync.yml'), 'utf8'))?.[1];
  expect(siteId).toBeDefined();
  return { repo, siteId: siteId! };
}

describe('init names what is uncommitted', { timeout: 120_000 }, () => {
  it('right after init, the warning names sitesync.yml, not "the site sources or catalog" it did not touch', async () => {
    const repo = await makeGitRepo(sandbox.dir, sandbox.env, { 'NOTE.md': 'warning\n' }, 'warning');
    await cp(join(DEMO, 'site'), join(repo, 'site'), { recursive: true });
    git(repo, sandbox.env, 'add', '-A');
    git(repo, sandbox.env, 'commit', '-qm', 'the shop');
    const run = await sitesync(['init'], { cwd: repo, env });
    expect(run.code, run.err).toBe(0);
    const commit = git(repo, sandbox.env, 'rev-parse', '--short=7', 'HEAD');
    expect(run.err).toContain(
      `warning: uncommitted changes in sitesync.yml: idempotency keys derive from the content, not from commit ${commit}`,
    );
    expect(run.err).not.toContain('under the site sources or catalog');
  });
});

describe('a sitesync.yml saved on Windows', { timeout: 120_000 }, () => {
  it('with a byte order mark and CRLF line endings: init adds the one line of site.id, in the same style', async () => {
    const written = '\uFEFF# the shop, saved by Notepad\r\nsite:\r\n  source: site\r\n';
    const repo = await makeGitRepo(sandbox.dir, sandbox.env, { 'sitesync.yml': written }, 'windows');
    await cp(join(DEMO, 'site'), join(repo, 'site'), { recursive: true });
    git(repo, sandbox.env, 'add', '-A');
    git(repo, sandbox.env, 'commit', '-qm', 'the shop');
    const run = await sitesync(['init'], { cwd: repo, env });
    expect(run.code, run.err).toBe(0);
    const siteId = /wrote site\.id (site_\w+) into sitesync\.yml/.exec(run.out)?.[1];
    expect(siteId).toBeDefined();
    expect(await readFile(join(repo, 'sitesync.yml'), 'utf8')).toBe(`${written}  id: ${siteId}\r\n`);
    // One line added, none rewritten (was: every line, their CRLF and the BOM dropped).
    expect(git(repo, sandbox.env, 'diff', '--numstat', '--', 'sitesync.yml')).toBe('1\t0\tsitesync.yml');
    const plan = await sitesync(['plan'], { cwd: repo, env });
    expect(plan.code, plan.err).toBe(0);
    expect(plan.out).toContain(`Site site/ → ${siteId}`);
  });
});

describe('mistakes of the first hour', { timeout: 120_000 }, () => {
  it('-C naming a folder that is not there: says so, instead of "no sitesync.yml in it or any folder above it"', async () => {
    const missing = join(sandbox.dir, 'no-such-folder');
    const run = await sitesync(['-C', missing, 'plan'], { cwd: sandbox.dir, env });
    expect(run.code).toBe(64);
    expect(run.err).toBe(
      `error: no sitesync.yml: ${missing} does not exist\nhint: check the folder given with -C (or the one sitesync was started in)\n`,
    );
    const file = join(sandbox.dir, 'NOT-A-FOLDER');
    await cp(join(DEMO, 'catalog.yml'), file);
    const onFile = await sitesync(['-C', file, 'validate', '--offline'], { cwd: sandbox.dir, env });
    expect(onFile.code).toBe(64);
    expect(onFile.err).toContain(`error: no sitesync.yml: ${file} is not a folder`);
  });

  it('a base URL with a path, and a publish request id copied wrong: the 404 hint names what to check, not only site.id', async () => {
    const { repo, siteId } = await boundShop();
    const wrongBase = await sitesync(['plan'], {
      cwd: repo,
      env: { ...env, SITESYNC_BASE_URL: `${emulator.url}/api` },
    });
    expect(wrongBase.code).toBe(1);
    expect(wrongBase.err).toContain(
      'hint: check the id in sitesync.yml (site.id), that the key belongs to the same account, and that the base URL is the API root (sitesync adds /v1 to it)',
    );
    const wrongRequest = await sitesync(['publish', '--request', 'sprq_copiedWrong0000000000'], {
      cwd: repo,
      env,
    });
    expect(wrongRequest.code).toBe(1);
    expect(wrongRequest.err).toContain(
      `error: GET /v1/sites/${siteId}/publish-requests/sprq_copiedWrong0000000000 → 404 NOT_FOUND`,
    );
    expect(wrongRequest.err).toContain(
      'hint: check the publish request id (`sitesync publish` prints the ones it files) and that it was filed for this site (site.id in sitesync.yml)',
    );
  });

  it('init in a subfolder of a repository whose sitesync.yml is above: the hint says how to write one here; doing so makes a site of its own', async () => {
    const { repo, siteId } = await boundShop();
    git(repo, sandbox.env, 'add', '-A');
    git(repo, sandbox.env, 'commit', '-qm', 'bind');
    const sub = join(repo, 'second-shop');
    await mkdir(sub);
    await cp(join(DEMO, 'site'), join(sub, 'site'), { recursive: true });
    const refused = await sitesync(['init'], { cwd: sub, env });
    expect(refused.code).toBe(64);
    expect(refused.err).toBe(
      `error: every site in ../sitesync.yml already has a site.id (${siteId})\n` +
        'hint: use `sitesync plan` / `sitesync apply`; remove site.id to bind to a new site; for a sitesync.yml of its own in this folder, run `sitesync init -c sitesync.yml` here\n',
    );
    const withFlag = await sitesync(['init', '--site', 'site'], { cwd: sub, env });
    expect(withFlag.code).toBe(64);
    expect(withFlag.err).toContain(
      'for a sitesync.yml of its own in this folder, run `sitesync init -c sitesync.yml` here',
    );
    const own = await sitesync(['init', '-c', 'sitesync.yml'], { cwd: sub, env });
    expect(own.code, own.err).toBe(0);
    const subId = /^ {2}id: (site_\w+)$/m.exec(await readFile(join(sub, 'sitesync.yml'), 'utf8'))?.[1];
    expect(subId).toMatch(/^site_\w+$/);
    expect(subId).not.toBe(siteId);
  });
});

describe('sitesync login --client-name', { timeout: 120_000 }, () => {
  it('the approval page opened from the printed link names the tool as given; the key carries the name', async () => {
    const home = join(sandbox.dir, 'login-home');
    await mkdir(home);
    const loginEnv = {
      ...sandbox.env,
      HOME: home,
      SITESYNC_CONFIG_DIR: join(home, '.config', 'sitesync'),
      SITESYNC_BASE_URL: emulator.url,
    };
    const login = spawnSitesync(['login', '--client-name', 'Kitchen <laptop>'], { cwd: home, env: loginEnv });
    const [, link, code] = await login.waitFor(/\(or open (\S+\?user_code=([A-Z]{4}-[A-Z]{4}))\)/);
    const page = await fetch(link!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(
      'A command-line tool, “Kitchen &#60;laptop&#62;”, asks for access to this emulator',
    );
    // Without the code, the page cannot know who asks, and does not guess.
    const plain = await (await fetch(`${emulator.url}/device`)).text();
    expect(plain).toContain('<p>A command-line tool asks for access to this emulator');
    const approve = await fetch(`${emulator.url}/__emulator/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_code: code }),
    });
    expect(approve.status).toBe(200);
    const end = await login.exited();
    expect(end.code, end.stderr).toBe(0);
    const whoami = await sitesync(['whoami'], { cwd: home, env: loginEnv });
    expect(whoami.code).toBe(0);
    expect(whoami.out).toContain('(api_key, device login: Kitchen <laptop>)');
  });
});
