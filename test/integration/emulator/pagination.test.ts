import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { call, start } from './harness.js';

describe('emulator list pagination', () => {
  let emu: RunningEmulator;
  const ids: string[] = [];
  beforeAll(async () => {
    emu = await start();
    for (let i = 0; i < 25; i++) {
      const reply = await call(emu, 'POST', '/v1/brands', { idem: true, body: { name: `Brand ${i}` } });
      ids.push(reply.json.data.id);
    }
  });
  afterAll(() => emu.close());

  it('returns 20 items by default, in creation order, with has_more and next_cursor', async () => {
    const page = await call(emu, 'GET', '/v1/brands');
    expect(page.status).toBe(200);
    expect(page.json.data.object).toBe('list');
    expect(page.json.data.url).toBe('/v1/brands');
    expect(page.json.data.items.map((b: { id: string }) => b.id)).toEqual(ids.slice(0, 20));
    expect(page.json.data.has_more).toBe(true);
    expect(page.json.data.next_cursor).toBe(ids[19]);
  });

  it('pages forward with starting_after until has_more is false', async () => {
    const next = await call(emu, 'GET', `/v1/brands?starting_after=${ids[19]}`);
    expect(next.json.data.items.map((b: { id: string }) => b.id)).toEqual(ids.slice(20));
    expect(next.json.data.has_more).toBe(false);
    expect(next.json.data.next_cursor).toBeUndefined();
  });

  it('pages backward with ending_before, still in creation order', async () => {
    const prev = await call(emu, 'GET', `/v1/brands?ending_before=${ids[10]}&limit=4`);
    expect(prev.json.data.items.map((b: { id: string }) => b.id)).toEqual(ids.slice(6, 10));
    expect(prev.json.data.has_more).toBe(true);
    expect(prev.json.data.next_cursor).toBe(ids[6]);
    const first = await call(emu, 'GET', `/v1/brands?ending_before=${ids[3]}&limit=5`);
    expect(first.json.data.items.map((b: { id: string }) => b.id)).toEqual(ids.slice(0, 3));
    expect(first.json.data.has_more).toBe(false);
  });

  it('accepts limit 100 and rejects 101, 0 and non-integers with 400 INVALID_LIMIT', async () => {
    const max = await call(emu, 'GET', '/v1/brands?limit=100');
    expect(max.json.data.items).toHaveLength(25);
    for (const bad of ['101', '0', 'ten', '2.5']) {
      const reply = await call(emu, 'GET', `/v1/brands?limit=${bad}`);
      expect(reply.status).toBe(400);
      expect(reply.json.error.error_code).toBe('INVALID_LIMIT');
      expect(reply.json.error.message).toBe(`limit must be an integer from 1 to 100, got "${bad}"`);
    }
  });

  it('rejects unknown cursors and both cursors at once with 400 INVALID_CURSOR', async () => {
    const unknown = await call(emu, 'GET', '/v1/brands?starting_after=brnd_nope');
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({
      error_code: 'INVALID_CURSOR',
      message: 'starting_after "brnd_nope" is not an item of this list',
    });
    const both = await call(emu, 'GET', `/v1/brands?starting_after=${ids[0]}&ending_before=${ids[2]}`);
    expect(both.json.error.error_code).toBe('INVALID_CURSOR');
  });

  it('rejects an unknown filter value with 400 INVALID_REQUEST', async () => {
    const reply = await call(emu, 'GET', '/v1/customers?status=sleeping');
    expect(reply.status).toBe(400);
    expect(reply.json.error.message).toBe(
      'query parameter status="sleeping" must be one of active, inactive, lead, prospect, pending',
    );
  });
});
