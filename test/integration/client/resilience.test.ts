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

describe('retries across injected faults', () => {
  it.each(FAULT_KINDS)(
    'a brand create survives a %s fault: same key on every attempt, one brand',
    async (kind) => {
      h = await startClientHarness({ stallMs: 300 });
      const client = h.client({ timeoutMs: 100 });
      await h.failNext({ method: 'POST', path_pattern: '/v1/brands', status: kind, count: 2 });
      const brand = await client.brands.create({ name: `After ${kind}`, slug: 'after-fault' });
      expect(brand).toMatchObject({
        name: `After ${kind}`,
        slug: 'after-fault',
        ...shown({ object: 'brand' }),
      });
      const attempts = h.emulator.requestLog().filter((e) => e.method === 'POST');
      expect(attempts).toHaveLength(3);
      expect(attempts.map((e) => e.fault)).toEqual([`fail_next:${kind}`, `fail_next:${kind}`, null]);
      const keys = new Set(attempts.map((e) => e.idempotency_key));
      expect(keys.size).toBe(1);
      expect([...keys][0]).toMatch(/^ss1\.[0-9a-f]{40}\.[0-9a-f]{32}$/);
      // Faults where the handler ran (drop_after, stall) make the last attempt a replay.
      expect(attempts[2]!.replayed).toBe(kind === 'drop_after' || kind === 'stall');
      const brands = await client.brands.list();
      expect(brands.filter((b) => b.slug === 'after-fault').map((b) => b.id)).toEqual([brand.id]);
      expect(client.transport.stats.retries).toBe(2);
    },
  );
});
