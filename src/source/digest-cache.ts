/**
 * A cache of file digests keyed by what a stat says (size, mtime, ctime, inode), so a tree read
 * re-hashes only files that changed since the last run, like git's index. Racy entries are not
 * trusted: a file may have been written again within the timestamp tick it was hashed in, and its
 * stat would not show it. An entry is racy when the file's mtime is not older than the file
 * system's time before it was read (`clockMs`, a column: the same clock and granularity as the
 * tree, state-io.ts stateClockMs), nor than the saved cache itself (`savedAtMs`, the cache file's
 * mtime: git's rule). Git's rule alone trusted a file written again in the second it was read when
 * the cache was saved in a later one: on a file system of whole seconds (HFS+, ext3) a read of
 * many files takes that long, and the stale digest made a plan call the changed file unchanged
 * (test/journey/state-attack.test.ts). Without the file system's time (a folder where no file can
 * be made, data not from disk) the rule takes `RACY_MARGIN_MS` before the moment of hashing.
 *
 * Saved by column (version 2): one array per field, the files in the order they were looked up,
 * which is the order the next read looks them up in (the walk's). On L (20,000 files) the file
 * parses in 6 ms instead of 23 ms as one object per file, and holds no object per file and no
 * boxed number per time; a lookup follows a cursor along the paths, with a map only when the
 * order differs. Version 1 (an object per file) is still read.
 */
import type { FileDigest } from './file-digest.js';

export interface FileStamp {
  readonly size: number;
  readonly mtimeMs: number;
  readonly ctimeMs: number;
  readonly ino: number;
}

export interface DigestCacheEntry extends FileStamp, FileDigest {
  /** Epoch ms taken before the file was read. */
  readonly hashedAt: number;
  /**
   * The file system's time before the file was read (its mtime is older when it has not changed
   * since); `hashedAt - RACY_MARGIN_MS` when not known, and in data saved without it.
   */
  readonly clockMs?: number;
}

/** Version 1: an object per file, by absolute path. */
export interface DigestCacheDataV1 {
  readonly version: 1;
  readonly normalizeLineEndings: boolean;
  readonly entries: Readonly<Record<string, DigestCacheEntry>>;
}

const NUMBER_COLUMNS = ['size', 'mtimeMs', 'ctimeMs', 'ino', 'hashedAt', 'byteSize', 'encodedBytes'] as const;
const BOOLEAN_COLUMNS = ['binary', 'normalized'] as const;

/** Version 2: a column per field, `paths[i]` the absolute path of row i. */
export type DigestCacheData = {
  readonly version: 2;
  readonly normalizeLineEndings: boolean;
  readonly paths: readonly string[];
  readonly checksum: readonly string[];
  /** DigestCacheEntry.clockMs of each row; absent in data saved before it was kept. */
  readonly clockMs?: readonly number[];
} & { readonly [K in (typeof NUMBER_COLUMNS)[number]]: readonly number[] } & {
  readonly [K in (typeof BOOLEAN_COLUMNS)[number]]: readonly boolean[];
};

export interface DigestCache {
  lookup(absPath: string, stamp: FileStamp): FileDigest | undefined;
  store(absPath: string, stamp: FileStamp, hashedAt: number, digest: FileDigest): void;
  /** The entries looked up or stored since creation (others are dropped), for saving. */
  snapshot(): DigestCacheData;
  /** False when the snapshot would hold exactly the saved entries (every one looked up, none stored): no save needed. */
  readonly changed: boolean;
  readonly hits: number;
}

export const RACY_MARGIN_MS = 2_000;

/** A size, a time or an inode: finite and not negative (JSON's `1e400` parses as Infinity). */
const isCount = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v >= 0;

const isArrayOf = (value: unknown, type: 'count' | 'string' | 'boolean', length: number): boolean =>
  Array.isArray(value) &&
  value.length === length &&
  value.every(type === 'count' ? isCount : (v) => typeof v === type);

/**
 * Saved data as columns, when it is well formed (every column as long as `paths`, of its type);
 * version 1 is turned into columns. Anything else: undefined (an empty cache).
 */
export function digestCacheColumns(raw: unknown): DigestCacheData | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const data = raw as Record<string, unknown>;
  if (typeof data.normalizeLineEndings !== 'boolean') return undefined;
  if (data.version === 1) return fromEntries(data.normalizeLineEndings, data.entries);
  if (data.version !== 2 || !Array.isArray(data.paths)) return undefined;
  const rows = data.paths.length;
  const wellFormed =
    isArrayOf(data.paths, 'string', rows) &&
    isArrayOf(data.checksum, 'string', rows) &&
    NUMBER_COLUMNS.every((c) => isArrayOf(data[c], 'count', rows)) &&
    (data.clockMs === undefined || isArrayOf(data.clockMs, 'count', rows)) &&
    BOOLEAN_COLUMNS.every((c) => isArrayOf(data[c], 'boolean', rows));
  return wellFormed ? (data as unknown as DigestCacheData) : undefined;
}

function fromEntries(normalizeLineEndings: boolean, entries: unknown): DigestCacheData | undefined {
  if (typeof entries !== 'object' || entries === null) return undefined;
  const columns = emptyColumns(normalizeLineEndings);
  for (const [path, entry] of Object.entries(entries as Record<string, unknown>)) {
    const e = entry as Partial<DigestCacheEntry> | null;
    if (
      !e ||
      typeof e.checksum !== 'string' ||
      NUMBER_COLUMNS.some((c) => !isCount(e[c])) ||
      BOOLEAN_COLUMNS.some((c) => typeof e[c] !== 'boolean')
    )
      return undefined;
    pushRow(columns, path, e as DigestCacheEntry);
  }
  return columns;
}

type Columns = {
  -readonly [K in keyof DigestCacheData]-?: NonNullable<DigestCacheData[K]> extends readonly (infer T)[]
    ? T[]
    : DigestCacheData[K];
};

/** An entry's clockMs, or what stands for it when it was not known. */
const clockOf = (clockMs: number | undefined, hashedAt: number) =>
  clockMs ?? Math.max(0, hashedAt - RACY_MARGIN_MS);

function emptyColumns(normalizeLineEndings: boolean): Columns {
  return {
    version: 2,
    normalizeLineEndings,
    paths: [],
    size: [],
    mtimeMs: [],
    ctimeMs: [],
    ino: [],
    hashedAt: [],
    clockMs: [],
    byteSize: [],
    checksum: [],
    binary: [],
    normalized: [],
    encodedBytes: [],
  };
}

/** Writes an entry into row `at` (the row after the last: appended). */
function writeRow(columns: Columns, at: number, path: string, entry: DigestCacheEntry): void {
  columns.paths[at] = path;
  columns.checksum[at] = entry.checksum;
  columns.clockMs[at] = clockOf(entry.clockMs, entry.hashedAt);
  for (const c of NUMBER_COLUMNS) columns[c][at] = entry[c];
  for (const c of BOOLEAN_COLUMNS) columns[c][at] = entry[c];
}

const pushRow = (columns: Columns, path: string, entry: DigestCacheEntry) =>
  writeRow(columns, columns.paths.length, path, entry);

/** Appends row `row` of `from` to `to`. */
function appendRow(to: Columns, from: DigestCacheData, row: number): void {
  to.paths.push(from.paths[row]!);
  to.checksum.push(from.checksum[row]!);
  to.clockMs.push(clockOf(from.clockMs?.[row], from.hashedAt[row]!));
  for (const c of NUMBER_COLUMNS) to[c].push(from[c][row]!);
  for (const c of BOOLEAN_COLUMNS) to[c].push(from[c][row]!);
}

/**
 * Builds a cache over saved data; data for the other line-ending mode is ignored. Version 2 data is
 * taken as given (the store's decode checked it: `digestCacheColumns`); version 1 is checked and
 * turned into columns here.
 */
export function createDigestCache(
  data: DigestCacheData | DigestCacheDataV1 | undefined,
  normalizeLineEndings: boolean,
  savedAtMs?: number,
  /** The file system's time now, before this read reads any file (state-io.ts stateClockMs). */
  clockMs?: number,
): DigestCache {
  const saved = data?.version === 1 ? digestCacheColumns(data) : data;
  const previous =
    saved && saved.normalizeLineEndings === normalizeLineEndings ? saved : emptyColumns(normalizeLineEndings);
  const rows = previous.paths.length;
  // A version 1 cache is saved again, as columns, even when nothing in it changed.
  const upgrade = data?.version === 1;
  const next = emptyColumns(normalizeLineEndings);
  let hits = 0;
  let stored = 0;
  let cursor = 0;
  let byPath: Map<string, number> | undefined;
  /**
   * Rows of `next` kept for files looked up and not found (or stale): `store` fills them once the
   * file is hashed, so the next cache is saved in the order of the lookups (the walk's) and the
   * next read follows its cursor all the way. Rows never filled (a file too large) are dropped.
   */
  const awaiting = new Map<string, number>();
  const placeholder: DigestCacheEntry = {
    size: 0,
    mtimeMs: 0,
    ctimeMs: 0,
    ino: 0,
    hashedAt: 0,
    byteSize: 0,
    checksum: '',
    binary: false,
    normalized: false,
    encodedBytes: 0,
  };

  /** The row of `absPath`: the one after the last found (the walk's order), else by a map. */
  const rowOf = (absPath: string): number | undefined => {
    if (cursor < rows && previous.paths[cursor] === absPath) return cursor++;
    byPath ??= new Map(previous.paths.map((p, i) => [p, i]));
    const row = byPath.get(absPath);
    if (row !== undefined) cursor = row + 1;
    return row;
  };
  const racy = (row: number) => {
    const hashedAt = previous.hashedAt[row]!;
    const mtimeMs = previous.mtimeMs[row]!;
    if (mtimeMs >= clockOf(previous.clockMs?.[row], hashedAt)) return true;
    return savedAtMs === undefined || hashedAt > savedAtMs
      ? mtimeMs >= hashedAt - RACY_MARGIN_MS
      : mtimeMs >= savedAtMs;
  };
  const sameStamp = (row: number, stamp: FileStamp) =>
    previous.size[row] === stamp.size &&
    previous.mtimeMs[row] === stamp.mtimeMs &&
    previous.ctimeMs[row] === stamp.ctimeMs &&
    previous.ino[row] === stamp.ino;

  return {
    get hits() {
      return hits;
    },
    get changed() {
      return stored > 0 || hits !== rows || upgrade;
    },
    lookup(absPath, stamp) {
      const row = rowOf(absPath);
      if (row === undefined || !sameStamp(row, stamp) || racy(row)) {
        if (!awaiting.has(absPath)) {
          awaiting.set(absPath, next.paths.length);
          pushRow(next, absPath, placeholder);
        }
        return undefined;
      }
      hits += 1;
      appendRow(next, previous, row);
      return {
        byteSize: previous.byteSize[row]!,
        checksum: previous.checksum[row]!,
        binary: previous.binary[row]!,
        normalized: previous.normalized[row]!,
        encodedBytes: previous.encodedBytes[row]!,
      };
    },
    store(absPath, stamp, hashedAt, digest) {
      stored += 1;
      const slot = awaiting.get(absPath);
      awaiting.delete(absPath);
      writeRow(next, slot ?? next.paths.length, absPath, {
        ...stamp,
        ...digest,
        hashedAt,
        ...(clockMs !== undefined && { clockMs }),
      });
    },
    snapshot: () => {
      if (awaiting.size === 0) return next;
      const unfilled = new Set(awaiting.values());
      const kept = emptyColumns(normalizeLineEndings);
      for (let row = 0; row < next.paths.length; row++) if (!unfilled.has(row)) appendRow(kept, next, row);
      return kept;
    },
  };
}
