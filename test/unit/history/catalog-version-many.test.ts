/**
 * A version asked about many entities (a first publish asks about every one it creates) is parsed
 * once, not searched key by key: the search reads the section once per key, and keys that are the
 * start of others (`product-1`, `product-10`, `product-100`) hit every item they begin.
 */
import type * as JsYaml from 'js-yaml';
import { describe, expect, it, vi } from 'vitest';

const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('js-yaml', async (importOriginal) => {
  const actual = await importOriginal<typeof JsYaml>();
  return {
    ...actual,
    load: (...args: Parameters<typeof actual.load>) => {
      parses.count += 1;
      return actual.load(...args);
    },
  };
});

const { entitiesOfCatalogText, entitiesOfCatalogVersion, WHOLE_FILE_FROM_KEYS } =
  await import('../../../src/history/catalog-version.js');

const ITEMS = 1_200;
const text = [
  'brands:',
  '  - slug: acme',
  '    name: Acme',
  'products:',
  ...Array.from({ length: ITEMS }, (_, i) => [
    `  - slug: product-${i + 1}`,
    `    name: Product ${i + 1}`,
    `    price: "${(i % 90) + 10}.50"`,
    '    brand: acme',
  ]).flat(),
  '',
].join('\n');

describe('entitiesOfCatalogVersion with many keys', () => {
  const whole = entitiesOfCatalogText(text, 'catalog.yml');
  const keys = [...whole.keys()];

  it('parses the file once when asked about as many keys as a whole parse costs, with the same result', () => {
    expect(keys).toHaveLength(ITEMS + 1);
    parses.count = 0;
    const all = entitiesOfCatalogVersion(text, 'catalog.yml', [...keys, 'product:absent']);
    expect(parses.count).toBe(1);
    expect(all).toEqual(whole);
    parses.count = 0;
    const some = keys.slice(0, WHOLE_FILE_FROM_KEYS);
    const part = entitiesOfCatalogVersion(text, 'catalog.yml', some);
    expect(parses.count).toBe(1);
    expect([...part.keys()]).toEqual(some);
  });

  it('below that, searches: parses the items that mention a key, each once, with the same result', () => {
    // product-1 begins product-1x, product-1xx and product-1xxx: each of those items is parsed
    // once to read its slug, and only product-1 is taken.
    const few = ['product:product-1', 'product:product-12', 'product:product-120', 'brand:acme'];
    parses.count = 0;
    const part = entitiesOfCatalogVersion(text, 'catalog.yml', few);
    expect(parses.count).toBeGreaterThan(few.length);
    expect(parses.count).toBeLessThanOrEqual(ITEMS + 1);
    expect([...part.keys()].sort()).toEqual([...few].sort());
    for (const k of few) expect(part.get(k)).toEqual(whole.get(k));
  });
});
