/**
 * A request the platform ran though the client never got its answer whole: an attempt got a 2xx
 * status line, then its body was cut off (a stalled answer, a dropped connection), and no later
 * attempt brought the answer again (they got 5xx, say, until the retries ran out). The request
 * log shows that attempt's 2xx, so the write tally counts the write confirmed
 * (src/apply/write-tally.ts): the error the transport throws for such a request is marked, so
 * that no report calls the write failed.
 */
export interface RanOnPlatform {
  /** The 2xx status of the attempt whose answer was cut off. */
  readonly status: number;
  /** Which attempt it was (1 for the first). */
  readonly attempt: number;
}

const marks = new WeakMap<object, RanOnPlatform>();

/** Marks the error of a request the platform ran, and says so in its message. */
export function markRanOnPlatform(err: Error, ran: RanOnPlatform): void {
  marks.set(err, ran);
  err.message += `; attempt ${ran.attempt} had been answered ${ran.status} before its answer was cut off: the platform ran the request`;
}

/** How the platform ran the request that failed with this error, or undefined when nothing says it did. */
export function ranOnPlatform(err: unknown): RanOnPlatform | undefined {
  return typeof err === 'object' && err !== null ? marks.get(err) : undefined;
}
