/** One attempt of one request, as the transport saw it. Tests and benchmarks read these. */
export interface RequestLogEntry {
  readonly method: string;
  /** Path with query string, e.g. `/v1/products?limit=100`. */
  readonly path: string;
  /** Undefined when the attempt got no answer (network error, timeout). */
  readonly status: number | undefined;
  readonly bytesSent: number;
  readonly bytesReceived: number;
  /** 1 for the first attempt of a logical request. */
  readonly attempt: number;
  readonly durationMs: number;
  readonly idempotencyKey?: string;
  readonly replayed: boolean;
  readonly error?: string;
  /**
   * True when the attempt never reached the platform: the name did not resolve, the connection
   * was refused or unroutable, or TLS failed before the request was sent. Such an attempt cannot
   * have written anything.
   */
  readonly neverSent?: boolean;
}

export type RequestLogHook = (entry: RequestLogEntry) => void;

/** A hook that keeps every entry in memory, for tests and benchmarks. */
export function createRequestRecorder(): { hook: RequestLogHook; entries: RequestLogEntry[]; clear(): void } {
  const entries: RequestLogEntry[] = [];
  return {
    hook: (e) => entries.push(e),
    entries,
    clear: () => {
      entries.length = 0;
    },
  };
}

/**
 * Which run wrote a write that was answered as a replay (`Idempotent-Replayed: true`), from its
 * attempts in this run (the request log's entries of its one key, in order). Decided here once for
 * every report (docs/platform-contract.md §12):
 * - `earlier`: the platform had run it before this run. Its first answer was a replay, and no
 *   attempt of this run before it can have run it (each was refused before it ran, a 4xx, or never
 *   sent). An earlier run of the same commit wrote it: this run changed nothing.
 * - `lost-answer`: an attempt that may have run it went without an answer, was answered with a
 *   5xx, or got a 2xx cut off, and a retry was answered as a replay: written by that attempt, or by
 *   an earlier run if it never ran (a 5xx before the platform ran anything). The client cannot
 *   tell which, and reports say both (src/apply/describe-site.ts LOST_ANSWER_MEANS).
 * Undefined when no attempt was answered as a replay, or none got a 2xx.
 */
export type ReplayOrigin = 'earlier' | 'lost-answer';

export function replayOrigin(attempts: readonly RequestLogEntry[]): ReplayOrigin | undefined {
  const ok = (e: RequestLogEntry) => e.status !== undefined && e.status >= 200 && e.status < 300;
  const first = attempts.findIndex(ok);
  if (first < 0) return undefined;
  // A 2xx that was no replay ran the write in this run; a replay after it is its answer again.
  if (!attempts[first]!.replayed)
    return attempts.slice(first + 1).some((e) => ok(e) && e.replayed) ? 'lost-answer' : undefined;
  const mayHaveRun = (e: RequestLogEntry) =>
    !e.neverSent && !(e.status !== undefined && e.status >= 400 && e.status < 500);
  return attempts.slice(0, first).some(mayHaveRun) ? 'lost-answer' : 'earlier';
}
