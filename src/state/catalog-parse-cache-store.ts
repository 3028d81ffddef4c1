/**
 * The catalog parse cache: `.sitesync/catalog.json` holds the last valid parse with its key. The
 * key also covers the code that parsed it (a digest of every chunk of the bundle in a build), so a
 * new sitesync never reuses an old parse. An accelerator only:
 * unreadable means a miss, a failed save is ignored.
 *
 * The file is written `{"version":1,"key":…,"catalog":…}` in that order, so `peek` can tell a hit
 * from the first bytes without parsing megabytes; `get` still checks the key it parses.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogParseCache, DesiredCatalog } from '../catalog/index.js';
import { isRecord, stateFile } from './state-file.js';

interface CacheFile {
  readonly version: 1;
  readonly key: string;
  readonly catalog: DesiredCatalog;
}

/** Enough for `{"version":1,"key":"<64 hex>.<64 hex>",`. */
const PEEK_BYTES = 256;

/**
 * A digest of the code around `file`: every file of its folder with its extension — in a build,
 * every chunk of the bundle (the parser may be in another chunk than this module); in a checkout,
 * the folder's sources. Unreadable: a stamp that matches nothing, so the cache is never used.
 */
export async function codeStampOf(file: string): Promise<string> {
  try {
    const dir = dirname(file);
    const names = (await readdir(dir)).filter((n) => extname(n) === extname(file)).sort();
    const h = createHash('sha256');
    for (const name of names) h.update(`${name}\0`).update(await readFile(join(dir, name)));
    return h.digest('hex');
  } catch {
    return `unreadable-${randomUUID()}`;
  }
}

let codeStamp: Promise<string> | undefined;
function parserStamp(): Promise<string> {
  codeStamp ??= codeStampOf(fileURLToPath(import.meta.url));
  return codeStamp;
}

export function catalogParseCacheFile(
  rootDir: string,
  stamp: () => Promise<string> = parserStamp,
): CatalogParseCache {
  const file = stateFile<CacheFile>(rootDir, 'catalog.json', {
    bestEffort: true,
    decode: (raw) => (isRecord(raw) && raw.version === 1 ? (raw as unknown as CacheFile) : undefined),
  });
  const fullKey = async (key: string) => `${key}.${await stamp()}`;
  return {
    async peek(key) {
      const head = await file.head(PEEK_BYTES);
      return (
        head !== undefined &&
        head.startsWith(JSON.stringify({ version: 1, key: await fullKey(key) }).slice(0, -1) + ',')
      );
    },
    async get(key) {
      const data = await file.load();
      if (!data || data.key !== (await fullKey(key))) return undefined;
      return Object.freeze(data.catalog);
    },
    async set(key, catalog) {
      await file.save({ version: 1, key: await fullKey(key), catalog });
    },
  };
}
