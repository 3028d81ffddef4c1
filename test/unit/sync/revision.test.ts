import { createHash } from 'node:crypto';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { digestOf, resolveRevision } from '../../../src/sync/revision.js';
import { git, makeGitRepo, makeSandbox } from '../../helpers/cli-process.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('digestOf (the content revision of a dirty tree: idempotency keys derive from it)', () => {
  it('is the SHA-256 of the parts, each followed by a newline', () => {
    expect(digestOf(['a', 'b'])).toBe(sha256('a\nb\n'));
    expect(digestOf([])).toBe(sha256(''));
    expect(digestOf(['site 0', 'index.html é'])).toBe(sha256('site 0\nindex.html é\n'));
  });

  it('is the same digest when the text spans many chunks (20,000 files of the L tree)', () => {
    const parts = Array.from({ length: 20_000 }, (_, i) => `pages/p${i}.json ${sha256(String(i))}`);
    expect(digestOf(parts)).toBe(sha256(parts.map((p) => `${p}\n`).join('')));
  });
});

describe('resolveRevision', () => {
  let sandbox: Awaited<ReturnType<typeof makeSandbox>>;
  beforeEach(async () => {
    sandbox = await makeSandbox('sitesync-revision-');
  });
  afterEach(() => sandbox.close());

  const files = {
    'sitesync.yml': 'site:\n  source: site\n',
    'site/index.html': '<p>hi</p>',
    'catalog.yml': '',
  };
  const inputsOf = (dir: string) => [join(dir, 'sitesync.yml'), join(dir, 'site'), join(dir, 'catalog.yml')];

  it('takes the commit when every input is committed', async () => {
    const dir = await makeGitRepo(sandbox.dir, sandbox.env, files);
    const head = git(dir, sandbox.env, 'rev-parse', 'HEAD');
    const revision = await resolveRevision({
      cwd: dir,
      inputs: inputsOf(dir),
      contentDigest: () => Promise.reject(new Error('not asked for a clean checkout')),
      inputsRead: Promise.resolve(),
    });
    expect(revision).toEqual({ commit: head, dirty: false, keyRevision: head });
  });

  it('leaves sitesync’s own state out: a .sitesync/ git does not ignore (source: .) keeps a commit clean', async () => {
    const dir = await makeGitRepo(sandbox.dir, sandbox.env, {
      ...files,
      'sitesync.yml': 'site:\n  source: .\n',
    });
    const head = git(dir, sandbox.env, 'rev-parse', 'HEAD');
    // The run lock apply takes before it reads anything, and state a run saved.
    await mkdir(join(dir, '.sitesync'));
    await writeFile(join(dir, '.sitesync', 'run.lock'), '{}\n');
    await writeFile(join(dir, '.sitesync', 'state.json'), '{}\n');
    const resolve = () =>
      resolveRevision({
        cwd: dir,
        inputs: [dir],
        contentDigest: async () => 'content',
        inputsRead: Promise.resolve(),
      });
    expect(await resolve()).toEqual({ commit: head, dirty: false, keyRevision: head });
    await writeFile(join(dir, 'site', 'new.html'), '<p>new</p>');
    expect((await resolve()).dirty).toBe(true);
  });

  it('asks git only once the inputs are read: a change made while they are read is dirty', async () => {
    const dir = await makeGitRepo(sandbox.dir, sandbox.env, files);
    const head = git(dir, sandbox.env, 'rev-parse', 'HEAD');
    let read!: () => void;
    const inputsRead = new Promise<void>((resolve) => (read = resolve));
    const resolving = resolveRevision({
      cwd: dir,
      inputs: inputsOf(dir),
      contentDigest: async () => 'digest of what was read',
      inputsRead,
    });
    // Long enough for the repository to be found; the status must still wait for the read.
    await sleep(500);
    await writeFile(join(dir, 'site', 'index.html'), '<p>edited during the read</p>');
    read();
    const revision = await resolving;
    expect(revision.commit).toBe(head);
    expect(revision.dirty).toBe(true);
    expect(revision.keyRevision).not.toBe(head);
  });

  it('derives the key from the content outside a repository and before the first commit', async () => {
    const plain = join(sandbox.dir, 'plain');
    await mkdir(plain);
    const outside = await resolveRevision({
      cwd: plain,
      inputs: [join(plain, 'catalog.yml')],
      contentDigest: async () => 'd1',
    });
    expect(outside.dirty).toBe(true);
    expect(outside.commit).toBeUndefined();

    const fresh = join(sandbox.dir, 'fresh');
    await mkdir(fresh);
    git(fresh, sandbox.env, 'init', '-q', '-b', 'main');
    await writeFile(join(fresh, 'catalog.yml'), '');
    const initial = await resolveRevision({
      cwd: fresh,
      inputs: [join(fresh, 'catalog.yml')],
      contentDigest: async () => 'd1',
    });
    expect(initial).toEqual({ dirty: true, keyRevision: outside.keyRevision });
  });

  it('sees a change under an input named like a pathspec exclusion', async () => {
    const dir = await makeGitRepo(sandbox.dir, sandbox.env, {
      'sitesync.yml': 'x',
      ':!site/index.html': 'a',
    });
    const head = git(dir, sandbox.env, 'rev-parse', 'HEAD');
    await writeFile(join(dir, ':!site', 'index.html'), 'b');
    const revision = await resolveRevision({
      cwd: dir,
      inputs: [join(dir, 'sitesync.yml'), join(dir, ':!site')],
      contentDigest: async () => 'd',
      inputsRead: Promise.resolve(),
    });
    expect(revision.dirty).toBe(true);
    expect(revision.keyRevision).not.toBe(head);
  });

  it('resolves a checkout reached through a linked folder, with and without a commit', async () => {
    const real = join(sandbox.dir, 'real');
    await mkdir(join(real, 'site'), { recursive: true });
    await writeFile(join(real, 'sitesync.yml'), 'x');
    await writeFile(join(real, 'site', 'index.html'), 'a');
    git(real, sandbox.env, 'init', '-q', '-b', 'main');
    const link = join(sandbox.dir, 'link');
    await symlink(real, link);
    const inputs = [join(link, 'sitesync.yml'), join(link, 'site')];
    const before = await resolveRevision({ cwd: link, inputs, contentDigest: async () => 'd' });
    expect(before.dirty).toBe(true);
    expect(before.commit).toBeUndefined();
    git(real, sandbox.env, 'add', '-A');
    git(real, sandbox.env, 'commit', '-q', '-m', 'first');
    const head = git(real, sandbox.env, 'rev-parse', 'HEAD');
    expect(await resolveRevision({ cwd: link, inputs, contentDigest: async () => 'd' })).toEqual({
      commit: head,
      dirty: false,
      keyRevision: head,
    });
  });

  it('derives the key from the content before the first commit even when git cannot name an input', async () => {
    const dir = join(sandbox.dir, 'fresh-outside');
    await mkdir(dir);
    git(dir, sandbox.env, 'init', '-q', '-b', 'main');
    const outside = join(sandbox.dir, 'elsewhere.yml');
    await writeFile(outside, '');
    const revision = await resolveRevision({ cwd: dir, inputs: [outside], contentDigest: async () => 'd' });
    expect(revision.dirty).toBe(true);
    expect(revision.commit).toBeUndefined();
  });

  it('fails with the read when the inputs cannot be read', async () => {
    const dir = await makeGitRepo(sandbox.dir, sandbox.env, files);
    const failure = new Error('the tree could not be read');
    await expect(
      resolveRevision({
        cwd: dir,
        inputs: inputsOf(dir),
        contentDigest: async () => 'd',
        inputsRead: Promise.reject(failure),
      }),
    ).rejects.toBe(failure);
  });

  it('trusts a commit the caller gives without asking git', async () => {
    const sha = 'ABCDEF0123456789abcdef0123456789abcdef01';
    const revision = await resolveRevision({
      cwd: join(sandbox.dir, 'does-not-exist'),
      inputs: [],
      contentDigest: async () => 'd',
      commit: sha,
    });
    expect(revision).toEqual({ commit: sha.toLowerCase(), dirty: false, keyRevision: sha.toLowerCase() });
  });
});
