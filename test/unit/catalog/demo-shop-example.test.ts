import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/index.js';
import { loadConfig } from '../../../src/config/index.js';
import { planCatalog } from '../../../src/plan/catalog/index.js';

const demoDir = fileURLToPath(new URL('../../../examples/demo-shop/', import.meta.url));

describe('examples/demo-shop', () => {
  it('has a config without a site id that points at its catalog', async () => {
    const config = await loadConfig({ cwd: demoDir });
    expect(config.sites).toEqual([{ id: undefined, source: `${demoDir}site`, name: undefined }]);
    expect(config.catalog).toBe(`${demoDir}catalog.yml`);
    expect(config.publish.branch).toBe('main');
  });

  it('has a catalog that loads and plans as all creates against an empty platform', async () => {
    const catalog = await loadCatalog(`${demoDir}catalog.yml`, { baseDir: demoDir });
    expect([
      catalog.brands.length,
      catalog.categories.length,
      catalog.products.length,
      catalog.services.length,
    ]).toEqual([4, 12, 26, 3]);
    const plan = planCatalog(
      catalog,
      { brands: [], categories: [], products: [] },
      { prune: false, maxArchive: 10, ledger: { entries: {} } },
    );
    expect(plan.counts.product).toEqual({ create: 25, update: 0, archive: 0, unchanged: 1, drift: 0 });
    expect(plan.blocked).toBe(false);
  });
});
