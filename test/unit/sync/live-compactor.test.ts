import { describe, expect, it } from 'vitest';
import { parseCatalog } from '../../../src/catalog/index.js';
import { CompactProduct } from '../../../src/plan/catalog/equal-records.js';
import type { LiveProduct } from '../../../src/plan/catalog/index.js';
import { liveCompactor } from '../../../src/sync/catalog/live-compactor.js';

const desired = parseCatalog([
  {
    file: 'catalog.yml',
    text: [
      'categories:',
      '  - slug: shoes',
      '    name: Shoes',
      // Never a catalog's own (the plan refuses it): here only so that a product may refer to it.
      '  - slug: sitesync-ledger',
      '    name: Ledger',
      'products:',
      '  - slug: a',
      '    name: A',
      '    category: shoes',
      '  - slug: b',
      '    name: B',
      '  - slug: c',
      '    name: C',
      '    category: sitesync-ledger',
      '',
    ].join('\n'),
  },
]);
const SHOES = { id: 'cat_shoes', name: 'Shoes', slug: 'shoes', status: 'published' };
const LEDGER = {
  id: 'cat_ledger',
  name: 'sitesync',
  slug: 'sitesync-ledger',
  status: 'published',
  type: 'service',
};
const product = (slug: string, extra: Partial<LiveProduct> = {}): LiveProduct => ({
  id: `prod_${slug}`,
  name: slug.toUpperCase(),
  slug,
  status: 'draft',
  created_at: '2026-01-01T00:00:00Z',
  ...extra,
});
const compactSlugs = (items: readonly object[]) =>
  items.flatMap((r) => (r instanceof CompactProduct ? [r.slug] : []));

describe('liveCompactor', () => {
  it('holds the pages that arrive before the desired catalog and the reference lists, then compacts them', () => {
    const c = liveCompactor();
    const page = [product('a', { category_id: SHOES.id }), product('b', { name: 'Renamed' })];
    c.watch.items!('products', page);
    c.watch.list!('brands', []);
    expect(compactSlugs(page)).toEqual([]);
    c.desired(desired);
    expect(compactSlugs(page)).toEqual([]); // the categories are not read yet
    c.watch.list!('categories', [SHOES, LEDGER]);
    expect(compactSlugs(page)).toEqual(['a']);
    expect(c.compacted()).toBe(1);
    // Once started, a page is compacted as it arrives.
    const later = [product('b', { name: 'B' })];
    c.watch.items!('products', later);
    expect(compactSlugs(later)).toEqual(['b']);
    expect(c.equalTo(later[0]!)).toBe(desired.products[1]);
    expect(c.equalTo(page[1]!)).toBeUndefined();
  });

  it('compacts the products list itself when its pages were put together before it could start', () => {
    const c = liveCompactor();
    const page = [product('a', { category_id: SHOES.id })];
    c.watch.items!('products', page);
    // The list copies its pages' records: the plan compares the list, not the pages.
    const whole = [...page, product('b', { name: 'B' })];
    c.watch.list!('products', whole);
    c.watch.list!('brands', []);
    c.watch.list!('categories', [SHOES]);
    c.desired(desired);
    expect(compactSlugs(whole)).toEqual(['a', 'b']);
  });

  it('compares references by the categories without the ledger’s, as the plan does', () => {
    const c = liveCompactor();
    c.watch.list!('brands', []);
    c.watch.list!('categories', [LEDGER]);
    c.desired(desired);
    // The ledger is not a category of the plan's: a reference to it is to an unknown id.
    const page = [product('c', { category_id: LEDGER.id })];
    c.watch.items!('products', page);
    expect(compactSlugs(page)).toEqual([]);
  });
});
