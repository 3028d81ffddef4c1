import { describe, expect, it } from 'vitest';
import { Base64Bytes } from '../../../../src/emulator/state/base64-bytes.js';
import { jsonBytesAtLeast, jsonBytesAtLeastInSlices } from '../../../../src/emulator/state/json-size.js';

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? 'null', 'utf8');

const ASCII: unknown[] = [
  null,
  0,
  -12.5,
  1e21,
  Number.NaN,
  true,
  false,
  'text',
  [],
  {},
  [1, undefined, () => 1, 'x', null],
  {
    a: 1,
    skip: undefined,
    fn: () => 1,
    nested: { deeper: { deepest: { level5: { level6: [1, { k: 'v' }] } } } },
  },
  {
    blobs: { a: new Base64Bytes(Buffer.alloc(0)), b: new Base64Bytes(Buffer.alloc(1000, 7)) },
    tree: { 'x/y': 'a' },
  },
  {
    catalog: {
      products: Array.from({ length: 50 }, (_, i) => ({ id: `prod_${i}`, price: '1.50', tags: ['a'] })),
    },
  },
];

describe('jsonBytesAtLeast', () => {
  it.each(ASCII.map((v) => [JSON.stringify(v) ?? String(v), v]))(
    'is exact for ASCII data: %s',
    (_n, value) => {
      expect(jsonBytesAtLeast(value)).toBe(bytesOf(value));
    },
  );

  it.each([
    ['escapes', { text: 'a "quoted"\n\u0001 line\\' }],
    ['non-ASCII text', { text: 'Grüße, 日本, 🏔' }],
    ['values with their own toJSON', { at: new Date('2026-01-01T00:00:00Z') }],
  ])('is at most the real size with %s', (_n, value) => {
    expect(jsonBytesAtLeast(value)).toBeLessThan(bytesOf(value));
  });

  it('counts file bytes by their base64 length without encoding them', () => {
    const blob = new Base64Bytes(Buffer.alloc(3 * 1024 * 1024 + 1));
    blob.toJSON = () => {
      throw new Error('encoded');
    };
    expect(jsonBytesAtLeast({ blob })).toBe('{"blob":}'.length + 4 * (1024 * 1024 + 1) + 2);
  });

  it('gives the same bound in slices, letting the event loop run between them', async () => {
    const value = { items: Array.from({ length: 20_000 }, (_, i) => ({ id: i, tags: ['x'] })) };
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    const bound = await jsonBytesAtLeastInSlices(value, 0);
    clearInterval(ticker);
    expect(bound).toBe(bytesOf(value));
    expect(turns).toBeGreaterThan(0);
  });
});
