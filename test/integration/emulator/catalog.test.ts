import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { call, start } from './harness.js';

describe('emulator catalog and CRM rules', () => {
  let emu: RunningEmulator;
  beforeEach(async () => {
    emu = await start();
  });
  afterEach(() => emu.close());

  const post = (path: string, body: unknown) => call(emu, 'POST', path, { idem: true, body });
  const patch = (path: string, body: unknown) => call(emu, 'PATCH', path, { idem: true, body });

  it('stores the published alias as active, derives is_active and returns decimals with two decimals', async () => {
    const brand = (await post('/v1/brands', { name: 'Acme', slug: 'acme' })).json.data;
    const created = await post('/v1/products', {
      name: 'Mug',
      status: 'published',
      price: 12.5,
      compare_at_price: '15',
      weight: '0.25',
      brand_id: brand.id,
      publishing_channels: { online_store: true },
    });
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({
      object: 'product',
      name: 'Mug',
      status: 'active',
      is_active: true,
      price: '12.50',
      compare_at_price: '15.00',
      weight: '0.25',
      brand_id: brand.id,
      brand_name: 'Acme',
      publishing_channels: { online_store: true },
      created_at: '2026-03-01T12:00:00.000Z',
    });
    expect(created.json.data.id).toMatch(/^prod_[0-9A-Za-z]{21}$/);
    const drafted = await patch(`/v1/products/${created.json.data.id}`, { status: 'draft', price: null });
    expect(drafted.json.data).toMatchObject({ status: 'draft', is_active: false });
    expect(drafted.json.data.price).toBeUndefined();
  });

  it('defaults a product to draft and rejects a decimal with three decimals', async () => {
    expect((await post('/v1/products', { name: 'Cup' })).json.data).toMatchObject({
      status: 'draft',
      is_active: false,
      publishing_channels: {},
    });
    const bad = await post('/v1/products', { name: 'Cup', price: 1.234 });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details.errors).toEqual([
      {
        code: 'invalid_decimal',
        message: 'must be a non-negative decimal with at most two decimals',
        field: '/price',
      },
    ]);
  });

  it('archives a product (status archived, archived_at) and archiving twice returns it unchanged', async () => {
    const id = (await post('/v1/products', { name: 'Mug', status: 'active' })).json.data.id;
    const archived = await call(emu, 'POST', `/v1/products/${id}/archive`, { idem: true });
    expect(archived.json.data).toMatchObject({
      status: 'archived',
      is_active: false,
      archived_at: '2026-03-01T12:00:00.000Z',
    });
    const again = await call(emu, 'POST', `/v1/products/${id}/archive`, { idem: true });
    expect(again.json.data).toEqual(archived.json.data);
    expect((await call(emu, 'GET', '/v1/products')).json.data.items[0].status).toBe('archived');
  });

  it('rejects references that do not exist with 422', async () => {
    const reply = await post('/v1/products', { name: 'Mug', category_id: 'catg_000000000000000000000' });
    expect(reply.status).toBe(422);
    expect(reply.json.error.details.errors).toEqual([
      {
        code: 'unknown_reference',
        message: 'refers to category catg_000000000000000000000, which does not exist',
        field: '/category_id',
      },
    ]);
  });

  it('rejects a category cycle with 422', async () => {
    const a = (await post('/v1/categories', { name: 'A' })).json.data.id;
    const b = (await post('/v1/categories', { name: 'B', parent_category_id: a })).json.data.id;
    const c = (await post('/v1/categories', { name: 'C', parent_category_id: b })).json.data.id;
    const cycle = await patch(`/v1/categories/${a}`, { parent_category_id: c });
    expect(cycle.status).toBe(422);
    expect(cycle.json.error.details.errors[0]).toEqual({
      code: 'category_cycle',
      message: `would make category ${a} its own ancestor`,
      field: '/parent_category_id',
    });
    const self = await patch(`/v1/categories/${a}`, { parent_category_id: a });
    expect(self.status).toBe(422);
    expect((await call(emu, 'GET', `/v1/categories/${a}`)).json.data.parent_category_id).toBeUndefined();
  });

  it('answers 409 DUPLICATE_SLUG among live entities and frees the slug on archive', async () => {
    const first = (await post('/v1/categories', { name: 'Shoes', slug: 'shoes' })).json.data.id;
    const dup = await post('/v1/categories', { name: 'Shoes 2', slug: 'shoes' });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toEqual({
      error_code: 'DUPLICATE_SLUG',
      message: `slug "shoes" is already used by category ${first}`,
      details: { existing_id: first, slug: 'shoes' },
    });
    await call(emu, 'POST', `/v1/categories/${first}/archive`, { idem: true });
    expect((await post('/v1/categories', { name: 'Shoes 2', slug: 'shoes' })).status).toBe(200);
  });

  it('creates services and answers 409 DUPLICATE_SERVICE_CODE for a second one with the same code', async () => {
    const category = (await post('/v1/categories', { name: 'Care', type: 'service' })).json.data;
    const created = await post('/v1/services', {
      name: 'Repair',
      service_code: 'REP-1',
      price: '40',
      category_id: category.id,
    });
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({
      object: 'service',
      name: 'Repair',
      service_code: 'REP-1',
      price: '40.00',
      category_id: category.id,
      category_name: 'Care',
      created_at: '2026-03-01T12:00:00.000Z',
    });
    // Fields the service has no value for are left out, never null.
    expect(created.json.data).not.toHaveProperty('billing_period');
    expect(created.json.data).not.toHaveProperty('description');
    expect(created.json.data.id).toMatch(/^svc_[0-9A-Za-z]{21}$/);
    const dup = await post('/v1/services', { name: 'Repair again', service_code: 'REP-1' });
    expect(dup.status).toBe(409);
    expect(dup.json.error.error_code).toBe('DUPLICATE_SERVICE_CODE');
    expect(dup.json.error.details.existing_id).toBe(created.json.data.id);
  });

  it('creates, filters and archives customers (archive → inactive)', async () => {
    const lead = await post('/v1/customers', {
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'L',
      status: 'lead',
    });
    await post('/v1/customers', { email: 'bob@example.com', first_name: 'Bob', last_name: 'B' });
    const leads = await call(emu, 'GET', '/v1/customers?status=lead');
    expect(leads.json.data.items.map((c: { email: string }) => c.email)).toEqual(['ada@example.com']);
    const archived = await call(emu, 'POST', `/v1/customers/${lead.json.data.id}/archive`, { idem: true });
    expect(archived.json.data).toMatchObject({ status: 'inactive', archived_at: '2026-03-01T12:00:00.000Z' });
    const badEmail = await post('/v1/customers', { email: 'nope', first_name: 'A', last_name: 'B' });
    expect(badEmail.status).toBe(422);
    expect(badEmail.json.error.details.errors[0].field).toBe('/email');
  });
});
