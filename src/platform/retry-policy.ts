/**
 * The retry decision, pure. Given what one attempt ended with, say whether to try again and
 * after how long. Never retried: 400, 401, 403, 404, 409, 422 (and any other 4xx but 408/429).
 * Retried: network errors (connection refused/reset/dropped, timeouts), 408, 429 and 5xx, with
 * capped exponential backoff and full jitter, honouring Retry-After (seconds or an HTTP date),
 * as long as the attempt count, the time budget and the request's own time limit (if it has one)
 * allow. Not retried either: a DNS failure or a TLS failure (network-diagnosis.ts), which a few
 * seconds of waiting do not heal.
 */
import { isRetryableNetworkCode } from './network-diagnosis.js';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /**
   * Total time one logical request may take: attempts, retries and waits included (an attempt's
   * timeout is cut to what is left of it).
   */
  readonly budgetMs: number;
}

/** 90 s: one hostile or dead request ends a run well within two minutes. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 250,
  maxDelayMs: 20_000,
  budgetMs: 90_000,
};

export type AttemptOutcome =
  | { readonly kind: 'status'; readonly status: number; readonly retryAfter?: string | null }
  | { readonly kind: 'network'; readonly code?: string };

export interface RetryInput {
  readonly outcome: AttemptOutcome;
  /** 1 for the first attempt. */
  readonly attempt: number;
  /** Time spent so far on this logical request. */
  readonly elapsedMs: number;
  /** Now, for Retry-After dates. */
  readonly nowMs: number;
  /** A number in [0, 1) for jitter. */
  readonly random: number;
  readonly policy: RetryPolicy;
  /**
   * Time left before the request's own time limit (`PlatformRequest.timeLimitMs`), if it has one:
   * a retry that would start at or after it is not made.
   */
  readonly timeLeftMs?: number;
}

export type RetryDecision =
  | { readonly retry: true; readonly delayMs: number; readonly reason: string }
  | {
      readonly retry: false;
      readonly reason: string;
      /**
       * Not retried only because the retry would start after the request's time limit: the
       * caller's bound, not the platform given up on (later requests are still sent).
       */
      readonly timeLimited?: true;
    };

const NEVER = new Set([400, 401, 403, 404, 409, 422]);

export function isRetryableOutcome(outcome: AttemptOutcome): boolean {
  if (outcome.kind === 'network') return isRetryableNetworkCode(outcome.code);
  const s = outcome.status;
  if (NEVER.has(s)) return false;
  return s === 408 || s === 429 || s >= 500;
}

/** Retry-After in milliseconds, or undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[A-Za-z]/.test(text)) return undefined; // an HTTP date names its day and month
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

export function decideRetry(input: RetryInput): RetryDecision {
  const { outcome, attempt, elapsedMs, policy } = input;
  const what =
    outcome.kind === 'network'
      ? `network error${outcome.code ? ' ' + outcome.code : ''}`
      : `HTTP ${outcome.status}`;
  if (!isRetryableOutcome(outcome)) return { retry: false, reason: `${what} is not retryable` };
  if (attempt >= policy.maxAttempts) {
    return { retry: false, reason: `${what} after ${attempt} attempts (the limit)` };
  }
  const backoffCap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  // Full jitter, but never below a tenth of the cap, so retries do not hammer.
  let delayMs = Math.round(backoffCap * (0.1 + 0.9 * input.random));
  const retryAfterMs =
    outcome.kind === 'status' ? parseRetryAfter(outcome.retryAfter, input.nowMs) : undefined;
  if (retryAfterMs !== undefined) delayMs = Math.max(delayMs, retryAfterMs);
  // The caller's time limit first: within it, the request ends because of it, not because the
  // platform is given up on (a Retry-After beyond the budget too).
  if (input.timeLeftMs !== undefined && delayMs >= input.timeLeftMs) {
    return {
      retry: false,
      timeLimited: true,
      reason:
        input.timeLeftMs <= 0
          ? "the request's time limit was reached"
          : `a retry in ${delayMs}ms would start after the request's time limit`,
    };
  }
  const remaining = policy.budgetMs - elapsedMs;
  if (delayMs > remaining) {
    return {
      retry: false,
      reason:
        retryAfterMs !== undefined && retryAfterMs > remaining
          ? `${what} asks to retry after ${Math.ceil(retryAfterMs / 1000)}s, beyond the remaining retry budget of ${Math.max(0, Math.ceil(remaining / 1000))}s`
          : `${what}: retry budget of ${Math.round(policy.budgetMs / 1000)}s exhausted`,
    };
  }
  return { retry: true, delayMs, reason: `${what}, retry ${attempt} in ${delayMs}ms` };
}
