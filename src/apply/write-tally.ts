/**
 * What the platform client's writes came to, from its request hook: the basis of every sentence
 * an apply says about what it wrote. A write is a request with an Idempotency-Key; its attempts
 * share the key. A write is
 * - confirmed when an attempt got a 2xx (a replay of an earlier run counts: it is done). Of the
 *   confirmed, a write answered as a replay is an earlier run's (`replayed`: this run changed
 *   nothing) or one after an attempt of this run lost its answer (`replayedAfterLostAnswer`: this
 *   run's write or an earlier run's), as
 *   `replayOrigin` (src/platform/request-log.ts) decides from its attempts;
 * - refused when its last attempt got a 4xx (the platform did not run it: contract §errors) and no
 *   attempt before it went unanswered: a retry refused (429, say) after a dropped answer says
 *   nothing of the attempt that may have run, so that write stays unknown;
 * - unknown when no attempt got a 2xx and one got no answer or a 5xx: the platform may have run
 *   it (a dropped answer), so nobody may say it was not written. The report still says which it
 *   was: an attempt that may have run it went without an answer, or was answered with an error;
 * - unsent when no attempt reached the platform at all (no name, connection refused, TLS failed
 *   before the request went out): it cannot have been written.
 * Opening a development session on an existing site is counted apart: it stages nothing and
 * changes nothing live (creating a site from source is a write like any other).
 */
import { replayOrigin, type RequestLogEntry } from '../platform/request-log.js';

export interface WriteTallySummary {
  /** Confirmed writes, sessions opened included. */
  readonly confirmed: number;
  /** Of the confirmed: development sessions opened on an existing site. */
  readonly sessionsOpened: number;
  /**
   * Of the confirmed: answered with `Idempotent-Replayed: true` with no attempt of this run that can
   * have run them before: an earlier run (same key: the same commit) wrote them, this run changed
   * nothing.
   */
  readonly replayed: number;
  /**
   * Of the confirmed, not in `replayed`: an attempt that may have run it lost its answer (none, a
   * 5xx, or a 2xx cut off) and a retry was answered as a replay: this run's write or an earlier
   * run's.
   */
  readonly replayedAfterLostAnswer: number;
  readonly refused: number;
  /** Writes that never reached the platform (it could not be reached). */
  readonly unsent: number;
  /** Writes whose outcome is unknown (no 2xx; an attempt without an answer or with a 5xx), session opens included. */
  readonly unknown: number;
  /**
   * Of the unknown, how the attempts that may have run them went (a 4xx refused its attempt
   * before it ran; an attempt never sent cannot have run): none was answered (`noAnswer`); each
   * was answered with an error, a 5xx (`error`); or some were and some were not
   * (`errorOrNoAnswer`). `statuses`: the error statuses those writes got.
   */
  readonly unknownBy: {
    readonly noAnswer: number;
    readonly error: UnknownAnswered;
    readonly errorOrNoAnswer: UnknownAnswered;
  };
  /** Of the unknown: development sessions that may have been opened. */
  readonly unknownSessions: number;
  /** `POST /v1/products` of each write whose outcome is unknown (at most 10). */
  readonly unknownRequests: readonly string[];
}

export interface UnknownAnswered {
  readonly count: number;
  readonly statuses: readonly number[];
}

export interface WriteTally {
  /** The request hook to give the platform client. */
  record(entry: RequestLogEntry): void;
  summary(): WriteTallySummary;
}

type Outcome = 'confirmed' | 'refused' | 'unknown' | 'unsent';

/** `POST /v1/sites/<site>/development-sessions` (not `/v1/sites/development-sessions`: a new site). */
const OPEN_SESSION = /^\/v1\/sites\/[^/]+\/development-sessions$/;

export function createWriteTally(): WriteTally {
  const writes = new Map<
    string,
    {
      outcome: Outcome;
      request: string;
      opensSession: boolean;
      /** Every attempt, in order (replayOrigin). */
      attempts: RequestLogEntry[];
      /** An attempt that reached the platform got no answer. */
      noAnswer: boolean;
      /** Statuses of attempts answered with neither a 2xx nor a 4xx (a 5xx). */
      errors: readonly number[];
    }
  >();
  return {
    record(entry) {
      if (!entry.idempotencyKey) return;
      const previous = writes.get(entry.idempotencyKey);
      const attempts = previous?.attempts ?? [];
      attempts.push(entry);
      if (previous?.outcome === 'confirmed') return;
      const status = entry.status;
      const outcome: Outcome =
        status !== undefined && status >= 200 && status < 300
          ? 'confirmed'
          : status !== undefined && status >= 400 && status < 500
            ? previous?.outcome === 'unknown'
              ? 'unknown'
              : 'refused'
            : entry.neverSent
              ? // an earlier attempt that may have reached the platform keeps the write unknown
                previous?.outcome === 'unknown'
                ? 'unknown'
                : 'unsent'
              : 'unknown';
      const path = entry.path.split('?')[0]!;
      const answeredError = status !== undefined && outcome === 'unknown' && (status < 400 || status >= 500);
      writes.set(entry.idempotencyKey, {
        outcome,
        request: `${entry.method} ${path}`,
        opensSession: entry.method === 'POST' && OPEN_SESSION.test(path),
        attempts,
        noAnswer: (previous?.noAnswer ?? false) || (status === undefined && !entry.neverSent),
        errors:
          answeredError && !previous?.errors.includes(status)
            ? [...(previous?.errors ?? []), status]
            : (previous?.errors ?? []),
      });
    },
    summary() {
      const all = [...writes.values()];
      const count = (o: Outcome) => all.filter((w) => w.outcome === o).length;
      const unknown = all.filter((w) => w.outcome === 'unknown');
      const origins = all.map((w) => (w.outcome === 'confirmed' ? replayOrigin(w.attempts) : undefined));
      const answered = (ws: typeof unknown): UnknownAnswered => ({
        count: ws.length,
        statuses: [...new Set(ws.flatMap((w) => w.errors))].sort((a, b) => a - b),
      });
      return {
        confirmed: count('confirmed'),
        sessionsOpened: all.filter((w) => w.outcome === 'confirmed' && w.opensSession).length,
        replayed: origins.filter((o) => o === 'earlier').length,
        replayedAfterLostAnswer: origins.filter((o) => o === 'lost-answer').length,
        refused: count('refused'),
        unsent: count('unsent'),
        unknown: count('unknown'),
        unknownBy: {
          noAnswer: unknown.filter((w) => w.errors.length === 0).length,
          error: answered(unknown.filter((w) => w.errors.length > 0 && !w.noAnswer)),
          errorOrNoAnswer: answered(unknown.filter((w) => w.errors.length > 0 && w.noAnswer)),
        },
        unknownSessions: all.filter((w) => w.outcome === 'unknown' && w.opensSession).length,
        unknownRequests: all
          .filter((w) => w.outcome === 'unknown')
          .slice(0, 10)
          .map((w) => w.request),
      };
    },
  };
}

/**
 * True when nothing can have changed on the platform beyond opening a development session (which
 * stages nothing): no other write confirmed, no other write whose answer was lost.
 */
export function nothingWritten(summary: WriteTallySummary): boolean {
  return summary.confirmed === summary.sessionsOpened && summary.unknown === summary.unknownSessions;
}

/** How the attempts of one unknown write went, in words (no attempt answered has no statuses). */
function howItWent(noAnswer: boolean, statuses: readonly number[]): string {
  if (statuses.length === 0) return 'without an answer';
  return `answered with an error (HTTP ${statuses.join(', ')})${noAnswer ? ' or not at all' : ''}`;
}

/**
 * How the unknown writes went, each phrase with its count: "2 without an answer", "1 answered with
 * an error (HTTP 500)", "1 answered with an error (HTTP 503) or not at all".
 */
function unknownPhrases(by: WriteTallySummary['unknownBy'], counted: boolean): string[] {
  const n = (count: number) => (counted ? `${count} ` : '');
  return [
    ...(by.noAnswer > 0 ? [`${n(by.noAnswer)}${howItWent(true, [])}`] : []),
    ...(by.error.count > 0 ? [`${n(by.error.count)}${howItWent(false, by.error.statuses)}`] : []),
    ...(by.errorOrNoAnswer.count > 0
      ? [`${n(by.errorOrNoAnswer.count)}${howItWent(true, by.errorOrNoAnswer.statuses)}`]
      : []),
  ];
}

/** One sentence on the writes, for a person. */
export function describeWrites(summary: WriteTallySummary): string {
  if (nothingWritten(summary)) {
    if (summary.sessionsOpened > 0)
      return 'Nothing was written besides opening the development session (live is unchanged).';
    // Here the only unknown writes are session opens: the phrases are theirs.
    if (summary.unknownSessions > 0) {
      const how = unknownPhrases(summary.unknownBy, false);
      const session =
        how.length === 1 && summary.unknownBy.noAnswer > 0
          ? 'opened without an answer'
          : `whose opening was ${how.join(' or ')}`;
      return `Nothing was written, except perhaps a development session ${session} (live is unchanged).`;
    }
    return 'Nothing was written.';
  }
  const parts = [`${summary.confirmed} write(s) confirmed by the platform`];
  if (summary.unknown > 0)
    parts.push(
      `${unknownPhrases(summary.unknownBy, true).join(', ')} (they may have been written: ${summary.unknownRequests.join(', ')}${summary.unknown > summary.unknownRequests.length ? ', …' : ''})`,
    );
  if (summary.refused > 0) parts.push(`${summary.refused} refused`);
  if (summary.unsent > 0) parts.push(`${summary.unsent} never sent (the platform could not be reached)`);
  return parts.join('; ') + '.';
}

/** How the attempts that may have run one write whose outcome is not known went. */
export interface UnknownAttempts {
  /** One of them got no answer. */
  readonly noAnswer: boolean;
  /** The error (5xx) statuses the others got. */
  readonly statuses: readonly number[];
}

/**
 * The tally's verdict on one write from its attempts (the request log's entries of its one key):
 * how they went when its outcome is unknown, undefined when it is known (confirmed, refused, never
 * sent) or no attempt was seen.
 */
export function unknownWriteOf(attempts: readonly RequestLogEntry[]): UnknownAttempts | undefined {
  const tally = createWriteTally();
  for (const entry of attempts) tally.record(entry);
  const { unknown, unknownBy } = tally.summary();
  if (unknown === 0) return undefined;
  return {
    noAnswer: unknownBy.noAnswer + unknownBy.errorOrNoAnswer.count > 0,
    statuses: [...new Set([...unknownBy.error.statuses, ...unknownBy.errorOrNoAnswer.statuses])],
  };
}

/** "without an answer", "answered with an error (HTTP 500)", "answered with an error (HTTP 500) or not at all". */
export function describeUnknownAttempts(attempts: UnknownAttempts): string {
  return howItWent(attempts.noAnswer, attempts.statuses);
}
