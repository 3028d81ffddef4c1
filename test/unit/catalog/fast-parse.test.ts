import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCatalog, type CatalogFile } from '../../../src/catalog/parse-catalog.js';
import { fastLoad } from '../../../src/catalog/yaml/fast-load.js';

const root = join(import.meta.dirname, '../../..');
const read = async (path: string): Promise<CatalogFile> => ({
  file: path,
  text: await readFile(join(root, path), 'utf8'),
});

const FLOW_AND_ODD = `# flow style, comments, quoting, odd indentation
brands:
  - { slug: acme, name: "Acme, Inc.", sort_order: 1 }
  -   slug: 'b2'
      name: B2 # trailing comment
categories:
- slug: gear
  name: Gear
  type: product
products:
  - slug: p1
    name: P1
    brand: acme
    category: gear
    price: 12.5
    publishing_channels: {online_store: true}
`;

describe('fast catalog parse', () => {
  it.each([
    ['examples/demo-shop/catalog.yml'],
    ['test/fixtures/catalogs/good/spec-example.yml'],
    ['test/fixtures/catalogs/good/empty.yml'],
  ])('gives exactly what the positioned parse gives for %s, locations included', async (path) => {
    const files = [await read(path)];
    expect(parseCatalog(files)).toEqual(parseCatalog(files, { fast: false }));
  });

  it('agrees on flow style, comments, quoting and unusual indentation', () => {
    const files = [{ file: 'catalog.yml', text: FLOW_AND_ODD }];
    const fast = parseCatalog(files);
    expect(fast).toEqual(parseCatalog(files, { fast: false }));
    expect(fast.brands.map((b) => [b.key, b.location])).toEqual([
      ['acme', { file: 'catalog.yml', line: 3, column: 5 }],
      ['b2', { file: 'catalog.yml', line: 4, column: 7 }],
    ]);
  });

  it('agrees for a catalog split over several files', async () => {
    const dir = 'test/fixtures/catalogs/good/split';
    const files = await Promise.all(
      (await readdir(join(root, dir)))
        .filter((n) => /\.ya?ml$/.test(n))
        .sort()
        .map((name) => read(`${dir}/${name}`)),
    );
    expect(parseCatalog(files)).toEqual(parseCatalog(files, { fast: false }));
  });

  it.each([
    ['a duplicate key', 'brands:\n  - slug: a\n    slug: b\n'],
    ['an anchor and alias', 'brands:\n  - &x { slug: a, name: A }\n  - *x\n'],
    ['a syntax error', 'brands: [\n'],
  ])('leaves %s to the positioned parse', (_what, text) => {
    expect(fastLoad(text)).toBeUndefined();
  });

  it('errors keep their exact positions when the fast parse found the YAML well-formed', () => {
    const text =
      'brands:\n  - slug: acme\n    name: Acme\nproducts:\n  - slug: p\n    name: P\n    brand: acmee\n';
    const messages = (fast: boolean) => {
      try {
        parseCatalog([{ file: 'c.yml', text }], { fast });
        return [];
      } catch (err) {
        return (err as { issues: unknown[] }).issues;
      }
    };
    expect(messages(true)).toEqual(messages(false));
    expect(messages(true)).toEqual([
      expect.objectContaining({ file: 'c.yml', line: 7, column: 12, field: 'products[0].brand' }),
    ]);
  });
});
