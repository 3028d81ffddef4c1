/**
 * The catalog parse cache: `.sitesync/catalog.json` holds the last valid parse with its key. The
 * key also covers the code that parsed it (a digest of every chunk of the bundle in a build), so a
 * new sitesync never reuses an old parse. An accelerator only:
 * unreadable means a miss, a failed save is ignored.
 *
 * The file is written `{"version":1,"key":…,"mac":…,"catalog":…,"items":…}` in that order, so
 * `peek` can tell a hit from the first bytes without parsing megabytes. Whatever is taken from it
 * — the whole parse on a hit, the item table (catalog/reuse-parse.ts) for a changed catalog — is
 * taken only with its MAC, made with the user's cache key (state/cache-key.ts) over the key and
 * every byte after the MAC, so that only a file this user's sitesync wrote is used. The key's
 * file identities keep a parse committed or copied in from matching; they do not keep one edited
 * in place from matching, since anyone who can read the catalog file and stat it can compute the
 * key: a hit once took the edited parse as it stood (a price changed in `catalog.json` was
 * planned and applied with the YAML untouched; test/journey/state-attack.test.ts), and in a
 * checkout another user may write to, that user chose what this user's apply wrote. The MAC costs
 * a hit one pass over the text (~15 ms for L's 16 MB, beside its ~200 ms JSON.parse). Without a
 * cache key nothing is stored or used.
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogParseCache, DesiredCatalog, ItemTable } from '../catalog/index.js';
import { shareCatalogStrings } from '../catalog/share-strings.js';
import { isRecord, stateFile } from './state-file.js';
import { jsonPieces } from '../shared/json-pieces.js';
import { macPieces, updateWithText } from './text-pieces.js';

interface CacheFile {
  readonly version: 1;
  readonly key: string;
  readonly catalog: DesiredCatalog;
  /** Each entity's item digest and node count, for the next parse to reuse (absent: none). */
  readonly items?: ItemTable;
}

/** State files are written compact, a piece at a time (shared/json-pieces.ts). */
const COMPACT = { compact: true } as const;

/** Enough for `{"version":1,"key":"<64 hex>.<64 hex>",`. */
const PEEK_BYTES = 256;

/**
 * A digest of the code around `file`: every file of its folder with its extension — in a build,
 * every chunk of the bundle (the parser may be in another chunk than this module); in a checkout,
 * the folder's sources. Unreadable: a stamp that matches nothing, so the cache is never used.
 * The files are read all at once: read one after another, each read waited for a turn of an event
 * loop busy with the tree read, so the stamp (and with it a cache hit, and the catalog's first
 * page) came only at 120–190 ms on M. At once, the pages go out at 40–50 ms: M's no-op plan
 * 0.87 × wall, L's unchanged (1.01 ×, 10 pairs; its main thread is the limit either way), in the
 * seventh round (bench/ANALYSIS.md). Read synchronously it was measured three times before, with
 * the same effect on M and a busier machine.
 */
export async function codeStampOf(file: string): Promise<string> {
  try {
    const dir = dirname(file);
    const names = (await readdir(dir)).filter((n) => extname(n) === extname(file)).sort();
    const texts = await Promise.all(names.map((name) => readFile(join(dir, name))));
    const h = createHash('sha256');
    for (const [i, name] of names.entries()) h.update(`${name}\0`).update(texts[i]!);
    return h.digest('hex');
  } catch {
    return `unreadable-${randomUUID()}`;
  }
}

let codeStamp: Promise<string> | undefined;
/** The stamp of this build's code (codeStampOf), read once per process. */
export function parserStamp(): Promise<string> {
  codeStamp ??= codeStampOf(fileURLToPath(import.meta.url));
  return codeStamp;
}

export interface CatalogParseCacheOptions {
  /** The code stamp (default: this bundle's); a parse by other code is never used. */
  readonly stamp?: () => Promise<string>;
  /** The user's cache key (state/cache-key.ts); without one no parse is stored or used. */
  readonly macKey?: () => Promise<Buffer | undefined>;
}

/** `{"version":1,"key":"…","mac":"<64 hex>",` — what precedes the bytes the MAC covers (ASCII). */
const MAC_HEAD = /^\{"version":1,"key":("[^"\\]*"),"mac":"([0-9a-f]{64})",/;

/** The MAC of the file's text after its head (the UTF-8 that was written, a piece at a time). */
function macOf(key: Buffer, fullKey: string, rest: string): Buffer {
  return updateWithText(createHmac('sha256', key).update(fullKey).update('\0'), rest).digest();
}

/**
 * A stored parse as the plan holds it: its repeated strings shared (catalog/share-strings.ts), then
 * frozen. One that is not shaped as a catalog is a miss.
 */
function sharedCatalog(catalog: DesiredCatalog): DesiredCatalog | undefined {
  try {
    return Object.freeze(shareCatalogStrings(catalog));
  } catch {
    return undefined;
  }
}

export function catalogParseCacheFile(
  rootDir: string,
  options: CatalogParseCacheOptions = {},
): CatalogParseCache {
  const stamp = options.stamp ?? parserStamp;
  const decode = (raw: unknown): CacheFile | undefined =>
    isRecord(raw) && raw.version === 1 && typeof raw.key === 'string'
      ? (raw as unknown as CacheFile)
      : undefined;
  const file = stateFile<CacheFile>(rootDir, 'catalog.json', { bestEffort: true, decode });
  const fullKey = async (key: string) => `${key}.${await stamp()}`;
  const parse = (text: string): CacheFile | undefined => {
    try {
      return decode(JSON.parse(text));
    } catch {
      return undefined;
    }
  };
  // What `get` read at a miss, for `previous` (the file is read once, as text: no Buffer of it).
  let missed: { text: string; data: CacheFile } | undefined;
  let macKeyRead: Promise<Buffer | undefined> | undefined;
  const macKey = () => (macKeyRead ??= options.macKey?.() ?? Promise.resolve(undefined));
  /**
   * The stored file, when its key is of this code and its MAC, made with this user's key, covers
   * its key and every byte after its head; else undefined (another's, edited, or cut short).
   */
  const verified = async (text: string): Promise<CacheFile | undefined> => {
    const secret = await macKey();
    // The head is ASCII: its characters are its bytes.
    const head = secret && MAC_HEAD.exec(text.slice(0, 512));
    if (!secret || !head) return undefined;
    const stored = JSON.parse(head[1]!) as string;
    if (!stored.endsWith(`.${await stamp()}`)) return undefined;
    const mac = macOf(secret, stored, text.slice(head[0].length));
    if (!timingSafeEqual(mac, Buffer.from(head[2]!, 'hex'))) return undefined;
    const data = parse(text);
    return data?.key === stored ? data : undefined;
  };
  const peek = async (key: string) => {
    const head = await file.head(PEEK_BYTES);
    return (
      head !== undefined &&
      head.startsWith(JSON.stringify({ version: 1, key: await fullKey(key) }).slice(0, -1) + ',')
    );
  };
  return {
    peek,
    async get(key) {
      const full = await fullKey(key);
      missed = undefined;
      if (await peek(key)) {
        // A hit by its first bytes: read as text (no copy of the bytes kept: 15 MB on L), and
        // taken only when its MAC holds.
        const text = await file.loadText();
        const data = text !== undefined ? await verified(text) : undefined;
        return data?.key === full ? sharedCatalog(data.catalog) : undefined;
      }
      // A miss: the text is kept for `previous`, which checks its MAC.
      const text = await file.loadText();
      const data = text !== undefined ? parse(text) : undefined;
      if (data && text !== undefined && data.key !== full) missed = { text, data };
      return undefined;
    },
    async previous() {
      const text = missed?.text ?? (await file.loadText());
      missed = undefined;
      const data = text !== undefined ? await verified(text) : undefined;
      if (!data || !data.items || !isRecord(data.catalog)) return undefined;
      // Its reused entities are the plan's catalog: their repeated strings shared, as a hit's are.
      const catalog = sharedCatalog(data.catalog);
      return catalog && { catalog, items: data.items };
    },
    async set(key, catalog, items) {
      const full = await fullKey(key);
      // Without the user's key, a stored parse could never be taken: none is written.
      const secret = await macKey();
      if (!secret) return;
      // The MAC covers every byte after the head, known once they are all written: the head is
      // written with a stand-in MAC of the same length first, then over it.
      const head = (mac: string) => `{"version":1,"key":${JSON.stringify(full)},"mac":"${mac}",`;
      const hmac = createHmac('sha256', secret).update(full).update('\0');
      const rest = function* () {
        yield '"catalog":';
        yield* jsonPieces(catalog, COMPACT);
        if (items) {
          yield ',"items":';
          yield* jsonPieces(items, COMPACT);
        }
        yield '}';
      };
      await file.saveParts(macPieces(hmac, head('0'.repeat(64)), rest()), () => head(hmac.digest('hex')));
    },
  };
}
