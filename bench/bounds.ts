/**
 * Pure arithmetic of the benchmark: the lower bound of requests and bytes a scenario needs, and
 * the naive baseline (one request per file and per entity, everything re-sent), computed
 * analytically from the fixture.
 */

/** The client's batch limits (platform-contract.md §6: under 800 paths and 8 MiB per write). */
export const BATCH_PATHS = 800;
export const BATCH_BYTES = 8 * 1024 * 1024;
export const PAGE_LIMIT = 100;

export interface ChangeSet {
  /** Does the site exist on the platform before the run (else: created from source). */
  readonly siteExists: boolean;
  /** Files to write (added or modified), with their upload size (base64 for binary). */
  readonly writes: readonly { readonly encodedBytes: number }[];
  readonly deletes: number;
  /** Live entity counts per catalog kind before the run (each kind is listed in full). */
  readonly liveEntities: Readonly<Record<string, number>>;
  readonly catalogWrites: number;
  /** The command is `apply --publish`: it reads the rate limit first, and files one publish request when the site changes. */
  readonly apply: boolean;
}

export interface Bound {
  readonly requests: number;
  readonly source: number;
  readonly catalog: number;
  /** Bytes of file content that must go up (utf8 as is, binary as base64). */
  readonly uploadBytes: number;
}

export const base64Bytes = (n: number) => Math.ceil(n / 3) * 4;

export function sourceWriteRequests(change: Pick<ChangeSet, 'writes' | 'deletes'>): number {
  const paths = change.writes.length + change.deletes;
  if (paths === 0) return 0;
  const bytes = change.writes.reduce((n, w) => n + w.encodedBytes, 0);
  return Math.max(1, Math.ceil(paths / BATCH_PATHS), Math.ceil(bytes / BATCH_BYTES));
}

export function listPages(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_LIMIT));
}

/**
 * Source: 1 manifest (when the site exists) + ⌈changes / batch⌉ writes, plus the session
 * protocol when something changes: open a session (a site created from source opens it with its
 * first write), a preview of the staged change, one publish request.
 * Catalog: list pages per kind + one write per changed entity.
 * apply first reads the credential's rate limit (1 auth status), so that it can pace itself from
 * its first request (platform-contract.md §5).
 */
export function lowerBound(change: ChangeSet): Bound {
  const writes = sourceWriteRequests(change);
  const protocol = writes > 0 ? (change.siteExists ? 1 : 0) + 1 + (change.apply ? 1 : 0) : 0;
  const source = (change.siteExists ? 1 : 0) + writes + protocol;
  const catalog =
    Object.values(change.liveEntities).reduce((n, c) => n + listPages(c), 0) + change.catalogWrites;
  const rateLimit = change.apply ? 1 : 0;
  return {
    requests: source + catalog + rateLimit,
    source,
    catalog,
    uploadBytes: change.writes.reduce((n, w) => n + w.encodedBytes, 0),
  };
}

export interface NaiveInput {
  /** Encoded size of every live file (what a naive client downloads, one GET each). */
  readonly liveFiles: readonly number[];
  /** Encoded size of every local file (re-sent, one write each). */
  readonly localFiles: readonly number[];
  readonly liveEntities: number;
  /** JSON size of every local entity (re-sent, one write each). */
  readonly localEntityBytes: readonly number[];
  /** Average JSON size of a live entity read back. */
  readonly entityReadBytes: number;
}

export interface Naive {
  readonly requests: number;
  readonly bytesUp: number;
  readonly bytesDown: number;
}

/** One GET per live file and entity, one write per local file and entity, all content re-sent. */
export function naiveBaseline(n: NaiveInput): Naive {
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    requests: n.liveFiles.length + n.localFiles.length + n.liveEntities + n.localEntityBytes.length,
    bytesUp: sum(n.localFiles) + sum(n.localEntityBytes),
    bytesDown: sum(n.liveFiles) + n.liveEntities * n.entityReadBytes,
  };
}
