import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/platform/index.js';
import { listCursors, listWithHints, type PagedResource } from '../../../src/sync/catalog/hinted-list.js';
import { listWalk } from '../../../src/platform/paginate.js';

/** An append-only list like the platform's: pages after a cursor, INVALID_CURSOR for unknown ids. */
function fakeList(count: number) {
  const items = Array.from({ length: count }, (_, i) => ({ id: `id${i + 1}` }));
  const calls: string[] = [];
  const resource: PagedResource<{ id: string }> = {
    page: async (q) => {
      const after = q.starting_after as string | undefined;
      calls.push(after ?? '(start)');
      const start = after === undefined ? 0 : items.findIndex((x) => x.id === after) + 1;
      if (after !== undefined && start === 0)
        throw new PlatformError({
          status: 400,
          errorCode: 'INVALID_CURSOR',
          message: 'no',
          method: 'GET',
          path: '/v1/x',
        });
      const page = items.slice(start, start + Number(q.limit));
      return { items: page, has_more: start + page.length < items.length };
    },
    list: async ({ limit }) => {
      const out: { id: string }[] = [];
      let after: string | undefined;
      for (;;) {
        const p = await resource.page({ limit, ...(after && { starting_after: after }) });
        out.push(...p.items);
        if (!p.has_more) return out;
        after = p.items.at(-1)!.id;
      }
    },
  };
  return { items, calls, resource };
}

/** A digest per page object, as the transport keeps one per answer body (here: the page's ids). */
function pageDigests() {
  const told: [number, string | undefined][] = [];
  const of = (page: object) => (page as { items: { id: string }[] }).items.map((x) => x.id).join(',');
  return { told, digests: { of, onPage: (i: number, d: string | undefined) => told.push([i, d]) } };
}

describe('listWithHints', () => {
  it('with digests asked for: each page read as a page, its digest told as it arrives and kept in order', async () => {
    const { resource, calls } = fakeList(35);
    const { told, digests } = pageDigests();
    const r = await listWithHints(resource, ['id10'], { limit: 10, digests });
    expect(r.items).toHaveLength(35);
    expect(r.digests).toEqual([
      'id1,id2,id3,id4,id5,id6,id7,id8,id9,id10',
      'id11,id12,id13,id14,id15,id16,id17,id18,id19,id20',
      'id21,id22,id23,id24,id25,id26,id27,id28,id29,id30',
      'id31,id32,id33,id34,id35',
    ]);
    expect([...told].sort((a, b) => a[0] - b[0])).toEqual(r.digests!.map((d, i) => [i, d]));
    expect(calls.slice(2)).toEqual(['id20', 'id30']);
    // Without hints too (a list of one page has none): page by page, with digests.
    const single = fakeList(5);
    const one = pageDigests();
    const s = await listWithHints(single.resource, undefined, { limit: 10, digests: one.digests });
    expect(s.digests).toEqual(['id1,id2,id3,id4,id5']);
    expect(single.calls).toEqual(['(start)']);
  });

  it('tells every item once as its page arrives (the pages after the hints too), and keeps what it put in place', async () => {
    const { resource } = fakeList(35);
    const told: string[][] = [];
    const onItems = (items: { id: string }[]) => {
      told.push(items.map((x) => x.id));
      items[0] = { id: items[0]!.id, compact: true } as { id: string };
    };
    const r = await listWithHints(resource, ['id10', 'id20'], { limit: 10, onItems });
    expect(r.fellBack).toBe(false);
    expect(told.flat().sort()).toEqual(r.items.map((x) => x.id).sort());
    expect(told).toHaveLength(4); // three hinted pages and the one after them
    expect(r.items.filter((x) => 'compact' in x).map((x) => x.id)).toEqual(['id1', 'id11', 'id21', 'id31']);
    expect(r.cursors).toEqual(['id10', 'id20', 'id30']);
    // A read gone sequential tells the list it returns, once and whole.
    const again: string[][] = [];
    const fallen = await listWithHints(fakeList(25).resource, ['id9'], {
      limit: 10,
      onItems: (items) => again.push(items.map((x) => x.id)),
    });
    expect(fallen.fellBack).toBe(true);
    expect(again.at(-1)).toEqual(fallen.items.map((x) => x.id));
  });

  it('with digests asked for but hints that do not hold: a sequential read, and no digests', async () => {
    const { resource } = fakeList(25);
    const { digests } = pageDigests();
    const r = await listWithHints(resource, ['id9'], { limit: 10, digests });
    expect(r.fellBack).toBe(true);
    expect(r.items).toHaveLength(25);
    expect(r.digests).toBeUndefined();
  });

  it('without hints: a sequential read that returns the cursors it followed', async () => {
    const { resource, calls } = fakeList(25);
    const r = await listWithHints(resource, undefined, { limit: 10 });
    expect(r.items.map((x) => x.id)).toEqual(Array.from({ length: 25 }, (_, i) => `id${i + 1}`));
    expect(r.cursors).toEqual(['id10', 'id20']);
    expect(calls).toEqual(['(start)', 'id10', 'id20']);
  });

  it('with the previous cursors: the same pages and items, asked for at once', async () => {
    const { resource, calls } = fakeList(25);
    const r = await listWithHints(resource, ['id10', 'id20'], { limit: 10 });
    expect(r.items).toHaveLength(25);
    expect(r.fellBack).toBe(false);
    expect([...calls].sort()).toEqual(['(start)', 'id10', 'id20']);
  });

  it('items appended since: the read continues after the last hinted page', async () => {
    const { resource, calls } = fakeList(35);
    const r = await listWithHints(resource, ['id10'], { limit: 10 });
    expect(r.items.map((x) => x.id).at(-1)).toBe('id35');
    expect(r.cursors).toEqual(['id10', 'id20', 'id30']);
    expect(calls).toHaveLength(4);
  });

  it('a hint that does not end its page, or one the platform does not know: a sequential read', async () => {
    const a = fakeList(25);
    const shifted = await listWithHints(a.resource, ['id9', 'id20'], { limit: 10 });
    expect(shifted).toMatchObject({ fellBack: true, cursors: ['id10', 'id20'] });
    expect(shifted.items).toHaveLength(25);
    const b = fakeList(25);
    const unknown = await listWithHints(b.resource, ['nope'], { limit: 10 });
    expect(unknown.fellBack).toBe(true);
    expect(unknown.items).toHaveLength(25);
  });
});

describe('listWithHints against a hostile listing', () => {
  it('the tail after the hinted pages is held to the page cap and the cycle check', async () => {
    const { resource } = fakeList(30);
    let served = 0;
    const endless: PagedResource<{ id: string }> = {
      ...resource,
      page: async (q) => {
        served += 1;
        const after = (q.starting_after as string | undefined) ?? '';
        if (after === '' || after === 'id10') return resource.page(q);
        return { items: Array.from({ length: 10 }, (_, i) => ({ id: `${after}.${i}` })), has_more: true };
      },
      walk: () => listWalk('/v1/products', { limits: { maxListPages: 6 } }),
    };
    await expect(listWithHints(endless, ['id10'], { limit: 10 })).rejects.toThrow(
      '/v1/products: still has_more after 6 pages, the cap of one listing; it was stopped',
    );
    expect(served).toBe(7);
  });

  it('more hints than a walk may take, or a repeated hint: read page by page instead', async () => {
    const { resource, calls } = fakeList(25);
    const capped = { ...resource, walk: () => listWalk('/v1/x', { limits: { maxListPages: 2 } }) };
    const r = await listWithHints(capped, ['id10', 'id20'], { limit: 10 });
    expect(r.fellBack).toBe(true);
    expect(calls).toEqual(['(start)', 'id10', 'id20']);
    const { resource: again } = fakeList(25);
    expect((await listWithHints(again, ['id10', 'id10'], { limit: 10 })).fellBack).toBe(true);
  });
});

describe('listCursors', () => {
  it.each([0, 9, 10, 11, 20, 25, 30])(
    '%i items: the cursors and pages of a sequential listWithHints, without the items',
    async (count) => {
      const a = fakeList(count);
      const withItems = await listWithHints(a.resource, undefined, { limit: 10 });
      const b = fakeList(count);
      expect(await listCursors(b.resource, { limit: 10 })).toEqual(withItems.cursors);
      expect(b.calls).toEqual(a.calls);
    },
  );

  it('pages shorter than the limit (a platform may send them): cursors by item count, as cursorsOf', async () => {
    const items = Array.from({ length: 23 }, (_, i) => ({ id: `id${i + 1}` }));
    const sizes = [7, 10, 6]; // 23 items over three pages, each with has_more until the last
    let page = 0;
    const resource: PagedResource<{ id: string }> = {
      page: async () => {
        const start = sizes.slice(0, page).reduce((a, b) => a + b, 0);
        const size = sizes[page]!;
        page += 1;
        return { items: items.slice(start, start + size), has_more: page < sizes.length };
      },
      list: async () => items,
    };
    expect(await listCursors(resource, { limit: 10 })).toEqual(['id10', 'id20']);
  });

  it('stops at the walk caps like any listing', async () => {
    const { resource } = fakeList(50);
    const capped = { ...resource, walk: () => listWalk('/v1/x', { limits: { maxListPages: 3 } }) };
    await expect(listCursors(capped, { limit: 10 })).rejects.toThrow(/3 pages/);
  });
});
