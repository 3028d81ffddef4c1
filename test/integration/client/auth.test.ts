/** The client's auth routes against the emulator: ping, status, events, device login. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shown, testShape } from '../../helpers/platform-contract.js';
import { FIXED_NOW, startClientHarness, type ClientHarness } from './harness.js';

/** The minimal shape leaves out every optional field (scopes, name, resources, …). */
const minimal = testShape() === 'minimal';

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
    // The contract shows no ping body: only the strict and noisy shapes carry the emulator's.
    expect(await h.client().auth.ping()).toMatchObject(
      shown({ object: 'ping', ok: true, server_time: FIXED_NOW.toISOString() }),
    );
  });

  it('status reports the credential, its scopes and rate limit, never the key', async () => {
    const status = await h.client().auth.status();
    expect(status).toMatchObject({ rate_limit: 90, ...shown({ object: 'developer_auth_status' }) });
    expect(status.scopes).toEqual(minimal ? undefined : ['sites:read', 'products:read', 'webhooks:read']);
    expect(JSON.stringify(status)).not.toContain('sk_auth_contract_key_1');
  });

  it('events lists the route groups with their scopes', async () => {
    const events = await h.client().auth.events();
    expect(events).toMatchObject({ environment: 'emulator', ...shown({ object: 'event_catalog' }) });
    if (minimal) return expect(events.resources).toBeUndefined(); // optional in the contract
    const products = events.resources?.find((r) => r.name === 'products');
    expect(products?.scopes).toEqual(expect.arrayContaining(['products:read', 'products:write']));
    expect(products!.route_count).toBeGreaterThan(0);
  });

  it('device login: pending, then approved through the admin route with a key issued once, no wider than the configured keys', async () => {
    const anonymous = h.client({ apiKey: undefined });
    const auth = await anonymous.auth.deviceCode('contract test');
    expect(auth).toMatchObject({ interval: 5, ...shown({ object: 'device_authorization' }) });
    expect(auth.verification_uri_complete).toContain(auth.user_code);
    expect((await anonymous.auth.deviceToken(auth.device_code)).status).toBe('authorization_pending');

    const approved = await h.admin('POST', '/device/approve', { user_code: auth.user_code });
    expect(approved).toEqual({ status: 200, data: { user_code: auth.user_code, status: 'approved' } });
    const token = await anonymous.auth.deviceToken(auth.device_code);
    expect(token.status).toBe('approved');
    expect(token.raw_key).toEqual(expect.any(String));

    const status = await h.client({ apiKey: token.raw_key }).auth.status();
    expect(status.name).toBe(minimal ? undefined : 'device login: contract test');
    // The emulator was configured with one key of three scopes: a device login gets no more.
    expect([...(status.scopes ?? [])].sort()).toEqual(
      minimal ? [] : ['products:read', 'sites:read', 'webhooks:read'],
    );
    // The device routes never send the bearer token.
    const tokenCalls = h.emulator.requestLog().filter((e) => e.path.startsWith('/v1/auth/device/'));
    expect(tokenCalls.every((e) => e.credential_id === null)).toBe(true);
  });
});
