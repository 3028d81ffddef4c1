import { execFileSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashWith } from '../../../src/source/hash-with.js';
import { readSourceTree } from '../../../src/source/read-tree.js';
import {
  createReadScratch,
  createUploadReader,
  readUploadContent,
  SourceGoneError,
} from '../../../src/source/upload-content.js';
import { encodedEntryBytes } from '../../../src/source/upload-encoding.js';
import { makeTmpTree, type TmpTree } from './tmp-tree.js';

let tree: TmpTree | undefined;
afterEach(async () => {
  await tree?.remove();
  tree = undefined;
});

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);

describe('readUploadContent', () => {
  it('sends normalised text as utf8 and binary as base64, matching the precomputed entry size', async () => {
    tree = await makeTmpTree({ 'a.html': '<h1>Grüße</h1>\r\n', 'b.png': png });
    const { files } = await readSourceTree(tree.root);
    const contents = await Promise.all(files.map((f) => readUploadContent(f)));
    expect(contents).toEqual([
      { content: '<h1>Grüße</h1>\n', encoding: 'utf8' },
      { content: png.toString('base64'), encoding: 'base64' },
    ]);
    expect(contents.map((c) => encodedEntryBytes(c))).toEqual(files.map((f) => f.encodedBytes));
  });

  it('keeps CRLF in text when the tree was read without normalisation', async () => {
    tree = await makeTmpTree({ 'a.txt': 'x\r\n' });
    const { files } = await readSourceTree(tree.root, { normalizeLineEndings: false });
    expect(await readUploadContent(files[0]!)).toEqual({ content: 'x\r\n', encoding: 'utf8' });
  });

  it('refuses a file edited after the tree was read', async () => {
    tree = await makeTmpTree({ 'a.txt': 'before' });
    const { files } = await readSourceTree(tree.root);
    await writeFile(path.join(tree.root, 'a.txt'), 'after!');
    await expect(readUploadContent(files[0]!)).rejects.toMatchObject({
      code: 'SOURCE_CHANGED',
      message: 'file a.txt changed while sitesync was reading the tree',
    });
  });

  it('says a file deleted after the tree was read is gone (SOURCE_GONE), not a system error', async () => {
    tree = await makeTmpTree({ 'a.txt': 'here', 'sub/b.txt': 'here too' });
    const { files } = await readSourceTree(tree.root);
    await rm(path.join(tree.root, 'a.txt'));
    await rm(path.join(tree.root, 'sub'), { recursive: true });
    for (const file of files) {
      const err = await readUploadContent(file).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SourceGoneError);
      expect(err).toMatchObject({
        code: 'SOURCE_GONE',
        path: file.path,
        message: `file ${file.path} was deleted while sitesync was reading the tree`,
      });
    }
  });
});

describe('createUploadReader', () => {
  it('reads every file in the order given, through reused buffers of any size', async () => {
    const big = Buffer.alloc(300_000, 0xff); // larger than a fresh scratch buffer; not UTF-8
    tree = await makeTmpTree({
      'a.txt': 'small\r\n',
      'b.bin': big,
      'c.txt': 'x'.repeat(200_000),
      'd.txt': 'after a big one',
      'e.txt': '',
    });
    const { files } = await readSourceTree(tree.root);
    const reversed = [...files].reverse();
    const read = await createUploadReader(2).read(reversed);
    expect(Object.keys(read)).toEqual(['e.txt', 'd.txt', 'c.txt', 'b.bin', 'a.txt']);
    expect(read).toEqual({
      'a.txt': { content: 'small\n', encoding: 'utf8' },
      'b.bin': { content: big.toString('base64'), encoding: 'base64' },
      'c.txt': { content: 'x'.repeat(200_000), encoding: 'utf8' },
      'd.txt': { content: 'after a big one', encoding: 'utf8' },
      'e.txt': { content: '', encoding: 'utf8' },
    });
  });

  it('reuses one scratch buffer without mixing the bytes of two files', async () => {
    tree = await makeTmpTree({ 'long.txt': 'L'.repeat(1000), 'short.txt': 'S' });
    const { files } = await readSourceTree(tree.root);
    const scratch = createReadScratch();
    const [long, short] = files;
    expect((await readUploadContent(long!, scratch)).content).toBe('L'.repeat(1000));
    expect(await readUploadContent(short!, scratch)).toEqual({ content: 'S', encoding: 'utf8' });
  });

  it('refuses a file that grew after the tree was read', async () => {
    tree = await makeTmpTree({ 'a.txt': 'before' });
    const { files } = await readSourceTree(tree.root);
    await writeFile(path.join(tree.root, 'a.txt'), 'before, and then some more');
    await expect(createUploadReader().read(files)).rejects.toMatchObject({
      code: 'SOURCE_CHANGED',
      message: 'file a.txt changed while sitesync was reading the tree',
    });
  });

  it('a FIFO put in the place of a file is refused, not waited on', async () => {
    tree = await makeTmpTree({ 'a.txt': 'before' });
    const { files } = await readSourceTree(tree.root);
    const file = path.join(tree.root, 'a.txt');
    await rm(file);
    execFileSync('mkfifo', [file]);
    await expect(createUploadReader().read(files)).rejects.toMatchObject({
      code: 'SOURCE_CHANGED',
      message: 'file a.txt stopped being a regular file while sitesync was reading the tree',
    });
  });

  it('refuses a text file that became binary (a NUL byte) with the same length', async () => {
    tree = await makeTmpTree({ 'a.txt': 'abc' });
    const { files } = await readSourceTree(tree.root);
    await writeFile(path.join(tree.root, 'a.txt'), 'a\u0000c');
    await expect(readUploadContent(files[0]!)).rejects.toMatchObject({ code: 'SOURCE_CHANGED' });
  });
});

describe('hashWith', () => {
  it('hashes the same (normalised) bytes with sha1 and md5', async () => {
    tree = await makeTmpTree({ 'a.txt': 'abc\r\n' });
    const [file] = (await readSourceTree(tree.root)).files;
    // 'abc\n'
    expect(await hashWith(file!, 'sha1')).toBe('03cfd743661f07975fa2f1220c5194cbaff48451');
    expect(await hashWith(file!, 'md5')).toBe('0bee89b07a248e27c83fc3d5951213c1');
    expect(await hashWith(file!, 'sha256')).toBe(
      'edeaaff3f1774ad2888673770c6d64097e391bc362d7d6fb34982ddf0efd18cb',
    );
  });
});
