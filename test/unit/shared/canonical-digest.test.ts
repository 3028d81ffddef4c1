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
    ['a string alone', 'plain'],
    ['null alone', null],
  ])('hashes exactly the bytes of canonicalJson: %s', (_name, value) => {
    expect(streamed(value)).toBe(sha(canonicalJson(value)));
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
