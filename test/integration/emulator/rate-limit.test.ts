import { afterEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { call, start } from './harness.js';

describe('emulator rate limit', () => {
  let emu: RunningEmulator;
  afterEach(() => emu.close());

  it('answers 429 RATE_LIMITED with Retry-After once over the limit, and admits again after the window', async () => {
    emu = await start({ apiKeys: [{ key: 'sk_limited_key_00', rateLimit: 3 }] });
    for (let i = 0; i < 3; i++) expect((await call(emu, 'GET', '/v1/ping')).status).toBe(200);
    emu.advanceClock(20);
    const over = await call(emu, 'GET', '/v1/ping');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('40');
    expect(over.json.error.error_code).toBe('RATE_LIMITED');
    const status = await call(emu, 'GET', '/v1/auth/status');
    expect(status.status).toBe(429);
    emu.advanceClock(40);
    expect((await call(emu, 'GET', '/v1/auth/status')).json.data.rate_limit).toBe(3);
  });

  it('does not store a 429 for idempotency', async () => {
    emu = await start({ apiKeys: [{ key: 'sk_limited_key_00', rateLimit: 1 }] });
    await call(emu, 'GET', '/v1/ping');
    const key = 'rate-limit-test-key-1';
    expect((await call(emu, 'POST', '/v1/brands', { idem: key, body: { name: 'A' } })).status).toBe(429);
    emu.advanceClock(60);
    const ran = await call(emu, 'POST', '/v1/brands', { idem: key, body: { name: 'A' } });
    expect(ran.status).toBe(200);
    expect(ran.headers.get('idempotent-replayed')).toBeNull();
  });

  it('uses the default rate limit of the options for keys without one', async () => {
    emu = await start({ rateLimit: 2 });
    await call(emu, 'GET', '/v1/ping');
    await call(emu, 'GET', '/v1/ping');
    expect((await call(emu, 'GET', '/v1/ping')).status).toBe(429);
  });
});
