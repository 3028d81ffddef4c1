import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { call, start } from './harness.js';

describe('emulator admin routes', () => {
  let emu: RunningEmulator;
  beforeEach(async () => {
    emu = await start({ apiKeys: [{ key: 'sk_admin_test_key_01' }] });
  });
  afterEach(() => emu.close());

  const admin = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${emu.url}/__emulator${path}`, {
      method,
      headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, json: (await res.json()) as any };
  };

  it('logs every non-admin request with the fields of the contract', async () => {
    await call(emu, 'POST', '/v1/brands', { idem: 'admin-log-key-000001', body: { name: 'Acme' } });
    await admin('GET', '/health');
    const log = await admin('GET', '/requests');
    expect(log.status).toBe(200);
    expect(log.json.data.items).toHaveLength(1);
    const entry = log.json.data.items[0];
    expect(Object.keys(entry).sort()).toEqual(
      [
        'at',
        'credential_id',
        'duration_ms',
        'fault',
        'idempotency_key',
        'method',
        'path',
        'replayed',
        'request_bytes',
        'response_bytes',
        'route',
        'seq',
        'status',
      ].sort(),
    );
    expect(entry).toMatchObject({
      seq: 1,
      at: '2026-03-01T12:00:00.000Z',
      method: 'POST',
      path: '/v1/brands',
      route: '/v1/brands',
      status: 200,
      request_bytes: '{"name":"Acme"}'.length,
      idempotency_key: 'admin-log-key-000001',
      replayed: false,
      fault: null,
    });
    expect(entry.credential_id).toMatch(/^key_[0-9A-Za-z]{21}$/);
    expect(entry.response_bytes).toBeGreaterThan(0);
    expect(JSON.stringify(log.json)).not.toContain('sk_admin_test_key_01');

    await call(emu, 'GET', '/v1/ping');
    expect(
      (await admin('GET', '/requests?since=1')).json.data.items.map((e: { path: string }) => e.path),
    ).toEqual(['/v1/ping']);
    expect((await admin('DELETE', '/requests')).status).toBe(200);
    expect(emu.requestLog()).toEqual([]);
  });

  it('advances the clock', async () => {
    const moved = await admin('POST', '/clock/advance', { seconds: 90 });
    expect(moved.json.data.now).toBe('2026-03-01T12:01:30.000Z');
    expect((await call(emu, 'GET', '/v1/ping')).json.data.server_time).toBe('2026-03-01T12:01:30.000Z');
    const bad = await admin('POST', '/clock/advance', { seconds: -1 });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('seconds must be at least 0');
  });

  it('changes faults and latency at run time and validates them', async () => {
    const set = await admin('PUT', '/faults', { rate: 1, seed: 3, kinds: ['503'] });
    expect(set.json.data).toEqual({ object: 'emulator_faults', rate: 1, seed: 3, kinds: ['503'] });
    expect((await call(emu, 'GET', '/v1/ping')).status).toBe(503);
    expect((await admin('PUT', '/faults', { rate: 0 })).status).toBe(200);
    expect((await call(emu, 'GET', '/v1/ping')).status).toBe(200);
    const bad = await admin('PUT', '/faults', { rate: 0.5, kinds: ['explode'] });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe(
      'kinds must be a non-empty list of 500, 503, 429, drop_before, drop_after, stall',
    );
    expect((await admin('PUT', '/latency', { ms: 0 })).json.data).toEqual({
      object: 'emulator_latency',
      ms: 0,
    });
  });

  it('resets state but keeps keys', async () => {
    await call(emu, 'POST', '/v1/brands', { idem: true, body: { name: 'Acme' } });
    expect((await admin('POST', '/reset')).status).toBe(200);
    const list = await call(emu, 'GET', '/v1/brands');
    expect(list.status).toBe(200);
    expect(list.json.data.items).toEqual([]);
  });

  it('approves and rejects publish requests through the sites module', async () => {
    const files = {
      'site.json': {
        content: JSON.stringify({ name: 'Demo', default_language: 'en', supported_languages: ['en'] }),
        encoding: 'utf8',
      },
      'pages/home.json': {
        content: JSON.stringify({ name: 'Home', slug: 'home', template_file: 'templates/home.html' }),
        encoding: 'utf8',
      },
      'templates/home.html': { content: '<h1>Home</h1>', encoding: 'utf8' },
    };
    const session = await call(emu, 'POST', '/v1/sites/development-sessions', {
      idem: true,
      body: { files, name: 'demo' },
    });
    expect(session.status).toBe(200);
    const { site_id: siteId, id: sessionId, source_revision: revision } = session.json.data;
    const request = await call(emu, 'POST', `/v1/sites/${siteId}/publish-requests`, {
      idem: true,
      body: { session_id: sessionId, source_revision: revision },
    });
    expect(request.json.data.status).toBe('pending');
    const approved = await admin('POST', `/publish-requests/${request.json.data.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.json.data.status).toBe('published');
    const status = await call(emu, 'GET', `/v1/sites/${siteId}/publish-status`);
    expect(status.json.data.current_version_number).toBe(1);
    const unknown = await admin('POST', '/publish-requests/sprq_000000000000000000000/reject', {
      reason: 'no',
    });
    expect(unknown.status).toBe(404);
  });

  it('lists the sites route groups in /v1/events', async () => {
    const names = (await call(emu, 'GET', '/v1/events')).json.data.resources.map(
      (r: { name: string }) => r.name,
    );
    expect(names).toEqual(
      expect.arrayContaining(['auth', 'customers', 'products', 'brands', 'categories', 'services', 'events']),
    );
    expect(names.length).toBeGreaterThan(7);
  });
});
