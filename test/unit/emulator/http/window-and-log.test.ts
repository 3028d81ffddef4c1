/**
 * The rate limiter and the request log keep their answers while doing constant work per request:
 * the limiter against the filter of the whole window it replaced (also with a clock that goes
 * back), the log against "the last 10,000 entries, those after `since`".
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/emulator/http/route.js';
import { RATE_WINDOW_MS, RateLimiter } from '../../../../src/emulator/http/rate-limit.js';
import { MAX_LOG_ENTRIES, RequestLog } from '../../../../src/emulator/http/request-log.js';

/** The limiter before issue 18: every admit filters the credential's whole window. */
class FilteringLimiter {
  private readonly windows = new Map<string, number[]>();
  admit(id: string, limit: number, now: number): number | undefined {
    const times = (this.windows.get(id) ?? []).filter((t) => t > now - RATE_WINDOW_MS);
    this.windows.set(id, times);
    if (times.length >= limit)
      return Math.max(1, Math.ceil(((times[0] ?? now) + RATE_WINDOW_MS - now) / 1000));
    times.push(now);
    return undefined;
  }
}

describe('RateLimiter', () => {
  it('admits and refuses (with the same Retry-After) exactly as filtering the whole window did', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ now: () => new Date(now) });
    const reference = new FilteringLimiter();
    let refused = 0;
    for (let i = 0; i < 20_000; i++) {
      // Mostly forward in small steps, sometimes a jump past the window, now and then backwards.
      const step = i % 4999 === 0 ? RATE_WINDOW_MS + 5 : i % 211 === 0 ? -500 : (i * 7919) % 97;
      now += step;
      const id = i % 3 === 0 ? 'cred_b' : 'cred_a';
      const limit = id === 'cred_a' ? 300 : 50;
      const expected = reference.admit(id, limit, now);
      let got: number | undefined;
      try {
        limiter.admit(id, limit);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        expect(err.status).toBe(429);
        got = Number(err.headers?.['Retry-After']);
        refused++;
      }
      expect(got).toBe(expected);
    }
    expect(refused).toBeGreaterThan(1000);
  });
});

describe('RequestLog', () => {
  const entry = (i: number) => ({
    at: 't',
    method: 'GET',
    path: `/v1/products/${i}`,
    route: null,
    status: 200,
    request_bytes: 0,
    response_bytes: 0,
    idempotency_key: null,
    replayed: false,
    fault: null,
    credential_id: null,
    duration_ms: 0,
  });

  it('keeps the last 10,000 entries in order and lists those after `since`', () => {
    const log = new RequestLog();
    const total = MAX_LOG_ENTRIES * 3 + 17;
    for (let i = 1; i <= total; i++) {
      log.append(entry(i));
      if (i === 5) expect(log.list().map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
      if (i === MAX_LOG_ENTRIES + 1 || i === 2 * MAX_LOG_ENTRIES + 3) {
        const all = log.list();
        expect(all).toHaveLength(MAX_LOG_ENTRIES);
        expect(all[0]!.seq).toBe(i - MAX_LOG_ENTRIES + 1);
        expect(all.at(-1)!.seq).toBe(i);
      }
    }
    const all = log.list();
    expect(all).toHaveLength(MAX_LOG_ENTRIES);
    expect(all.map((e) => e.seq)).toEqual(
      Array.from({ length: MAX_LOG_ENTRIES }, (_, k) => total - MAX_LOG_ENTRIES + 1 + k),
    );
    expect(all[0]!.path).toBe(`/v1/products/${total - MAX_LOG_ENTRIES + 1}`);
    expect(log.list(total - 3).map((e) => e.seq)).toEqual([total - 2, total - 1, total]);
    expect(log.list(total)).toEqual([]);
    expect(log.list(5)).toHaveLength(MAX_LOG_ENTRIES);
    log.clear();
    expect(log.list()).toEqual([]);
    expect(log.append(entry(0)).seq).toBe(total + 1);
  });
});
