import { describe, expect, it } from 'vitest';
import { liveSlugs } from '../../../../src/plan/catalog/compare-entity.js';
import { CompactProduct, equalRecords } from '../../../../src/plan/catalog/equal-records.js';
import { planCatalog } from '../../../../src/plan/catalog/index.js';
import type {
  CatalogPlan,
  LiveCatalog,
  LiveProduct,
  PlanCatalogOptions,
} from '../../../../src/plan/catalog/index.js';
import { toPlanJson } from '../../../../src/render/json.js';
import type { Plan } from '../../../../src/plan/types.js';
import { ACME, BRANDS_YAML, desired, live, options, SUMMIT } from './helpers.js';

const YAML = [
  ...BRANDS_YAML,
  'products:',
  '  - slug: same',
  '    name: Same',
  '    price: 10',
  '    brand: acme',
  '  - slug: dearer',
  '    name: Dearer',
  '    price: 12',
  '  - slug: moved',
  '    name: Moved',
  '    brand: summit',
  '  - slug: restored',
  '    name: Restored',
  '  - slug: retired',
  '    name: Retired',
  '    archived: true',
  '  - slug: twice',
  '    name: Twice',
  '  - slug: fresh',
  '    name: Fresh',
];

const product = (slug: string, fields: Partial<LiveProduct> = {}): LiveProduct => ({
  id: `prod_${slug}`,
  object: 'product',
  name: slug[0]!.toUpperCase() + slug.slice(1),
  slug,
  status: 'draft',
  description: `the long live description of ${slug}, never read when it equals`,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-02-01T00:00:00Z',
  ...fields,
});

/** Every kind of record a products page holds: equal, changed, archived, unnamed, a slug twice. */
const liveProducts = (): LiveProduct[] => [
  product('same', { price: '10.00', brand_id: ACME.id }),
  product('dearer', { price: '11.00' }),
  product('moved', { brand_id: ACME.id }),
  product('restored', { status: 'archived' }),
  product('retired'),
  product('twice', { id: 'prod_twice_1', category_id: 'cat_x', brand_id: SUMMIT.id }),
  product('twice', { id: 'prod_twice_2', category_id: 'cat_y', brand_id: ACME.id }),
  product('stray', { name: 'Stray', brand_id: SUMMIT.id }),
  product('gone', { status: 'archived' }),
];

/** The plan as a reader and apply see it: everything but the live record of an unchanged entity. */
function seen(plan: CatalogPlan) {
  return {
    ...plan,
    changes: plan.changes.map((c) => {
      if (c.action === 'unchanged') return { kind: c.kind, key: c.key, action: c.action, id: c.id };
      if (c.action === 'archive') {
        const { live: record, ...rest } = c;
        return { ...rest, live: { id: record.id, brand_id: record['brand_id' as keyof typeof record] } };
      }
      return c;
    }),
  };
}

function bothPlans(planOptions: PlanCatalogOptions, records: () => LiveProduct[] = liveProducts) {
  const wanted = desired(...YAML);
  const whole: LiveCatalog = live({ brands: [ACME, SUMMIT], products: records() });
  const page = records();
  const equal = equalRecords(wanted.products, liveSlugs([ACME, SUMMIT], []));
  const replaced = equal.compact(page);
  const compacted = live({ brands: [ACME, SUMMIT], products: page });
  return {
    page,
    replaced,
    twice: equal.sawSlugTwice(),
    whole: planCatalog(wanted, whole, planOptions),
    compact: planCatalog(wanted, compacted, { ...planOptions, equalTo: equal.entityOf }),
  };
}

/** The plan's JSON (`--json`, the action's plan file): archives carry their live record whole. */
const planJson = (catalog: CatalogPlan) =>
  JSON.stringify(toPlanJson({ revision: {}, generatedAt: 'now', sites: [], catalog } as unknown as Plan));

/** The records without a slug on two of them: what a plan is made from when none was read twice. */
const onceEach = () => liveProducts().filter((r) => r.id !== 'prod_twice_2');

describe('equalRecords: live products compared as their page arrives', () => {
  it('replaces in place only the records equal to their entity, by a compact record without the rest', () => {
    const { page, replaced } = bothPlans(options);
    expect(replaced).toBe(3); // same, and both records of `twice`
    expect(page.map((r) => (r instanceof CompactProduct ? r.slug : null))).toEqual([
      'same',
      null, // its price differs
      null, // its brand differs
      null, // archived live, wanted live: a status change
      null, // archived in the YAML: never compared
      'twice',
      'twice',
      null, // in no entity
      null,
    ]);
    expect({ ...page[0] }).toEqual({
      id: 'prod_same',
      name: 'Same',
      slug: 'same',
      status: 'draft',
      brand_id: ACME.id,
      category_id: null,
    });
    expect(JSON.stringify(page[0])).not.toContain('description');
  });

  it.each([
    ['prune off', options],
    ['prune on', { ...options, prune: true }],
  ])('makes the plan a whole comparison makes, its JSON byte for byte (%s)', (_, planOptions) => {
    const once = bothPlans(planOptions, onceEach);
    expect(once.twice).toBe(false);
    expect(planJson(once.compact)).toBe(planJson(once.whole));
    expect(once.compact.counts.product).toEqual(
      planOptions.prune
        ? { create: 1, update: 3, archive: 2, unchanged: 2, drift: 0 }
        : { create: 1, update: 3, archive: 1, unchanged: 2, drift: 0 },
    );
    // With a slug on two records the decisions still match; the record the plan does not match
    // may be compact, so the caller is told (sawSlugTwice) and reads the products again.
    const { whole, compact, twice } = bothPlans(planOptions);
    expect(twice).toBe(true);
    expect(seen(compact)).toEqual(seen(whole));
    expect(whole.counts.product).toEqual(
      planOptions.prune
        ? { create: 1, update: 3, archive: 3, unchanged: 2, drift: 0 }
        : { create: 1, update: 3, archive: 1, unchanged: 2, drift: 0 },
    );
  });

  it('keeps of a second record with the same slug what a prune, a keep and an archive read', () => {
    const { compact } = bothPlans({ ...options, prune: true });
    const pruned = compact.changes.find((c) => c.action === 'archive' && c.id === 'prod_twice_2');
    expect(pruned).toMatchObject({ reason: 'pruned', live: { name: 'Twice', brand_id: ACME.id } });
    const { compact: kept } = bothPlans(options);
    expect(kept.kept).toContainEqual({ kind: 'product', key: 'twice', id: 'prod_twice_2', name: 'Twice' });
  });

  it('counts a slug twice only on two records that are not archived, and only for a slug of the YAML', () => {
    const wanted = desired(...YAML);
    const check = (records: LiveProduct[]) => {
      const equal = equalRecords(wanted.products, liveSlugs([ACME, SUMMIT], []));
      equal.compact(records.slice(0, 1));
      equal.compact(records.slice(1));
      return equal.sawSlugTwice();
    };
    expect(check([product('fresh', { status: 'archived' }), product('fresh', { id: 'prod_fresh_2' })])).toBe(
      false,
    );
    expect(check([product('stray'), product('stray', { id: 'prod_stray_2' })])).toBe(false);
    // On two pages, whether or not the first was compacted.
    expect(check([product('fresh'), product('fresh', { id: 'prod_fresh_2', name: 'Other' })])).toBe(true);
  });

  it('compares references through the slugs it was given: a brand it does not know is a change', () => {
    const wanted = desired(...YAML);
    const page = [product('same', { price: '10.00', brand_id: ACME.id })];
    expect(equalRecords(wanted.products, liveSlugs([SUMMIT], [])).compact(page)).toBe(0);
    expect(page[0]).not.toBeInstanceOf(CompactProduct);
  });

  it('answers entityOf only for its own compact records', () => {
    const wanted = desired(...YAML);
    const equal = equalRecords(wanted.products, liveSlugs([ACME, SUMMIT], []));
    const record = product('same', { price: '10.00', brand_id: ACME.id });
    expect(equal.entityOf(record)).toBeUndefined();
    const page = [record];
    equal.compact(page);
    expect(equal.entityOf(page[0]!)).toBe(wanted.products.find((p) => p.key === 'same'));
  });
});
