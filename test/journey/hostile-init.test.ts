/**
 * `sitesync init` in a repository someone else committed (a template, a pull request's branch):
 * `node bin/sitesync.js init` as its own process. What init writes — the scaffold of a new site and
 * the `.sitesync/` line of .gitignore — lands only in files of the repository:
 * - a committed `shop -> /elsewhere` (an empty folder outside) received the scaffold, and only then
 *   was the new sitesync.yml refused for naming a site outside the repository;
 * - a committed `.gitignore -> /elsewhere/file` received the appended line.
 * No platform is needed: neither run reaches it.
 */
import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { git, makeGitRepo, makeSandbox, sitesync } from '../helpers/cli-process.js';

let sandbox: Awaited<ReturnType<typeof makeSandbox>>;
let outside: string;
beforeEach(async () => {
  sandbox = await makeSandbox('sitesync-hostile-init-');
  outside = join(sandbox.dir, 'outside');
  await mkdir(outside);
});
afterEach(async () => {
  await sandbox.close();
});

const posixOnly = process.platform === 'win32' ? it.skip : it;
/** Credentials init asks for before it creates a site; nothing listens there. */
const credentials = { SITESYNC_BASE_URL: 'http://127.0.0.1:9', SITESYNC_API_KEY: 'sk_never_used_000001' };

/** A repository holding `files`, with `links` (path → target) committed as symlinks. */
async function repoWith(files: Record<string, string>, links: Record<string, string>): Promise<string> {
  const repo = await makeGitRepo(sandbox.dir, sandbox.env, files);
  for (const [path, target] of Object.entries(links)) await symlink(target, join(repo, path));
  git(repo, sandbox.env, 'add', '-A');
  git(repo, sandbox.env, 'commit', '-q', '-m', 'symlinks');
  return repo;
}

describe('sitesync init in a hostile repository', { timeout: 60_000 }, () => {
  posixOnly(
    '--scaffold into a committed symlink to an empty folder outside: refused, nothing written',
    async () => {
      const empty = join(outside, 'empty');
      await mkdir(empty);
      const repo = await repoWith({}, { shop: empty });
      const run = await sitesync(['init', '--site', 'shop', '--scaffold', '--no-catalog'], {
        cwd: repo,
        env: { ...sandbox.env, ...credentials },
      });
      expect(run.code, run.err).toBe(3);
      expect(run.err).toContain(
        `error: the site source shop resolves to ${empty}, which is outside the repository (${repo}); nothing was written`,
      );
      expect(run.err).toContain('hint: name a folder inside the repository');
      expect(await readdir(empty)).toEqual([]);
      expect(existsSync(join(repo, 'sitesync.yml'))).toBe(false);
    },
  );

  posixOnly('a committed .gitignore -> a file outside: left alone, with a warning', async () => {
    const victim = join(outside, 'victim');
    await writeFile(victim, 'mine\n');
    const repo = await repoWith(
      { 'catalog.yml': 'brands:\n  - { slug: acme, name: Acme }\n' },
      { '.gitignore': victim },
    );
    const run = await sitesync(['init', '--no-site', '--catalog', 'catalog.yml'], {
      cwd: repo,
      env: sandbox.env,
    });
    expect(run.code, run.err).toBe(0);
    expect(await readFile(victim, 'utf8')).toBe('mine\n');
    expect((await lstat(join(repo, '.gitignore'))).isSymbolicLink()).toBe(true);
    expect(run.err).toContain(
      "warning: .gitignore is a symlink or not a file: it was left as it is; add .sitesync/ to the repository's .gitignore yourself",
    );
    expect(run.out).not.toContain('added .sitesync/');
    expect(await readFile(join(repo, 'sitesync.yml'), 'utf8')).toContain('catalog: catalog.yml');
  });

  posixOnly('a committed .sitesync -> a folder outside: init stops before it creates the site', async () => {
    const repo = await repoWith({ 'site/index.html': '<h1>hi</h1>\n' }, { '.sitesync': outside });
    const run = await sitesync(['init', '--site', 'site', '--no-catalog'], {
      cwd: repo,
      env: { ...sandbox.env, ...credentials },
    });
    // Before any request: the platform address is a closed port, and no network error is shown.
    expect(run.code, run.err).toBe(1);
    expect(run.err).toContain(
      `error: ${join(repo, '.sitesync')} is not a folder (a symlink or a file); sitesync keeps its local state only in a real folder`,
    );
    expect(run.err).not.toContain('127.0.0.1:9');
    expect(await readdir(outside)).toEqual([]);
  });
});
