import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isBinaryContent } from '../../../src/source/binary-detection.js';
import { digestFile, digestFileSync } from '../../../src/source/file-digest.js';
import { createCrlfNormalizer, normalizeCrlf } from '../../../src/source/line-endings.js';
import { base64EntryBytes, utf8EntryBytes } from '../../../src/source/upload-encoding.js';
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

describe('digestFileSync: one hash while the text is its raw bytes, forked where they part', () => {
  const CHUNK = 256 * 1024;
  /** What a digest must be, computed from the whole content at once. */
  const expected = (content: Buffer, normalize: boolean) => {
    const binary = isBinaryContent(content);
    const sent = !binary && normalize ? normalizeCrlf(content) : content;
    const text = binary ? '' : sent.toString('utf8');
    return {
      tooLarge: false,
      byteSize: sent.length,
      checksum: sha(sent),
      binary,
      normalized: !binary && normalize,
      encodedBytes: binary
        ? base64EntryBytes(sent.length)
        : utf8EntryBytes(sent.length, Buffer.byteLength(JSON.stringify(text)) - 2 - sent.length),
    };
  };
  const cases: [string, Buffer][] = [
    ['a CRLF only in the second chunk', Buffer.from('a'.repeat(CHUNK + 10) + '\r\nz\r\n')],
    ['a lone CR kept, in the first chunk', Buffer.from('x\ry'.repeat(1000))],
    ['a CR held at a chunk end, then no LF', Buffer.from('b'.repeat(CHUNK - 1) + '\rc')],
    [
      'CRLF, then a NUL in the second chunk (binary: raw bytes)',
      Buffer.from('l\r\n'.repeat(CHUNK / 3 + 5) + '\0'),
    ],
    ['a character split by the chunk end', Buffer.from('é'.padStart(CHUNK, 'q') + 'é"\\\t')],
    [
      'an incomplete character at the very end (binary)',
      Buffer.concat([Buffer.from('ok\r\n'), Buffer.from([0xc3])]),
    ],
    ['empty', Buffer.alloc(0)],
  ];
  it.each(cases)('%s', async (_name, content) => {
    tree = await makeTmpTree({ f: content });
    for (const normalize of [true, false])
      expect(digestFileSync(`${tree.root}/f`, { normalizeLineEndings: normalize })).toEqual(
        expected(content, normalize),
      );
  });

  it.skipIf(process.platform === 'win32')(
    'a FIFO in a file’s place is refused at once, not waited on',
    async () => {
      tree = await makeTmpTree({});
      execFileSync('mkfifo', [`${tree.root}/pipe`]);
      let caught: unknown;
      try {
        digestFileSync(`${tree.root}/pipe`, { normalizeLineEndings: true });
      } catch (err) {
        caught = err;
      }
      expect(caught).toMatchObject({ code: 'SOURCE_NOT_A_FILE' });
    },
  );
});
