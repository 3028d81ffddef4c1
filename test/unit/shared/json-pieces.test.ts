import { describe, expect, it } from 'vitest';
import { jsonPieces } from '../../../src/shared/json-pieces.js';
import { createRedactor } from '../../../src/shared/redact.js';

const joined = (value: unknown) => [...jsonPieces(value)].join('');

/** A first-publish-like result: big arrays inside small objects, inside arrays (over the piece threshold). */
function bigResult(items: number, text = (i: number) => `Product ${i}`) {
  return {
    format: 'sitesync.result',
    result: {
      plan: {
        sites: [
          { diff: { added: Array.from({ length: items }, (_, i) => ({ path: `a/${i}.css`, bytes: i })) } },
        ],
        catalog: {
          changes: Array.from({ length: items }, (_, i) => ({
            kind: 'product',
            key: `p-${i}`,
            desired: { fields: { name: text(i), price: `${i}.50` }, refs: {}, archived: false },
            location: { file: 'catalog.yml', line: i + 1, column: 5 },
            skipped: undefined,
          })),
          empty: [],
          nothing: {},
        },
      },
      when: new Date(0),
      mixed: [1, 'two', null, undefined, () => 3, [[], {}], { deep: [{ deeper: [1] }] }],
    },
  };
}

describe('jsonPieces', () => {
  it.each([
    ['null', null],
    ['a number', 12.5],
    ['a string with line separators and quotes', 'a\u2028b"c\\d\n'],
    ['an empty array', []],
    ['an empty object', {}],
    ['skipped values in an array', [undefined, () => 1, Symbol('s')]],
    ['skipped members of an object', { a: undefined, b: () => 1, c: Symbol('s'), d: 1 }],
    ['toJSON', { when: new Date(0), custom: { toJSON: (key: string) => `key ${key}` } }],
    ['nesting', { x: { y: { z: {} } }, u: [[], [[]], {}] }],
  ])('%s: exactly JSON.stringify(value, null, 2)', (_, value) => {
    expect(joined(value)).toBe(JSON.stringify(value, null, 2));
  });

  it('a document of 40,000 entities comes in many pieces, joined exactly JSON.stringify(value, null, 2)', () => {
    const value = bigResult(40_000);
    const pieces = [...jsonPieces(value)];
    expect(pieces.length).toBeGreaterThan(20);
    expect(pieces.join('')).toBe(JSON.stringify(value, null, 2));
    // No piece is a large part of the whole.
    const whole = pieces.join('').length;
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(whole / 10);
  });

  it('never splits a string: redacting piece by piece is redacting the whole', () => {
    const secret = 'sk_live_abcdef0123456789';
    const redact = createRedactor([secret]);
    const value = bigResult(30_000, (i) => (i % 997 === 0 ? `leak ${secret} here ${i}` : `Product ${i}`));
    const pieces = [...jsonPieces(value)];
    expect(pieces.length).toBeGreaterThan(20);
    const whole = JSON.stringify(value, null, 2);
    expect(whole).toContain(secret);
    expect(pieces.map((p) => redact(p)).join('')).toBe(redact(whole));
    expect(pieces.map((p) => redact(p)).join('')).not.toContain(secret);
  });

  describe('compact (state files)', () => {
    const compact = (value: unknown) => [...jsonPieces(value, { compact: true })];

    it.each([
      ['null', null],
      ['a string with line separators and quotes', 'a\u2028b"c\\d\n'],
      ['skipped values and members', { a: undefined, b: [undefined, () => 1], c: Symbol('s'), d: 1 }],
      ['toJSON', { when: new Date(0), custom: { toJSON: (key: string) => `key ${key}` } }],
      ['nesting', { x: { y: { z: {} } }, u: [[], [[]], {}] }],
    ])('%s: exactly JSON.stringify(value)', (_, value) => {
      expect(compact(value).join('')).toBe(JSON.stringify(value));
    });

    it("a catalog of 60,000 entities comes in pieces below V8's large-object size, joined exactly JSON.stringify(value)", () => {
      const entity = (i: number) => ({
        kind: 'product',
        key: `product-${i}`,
        fields: { slug: `product-${i}`, name: `Product ${i}`, price: `${i}.50`, sku: `SKU-${i}` },
        refs: { brand: 'brand-1', category: 'cat-1' },
        archived: false,
        location: { file: 'catalog.yml', line: 7 * i + 3, column: 5 },
      });
      const value = {
        version: 1,
        catalog: { brands: [], products: Array.from({ length: 60_000 }, (_, i) => entity(i)) },
        items: { products: { digests: 'x'.repeat(1000), nodes: [1, 2, 3] } },
      };
      const pieces = compact(value);
      expect(pieces.join('')).toBe(JSON.stringify(value));
      expect(pieces.length).toBeGreaterThan(100);
      // 128 KiB: V8 puts a string of more into its large-object space, collected with the old generation.
      expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(128 * 1024);
    });
  });
});

describe('jsonPieces: what JSON.stringify does beyond plain data (found by an attack on it)', () => {
  const large = (at: number, value: unknown) =>
    Array.from({ length: 250_000 }, (_, i) => (i === at ? value : i));
  it.each([
    [
      'a toJSON that returns a Date: the Date is not asked for its own',
      large(5, { toJSON: () => new Date(0) }),
    ],
    [
      'a toJSON that returns an object with a toJSON member',
      { a: large(0, 0), d: { toJSON: () => ({ toJSON: () => 'inner', x: 1 }) } },
    ],
    [
      'boxed strings, numbers and booleans',
      [...large(0, 0), new String('y'.repeat(2000)), new Number(5), new Boolean(false)],
    ],
    ['a boxed string at the top', new String('x'.repeat(300_000))],
  ])('%s: exactly JSON.stringify, compact and indented', (_, value) => {
    expect([...jsonPieces(value, { compact: true })].join('')).toBe(JSON.stringify(value));
    expect([...jsonPieces(value)].join('')).toBe(JSON.stringify(value, null, 2));
  });

  it('nothing for a value JSON.stringify gives no text for', () => {
    expect([...jsonPieces(undefined)]).toEqual([]);
    expect([...jsonPieces({ toJSON: () => undefined }, { compact: true })]).toEqual([]);
  });
});
