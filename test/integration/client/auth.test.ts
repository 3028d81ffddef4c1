/** The client's auth routes against the emulator: ping, status, events, device login. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, startClientHarness, type ClientHarness } from './harness.js';

let h: ClientHarness;
beforeAll(async () => {
  h = await startClientHarness({
    apiKeys: [
      {
        key: 'sk_auth_contract_key_1',
        scopes: ['sites:read', 'products:read', 'webhooks:read'],
        rateLimit: 90,
      },
    ],
  });
});
afterAll(() => h.close());

describe('auth routes', () => {
  it('ping answers with the emulator time', async () => {
    expect(await h.client().auth.ping()).toEqual({
      object: 'ping',
      ok: true,
      server_time: FIXED_NOW.toISOString(),
    });
  });

  it('status reports the credential, its scopes and rate limit, never the key', async () => {
    const status = await h.client().auth.status();
    expect(status).toMatchObject({ object: 'developer_auth_status', rate_limit: 90 });
    expect(status.scopes).toEqual(['sites:read', 'products:read', 'webhooks:read']);
    expect(JSON.stringify(status)).not.toContain('sk_auth_contract_key_1');
  });

  it('events lists the route groups with their scopes', async () => {
    const events = await h.client().auth.events();
    expect(events.object).toBe('event_catalog');
    const products = events.resources?.find((r) => r.name === 'products');
    expect(products?.scopes).toEqual(expect.arrayContaining(['products:read', 'products:write']));
    expect(products!.route_count).toBeGreaterThan(0);
  });

  it('device login: pending, then approved through the admin route with a key issued once, no wider than the configured keys', async () => {
    const anonymous = h.client({ apiKey: undefined });
    const auth = await anonymous.auth.deviceCode('contract test');
    expect(auth).toMatchObject({ object: 'device_authorization', interval: 5 });
    expect(auth.verification_uri_complete).toContain(auth.user_code);
    expect((await anonymous.auth.deviceToken(auth.device_code)).status).toBe('authorization_pending');

    const approved = await h.admin('POST', '/device/approve', { user_code: auth.user_code });
    expect(approved).toEqual({ status: 200, data: { user_code: auth.user_code, status: 'approved' } });
    const token = await anonymous.auth.deviceToken(auth.device_code);
    expect(token.status).toBe('approved');
    expect(token.raw_key).toEqual(expect.any(String));

    const status = await h.client({ apiKey: token.raw_key }).auth.status();
    expect(status.name).toBe('device login: contract test');
    // The emulator was configured with one key of three scopes: a device login gets no more.
    expect([...(status.scopes ?? [])].sort()).toEqual(['products:read', 'sites:read', 'webhooks:read']);
    // The device routes never send the bearer token.
    const tokenCalls = h.emulator.requestLog().filter((e) => e.path.startsWith('/v1/auth/device/'));
    expect(tokenCalls.every((e) => e.credential_id === null)).toBe(true);
  });
});
