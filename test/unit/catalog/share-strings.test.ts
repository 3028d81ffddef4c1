import { describe, expect, it } from 'vitest';
import { parseCatalog } from '../../../src/catalog/index.js';
import { shareCatalogStrings } from '../../../src/catalog/share-strings.js';
import type { DesiredCatalog } from '../../../src/catalog/types.js';

const YAML = [
  'brands:',
  '  - slug: acme',
  '    name: Acme',
  'categories:',
  '  - slug: shoes',
  '    name: Shoes',
  '  - slug: trail',
  '    name: Trail',
  '    parent: shoes',
  'products:',
  '  - slug: runner',
  '    name: Runner',
  '    brand: acme',
  '    category: trail',
  '  - slug: walker',
  '    name: Walker',
  'services:',
  '  - service_code: fit',
  '    name: Fitting',
  '    category: shoes',
  '',
].join('\n');

describe('shareCatalogStrings', () => {
  it('changes no value of a catalog fresh from JSON (the stored parse), only which strings hold them', () => {
    const parsed = parseCatalog([{ file: 'catalog.yml', text: YAML }]);
    const stored = JSON.parse(JSON.stringify(parsed)) as DesiredCatalog;
    expect(shareCatalogStrings(stored)).toBe(stored);
    expect(stored).toEqual(parsed);
    expect(JSON.stringify(stored)).toBe(JSON.stringify(parsed));
  });

  it('throws on what is not shaped as a catalog (the cache store then misses)', () => {
    const broken = [
      { brands: [], categories: [], products: [] },
      { brands: [{ key: 'a', fields: {}, refs: {} }], categories: [], products: [], services: [] },
    ];
    for (const catalog of broken)
      expect(() => shareCatalogStrings(catalog as unknown as DesiredCatalog)).toThrow();
  });
});
