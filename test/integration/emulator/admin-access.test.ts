/**
 * The emulator as a server others can reach: a web page the developer visits (another origin,
 * DNS rebinding), a machine on the network (--host 0.0.0.0), a hostile body. Admin and device
 * routes are same-origin JSON only, need the admin token beyond loopback; the data file is 0600
 * and written in the background; absurd nesting is a 400.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmulatorOptions, RunningEmulator } from '../../../src/emulator/index.js';
import { call, formTokenOf, newKey, start } from './harness.js';

/** One request with exactly these headers (fetch cannot set Host). */
function send(
  url: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { method: options.method ?? 'GET', headers: options.headers ?? {} },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** What `fetch(url, {method: 'POST', mode: 'no-cors', body: '{}'})` on evil.example sends. */
const noCorsPost = (url: string, path: string) =>
  send(url, path, {
    method: 'POST',
    headers: {
      origin: 'http://evil.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'text/plain;charset=UTF-8',
    },
    body: '{}',
  });

const errorOf = (text: string) =>
  (JSON.parse(text) as { error: { error_code: string; message: string } }).error;

let dir: string;
let emu: RunningEmulator | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sitesync-admin-access-'));
});
afterEach(async () => {
  await emu?.close();
  emu = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function started(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  emu = await start(options);
  return emu;
}

async function brands(e: RunningEmulator): Promise<string[]> {
  const list = await call(e, 'GET', '/v1/brands');
  return (list.json.data.items as { slug: string }[]).map((b) => b.slug);
}

describe('a web page on another origin', () => {
  it('cannot reset the state: text/plain from another origin is refused, the state and the data file stay', async () => {
    const dataFile = join(dir, 'state.json');
    const e = await started({ dataFile });
    await call(e, 'POST', '/v1/brands', { idem: newKey(), body: { name: 'Acme', slug: 'acme' } });
    await e.flushData();
    const fileBefore = readFileSync(dataFile, 'utf8');

    const crossOrigin = await noCorsPost(e.url, '/__emulator/reset');
    expect(crossOrigin.status).toBe(403);
    expect(errorOf(crossOrigin.text)).toMatchObject({
      error_code: 'CROSS_ORIGIN',
      message: `cross-origin request refused: Origin "http://evil.example" is not ${e.url}`,
    });
    // Without the Origin header (an old browser, a form): the content type alone refuses it.
    const plain = await send(e.url, '/__emulator/reset', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(plain.status).toBe(415);
    expect(errorOf(plain.text).message).toBe(
      'admin routes that change something take Content-Type: application/json (got "text/plain")',
    );
    const fetchSite = await send(e.url, '/__emulator/reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
      body: '{}',
    });
    expect(fetchSite.status).toBe(403);

    expect(await brands(e)).toEqual(['acme']);
    await e.flushData();
    expect(readFileSync(dataFile, 'utf8')).toBe(fileBefore);

    // The emulator's own clients (JSON, same origin or none) still can.
    const own = await send(e.url, '/__emulator/reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: e.url },
    });
    expect(own.status).toBe(200);
    expect(await brands(e)).toEqual([]);
  });

  it('cannot read the state through DNS rebinding: a Host that is not loopback is refused', async () => {
    const e = await started();
    const port = new URL(e.url).port;
    const rebound = await send(e.url, '/__emulator/state', { headers: { host: `evil.example:${port}` } });
    expect(rebound.status).toBe(403);
    expect(errorOf(rebound.text)).toMatchObject({
      error_code: 'FORBIDDEN_HOST',
      message: `admin and device routes answer only to a loopback host name (got Host: "evil.example:${port}")`,
    });
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      expect((await send(e.url, '/__emulator/health', { headers: { host } })).status).toBe(200);
    }
  });

  it('cannot approve a device login: a foreign Origin, or a post without the page’s form token, leaves it pending', async () => {
    const e = await started();
    const auth = (await call(e, 'POST', '/v1/auth/device/code', { key: null })).json.data;
    const form = (token?: string) =>
      new URLSearchParams({
        user_code: auth.user_code,
        action: 'approve',
        ...(token && { form_token: token }),
      }).toString();
    const cross = await send(e.url, '/device', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: form(),
    });
    expect(cross.status).toBe(403);
    const noToken = await send(e.url, '/device', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form(),
    });
    expect(noToken.status).toBe(403);
    expect(noToken.text).toContain('the form was not sent from this emulator’s device page');
    const poll = await call(e, 'POST', '/v1/auth/device/token', {
      key: null,
      body: { device_code: auth.device_code },
    });
    expect(poll.json.data.status).toBe('authorization_pending');

    const page = await (await fetch(auth.verification_uri_complete)).text();
    const same = await send(e.url, '/device', {
      method: 'POST',
      headers: { origin: e.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: form(formTokenOf(page)),
    });
    expect(same.status).toBe(200);
  });
});

describe('a guarded route spelled another way', () => {
  // The router decodes each segment and drops a trailing slash; the guard must see the same path.
  const resets = [
    '/%5F_emulator/reset',
    '/%5f%5femulator/reset',
    '/__emulator/reset/',
    '/__emulator/%72eset',
  ];

  it.each(resets)('POST %s from another origin is refused and the state stays', async (path) => {
    const e = await started();
    await call(e, 'POST', '/v1/brands', { idem: newKey(), body: { name: 'Acme', slug: 'acme' } });
    const res = await noCorsPost(e.url, path);
    expect(res.status).toBe(403);
    expect(errorOf(res.text).error_code).toBe('CROSS_ORIGIN');
    expect(await brands(e)).toEqual(['acme']);
    // Spelled that way by the emulator's own client, it is the reset route all the same.
    const own = await send(e.url, path, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(own.status).toBe(200);
    expect(await brands(e)).toEqual([]);
  });

  it.each(['/device/', '/%64evice', '/%5F_emulator/state'])(
    'GET %s through DNS rebinding is refused: no form token, no state',
    async (path) => {
      const e = await started();
      const port = new URL(e.url).port;
      const res = await send(e.url, path, { headers: { host: `evil.example:${port}` } });
      expect(res.status).toBe(403);
      expect(errorOf(res.text).error_code).toBe('FORBIDDEN_HOST');
      expect(res.text).not.toContain('form_token');
    },
  );

  it('beyond loopback, an encoded admin path needs the admin token too', async () => {
    const e = await started({ host: '0.0.0.0' });
    const auth = (await call(e, 'POST', '/v1/auth/device/code', { key: null })).json.data;
    const state = await send(e.url, '/%5F_emulator/state');
    expect(state.status).toBe(401);
    expect(errorOf(state.text).error_code).toBe('ADMIN_TOKEN_REQUIRED');
    const approve = await send(e.url, '/%5F_emulator/device/approve/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_code: auth.user_code }),
    });
    expect(approve.status).toBe(401);
    const poll = await call(e, 'POST', '/v1/auth/device/token', {
      key: null,
      body: { device_code: auth.device_code },
    });
    expect(poll.json.data.status).toBe('authorization_pending');
  });
});

describe('listening beyond loopback', () => {
  it('generates an admin token that admin routes and device approvals require', async () => {
    const e = await started({ host: '0.0.0.0' });
    expect(e.loopbackOnly).toBe(false);
    expect(e.listening.address).toBe('0.0.0.0');
    expect(e.adminToken).toMatch(/^emu_admin_[0-9A-Za-z]{32}$/);
    expect(e.url).toBe(`http://127.0.0.1:${e.listening.port}`);

    const without = await send(e.url, '/__emulator/requests');
    expect(without.status).toBe(401);
    expect(errorOf(without.text).error_code).toBe('ADMIN_TOKEN_REQUIRED');
    const wrong = await send(e.url, '/__emulator/requests', {
      headers: { 'x-emulator-token': 'emu_admin_guess' },
    });
    expect(wrong.status).toBe(401);
    const withToken = await send(e.url, '/__emulator/requests', {
      headers: { 'x-emulator-token': e.adminToken! },
    });
    expect(withToken.status).toBe(200);
    // From another machine the Host is not a loopback name: still served, with the token.
    const lan = await send(e.url, '/__emulator/health', {
      headers: { host: `192.0.2.10:${e.listening.port}`, 'x-emulator-token': e.adminToken! },
    });
    expect(lan.status).toBe(200);

    const auth = (await call(e, 'POST', '/v1/auth/device/code', { key: null })).json.data;
    const approveByRoute = await send(e.url, '/__emulator/device/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_code: auth.user_code }),
    });
    expect(approveByRoute.status).toBe(401);
    const page = await (await fetch(auth.verification_uri_complete)).text();
    expect(page).toContain('name="admin_token" type="password"');
    const body = (admin?: string) =>
      new URLSearchParams({
        user_code: auth.user_code,
        action: 'approve',
        form_token: formTokenOf(page),
        ...(admin !== undefined && { admin_token: admin }),
      }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const noAdmin = await send(e.url, '/device', { method: 'POST', headers, body: body() });
    expect(noAdmin.status).toBe(401);
    expect(noAdmin.text).toContain('the admin token is missing or wrong');
    const approved = await send(e.url, '/device', { method: 'POST', headers, body: body(e.adminToken!) });
    expect(approved.status).toBe(200);
    expect(approved.text).toContain(`Device login ${auth.user_code} approved.`);
  });

  it('on loopback no token is needed unless one is given', async () => {
    const open = await started();
    expect(open.adminToken).toBeUndefined();
    expect((await send(open.url, '/__emulator/health')).status).toBe(200);
    await open.close();
    const closed = await started({ adminToken: 'emu_admin_chosen_token_000000001' });
    expect((await send(closed.url, '/__emulator/health')).status).toBe(401);
    expect(
      (
        await send(closed.url, '/__emulator/health', {
          headers: { 'x-emulator-token': 'emu_admin_chosen_token_000000001' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('device logins and the configured keys', () => {
  it('a device login gets the configured keys’ scopes, not every scope, and the page says so', async () => {
    const e = await started({
      apiKeys: [
        { key: 'sk_scoped_key_000000000000001', scopes: ['products:read', 'sites:read'] },
        { key: 'sk_scoped_key_000000000000002', scopes: ['brands:read'] },
      ],
    });
    const auth = (await call(e, 'POST', '/v1/auth/device/code', { key: null })).json.data;
    const page = await (await fetch(auth.verification_uri_complete)).text();
    expect(page).toContain(
      'a new API key with the scopes of the configured keys: products:read, sites:read, brands:read',
    );
    const approved = await send(e.url, '/device', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        user_code: auth.user_code,
        action: 'approve',
        form_token: formTokenOf(page),
      }).toString(),
    });
    expect(approved.status).toBe(200);
    e.advanceClock(10);
    const token = await call(e, 'POST', '/v1/auth/device/token', {
      key: null,
      body: { device_code: auth.device_code },
    });
    const status = await call(e, 'GET', '/v1/auth/status', { key: token.json.data.raw_key });
    expect([...status.json.data.scopes].sort()).toEqual(['brands:read', 'products:read', 'sites:read']);
    const write = await call(e, 'POST', '/v1/brands', {
      key: token.json.data.raw_key,
      idem: newKey(),
      body: { name: 'Nope' },
    });
    expect(write.status).toBe(403);
  });
});

describe('hostile bodies and the data file', () => {
  it('JSON nested 10,000 deep is a 400 naming the limit, on API and admin routes alike', async () => {
    const e = await started();
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const api = await call(e, 'POST', '/v1/brands', { idem: newKey(), body: `{"name": ${deep}}` });
    expect(api.status).toBe(400);
    expect(api.json.error).toMatchObject({
      error_code: 'INVALID_REQUEST',
      message: 'request body nests objects and arrays deeper than 64 levels',
    });
    const admin = await send(e.url, '/__emulator/fail-next', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"path_pattern": ${deep}}`,
    });
    expect(admin.status).toBe(400);
    // Brackets inside strings do not count; 64 levels are fine.
    const ok = await call(e, 'POST', '/v1/brands', {
      idem: newKey(),
      body: { name: '['.repeat(5000), description: 'x' },
    });
    expect(ok.status).toBe(200);
    expect((await call(e, 'GET', '/v1/ping')).status).toBe(200);
  });

  it('a fail-next pattern made to backtrack does not wedge the server; an overlong one is a 400', async () => {
    const e = await started();
    const rule = await send(e.url, '/__emulator/fail-next', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path_pattern: `/v1/${'*a'.repeat(12)}!`, status: 500 }),
    });
    expect(rule.status).toBe(200);
    const probe = await call(e, 'GET', `/v1/${'a'.repeat(60)}`);
    expect(probe.status).toBe(404);
    expect((await send(e.url, '/__emulator/health')).status).toBe(200);

    const long = await send(e.url, '/__emulator/fail-next', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path_pattern: `/v1/${'x'.repeat(1100)}`, status: 500 }),
    });
    expect(long.status).toBe(400);
    expect(errorOf(long.text).message).toContain('path_pattern');
    expect(errorOf(long.text).message).toContain('at most 1024 characters');
  });

  it('the data file is 0600, also over an existing 0644 one, and written in the background, coalesced', async () => {
    const dataFile = join(dir, 'data', 'state.json');
    const first = await started({ dataFile });
    expect(statSync(dataFile).mode & 0o777).toBe(0o600);
    await first.close();
    chmodSync(dataFile, 0o644);

    // A state of some megabytes, so that each write costs something.
    const big = await started({ dataFile });
    for (let i = 0; i < 8; i++) {
      await call(big, 'POST', '/v1/brands', {
        idem: newKey(),
        body: { name: `Big ${i}`, slug: `big-${i}`, description: 'x'.repeat(500_000) },
      });
    }
    await big.flushData();
    const writesBefore = big.dataWrites();
    expect(statSync(dataFile).mode & 0o777).toBe(0o600);

    const posts = Array.from({ length: 20 }, (_, i) =>
      call(big, 'POST', '/v1/brands', { idem: newKey(), body: { name: `B${i}`, slug: `b-${i}` } }),
    );
    const ping = call(big, 'GET', '/v1/ping');
    const answers = await Promise.all([...posts, ping]);
    expect(answers.map((a) => a.status)).toEqual(Array(21).fill(200));
    await big.flushData();
    // 20 mutations, far fewer writes: they were coalesced, and none ran before its response.
    const writes = big.dataWrites() - writesBefore;
    expect(writes).toBeGreaterThanOrEqual(1);
    expect(writes).toBeLessThan(20);
    const onDisk = JSON.parse(readFileSync(dataFile, 'utf8')) as {
      slices: { catalog: { brands: unknown[] } };
    };
    expect(onDisk.slices.catalog.brands).toHaveLength(28);
    expect(statSync(dataFile).mode & 0o777).toBe(0o600);
  });
});
