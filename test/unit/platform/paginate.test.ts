import { afterEach, describe, expect, it } from 'vitest';
import { createTransport } from '../../../src/platform/transport.js';
import { listAll, paginate, PaginationError } from '../../../src/platform/paginate.js';
import { fail, ok, startStub, type StubHandler } from '../../helpers/http-stub.js';

let stub: Awaited<ReturnType<typeof startStub>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});
const items = (...ids: string[]) => ids.map((id) => ({ id }));
const t = (url: string) =>
  createTransport({ baseUrl: url, apiKey: 'k_abcdefgh', sleep: async () => {}, retry: { maxAttempts: 1 } });

describe('paginate', () => {
  it('pages forward with starting_after until has_more is false', async () => {
    stub = await startStub([
      ok({ items: items('a', 'b'), has_more: true, next_cursor: 'b' }),
      ok({ items: items('c'), has_more: false }),
    ]);
    expect(await listAll(t(stub.url), '/v1/brands', { limit: 2 })).toEqual(items('a', 'b', 'c'));
    expect(stub.requests.map((r) => r.url)).toEqual([
      '/v1/brands?limit=2',
      '/v1/brands?limit=2&starting_after=b',
    ]);
  });

  it('pages backward with ending_before, newest first', async () => {
    stub = await startStub([
      ok({ items: items('c', 'd'), has_more: true }),
      ok({ items: items('a', 'b'), has_more: false }),
    ]);
    const out: unknown[] = [];
    for await (const i of paginate(t(stub.url), '/v1/brands', {
      limit: 2,
      direction: 'backward',
      cursor: 'e',
    }))
      out.push(i);
    expect(out).toEqual(items('d', 'c', 'b', 'a'));
    expect(stub.requests.map((r) => r.url)).toEqual([
      '/v1/brands?limit=2&ending_before=e',
      '/v1/brands?limit=2&ending_before=c',
    ]);
  });

  it('uses the last id when next_cursor is missing, and a short page ends without has_more', async () => {
    stub = await startStub([ok({ items: items('a', 'b') }), ok({ items: items('c') })]);
    expect(await listAll(t(stub.url), '/v1/x', { limit: 2 })).toEqual(items('a', 'b', 'c'));
    expect(stub.requests[1]!.url).toBe('/v1/x?limit=2&starting_after=b');
  });

  it('throws instead of looping on a repeated cursor', async () => {
    const page: StubHandler = ok({ items: items('a', 'b'), has_more: true, next_cursor: 'b' });
    stub = await startStub([page, ok({ items: items('c', 'd'), has_more: true, next_cursor: 'b' })]);
    const err = await listAll(t(stub.url), '/v1/products', { limit: 2 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaginationError);
    expect((err as Error).message).toBe(
      '/v1/products: cursor "b" repeated on page 2; the listing would loop',
    );
    expect(stub.requests).toHaveLength(2);
  });

  it('throws on an empty page that claims more', async () => {
    stub = await startStub([ok({ items: [], has_more: true })]);
    await expect(listAll(t(stub.url), '/v1/x')).rejects.toThrow(
      '/v1/x: page 1 is empty but has_more is true',
    );
  });

  it('a listing that fails midway throws, never returns a partial list', async () => {
    stub = await startStub([
      ok({ items: items('a'), has_more: true, next_cursor: 'a' }),
      fail(500, 'INTERNAL_ERROR', 'boom'),
    ]);
    await expect(listAll(t(stub.url), '/v1/x', { limit: 1 })).rejects.toMatchObject({ status: 500 });
  });
});

describe('paginate: a listing that never ends', () => {
  it('stops after the page cap when has_more stays true with fresh cursors', async () => {
    let n = 0;
    const endless: StubHandler = (_req, res, index) => {
      n = index;
      ok({ items: [{ id: `fresh_${index}` }], has_more: true, next_cursor: `fresh_${index}` })(
        _req,
        res,
        index,
      );
    };
    stub = await startStub([endless]);
    const transport = createTransport({
      baseUrl: stub.url,
      apiKey: 'k_abcdefgh',
      sleep: async () => {},
      limits: { maxListPages: 25 },
    });
    const err = await listAll(transport, '/v1/brands', { limit: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaginationError);
    expect((err as PaginationError).message).toBe(
      '/v1/brands: still has_more after 25 pages, the cap of one listing; it was stopped',
    );
    expect((err as PaginationError).hint).toBe(
      'nothing was written; if the platform really lists that many, raise SITESYNC_MAX_LIST_PAGES',
    );
    expect(stub.requests).toHaveLength(26);
    expect(n).toBe(25);
  });

  it('stops when the pages together pass the byte cap', async () => {
    const fat = 'x'.repeat(40_000);
    stub = await startStub([
      (req, res, i) =>
        ok({ items: [{ id: `p${i}`, fat }], has_more: true, next_cursor: `p${i}` })(req, res, i),
    ]);
    const transport = createTransport({
      baseUrl: stub.url,
      apiKey: 'k_abcdefgh',
      sleep: async () => {},
      limits: { maxListBytes: 100_000 },
    });
    await expect(listAll(transport, '/v1/products', { limit: 1 })).rejects.toThrow(
      /^\/v1\/products: the pages read so far hold 120\d{3} bytes, over the cap of 100000 bytes for one listing; it was stopped$/,
    );
    expect(stub.requests).toHaveLength(3);
  });

  it('stops on a cursor cycle of more than one page', async () => {
    stub = await startStub([
      ok({ items: items('a'), has_more: true, next_cursor: 'a' }),
      ok({ items: items('b'), has_more: true, next_cursor: 'b' }),
      ok({ items: items('c'), has_more: true, next_cursor: 'a' }),
    ]);
    await expect(listAll(t(stub.url), '/v1/x', { limit: 1 })).rejects.toThrow(
      '/v1/x: cursor "a" repeated on page 3; the listing would loop',
    );
    expect(stub.requests).toHaveLength(3);
  });
});
