/**
 * A cache of file digests keyed by what a stat says (size, mtime, ctime, inode), so a tree read
 * re-hashes only files that changed since the last run, like git's index. Racy entries are not
 * trusted: a file may have been written again within the timestamp tick it was hashed in, and its
 * stat would not show it. Git's rule decides: an entry is racy when the file's mtime is not older
 * than the saved cache itself (`savedAtMs`, the cache file's mtime: the same filesystem clock and
 * granularity as the tree, and written after every hash it holds). Without that time (data not
 * from disk) the rule falls back to `RACY_MARGIN_MS` before the moment of hashing.
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
}

export interface DigestCacheData {
  readonly version: 1;
  readonly normalizeLineEndings: boolean;
  readonly entries: Readonly<Record<string, DigestCacheEntry>>;
}

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

const sameStamp = (a: FileStamp, b: FileStamp) =>
  a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;

/** Builds a cache over saved data; data for the other line-ending mode is ignored. */
export function createDigestCache(
  data: DigestCacheData | undefined,
  normalizeLineEndings: boolean,
  savedAtMs?: number,
): DigestCache {
  const previous =
    data?.version === 1 && data.normalizeLineEndings === normalizeLineEndings ? data.entries : {};
  const next: Record<string, DigestCacheEntry> = {};
  let hits = 0;
  let stored = 0;
  const racy = (entry: DigestCacheEntry) =>
    savedAtMs === undefined || entry.hashedAt > savedAtMs
      ? entry.mtimeMs >= entry.hashedAt - RACY_MARGIN_MS
      : entry.mtimeMs >= savedAtMs;
  return {
    get hits() {
      return hits;
    },
    get changed() {
      return stored > 0 || hits !== Object.keys(previous).length;
    },
    lookup(absPath, stamp) {
      const entry = previous[absPath];
      if (!entry || !sameStamp(entry, stamp) || racy(entry)) return undefined;
      hits += 1;
      next[absPath] = entry;
      // The entry itself (it holds the digest's fields): the caller copies what it keeps.
      return entry;
    },
    store(absPath, stamp, hashedAt, digest) {
      stored += 1;
      const { size, mtimeMs, ctimeMs, ino } = stamp;
      const { byteSize, checksum, binary, normalized, encodedBytes } = digest;
      next[absPath] = {
        size,
        mtimeMs,
        ctimeMs,
        ino,
        hashedAt,
        byteSize,
        checksum,
        binary,
        normalized,
        encodedBytes,
      };
    },
    snapshot: () => ({ version: 1, normalizeLineEndings, entries: next }),
  };
}
