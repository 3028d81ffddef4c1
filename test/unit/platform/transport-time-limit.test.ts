/**
 * A request's own time limit (`PlatformRequest.timeLimitMs`, what a publish wait gives its polls):
 * no attempt outlives it, no retry or pacing wait is started that would end after it, and the
 * request then fails with TimeLimitError, which does not give up on the platform: the next request
 * is sent. Over a real socket (a stub server); the clock is a fake one moved by the sleeps, except
 * for the hang, whose attempt is cut by a real timer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTransport, type TransportOptions } from '../../../src/platform/transport.js';
import { PlatformError, TimeLimitError } from '../../../src/platform/errors.js';
import { createRequestRecorder } from '../../../src/platform/request-log.js';
import { fail, ok, startStub, type StubHandler } from '../../helpers/http-stub.js';

let stub: Awaited<ReturnType<typeof startStub>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

/** A transport whose clock moves only by its sleeps (unless `now` is given). */
function transport(url: string, extra: Partial<TransportOptions> = {}) {
  let t = 1_000_000;
  const sleeps: number[] = [];
  const recorder = createRequestRecorder();
  const transport = createTransport({
    baseUrl: url,
    apiKey: 'sk_test_time_limit_0123456789',
    onRequest: recorder.hook,
    now: () => t,
    sleep: async (ms) => {
      sleeps.push(ms);
      t += ms;
    },
    random: () => 0.5,
    ...extra,
  });
  return { t: transport, sleeps, log: recorder.entries };
}

const GET = { method: 'GET', path: '/v1/sites/site_1/publish-requests/sprq_1' } as const;
/** Never answers (the stub closes the connection when it stops). */
const hang: StubHandler = () => undefined;

describe('a request with a time limit', () => {
  it('answered 503 every time: retries on backoff until the next would start after the limit, then TimeLimitError', async () => {
    stub = await startStub([fail(503, 'SERVICE_UNAVAILABLE', 'down', { 'retry-after': '0' })]);
    const { t, sleeps } = transport(stub.url);
    const err = await t.request({ ...GET, timeLimitMs: 1000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeLimitError);
    // Backoff (base 250 ms, jitter 0.55): 138, 275, 550 → at 963 ms; the next, 1100 ms, would end past 1000.
    expect(sleeps).toEqual([138, 275, 550]);
    expect(stub.requests).toHaveLength(4);
    expect((err as TimeLimitError).attempts).toBe(4);
    expect((err as Error).message).toBe(
      `GET ${GET.path} → 503 SERVICE_UNAVAILABLE: down (4 attempts; a retry in 1100ms would start after the request's time limit)`,
    );
    expect((err as TimeLimitError).cause).toBeInstanceOf(PlatformError);
  });

  it('answered 429 with Retry-After: 60: no retry is started; the platform is not given up on (the next request is sent)', async () => {
    stub = await startStub([
      fail(429, 'RATE_LIMITED', 'slow down', { 'retry-after': '60' }),
      ok({ id: 'sprq_1' }),
    ]);
    const { t, sleeps } = transport(stub.url);
    const err = await t.request({ ...GET, timeLimitMs: 5000 }).catch((e: unknown) => e);
    expect((err as Error).message).toBe(
      `GET ${GET.path} → 429 RATE_LIMITED: slow down (1 attempt; a retry in 60000ms would start after the request's time limit)`,
    );
    expect(sleeps).toEqual([]);
    expect(await t.request(GET)).toEqual({ id: 'sprq_1' });
  });

  it('without a time limit, the same 429 is waited out as before', async () => {
    stub = await startStub([
      fail(429, 'RATE_LIMITED', 'slow down', { 'retry-after': '60' }),
      ok({ id: 'sprq_1' }),
    ]);
    const { t, sleeps } = transport(stub.url);
    expect(await t.request(GET)).toEqual({ id: 'sprq_1' });
    expect(sleeps).toEqual([60_000]);
  });

  it('that hangs: the attempt is cut at the limit (real time), not at the 30 s timeout', async () => {
    stub = await startStub([hang, ok({ id: 'sprq_1' })]);
    const { t, log } = transport(stub.url, { now: Date.now, sleep: undefined });
    const started = Date.now();
    const err = await t.request({ ...GET, timeLimitMs: 300 }).catch((e: unknown) => e);
    const took = Date.now() - started;
    expect(err).toBeInstanceOf(TimeLimitError);
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(1500);
    expect((err as Error).message).toMatch(
      /^GET \/v1\/sites\/site_1\/publish-requests\/sprq_1: no complete answer within (29\d|300)ms \(1 attempt; the request's time limit was reached\)$/,
    );
    expect(log).toHaveLength(1);
    expect(await t.request(GET)).toEqual({ id: 'sprq_1' });
  });

  it('held back by the rate limit past its limit: not sent at all, and takes no slot of the pacer', async () => {
    stub = await startStub([ok({ id: 'sprq_1' })]);
    const { t, sleeps } = transport(stub.url);
    t.setRateLimit(1);
    expect(await t.request(GET)).toEqual({ id: 'sprq_1' });
    const err = await t.request({ ...GET, timeLimitMs: 10_000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeLimitError);
    expect((err as Error).message).toBe(
      `GET ${GET.path}: not sent: the rate limit allows no request before the request's time limit`,
    );
    expect((err as TimeLimitError).attempts).toBe(0);
    expect(sleeps).toEqual([]);
    expect(stub.requests).toHaveLength(1);
    // A limit beyond the next slot (61 s after the first request) waits for it.
    expect(await t.request({ ...GET, timeLimitMs: 62_000 })).toEqual({ id: 'sprq_1' });
    expect(sleeps).toEqual([61_000]);
  });
});
