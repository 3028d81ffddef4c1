import { describe, expect, it } from 'vitest';
import { createCrlfNormalizer, normalizeCrlf } from '../../../src/source/line-endings.js';

const text = (s: string): Buffer => Buffer.from(s, 'utf8');

function streamed(chunks: string[]): string {
  const n = createCrlfNormalizer();
  const out = chunks.map((c) => n.push(text(c)));
  out.push(n.end());
  return Buffer.concat(out).toString('utf8');
}

describe('CRLF normalisation', () => {
  it.each([
    ['a\r\nb\r\n', 'a\nb\n'],
    ['a\nb\n', 'a\nb\n'],
    ['lone\rcr', 'lone\rcr'],
    ['\r\r\n', '\r\n'],
    ['end\r', 'end\r'],
    ['', ''],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeCrlf(text(input)).toString('utf8')).toBe(expected);
  });

  it('joins a CRLF split across chunks', () => {
    expect(streamed(['a\r', '\nb'])).toBe('a\nb');
  });

  it('keeps a CR at a chunk end that is not followed by LF', () => {
    expect(streamed(['a\r', 'b\r', '', '\r\n'])).toBe('a\rb\r\n');
  });

  it('flushes a CR at the very end', () => {
    expect(streamed(['x\r'])).toBe('x\r');
  });
});
