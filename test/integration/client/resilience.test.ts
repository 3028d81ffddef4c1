/** The client against the emulator when it misbehaves: rate limits, pacing, and every fault kind. */
import { afterEach, describe, expect, it } from 'vitest';
import { FAULT_KINDS } from '../../../src/emulator/index.js';
import { shown } from '../../helpers/platform-contract.js';
import { fakeTime, startClientHarness, type ClientHarness } from './harness.js';

let h: ClientHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('rate limits', () => {
  it('honours Retry-After on a 429: waits that long, then succeeds', async () => {
    h = await startClientHarness({ apiKeys: [{ key: 'sk_rate_limited_key_3', rateLimit: 3 }] });
    const time = fakeTime(h.emulator); // sleeping moves the emulator clock too
    const client = h.client({ now: time.now, sleep: time.sleep });
    for (let i = 0; i < 3; i++) await client.auth.ping();
    h.emulator.advanceClock(20);
    await client.auth.ping();
    const log = h.emulator.requestLog();
    expect(log.map((e) => e.status)).toEqual([200, 200, 200, 429, 200]);
    // Retry-After was 40 s (the oldest request leaves the 60 s window 40 s later).
    expect(time.sleeps).toEqual([40_000]);
  });

  it('paces itself after auth.status: 12 requests at rate limit 5 meet zero 429s', async () => {
    h = await startClientHarness({ apiKeys: [{ key: 'sk_paced_key_rate_5', rateLimit: 5 }] });
    const time = fakeTime(h.emulator);
    const client = h.client({ now: time.now, sleep: time.sleep });
    expect((await client.auth.status()).rate_limit).toBe(5);
    for (let i = 0; i < 12; i++) await client.auth.ping();
    const log = h.emulator.requestLog();
    expect(log).toHaveLength(13);
    expect(log.filter((e) => e.status === 429)).toEqual([]);
    expect(time.sleeps.length).toBeGreaterThan(0);
    expect(time.sleeps.every((ms) => ms >= 1)).toBe(true);
    expect(client.transport.stats.rateLimited).toBe(0);
  });
});

/**
 * The client's per-attempt timeout in the stall case. It is wall-clock and bounds every attempt of
 * the client, the healthy ones too: a healthy answer of the in-process emulator has taken up to
 * ~140 ms on a loaded machine (its first answer of a route compiles the contract validator), which
 * a timeout of 100 ms turned into an extra timed-out attempt and retry, 1 run in 10-20. The other
 * kinds need no timeout at all and keep the default.
 */
const STALL_TIMEOUT_MS = 1_000;

describe('retries across injected faults', () => {
  it.each(FAULT_KINDS)(
    'a brand create survives a %s fault: same key on every attempt, one brand',
    async (kind) => {
      // A stalled answer is held until the emulator closes: only the client's timeout ends it.
      h = await startClientHarness({ stallMs: 600_000 });
      const client = h.client(kind === 'stall' ? { timeoutMs: STALL_TIMEOUT_MS } : {});
      await h.failNext({ method: 'POST', path_pattern: '/v1/brands', status: kind, count: 2 });
      const brand = await client.brands.create({ name: `After ${kind}`, slug: 'after-fault' });
      expect(brand).toMatchObject({
        name: `After ${kind}`,
        slug: 'after-fault',
        ...shown({ object: 'brand' }),
      });
      expect(client.transport.stats.retries).toBe(2);
      const attempts = h.emulator.requestLog().filter((e) => e.method === 'POST');
      expect(attempts).toHaveLength(3);
      expect(attempts.map((e) => e.fault)).toEqual([`fail_next:${kind}`, `fail_next:${kind}`, null]);
      const keys = new Set(attempts.map((e) => e.idempotency_key));
      expect(keys.size).toBe(1);
      expect([...keys][0]).toMatch(/^ss1\.[0-9a-f]{40}\.[0-9a-f]{32}$/);
      // Faults where the handler ran (drop_after, stall) make the last attempt a replay.
      expect(attempts[2]!.replayed).toBe(kind === 'drop_after' || kind === 'stall');
      if (kind === 'stall') {
        // The stalled attempts ended at the client's timeout, not by the emulator.
        const timedOut = `no complete answer within ${STALL_TIMEOUT_MS}ms`;
        expect(h.recorder.entries.map((e) => e.error)).toEqual([timedOut, timedOut, undefined]);
      }
      // The live state, read by a client of its own (default timeout): one brand.
      const brands = await h.client().brands.list();
      expect(brands.filter((b) => b.slug === 'after-fault').map((b) => b.id)).toEqual([brand.id]);
    },
  );
});
