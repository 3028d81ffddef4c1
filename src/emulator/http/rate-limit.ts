/**
 * Rate limit (docs/platform-contract.md §5): `rate_limit` requests per sliding 60 s window per
 * credential, counting the requests it accepted. Over it → 429 with Retry-After = whole seconds
 * until the oldest counted request leaves the window (at least 1).
 */
import { ApiError, type Clock } from './route.js';

export const RATE_WINDOW_MS = 60_000;

export class RateLimiter {
  private readonly windows = new Map<string, AcceptedTimes>();

  constructor(private readonly clock: Clock) {}

  /** Counts one request for `credentialId`, or throws 429 without counting it. */
  admit(credentialId: string, limit: number): void {
    const now = this.clock.now().getTime();
    let times = this.windows.get(credentialId);
    if (!times) this.windows.set(credentialId, (times = new AcceptedTimes()));
    times.dropUpTo(now - RATE_WINDOW_MS);
    if (times.count >= limit) {
      const oldest = times.first ?? now;
      const retryAfter = Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - now) / 1000));
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `rate limit of ${limit} requests per minute exceeded; retry after ${retryAfter} s`,
        { rate_limit: limit, retry_after: retryAfter },
        { 'Retry-After': String(retryAfter) },
      );
    }
    times.push(now);
  }
}

/**
 * The times of one credential's accepted requests, in the order accepted. Dropping the ones at or
 * before a cutoff takes them off the front while the times only grow (the usual case: a key with a
 * limit of a million a minute made each request copy the whole window); after the clock went back,
 * it filters the whole list, as a list kept in order of acceptance must.
 */
class AcceptedTimes {
  private times: number[] = [];
  private head = 0;
  private ascending = true;

  get count(): number {
    return this.times.length - this.head;
  }

  /** The earliest accepted of the times kept. */
  get first(): number | undefined {
    return this.times[this.head];
  }

  push(time: number): void {
    const last = this.times[this.times.length - 1];
    if (this.count > 0 && last !== undefined && time < last) this.ascending = false;
    this.times.push(time);
  }

  dropUpTo(cutoff: number): void {
    if (!this.ascending) {
      this.times = this.times.slice(this.head).filter((t) => t > cutoff);
      this.head = 0;
      this.ascending = this.times.every((t, i) => i === 0 || t >= this.times[i - 1]!);
      return;
    }
    while (this.head < this.times.length && this.times[this.head]! <= cutoff) this.head++;
    if (this.head === this.times.length) {
      this.times = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.times.length) {
      this.times = this.times.slice(this.head);
      this.head = 0;
    }
  }
}
