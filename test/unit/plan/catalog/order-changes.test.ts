import { describe, expect, it } from 'vitest';
import { orderCatalogChanges, planCatalog } from '../../../../src/plan/catalog/index.js';
import type { LiveCategory } from '../../../../src/plan/catalog/index.js';
import { ACME, desired, live, options } from './helpers.js';

const category = (slug: string, parent?: string): LiveCategory => ({
  id: `catg_${slug}`,
  name: slug,
  slug,
  status: 'published',
  parent_category_id: parent === undefined ? null : `catg_${parent}`,
});

describe('orderCatalogChanges', () => {
  it('runs brands, categories parents first, products, services, then archives in reverse dependency order', () => {
    const yaml = desired(
      'brands:',
      '  - slug: new-brand',
      '    name: New',
      'categories:',
      '  - slug: trail',
      '    name: Trail',
      '    parent: running',
      '  - slug: running',
      '    name: Running',
      '    parent: footwear',
      '  - slug: footwear',
      '    name: Footwear',
      'products:',
      '  - slug: shoe',
      '    name: Shoe',
      '    brand: new-brand',
      '    category: trail',
      'services:',
      '  - service_code: FIT-01',
      '    name: Fitting',
    );
    const state = live({
      brands: [ACME],
      categories: [
        category('old-root'),
        category('old-child', 'old-root'),
        category('old-grandchild', 'old-child'),
      ],
      products: [{ id: 'prod_old', name: 'Old', slug: 'old', status: 'active', brand_id: 'brnd_acme' }],
    });
    const plan = planCatalog(yaml, state, { ...options, prune: true });
    const stages = orderCatalogChanges(plan).map((s) => [
      s.name,
      s.changes.map((c) => `${c.action} ${c.key}`),
    ]);
    expect(stages).toEqual([
      ['brands', ['create new-brand']],
      ['categories', ['create footwear', 'create running', 'create trail']],
      ['products', ['create shoe']],
      ['services', ['create FIT-01']],
      ['archive-products', ['archive old']],
      ['archive-categories', ['archive old-grandchild', 'archive old-child', 'archive old-root']],
      ['archive-brands', ['archive acme']],
    ]);
  });

  it('orders category updates by the desired parents, so a moved subtree never forms a cycle', () => {
    // Live: b is a child of a. Desired: a is a child of b. Updating b first (to the root) is safe.
    const yaml = desired(
      'categories:',
      '  - slug: a',
      '    name: a',
      '    parent: b',
      '  - slug: b',
      '    name: b',
      '    sort_order: 1',
    );
    const plan = planCatalog(yaml, live({ categories: [category('a'), category('b', 'a')] }), options);
    const stage = orderCatalogChanges(plan).find((s) => s.name === 'categories');
    expect(stage?.changes.map((c) => c.key)).toEqual(['b', 'a']);
    expect(stage?.changes.map((c) => (c.action === 'update' ? c.changes : []))).toEqual([
      [
        { field: 'sort_order', from: null, to: 1 },
        { field: 'parent', from: 'a', to: null },
      ],
      [{ field: 'parent', from: null, to: 'b' }],
    ]);
  });

  it('leaves unchanged and drift entries out of every stage', () => {
    const plan = planCatalog(
      desired('brands:', '  - slug: acme', '    name: Acme'),
      live({ brands: [ACME] }),
      options,
    );
    expect(orderCatalogChanges(plan).every((s) => s.changes.length === 0)).toBe(true);
  });
});
