import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { call, newKey, start } from './harness.js';

describe('emulator idempotency', () => {
  let emu: RunningEmulator;
  beforeEach(async () => {
    emu = await start();
  });
  afterEach(() => emu.close());

  const productCount = async (): Promise<number> =>
    (await call(emu, 'GET', '/v1/products')).json.data.items.length;

  it('replays the stored response with Idempotent-Replayed: true and an identical body', async () => {
    const key = newKey();
    const first = await call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Mug', price: 12.5 } });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // Same body with keys in another order: same canonical JSON.
    const second = await call(emu, 'POST', '/v1/products', { idem: key, body: { price: 12.5, name: 'Mug' } });
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.text).toBe(first.text);
    expect(await productCount()).toBe(1);
  });

  it('answers 409 DEVELOPER_IDEMPOTENCY_CONFLICT when the key is reused with another body or path', async () => {
    const key = newKey();
    await call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Mug' } });
    const otherBody = await call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Cup' } });
    expect(otherBody.status).toBe(409);
    expect(otherBody.json.error.error_code).toBe('DEVELOPER_IDEMPOTENCY_CONFLICT');
    const otherPath = await call(emu, 'POST', '/v1/brands', { idem: key, body: { name: 'Mug' } });
    expect(otherPath.status).toBe(409);
    expect(await productCount()).toBe(1);
  });

  it('answers 400 for a missing or malformed key and stores nothing', async () => {
    const missing = await call(emu, 'POST', '/v1/products', { body: { name: 'Mug' } });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatchObject({
      error_code: 'IDEMPOTENCY_KEY_REQUIRED',
      message: 'this route requires an Idempotency-Key header',
    });
    for (const bad of ['short', 'x'.repeat(129), 'has spaces in it, sixteen+']) {
      const reply = await call(emu, 'POST', '/v1/products', { idem: bad, body: { name: 'Mug' } });
      expect(reply.status).toBe(400);
      expect(reply.json.error.error_code).toBe('INVALID_IDEMPOTENCY_KEY');
    }
    expect(await productCount()).toBe(0);
  });

  it('does not store a 401: the same key later runs the request', async () => {
    const key = newKey();
    const denied = await call(emu, 'POST', '/v1/products', {
      key: 'sk_unknown_key_123',
      idem: key,
      body: { name: 'Mug' },
    });
    expect(denied.status).toBe(401);
    const ran = await call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Mug' } });
    expect(ran.status).toBe(200);
    expect(ran.headers.get('idempotent-replayed')).toBeNull();
    expect(await productCount()).toBe(1);
  });

  it('stores a 422 and replays it as a 422', async () => {
    const key = newKey();
    const first = await call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Mug', price: 'x' } });
    expect(first.status).toBe(422);
    const again = await call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Mug', price: 'x' } });
    expect(again.status).toBe(422);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('forgets a key after 24 hours by the emulator clock', async () => {
    const key = newKey();
    await call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Mug' } });
    emu.advanceClock(24 * 3600 - 1);
    const within = await call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Mug' } });
    expect(within.headers.get('idempotent-replayed')).toBe('true');
    emu.advanceClock(1);
    const after = await call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Mug' } });
    expect(after.status).toBe(200);
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    expect(await productCount()).toBe(2);
  });

  it('scopes keys to the credential', async () => {
    await emu.close();
    emu = await start({ apiKeys: [{ key: 'sk_first_key_0000' }, { key: 'sk_second_key_000' }] });
    const key = newKey();
    await call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Mug' } });
    const other = await call(emu, 'POST', '/v1/products', {
      key: 'sk_second_key_000',
      idem: key,
      body: { name: 'Mug' },
    });
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await productCount()).toBe(2);
  });

  it('makes a concurrent retry wait for the first attempt and replay it', async () => {
    const key = newKey();
    const [a, b] = await Promise.all([
      call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Mug' } }),
      call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Mug' } }),
    ]);
    expect(a.json.data.id).toBe(b.json.data.id);
    expect(await productCount()).toBe(1);
  });
});
