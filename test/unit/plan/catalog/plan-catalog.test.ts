import { describe, expect, it } from 'vitest';
import { planCatalog, serviceBodyHash } from '../../../../src/plan/catalog/index.js';
import type { LiveProduct, UpdateChange } from '../../../../src/plan/catalog/index.js';
import { ACME, BRANDS_YAML, desired, live, options, SUMMIT } from './helpers.js';

const runnerYaml = (...extra: string[]): string[] => [
  ...BRANDS_YAML,
  'products:',
  '  - slug: runner',
  '    name: Runner',
  ...extra.map((l) => '    ' + l),
];

const liveRunner = (fields: Partial<LiveProduct>): LiveProduct => ({
  id: 'prod_runner',
  object: 'product',
  name: 'Runner',
  slug: 'runner',
  status: 'draft',
  is_active: false,
  publishing_channels: {},
  ...fields,
});

function productChange(yaml: string[], record: LiveProduct) {
  const plan = planCatalog(desired(...yaml), live({ brands: [ACME, SUMMIT], products: [record] }), options);
  return plan.changes.find((c) => c.kind === 'product');
}

describe('planCatalog normalises before comparing (each case would be a false diff without its rule)', () => {
  it.each([
    ['decimals compare as decimals', ['price: 129.90', 'weight: 2'], { price: '129.9', weight: '2.00' }],
    ['a string decimal equals the number', ["compare_at_price: '149'"], { compare_at_price: '149.00' }],
    ['published is active', ['status: published'], { status: 'active', is_active: true }],
    ['a live published is active', ['status: active'], { status: 'published' }],
    [
      'read-only and derived live fields are ignored',
      [],
      {
        is_active: true,
        brand_name: 'Acme',
        category_name: 'X',
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-02-01T00:00:00Z',
      },
    ],
    [
      'fields the YAML does not mention are left alone',
      [],
      { description: 'Live text', sku: 'R-1', price: '9.00' },
    ],
    ['references compare by slug', ['brand: acme'], { brand_id: 'brnd_acme' }],
    [
      'an absent channel is false and channel order does not matter',
      ['publishing_channels: { online_store: true, marketplace: false }'],
      { publishing_channels: { online_store: true } },
    ],
  ] as const)('%s', (_name, extra, liveFields) => {
    const change = productChange(runnerYaml(...extra), liveRunner(liveFields));
    expect(change).toMatchObject({ action: 'unchanged', id: 'prod_runner', key: 'runner' });
  });

  it('an entity archived live and archived in the YAML is unchanged', () => {
    const change = productChange(runnerYaml('archived: true'), liveRunner({ status: 'archived' }));
    expect(change).toMatchObject({ action: 'unchanged', id: 'prod_runner' });
  });

  it('an archived entity that does not exist live is unchanged (nothing to do)', () => {
    const plan = planCatalog(
      desired(...runnerYaml('archived: true')),
      live({ brands: [ACME, SUMMIT] }),
      options,
    );
    expect(plan.changes.find((c) => c.kind === 'product')).toMatchObject({
      action: 'unchanged',
      key: 'runner',
    });
    expect(plan.hasChanges).toBe(false);
  });
});

describe('planCatalog finds real differences', () => {
  it('lists each changed field with its live and desired value; references by slug', () => {
    const change = productChange(
      runnerYaml(
        'brand: summit',
        'price: 119',
        'status: active',
        'publishing_channels: { marketplace: true }',
      ),
      liveRunner({
        brand_id: 'brnd_acme',
        price: '129.90',
        status: 'draft',
        publishing_channels: { online_store: true },
      }),
    ) as UpdateChange;
    expect(change.action).toBe('update');
    expect(change.changes).toEqual([
      { field: 'price', from: '129.90', to: '119.00' },
      { field: 'status', from: 'draft', to: 'active' },
      { field: 'publishing_channels', from: { online_store: true }, to: { marketplace: true } },
      { field: 'brand', from: 'acme', to: 'summit' },
    ]);
  });

  it('shows a live reference to an unknown entity by its id, and a missing one as null', () => {
    const withUnknown = productChange(
      runnerYaml('brand: acme'),
      liveRunner({ brand_id: 'brnd_gone' }),
    ) as UpdateChange;
    expect(withUnknown.changes).toEqual([{ field: 'brand', from: 'brnd_gone', to: 'acme' }]);
    const withNone = productChange(runnerYaml('brand: acme', 'sku: R-1'), liveRunner({})) as UpdateChange;
    expect(withNone.changes).toEqual([
      { field: 'sku', from: null, to: 'R-1' },
      { field: 'brand', from: null, to: 'acme' },
    ]);
  });

  it('creates what is not live, archives what the YAML archives', () => {
    const plan = planCatalog(
      desired('brands:', '  - slug: acme', '    name: Acme', '  - slug: summit', '    archived: true'),
      live({ brands: [SUMMIT] }),
      options,
    );
    expect(plan.changes.map((c) => [c.kind, c.key, c.action])).toEqual([
      ['brand', 'acme', 'create'],
      ['brand', 'summit', 'archive'],
    ]);
    expect(plan.changes[1]).toMatchObject({ id: 'brnd_summit', reason: 'requested' });
    expect(plan.counts.brand).toEqual({ create: 1, update: 0, archive: 1, unchanged: 0, drift: 0 });
    expect(plan.hasChanges).toBe(true);
  });

  it('restores an entity archived live that the YAML wants live, with the default status of its kind', () => {
    const change = productChange(runnerYaml(), liveRunner({ status: 'archived' })) as UpdateChange;
    expect(change.changes).toEqual([{ field: 'status', from: 'archived', to: 'draft' }]);
    const withStatus = productChange(
      runnerYaml('status: active'),
      liveRunner({ status: 'archived' }),
    ) as UpdateChange;
    expect(withStatus.changes).toEqual([{ field: 'status', from: 'archived', to: 'active' }]);
  });

  it('matches the live record that is not archived when a slug was reused', () => {
    const plan = planCatalog(
      desired(...runnerYaml()),
      live({
        brands: [ACME, SUMMIT],
        products: [liveRunner({ id: 'prod_old', status: 'archived' }), liveRunner({ id: 'prod_new' })],
      }),
      options,
    );
    expect(plan.changes.find((c) => c.kind === 'product')).toMatchObject({
      action: 'unchanged',
      id: 'prod_new',
    });
  });

  it('leaves live entities absent from the YAML alone without prune, archives them with prune', () => {
    const yaml = desired('brands:', '  - slug: acme', '    name: Acme');
    const state = live({
      brands: [
        ACME,
        SUMMIT,
        { id: 'brnd_x', name: 'No slug' },
        { ...SUMMIT, id: 'brnd_a', status: 'archived' },
      ],
    });
    expect(planCatalog(yaml, state, options).changes.map((c) => c.action)).toEqual(['unchanged']);
    const pruned = planCatalog(yaml, state, { ...options, prune: true });
    expect(pruned.changes.map((c) => [c.key, c.action])).toEqual([
      ['acme', 'unchanged'],
      ['summit', 'archive'],
      ['brnd_x', 'archive'],
    ]);
    expect(pruned.changes[1]).toMatchObject({ reason: 'pruned', id: 'brnd_summit' });
  });
});

it('a record listed twice (the same id on two pages) is never pruned as unnamed when one copy is named', () => {
  const yaml = desired('brands:', '  - slug: acme', '    name: Acme');
  const state = live({ brands: [ACME, { ...ACME }, SUMMIT] });
  const pruned = planCatalog(yaml, state, { ...options, prune: true });
  expect(pruned.changes.map((c) => [c.key, c.action])).toEqual([
    ['acme', 'unchanged'],
    ['summit', 'archive'],
  ]);
  expect(planCatalog(yaml, state, options).kept).toEqual([
    { kind: 'brand', key: 'summit', id: 'brnd_summit', name: 'Summit' },
  ]);
});

describe('category parents', () => {
  it('a category written without a parent is a root: a live parent is cleared', () => {
    const plan = planCatalog(
      desired(
        'categories:',
        '  - slug: top',
        '    name: top',
        '  - slug: kid',
        '    name: kid',
        '    parent: top',
      ),
      live({
        categories: [
          { id: 'catg_top', name: 'top', slug: 'top', parent_category_id: 'catg_kid' },
          { id: 'catg_kid', name: 'kid', slug: 'kid', parent_category_id: null },
        ],
      }),
      options,
    );
    expect(plan.changes.map((c) => (c.action === 'update' ? [c.key, c.changes] : [c.key, c.action]))).toEqual(
      [
        ['top', [{ field: 'parent', from: 'kid', to: null }]],
        ['kid', [{ field: 'parent', from: null, to: 'top' }]],
      ],
    );
  });
});

describe('planCatalog on services (create only; the ledger remembers what was created)', () => {
  const yaml = desired('services:', '  - service_code: FIT-01', '    name: Shoe fitting', '    price: 40');
  const created = {
    id: 'svc_1',
    bodyHash: serviceBodyHash(yaml.services[0]!),
    createdAt: '2026-01-01T00:00:00Z',
  };

  it('creates a service the ledger does not know', () => {
    expect(planCatalog(yaml, live({}), options).changes).toMatchObject([
      { kind: 'service', key: 'FIT-01', action: 'create' },
    ]);
  });

  it('is unchanged when the body hash matches, whatever number form the YAML uses', () => {
    const same = desired(
      'services:',
      '  - service_code: FIT-01',
      '    name: Shoe fitting',
      "    price: '40.0'",
    );
    const plan = planCatalog(same, live({}), { ...options, ledger: { entries: { 'FIT-01': created } } });
    expect(plan.changes).toMatchObject([{ action: 'unchanged', id: 'svc_1' }]);
  });

  it('reports drift, not an update, when the YAML changed after creation', () => {
    const changed = desired(
      'services:',
      '  - service_code: FIT-01',
      '    name: Shoe fitting',
      '    price: 45',
    );
    const plan = planCatalog(changed, live({}), { ...options, ledger: { entries: { 'FIT-01': created } } });
    expect(plan.changes).toEqual([
      expect.objectContaining({
        action: 'drift',
        id: 'svc_1',
        message:
          'service "FIT-01" was changed in the YAML after it was created (svc_1, 2026-01-01T00:00:00Z); the platform cannot update services, so the change is not applied',
      }),
    ]);
    expect(plan.hasChanges).toBe(false);
    expect(plan.counts.service.drift).toBe(1);
  });

  it('with prune, says that a service removed from the YAML stays live', () => {
    const plan = planCatalog(desired('brands: []'), live({}), {
      ...options,
      prune: true,
      ledger: { entries: { 'FIT-01': created } },
    });
    expect(plan.changes).toEqual([
      expect.objectContaining({
        action: 'drift',
        key: 'FIT-01',
        message:
          'service "FIT-01" is no longer in the YAML but the platform cannot archive services; it stays live (svc_1)',
      }),
    ]);
  });
});

describe('planCatalog guards', () => {
  const brands = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `brnd_${i}`,
      name: `B${i}`,
      slug: `b${i}`,
      status: 'published',
    }));

  it('blocks more archives than max_archive unless allowed', () => {
    const yaml = desired('brands:', '  - slug: keep', '    name: Keep');
    const state = live({ brands: brands(3) });
    const plan = planCatalog(yaml, state, { ...options, prune: true, maxArchive: 2 });
    expect(plan.guards).toEqual([
      {
        code: 'archive_limit',
        message: 'this plan archives 3 entities, more than max_archive (2)',
        overridden: false,
      },
    ]);
    expect(plan.blocked).toBe(true);
    const allowed = planCatalog(yaml, state, {
      ...options,
      prune: true,
      maxArchive: 2,
      allowArchiveOverflow: true,
    });
    expect(allowed.guards).toMatchObject([{ code: 'archive_limit', overridden: true }]);
    expect(allowed.blocked).toBe(false);
    expect(planCatalog(yaml, state, { ...options, prune: true, maxArchive: 3 }).guards).toEqual([]);
  });

  it('blocks a section that is empty in the YAML while live has entities, with prune', () => {
    const yaml = desired('products:', '  - slug: p', '    name: P');
    const state = live({ brands: [...brands(2), { id: 'brnd_old', name: 'Old', status: 'archived' }] });
    const plan = planCatalog(yaml, state, { ...options, prune: true });
    expect(plan.guards).toEqual([
      {
        code: 'empty_section',
        message: 'the catalog has no brands but 2 are live; with prune on, all of them would be archived',
        overridden: false,
      },
    ]);
    expect(planCatalog(yaml, state, { ...options, prune: true, allowEmptySection: true }).blocked).toBe(
      false,
    );
    expect(planCatalog(yaml, state, options).guards).toEqual([]);
  });
});
