import { createHash, createHmac } from 'node:crypto';
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog, openCatalog, type CatalogParseCache } from '../../../src/catalog/index.js';
import type { DesiredCatalog } from '../../../src/catalog/types.js';
import { whenCatalogParses } from '../../../src/runtime/memory-hints.js';
import { CACHE_KEY_FILE, userCacheKey } from '../../../src/state/cache-key.js';
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

  it('says when it parses anew (a miss), for the heap to be tuned (runtime/memory-hints.ts), and not on a hit', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catcache-'));
    await writeFile(join(dir, 'catalog.yml'), YAML);
    let parses = 0;
    whenCatalogParses(() => (parses += 1));
    try {
      const { cache } = memoryCache();
      await loadCatalog(join(dir, 'catalog.yml'), { baseDir: dir, cache });
      expect(parses).toBe(1);
      await loadCatalog(join(dir, 'catalog.yml'), { baseDir: dir, cache });
      expect(parses).toBe(1);
      await loadCatalog(join(dir, 'catalog.yml'), { baseDir: dir });
      expect(parses).toBe(2);
    } finally {
      whenCatalogParses(() => undefined);
    }
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
    const macKey = async () => Buffer.alloc(32, 7);
    const cache = catalogParseCacheFile(dir, { stamp: async () => 'v1', macKey });
    expect(await cache.peek!('k')).toBe(false); // no file yet
    await cache.set('k', parsed);
    expect(await cache.get('k')).toEqual(parsed);
    expect(await cache.peek!('k')).toBe(true);
    expect(await cache.get('other')).toBeUndefined();
    expect(await cache.peek!('other')).toBe(false);
    expect(await cache.peek!('k.v1')).toBe(false);
    expect(await catalogParseCacheFile(dir, { stamp: async () => 'v2', macKey }).get('k')).toBeUndefined();
    expect(await catalogParseCacheFile(dir, { stamp: async () => 'v2', macKey }).peek!('k')).toBe(false);
    await writeFile(join(dir, '.sitesync', 'catalog.json'), '{ broken');
    expect(await cache.get('k')).toBeUndefined();
    expect(await cache.peek!('k')).toBe(false);
  });

  it('a hit is taken only with its MAC: not once edited (its key kept), not with another key, not without one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catcache-'));
    await writeFile(join(dir, 'catalog.yml'), YAML);
    const parsed = await loadCatalog(join(dir, 'catalog.yml'), { baseDir: dir });
    const mine = catalogParseCacheFile(dir, {
      stamp: async () => 'v1',
      macKey: async () => Buffer.alloc(32, 7),
    });
    await mine.set('k', parsed);
    const file = join(dir, '.sitesync', 'catalog.json');
    const text = await readFile(file, 'utf8');
    expect(await mine.get('k')).toEqual(parsed);
    // Edited where it lies, the key and the MAC left as they were: a hit by its head, not taken.
    await writeFile(file, text.replace('"name":"Acme"', '"name":"Forged"'));
    expect(await mine.peek!('k')).toBe(true);
    expect(await mine.get('k')).toBeUndefined();
    // Written by another key, or read without one: not taken either.
    await writeFile(file, text);
    const theirs = catalogParseCacheFile(dir, {
      stamp: async () => 'v1',
      macKey: async () => Buffer.alloc(32, 8),
    });
    expect(await theirs.get('k')).toBeUndefined();
    const keyless = catalogParseCacheFile(dir, { stamp: async () => 'v1' });
    expect(await keyless.get('k')).toBeUndefined();
    // Without a key nothing is written: the file is the one written with the key.
    await keyless.set('k', { ...parsed, services: [] });
    expect(await readFile(file, 'utf8')).toBe(text);
    // A file cut short (a write that never finished, renamed by hand): not taken.
    await writeFile(file, text.slice(0, -1));
    expect(await mine.get('k')).toBeUndefined();
  });

  it('a hit whose catalog is not shaped as one is a miss, not a crash', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catcache-'));
    const cache = catalogParseCacheFile(dir, {
      stamp: async () => 'v1',
      macKey: async () => Buffer.alloc(32, 7),
    });
    await cache.set('k', { brands: [], categories: [], products: [] } as unknown as DesiredCatalog);
    expect(await cache.peek!('k')).toBe(true);
    expect(await cache.get('k')).toBeUndefined();
  });

  it('writes a large parse with its item table, a piece at a time, as the one text its MAC covers', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catcache-'));
    const secret = Buffer.alloc(32, 3);
    const product = (i: number) => ({
      kind: 'product',
      key: `product-${i}`,
      fields: { slug: `product-${i}`, name: `Produkt ${i} \u00e9\u{1F600}`, price: `${i}.00` },
      refs: { brand: 'acme' },
      archived: false,
      location: { file: 'catalog.yml', line: 5 * i + 4, column: 5 },
    });
    const catalog = {
      brands: [],
      categories: [],
      products: Array.from({ length: 30_000 }, (_, i) => product(i)),
      services: [],
    } as unknown as DesiredCatalog;
    const items = { products: { digests: 'd'.repeat(22 * 30_000), nodes: Array(30_000).fill(11) } };
    const cache = catalogParseCacheFile(dir, { stamp: async () => 'v1', macKey: async () => secret });
    await cache.set('k', catalog, items);
    // The same bytes as one JSON.stringify of each part would give, with the MAC of all after the head.
    const rest = `"catalog":${JSON.stringify(catalog)},"items":${JSON.stringify(items)}}`;
    const mac = createHmac('sha256', secret).update('k.v1').update('\0').update(rest).digest('hex');
    expect(await readFile(join(dir, '.sitesync', 'catalog.json'), 'utf8')).toBe(
      `{"version":1,"key":"k.v1","mac":"${mac}",${rest}`,
    );
    expect(await readdir(join(dir, '.sitesync'))).toEqual(['catalog.json']);
    // And the next parse of a changed catalog takes it (previous() checks that MAC).
    expect((await cache.previous!())?.catalog.products[29_999]).toEqual(product(29_999));
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

  it('is the digest of the names and texts in name order, however the reads (all at once) finish', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-stamp-'));
    // Sizes from 1 byte to 2 MiB: the small reads finish first, the names sort otherwise.
    const files = Array.from({ length: 12 }, (_, i) => ({
      name: `${String(11 - i).padStart(2, '0')}.index.js`,
      text: 'x'.repeat(2 ** (i * 2)).slice(0, 2 * 1024 * 1024) + String(i),
    }));
    for (const f of files) await writeFile(join(dir, f.name), f.text);
    const expected = createHash('sha256');
    for (const f of [...files].sort((a, b) => (a.name < b.name ? -1 : 1)))
      expected.update(`${f.name}\0`).update(f.text);
    expect(await codeStampOf(join(dir, '00.index.js'))).toBe(expected.digest('hex'));
  });

  it('an unreadable folder gives a stamp that matches nothing', async () => {
    const a = await codeStampOf('/nonexistent/sitesync/index.js');
    const b = await codeStampOf('/nonexistent/sitesync/index.js');
    expect(a).not.toBe(b);
  });
});

describe('a stored parse reused item by item', () => {
  const KEY = Buffer.alloc(32, 7);
  const OTHER = Buffer.alloc(32, 8);

  it("takes the unchanged items from a parse this user's sitesync stored (its MAC), and nothing else", async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-reuse-'));
    const yml = join(dir, 'catalog.yml');
    const demo = await readFile(new URL('../../../examples/demo-shop/catalog.yml', import.meta.url), 'utf8');
    await writeFile(yml, demo);
    const cache = (key: Buffer) => catalogParseCacheFile(dir!, { macKey: async () => key });
    const load = (key = KEY) => loadCatalog(yml, { baseDir: dir, cache: cache(key) });
    const name = async (key = KEY) =>
      (await load(key)).brands.find((b) => b.key === 'northpeak')!.fields['name'];
    let price = 40;
    const edit = () => writeFile(yml, demo.replace('    price: 40\n', `    price: ${++price}\n`));

    expect(await name()).toBe('Northpeak'); // the whole parse, stored with its item table and MAC
    // A parse stored with this key (as only this user's sitesync can) is taken item by item: a
    // forged brand stored that way shows, which is what the MAC guards.
    const stored = (await cache(KEY).previous!())!;
    const forged = structuredClone(stored.catalog) as DesiredCatalog;
    (forged.brands[0]!.fields as Record<string, unknown>)['name'] = 'Forged';
    await cache(KEY).set('any', forged, stored.items);
    await edit();
    expect(await name()).toBe('Forged');

    // The same file edited after it was written (another writer: a pull request, a copy): no.
    await cache(KEY).set('any', forged, stored.items);
    const file = join(dir, '.sitesync', 'catalog.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"Forged"', '"Forgee"'));
    await edit();
    expect(await name()).toBe('Northpeak');

    // Written with another user's (or machine's) key: no.
    await cache(OTHER).set('any', forged, stored.items);
    await edit();
    expect(await name()).toBe('Northpeak');
    expect((await load()).services.find((s) => s.key === 'FIT-01')!.fields['price']).toBe(`${price}.00`);
  });

  it('the cache key is kept 0600 in the config folder, made once, and refused when others may read it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-key-'));
    const folder = join(dir, 'config');
    const key = await userCacheKey(folder);
    expect(key?.length).toBe(32);
    const info = await stat(join(folder, CACHE_KEY_FILE));
    if (process.platform !== 'win32') expect(info.mode & 0o777).toBe(0o600);
    expect(await userCacheKey(folder)).toEqual(key);
    if (process.platform === 'win32') return;
    const shared = join(dir, 'shared');
    await userCacheKey(shared);
    await chmod(join(shared, CACHE_KEY_FILE), 0o644);
    expect(await userCacheKey(shared)).toBeUndefined();
  });
});

describe('openCatalog: the parse is made once, after which the files’ bytes are no longer held', () => {
  it('a second load answers with the first one’s catalog, parsing nothing again (a miss, a hit, no cache)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catcache-'));
    const file = join(dir, 'catalog.yml');
    await writeFile(file, YAML);
    let parses = 0;
    whenCatalogParses(() => (parses += 1));
    try {
      const { store, cache } = memoryCache();
      const missed = await openCatalog(file, { baseDir: dir, cache });
      expect(missed.hit).toBe(false);
      const first = await missed.load();
      expect(await missed.load()).toBe(first);
      expect(parses).toBe(1);
      expect(store.size).toBe(1);

      const hit = await openCatalog(file, { baseDir: dir, cache: { ...cache, peek: async () => true } });
      expect(hit.hit).toBe(true);
      const stored = await hit.load();
      expect(await hit.load()).toBe(stored);
      expect(parses).toBe(1);

      const uncached = await openCatalog(file, { baseDir: dir });
      const parsed = await uncached.load();
      expect(await uncached.load()).toBe(parsed);
      expect(parsed.brands.map((b) => b.key)).toEqual(['acme']);
      expect(parses).toBe(2);
    } finally {
      whenCatalogParses(() => undefined);
    }
  });

  it('a stored parse that turns out unreadable is parsed from the files it read (their bytes still there)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catcache-'));
    const file = join(dir, 'catalog.yml');
    await writeFile(file, YAML);
    // The peek says hit, the get finds nothing (a file gone or corrupt in between).
    const cache: CatalogParseCache = {
      peek: async () => true,
      get: async () => undefined,
      set: async () => {},
    };
    const opened = await openCatalog(file, { baseDir: dir, cache });
    expect(opened.hit).toBe(true);
    expect((await opened.load()).brands.map((b) => b.key)).toEqual(['acme']);
  });
});
