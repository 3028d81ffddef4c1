import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestFile } from '../../../src/source/file-digest.js';
import { createCrlfNormalizer } from '../../../src/source/line-endings.js';
import { makeTmpTree, type TmpTree } from './tmp-tree.js';
import { afterEach } from 'vitest';

let tree: TmpTree | undefined;
afterEach(async () => {
  await tree?.remove();
  tree = undefined;
});

const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

describe('digestFile over reused read buffers', () => {
  it('a text file of several chunks with a CRLF across a chunk boundary hashes as its LF form', async () => {
    const chunk = 256 * 1024;
    const text = 'a'.repeat(chunk - 1) + '\r\n' + 'line two\r\n'.repeat(50_000);
    tree = await makeTmpTree({ 'big.txt': text, 'small.txt': 'x\r\ny\n' });
    const big = await digestFile(`${tree.root}/big.txt`, { normalizeLineEndings: true });
    const lf = text.replace(/\r\n/g, '\n');
    expect(big).toMatchObject({ tooLarge: false, byteSize: lf.length, checksum: sha(lf), binary: false });
    // Files digested after it (same buffers) are not disturbed by earlier content.
    const small = await digestFile(`${tree.root}/small.txt`, { normalizeLineEndings: true });
    expect(small).toMatchObject({ byteSize: 4, checksum: sha('x\ny\n') });
  });

  it('a binary file of several chunks keeps its exact bytes', async () => {
    const bytes = Buffer.alloc(600 * 1024, 7);
    bytes[300_000] = 0;
    tree = await makeTmpTree({ 'b.bin': bytes });
    expect(await digestFile(`${tree.root}/b.bin`, { normalizeLineEndings: true })).toMatchObject({
      binary: true,
      byteSize: bytes.length,
      checksum: sha(bytes),
    });
  });
});

describe('createCrlfNormalizer', () => {
  it('a chunk without CR comes back as a view of the same bytes (no copy)', () => {
    const chunk = Buffer.from('no carriage returns here\n');
    const out = createCrlfNormalizer().push(chunk);
    expect(out.buffer).toBe(chunk.buffer);
    expect(out.toString()).toBe('no carriage returns here\n');
  });
});
