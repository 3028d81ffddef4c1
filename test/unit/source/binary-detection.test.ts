import { describe, expect, it } from 'vitest';
import { createBinaryDetector, isBinaryContent } from '../../../src/source/binary-detection.js';
import { xorshift32 } from '../../helpers/xorshift.js';

describe('binary detection', () => {
  it.each([
    ['plain ASCII', Buffer.from('hello\n'), false],
    ['valid UTF-8 with emoji', Buffer.from('Grüße 👋 — ok\n', 'utf8'), false],
    ['empty', Buffer.alloc(0), false],
    ['a NUL byte', Buffer.from([0x61, 0x00, 0x62]), true],
    ['invalid UTF-8 (lone 0xff)', Buffer.from([0x61, 0xff, 0x62]), true],
    ['a truncated sequence at the end', Buffer.from([0x61, 0xe2, 0x82]), true],
    ['a PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), true],
  ])('%s → binary %s', (_name, bytes, expected) => {
    expect(isBinaryContent(bytes)).toBe(expected);
  });

  it('accepts a multi-byte character split across chunks', () => {
    const emoji = Buffer.from('👋', 'utf8');
    const detector = createBinaryDetector();
    detector.push(emoji.subarray(0, 1));
    detector.push(emoji.subarray(1, 3));
    detector.push(emoji.subarray(3));
    expect(detector.end()).toBe(false);
  });
});

describe('binary detection against a streaming decoder, on random bytes and random chunks', () => {
  /** The definition as a fatal streaming decoder checks it (what sitesync did before). */
  const byDecoder = (chunks: readonly Uint8Array[]): boolean => {
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    try {
      for (const chunk of chunks) {
        if (chunk.includes(0)) return true;
        decoder.decode(chunk, { stream: true });
      }
      decoder.decode();
      return false;
    } catch {
      return true;
    }
  };
  const next = xorshift32(0x1b873593);
  // Pieces that make valid characters of every length, and the ways they go wrong: stray and
  // missing continuation bytes, overlong forms, surrogates, code points past U+10FFFF, NUL.
  const pieces = [
    [0x61],
    [0x0a],
    [0xc3, 0xa9],
    [0xe2, 0x82, 0xac],
    [0xf0, 0x9f, 0x91, 0x8b],
    [0xef, 0xbb, 0xbf],
    [0x80],
    [0xbf],
    [0xc3],
    [0xe2, 0x82],
    [0xf0, 0x9f],
    [0xc0, 0xaf],
    [0xe0, 0x80, 0xaf],
    [0xed, 0xa0, 0x80],
    [0xf4, 0x90, 0x80, 0x80],
    [0xf8, 0x88, 0x80, 0x80],
    [0xff],
    [0x00],
  ];

  it('answers as the decoder does on 20,000 random texts, each split at random places', () => {
    let binaries = 0;
    for (let round = 0; round < 20_000; round++) {
      const bytes: number[] = [];
      const count = next() % 12;
      // Mostly valid: invalid pieces are rare, so valid texts are common too.
      for (let i = 0; i < count; i++)
        bytes.push(...pieces[next() % 4 === 0 ? next() % pieces.length : next() % 6]!);
      const whole = Uint8Array.from(bytes);
      const chunks: Uint8Array[] = [];
      for (let at = 0; at < whole.length;) {
        const size = 1 + (next() % 5);
        chunks.push(whole.subarray(at, at + size));
        at += size;
      }
      const detector = createBinaryDetector();
      for (const chunk of chunks) detector.push(chunk);
      const expected = byDecoder(chunks);
      if (expected) binaries++;
      expect(detector.end(), `bytes ${Buffer.from(whole).toString('hex')} in ${chunks.length}`).toBe(
        expected,
      );
      expect(isBinaryContent(whole)).toBe(expected);
    }
    // Both answers turn up often enough for the comparison to mean something.
    expect(binaries).toBeGreaterThan(2_000);
    expect(binaries).toBeLessThan(18_000);
  });
});
