import { describe, expect, it } from 'vitest';
import { compareSourcePaths } from '../../../src/source/path-order.js';

/** The definition: the order of the UTF-8 bytes (lone surrogates encode as U+FFFD). */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Units that meet every branch: ASCII, two- and three-byte characters, both surrogate halves, U+E000–U+FFFF. */
const UNITS = [
  'a',
  'b',
  '/',
  '.',
  '-',
  'é',
  'ß',
  '\u07ff',
  '\u0800',
  '\ud7ff',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\ue000',
  '\uffff',
];

function randomPath(random: () => number): string {
  let s = '';
  const length = Math.floor(random() * 6);
  for (let i = 0; i < length; i++) s += UNITS[Math.floor(random() * UNITS.length)];
  return s;
}

/** A small deterministic generator (mulberry32), so a failure can be run again. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('compareSourcePaths', () => {
  it('orders by UTF-8 bytes, not UTF-16 units: an astral character after U+FFFF', () => {
    const paths = ['b/\u{1f600}.html', 'b/\uffff.html', 'a.html', 'b/\ue000.html', 'B.html'];
    expect([...paths].sort(compareSourcePaths)).toEqual([
      'B.html',
      'a.html',
      'b/\ue000.html',
      'b/\uffff.html',
      'b/\u{1f600}.html',
    ]);
  });

  it('agrees in sign with the byte order on 200,000 random pairs, lone surrogates and prefixes included', () => {
    const random = seeded(18);
    let disagreements = 0;
    const first: string[] = [];
    for (let n = 0; n < 200_000; n++) {
      const a = randomPath(random);
      // Half the pairs share a prefix, so the first difference falls at every position.
      const b =
        random() < 0.5
          ? a.slice(0, Math.floor(random() * (a.length + 1))) + randomPath(random)
          : randomPath(random);
      if (Math.sign(compareSourcePaths(a, b)) !== Math.sign(byBytes(a, b))) {
        disagreements++;
        if (first.length < 3) first.push(JSON.stringify([a, b]));
      }
    }
    expect(first).toEqual([]);
    expect(disagreements).toBe(0);
  });

  it('a high surrogate ending the shared prefix: paired in one string, lone in the other', () => {
    for (const [a, b] of [
      ['x\ud800', 'x\ud800\udc00'],
      ['x\ud800', 'x\ud800a'],
      ['x\ud800\udc00', 'x\ud800\uffff'],
      ['x\ud800\udc00', 'x\ud800a'],
    ] as const) {
      expect(Math.sign(compareSourcePaths(a, b)), JSON.stringify([a, b])).toBe(Math.sign(byBytes(a, b)));
      expect(Math.sign(compareSourcePaths(b, a)), JSON.stringify([b, a])).toBe(Math.sign(byBytes(b, a)));
    }
  });
});
