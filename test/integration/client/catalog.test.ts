/** The typed client against the running emulator: catalog and CRM collections, pagination, idempotency, errors. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaginationError, PlatformError } from '../../../src/platform/index.js';
import { ExitCode } from '../../../src/shared/errors.js';
import { shown } from '../../helpers/platform-contract.js';
import { startClientHarness, type ClientHarness } from './harness.js';

const BRANDS = ['Acme', 'Bolt', 'Crest', 'Dune', 'Echo', 'Flint', 'Grove'];

let h: ClientHarness;
beforeAll(async () => {
  h = await startClientHarness({
    apiKeys: [
      { key: 'sk_full_contract_key_1' },
      { key: 'sk_products_read_only_1', scopes: ['products:read'] },
    ],
    seed: {
      catalog: {
        brands: BRANDS.map((name) => ({ name, slug: name.toLowerCase() })),
        categories: [{ name: 'Gear', slug: 'gear', type: 'product' }],
        products: [{ name: 'Runner', slug: 'runner', brand: 'acme', category: 'gear', price: '99.90' }],
        customers: [{ email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' }],
      },
    },
  });
});
afterAll(() => h.close());
beforeEach(() => h.recorder.clear());

const names = (items: readonly { name?: string }[]) => items.map((i) => i.name);

describe('pagination through the client', () => {
  it('lists 7 brands forward with limit 2 in 4 pages, in creation order', async () => {
    const brands = await h.client().brands.list({ limit: 2 });
    expect(names(brands)).toEqual(BRANDS);
    expect(h.recorder.entries.map((e) => e.path)).toEqual([
      '/v1/brands?limit=2',
      `/v1/brands?limit=2&starting_after=${brands[1]!.id}`,
      `/v1/brands?limit=2&starting_after=${brands[3]!.id}`,
      `/v1/brands?limit=2&starting_after=${brands[5]!.id}`,
    ]);
  });

  it('iterates forward lazily and backward newest first', async () => {
    const forward: string[] = [];
    for await (const b of h.client().brands.iterate({ limit: 3 })) forward.push(b.name);
    expect(forward).toEqual(BRANDS);
    const backward: string[] = [];
    for await (const b of h.client().brands.iterate({ limit: 2, direction: 'backward' }))
      backward.push(b.name);
    expect(backward).toEqual([...BRANDS].reverse());
    expect(h.recorder.entries.some((e) => e.path.includes('ending_before='))).toBe(true);
  });

  it('pages one page at a time with page()', async () => {
    const first = await h.client().brands.page({ limit: 5 });
    expect(names(first.items)).toEqual(BRANDS.slice(0, 5));
    expect(first.has_more).toBe(true);
    // next_cursor is optional in the contract: the last item's id is the cursor without it.
    const cursor = first.next_cursor ?? first.items[first.items.length - 1]!.id;
    const second = await h.client().brands.page({ limit: 5, starting_after: cursor });
    expect(names(second.items)).toEqual(BRANDS.slice(5));
    expect(second.has_more).toBe(false);
  });

  it('never returns a partial list: a page failing mid-listing makes list() throw', async () => {
    let fetched = 0;
    // Arm the failure once page 1 has been answered, so page 2 is the one that fails.
    const armingFetch: typeof fetch = async (url, init) => {
      const res = await fetch(url, init);
      if (++fetched === 1)
        await h.failNext({ method: 'GET', path_pattern: '/v1/brands', status: 400, count: 1 });
      return res;
    };
    const err = await h
      .client({ fetch: armingFetch })
      .brands.list({ limit: 2 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlatformError);
    expect(err).toMatchObject({ status: 400, path: expect.stringContaining('starting_after=') });
    expect(h.recorder.entries.map((e) => e.status)).toEqual([200, 400]);
    const log = h.emulator.requestLog().filter((e) => e.route === '/v1/brands');
    expect(log.slice(-2).map((e) => [e.status, e.fault])).toEqual([
      [200, null],
      [400, expect.anything()],
    ]);
  });

  it('rejects a page that claims more but is empty (PaginationError)', async () => {
    const client = h.client();
    const fake = {
      ...client.transport,
      request: async () => ({ items: [], has_more: true }),
    };
    const { paginate } = await import('../../../src/platform/index.js');
    const it = paginate(fake as typeof client.transport, '/v1/brands', { limit: 2 });
    await expect(it.next()).rejects.toBeInstanceOf(PaginationError);
  });
});

describe('collections: get, create, update, archive', () => {
  it('brands', async () => {
    const c = h.client();
    const created = await c.brands.create({ name: 'Zenith', slug: 'zenith', description: 'Peaks' });
    expect(created).toMatchObject({
      name: 'Zenith',
      slug: 'zenith',
      description: 'Peaks',
      ...shown({ object: 'brand' }),
    });
    expect(await c.brands.get(created.id)).toEqual(created);
    const updated = await c.brands.update(created.id, { description: null, name: 'Zenith Co' });
    expect(updated).toMatchObject({ id: created.id, name: 'Zenith Co' });
    expect(updated.description).toBeUndefined();
    const archived = await c.brands.archive(created.id);
    expect(archived).toMatchObject({ id: created.id, status: 'archived' });
  });

  it('categories', async () => {
    const c = h.client();
    const [gear] = await c.categories.list();
    const tents = await c.categories.create({
      name: 'Tents',
      slug: 'tents',
      type: 'product',
      parent_category_id: gear!.id,
    });
    expect(tents).toMatchObject({ name: 'Tents', slug: 'tents', parent_category_id: gear!.id });
    expect((await c.categories.get(tents.id)).name).toBe('Tents');
    expect((await c.categories.update(tents.id, { name: 'Big Tents' })).name).toBe('Big Tents');
    expect((await c.categories.archive(tents.id)).status).toBe('archived');
    expect(names(await c.categories.list())).toEqual(['Gear', 'Big Tents']);
  });

  it('products: decimals come back as two-decimal strings, references resolve', async () => {
    const c = h.client();
    const [acme] = await c.brands.list({ limit: 1 });
    const created = await c.products.create({ name: 'Tarp', slug: 'tarp', price: 49.9, brand_id: acme!.id });
    expect(created).toMatchObject({
      name: 'Tarp',
      price: '49.90',
      brand_id: acme!.id,
      ...shown({ object: 'product' }),
    });
    expect((await c.products.get(created.id)).price).toBe('49.90');
    expect((await c.products.update(created.id, { price: '12.5' })).price).toBe('12.50');
    expect((await c.products.archive(created.id)).status).toBe('archived');
    expect(names(await c.products.list())).toEqual(['Runner', 'Tarp']);
  });

  it('customers', async () => {
    const c = h.client();
    const [ada] = await c.customers.list();
    expect(ada).toMatchObject({ email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' });
    const grace = await c.customers.create({
      email: 'grace@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    expect(await c.customers.get(grace.id)).toMatchObject({ email: 'grace@example.com' });
    expect((await c.customers.update(grace.id, { city: 'Arlington' })).city).toBe('Arlington');
    expect((await c.customers.archive(grace.id)).id).toBe(grace.id);
    expect((await c.customers.page({ limit: 1 })).items.map((x) => x.email)).toEqual(['ada@example.com']);
  });

  it('services: create only, duplicate code → 409 DUPLICATE_SERVICE_CODE', async () => {
    const c = h.client();
    const svc = await c.services.create({ name: 'Pitching', service_code: 'PITCH', price: '15' });
    expect(svc).toMatchObject({
      name: 'Pitching',
      service_code: 'PITCH',
      price: '15.00',
      ...shown({ object: 'service' }),
    });
    await expect(c.services.create({ name: 'Again', service_code: 'PITCH' })).rejects.toMatchObject({
      status: 409,
      errorCode: 'DUPLICATE_SERVICE_CODE',
    });
  });
});

describe('idempotency through the transport', () => {
  it('the same derived key twice replays: one entity, replayed: true', async () => {
    const c = h.client();
    const req = {
      method: 'POST' as const,
      path: '/v1/brands',
      body: { name: 'Once', slug: 'once' },
      idempotent: true,
    };
    const first = await c.transport.send<{ id: string }>(req);
    const second = await c.transport.send<{ id: string }>(req);
    expect(first.replayed).toBe(false);
    expect(second).toMatchObject({ replayed: true, idempotencyKey: first.idempotencyKey });
    expect(second.data.id).toBe(first.data.id);
    expect(first.idempotencyKey).toMatch(/^ss1\.[0-9a-f]{40}\.[0-9a-f]{32}$/);
    expect((await c.brands.list()).filter((b) => b.slug === 'once')).toHaveLength(1);
  });

  it('the same explicit key with another body → 409 DEVELOPER_IDEMPOTENCY_CONFLICT', async () => {
    const c = h.client();
    const key = 'contract-test-conflict-key-1';
    await c.brands.create({ name: 'First', slug: 'first' }, key);
    const err = await c.brands.create({ name: 'Second', slug: 'second' }, key).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlatformError);
    expect(err).toMatchObject({ status: 409, errorCode: 'DEVELOPER_IDEMPOTENCY_CONFLICT' });
    expect((await c.brands.list()).some((b) => b.slug === 'second')).toBe(false);
  });
});

describe('error answers', () => {
  it('403 names the missing scope and maps to exit code 6', async () => {
    const c = h.client({ apiKey: 'sk_products_read_only_1' });
    expect((await c.products.list()).length).toBeGreaterThan(0);
    const err = await c.brands.create({ name: 'Nope' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlatformError);
    expect(err).toMatchObject({ status: 403, errorCode: 'INSUFFICIENT_SCOPE', exitCode: ExitCode.auth });
    expect((err as Error).message).toContain('brands:write');
  });

  it('401 with an unknown key: the key never appears in the message', async () => {
    const secret = 'sk_unknown_secret_value_123456';
    const err = await h
      .client({ apiKey: secret })
      .brands.list()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, errorCode: 'UNAUTHORIZED', exitCode: ExitCode.auth });
    expect((err as Error).message).not.toContain(secret);
    expect(JSON.stringify(err)).not.toContain(secret);
    expect(h.recorder.entries.every((e) => !JSON.stringify(e).includes(secret))).toBe(true);
  });

  it('404 for an unknown product', async () => {
    const err = await h
      .client()
      .products.get('prod_doesnotexist')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlatformError);
    expect(err).toMatchObject({ status: 404, method: 'GET', path: '/v1/products/prod_doesnotexist' });
    expect(h.recorder.entries).toHaveLength(1); // not retried
  });

  it('422 carries details.errors as issues', async () => {
    const c = h.client();
    const err = await c.products
      .create({ name: 'Bad', price: 'twelve', colour: 'red' } as never)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 422, errorCode: 'VALIDATION_FAILED', exitCode: ExitCode.validation });
    const issues = (err as PlatformError).issues.map((i) => [i.code, i.field]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['unknown_field', '/colour'],
        ['invalid_field', '/price'],
      ]),
    );
  });
});
