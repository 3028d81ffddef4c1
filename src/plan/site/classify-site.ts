/** Pure: the origin of every change of a site diff, from the files' committed versions. */
import { originOf, type ChangeOrigin, type UNKNOWABLE } from '../origin.js';
import type { SiteFileChange, SiteSourceDiff } from './diff.js';

/** One committed version of a file, hashed as it would be uploaded. */
export interface CommittedFileVersion {
  /** SHA-256 (compared with the working tree). */
  readonly sha256: string;
  /** In the live manifest's algorithm (compared with live). */
  readonly live: string;
}

export interface CommittedFile {
  /** Newest (HEAD) first; null where the path did not exist. */
  readonly versions: readonly (CommittedFileVersion | null | typeof UNKNOWABLE)[];
  readonly complete: boolean;
}

export interface SiteClassifyInput {
  /** path → SHA-256 of the local file (absent: not in the working tree). */
  readonly local: ReadonlyMap<string, string>;
  /** path → live checksum (absent: not live). */
  readonly live: ReadonlyMap<string, string>;
  /** path → its committed versions; a path without one is `unknown`. */
  readonly history: ReadonlyMap<string, CommittedFile>;
}

export function fileOrigin(path: string, input: SiteClassifyInput): ChangeOrigin {
  const committed = input.history.get(path);
  if (!committed) return 'unknown';
  const local = input.local.get(path)?.toLowerCase() ?? null;
  const live = input.live.get(path)?.toLowerCase() ?? null;
  return originOf<CommittedFileVersion | null>({
    versions: committed.versions,
    isLocal: (v) => (v === null ? local === null : v.sha256 === local),
    isLive: (v) => (v === null ? live === null : v.live === live),
    complete: committed.complete,
  });
}

export function classifySiteDiff(diff: SiteSourceDiff, input: SiteClassifyInput): SiteSourceDiff {
  const mark = (changes: readonly SiteFileChange[]) =>
    changes.map((c) => ({ ...c, origin: fileOrigin(c.path, input) }));
  return { ...diff, added: mark(diff.added), modified: mark(diff.modified), deleted: mark(diff.deleted) };
}

/** Every change marked `unknown` (no history to classify with). */
export function unclassifiedSiteDiff(diff: SiteSourceDiff): SiteSourceDiff {
  const mark = (changes: readonly SiteFileChange[]) =>
    changes.map((c) => ({ ...c, origin: 'unknown' as const }));
  return { ...diff, added: mark(diff.added), modified: mark(diff.modified), deleted: mark(diff.deleted) };
}
