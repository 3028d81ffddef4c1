/** Reads a catalog file, or every `*.yml` / `*.yaml` file of a folder, and parses it. */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { InputError, SitesyncError } from '../shared/errors.js';
import { parseCatalog } from './parse-catalog.js';
import type { CatalogFile } from './parse-catalog.js';
import type { DesiredCatalog } from './types.js';

export interface LoadCatalogOptions {
  /** Paths in messages and locations are relative to this folder (default: the process's cwd). */
  readonly baseDir?: string;
  /** Reuses the result of an earlier parse of exactly these files (parsing is the costly part). */
  readonly cache?: CatalogParseCache;
}

/** Parsed catalogs by a key over the file names and texts; only valid catalogs are stored. */
export interface CatalogParseCache {
  get(key: string): Promise<DesiredCatalog | undefined>;
  set(key: string, catalog: DesiredCatalog): Promise<void>;
}

/** The cache key of a set of catalog files: SHA-256 over every name and text. */
export function catalogParseKey(files: readonly CatalogFile[]): string {
  const h = createHash('sha256');
  for (const f of files) h.update(`${f.file}\0${Buffer.byteLength(f.text)}\0`).update(f.text);
  return h.digest('hex');
}

export async function loadCatalog(
  pathOrDir: string,
  options: LoadCatalogOptions = {},
): Promise<DesiredCatalog> {
  const baseDir = options.baseDir ?? process.cwd();
  const absolute = path.resolve(pathOrDir);
  const files = await catalogFilePaths(absolute, displayPath(baseDir, absolute));
  const texts: CatalogFile[] = await Promise.all(
    files.map(async (file) => ({ file: displayPath(baseDir, file), text: await readFile(file, 'utf8') })),
  );
  if (!options.cache) return parseCatalog(texts);
  const key = catalogParseKey(texts);
  const cached = await options.cache.get(key);
  if (cached) return cached;
  const parsed = parseCatalog(texts);
  await options.cache.set(key, parsed);
  return parsed;
}

async function catalogFilePaths(absolute: string, shown: string): Promise<string[]> {
  let info;
  try {
    info = await stat(absolute);
  } catch (cause) {
    throw new SitesyncError('CATALOG_NOT_FOUND', `catalog not found: ${shown}`, {
      cause,
      hint: 'check the `catalog` path in sitesync.yml',
      location: { file: shown },
    });
  }
  if (!info.isDirectory()) return [absolute];
  const names = (await readdir(absolute, { withFileTypes: true }))
    .filter((d) => d.isFile() && /\.ya?ml$/.test(d.name))
    .map((d) => d.name)
    .sort();
  if (names.length === 0) {
    throw new InputError('CATALOG_EMPTY_FOLDER', `no *.yml or *.yaml files in the catalog folder ${shown}`, [
      { code: 'empty_catalog_folder', severity: 'error', file: shown, message: 'no *.yml or *.yaml files' },
    ]);
  }
  return names.map((name) => path.join(absolute, name));
}

function displayPath(baseDir: string, file: string): string {
  const relative = path.relative(baseDir, file);
  const shown = relative === '' ? path.basename(file) : relative.startsWith('..') ? file : relative;
  return shown.split(path.sep).join('/');
}
