/** Reads a catalog file, or every `*.yml` / `*.yaml` file of a folder, and parses it. */
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { InputError, SitesyncError } from '../shared/errors.js';
import type { CatalogFile } from './parse-catalog.js';
import type { ItemTable, StoredParse } from './reuse-parse.js';
import type { DesiredCatalog } from './types.js';
import { catalogParses } from '../runtime/memory-hints.js';

/**
 * The parser, loaded when a parse is needed: a catalog unchanged since its last parse (a cache
 * hit) never loads it, nor its schema's validator and the YAML libraries (~370 KiB of code).
 */
const parsing = () => import('./parse-texts.js');

/** A catalog file larger than this is refused before it is read (10,000 products take ~3 MiB). */
export const MAX_CATALOG_FILE_BYTES = 64 * 1024 * 1024;
/**
 * Catalog text from this size on, or any with anchors or aliases, is parsed in a worker thread, so
 * that Ctrl-C and SIGTERM are honoured at once even while a large or hostile file is parsed —
 * except that the fast parse of a clean catalog up to IN_THREAD_FAST_BYTES is tried here first.
 */
export const OFF_THREAD_PARSE_BYTES = 256 * 1024;
/**
 * Up to this much catalog text without anchors or aliases, the fast parse (js-yaml, ~0.1 s per
 * MiB) runs on the main thread: a worker's start and the copy of its result back cost more than
 * the parse (M, 10k products: 0.73 s in a worker against 0.2–0.3 s here). Anything that needs
 * the positioned parse (errors to locate, a file the fast parse does not take) still goes to the
 * worker. Ctrl-C during such a parse is honoured when it ends (under ~2 s at this size).
 */
export const IN_THREAD_FAST_BYTES = 16 * 1024 * 1024;

export interface LoadCatalogOptions {
  /** Paths in messages and locations are relative to this folder (default: the process's cwd). */
  readonly baseDir?: string;
  /** Reuses the result of an earlier parse of exactly these files (parsing is the costly part). */
  readonly cache?: CatalogParseCache;
  /** Ends a parse in progress (Ctrl-C, SIGTERM): it fails as interrupted. */
  readonly signal?: AbortSignal;
  /** Further rules the catalog must keep (throws when it breaks one); one that does is not cached. */
  readonly check?: (catalog: DesiredCatalog) => void;
  /**
   * Called once the catalog is known to be valid, before it is returned: on a cache hit as soon as
   * the cache says it holds these texts (before the stored parse is read), else after the parse.
   */
  readonly onValid?: () => void;
}

/** Parsed catalogs by a key over the file names and texts; only valid catalogs are stored. */
export interface CatalogParseCache {
  get(key: string): Promise<DesiredCatalog | undefined>;
  /** `items`, when given, lets the next parse reuse the unchanged items (catalog/reuse-parse.ts). */
  set(key: string, catalog: DesiredCatalog, items?: ItemTable): Promise<void>;
  /** Whether it holds a parse for `key`, cheaply (without reading the parse); may be wrong, never unsafe. */
  peek?(key: string): Promise<boolean>;
  /**
   * The parse stored last, whatever its key, with its item table; only one this sitesync wrote
   * here (never one that came with the repository): its items are taken as they stand.
   */
  previous?(): Promise<StoredParse | undefined>;
}

/**
 * The cache key of a set of catalog files: SHA-256 over every name and text, and over each file's
 * identity on this disk (device, inode, change time) when given. A parse stored anywhere else — a
 * `.sitesync/catalog.json` committed by a pull request, or copied in — then never matches: nobody
 * can predict the inode and change time a checkout gives the file, so the cache cannot be made to
 * stand for a catalog its YAML does not say. An unchanged file keeps its identity (a no-op hits).
 */
export function catalogParseKey(
  files: readonly { readonly file: string; readonly bytes: Uint8Array }[],
  identities: readonly string[] = [],
): string {
  const h = createHash('sha256');
  for (const [i, f] of files.entries())
    h.update(`${f.file}\0${identities[i] ?? ''}\0${f.bytes.byteLength}\0`).update(f.bytes);
  return h.digest('hex');
}

export async function loadCatalog(
  pathOrDir: string,
  options: LoadCatalogOptions = {},
): Promise<DesiredCatalog> {
  return (await openCatalog(pathOrDir, options)).load();
}

/** A catalog's files read and keyed, its parse not yet loaded (`openCatalog`). */
export interface OpenedCatalog {
  /** The parse cache's key of these files (catalogParseKey); absent without a cache. */
  readonly key?: string;
  /** The cache says it holds the parse of exactly these files (then `onValid` was called). */
  readonly hit: boolean;
  /** The parse: the stored one on a hit, else parsed (item by item where it can); made once. */
  load(): Promise<DesiredCatalog>;
}

/** What a file's bytes are once they are decoded. */
const EMPTY = Buffer.alloc(0);

/**
 * Reads the catalog's files and asks the cache whether it holds their parse, without reading or
 * making the parse: a plan settled from its memo (sync/catalog/plan-catalog-run.ts) needs no more.
 */
export async function openCatalog(
  pathOrDir: string,
  options: LoadCatalogOptions = {},
): Promise<OpenedCatalog> {
  const baseDir = options.baseDir ?? process.cwd();
  const absolute = path.resolve(pathOrDir);
  const files = await catalogFilePaths(absolute, displayPath(baseDir, absolute));
  const read = await Promise.all(
    files.map(async (file) => {
      const shown = displayPath(baseDir, file);
      const info = await refuseUnreadable(file, shown);
      // Bytes: the key is their digest, and a cache hit never needs them decoded (8 MB on L).
      const bytes = await readFile(file);
      return { file: shown, bytes, identity: `${info.dev}:${info.ino}:${info.ctimeMs}` };
    }),
  );
  // Decoded once, by the one load; the bytes then go. The plan holds this object to its end, and
  // with them 8 MB on L beside the live pages: its small change peaked 3–6 MB higher (medians of
  // three times 8 alternated runs, bench/ANALYSIS.md).
  const dropBytes = () => {
    for (const r of read) r.bytes = EMPTY;
  };
  const texts = (): CatalogFile[] => {
    const decoded = read.map(({ file, bytes }) => ({ file, text: bytes.toString('utf8') }));
    dropBytes();
    return decoded;
  };
  let saidValid = false;
  const sayValid = () => {
    if (!saidValid) options.onValid?.();
    saidValid = true;
  };
  const valid = (catalog: DesiredCatalog) => {
    options.check?.(catalog);
    sayValid();
    return catalog;
  };
  const cache = options.cache;
  if (!cache)
    return {
      hit: false,
      load: once(async () => {
        catalogParses();
        return valid(await (await parsing()).parseTexts(texts(), options.signal));
      }),
    };
  const key = catalogParseKey(
    read,
    read.map((r) => r.identity),
  );
  const hit = (await cache.peek?.(key)) === true;
  if (hit) sayValid();
  const load = once(async (): Promise<DesiredCatalog> => {
    const cached = await cache.get(key);
    if (cached) {
      dropBytes();
      return valid(cached);
    }
    catalogParses();
    // A miss: the items whose text is unchanged since the stored parse keep their parse.
    const previous = cache.previous?.();
    const { chunkFiles, itemTableOf, parseTexts, reuseParse } = await parsing();
    const decoded = texts();
    // Past the in-thread parse's size the worker parses it, which keeps no item table: no chunks.
    const inThread = decoded.reduce((n, t) => n + t.text.length, 0) <= IN_THREAD_FAST_BYTES;
    const chunked = inThread ? chunkFiles(decoded) : undefined;
    const stored = await previous;
    const reused = chunked && stored ? reuseParse(chunked, stored) : undefined;
    if (reused) {
      valid(reused.catalog);
      await cache.set(key, reused.catalog, reused.items);
      return reused.catalog;
    }
    const itemNodes = new Map<string, ReadonlyMap<string, readonly number[]>>();
    const parsed = valid(
      await parseTexts(decoded, options.signal, (file, nodes) => itemNodes.set(file, nodes)),
    );
    const items = chunked && itemTableOf(chunked, parsed, itemNodes);
    await cache.set(key, parsed, items || undefined);
    return parsed;
  });
  return { key, hit, load };
}

/** `fn` run at its first call; every call answers with that run's promise. */
function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let run: Promise<T> | undefined;
  return () => (run ??= fn());
}

/**
 * The file's stat, after refusing one that is not a regular file (a FIFO would keep the read
 * waiting for ever, a device would never end) or is over the cap.
 */
async function refuseUnreadable(file: string, shown: string): Promise<Stats> {
  const info = await stat(file);
  if (!info.isFile())
    throw refused(shown, {
      code: 'CATALOG_NOT_A_FILE',
      issue: 'not_a_regular_file',
      message: 'the catalog file is not a regular file (a FIFO, a device or a socket); it was not read',
      hint: 'point `catalog` in sitesync.yml at a YAML file or a folder of them',
    });
  if (info.size > MAX_CATALOG_FILE_BYTES)
    throw refused(shown, {
      code: 'CATALOG_TOO_LARGE',
      issue: 'file_too_large',
      message: `the catalog file is ${info.size} bytes; sitesync reads at most ${MAX_CATALOG_FILE_BYTES} bytes (64 MiB) per file`,
      hint: 'split the catalog into a folder of files (`catalog: catalog/` in sitesync.yml)',
    });
  return info;
}

/** A catalog file refused unread (an InputError: exit 3), named in the message and as its one issue. */
function refused(
  shown: string,
  why: { readonly code: string; readonly issue: string; readonly message: string; readonly hint: string },
): InputError {
  return new InputError(
    why.code,
    `${shown}: ${why.message}`,
    [{ file: shown, code: why.issue, severity: 'error', message: why.message }],
    { hint: why.hint },
  );
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
