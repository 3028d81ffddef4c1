/** Catalog changes classified against the YAML's history: fields, references, status, presence, renames. */
import { describe, expect, it } from 'vitest';
import { parseCatalog } from '../../../src/catalog/index.js';
import { entitiesOfCatalogText } from '../../../src/history/catalog-version.js';
import {
  classifyCatalogPlan,
  entityKeysToClassify,
  originsSettledBy,
  type EntityCommits,
} from '../../../src/plan/catalog/classify-catalog.js';
import { planCatalog, type LiveCatalog } from '../../../src/plan/catalog/index.js';
import { markRenames } from '../../../src/plan/catalog/renames.js';
import { catalogLiveEdits } from '../../../src/plan/live-edits.js';

const LIVE: LiveCatalog = {
  brands: [{ id: 'brnd_1', name: 'Acme', slug: 'acme', status: 'published' }],
  categories: [],
  products: [
    { id: 'prod_1', name: 'Tent', slug: 'tent', brand_id: 'brnd_1', price: '49.00', status: 'draft' },
    { id: 'prod_2', name: 'Mug', slug: 'mug', price: '9.50', status: 'active' },
    { id: 'prod_3', name: 'Lantern', slug: 'lantern', price: '19.00', status: 'active' },
  ],
};

/** The committed catalog texts, newest (HEAD) first, as entity histories for every key. */
function commits(texts: string[], complete = true): Map<string, EntityCommits> {
  const versions = texts.map((t) => entitiesOfCatalogText(t, 'catalog.yml'));
  const keys = new Set(versions.flatMap((v) => [...v.keys()]));
  for (const k of ['product:tent', 'product:mug', 'product:lantern', 'product:tent-2p']) keys.add(k);
  return new Map([...keys].map((k) => [k, { versions: versions.map((v) => v.get(k)), complete }] as const));
}

const yaml = (products: string) => `brands:\n  - { slug: acme, name: Acme }\nproducts:\n${products}`;
const plan = (text: string, prune = false) =>
  planCatalog(parseCatalog([{ file: 'catalog.yml', text }]), LIVE, {
    prune,
    maxArchive: 10,
    ledger: { entries: {} },
  });

describe('classifyCatalogPlan', () => {
  const head = yaml(
    '  - { slug: tent, name: Tent, brand: acme, price: 45.00, status: active }\n  - { slug: mug, name: Mug, price: "9.50", status: active }\n',
  );

  it('a price no commit had is a live edit; a status the YAML just started to set is the repository’s', () => {
    const history = [
      head,
      yaml(
        '  - { slug: tent, name: Tent, brand: acme, price: 45 }\n  - { slug: mug, name: Mug, price: "9.50", status: active }\n',
      ),
      '',
    ];
    const classified = classifyCatalogPlan(plan(head), commits(history));
    const update = classified.changes.find((c) => c.action === 'update')!;
    expect(update.action === 'update' && update.changes).toEqual([
      { field: 'price', from: '49.00', to: '45.00', origin: 'live-edit' },
      { field: 'status', from: 'draft', to: 'active', origin: 'repo' },
    ]);
    expect(catalogLiveEdits(classified)).toEqual([
      {
        scope: 'catalog',
        kind: 'product',
        key: 'tent',
        field: 'price',
        action: 'update',
        live: '49.00',
        repo: '45.00',
      },
    ]);
  });

  it('an older committed price is behind; the one the latest change replaced is the repository’s', () => {
    const at = (price: string) =>
      yaml(
        `  - { slug: tent, name: Tent, brand: acme, price: ${price}, status: draft }\n  - { slug: mug, name: Mug, price: "9.50", status: active }\n`,
      );
    const behind = classifyCatalogPlan(plan(at('45.00')), commits([at('45.00'), at('47.00'), at('49'), '']));
    const repo = classifyCatalogPlan(plan(at('45.00')), commits([at('45.00'), at('"49.00"'), '']));
    const priceOf = (p: typeof behind) => {
      const u = p.changes.find((c) => c.action === 'update');
      return u?.action === 'update' ? u.changes.map((f) => f.origin) : [];
    };
    expect(priceOf(behind)).toEqual(['behind']);
    expect(priceOf(repo)).toEqual(['repo']);
  });

  it('without the history reaching the entity’s start, an unmatched value is unknown', () => {
    const classified = classifyCatalogPlan(plan(head), commits([head], false));
    const update = classified.changes.find((c) => c.action === 'update')!;
    expect(update.action === 'update' && update.changes.map((f) => f.origin)).toEqual(['unknown', 'unknown']);
  });

  it('kept entities: removed from the YAML (repo) or never in it (created outside git); a rename is paired by name', () => {
    const now = yaml('  - { slug: tent-2p, name: Tent, brand: acme, price: 49.00, status: draft }\n');
    const before = yaml(
      '  - { slug: tent, name: Tent, brand: acme, price: 49.00, status: draft }\n  - { slug: mug, name: Mug, price: "9.50", status: active }\n',
    );
    const planned = plan(now);
    expect(entityKeysToClassify(planned).sort()).toEqual([
      'product:lantern',
      'product:mug',
      'product:tent',
      'product:tent-2p',
    ]);
    const classified = markRenames(classifyCatalogPlan(planned, commits([now, before, ''])));
    expect(classified.kept).toEqual([
      { kind: 'product', key: 'tent', id: 'prod_1', name: 'Tent', origin: 'repo', renamedTo: 'tent-2p' },
      { kind: 'product', key: 'mug', id: 'prod_2', name: 'Mug', origin: 'repo' },
      { kind: 'product', key: 'lantern', id: 'prod_3', name: 'Lantern', origin: 'live-edit' },
    ]);
    expect(classified.changes.find((c) => c.action === 'create')).toMatchObject({
      key: 'tent-2p',
      renamedFrom: 'tent',
      origin: 'repo',
    });
  });

  it('prune: an entity never in the YAML is a live edit the guard lists; one removed by the repository is not', () => {
    const now = yaml('  - { slug: tent, name: Tent, brand: acme, price: 49.00, status: draft }\n');
    const classified = classifyCatalogPlan(plan(now, true), commits([now, head, '']));
    const archives = classified.changes.filter((c) => c.action === 'archive');
    expect(archives.map((c) => [c.key, c.action === 'archive' && c.origin])).toEqual([
      ['mug', 'repo'],
      ['lantern', 'live-edit'],
    ]);
    expect(catalogLiveEdits(classified)).toEqual([
      { scope: 'catalog', kind: 'product', key: 'lantern', action: 'archive' },
    ]);
  });

  it('a live archive the YAML never asked for is a live edit of the status', () => {
    const archivedLive: LiveCatalog = {
      ...LIVE,
      products: [{ ...LIVE.products[0]!, price: '45.00', status: 'archived' }],
    };
    const now = yaml('  - { slug: tent, name: Tent, brand: acme, price: 45.00, status: draft }\n');
    const planned = planCatalog(parseCatalog([{ file: 'catalog.yml', text: now }]), archivedLive, {
      prune: false,
      maxArchive: 10,
      ledger: { entries: {} },
    });
    const classified = classifyCatalogPlan(planned, commits([now, '']));
    const u = classified.changes.find((c) => c.action === 'update')!;
    expect(u.action === 'update' && u.changes).toEqual([
      { field: 'status', from: 'archived', to: 'draft', origin: 'live-edit' },
    ]);
  });
});

describe('originsSettledBy', () => {
  /** A small deterministic generator (the cases are the same on every run). */
  function generator(seed: number) {
    let state = seed;
    return (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((state / 2 ** 31) * n); // the high bits: an LCG's low bits cycle
    };
  }
  const PRICES = ['45.00', '47', '49.00', '"9.50"', '19'];
  const LIVE_PRICES = ['45.00', '47.00', '49.00', '9.50', '19.00'];
  const STATUSES = ['', ', status: draft', ', status: active', ', status: archived'];
  /** A catalog text where each product is absent, or has a price and maybe a status. */
  function randomCatalog(pick: (n: number) => number): string {
    const lines = ['tent', 'mug', 'lantern', 'stove']
      .filter(() => pick(4) > 0)
      .map(
        (slug) =>
          `  - { slug: ${slug}, name: ${slug}, price: ${PRICES[pick(PRICES.length)]}${STATUSES[pick(STATUSES.length)]} }\n`,
      );
    return lines.length === 0 ? '' : yaml(lines.join(''));
  }

  it('a key settled by its newest versions gets the origins the whole history gives (600 random histories)', () => {
    const pick = generator(7);
    let settledEarly = 0;
    for (let run = 0; run < 600; run++) {
      const history = Array.from({ length: 1 + pick(6) }, () => randomCatalog(pick));
      if (pick(2) === 0) history.push('');
      const now = pick(3) === 0 ? history[0]! : randomCatalog(pick);
      if (now === '') continue;
      // Live: each product absent or with one of the prices and statuses the texts use.
      const live: LiveCatalog = {
        brands: LIVE.brands,
        categories: [],
        products: ['tent', 'mug', 'lantern', 'stove']
          .filter(() => pick(4) > 0)
          .map((slug, i) => ({
            id: `prod_${i}`,
            name: slug,
            slug,
            price: LIVE_PRICES[pick(LIVE_PRICES.length)]!,
            status: ['draft', 'active', 'archived'][pick(3)]!,
          })),
      };
      const planned = planCatalog(parseCatalog([{ file: 'catalog.yml', text: now }]), live, {
        prune: pick(2) === 0,
        maxArchive: 10,
        ledger: { entries: {} },
      });
      const complete = pick(3) > 0;
      const full = commits(history, complete);
      const settled = originsSettledBy(planned);
      // The whole history searched, and it began without a catalog: the oldest version is empty.
      const emptyOrigin = complete && history[history.length - 1] === '';
      // As the history reader does: each key's versions up to the first prefix that settles it
      // (none read, for a create when the oldest version is known empty), then that oldest one.
      const early = new Map(
        [...full].map(([key, h]) => {
          for (let n = 0; n < h.versions.length; n++) {
            const prefix = h.versions.slice(0, n);
            if (settled(key, prefix, { emptyOrigin })) {
              settledEarly += 1;
              const versions = emptyOrigin ? [...prefix, undefined] : prefix;
              return [key, { versions, complete: false }] as const;
            }
          }
          return [key, h] as const;
        }),
      );
      expect(classifyCatalogPlan(planned, early), `history ${JSON.stringify(history)} now ${now}`).toEqual(
        classifyCatalogPlan(planned, full),
      );
    }
    // The property is not vacuous: many keys were settled before their oldest version.
    expect(settledEarly).toBeGreaterThan(300);
  });

  it('a live edit is never settled early: it needs every version', () => {
    const head = yaml('  - { slug: tent, name: Tent, brand: acme, price: 45.00, status: draft }\n');
    const planned = plan(head);
    const h = commits([
      head,
      yaml('  - { slug: tent, name: Tent, brand: acme, price: 47, status: draft }\n'),
      '',
    ]);
    const tent = h.get('product:tent')!;
    const settled = originsSettledBy(planned);
    // Live holds 49.00, which no version had.
    for (let n = 1; n <= tent.versions.length; n++)
      expect(settled('product:tent', tent.versions.slice(0, n))).toBe(false);
    // Live 49.00 committed once, two versions back: settled there (behind), not before.
    const behind = commits([
      head,
      yaml('  - { slug: tent, name: Tent, brand: acme, price: 47, status: draft }\n'),
      yaml('  - { slug: tent, name: Tent, brand: acme, price: 49, status: draft }\n'),
      '',
    ]).get('product:tent')!;
    expect([1, 2, 3].map((n) => settled('product:tent', behind.versions.slice(0, n)))).toEqual([
      false,
      false,
      true,
    ]);
  });
});
