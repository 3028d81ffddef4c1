import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { call, start } from './harness.js';

describe('emulator HTTP core', () => {
  let emu: RunningEmulator;
  beforeAll(async () => {
    emu = await start({
      apiKeys: [{ key: 'sk_full_key_000000' }, { key: 'sk_read_only_00000', scopes: ['products:read'] }],
    });
  });
  afterAll(() => emu.close());

  it('wraps success in the envelope and answers Platform-Version', async () => {
    const reply = await call(emu, 'GET', '/v1/ping');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('platform-version')).toBe('2026-11-01');
    expect(reply.json).toEqual({
      success: true,
      data: { object: 'ping', ok: true, server_time: '2026-03-01T12:00:00.000Z' },
    });
  });

  it('reports the credential on /v1/auth/status', async () => {
    const reply = await call(emu, 'GET', '/v1/auth/status', { key: 'sk_read_only_00000' });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toMatchObject({
      object: 'developer_auth_status',
      credential_type: 'api_key',
      environment: 'emulator',
      rate_limit: 1200,
      scopes: ['products:read'],
      authenticated: true,
    });
    expect(reply.json.data.id).toMatch(/^key_[0-9A-Za-z]{21}$/);
    expect(reply.json.data.company).toMatch(/^comp_[0-9A-Za-z]{21}$/);
  });

  it('answers 401 without a bearer and with an unknown one, never echoing the key', async () => {
    const none = await call(emu, 'GET', '/v1/products', { key: null });
    expect(none.status).toBe(401);
    expect(none.json).toEqual({
      success: false,
      error: {
        error_code: 'UNAUTHORIZED',
        message: 'missing bearer token: send "Authorization: Bearer <API key>"',
        details: {},
      },
    });
    const unknown = await call(emu, 'GET', '/v1/products', { key: 'sk_secret_wrong_value' });
    expect(unknown.status).toBe(401);
    expect(unknown.json.error.error_code).toBe('UNAUTHORIZED');
    expect(unknown.text).not.toContain('sk_secret_wrong_value');
  });

  it('answers 403 naming the missing scope', async () => {
    const reply = await call(emu, 'POST', '/v1/products', {
      key: 'sk_read_only_00000',
      idem: true,
      body: { name: 'x' },
    });
    expect(reply.status).toBe(403);
    expect(reply.json.error).toEqual({
      error_code: 'INSUFFICIENT_SCOPE',
      message: 'missing scope products:write',
      details: { required_scope: 'products:write' },
    });
  });

  it('answers 404 for unknown routes and unknown ids', async () => {
    const route = await call(emu, 'GET', '/v1/nothing-here');
    expect(route.status).toBe(404);
    expect(route.json.error).toMatchObject({
      error_code: 'NOT_FOUND',
      message: 'no route for GET /v1/nothing-here',
    });
    const id = await call(emu, 'GET', '/v1/products/prod_000000000000000000000');
    expect(id.status).toBe(404);
    expect(id.json.error.message).toBe('no product with id prod_000000000000000000000');
  });

  it('answers 422 VALIDATION_FAILED with JSON-pointer fields', async () => {
    const reply = await call(emu, 'POST', '/v1/products', {
      idem: true,
      body: { price: 'cheap', colour: 'red' },
    });
    expect(reply.status).toBe(422);
    expect(reply.json.error.error_code).toBe('VALIDATION_FAILED');
    expect(reply.json.error.details.errors).toEqual([
      { code: 'missing_field', message: 'is required', field: '/name' },
      { code: 'unknown_field', message: 'is not a known field', field: '/colour' },
      { code: 'invalid_field', message: 'does not match any allowed type', field: '/price' },
    ]);
  });

  it('answers 400 INVALID_REQUEST for malformed JSON and non-object bodies', async () => {
    const malformed = await call(emu, 'POST', '/v1/brands', { idem: true, body: '{"name": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.error_code).toBe('INVALID_REQUEST');
    expect(malformed.json.error.message).toMatch(/^request body is not valid JSON/);
    const array = await call(emu, 'POST', '/v1/brands', { idem: true, body: '[1]' });
    expect(array.json.error).toMatchObject({
      error_code: 'INVALID_REQUEST',
      message: 'request body must be a JSON object',
    });
  });

  it('lists every route group with its route count and scopes in /v1/events', async () => {
    const reply = await call(emu, 'GET', '/v1/events');
    expect(reply.status).toBe(200);
    const byName = Object.fromEntries(
      (reply.json.data.resources as { name: string; route_count: number; scopes: string[] }[]).map((r) => [
        r.name,
        r,
      ]),
    );
    expect(byName.products).toEqual({
      name: 'products',
      object: 'developer_resource',
      route_count: 5,
      scopes: ['products:read', 'products:write'],
    });
    expect(byName.services).toMatchObject({ route_count: 1, scopes: ['services:write'] });
    expect(byName.auth).toMatchObject({ route_count: 4, scopes: [] });
    expect(byName.events).toMatchObject({ route_count: 1, scopes: ['webhooks:read'] });
    expect(reply.json.data.environment).toBe('emulator');
    expect(reply.json.data.webhook_events[0]).toMatchObject({
      name: 'customer.created',
      version: 'v1',
      lifecycle: 'stable',
    });
  });
});
