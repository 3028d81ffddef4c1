/** Real plans made by the real planners (site diff, catalog comparator), for renderer and schema tests. */
import { parseCatalog } from '../../../src/catalog/index.js';
import { planCatalog, type CatalogPlan, type LiveCatalog } from '../../../src/plan/catalog/index.js';
import { diffSiteSource } from '../../../src/plan/site/diff.js';
import type { Plan, SitePlan } from '../../../src/plan/types.js';

export const siteOnly: Plan = {
  revision: { commit: 'a'.repeat(40), dirty: false, keyRevision: 'a'.repeat(40) },
  generatedAt: '2026-03-01T12:00:00.000Z',
  sites: [sitePlan()],
};

function sitePlan(): SitePlan {
  return {
    name: 'Shop',
    siteId: 'site_AAAAAAAAAAAAAAAAAAAAA',
    sourceDir: 'site',
    live: { sourceRevision: 'rev_1', fileCount: 2 },
    checksum: { algorithm: 'sha256', basis: 'confirmed' },
    diff: diffSiteSource(
      [
        { path: 'site.json', byteSize: 10, checksum: 'aa' },
        { path: 'pages/home.json', byteSize: 20, checksum: 'bb' },
      ],
      [
        { path: 'site.json', byte_size: 10, checksum: 'aa' },
        { path: 'pages/old.json', byte_size: 5, checksum: 'cc' },
      ],
    ),
    validation: { checked: true, errors: [], warnings: [] },
    guards: [],
    blocked: false,
  };
}

export const LIVE: LiveCatalog = {
  brands: [
    { id: 'brnd_1', name: 'Acme', slug: 'acme', status: 'published' },
    { id: 'brnd_2', name: 'Gone', slug: 'gone', status: 'published' },
  ],
  categories: [{ id: 'catg_1', name: 'Shoes', slug: 'shoes', status: 'published', type: 'product' }],
  products: [
    {
      id: 'prod_1',
      name: 'Runner',
      slug: 'runner',
      brand_id: 'brnd_1',
      category_id: 'catg_1',
      price: '99.90',
      status: 'active',
    },
  ],
};

export function catalogPlan(
  yaml: string,
  live: LiveCatalog = LIVE,
  prune = true,
  maxArchive = 10,
): CatalogPlan {
  return planCatalog(parseCatalog([{ file: 'catalog.yml', text: yaml }]), live, {
    prune,
    maxArchive,
    ledger: { entries: {} },
  });
}

export const CATALOG_YAML = [
  'brands:',
  '  - { slug: acme, name: Acme }',
  '  - { slug: summit, name: "Summit <b>@team</b>" }',
  'categories:',
  '  - { slug: shoes, name: Shoes, type: product }',
  'products:',
  '  - { slug: runner, name: Runner Pro, brand: summit, category: shoes, price: "89.00", status: active }',
  'services:',
  '  - { service_code: FIT, name: Fitting }',
  '',
].join('\n');

export const withCatalog: Plan = { ...siteOnly, catalog: catalogPlan(CATALOG_YAML) };
