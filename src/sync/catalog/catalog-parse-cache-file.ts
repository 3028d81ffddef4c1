/**
 * The catalog parse cache on disk: `.sitesync/catalog.json` beside sitesync.yml holds the last
 * valid parse with its key. The key also covers the code that parsed it (a digest of this
 * module's file, which is the whole bundle in a build), so a new sitesync never reuses an old
 * parse. An accelerator only: unreadable means a miss, a failed save is ignored.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogParseCache, DesiredCatalog } from '../../catalog/index.js';

interface CacheFile {
  readonly version: 1;
  readonly key: string;
  readonly catalog: DesiredCatalog;
}

let codeStamp: Promise<string> | undefined;
function parserStamp(): Promise<string> {
  codeStamp ??= readFile(fileURLToPath(import.meta.url)).then(
    (bytes) => createHash('sha256').update(bytes).digest('hex'),
    () => 'unknown',
  );
  return codeStamp;
}

export function catalogParseCacheFile(
  rootDir: string,
  stamp: () => Promise<string> = parserStamp,
): CatalogParseCache {
  const file = join(rootDir, '.sitesync', 'catalog.json');
  const fullKey = async (key: string) => `${key}.${await stamp()}`;
  return {
    async get(key) {
      try {
        const data = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
        if (data.version !== 1 || data.key !== (await fullKey(key))) return undefined;
        return Object.freeze(data.catalog);
      } catch {
        return undefined;
      }
    },
    async set(key, catalog) {
      const data: CacheFile = { version: 1, key: await fullKey(key), catalog };
      try {
        await mkdir(join(rootDir, '.sitesync'), { recursive: true });
        await writeFile(`${file}.tmp`, JSON.stringify(data));
        await rename(`${file}.tmp`, file);
      } catch {
        // an accelerator only
      }
    },
  };
}
