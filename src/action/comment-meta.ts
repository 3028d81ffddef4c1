/**
 * The sticky comment's identity and hidden metadata (pure). The marker and the metadata carry the
 * comment's key (the config path), so parallel jobs of a matrix each find their own comment. The
 * metadata is JSON, deflated and base64url-encoded: the PR's sessions, the rows of the plan the
 * comment shows (what was reviewed) and, after the merge, the outcome. It is only ever read from
 * a comment whose author is the token's own identity (sticky-comment.ts).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Cancellation } from './cancel-report.js';
import { reviewedAsGroups, reviewedAsRows, type PlanRow, type ReviewedPlan } from './reviewed-plan.js';

const MARKER_PREFIX = '<!-- sitesync:sticky-comment key=';
const META_OPEN = '<!-- sitesync:meta 2.';
const META_CLOSE = ' -->';
/** The encoded metadata stays under this many characters (rows fall back to group digests). */
export const META_BUDGET = 24_000;
/** Inflated metadata larger than this is not ours (a deflate bomb is refused, not inflated). */
const MAX_META_JSON = 4 * 1024 * 1024;

export function commentMarker(key: string): string {
  return `${MARKER_PREFIX}${encodeURIComponent(key)} -->`;
}

/**
 * Whether `body` is the sticky comment of `key`: its first line is the marker, where sitesync puts
 * it. Anywhere else the marker is text a pull request put there (a catalog value or a file name in a
 * code span): a brand named `<!-- sitesync:sticky-comment key=shop-b%2Fsitesync.yml -->` made
 * another configuration's job take this comment over, and its merge skip the review check.
 */
export function hasMarker(body: string | undefined | null, key: string): boolean {
  const marker = commentMarker(key);
  return body === marker || Boolean(body?.startsWith(`${marker}\n`));
}

export interface StagedSessionMeta {
  readonly siteId: string;
  readonly sessionId: string;
  readonly sourceRevision: string;
  /** The live revision the session was opened at. */
  readonly baseRevision: string;
  readonly expiresAt?: string;
  /** The commit whose tree the session holds. */
  readonly commit: string;
  readonly previewUrl?: string;
  /** siteRowsDigest of the site rows the session holds on top of live at baseRevision. */
  readonly holds?: string;
}

export type CommentStatus =
  'working' | 'ready' | 'no-changes' | 'invalid' | 'failed' | 'cancelled' | 'planned';

export interface PublishRecord {
  readonly siteId: string;
  readonly requestId: string;
  readonly status: string;
  /**
   * wait-for-approval ended before the owner decided (the CLI's `timedOut`): `status` is as last
   * read, or as filed when `filedAfterWait`. Absent when it did not.
   */
  readonly timedOut?: true;
  /**
   * Filed after the merge's one wait (for all its sites) had ended: not read again (the CLI's
   * `filedAfterWait`, src/apply/publish.ts WaitBound).
   */
  readonly filedAfterWait?: true;
  /** With `timedOut`: the wait's last poll could not be answered before it ended, why. */
  readonly lastPollFailed?: string;
}

/** What the push to the publish branch did, written back on the merged pull request. */
export interface MergeOutcome {
  readonly commit: string;
  readonly result: 'applied' | 'partial' | 'failed' | 'refused' | 'nothing' | 'cancelled';
  readonly message?: string;
  /**
   * A cancelled run (`result: 'cancelled'`): where it stopped, and what the stage it stopped in had
   * written before (a stage's "already done"; the catalog's counts are in `catalog`).
   */
  readonly cancelled?: Cancellation & { readonly written: readonly string[] };
  /**
   * The catalog's counts (src/apply/catalog/types.ts): `written` is done + unread, `replayed` of
   * them written by an earlier run (answered as its replay), `unread` of them created without the
   * answer. `failed` counted the blocked writes too before `blocked` was there; `unknown`: writes
   * that may have been written (no attempt confirmed them, one got no answer or a 5xx).
   */
  readonly catalog?: {
    readonly written: number;
    readonly failed: number;
    readonly blocked?: number;
    readonly unknown?: number;
    readonly unread?: number;
    readonly adopted?: number;
    readonly replayed?: number;
    /** Of `written`, answered as a replay after a lost answer: this run's or an earlier run's. */
    readonly replayedAfterLostAnswer?: number;
  };
  readonly publishRequests: readonly PublishRecord[];
}

export interface CommentMeta {
  readonly v: 2;
  readonly key: string;
  readonly state: 'open' | 'closed';
  readonly status: CommentStatus;
  /** The commit whose plan the comment shows. */
  readonly commit?: string;
  readonly digest?: string;
  readonly sessions: readonly StagedSessionMeta[];
  /** The rows of the plan the comment shows; absent when it shows none. */
  readonly reviewed?: ReviewedPlan;
  readonly outcome?: MergeOutcome;
}

export function encodeMeta(meta: CommentMeta): string {
  const packed = deflateRawSync(Buffer.from(JSON.stringify(meta), 'utf8'), { level: 9 });
  return META_OPEN + packed.toString('base64url') + META_CLOSE;
}

/** The metadata with the plan's rows, row by row when that fits the budget, else as group digests. */
export function encodeMetaWithRows(meta: Omit<CommentMeta, 'reviewed'>, rows: readonly PlanRow[]): string {
  const byRow = encodeMeta({ ...meta, reviewed: reviewedAsRows(rows) });
  if (byRow.length <= META_BUDGET) return byRow;
  return encodeMeta({ ...meta, reviewed: reviewedAsGroups(rows) });
}

function looksLikeMeta(value: unknown, key: string): value is CommentMeta {
  const m = value as Partial<CommentMeta> | null;
  return Boolean(m && m.v === 2 && m.key === key && Array.isArray(m.sessions));
}

/** The metadata of a comment body for `key`, or undefined when there is none that parses. */
export function parseMeta(body: string | undefined | null, key: string): CommentMeta | undefined {
  if (!body) return undefined;
  const start = body.lastIndexOf(META_OPEN);
  if (start < 0) return undefined;
  const end = body.indexOf(META_CLOSE, start + META_OPEN.length);
  if (end < 0) return undefined;
  try {
    const packed = Buffer.from(body.slice(start + META_OPEN.length, end), 'base64url');
    const json = inflateRawSync(packed, { maxOutputLength: MAX_META_JSON }).toString('utf8');
    const meta: unknown = JSON.parse(json);
    return looksLikeMeta(meta, key) ? meta : undefined;
  } catch {
    return undefined;
  }
}

/** The body with its metadata line replaced (or added). */
export function withMeta(body: string, meta: CommentMeta): string {
  const lines = body.split('\n').filter((l) => !l.startsWith(META_OPEN));
  return [...lines, encodeMeta(meta)].join('\n');
}

/** The encoded metadata line of a body, as is. */
export function metaLine(body: string): string | undefined {
  return body.split('\n').find((l) => l.startsWith(META_OPEN));
}
