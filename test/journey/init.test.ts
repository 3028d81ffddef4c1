/**
 * `sitesync init` as a newcomer runs it: `node bin/sitesync.js` in a fresh git repository, the
 * emulator started with `sitesync emulator`, stdin not a terminal. What the CLI says is checked
 * against the emulator's request log and its state.
 */
import { existsSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cliNodeArgs,
  git,
  makeGitRepo,
  makeSandbox,
  PROJECT_ROOT,
  runProcess,
  sitesync,
  startEmulatorProcess,
  type EmulatorProcess,
} from '../helpers/cli-process.js';

const KEY = 'sk_journey_init_0001';
/** A key that can read a site but not create one. */
const READ_ONLY_KEY = 'sk_journey_init_read_0001';
const DEMO = join(PROJECT_ROOT, 'examples', 'demo-shop');

let sandbox: Awaited<ReturnType<typeof makeSandbox>>;
let emulator: EmulatorProcess;
let env: Record<string, string>;
let n = 0;

beforeAll(async () => {
  sandbox = await makeSandbox('sitesync-init-');
  emulator = await startEmulatorProcess(
    ['--api-key', KEY, '--api-key', `${READ_ONLY_KEY}:sites:read,site_theme_files:read`, '--auto-approve'],
    {
      cwd: sandbox.dir,
      env: sandbox.env,
    },
  );
  env = { ...sandbox.env, SITESYNC_BASE_URL: emulator.url, SITESYNC_API_KEY: KEY };
});
afterAll(async () => {
  await emulator.stop();
  await sandbox.close();
});

/** A git repository holding a copy of the demo shop's `parts` (site/, catalog.yml). */
async function repoWith(parts: { site?: string; catalog?: boolean; extra?: Record<string, string> }) {
  const dir = await makeGitRepo(sandbox.dir, sandbox.env, parts.extra ?? {}, `repo-${++n}`);
  if (parts.site) await cp(join(DEMO, 'site'), join(dir, parts.site), { recursive: true });
  if (parts.catalog) await cp(join(DEMO, 'catalog.yml'), join(dir, 'catalog.yml'));
  git(dir, sandbox.env, 'add', '-A');
  git(dir, sandbox.env, 'commit', '-q', '--allow-empty', '-m', 'the shop');
  return dir;
}

const since = async () => (await emulator.requests()).length;
const requestsAfter = async (count: number) => (await emulator.requests()).slice(count);
const writeRoutes = (log: Awaited<ReturnType<typeof requestsAfter>>) =>
  log.filter((e) => e.idempotency_key !== null).map((e) => `${e.method} ${e.route} ${e.status}`);

describe('sitesync init in a repository without sitesync.yml', { timeout: 120_000 }, () => {
  it('holding only site/: writes sitesync.yml, creates the site, binds its id; its "Next" command commits everything', async () => {
    const repo = await repoWith({ site: 'site', catalog: false });
    const before = await since();
    const run = await sitesync(['init'], { cwd: repo, env });
    expect(run.err).not.toContain('error');
    expect(run.code).toBe(0);

    const config = await readFile(join(repo, 'sitesync.yml'), 'utf8');
    const siteId = /^ {2}id: (site_\w+)$/m.exec(config)?.[1];
    expect(siteId).toBeDefined();
    expect(config).toContain('site:\n  source: site\n');
    expect(config).not.toContain('catalog:');
    expect(run.err).toContain('wrote sitesync.yml: site site/, no catalog');
    expect(run.out).toContain(`created site ${siteId}: 29 file(s) written`);
    expect(run.out).toContain(`wrote site.id ${siteId} into sitesync.yml`);
    expect(await readFile(join(repo, '.gitignore'), 'utf8')).toBe('.sitesync/\n');

    // What the CLI said agrees with the emulator: one site created from source, one preview.
    expect(writeRoutes(await requestsAfter(before))).toEqual([
      'POST /v1/sites/development-sessions 200',
      'POST /v1/sites/:site_id/development-sessions/:session_id/preview 200',
    ]);
    const site = await emulator.get<{ name: string }>(`/v1/sites/${siteId}`, KEY);
    expect(site.status).toBe(200);
    expect(site.data.name).toBe('Alpine Goods');

    // The printed next step, run as printed, leaves nothing uncommitted.
    const next = /^Next: commit what init wrote: (git add .+ && git commit -m "sitesync init")$/m.exec(
      run.out,
    );
    expect(next?.[1]).toBe('git add sitesync.yml .gitignore && git commit -m "sitesync init"');
    const commit = await runProcess('sh', ['-c', next![1]!], { cwd: repo, env: sandbox.env });
    expect(commit.code).toBe(0);
    expect(git(repo, sandbox.env, 'status', '--porcelain')).toBe('');
    expect(run.out).toContain('Then `sitesync publish` asks the site owner to publish the site.');

    // Site-only: plan needs no catalog and reads none.
    const planFrom = await since();
    const plan = await sitesync(['plan'], { cwd: repo, env });
    expect(plan.code).toBe(0);
    expect(plan.out).not.toContain('Catalog');
    const read = (await requestsAfter(planFrom)).map((e) => e.path);
    expect(read.filter((p) => /^\/v1\/(brands|categories|products|services)/.test(p))).toEqual([]);
    expect(read).toContain(`/v1/sites/${siteId}/source/manifest`);
  });

  it('takes --site, --catalog and --name, and asks nothing when stdin is not a terminal (even left open)', async () => {
    const repo = await repoWith({ site: 'web', catalog: true });
    // stdin is a pipe that stays open: a question would wait for ever.
    const run = await sitesync(
      ['init', '--site', 'web', '--catalog', 'catalog.yml', '--name', 'Web shop: EU'],
      {
        cwd: repo,
        env,
        input: 'open',
      },
    );
    expect(run.code).toBe(0);
    const config = await readFile(join(repo, 'sitesync.yml'), 'utf8');
    expect(config).toMatch(
      /^site:\n {2}source: web\n {2}name: "Web shop: EU"\n {2}id: site_\w+\ncatalog: catalog.yml\n$/m,
    );
    expect(run.err).not.toMatch(/\?|\[Y\/n\]/);
    expect(run.out).toContain('; `sitesync apply` writes the catalog.');
  });

  it('detects a catalog-only repository: no site is planned or created, plan and apply work on the catalog', async () => {
    const repo = await repoWith({ catalog: true, extra: { 'README.md': '# shop\n' } });
    const before = await since();
    const run = await sitesync(['init'], { cwd: repo, env });
    expect(run.code).toBe(0);
    expect(await readFile(join(repo, 'sitesync.yml'), 'utf8')).toMatch(/\ncatalog: catalog.yml\n$/);
    expect(run.out).toContain('sitesync.yml names no site: nothing to create on the platform.');
    expect(writeRoutes(await requestsAfter(before))).toEqual([]);
    // A site/ folder appearing later changes nothing: the file names no site (it used to plan one
    // from site/, and apply failed with "the source tree has no site.json").
    await cp(join(DEMO, 'site'), join(repo, 'site'), { recursive: true });
    git(repo, sandbox.env, 'add', '-A');
    git(repo, sandbox.env, 'commit', '-qm', 'sitesync init');

    const plan = await sitesync(['plan'], { cwd: repo, env });
    expect(plan.code).toBe(0);
    expect(plan.out).not.toContain('Site ');
    expect(plan.out).toMatch(/to create/);
    const apply = await sitesync(['apply'], { cwd: repo, env });
    expect(apply.err).not.toContain('site.json');
    expect(apply.code).toBe(0);
    const log = await requestsAfter(before);
    expect(log.filter((e) => e.path.startsWith('/v1/sites'))).toEqual([]);
    expect(writeRoutes(log).some((r) => r.startsWith('POST /v1/products '))).toBe(true);
    const again = await sitesync(['plan', '--detailed-exitcode'], { cwd: repo, env });
    expect(again.code).toBe(0);
    expect(again.out).toContain('No changes.');
    // `import` (of a site) has nothing to import here and says so, instead of printing nothing.
    const beforeImport = await since();
    const imported = await sitesync(['import'], { cwd: repo, env });
    expect(imported.code).toBe(64);
    expect(imported.err).toContain('error: sitesync.yml names no site: there is no site source to import');
    expect(imported.err).toContain('`sitesync import --catalog` writes the live catalog');
    expect(writeRoutes(await requestsAfter(beforeImport))).toEqual([]);
  });

  it('with no site tree: refuses and says --scaffold (nothing written); --scaffold creates a minimal valid site', async () => {
    const repo = await repoWith({});
    const refused = await sitesync(['init'], { cwd: repo, env });
    expect(refused.code).toBe(64);
    expect(refused.err).toContain('error: nothing to put in sitesync.yml');
    expect(refused.err).toContain('--scaffold to create a minimal site in site/');
    expect(existsSync(join(repo, 'sitesync.yml'))).toBe(false);

    const before = await since();
    const run = await sitesync(['init', '--scaffold', '--name', 'Corner Shop'], { cwd: repo, env });
    expect(run.code).toBe(0);
    expect(run.err).toContain('created a minimal site in site/');
    const siteId = /created site (site_\w+): 6 file\(s\) written/.exec(run.out)?.[1];
    expect(siteId).toBeDefined();
    expect(JSON.parse(await readFile(join(repo, 'site', 'site.json'), 'utf8')).name).toBe('Corner Shop');
    expect(writeRoutes(await requestsAfter(before))[0]).toBe('POST /v1/sites/development-sessions 200');
    expect(run.out).toContain('git add site sitesync.yml .gitignore && git commit -m "sitesync init"');

    // The scaffold is a site the platform publishes.
    git(repo, sandbox.env, 'add', '-A');
    git(repo, sandbox.env, 'commit', '-qm', 'sitesync init');
    const published = await sitesync(['publish', '--wait', '30s'], { cwd: repo, env });
    expect(published.code).toBe(0);
    expect(published.out).toMatch(/approved|published/);
    const manifest = await emulator.get<{ files: { path: string }[] }>(
      `/v1/sites/${siteId}/source/manifest`,
      KEY,
    );
    expect(manifest.data.files.map((f) => f.path)).toEqual([
      'assets/site.css',
      'content/home/en.json',
      'navigation/main.json',
      'pages/home.json',
      'site.json',
      'templates/page.html',
    ]);
  });

  it('without credentials: exit 6 and nothing written', async () => {
    const repo = await repoWith({ site: 'site' });
    const run = await sitesync(['init'], {
      cwd: repo,
      env: { ...env, SITESYNC_API_KEY: undefined },
    });
    expect(run.code).toBe(6);
    expect(run.err).toContain('error: no API key');
    expect(existsSync(join(repo, 'sitesync.yml'))).toBe(false);
    expect(existsSync(join(repo, '.gitignore'))).toBe(false);
  });

  /** Nothing of init's on disk: the repository as committed, nothing untracked or ignored. */
  const untouched = (repo: string) => {
    expect(git(repo, sandbox.env, 'status', '--porcelain', '--ignored', '--untracked-files=all')).toBe('');
  };

  it('with a key the platform refuses: exit 6 before anything is written, the one request the check', async () => {
    const repo = await repoWith({});
    const before = await since();
    const run = await sitesync(['init', '--scaffold', '--name', 'X'], {
      cwd: repo,
      env: { ...env, SITESYNC_API_KEY: 'sk_wrong_key_000000' },
    });
    expect(run.code).toBe(6);
    expect(run.err).toContain('(init checks the credentials first: nothing was written)');
    expect(run.err).not.toContain('created a minimal site');
    untouched(repo);
    expect((await requestsAfter(before)).map((e) => `${e.method} ${e.route} ${e.status}`)).toEqual([
      'GET /v1/auth/status 401',
    ]);
  });

  it('with a key that cannot create a site: exit 6 naming the scopes, nothing written', async () => {
    const repo = await repoWith({ site: 'site' });
    const before = await since();
    const run = await sitesync(['init'], { cwd: repo, env: { ...env, SITESYNC_API_KEY: READ_ONLY_KEY } });
    expect(run.code).toBe(6);
    expect(run.err).toContain(
      'error: the API key (from SITESYNC_API_KEY) lacks site_drafts:write, site_theme_files:write, which creating a site needs: nothing was written',
    );
    untouched(repo);
    expect(writeRoutes(await requestsAfter(before))).toEqual([]);
  });

  it('with a platform that does not answer: exit 1, nothing written', async () => {
    const repo = await repoWith({});
    const run = await sitesync(['init', '--scaffold', '--name', 'X'], {
      cwd: repo,
      env: { ...env, SITESYNC_BASE_URL: 'http://127.0.0.1:9' },
    });
    expect(run.code).toBe(1);
    expect(run.err).toContain('nothing was written');
    untouched(repo);
  });

  it('with an existing sitesync.yml, flags that disagree stop it (exit 64) and change nothing', async () => {
    const repo = await repoWith({ site: 'site', extra: { 'sitesync.yml': 'site:\n  source: site\n' } });
    const run = await sitesync(['init', '--site', 'web'], { cwd: repo, env });
    expect(run.code).toBe(64);
    expect(run.err).toContain(
      'error: sitesync.yml already exists and says otherwise: --site web, but it names site',
    );
    expect(await readFile(join(repo, 'sitesync.yml'), 'utf8')).toBe('site:\n  source: site\n');
  });
});

describe('sitesync init of several sites (issue 11, point 3)', { timeout: 120_000 }, () => {
  it('two identical site trees in `sites:` get two sites, each its own id', async () => {
    const repo = await repoWith({
      site: 'a',
      extra: { 'sitesync.yml': '# two shops\nsites:\n  - source: a\n  - source: ./b/\n' },
    });
    await cp(join(repo, 'a'), join(repo, 'b'), { recursive: true });
    git(repo, sandbox.env, 'add', '-A');
    git(repo, sandbox.env, 'commit', '-qm', 'second shop');
    const before = await since();
    const run = await sitesync(['init'], { cwd: repo, env });
    expect(run.code).toBe(0);
    const ids = [...(await readFile(join(repo, 'sitesync.yml'), 'utf8')).matchAll(/id: (site_\w+)/g)].map(
      (m) => m[1],
    );
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(await readFile(join(repo, 'sitesync.yml'), 'utf8')).toContain(
      `  - source: ./b/\n    id: ${ids[1]}`,
    );
    const creates = (await requestsAfter(before)).filter((e) => e.route === '/v1/sites/development-sessions');
    expect(creates.map((e) => e.status)).toEqual([200, 200]);
    expect(new Set(creates.map((e) => e.idempotency_key)).size).toBe(2);
    for (const id of ids) expect((await emulator.get(`/v1/sites/${id}`, KEY)).status).toBe(200);
  });
});

describe('sitesync init whose site creation the platform answers as a replay', { timeout: 120_000 }, () => {
  const CREATE = '/v1/sites/development-sessions';
  it(`the answer to the creation was lost (it ran), the retry replayed: said apart, this run's or an earlier run's (the client cannot tell), in text and --json`, async () => {
    for (const json of [false, true]) {
      // A file of its own: two identical repositories committed in the same second are the same
      // commit, and their writes share keys (the second run's first attempt would be a replay).
      const repo = await repoWith({
        site: 'site',
        extra: { 'NOTE.md': `replay, ${json ? 'json' : 'text'}\n` },
      });
      const before = await since();
      await emulator.failNext({ method: 'POST', path_pattern: CREATE, status: 'drop_after', count: 1 });
      const run = await sitesync(json ? ['--json', 'init'] : ['init'], { cwd: repo, env });
      expect(run.code).toBe(0);
      const siteId = /^ {2}id: (site_\w+)$/m.exec(await readFile(join(repo, 'sitesync.yml'), 'utf8'))?.[1];
      expect(siteId).toBeDefined();
      // The first attempt created the site, its answer dropped; the second got that answer replayed.
      const creates = (await requestsAfter(before)).filter((e) => e.route === CREATE);
      expect(creates.map((e) => [e.status, e.fault, e.replayed])).toEqual([
        [null, 'fail_next:drop_after', false],
        [200, null, true],
      ]);
      expect(new Set(creates.map((e) => e.idempotency_key)).size).toBe(1);
      if (!json) {
        const lines = run.out.split('\n');
        // This run's first attempt created the site (the log shows it): the client cannot tell, and
        // says it apart, this run's or an earlier run's; never "already created" of an earlier run.
        expect(lines).toContain(
          `site ${siteId} (created: answer lost, then replayed, this run's or an earlier run's): 0 file(s) written, 0 deleted in 0 batch(es); answer lost, then replayed (this run's or an earlier run's): 29 file(s), 0 deleted in 0 batch(es)`,
        );
        expect(lines).toContain(
          "  answer lost, then replayed: the site's creation: an attempt's answer was lost (none, a 5xx or one cut off) and its retry, with the same Idempotency-Key, was answered as a replay: written by that attempt of this run, or by an earlier run of this commit if it never ran (the platform does not say which)",
        );
        expect(run.out).not.toMatch(/already created|already written|^ {2}replayed:/m);
        continue;
      }
      const envelope = JSON.parse(run.out) as { result: { created: Record<string, unknown>[] } };
      expect(envelope.result.created).toHaveLength(1);
      expect(envelope.result.created[0]).toMatchObject({
        siteId,
        createdSite: true,
        written: 29,
        replayed: { session: false, batches: 0, written: 0, deleted: 0 },
        replayedAfterLostAnswer: { session: true, batches: 0, written: 29, deleted: 0 },
      });
    }
  });
});

describe('sitesync init on a terminal', { timeout: 120_000 }, () => {
  it.skipIf(!existsSync('/usr/bin/script'))(
    'asks for the folders and the name, and uses the answers',
    async () => {
      const repo = await repoWith({ catalog: true });
      // script(1) gives the CLI a pseudo-terminal; the answers are typed into it.
      const command = [process.execPath, ...cliNodeArgs(), 'init'].map((a) => JSON.stringify(a)).join(' ');
      const run = await runProcess('script', ['-qec', command, '/dev/null'], {
        cwd: repo,
        env,
        input: 'shop\n\ny\nTerminal Shop\n',
      });
      expect(run.out).toContain('Site source folder(s), comma-separated, or - for none [-]:');
      expect(run.out).toContain('Catalog file or folder, or - for none [catalog.yml]:');
      expect(run.out).toContain('shop/ has no site tree. Create a minimal one there? [Y/n]:');
      expect(run.out).toContain('Site name [repo-');
      expect(run.code).toBe(0);
      const config = await readFile(join(repo, 'sitesync.yml'), 'utf8');
      expect(config).toMatch(
        /^site:\n {2}source: shop\n {2}name: Terminal Shop\n {2}id: site_\w+\ncatalog: catalog.yml\n$/m,
      );
      expect(JSON.parse(await readFile(join(repo, 'shop', 'site.json'), 'utf8')).name).toBe('Terminal Shop');
    },
  );
});

describe(
  'sitesync init where another checkout of the same tree created a site already',
  { timeout: 180_000 },
  () => {
    const CREATE = '/v1/sites/development-sessions';
    const boundId = async (file: string) => /^ {2}id: (site_\w+)$/m.exec(await readFile(file, 'utf8'))?.[1];

    it('a creation whose answer never came, then .sitesync/ removed: the rerun creates a site of its own (docs/source-tree.md says so)', async () => {
      const repo = await repoWith({ site: 'site', extra: { 'NOTE.md': 'a creation never answered\n' } });
      const before = await since();
      await emulator.failNext({ method: 'POST', path_pattern: CREATE, status: 'drop_after', count: 20 });
      const lost = await sitesync(['init'], { cwd: repo, env });
      const cleared = await fetch(`${emulator.url}/__emulator/fail-next`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(cleared.status).toBe(200);
      expect(lost.code).toBe(4);
      await rm(join(repo, '.sitesync'), { recursive: true, force: true });
      const rerun = await sitesync(['init'], { cwd: repo, env });
      expect(rerun.code, rerun.err).toBe(0);
      const creates = (await requestsAfter(before)).filter((e) => e.route === CREATE);
      // Two keys: the lost attempts' (they ran: a site), and the rerun's, a new site, not a replay.
      expect(new Set(creates.map((e) => e.idempotency_key)).size).toBe(2);
      expect(creates.at(-1)).toMatchObject({ status: 200, replayed: false });
    });

    it('two clones of one commit, a second config beside the first, and a site.id removed before it was committed each get a site of their own', async () => {
      const origin = await repoWith({ site: 'site', extra: { 'NOTE.md': 'one commit, two clones\n' } });
      const clone = (name: string) => {
        git(sandbox.dir, sandbox.env, 'clone', '-q', origin, name);
        return join(sandbox.dir, name);
      };
      const [a, b] = [clone('clone-a'), clone('clone-b')];
      const before = await since();
      const first = await sitesync(['init'], { cwd: a, env });
      const second = await sitesync(['init'], { cwd: b, env });
      expect([first.code, second.code]).toEqual([0, 0]);
      const [idA, idB] = [await boundId(join(a, 'sitesync.yml')), await boundId(join(b, 'sitesync.yml'))];
      expect(idA).toMatch(/^site_\w+$/);
      // The same commit and the same files: clone b was answered with clone a's site and bound it.
      expect(idB).toMatch(/^site_\w+$/);
      expect(idB).not.toBe(idA);
      expect(second.out).toContain(`created site ${idB}: 29 file(s) written`);
      expect(second.out).not.toContain('replayed');

      // A staging site beside the production one, in the same checkout, before anything is committed.
      const staging = await sitesync(['init', '-c', 'staging.yml'], { cwd: a, env });
      expect(staging.code).toBe(0);
      const idStaging = await boundId(join(a, 'staging.yml'));
      expect([idA, idB]).not.toContain(idStaging);

      // "remove site.id to bind to a new site", as init's own hint says, with sitesync.yml uncommitted.
      const again = await sitesync(['init'], { cwd: a, env });
      expect(again.code).toBe(64);
      expect(again.err).toContain(
        'hint: use `sitesync plan` / `sitesync apply`; remove site.id to bind to a new site',
      );
      const config = join(a, 'sitesync.yml');
      await writeFile(config, (await readFile(config, 'utf8')).replace(/^ {2}id: site_\w+\n/m, ''));
      const rebound = await sitesync(['init'], { cwd: a, env });
      expect(rebound.code).toBe(0);
      const idNew = await boundId(config);
      expect([idA, idB, idStaging]).not.toContain(idNew);

      // Four sites, four creations, none of them a replay: the log agrees with what init said.
      const creates = (await requestsAfter(before)).filter((e) => e.route === CREATE);
      expect(creates.map((e) => [e.status, e.replayed])).toEqual([
        [200, false],
        [200, false],
        [200, false],
        [200, false],
      ]);
      expect(new Set(creates.map((e) => e.idempotency_key)).size).toBe(4);
      for (const id of [idA, idB, idStaging, idNew])
        expect((await emulator.get(`/v1/sites/${id}`, KEY)).status).toBe(200);
    });

    it('apply of a site without site.id in two clones of one commit: two sites', async () => {
      const origin = await repoWith({
        site: 'site',
        extra: { 'sitesync.yml': 'site:\n  source: site\n', 'NOTE.md': 'apply creates\n' },
      });
      const ids = [];
      for (const name of ['apply-a', 'apply-b']) {
        git(sandbox.dir, sandbox.env, 'clone', '-q', origin, name);
        const run = await sitesync(['apply'], { cwd: join(sandbox.dir, name), env });
        expect(run.code).toBe(0);
        expect(run.out).not.toContain('replayed');
        ids.push(await boundId(join(sandbox.dir, name, 'sitesync.yml')));
      }
      expect(ids[0]).toMatch(/^site_\w+$/);
      expect(ids[1]).toMatch(/^site_\w+$/);
      expect(ids[1]).not.toBe(ids[0]);
    });

    it('a creation whose answer was lost at every attempt: exit 4, says the site may have been created; init again binds that site, created once', async () => {
      const repo = await repoWith({ site: 'site', extra: { 'NOTE.md': 'every answer lost\n' } });
      const before = await since();
      // Every attempt runs (the site is created at the first) and loses its answer.
      await emulator.failNext({ method: 'POST', path_pattern: CREATE, status: 'drop_after', count: 20 });
      let stopped;
      try {
        stopped = await sitesync(['init'], { cwd: repo, env });
      } finally {
        await fetch(`${emulator.url}/__emulator/fail-next`, {
          method: 'DELETE',
          headers: { 'content-type': 'application/json' },
        });
      }
      expect(stopped.code).toBe(4);
      expect(stopped.err).toContain(
        'error: init stopped creating the site of site/: POST /v1/sites/development-sessions: socket hang up',
      );
      expect(stopped.err).toContain(
        '0 write(s) confirmed by the platform; 1 without an answer (they may have been written: POST /v1/sites/development-sessions).',
      );
      expect(stopped.err).toContain(
        "hint: run `sitesync init` again in this checkout with nothing changed (no commit, no edit, .sitesync/ kept: its creations.json holds the token the creation's key was made with)",
      );
      expect(stopped.err).not.toMatch(/apply failed|Nothing was written/);
      expect(await boundId(join(repo, 'sitesync.yml'))).toBeUndefined();

      const json = await sitesync(['--json', 'init'], { cwd: repo, env });
      expect(json.code).toBe(0);
      const siteId = await boundId(join(repo, 'sitesync.yml'));
      expect(siteId).toMatch(/^site_\w+$/);
      const creates = (await requestsAfter(before)).filter((e) => e.route === CREATE);
      // The lost attempts, then the rerun's one request: answered as a replay, the same key throughout.
      expect(creates.at(-1)).toMatchObject({ status: 200, replayed: true });
      expect(creates.slice(0, -1).every((e) => e.status === null && e.fault === 'fail_next:drop_after')).toBe(
        true,
      );
      expect(new Set(creates.map((e) => e.idempotency_key)).size).toBe(1);
      expect(
        (JSON.parse(json.out) as { result: { created: { siteId: string }[] } }).result.created,
      ).toMatchObject([{ siteId }]);
    });
  },
);
