import { parseCatalog } from '../../../../src/catalog/index.js';
import type { DesiredCatalog } from '../../../../src/catalog/index.js';
import type { LiveCatalog, PlanCatalogOptions } from '../../../../src/plan/catalog/index.js';

/** A desired catalog from YAML lines (the loader is the only way DesiredEntity is made). */
export function desired(...lines: string[]): DesiredCatalog {
  return parseCatalog([{ file: 'catalog.yml', text: lines.join('\n') + '\n' }]);
}

export function live(partial: Partial<LiveCatalog>): LiveCatalog {
  return { brands: [], categories: [], products: [], ...partial };
}

export const options: PlanCatalogOptions = { prune: false, maxArchive: 10, ledger: { entries: {} } };

export const ACME = { id: 'brnd_acme', object: 'brand', name: 'Acme', slug: 'acme', status: 'published' };
export const SUMMIT = {
  id: 'brnd_summit',
  object: 'brand',
  name: 'Summit',
  slug: 'summit',
  status: 'published',
};

/** The YAML of the two brands above (ACME and SUMMIT), for catalogs that refer to them. */
export const BRANDS_YAML: readonly string[] = [
  'brands:',
  '  - slug: acme',
  '    name: Acme',
  '  - slug: summit',
  '    name: Summit',
];
