import { describe, expect, it } from 'vitest';
import { Base64Bytes } from '../../../../src/emulator/state/base64-bytes.js';
import { jsonParts, writeJsonInSlices } from '../../../../src/emulator/state/json-parts.js';

/** Bytes that are not all alike, so a part boundary in the wrong place changes the text. */
const bytesOf = (n: number) => {
  const bytes = Buffer.alloc(n);
  for (let i = 0; i < n; i++) bytes[i] = (i * 7919) % 251;
  return bytes;
};

const VALUES: unknown[] = [
  null,
  0,
  'text "quoted" \u0001 é',
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
    date: new Date('2026-01-01T00:00:00Z'),
    list: [
      { id: 'a', tags: ['x', 'y'] },
      { id: 'b', tags: [] },
    ],
  },
  {
    format: 'sitesync-emulator-state',
    slices: { catalog: { brands: [{ id: 'brnd_1', name: 'Acme', n: 1.5 }] } },
  },
];

describe('jsonParts', () => {
  it.each(VALUES.map((v) => [JSON.stringify(v) ?? 'undefined', v]))(
    'joins to JSON.stringify of %s',
    (_n, value) => {
      expect([...jsonParts(value)].join('')).toBe(JSON.stringify(value));
    },
  );
});

describe('jsonParts of file bytes (Base64Bytes)', () => {
  it.each([0, 1, 2, 3, 4, 3 * 256 * 1024, 3 * 256 * 1024 * 2 + 1])(
    'writes %i bytes as the base64 string JSON.stringify gives, in parts of at most 1 MiB',
    (n) => {
      const bytes = bytesOf(n);
      const value = { blobs: { k: new Base64Bytes(bytes) } };
      const parts = [...jsonParts(value)];
      expect(parts.join('')).toBe(JSON.stringify({ blobs: { k: bytes.toString('base64') } }));
      expect(Math.max(...parts.map((p) => p.length))).toBeLessThanOrEqual(1 << 20);
      expect(value.blobs.k.jsonLength).toBe(JSON.stringify(bytes.toString('base64')).length);
    },
  );
});

describe('writeJsonInSlices', () => {
  it('writes the same text in chunks and yields to the event loop between slices', async () => {
    const value = { items: Array.from({ length: 2000 }, (_, i) => ({ id: i, text: 'x'.repeat(100) })) };
    const chunks: string[] = [];
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    await writeJsonInSlices(value, async (c) => void chunks.push(c), { chunkBytes: 10_000, sliceMs: 0 });
    clearInterval(ticker);
    expect(chunks.join('')).toBe(JSON.stringify(value));
    expect(chunks.length).toBeGreaterThan(10);
    expect(turns).toBeGreaterThan(0);
  });
});
