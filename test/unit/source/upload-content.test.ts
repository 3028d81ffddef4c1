import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashWith } from '../../../src/source/hash-with.js';
import { readSourceTree } from '../../../src/source/read-tree.js';
import { readUploadContent } from '../../../src/source/upload-content.js';
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
      code: 'source_changed',
      message: 'file a.txt changed while sitesync was reading the tree',
    });
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
