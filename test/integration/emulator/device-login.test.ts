import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { call, formTokenOf, start } from './harness.js';

describe('emulator device login', () => {
  let emu: RunningEmulator;
  beforeEach(async () => {
    emu = await start();
  });
  afterEach(() => emu.close());

  const poll = (deviceCode: string) =>
    call(emu, 'POST', '/v1/auth/device/token', { key: null, body: { device_code: deviceCode } });
  const admin = (path: string, body: unknown) =>
    fetch(`${emu.url}/__emulator${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('goes pending → slow_down → approved (raw_key once) → expired, and the new key works', async () => {
    const code = await call(emu, 'POST', '/v1/auth/device/code', {
      key: null,
      body: { client_name: 'sitesync cli' },
    });
    expect(code.status).toBe(200);
    const auth = code.json.data;
    expect(auth).toMatchObject({
      object: 'device_authorization',
      expires_in: 600,
      interval: 5,
      verification_uri: `${emu.url}/device`,
    });
    expect(auth.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(auth.verification_uri_complete).toBe(`${emu.url}/device?user_code=${auth.user_code}`);

    expect((await poll(auth.device_code)).json.data).toMatchObject({
      status: 'authorization_pending',
      interval: 5,
    });
    expect((await poll(auth.device_code)).json.data).toMatchObject({ status: 'slow_down', interval: 10 });

    const approved = await admin('/device/approve', { user_code: auth.user_code.toLowerCase() });
    expect(approved.status).toBe(200);
    emu.advanceClock(10);
    const granted = await poll(auth.device_code);
    expect(granted.json.data).toMatchObject({
      object: 'device_authorization_token',
      status: 'approved',
      interval: 10,
    });
    const rawKey: string = granted.json.data.raw_key;
    expect(rawKey).toMatch(/^sk_emu_[0-9A-Za-z]{32}$/);
    expect((await poll(auth.device_code)).json.data).toMatchObject({
      status: 'expired',
      error: 'expired_token',
    });
    expect((await poll(auth.device_code)).json.data.raw_key).toBeUndefined();

    const status = await call(emu, 'GET', '/v1/auth/status', { key: rawKey });
    expect(status.status).toBe(200);
    expect(status.json.data.name).toBe('device login: sitesync cli');
    expect(status.json.data.scopes).toContain('site_publish:write');
  });

  it('reports denied, and expired once expires_in has passed', async () => {
    const denied = (await call(emu, 'POST', '/v1/auth/device/code', { key: null })).json.data;
    await admin('/device/deny', { user_code: denied.user_code });
    expect((await poll(denied.device_code)).json.data).toMatchObject({
      status: 'denied',
      error: 'access_denied',
    });

    const late = (await call(emu, 'POST', '/v1/auth/device/code', { key: null })).json.data;
    emu.advanceClock(600);
    expect((await poll(late.device_code)).json.data.status).toBe('expired');
    const tooLate = await admin('/device/approve', { user_code: late.user_code });
    expect(tooLate.status).toBe(404);
  });

  it('answers 404 for an unknown device_code and 422 without one', async () => {
    const unknown = await poll('no-such-device-code');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('unknown device_code');
    const missing = await call(emu, 'POST', '/v1/auth/device/token', { key: null, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.json.error.details.errors[0].field).toBe('/device_code');
  });

  it('serves an HTML approval page whose form approves the login', async () => {
    const auth = (await call(emu, 'POST', '/v1/auth/device/code', { key: null })).json.data;
    const page = await fetch(auth.verification_uri_complete);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/device">');
    expect(html).toContain(`value="${auth.user_code}"`);
    expect(html).toContain('value="approve">Approve</button>');
    expect(html).toContain('value="deny">Deny</button>');
    expect(html).toContain('a new API key that has every scope');
    const formToken = formTokenOf(html);

    const posted = await fetch(`${emu.url}/device`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        user_code: auth.user_code,
        action: 'approve',
        form_token: formToken,
      }).toString(),
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain(`Device login ${auth.user_code} approved.`);
    expect((await poll(auth.device_code)).json.data.status).toBe('approved');

    const wrong = await fetch(`${emu.url}/device`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `user_code=ZZZZ-ZZZZ&action=approve&form_token=${formToken}`,
    });
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain('no pending device login with user code ZZZZ-ZZZZ');
  });
});
