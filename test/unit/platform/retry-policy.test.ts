import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_POLICY,
  decideRetry,
  parseRetryAfter,
  type AttemptOutcome,
} from '../../../src/platform/retry-policy.js';

const policy = { maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 1000, budgetMs: 10_000 };
const NOW = Date.parse('2026-11-22T00:00:00Z');
const decide = (outcome: AttemptOutcome, attempt = 1, extra: { elapsedMs?: number; random?: number } = {}) =>
  decideRetry({
    outcome,
    attempt,
    elapsedMs: extra.elapsedMs ?? 0,
    nowMs: NOW,
    random: extra.random ?? 0.5,
    policy,
  });

describe('decideRetry', () => {
  it.each([400, 401, 403, 404, 409, 422, 405, 413])('never retries HTTP %i', (status) => {
    expect(decide({ kind: 'status', status })).toEqual({
      retry: false,
      reason: `HTTP ${status} is not retryable`,
    });
  });

  it.each([408, 429, 500, 502, 503, 504])('retries HTTP %i with backoff', (status) => {
    const d = decide({ kind: 'status', status });
    expect(d).toMatchObject({ retry: true, delayMs: 55 }); // 100 * (0.1 + 0.9 * 0.5)
  });

  it('retries network errors', () => {
    expect(decide({ kind: 'network', code: 'ECONNRESET' })).toEqual({
      retry: true,
      delayMs: 55,
      reason: 'network error ECONNRESET, retry 1 in 55ms',
    });
  });

  it('grows exponentially and caps the delay', () => {
    const delays = [1, 2, 3, 4].map((a) => decide({ kind: 'network' }, a, { random: 1 }));
    expect(delays.map((d) => (d.retry ? d.delayMs : -1))).toEqual([100, 200, 400, 800]);
    const capped = decideRetry({
      outcome: { kind: 'network' },
      attempt: 3,
      elapsedMs: 0,
      nowMs: NOW,
      random: 1,
      policy: { ...policy, maxDelayMs: 250 },
    });
    expect(capped).toMatchObject({ retry: true, delayMs: 250 });
  });

  it('jitter stays within [10%, 100%] of the cap', () => {
    expect(decide({ kind: 'network' }, 1, { random: 0 })).toMatchObject({ delayMs: 10 });
    expect(decide({ kind: 'network' }, 1, { random: 0.999999 })).toMatchObject({ delayMs: 100 });
  });

  it('honours Retry-After in seconds when longer than the backoff', () => {
    expect(decide({ kind: 'status', status: 429, retryAfter: '3' })).toMatchObject({
      retry: true,
      delayMs: 3000,
    });
  });

  it('honours Retry-After as an HTTP date', () => {
    const date = new Date(NOW + 4000).toUTCString();
    expect(decide({ kind: 'status', status: 503, retryAfter: date })).toMatchObject({
      retry: true,
      delayMs: 4000,
    });
  });

  it('stops at the attempt limit', () => {
    expect(decide({ kind: 'status', status: 500 }, 5)).toEqual({
      retry: false,
      reason: 'HTTP 500 after 5 attempts (the limit)',
    });
  });

  it('refuses a Retry-After longer than the remaining budget, saying so', () => {
    expect(decide({ kind: 'status', status: 429, retryAfter: '600' }, 1, { elapsedMs: 1000 })).toEqual({
      retry: false,
      reason: 'HTTP 429 asks to retry after 600s, beyond the remaining retry budget of 9s',
    });
  });

  it('stops when the budget is spent', () => {
    expect(decide({ kind: 'network' }, 2, { elapsedMs: 9990 })).toEqual({
      retry: false,
      reason: 'network error: retry budget of 10s exhausted',
    });
  });

  describe("within the request's time limit (timeLeftMs)", () => {
    const within = (outcome: AttemptOutcome, timeLeftMs: number, attempt = 1, elapsedMs = 0) =>
      decideRetry({ outcome, attempt, elapsedMs, nowMs: NOW, random: 0.5, policy, timeLeftMs });

    it.each([
      // outcome, time left, decision
      ['a backoff that ends before it', { kind: 'network' } as const, 56, { retry: true, delayMs: 55 }],
      ['a backoff that ends at it', { kind: 'network' } as const, 55, { retry: false, timeLimited: true }],
      [
        'a Retry-After beyond it',
        { kind: 'status', status: 429, retryAfter: '60' } as const,
        5000,
        {
          retry: false,
          timeLimited: true,
          reason: "a retry in 60000ms would start after the request's time limit",
        },
      ],
      [
        'a Retry-After within it',
        { kind: 'status', status: 503, retryAfter: '1' } as const,
        1001,
        { retry: true, delayMs: 1000 },
      ],
      [
        'no time left',
        { kind: 'network', code: 'TIMEOUT' } as const,
        0,
        { retry: false, timeLimited: true, reason: "the request's time limit was reached" },
      ],
      [
        'time gone past it',
        { kind: 'status', status: 500 } as const,
        -20,
        { retry: false, timeLimited: true },
      ],
    ])('%s', (_what, outcome, timeLeftMs, decision) => {
      expect(within(outcome, timeLeftMs)).toMatchObject(decision);
    });

    it('says nothing of the time limit for what is never retried, or at the attempt limit: those give up', () => {
      expect(within({ kind: 'status', status: 404 }, 0)).toEqual({
        retry: false,
        reason: 'HTTP 404 is not retryable',
      });
      expect(within({ kind: 'status', status: 500 }, 0, 5)).toEqual({
        retry: false,
        reason: 'HTTP 500 after 5 attempts (the limit)',
      });
    });

    it('comes before the budget: a Retry-After beyond both ends the request at its time limit, not as given up', () => {
      expect(within({ kind: 'status', status: 429, retryAfter: '600' }, 2000, 1, 1000)).toEqual({
        retry: false,
        timeLimited: true,
        reason: "a retry in 600000ms would start after the request's time limit",
      });
    });
  });

  it('has sane defaults', () => {
    expect(DEFAULT_RETRY_POLICY.maxAttempts).toBeGreaterThan(1);
    expect(DEFAULT_RETRY_POLICY.budgetMs).toBeGreaterThan(DEFAULT_RETRY_POLICY.maxDelayMs);
  });
});

describe('parseRetryAfter', () => {
  it.each([
    ['0', 0],
    ['12', 12_000],
    [' 5 ', 5000],
    ['soon', undefined],
    ['-1', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected);
  });
  it('a date in the past means now', () => {
    expect(parseRetryAfter(new Date(NOW - 10_000).toUTCString(), NOW)).toBe(0);
  });
});
