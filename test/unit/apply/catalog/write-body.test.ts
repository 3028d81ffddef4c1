/** Request bodies of catalog writes: references become ids, updates carry only what changed. */
import { describe, expect, it } from 'vitest';
import { parseCatalog } from '../../../../src/catalog/index.js';
import { createBody, dependencyKeys, updateBody } from '../../../../src/apply/catalog/index.js';
import { planCatalog, type CreateChange, type UpdateChange } from '../../../../src/plan/catalog/index.js';

const desired = parseCatalog([
  {
    file: 'catalog.yml',
    text: [
      'brands:',
      '  - { slug: acme, name: Acme }',
      'categories:',
      '  - { slug: gear, name: Gear }',
      '  - { slug: tents, name: Tents, parent: gear }',
      'products:',
      '  - { slug: dome, name: Dome, brand: acme, category: tents, price: 199, status: published }',
      '',
    ].join('\n'),
  },
]);
const ids: Record<string, string> = {
  'brand:acme': 'brnd_A',
  'category:tents': 'catg_T',
  'category:gear': 'catg_G',
};
const idOf = (kind: string, slug: string) => ids[`${kind}:${slug}`];

describe('createBody', () => {
  it('sends every YAML field, decimals as strings, published as active, references as ids', () => {
    const plan = planCatalog(
      desired,
      { brands: [], categories: [], products: [] },
      { prune: false, maxArchive: 10, ledger: { entries: {} } },
    );
    const dome = plan.changes.find((c) => c.key === 'dome') as CreateChange;
    expect(createBody(dome, idOf)).toEqual({
      ok: true,
      body: {
        slug: 'dome',
        name: 'Dome',
        price: '199.00',
        status: 'active',
        brand_id: 'brnd_A',
        category_id: 'catg_T',
      },
    });
    expect(dependencyKeys(dome.desired)).toEqual(['brand:acme', 'category:tents']);
  });

  it('names the reference that has no id', () => {
    const plan = planCatalog(
      desired,
      { brands: [], categories: [], products: [] },
      { prune: false, maxArchive: 10, ledger: { entries: {} } },
    );
    const dome = plan.changes.find((c) => c.key === 'dome') as CreateChange;
    expect(createBody(dome, (kind, slug) => (kind === 'brand' ? undefined : idOf(kind, slug)))).toEqual({
      ok: false,
      missing: 'brand "acme"',
    });
  });
});

describe('updateBody', () => {
  it('carries only the changed fields; a category without a parent in the YAML clears it', () => {
    const live = {
      brands: [{ id: 'brnd_A', name: 'Acme', slug: 'acme' }],
      categories: [
        { id: 'catg_G', name: 'Gear', slug: 'gear', parent_category_id: 'catg_T' },
        { id: 'catg_T', name: 'Tents', slug: 'tents', parent_category_id: null },
      ],
      products: [
        {
          id: 'prod_D',
          name: 'Dome',
          slug: 'dome',
          brand_id: 'brnd_A',
          category_id: 'catg_G',
          price: '199.00',
          status: 'active',
        },
      ],
    };
    const plan = planCatalog(desired, live, { prune: false, maxArchive: 10, ledger: { entries: {} } });
    const bodies = plan.changes
      .filter((c): c is UpdateChange => c.action === 'update')
      .map((c) => [c.key, updateBody(c, idOf)]);
    expect(bodies).toEqual([
      ['gear', { ok: true, body: { parent_category_id: null } }],
      ['tents', { ok: true, body: { parent_category_id: 'catg_G' } }],
      ['dome', { ok: true, body: { category_id: 'catg_T' } }],
    ]);
  });
});
