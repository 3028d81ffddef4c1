import { mkdir, rename, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openGitRepo, parseStatusV2, pathspecGroups, repoPath } from '../../../src/git/repo.js';
import { git, makeGitRepo, makeSandbox } from '../../helpers/cli-process.js';

describe('git status of several paths at once', () => {
  let sandbox: Awaited<ReturnType<typeof makeSandbox>>;
  beforeEach(async () => {
    sandbox = await makeSandbox('sitesync-git-status-');
  });
  afterEach(() => sandbox.close());

  it('names the commit it compared with and every changed path under the ones asked for', async () => {
    const dir = await makeGitRepo(sandbox.dir, sandbox.env, {
      'site/a b.html': 'a',
      'site/été.html': 'e',
      'site/moved.html': 'm',
      'catalog.yml': 'brands: []\n',
      'other/x.txt': 'x',
    });
    const head = git(dir, sandbox.env, 'rev-parse', 'HEAD');
    const repo = (await openGitRepo(dir))!;
    expect(await repo.status(['site', 'catalog.yml'])).toEqual({ head, dirty: [] });

    await writeFile(join(dir, 'site', 'a b.html'), 'changed');
    await writeFile(join(dir, 'site', 'été.html'), 'changed');
    git(dir, sandbox.env, 'mv', 'site/moved.html', 'site/renamed.html');
    await mkdir(join(dir, 'site', 'new'));
    await writeFile(join(dir, 'site', 'new', 'untracked.txt'), 'u');
    await writeFile(join(dir, 'other', 'x.txt'), 'not asked for');
    const status = await repo.status(['site', 'catalog.yml']);
    expect(status.head).toBe(head);
    expect([...status.dirty].sort()).toEqual(
      ['site/a b.html', 'site/new/untracked.txt', 'site/renamed.html', 'site/été.html'].sort(),
    );
    // The same paths as the v1 status the other commands read.
    expect((await repo.dirtyPaths(['site', 'catalog.yml'])).sort()).toEqual([...status.dirty].sort());
  });

  it('takes every path literally: a folder named like an exclusion hides no change of another', async () => {
    const dir = await makeGitRepo(sandbox.dir, sandbox.env, {
      'catalog.yml': '',
      ':!site/page.md': 'a',
      ':(exclude)x/page.md': 'a',
      '*.md': 'glob',
    });
    await writeFile(join(dir, ':!site', 'page.md'), 'b');
    await writeFile(join(dir, ':(exclude)x', 'page.md'), 'b');
    const repo = (await openGitRepo(dir))!;
    const asked = ['catalog.yml', ':!site', ':(exclude)x'];
    expect([...(await repo.status(asked)).dirty].sort()).toEqual([':!site/page.md', ':(exclude)x/page.md']);
    expect((await repo.dirtyPaths(['catalog.yml', ':!site/page.md'])).sort()).toEqual([':!site/page.md']);
    // `*.md` names that one file, not every Markdown file.
    expect((await repo.status(['*.md'])).dirty).toEqual([]);
  });

  it('names a file of a checkout reached through a linked folder as git does', async () => {
    const dir = await makeGitRepo(sandbox.dir, sandbox.env, { 'site/index.html': 'a' });
    const link = join(sandbox.dir, 'linked');
    await symlink(dir, link);
    const repo = (await openGitRepo(link))!;
    expect(await repoPath(repo.root, join(link, 'site'))).toBe('site');
    expect(await repoPath(repo.root, link)).toBe('.');
    await writeFile(join(dir, 'site', 'index.html'), 'b');
    expect((await repo.status([await repoPath(repo.root, join(link, 'site'))])).dirty).toEqual([
      'site/index.html',
    ]);
  });

  it('has no commit before the first one', async () => {
    const dir = join(sandbox.dir, 'fresh');
    await mkdir(dir);
    git(dir, sandbox.env, 'init', '-q', '-b', 'main');
    await writeFile(join(dir, 'catalog.yml'), 'brands: []\n');
    const status = await (await openGitRepo(dir))!.status(['catalog.yml']);
    expect(status).toEqual({ dirty: ['catalog.yml'] });
  });

  it('sees a staged rename under the new name only, and a file moved out of git as deleted', async () => {
    const dir = await makeGitRepo(sandbox.dir, sandbox.env, { 'site/a.html': 'a', 'site/b.html': 'b' });
    await rename(join(dir, 'site', 'b.html'), join(sandbox.dir, 'b.html'));
    const status = await (await openGitRepo(dir))!.status(['site']);
    expect(status.dirty).toEqual(['site/b.html']);
  });
});

describe('parseStatusV2', () => {
  const oid = 'a'.repeat(40);
  it('reads the commit and the path of each kind of entry, spaces included', () => {
    const out = [
      `# branch.oid ${oid}`,
      '# branch.head main',
      '1 .M N... 100644 100644 100644 1111111 2222222 site/with space.html',
      '2 R. N... 100644 100644 100644 1111111 1111111 R100 site/new name.html',
      'site/old name.html',
      'u UU N... 100644 100644 100644 100644 1111111 2222222 3333333 catalog.yml',
      '? site/untracked file.txt',
      '',
    ].join('\0');
    expect(parseStatusV2(out)).toEqual({
      head: oid,
      dirty: ['site/with space.html', 'site/new name.html', 'catalog.yml', 'site/untracked file.txt'],
    });
  });
  it('has no commit for (initial) and a detached HEAD still names its commit', () => {
    expect(parseStatusV2('# branch.oid (initial)\0# branch.head main\0')).toEqual({ dirty: [] });
    expect(parseStatusV2(`# branch.oid ${oid}\0# branch.head (detached)\0`)).toEqual({
      head: oid,
      dirty: [],
    });
  });
});

describe('pathspecGroups', () => {
  it('keeps every path, in order, in groups under the command-line budget', () => {
    const paths = Array.from({ length: 3000 }, (_, i) => `site/pages/section-${i}/index.html`);
    const groups = pathspecGroups(paths);
    expect(groups.flat()).toEqual(paths);
    expect(groups.length).toBeGreaterThan(1);
    for (const g of groups) expect(g.join(' ').length).toBeLessThanOrEqual(16_000);
    expect(pathspecGroups(['x'.repeat(20_000)])).toEqual([['x'.repeat(20_000)]]);
    expect(pathspecGroups([])).toEqual([]);
  });
});
