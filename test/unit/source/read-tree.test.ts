import { createHash } from 'node:crypto';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InputError } from '../../../src/shared/errors.js';
import { readSourceTree } from '../../../src/source/read-tree.js';
import { makeTmpTree, type TmpTree } from './tmp-tree.js';

const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

let tree: TmpTree | undefined;
afterEach(async () => {
  await tree?.remove();
  tree = undefined;
});

async function paths(files: Record<string, string | Uint8Array>, ignoreFile?: string): Promise<string[]> {
  tree = await makeTmpTree(files);
  const result = await readSourceTree(tree.root, ignoreFile === undefined ? {} : { ignoreFile });
  return result.files.map((f) => f.path);
}

async function problemsOf(tmp: TmpTree, options = {}): Promise<{ message: string; issues: unknown[] }> {
  try {
    await readSourceTree(tmp.root, options);
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    const e = err as InputError;
    return { message: e.message, issues: e.issues.map((i) => [i.file, i.code, i.message]) };
  }
  throw new Error('expected readSourceTree to throw');
}

describe('readSourceTree: walking and ignore rules', () => {
  it('lists files sorted by path (UTF-8 byte order) with POSIX paths', async () => {
    expect(
      await paths({
        'b.txt': 'b',
        'a/z.txt': 'z',
        'a/b/c.txt': 'c',
        'A.txt': 'A',
        '\uffff.txt': 'x',
        '😀.txt': 'y',
      }),
    ).toEqual(['A.txt', 'a/b/c.txt', 'a/z.txt', 'b.txt', '\uffff.txt', '😀.txt']);
  });

  it("always skips .sitesync, sitesync's own state (a site with source: . holds it), at any depth", async () => {
    expect(
      await paths({
        '.sitesync/state.json': '{}',
        '.sitesync/catalog.json': '{}',
        'assets/.sitesync': 'x',
        'site.json': '{}',
      }),
    ).toEqual(['site.json']);
  });

  it('always skips .git (directory or file, at any depth)', async () => {
    expect(
      await paths({
        '.git/HEAD': 'ref',
        '.git/objects/ab/cd': 'x',
        'vendor/lib/.git': 'gitdir: x',
        'site.json': '{}',
      }),
    ).toEqual(['site.json']);
  });

  it('honours .sitesyncignore with globs, directories, nested paths and ! negation; the ignore file itself is skipped', async () => {
    expect(
      await paths({
        '.sitesyncignore':
          '# design sources\n*.psd\ndrafts/\nassets/raw/*\n!assets/raw/keep.png\n*.log\n!important.log\n',
        'site.json': '{}',
        'logo.psd': 'x',
        'assets/deep/nested/art.psd': 'x',
        'drafts/page.json': '{}',
        'pages/drafts/old.json': '{}',
        'assets/raw/a.png': 'x',
        'assets/raw/keep.png': 'x',
        'debug.log': 'x',
        'important.log': 'x',
      }),
    ).toEqual(['assets/raw/keep.png', 'important.log', 'site.json']);
  });

  it('cannot re-include a file inside an ignored directory (as git)', async () => {
    expect(
      await paths({
        '.sitesyncignore': 'drafts/\n!drafts/keep.json\n',
        'drafts/keep.json': '{}',
        'a.txt': 'a',
      }),
    ).toEqual(['a.txt']);
  });

  it('uses another ignore file when told (skipping it too), and fails when it is missing', async () => {
    expect(
      await paths(
        { 'config/site.ignore': 'secret.txt\n', 'secret.txt': 's', 'a.txt': 'a' },
        'config/site.ignore',
      ),
    ).toEqual(['a.txt']);
    await tree?.remove();
    tree = await makeTmpTree({ 'a.txt': 'a' });
    await expect(readSourceTree(tree.root, { ignoreFile: 'nope.ignore' })).rejects.toMatchObject({
      code: 'IGNORE_FILE_UNREADABLE',
    });
  });

  it('does not look at ignored problems (an ignored symlink leaving the tree is fine)', async () => {
    tree = await makeTmpTree({ '.sitesyncignore': 'outside-link\n', 'a.txt': 'a' });
    await symlink('/etc/hostname', path.join(tree.root, 'outside-link'));
    expect((await readSourceTree(tree.root)).files.map((f) => f.path)).toEqual(['a.txt']);
  });
});

describe('readSourceTree: sizes, checksums, binary, line endings', () => {
  it('hashes text with CRLF normalised to LF: same checksum and size as the LF file', async () => {
    tree = await makeTmpTree({ 'lf.html': '<p>a</p>\n<p>b</p>\n', 'crlf.html': '<p>a</p>\r\n<p>b</p>\r\n' });
    const { files } = await readSourceTree(tree.root);
    const [crlf, lf] = files;
    expect(crlf).toMatchObject({
      path: 'crlf.html',
      byteSize: 18,
      checksum: sha256('<p>a</p>\n<p>b</p>\n'),
      binary: false,
      normalized: true,
    });
    expect(lf).toMatchObject({ path: 'lf.html', byteSize: 18, checksum: crlf?.checksum });
  });

  it('keeps CRLF when normalisation is off', async () => {
    tree = await makeTmpTree({ 'crlf.txt': 'a\r\nb\r\n' });
    const { files } = await readSourceTree(tree.root, { normalizeLineEndings: false });
    expect(files[0]).toMatchObject({ byteSize: 6, checksum: sha256('a\r\nb\r\n'), normalized: false });
  });

  it('keeps binary files byte-exact, even with CRLF bytes in them', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x0d, 0x0a]);
    tree = await makeTmpTree({ 'img.png': png });
    const { files } = await readSourceTree(tree.root);
    expect(files[0]).toMatchObject({ byteSize: 11, checksum: sha256(png), binary: true, normalized: false });
  });

  it.each([
    ['a NUL byte', Buffer.from('abc\u0000def'), true],
    ['invalid UTF-8', Buffer.from([0x68, 0x69, 0xc3, 0x28]), true],
    ['valid UTF-8 with emoji', Buffer.from('Grüße 👋\n', 'utf8'), false],
  ])('detects %s → binary %s', async (_name, bytes, binary) => {
    tree = await makeTmpTree({ 'f.bin': bytes });
    expect((await readSourceTree(tree.root)).files[0]?.binary).toBe(binary);
  });

  it('detects binary over many stream chunks (a large file)', async () => {
    const big = Buffer.alloc(300 * 1024, 0x61);
    big[250 * 1024] = 0xff;
    tree = await makeTmpTree({ 'big.dat': big, 'big.txt': Buffer.alloc(300 * 1024, 0x61) });
    const { files } = await readSourceTree(tree.root);
    expect(files.map((f) => [f.path, f.binary, f.byteSize])).toEqual([
      ['big.dat', true, 300 * 1024],
      ['big.txt', false, 300 * 1024],
    ]);
  });

  it('gives each file the exact JSON size of its upload entry', async () => {
    tree = await makeTmpTree({ 't.txt': 'say "hi"\r\n\ttab\\', 'b.bin': Buffer.from([0, 1, 2, 3]) });
    const { files } = await readSourceTree(tree.root);
    const size = (v: unknown): number => Buffer.byteLength(JSON.stringify(v));
    expect(files.map((f) => [f.path, f.encodedBytes])).toEqual([
      ['b.bin', size({ content: Buffer.from([0, 1, 2, 3]).toString('base64'), encoding: 'base64' })],
      ['t.txt', size({ content: 'say "hi"\n\ttab\\', encoding: 'utf8' })],
    ]);
  });

  it('accepts a file at the size limit and rejects one over it, naming it', async () => {
    tree = await makeTmpTree({ 'ok.bin': Buffer.alloc(100, 1), 'big.bin': Buffer.alloc(101, 1) });
    expect(await problemsOf(tree, { maxFileBytes: 100 })).toEqual({
      message: `the source tree ${tree.root} has 1 path problem; nothing was read`,
      issues: [
        ['big.bin', 'file_too_large', 'file "big.bin" is 101 bytes; the limit is 100 bytes (0.00 MiB)'],
      ],
    });
  });

  it('measures the limit on the normalised bytes of text', async () => {
    tree = await makeTmpTree({ 'a.txt': 'x\r\n'.repeat(50) }); // 150 raw bytes, 100 normalised
    const { files } = await readSourceTree(tree.root, { maxFileBytes: 100 });
    expect(files[0]?.byteSize).toBe(100);
  });

  it('reports the default limit in MiB', async () => {
    tree = await makeTmpTree({ 'huge.bin': Buffer.alloc(10 * 1024 * 1024 + 1, 0) });
    expect((await problemsOf(tree)).issues).toEqual([
      [
        'huge.bin',
        'file_too_large',
        'file "huge.bin" is 10485761 bytes; the limit is 10485760 bytes (10 MiB)',
      ],
    ]);
  });
});

describe('readSourceTree: path safety', () => {
  it('follows a symlink to a file inside the tree (its target bytes)', async () => {
    tree = await makeTmpTree({ 'assets/logo.svg': '<svg/>' });
    await symlink('assets/logo.svg', path.join(tree.root, 'logo.svg'));
    const { files } = await readSourceTree(tree.root);
    expect(
      files.map((f) => [f.path, f.absPath.endsWith(path.join('assets', 'logo.svg')), f.checksum]),
    ).toEqual([
      ['assets/logo.svg', true, sha256('<svg/>')],
      ['logo.svg', true, sha256('<svg/>')],
    ]);
  });

  it('collects every problem into one InputError, each with its path and exact message', async () => {
    tree = await makeTmpTree({
      'ok.txt': 'fine',
      'Readme.md': 'a',
      'README.md': 'b',
      'bad\u0001name.txt': 'x',
    });
    const outside = path.join(path.dirname(tree.root), 'site-old'); // a sibling that shares the prefix
    await mkdir(outside);
    await writeFile(path.join(outside, 'secret.txt'), 's');
    await symlink(path.join(outside, 'secret.txt'), path.join(tree.root, 'leak.txt'));
    await symlink('../site-old/secret.txt', path.join(tree.root, 'leak-relative.txt'));
    await symlink('missing.txt', path.join(tree.root, 'dangling.txt'));
    await mkdir(path.join(tree.root, 'dir'));
    await symlink('dir', path.join(tree.root, 'dir-link'));
    await writeFile(path.join(tree.root, 'back\\slash.txt'), 'x');
    await writeFile(path.join(tree.root, 'y'.repeat(255)), 'x');
    const deep = path.join(tree.root, 'd'.repeat(200), 'e'.repeat(200));
    await mkdir(deep, { recursive: true });
    await writeFile(path.join(deep, 'f'.repeat(200)), 'x');

    const long = `${'d'.repeat(200)}/${'e'.repeat(200)}/${'f'.repeat(200)}`;
    expect(await problemsOf(tree)).toEqual({
      message: `the source tree ${tree.root} has 8 path problems; nothing was read`,
      issues: [
        ['Readme.md', 'case_collision', 'path "Readme.md" differs only by case from "README.md"'],
        [
          'back\\slash.txt',
          'backslash',
          'path "back\\\\slash.txt" contains a backslash; source paths separate segments with "/"',
        ],
        [
          'bad\u0001name.txt',
          'control_character',
          'path "bad\\u0001name.txt" contains the control character U+0001',
        ],
        ['dangling.txt', 'symlink_dangling', 'symlink "dangling.txt" points to a file that does not exist'],
        [long, 'path_too_long', `path "${long}" is 602 bytes of UTF-8; the platform allows at most 512`],
        [
          'dir-link',
          'symlink_to_directory',
          'symlink "dir-link" points to a directory; only symlinks to files are followed',
        ],
        [
          'leak-relative.txt',
          'symlink_outside_tree',
          'symlink "leak-relative.txt" points outside the source tree',
        ],
        ['leak.txt', 'symlink_outside_tree', 'symlink "leak.txt" points outside the source tree'],
      ],
    });
  });

  it('reports a symlink loop', async () => {
    tree = await makeTmpTree({});
    await symlink('b.txt', path.join(tree.root, 'a.txt'));
    await symlink('a.txt', path.join(tree.root, 'b.txt'));
    expect((await problemsOf(tree)).issues).toEqual([
      ['a.txt', 'symlink_loop', 'symlink "a.txt" is part of a symlink loop'],
      ['b.txt', 'symlink_loop', 'symlink "b.txt" is part of a symlink loop'],
    ]);
  });
});

describe('readSourceTree reads files in place without holding the event loop', () => {
  it('gives the event loop a turn between files once a slice is used up', async () => {
    const body = '<p>a "quoted" line\r\n</p>\n'.repeat(200);
    const files: Record<string, string> = {};
    for (let i = 0; i < 300; i++) files[`${String(i).padStart(3, '0')}.html`] = body;
    tree = await makeTmpTree(files);
    // A chain of immediates counts the loop's turns: with a slice of 0 ms there is one before
    // every file read (one folder: the walk itself takes only a few).
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    try {
      const read = await readSourceTree(tree.root, { sliceMs: 0 });
      expect(read.files).toHaveLength(300);
      expect(read.files[0]?.checksum).toBe(sha256(body.replaceAll('\r\n', '\n')));
    } finally {
      counting = false;
    }
    expect(turns).toBeGreaterThanOrEqual(300);
  });
});
