import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog, type CatalogParseCache } from '../../../src/catalog/index.js';
import type { DesiredCatalog } from '../../../src/catalog/types.js';
import { catalogParseCacheFile } from '../../../src/state/catalog-parse-cache-store.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const YAML = 'brands:\n  - slug: acme\n    name: Acme\n';

function memoryCache() {
  const store = new Map<string, DesiredCatalog>();
  const cache: CatalogParseCache = {
    get: async (k) => store.get(k),
    set: async (k, v) => void store.set(k, v),
  };
  return { store, cache };
}

describe('loadCatalog with a parse cache', () => {
  it('stores a valid parse and returns the stored one for the same files', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catcache-'));
    await writeFile(join(dir, 'catalog.yml'), YAML);
    const { store, cache } = memoryCache();
    const first = await loadCatalog(join(dir, 'catalog.yml'), { baseDir: dir, cache });
    expect(first.brands.map((b) => b.key)).toEqual(['acme']);
    expect(store.size).toBe(1);
    const [key] = [...store.keys()];
    const marker = { ...first, services: [] } as DesiredCatalog;
    store.set(key!, marker);
    expect(await loadCatalog(join(dir, 'catalog.yml'), { baseDir: dir, cache })).toBe(marker);
  });

  it('a changed text misses; an invalid catalog is not stored', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catcache-'));
    const { store, cache } = memoryCache();
    await writeFile(join(dir, 'catalog.yml'), YAML);
    await loadCatalog(join(dir, 'catalog.yml'), { baseDir: dir, cache });
    await writeFile(join(dir, 'catalog.yml'), YAML.replace('Acme', 'Acme Inc'));
    const second = await loadCatalog(join(dir, 'catalog.yml'), { baseDir: dir, cache });
    expect(second.brands[0]!.fields.name).toBe('Acme Inc');
    expect(store.size).toBe(2);
    await writeFile(join(dir, 'catalog.yml'), 'brands:\n  - name: no slug\n');
    await expect(loadCatalog(join(dir, 'catalog.yml'), { baseDir: dir, cache })).rejects.toThrow(/catalog/);
    expect(store.size).toBe(2);
  });
});

describe('catalogParseCacheFile', () => {
  it('round-trips through .sitesync/catalog.json; another parser stamp or a broken file is a miss', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catcache-'));
    await writeFile(join(dir, 'catalog.yml'), YAML);
    const parsed = await loadCatalog(join(dir, 'catalog.yml'), { baseDir: dir });
    const cache = catalogParseCacheFile(dir, async () => 'v1');
    await cache.set('k', parsed);
    expect(await cache.get('k')).toEqual(parsed);
    expect(await cache.get('other')).toBeUndefined();
    expect(await catalogParseCacheFile(dir, async () => 'v2').get('k')).toBeUndefined();
    await writeFile(join(dir, '.sitesync', 'catalog.json'), '{ broken');
    expect(await cache.get('k')).toBeUndefined();
  });
});
