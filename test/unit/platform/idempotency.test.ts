import { describe, expect, it } from 'vitest';
import {
  assertValidIdempotencyKey,
  contentRevision,
  idempotencyKeyFor,
  isValidIdempotencyKey,
} from '../../../src/platform/idempotency.js';
import { canonicalJson } from '../../../src/shared/canonical-json.js';

const SHA = 'a'.repeat(40);

describe('idempotencyKeyFor', () => {
  it('is ss1.<sha>.<32 hex>, 77 characters, valid for the platform', () => {
    const key = idempotencyKeyFor(SHA, 'POST /v1/products', { name: 'x' });
    expect(key).toMatch(/^ss1\.a{40}\.[0-9a-f]{32}$/);
    expect(key).toHaveLength(77);
    expect(isValidIdempotencyKey(key)).toBe(true);
  });

  it('is the same for the same commit, operation and body, whatever the key order', () => {
    expect(idempotencyKeyFor(SHA, 'op', { a: 1, b: { c: 2, d: 3 } })).toBe(
      idempotencyKeyFor(SHA, 'op', { b: { d: 3, c: 2 }, a: 1 }),
    );
  });

  it('differs when commit, operation or body differ', () => {
    const base = idempotencyKeyFor(SHA, 'op', { a: 1 });
    expect(idempotencyKeyFor('b'.repeat(40), 'op', { a: 1 })).not.toBe(base);
    expect(idempotencyKeyFor(SHA, 'op2', { a: 1 })).not.toBe(base);
    expect(idempotencyKeyFor(SHA, 'op', { a: 2 })).not.toBe(base);
  });

  it('refuses a revision that is not 40 hex', () => {
    expect(() => idempotencyKeyFor('abc', 'op', {})).toThrow(
      'revision for an idempotency key must be 40 hex characters, got "abc"',
    );
  });

  it('derives a 40-hex content revision for dirty trees', () => {
    const r = contentRevision(SHA, 'digest');
    expect(r).toMatch(/^[0-9a-f]{40}$/);
    expect(contentRevision(SHA, 'digest2')).not.toBe(r);
    expect(contentRevision(undefined, 'digest')).not.toBe(r);
  });
});

describe('key rule', () => {
  it.each([
    ['short', false],
    ['x'.repeat(16), true],
    ['x'.repeat(128), true],
    ['x'.repeat(129), false],
    ['abc.def_ghi:jkl-mnop', true],
    ['has space in the key', false],
    ['slash/is/not/allowed', false],
  ])('%s → %s', (key, valid) => {
    expect(isValidIdempotencyKey(key)).toBe(valid);
  });
  it('assert names the rule and the length', () => {
    expect(() => assertValidIdempotencyKey('short')).toThrow(
      "Idempotency-Key \"short\" is invalid: it must be 16–128 characters of letters, digits, '.', '_', ':' or '-' (it has 5)",
    );
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: [{ z: 1, y: undefined, x: 2 }], c: undefined })).toBe(
      '{"a":[{"x":2,"z":1}],"b":1}',
    );
  });
});
