/**
 * `sitesync pull` against a live site that holds what it must not write back: names a platform
 * must never plant in a repository (docs/security.md), and files git does not hold as committed.
 * The CLI as a process, the emulator started through the CLI, real git repositories.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorProcess } from '../../helpers/cli-process.js';
import { editLiveFiles, runInRepo, startKeyedEmulator } from '../../helpers/live-platform.js';
import { commitAll, git, makeRepo, SMALL_SITE } from './harness.js';

let work: string;
let emulator: EmulatorProcess;
const repos: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sitesync-pull-hostile-'));
  emulator = await startKeyedEmulator(work);
}, 60_000);
afterAll(async () => {
  await emulator?.close();
  await Promise.all([work, ...repos].map((d) => rm(d, { recursive: true, force: true })));
});

const env = () => ({ SITESYNC_BASE_URL: emulator.url, SITESYNC_API_KEY: emulator.apiKey });
const sitesync = (repo: string, ...args: string[]) => runInRepo(args, { cwd: repo, env: env() });

/** A repository bound to a new live site that matches it. */
async function boundRepo(files: Record<string, string>): Promise<{ repo: string; siteId: string }> {
  const repo = await makeRepo(files);
  repos.push(repo);
  const init = await sitesync(repo, 'init');
  expect(init.code, init.stderr + init.stdout).toBe(0);
  commitAll(repo, 'bind the site');
  const published = await sitesync(repo, 'publish', '--wait', '1m');
  expect(published.code, published.stderr).toBe(0);
  const siteId = /site_\w+/.exec(await readFile(join(repo, 'sitesync.yml'), 'utf8'))![0];
  return { repo, siteId };
}

/** GETs of live files in the log since `seq`. */
async function fileReads(since: number): Promise<number> {
  return (await emulator.requests(since)).filter(
    (e) => e.method === 'GET' && e.route === '/v1/sites/:site_id/source/file',
  ).length;
}

const FSMONITOR_CONFIG = '[core]\n\trepositoryformatversion = 0\n\tfsmonitor = "touch pwned; false"\n';

describe('a live site that serves .git/config and .github/workflows (site.source: .)', () => {
  let repo: string;
  let siteId: string;

  beforeAll(async () => {
    ({ repo, siteId } = await boundRepo({
      'sitesync.yml': 'site:\n  source: .\n',
      '.sitesyncignore': 'sitesync.yml\n',
      ...SMALL_SITE,
    }));
    await editLiveFiles(emulator, siteId, {
      '.git/config': FSMONITOR_CONFIG,
      '.github/workflows/evil.yml':
        'on: push\njobs: { x: { runs-on: ubuntu-latest, steps: [{ run: "echo pwned" }] } }\n',
      '.gitmodules': '[submodule "x"]\n\tpath = x\n\turl = ../x\n',
      'notes.md': 'written in the platform editor\n',
    });
  }, 120_000);

  it('pull writes the ordinary file, never the reserved names, and says so for each', async () => {
    const gitConfig = await readFile(join(repo, '.git/config'), 'utf8');
    const before = await emulator.lastSeq();
    const run = await sitesync(repo, 'pull');
    expect(run.code, run.stderr).toBe(4); // some written, some not
    const lines = run.stdout.split('\n');
    expect(lines).toContain('pulled notes.md  (created outside git)');
    expect(lines).toContain(
      'not pulled .git/config  (created outside git): ".git" is git\'s own folder (a planted config or hook runs commands): never written (sitesync apply --overwrite-live-edits removes it from the live site)',
    );
    expect(lines).toContain(
      'not pulled .github/workflows/evil.yml  (created outside git): ".github" is GitHub workflows and settings at the repository root: never written (sitesync apply --overwrite-live-edits removes it from the live site)',
    );
    expect(lines).toContain(
      'not pulled .gitmodules  (created outside git): ".gitmodules" is git submodule settings: never written (sitesync apply --overwrite-live-edits removes it from the live site)',
    );
    expect(await readFile(join(repo, '.git/config'), 'utf8')).toBe(gitConfig);
    expect(existsSync(join(repo, '.github'))).toBe(false);
    expect(existsSync(join(repo, '.gitmodules'))).toBe(false);
    expect(await readFile(join(repo, 'notes.md'), 'utf8')).toBe('written in the platform editor\n');
    // Only the ordinary file was read from the platform.
    expect(await fileReads(before)).toBe(1);
    expect(git(repo, 'status', '--porcelain').trim()).toBe('?? notes.md');
    expect(existsSync(join(repo, 'pwned'))).toBe(false);
  });

  it('--force does not write them either', async () => {
    const run = await sitesync(repo, 'pull', '--force', '--paths', '.git', '.github', '.gitmodules');
    expect(run.code).toBe(1); // nothing written, all refused
    expect(run.stdout).toContain(
      'not pulled .git/config  (created outside git): ".git" is git\'s own folder',
    );
    expect(existsSync(join(repo, '.github'))).toBe(false);
    expect(await readFile(join(repo, '.git/config'), 'utf8')).not.toContain('fsmonitor');
  });

  it('the apply the message names removes them from the live site', async () => {
    commitAll(repo, 'the pulled notes');
    const run = await sitesync(repo, 'apply', '--overwrite-live-edits', '--publish', '--wait', '1m');
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const plan = await sitesync(repo, 'plan');
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).toContain('No changes.');
    // sitesync's own state sits inside a site with `source: .`: it is never uploaded (init's
    // .gitignore is the repository's file, and is).
    const manifest = await emulator.api<{ files: { path: string }[] }>(
      'GET',
      `/v1/sites/${siteId}/source/manifest`,
    );
    expect(manifest.files.map((f) => f.path).sort()).toEqual(
      ['.gitignore', 'notes.md', ...Object.keys(SMALL_SITE)].sort(),
    );
  });
});

describe('a live file at a path git ignores, where the only local copy is', () => {
  let repo: string;

  beforeAll(async () => {
    let siteId: string;
    ({ repo, siteId } = await boundRepo({
      'sitesync.yml': 'site:\n  source: site\n',
      '.gitignore': 'site/drafts/\n',
      'site/.sitesyncignore': 'drafts/\n',
      ...Object.fromEntries(Object.entries(SMALL_SITE).map(([p, c]) => [`site/${p}`, c])),
    }));
    await editLiveFiles(emulator, siteId, {
      'drafts/notes.md': 'LIVE VERSION\n',
      'drafts/other.md': 'only live\n',
    });
    await mkdir(join(repo, 'site/drafts'), { recursive: true });
    await writeFile(join(repo, 'site/drafts/notes.md'), 'MY ONLY COPY\n');
  }, 120_000);

  it('pull refuses (exit 5) and names it; the local file stays', async () => {
    const before = await emulator.lastSeq();
    const run = await sitesync(repo, 'pull');
    expect(run.code).toBe(5);
    expect(run.stderr).toContain(
      'pull would write into 1 file(s) that git does not hold as committed (changed, untracked or ignored): site/drafts/notes.md',
    );
    expect(await readFile(join(repo, 'site/drafts/notes.md'), 'utf8')).toBe('MY ONLY COPY\n');
    expect(await fileReads(before)).toBe(0);
  });

  it('a new file in the ignored folder loses nothing: pulled', async () => {
    const run = await sitesync(repo, 'pull', '--paths', 'site/drafts/other.md');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('pulled site/drafts/other.md  (created outside git)');
    expect(await readFile(join(repo, 'site/drafts/other.md'), 'utf8')).toBe('only live\n');
  });

  it('--force writes over it, as documented', async () => {
    const run = await sitesync(repo, 'pull', '--force', '--paths', 'site/drafts/notes.md');
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(join(repo, 'site/drafts/notes.md'), 'utf8')).toBe('LIVE VERSION\n');
  });
});

describe('a symlinked folder that leads into a reserved one (site.source: .)', () => {
  let repo: string;

  beforeAll(async () => {
    let siteId: string;
    ({ repo, siteId } = await boundRepo({
      'sitesync.yml': 'site:\n  source: .\n',
      '.sitesyncignore': 'sitesync.yml\nci\ng\n',
      '.github/dependabot.yml': 'version: 2\n',
      ...SMALL_SITE,
    }));
    await symlink('.github', join(repo, 'ci'));
    await symlink('.git', join(repo, 'g'));
    commitAll(repo, 'links');
    await editLiveFiles(emulator, siteId, {
      'ci/workflows/evil.yml': 'on: push\n',
      'g/newdir/x': 'planted\n',
    });
  }, 120_000);

  it('is followed before the check: nothing lands in .github or .git, even in a folder that does not exist yet', async () => {
    const run = await sitesync(repo, 'pull', '--force');
    expect(run.code).toBe(1); // nothing written
    expect(run.stdout).toContain(
      'not pulled ci/workflows/evil.yml  (created outside git): ".github" is GitHub workflows',
    );
    expect(run.stdout).toContain('not pulled g/newdir/x  (created outside git): ".git" is git\'s own folder');
    expect(existsSync(join(repo, '.github/workflows'))).toBe(false);
    expect(existsSync(join(repo, '.git/newdir'))).toBe(false);
  });
});

describe('a live file whose local copy is in a nested git repository', () => {
  let repo: string;

  beforeAll(async () => {
    let siteId: string;
    ({ repo, siteId } = await boundRepo({
      'sitesync.yml': 'site:\n  source: site\n',
      ...Object.fromEntries(Object.entries(SMALL_SITE).map(([p, c]) => [`site/${p}`, c])),
    }));
    await editLiveFiles(emulator, siteId, { 'vendor/x.md': 'LIVE\n' });
    await mkdir(join(repo, 'site/vendor'), { recursive: true });
    git(join(repo, 'site/vendor'), 'init', '-q');
    await writeFile(join(repo, 'site/vendor/x.md'), 'MINE\n');
  }, 120_000);

  it('counts as not committed: pull refuses (exit 5) and the only copy stays', async () => {
    const run = await sitesync(repo, 'pull', '--paths', 'site/vendor/x.md');
    expect(run.code, run.stdout).toBe(5);
    expect(run.stderr).toContain('site/vendor/x.md');
    expect(await readFile(join(repo, 'site/vendor/x.md'), 'utf8')).toBe('MINE\n');
  });
});
