import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog, type CatalogParseCache } from '../../../src/catalog/index.js';
import type { DesiredCatalog } from '../../../src/catalog/types.js';
import { catalogParseCacheFile, codeStampOf } from '../../../src/state/catalog-parse-cache-store.js';

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

describe('loadCatalog: when the catalog is known to be valid', () => {
  async function withCatalog(yaml: string) {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catcache-'));
    await writeFile(join(dir, 'catalog.yml'), yaml);
    return join(dir, 'catalog.yml');
  }

  it('a peek hit says so before the stored parse is read; a miss says so after the parse', async () => {
    const file = await withCatalog(YAML);
    const events: string[] = [];
    const store = new Map<string, DesiredCatalog>();
    const cache: CatalogParseCache = {
      peek: async (k) => (events.push('peek'), store.has(k)),
      get: async (k) => (events.push('get'), store.get(k)),
      set: async (k, v) => (events.push('set'), void store.set(k, v)),
    };
    const onValid = () => events.push('valid');
    await loadCatalog(file, { baseDir: dir!, cache, onValid });
    expect(events).toEqual(['peek', 'get', 'valid', 'set']);
    events.length = 0;
    await loadCatalog(file, { baseDir: dir!, cache, onValid });
    expect(events).toEqual(['peek', 'valid', 'get']);
  });

  it('never for a catalog that does not parse or breaks a further rule; such a catalog is not stored', async () => {
    const { store, cache } = memoryCache();
    let valid = 0;
    const onValid = () => (valid += 1);
    const broken = await withCatalog('brands:\n  - name: no slug\n');
    await expect(loadCatalog(broken, { baseDir: dir!, cache, onValid })).rejects.toThrow(/catalog/);
    await writeFile(broken, YAML);
    const check = () => {
      throw new Error('acme is reserved');
    };
    await expect(loadCatalog(broken, { baseDir: dir!, cache, onValid, check })).rejects.toThrow(
      'acme is reserved',
    );
    expect(valid).toBe(0);
    expect(store.size).toBe(0);
  });
});

describe('catalogParseCacheFile', () => {
  it('round-trips through .sitesync/catalog.json; another parser stamp or a broken file is a miss', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catcache-'));
    await writeFile(join(dir, 'catalog.yml'), YAML);
    const parsed = await loadCatalog(join(dir, 'catalog.yml'), { baseDir: dir });
    const cache = catalogParseCacheFile(dir, async () => 'v1');
    expect(await cache.peek!('k')).toBe(false); // no file yet
    await cache.set('k', parsed);
    expect(await cache.get('k')).toEqual(parsed);
    expect(await cache.peek!('k')).toBe(true);
    expect(await cache.get('other')).toBeUndefined();
    expect(await cache.peek!('other')).toBe(false);
    expect(await cache.peek!('k.v1')).toBe(false);
    expect(await catalogParseCacheFile(dir, async () => 'v2').get('k')).toBeUndefined();
    expect(await catalogParseCacheFile(dir, async () => 'v2').peek!('k')).toBe(false);
    await writeFile(join(dir, '.sitesync', 'catalog.json'), '{ broken');
    expect(await cache.get('k')).toBeUndefined();
    expect(await cache.peek!('k')).toBe(false);
  });
});

describe('codeStampOf', () => {
  it('covers every file of the folder with the same extension, and only those', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-stamp-'));
    await writeFile(join(dir, 'index.js'), 'main');
    await writeFile(join(dir, '12.index.js'), 'chunk');
    await writeFile(join(dir, 'licenses.txt'), 'MIT');
    const first = await codeStampOf(join(dir, 'index.js'));
    expect(await codeStampOf(join(dir, '12.index.js'))).toBe(first);
    await writeFile(join(dir, 'licenses.txt'), 'MIT, and more');
    expect(await codeStampOf(join(dir, 'index.js'))).toBe(first);
    await writeFile(join(dir, '12.index.js'), 'chunk, changed');
    expect(await codeStampOf(join(dir, 'index.js'))).not.toBe(first);
  });

  it('an unreadable folder gives a stamp that matches nothing', async () => {
    const a = await codeStampOf('/nonexistent/sitesync/index.js');
    const b = await codeStampOf('/nonexistent/sitesync/index.js');
    expect(a).not.toBe(b);
  });
});
