/**
 * The pure diff of the local site tree against the live manifest, keyed by path.
 * A file is modified when its byte size differs, or when sizes agree and checksums differ (or
 * the live entry has no checksum to compare). Checksums are compared case-insensitively.
 */
import { compareSourcePaths } from '../../source/path-order.js';
import type { ChangeOrigin } from '../origin.js';

export interface LocalSiteFile {
  readonly path: string;
  readonly byteSize: number;
  /** Lowercase hex SHA-256 of the bytes to upload. */
  readonly checksum: string;
}

export interface LiveSiteFile {
  readonly path: string;
  readonly byte_size: number;
  readonly checksum?: string | null;
}

export type SiteFileChangeKind = 'added' | 'modified' | 'deleted';

export interface SiteFileChange {
  readonly path: string;
  readonly kind: SiteFileChangeKind;
  /** Size of the local file (added, modified). */
  readonly localBytes?: number;
  /** Size of the live file (modified, deleted). */
  readonly liveBytes?: number;
  /**
   * The live manifest's checksum of the file this change replaces or deletes (modified, deleted),
   * in the manifest's algorithm; absent when the manifest gave none to compare.
   */
  readonly liveChecksum?: string;
  /** Where the live content comes from (src/plan/origin.ts); absent when not classified. */
  readonly origin?: ChangeOrigin;
}

export interface SiteSourceDiff {
  readonly added: readonly SiteFileChange[];
  readonly modified: readonly SiteFileChange[];
  readonly deleted: readonly SiteFileChange[];
  readonly unchangedCount: number;
  readonly counts: {
    readonly added: number;
    readonly modified: number;
    readonly deleted: number;
    readonly unchanged: number;
  };
  /** Sum of the local sizes of added and modified files. */
  readonly bytesToUpload: number;
}

/**
 * A diff of whole-file writes and deletes only, as a session is topped up (a PR's new commits, a
 * dev loop's burst): `writes` are the local files to upload, `deletes` the paths to remove.
 */
export function writesAndDeletes(
  writes: readonly { readonly path: string; readonly byteSize: number }[],
  deletes: readonly string[],
): SiteSourceDiff {
  const added: SiteFileChange[] = writes.map((f) => ({
    path: f.path,
    kind: 'added',
    localBytes: f.byteSize,
  }));
  const deleted: SiteFileChange[] = deletes.map((path) => ({ path, kind: 'deleted' }));
  return {
    added,
    modified: [],
    deleted,
    unchangedCount: 0,
    counts: { added: added.length, modified: 0, deleted: deleted.length, unchanged: 0 },
    bytesToUpload: writes.reduce((n, f) => n + f.byteSize, 0),
  };
}

/**
 * The local file's checksum in the live manifest's algorithm (when it is not SHA-256), e.g. a
 * map from `localChecksumsFor`. Undefined → the local SHA-256 is compared.
 */
export type LiveChecksumOf = (path: string) => string | undefined;

function sameContent(local: LocalSiteFile, live: LiveSiteFile, liveChecksumOf?: LiveChecksumOf): boolean {
  if (local.byteSize !== live.byte_size) return false;
  if (typeof live.checksum !== 'string' || live.checksum === '') return false;
  const mine = liveChecksumOf?.(local.path) ?? local.checksum;
  // Equal as written (the usual case) needs no lower-cased copies.
  return mine === live.checksum || mine.toLowerCase() === live.checksum.toLowerCase();
}

const liveChecksumOfEntry = (live: LiveSiteFile): { liveChecksum?: string } =>
  typeof live.checksum === 'string' && live.checksum !== ''
    ? { liveChecksum: live.checksum.toLowerCase() }
    : {};

const byPath = (a: SiteFileChange, b: SiteFileChange): number => compareSourcePaths(a.path, b.path);

export function diffSiteSource(
  local: readonly LocalSiteFile[],
  live: readonly LiveSiteFile[],
  liveChecksumOf?: LiveChecksumOf,
): SiteSourceDiff {
  const liveByPath = new Map(live.map((entry) => [entry.path, entry]));
  const localPaths = new Set<string>();
  const added: SiteFileChange[] = [];
  const modified: SiteFileChange[] = [];
  const deleted: SiteFileChange[] = [];
  let unchangedCount = 0;

  for (const file of local) {
    localPaths.add(file.path);
    const current = liveByPath.get(file.path);
    if (current === undefined) {
      added.push({ path: file.path, kind: 'added', localBytes: file.byteSize });
    } else if (sameContent(file, current, liveChecksumOf)) {
      unchangedCount += 1;
    } else {
      modified.push({
        path: file.path,
        kind: 'modified',
        localBytes: file.byteSize,
        liveBytes: current.byte_size,
        ...liveChecksumOfEntry(current),
      });
    }
  }
  for (const entry of liveByPath.values()) {
    if (!localPaths.has(entry.path))
      deleted.push({
        path: entry.path,
        kind: 'deleted',
        liveBytes: entry.byte_size,
        ...liveChecksumOfEntry(entry),
      });
  }
  added.sort(byPath);
  modified.sort(byPath);
  deleted.sort(byPath);

  const bytesToUpload = [...added, ...modified].reduce((sum, change) => sum + (change.localBytes ?? 0), 0);
  return {
    added,
    modified,
    deleted,
    unchangedCount,
    counts: {
      added: added.length,
      modified: modified.length,
      deleted: deleted.length,
      unchanged: unchangedCount,
    },
    bytesToUpload,
  };
}

/** Every change, sorted by path. */
export function allSiteChanges(diff: SiteSourceDiff): readonly SiteFileChange[] {
  return [...diff.added, ...diff.modified, ...diff.deleted].sort(byPath);
}
