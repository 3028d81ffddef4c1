import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NeedsPositionedParse, parseCatalog, type CatalogFile } from '../../../src/catalog/parse-catalog.js';
import { fastLoad, mayHaveAliases } from '../../../src/catalog/yaml/fast-load.js';

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

  it.each([
    ['an alias alone', 'brands:\n  - *x\n', true],
    ['an anchor alone', 'brands:\n  - &x { slug: a }\n', true],
    ['an anchor in a flow sequence', 'tags: [&t a, b]\n', true],
    ['an ampersand in a name', 'brands:\n  - { slug: a, name: "Tom & Jerry" }\n', false],
    ['a star in a name', 'brands:\n  - { slug: a, name: A* }\n', false],
    ['neither character', 'brands:\n  - { slug: a, name: A }\n', false],
  ])('tells %s (%s)', (_what, text, expected) => {
    expect(mayHaveAliases(text)).toBe(expected);
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

/** What parseCatalog gives: the catalog, or the error's code, message and issues. */
function outcome(files: readonly CatalogFile[], options: Parameters<typeof parseCatalog>[1] = {}) {
  try {
    return { catalog: parseCatalog(files, options) };
  } catch (err) {
    if (err instanceof NeedsPositionedParse) return { needsPositionedParse: err.file };
    const e = err as { code?: string; message: string; issues?: unknown };
    return { code: e.code, message: e.message, issues: e.issues };
  }
}

describe('the parse without the positioned parse (positioned: false, tried on the main thread)', () => {
  it('gives what the full parse gives for the good fixtures (an empty file is handed over)', async () => {
    for (const path of ['examples/demo-shop/catalog.yml', 'test/fixtures/catalogs/good/spec-example.yml']) {
      const files = [await read(path)];
      expect(outcome(files, { positioned: false }), path).toEqual(outcome(files));
    }
    const empty = [await read('test/fixtures/catalogs/good/empty.yml')];
    expect(outcome(empty, { positioned: false })).toEqual({
      needsPositionedParse: 'test/fixtures/catalogs/good/empty.yml',
    });
  });

  it('for every bad fixture, either the same error as the full parse or a hand-over to it, never another answer', async () => {
    const dir = 'test/fixtures/catalogs/bad';
    const names = (await readdir(join(root, dir))).filter((n) => /\.ya?ml$/.test(n)).sort();
    expect(names.length).toBeGreaterThan(10);
    const handedOver: string[] = [];
    for (const name of names) {
      const files = [await read(`${dir}/${name}`)];
      const quick = outcome(files, { positioned: false });
      if ('needsPositionedParse' in quick) handedOver.push(name);
      else expect(quick, name).toEqual(outcome(files));
    }
    // Syntax errors, duplicate keys and field-level positions need the positioned parse.
    expect(handedOver).toContain('04-duplicate-yaml-key.yml');
    expect(handedOver).toContain('07-unknown-brand.yml');
  });

  it.each([
    ['a syntax error', 'brands: [\n'],
    ['a field the schema refuses', 'brands:\n  - slug: a\n    name: A\n    colour: red\n'],
  ])('hands %s over to the positioned parse', (_what, text) => {
    expect(outcome([{ file: 'c.yml', text }], { positioned: false })).toEqual({
      needsPositionedParse: 'c.yml',
    });
  });
});
