import {
  TimeLimitError,
  type PlatformClient,
  type SitePublishRequestObject,
  type SitePublishStatusObject,
} from '../platform/index.js';
import { ExitCode, SitesyncError } from '../shared/errors.js';
import { realSleep } from '../platform/transport.js';
import type { Reporter } from '../shared/reporter.js';

export interface PublishOutcome {
  readonly request: SitePublishRequestObject;
  /** Set when waited for and the request reached a final state. */
  readonly status?: SitePublishStatusObject;
  /** True when waiting ended by the timeout before a final state. */
  readonly timedOut: boolean;
  /**
   * With `timedOut`: the wait ended while its last poll could not be answered (a platform that
   * hangs, answers 5xx, or asks to retry after the wait), and why; `request` is as last read.
   */
  readonly lastPollFailed?: string;
  /**
   * Decided within the wait (published), but the publish status (the live version) could not be
   * read after it, within the wait's bound or at all: why. The decision stands; only the version
   * is not known.
   */
  readonly statusUnread?: string;
  /**
   * The command's wait (one bound for every site) had ended before this request was filed: it was
   * not read again, and `request` is the filing's answer (with `timedOut` when that was undecided).
   */
  readonly filedAfterWait?: boolean;
  /**
   * The filing was answered as a replay of an earlier run's (its status is as it was then) and
   * reading the request afresh failed: why. `request` is then the replayed answer.
   */
  readonly replayUnread?: string;
}

/**
 * One `--wait` for a whole command, however many sites it files requests for: its clock starts at
 * the first `deadline()` (when the first request is filed and its wait begins, or before the first
 * read of `publish --request`), and every site's wait, and every read it bounds, ends by that one
 * deadline (plus PUBLISH_WAIT_GRACE_MS), not by a wait of its own.
 */
export class WaitBound {
  private endsAt: number | undefined;
  constructor(
    readonly waitMs: number,
    private readonly now: () => number = Date.now,
  ) {}
  /** When the wait ends (in `now`'s terms); the first call starts its clock. */
  deadline(): number {
    return (this.endsAt ??= this.now() + this.waitMs);
  }
  /** The wait's clock was started and the wait has ended. */
  ended(): boolean {
    return this.endsAt !== undefined && this.now() >= this.endsAt;
  }
  /** A read's time limit: what is left of the wait and of the grace after it, at least `floor` ms. */
  readLimitMs(floor: number): number {
    return Math.max(floor, this.deadline() + PUBLISH_WAIT_GRACE_MS - this.now());
  }
}

/**
 * How long after `--wait` a wait may end. The last look at the request is sent when the wait
 * ends; it, or a poll still being retried then, has this long to be answered. No poll goes on
 * beyond: an attempt is cut off there, and a retry whose backoff or Retry-After would start
 * after it is not made (PlatformRequest.timeLimitMs).
 */
export const PUBLISH_WAIT_GRACE_MS = 1000;

/** A wait that ended while its last poll could not be answered, said of the request (CLI and action). */
export const lastPollWords = (status: string, why: string): string =>
  `${status} when last read; its last poll could not be answered before the wait ended: ${why}`;

/**
 * How the wait left a request it ended before the owner decided on (`timedOut`), said of the
 * request: still undecided when the wait ended, filed after the one wait for all sites had ended
 * (not read again), or its last poll not answered; and, with or without a wait, a filing answered
 * as a replay of an earlier run's that could not be read afresh (`replayUnread`: its status is the
 * earlier filing's). Undefined when none of these is so. The CLI
 * (`publish`, `apply --publish`) and the action (log, job summary, the merged pull request's
 * outcome) say these words. `status` and `lastPollFailed` are given as the caller shows them.
 */
export function undecidedWords(
  p: {
    readonly timedOut?: boolean;
    readonly lastPollFailed?: string;
    readonly filedAfterWait?: boolean;
    readonly replayUnread?: string;
  },
  status: string,
): string | undefined {
  if (p.replayUnread !== undefined)
    return `filed by an earlier run, ${status} then; not read again (${p.replayUnread})${p.filedAfterWait ? ', and the wait had ended' : ''}`;
  if (!p.timedOut) return undefined;
  if (p.lastPollFailed !== undefined) return lastPollWords(status, p.lastPollFailed);
  if (p.filedAfterWait)
    return `${status} when filed, after the wait had ended (one wait for all sites): not read again`;
  return `still ${status} when the wait ended`;
}

const FINAL = new Set(['published', 'rejected']);

/**
 * What to do after a rejection. The platform rejects on its own when the live site changed
 * since the session was opened (a new run stages against the new live site); any other reason is
 * the site owner's decision, which a re-run of the same commit cannot change.
 */
export function rejectionAdvice(reason: string | null | undefined): string {
  if (reason === 'live_source_changed')
    return 'the live site changed after the session was opened: re-run the job to stage the change against the current live site and file a new request';
  return 'nothing was published (catalog writes already made stay). Agree the change with the site owner, then merge a new commit: a re-run of this commit reports the same rejected request';
}

/** A publish request the site owner (or the platform) rejected. */
export class PublishRejectedError extends SitesyncError {
  readonly request: SitePublishRequestObject;
  constructor(request: SitePublishRequestObject) {
    const reason = (request as { rejection_reason?: string | null }).rejection_reason;
    const who = reason === 'live_source_changed' ? 'the platform' : 'the site owner';
    super(
      'PUBLISH_REJECTED',
      `${who} rejected publish request ${request.id}${reason ? ` (reason: ${reason})` : ''}`,
      { hint: rejectionAdvice(reason) },
    );
    this.name = 'PublishRejectedError';
    this.request = request;
  }
}

/** Where to ask, and how long to wait for the owner's decision (no `waitMs`: no wait). */
interface DecisionWait {
  client: PlatformClient;
  siteId: string;
  waitMs?: number;
  /** The command's one wait, shared by its sites (else a wait of `waitMs` of this site's own). */
  bound?: WaitBound;
  pollMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
  reporter?: Reporter;
  /** Ctrl-C: the wait stops at once and says the request is filed and pending. */
  signal?: AbortSignal;
}

/**
 * Files a publish request for a session at its final revision (one per commit: the key is
 * derived from it, so a rerun replays the same request) and optionally waits for the owner's
 * decision, polling with an injectable sleep. The filing is a write, never cut short by the wait;
 * filed after the command's wait (`bound`) has ended, the request is not read again
 * (`filedAfterWait`): undecided in the filing's answer, it is reported as the wait ending so.
 */
export async function publishSession(
  options: DecisionWait & {
    sessionId: string;
    sourceRevision: string;
    message?: string;
  },
): Promise<PublishOutcome> {
  const { client, siteId } = options;
  const filed = await client.sites.publish.request(siteId, {
    session_id: options.sessionId,
    source_revision: options.sourceRevision,
    ...(options.message && { message: options.message }),
  });
  const waits = options.bound ? options.bound.waitMs > 0 : (options.waitMs ?? 0) > 0;
  const afterWait = options.bound !== undefined && waits && options.bound.ended();
  // Answered as a replay, the filing says the status an earlier run's filing had then, not now:
  // the request is read afresh once (within the wait's bound, when there is one).
  const fresh =
    client.transport?.wasReplayed?.(filed) === true ? await readAfresh(options, filed, waits) : undefined;
  const request = fresh && 'request' in fresh ? fresh.request : filed;
  const replayUnread = fresh && 'failed' in fresh ? fresh.failed : undefined;
  if (afterWait || (replayUnread !== undefined && !waits)) {
    if (request.status === 'rejected') throw new PublishRejectedError(request);
    const told = {
      ...(afterWait && { filedAfterWait: true }),
      ...(replayUnread !== undefined && { replayUnread }),
    };
    if (!FINAL.has(String(request.status))) return { request, timedOut: afterWait, ...told };
    // Without a wait no live version is read (as waitForDecision does without one).
    return {
      request,
      timedOut: false,
      ...told,
      ...(afterWait && { statusUnread: STATUS_NOT_READ_AFTER_WAIT }),
    };
  }
  return waitForDecision({ ...options, request });
}

/**
 * The request an earlier run filed, as it is now; or why it could not be read. With a wait, the
 * read ends by the wait's end (at least PUBLISH_WAIT_GRACE_MS from now).
 */
async function readAfresh(
  options: DecisionWait,
  filed: SitePublishRequestObject,
  waits: boolean,
): Promise<{ request: SitePublishRequestObject } | { failed: string }> {
  const bound = waits ? (options.bound ?? new WaitBound(options.waitMs ?? 0, options.now)) : undefined;
  try {
    const request = await options.client.sites.publish.get(
      options.siteId,
      String(filed.id),
      bound ? { timeLimitMs: bound.readLimitMs(PUBLISH_WAIT_GRACE_MS) } : {},
    );
    return { request };
  } catch (err) {
    if (options.signal?.aborted) throw new PublishPendingError(options.siteId, filed);
    return { failed: err instanceof Error ? err.message : String(err) };
  }
}

/** Why the live version of a request decided when filed after the wait was not read. */
const STATUS_NOT_READ_AFTER_WAIT = 'the wait had ended before this request was filed';

/**
 * Follows a filed publish request until the owner decides or the wait ends (`bound`, shared by
 * the command's sites, else `waitMs` from now; no wait: returns it as it is), and no longer than
 * PUBLISH_WAIT_GRACE_MS beyond: a poll not answered by then ends the wait as undecided
 * (`lastPollFailed` says why). Interrupted, it throws PublishPendingError: the request stays filed.
 */
export async function waitForDecision(
  options: DecisionWait & { request: SitePublishRequestObject },
): Promise<PublishOutcome> {
  const { client, siteId } = options;
  let request = options.request;
  const now = options.now ?? Date.now;
  const bound = options.bound ?? new WaitBound(options.waitMs ?? 0, now);
  if (bound.waitMs <= 0) return { request, timedOut: false };
  const sleep = options.sleep ?? realSleep;
  const deadline = bound.deadline();
  const poll = options.pollMs ?? 5000;
  const shown = options.reporter?.activity?.(`waiting for the owner to decide on ${String(request.id)}`, {
    deadline: Date.now() + Math.max(0, deadline - now()),
  });
  try {
    while (!FINAL.has(String(request.status))) {
      shown?.note?.(String(request.status));
      if (now() >= deadline) return { request, timedOut: true };
      if (options.signal?.aborted) throw new PublishPendingError(siteId, request);
      await sleep(Math.min(poll, Math.max(0, deadline - now())), options.signal).catch((err: unknown) => {
        if (options.signal?.aborted) throw new PublishPendingError(siteId, request);
        throw err;
      });
      try {
        request = await client.sites.publish.get(siteId, String(request.id), {
          timeLimitMs: bound.readLimitMs(1),
        });
      } catch (err) {
        if (options.signal?.aborted) throw new PublishPendingError(siteId, request);
        // Only the wait's end stops a poll at its time limit: the wait ended undecided.
        if (err instanceof TimeLimitError) return { request, timedOut: true, lastPollFailed: err.message };
        throw new PublishFollowError(siteId, request, err);
      }
    }
  } finally {
    shown?.done();
  }
  if (request.status === 'rejected') throw new PublishRejectedError(request);
  // The live version, read within what is left of the wait's bound (at least the grace): a
  // platform that hangs here cannot hold the command past the wait, and a read that fails does
  // not hide the decision that was read.
  try {
    const status = await client.sites.publish.status(siteId, {
      timeLimitMs: bound.readLimitMs(PUBLISH_WAIT_GRACE_MS),
    });
    return { request, status, timedOut: false };
  } catch (err) {
    if (options.signal?.aborted) throw err;
    return { request, timedOut: false, statusUnread: err instanceof Error ? err.message : String(err) };
  }
}

/** Interrupted while waiting: the publish request is filed and stays pending; how to follow it. */
export class PublishPendingError extends SitesyncError {
  readonly requestId: string;
  /** Its status when last read. */
  readonly status: string;
  constructor(siteId: string, request: SitePublishRequestObject) {
    const id = String(request.id);
    super(
      'PUBLISH_PENDING',
      `interrupted while waiting: publish request ${id} (site ${siteId}) was filed and is still ${String(request.status)}; the site owner can approve it at any time`,
      {
        exitCode: ExitCode.interrupted,
        hint: `check it with \`sitesync publish --request ${id}\` (add \`--wait 10m\` to wait for the decision)`,
      },
    );
    this.name = 'PublishPendingError';
    this.requestId = id;
    this.status = String(request.status);
  }
}

/**
 * Following a filed request failed (its status could not be read): the request stays filed, and
 * the error says so, with its id, rather than only naming the read that failed.
 */
export class PublishFollowError extends SitesyncError {
  readonly requestId: string;
  /** Its status when last read. */
  readonly status: string;
  constructor(siteId: string, request: SitePublishRequestObject, cause: unknown) {
    const id = String(request.id);
    super(
      'PUBLISH_FOLLOW_FAILED',
      `publish request ${id} (site ${siteId}) was filed and was ${String(request.status)} when last read; reading it again failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
        hint: `the request stays filed; check it later with \`sitesync publish --request ${id}\``,
      },
    );
    this.name = 'PublishFollowError';
    this.requestId = id;
    this.status = String(request.status);
  }
}
