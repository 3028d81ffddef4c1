import { describe, expect, it } from 'vitest';
import { createBinaryDetector, isBinaryContent } from '../../../src/source/binary-detection.js';

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
