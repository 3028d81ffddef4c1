/** editCatalogYaml: live values written in place, every other byte kept. */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editCatalogYaml } from '../../../src/catalog/edit-yaml.js';

const CATALOG = `# yaml-language-server: $schema=../schemas/catalog.schema.json
# The shop.

brands:
  - slug: northpeak # the first brand
    name: Northpeak
    color: '#1f4e79'

products:
  - slug: tent
    name: 'Alpine tent'
    price: 45.00   # launch price
    brand: northpeak
    description: |
      Two people,
      three seasons.
  - { slug: mug, name: Mug, price: "9.50" }
  - slug: stove
    name: Stove
    seo_title: Stove
    sort_order: 3
`;

/** Lines of `after` that differ from `before` (same line count assumed unless said). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  return b.filter((line, i) => a[i] !== line);
}

describe('editCatalogYaml', () => {
  it('rewrites one scalar in its own style and keeps its comment, every other line untouched', () => {
    const out = editCatalogYaml(CATALOG, [
      { section: 'products', key: 'tent', field: 'price', value: '49.00' },
    ]);
    expect(out.skipped).toEqual([]);
    expect(changedLines(CATALOG, out.text)).toEqual(['    price: 49.00   # launch price']);
    expect(out.written).toEqual([{ edit: expect.objectContaining({ field: 'price' }), line: 12 }]);
  });

  it('keeps single quotes, escapes what a plain scalar cannot hold, and edits inside a flow mapping', () => {
    const out = editCatalogYaml(CATALOG, [
      { section: 'products', key: 'tent', field: 'name', value: "Alpine tent: it's big" },
      { section: 'products', key: 'mug', field: 'price', value: '11.00' },
      { section: 'products', key: 'stove', field: 'seo_title', value: 'true' },
    ]);
    expect(out.skipped).toEqual([]);
    expect(changedLines(CATALOG, out.text)).toEqual([
      "    name: 'Alpine tent: it''s big'",
      '  - { slug: mug, name: Mug, price: "11.00" }',
      '    seo_title: "true"',
    ]);
    const data = parse(out.text) as { products: Record<string, unknown>[] };
    expect(data.products[0]!['name']).toBe("Alpine tent: it's big");
    expect(data.products[2]!['seo_title']).toBe('true');
  });

  it('rewrites a block scalar at its indentation', () => {
    const out = editCatalogYaml(CATALOG, [
      { section: 'products', key: 'tent', field: 'description', value: 'Two people,\nfour seasons.\n' },
    ]);
    expect(changedLines(CATALOG, out.text)).toEqual(['      four seasons.']);
    expect((parse(out.text) as { products: { description: string }[] }).products[0]!.description).toBe(
      'Two people,\nfour seasons.\n',
    );
  });

  it('adds a missing field at the end of its mapping and removes a cleared one', () => {
    const out = editCatalogYaml(CATALOG, [
      { section: 'products', key: 'stove', field: 'price', value: '30.00' },
      { section: 'products', key: 'stove', field: 'seo_title', value: null },
    ]);
    expect(out.skipped).toEqual([]);
    const data = parse(out.text) as { products: Record<string, unknown>[] };
    expect(data.products[2]).toEqual({ slug: 'stove', name: 'Stove', sort_order: 3, price: 30 });
    expect(out.text.split('\n').slice(0, 18)).toEqual(CATALOG.split('\n').slice(0, 18));
  });

  it('appends an entity created outside git at the end of its section', () => {
    const out = editCatalogYaml(
      CATALOG,
      [],
      [{ section: 'brands', key: 'trailfox', item: { slug: 'trailfox', name: 'Trailfox', sort_order: 2 } }],
    );
    const data = parse(out.text) as { brands: Record<string, unknown>[] };
    expect(data.brands).toEqual([
      { slug: 'northpeak', name: 'Northpeak', color: '#1f4e79' },
      { slug: 'trailfox', name: 'Trailfox', sort_order: 2 },
    ]);
    expect(out.text).toContain(
      "    color: '#1f4e79'\n  - slug: trailfox\n    name: Trailfox\n    sort_order: 2\n",
    );
  });

  it('skips, with the reason, what it cannot write in place', () => {
    const out = editCatalogYaml(CATALOG, [
      { section: 'products', key: 'mug', field: 'sku', value: 'M-1' },
      { section: 'products', key: 'nope', field: 'price', value: '1.00' },
    ]);
    expect(out.text).toBe(CATALOG);
    expect(out.skipped.map((s) => s.reason)).toEqual([
      'no slug "nope" in products',
      'the entity is a flow mapping `{…}`: add the field by hand',
    ]);
  });
});
