/**
 * Client-side pacing: at most `limit` requests in any window of `windowMs` (sliding), so a
 * well-behaved run never meets a 429. The window is 61 s by default: the platform counts
 * requests per minute when it receives them, and a second of margin absorbs latency jitter.
 * Time and sleeping are injected.
 */
export interface Pacer {
  /**
   * Waits until a request may be sent, then records it and resolves true. With a `deadline` (in
   * the pacer's clock): resolves false at once, recording nothing, when the request could not be
   * sent before it.
   */
  acquire(signal?: AbortSignal, deadline?: number): Promise<boolean>;
  setLimit(perWindow: number | undefined): void;
  readonly limit: number | undefined;
}

export interface PacerOptions {
  readonly now: () => number;
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly windowMs?: number;
  readonly limit?: number;
}

export function createPacer(options: PacerOptions): Pacer {
  const windowMs = options.windowMs ?? 61_000;
  let limit = options.limit;
  const sent: number[] = []; // ascending timestamps of recorded requests

  function prune(now: number): void {
    while (sent.length > 0 && sent[0]! <= now - windowMs) sent.shift();
  }

  return {
    get limit() {
      return limit;
    },
    setLimit(perWindow) {
      limit = perWindow !== undefined && perWindow > 0 ? Math.floor(perWindow) : undefined;
    },
    async acquire(signal, deadline) {
      for (;;) {
        const now = options.now();
        prune(now);
        if (limit === undefined || sent.length < limit) {
          sent.push(now);
          return true;
        }
        const waitMs = Math.max(1, sent[sent.length - limit]! + windowMs - now);
        if (deadline !== undefined && now + waitMs >= deadline) return false;
        await options.sleep(waitMs, signal);
      }
    },
  };
}
