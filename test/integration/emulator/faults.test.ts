import { afterEach, describe, expect, it } from 'vitest';
import type { FaultKind, RunningEmulator } from '../../../src/emulator/index.js';
import { call, newKey, start } from './harness.js';

describe('emulator faults', () => {
  let emu: RunningEmulator;
  afterEach(() => emu.close());

  const always = (kind: FaultKind) => start({ faultRate: 1, faultSeed: 7, faultKinds: [kind] });
  const calmDown = (e: RunningEmulator) =>
    fetch(`${e.url}/__emulator/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate: 0 }),
    });

  it.each([
    ['500', 500, 'INTERNAL_ERROR', null],
    ['503', 503, 'SERVICE_UNAVAILABLE', '1'],
    ['429', 429, 'RATE_LIMITED', '1'],
  ] as const)('injects %s with its error body and Retry-After', async (kind, status, code, retryAfter) => {
    emu = await always(kind);
    const reply = await call(emu, 'GET', '/v1/ping');
    expect(reply.status).toBe(status);
    expect(reply.json.error.error_code).toBe(code);
    expect(reply.headers.get('retry-after')).toBe(retryAfter);
    expect(emu.requestLog()[0]).toMatchObject({ status, fault: kind });
  });

  it('drop_before destroys the connection without running the handler', async () => {
    emu = await always('drop_before');
    await expect(call(emu, 'POST', '/v1/products', { idem: true, body: { name: 'Lost' } })).rejects.toThrow();
    await calmDown(emu);
    expect((await call(emu, 'GET', '/v1/products')).json.data.items).toEqual([]);
    expect(emu.requestLog()[0]).toMatchObject({ status: null, fault: 'drop_before' });
  });

  it('drop_after commits the write and stores it: a retry with the same key replays it', async () => {
    emu = await always('drop_after');
    const key = newKey();
    await expect(call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Kept' } })).rejects.toThrow();
    await calmDown(emu);
    const retry = await call(emu, 'POST', '/v1/products', { idem: key, body: { name: 'Kept' } });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const list = await call(emu, 'GET', '/v1/products');
    expect(list.json.data.items.map((p: { name: string }) => p.name)).toEqual(['Kept']);
    expect(emu.requestLog()[0]).toMatchObject({ status: null, fault: 'drop_after', route: '/v1/products' });
  });

  it('a client that hangs up during the latency gets no answer, and the log says none (status null)', async () => {
    emu = await start({ latencyMs: 400 });
    const aborted = new AbortController();
    const sent = fetch(`${emu.url}/v1/products`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${emu.apiKey}`,
        'content-type': 'application/json',
        'idempotency-key': newKey(),
      },
      body: JSON.stringify({ name: 'Never answered' }),
      signal: aborted.signal,
    });
    setTimeout(() => aborted.abort(), 50);
    await expect(sent).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 600));
    expect(emu.requestLog().map((e) => [e.route, e.status, e.fault])).toEqual([['/v1/products', null, null]]);
  });

  it('stall sends the status, headers and part of the body, then holds the connection', async () => {
    emu = await start({ faultRate: 1, faultKinds: ['stall'], stallMs: 600_000 });
    const res = await fetch(`${emu.url}/v1/ping`, { headers: { authorization: `Bearer ${emu.apiKey}` } });
    expect(res.status).toBe(200);
    const length = Number(res.headers.get('content-length'));
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.value!.length).toBe(Math.floor(length / 2));
    expect(emu.requestLog()[0]).toMatchObject({
      status: 200,
      fault: 'stall',
      response_bytes: Math.floor(length / 2),
    });
    const rest = reader.read();
    await emu.close(); // the stalled connection is destroyed on close
    await expect(rest).rejects.toThrow();
    emu = await start(); // afterEach closes this one
  });

  it('reproduces the same fault sequence for the same seed', async () => {
    const run = async (): Promise<number[]> => {
      const e = await start({ faultRate: 0.5, faultSeed: 42, faultKinds: ['500', '503'] });
      const statuses: number[] = [];
      for (let i = 0; i < 16; i++) statuses.push((await call(e, 'GET', '/v1/ping')).status);
      await e.close();
      return statuses;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(first).toContain(200);
    expect(first.some((s) => s !== 200)).toBe(true);
    emu = await start();
  });

  it('never injects faults into admin routes', async () => {
    emu = await always('500');
    const health = await fetch(`${emu.url}/__emulator/health`);
    expect(health.status).toBe(200);
  });

  it('fail-next makes the next matching requests fail, then stops', async () => {
    emu = await start();
    const set = await fetch(`${emu.url}/__emulator/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path_pattern: '/v1/products*', status: 503, count: 2 }),
    });
    expect(set.status).toBe(200);
    expect((await call(emu, 'GET', '/v1/ping')).status).toBe(200);
    expect((await call(emu, 'GET', '/v1/products')).status).toBe(503);
    expect((await call(emu, 'GET', '/v1/products?limit=5')).status).toBe(503);
    expect((await call(emu, 'GET', '/v1/products')).status).toBe(200);
    expect(emu.requestLog().map((e) => e.fault)).toEqual([null, 'fail_next:503', 'fail_next:503', null]);
  });

  it('fail-next retry_after sets the Retry-After of a 429 or 503; another status refuses it', async () => {
    emu = await start();
    const rule = (body: Record<string, unknown>) =>
      call(emu, 'POST', '/__emulator/fail-next', { key: null, body: { path_pattern: '/v1/ping', ...body } });
    const set = await rule({ status: 429, retry_after: 60 });
    expect(set.status).toBe(200);
    expect(set.json.data).toMatchObject({ status: 429, count: 1, retry_after: 60 });
    expect((await rule({ status: '503', retry_after: 0 })).status).toBe(200);
    const limited = await call(emu, 'GET', '/v1/ping');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    const unavailable = await call(emu, 'GET', '/v1/ping');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBe('0');
    expect((await call(emu, 'GET', '/v1/ping')).status).toBe(200);
    const refused = await rule({ status: 500, retry_after: 5 });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('applies to a 429 or 503 only');
    expect((await rule({ status: 429, retry_after: 1.5 })).status).toBe(400);
    expect(emu.requestLog().map((e) => e.fault)).toEqual(['fail_next:429', 'fail_next:503', null]);
  });

  it('fail-next holds at most 100 pending rules: one more is a 409 naming the limit; used-up or cleared rules make room', async () => {
    emu = await start();
    const failNext = (path_pattern: string) =>
      call(emu, 'POST', '/__emulator/fail-next', { key: null, body: { path_pattern, status: 500 } });
    for (let i = 0; i < 99; i++) expect((await failNext(`/v1/never-${i}`)).status).toBe(200);
    expect((await failNext('/v1/ping')).status).toBe(200);

    const over = await failNext('/v1/products');
    expect(over.status).toBe(409);
    expect(over.json.error).toMatchObject({
      error_code: 'TOO_MANY_FAIL_NEXT_RULES',
      message:
        'fail-next rules: at most 100 may be pending at once, and 100 are (a rule is used up by the requests it matches; DELETE /__emulator/fail-next clears them all)',
    });
    // The refused rule was not added; the others still apply.
    expect((await call(emu, 'GET', '/v1/products')).status).toBe(200);
    expect((await call(emu, 'GET', '/v1/ping')).status).toBe(500);

    // The /v1/ping rule is used up: room for one more.
    expect((await failNext('/v1/products')).status).toBe(200);
    expect((await failNext('/v1/brands')).status).toBe(409);

    const cleared = await call(emu, 'DELETE', '/__emulator/fail-next', { key: null, body: {} });
    expect(cleared.status).toBe(200);
    expect(cleared.json.data).toEqual({ object: 'emulator_fail_next_cleared', cleared: 100 });
    expect((await call(emu, 'GET', '/v1/products')).status).toBe(200);
    expect((await failNext('/v1/brands')).status).toBe(200);
    expect((await call(emu, 'GET', '/v1/brands')).status).toBe(500);
  });
});
