import { describe, expect, it } from 'vitest';
import {
  ESCAPE_COUNT_MODULE,
  SIMD_CHUNK_BYTES,
  simdEscapeCounter,
} from '../../../src/source/escape-count-simd.js';
import {
  base64EntryBytes,
  encodedEntryBytes,
  jsonEscapeExtraBytes,
  utf8EntryBytes,
  wordwiseExtraBytes,
} from '../../../src/source/upload-encoding.js';
import { escapeCountModule } from '../../helpers/escape-count-assembly.js';
import { xorshift32 } from '../../helpers/xorshift.js';

const stringifiedBytes = (v: unknown): number => Buffer.byteLength(JSON.stringify(v), 'utf8');

describe('JSON-encoded entry sizes', () => {
  it.each([
    ['plain', 'hello'],
    ['quotes and backslashes', 'say "hi" \\ bye'],
    ['short escapes', 'a\nb\tc\rd\be\ff'],
    ['other control characters', 'x\u0001y\u001fz'],
    ['non-ASCII kept as UTF-8', 'Grüße 👋 \u2028'],
    ['empty', ''],
  ])('utf8 %s: exact size equals JSON.stringify', (_name, content) => {
    const entry = { content, encoding: 'utf8' as const };
    expect(encodedEntryBytes(entry)).toBe(stringifiedBytes(entry));
    const bytes = Buffer.from(content, 'utf8');
    expect(utf8EntryBytes(bytes.length, jsonEscapeExtraBytes(bytes))).toBe(stringifiedBytes(entry));
  });

  it.each([0, 1, 2, 3, 4, 1000])('base64 of %i bytes: exact size equals JSON.stringify', (n) => {
    const entry = { content: Buffer.alloc(n, 7).toString('base64'), encoding: 'base64' as const };
    expect(base64EntryBytes(n)).toBe(stringifiedBytes(entry));
    expect(encodedEntryBytes(entry)).toBe(stringifiedBytes(entry));
  });

  it('counts 4 characters per 3 bytes for base64', () => {
    expect(base64EntryBytes(3) - base64EntryBytes(0)).toBe(4);
    expect(base64EntryBytes(4) - base64EntryBytes(0)).toBe(8);
  });
});

describe('jsonEscapeExtraBytes over any bytes, offset and length (words of four at a time)', () => {
  /** The definition, one byte at a time. */
  const byByte = (bytes: Uint8Array): number => {
    let extra = 0;
    for (const b of bytes) {
      if (b === 0x22 || b === 0x5c || b === 0x08 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d)
        extra += 1;
      else if (b < 0x20) extra += 5;
    }
    return extra;
  };
  const next = xorshift32(0x9e3779b9);
  // Bytes drawn so that every class a word can hold turns up next to every other: the escaped
  // ones, their neighbours (0x1f/0x20, 0x21/0x23, 0x5b/0x5d), and bytes with the high bit set.
  const pool = [
    0x00, 0x01, 0x08, 0x0a, 0x0d, 0x1f, 0x20, 0x21, 0x22, 0x23, 0x41, 0x5b, 0x5c, 0x5d, 0x7f, 0x80, 0xa2,
    0xdc, 0xff,
  ];
  const randomBytes = (n: number) =>
    Uint8Array.from({ length: n }, () => (next() % 4 === 0 ? next() & 0xff : pool[next() % pool.length]!));

  it('equals the count byte by byte on 20,000 random views', () => {
    const backing = Buffer.alloc(4096 + 8);
    for (let round = 0; round < 20_000; round++) {
      const length = next() % 40;
      const offset = next() % 8; // every alignment of the first word
      const bytes = randomBytes(length);
      backing.set(bytes, offset);
      const view = backing.subarray(offset, offset + length);
      expect(jsonEscapeExtraBytes(view), `bytes ${Buffer.from(view).toString('hex')} at ${offset}`).toBe(
        byByte(view),
      );
    }
  });

  it('equals JSON.stringify on a long text with every byte value that is valid alone', () => {
    const text =
      Array.from({ length: 128 }, (_, c) => String.fromCharCode(c))
        .join('')
        .repeat(50) + 'é"\\';
    const bytes = Buffer.from(text, 'utf8');
    expect(jsonEscapeExtraBytes(bytes)).toBe(Buffer.byteLength(JSON.stringify(text)) - 2 - bytes.length);
  });
});

describe('jsonEscapeExtraBytes sixteen bytes at a time (WebAssembly SIMD)', () => {
  const byByte = (bytes: Uint8Array): number =>
    Buffer.byteLength(JSON.stringify(Buffer.from(bytes).toString('latin1')), 'latin1') - 2 - bytes.length;
  const next = xorshift32(0x2545f491);

  it('is what counts on this Node (a module that does not load would fall back silently)', () => {
    expect(simdEscapeCounter()).not.toBeNull();
  });

  it('ships the bytes its annotated listing assembles (test/helpers/escape-count-assembly.ts)', () => {
    expect(Buffer.from(escapeCountModule()).toString('base64')).toBe(ESCAPE_COUNT_MODULE);
  });

  it('equals the count byte by byte on long views: every length class, offset and mix', () => {
    // Lengths across the module's chunk (and its 16-byte tail); mixes from none escaped to all.
    const lengths = [256, 257, 271, 4096, 4080 * 2 + 15, SIMD_CHUNK_BYTES - 1, SIMD_CHUNK_BYTES + 17];
    const mixes: ((i: number) => number)[] = [
      () => 0x61,
      () => next() & 0xff,
      () =>
        [0x22, 0x5c, 0x0a, 0x0b, 0x00, 0x1f, 0x08, 0x0d, 0x0c, 0x09, 0x07, 0x20, 0x80, 0xff][next() % 14]!,
      (i) => (i % 97 === 0 ? 0x01 : 0x3c),
    ];
    for (const length of lengths)
      for (const [m, mix] of mixes.entries()) {
        const offset = next() % 16;
        const backing = Buffer.alloc(length + 16);
        for (let i = 0; i < backing.length; i++) backing[i] = mix(i);
        const view = backing.subarray(offset, offset + length);
        const expected = byByte(view);
        expect(jsonEscapeExtraBytes(view), `length ${length}, mix ${m}, offset ${offset}`).toBe(expected);
        expect(wordwiseExtraBytes(view)).toBe(expected);
      }
  });

  it("counts past a byte lane's 255 in a round: every byte escaped", () => {
    // 255 vectors make a round; a lane of a run of control characters counts to 255 in each.
    const bytes = Buffer.alloc(16 * 255 * 3 + 5, 0x01);
    expect(jsonEscapeExtraBytes(bytes)).toBe(5 * bytes.length);
    bytes.fill(0x22);
    expect(jsonEscapeExtraBytes(bytes)).toBe(bytes.length);
  });
});
