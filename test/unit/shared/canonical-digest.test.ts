import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { updateWithCanonicalJson } from '../../../src/shared/canonical-digest.js';
import { idempotencyKeyFor } from '../../../src/platform/idempotency.js';
import { canonicalJson } from '../../../src/shared/canonical-json.js';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const streamed = (value: unknown) => updateWithCanonicalJson(createHash('sha256'), value).digest('hex');

// eslint-disable-next-line no-sparse-arrays
const holes = [1, , 3];

describe('updateWithCanonicalJson', () => {
  it.each([
    ['a flat object, keys out of order', { b: 1, a: 'x', c: true }],
    ['nested objects and arrays', { z: [{ y: 1, x: [2, { q: null }] }], a: {} }],
    ['undefined, function and symbol members dropped', { a: undefined, b: () => 1, c: Symbol('s'), d: 1 }],
    ['undefined, function and symbol items as null', [undefined, () => 1, Symbol('s'), 2]],
    ['holes in an array', holes],
    ['numbers as JSON writes them', [0, -0, 1.5, 1e21, -2e-7, Number.NaN, Infinity]],
    ['dates', { at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), bad: new Date(Number.NaN) }],
    ['escapes', { 'k"\\\n': 'quote " backslash \\ tab \t nul \u0000 del \u007f' }],
    ['non-ASCII text', { name: 'Crème brûlée 😀 日本', lone: 'x\ud800y', low: '\udc00' }],
    ['a long base64 string', { content: Buffer.alloc(300_000, 7).toString('base64'), encoding: 'base64' }],
    // Only surrogate pairs, at both parities: some 64 KiB slice boundary falls inside a pair.
    ['a long text of surrogate pairs', { even: '😀'.repeat(100_000), odd: `x${'😀'.repeat(100_000)}` }],
    ['a long text that needs escaping', { text: 'line\n'.repeat(40_000) }],
    ['many small members', Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))],
    ['a few keys sorted in place, by UTF-16 units', { é: 1, z: 2, A: 3, '😀': 4, a: 5, ａ: 6, '': 7 }],
    [
      'texts around the buffer, pairs and escapes',
      Array.from({ length: 12 }, (_, i) => `${'é😀"'.repeat(1800 + i * 700)}`),
    ],
    ['one text at the buffer size', ['x'.repeat(21_845), 'y'.repeat(21_846), 'é'.repeat(21_845)]],
    ['a string alone', 'plain'],
    ['null alone', null],
  ])('hashes exactly the bytes of canonicalJson: %s', (_name, value) => {
    expect(streamed(value)).toBe(sha(canonicalJson(value)));
  });

  it('hashes the canonical JSON of 300 random values exactly', () => {
    let state = 11;
    const pick = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((state / 2 ** 31) * n);
    };
    const UNITS = ['a', 'Z', 'é', '日', '😀', '"', '\\', '\n', '\u0000', '\ud800', '\udc00', ' ', '~'];
    const text = (max: number) => Array.from({ length: pick(max) }, () => UNITS[pick(UNITS.length)]).join('');
    const value = (depth: number): unknown => {
      const kind = depth > 3 ? pick(3) : pick(6);
      if (kind === 0) return text(pick(10) === 0 ? 30_000 : 12);
      if (kind === 1) return [null, true, 1.5, -3, undefined][pick(5)];
      if (kind === 2) return pick(1000) - 500;
      if (kind === 3) return Array.from({ length: pick(6) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: pick(depth === 0 && kind === 5 ? 40 : 6) }, () => [text(4), value(depth + 1)]),
      );
    };
    for (let i = 0; i < 300; i++) {
      const v = value(0);
      if (v === undefined) continue; // no JSON text at all: the case below
      expect(streamed(v)).toBe(sha(canonicalJson(v)));
    }
  });

  it('refuses a value with no JSON text, as hashing canonicalJson(value) did', () => {
    expect(() => streamed(() => 1)).toThrow('canonical JSON of a function is undefined');
  });
});

describe('idempotencyKeyFor after streaming the canonical JSON', () => {
  it('derives the same key as before for the same body (a rerun of an older run still replays)', () => {
    // sha256('PATCH /v1/x\n{"a":"x","b":[1,null]}') computed from the materialised canonical JSON.
    expect(idempotencyKeyFor('a'.repeat(40), 'PATCH /v1/x', { b: [1, undefined], a: 'x' })).toBe(
      `ss1.${'a'.repeat(40)}.${sha('PATCH /v1/x\n{"a":"x","b":[1,null]}').slice(0, 32)}`,
    );
  });
});
