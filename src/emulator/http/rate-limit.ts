/**
 * Rate limit (docs/platform-contract.md §5): `rate_limit` requests per sliding 60 s window per
 * credential, counting the requests it accepted. Over it → 429 with Retry-After = whole seconds
 * until the oldest counted request leaves the window (at least 1).
 */
import { ApiError, type Clock } from './route.js';

export const RATE_WINDOW_MS = 60_000;

export class RateLimiter {
  private readonly windows = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  /** Counts one request for `credentialId`, or throws 429 without counting it. */
  admit(credentialId: string, limit: number): void {
    const now = this.clock.now().getTime();
    const times = (this.windows.get(credentialId) ?? []).filter((t) => t > now - RATE_WINDOW_MS);
    this.windows.set(credentialId, times);
    if (times.length >= limit) {
      const oldest = times[0] ?? now;
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
