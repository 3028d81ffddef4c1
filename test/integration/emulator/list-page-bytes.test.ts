/**
 * List pages over HTTP are byte for byte what the emulator's earlier rendering made of the same
 * stored entities: `present` as a spread `{...entity, ...extra}` walked with Object.entries and
 * marked with a Set of written fields, a page sliced from a copy of the list, the envelope
 * stringified and written as a Buffer. The golden is computed here by that code from the entities
 * the emulator holds (GET /__emulator/state), in every response shape.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Entity } from '../../../src/emulator/commerce/collection.js';
import { writtenFields } from '../../../src/emulator/commerce/fields.js';
import { ContractDescription } from '../../../src/emulator/contract/description.js';
import { createResponseRenderer } from '../../../src/emulator/contract/render.js';
import { RESPONSE_SHAPES } from '../../../src/emulator/contract/shape.js';
import { WRITTEN_FIELDS } from '../../../src/emulator/contract/written.js';
import { resultOutcome } from '../../../src/emulator/http/outcome.js';
import { paginate } from '../../../src/emulator/http/paginate.js';
import type { RouteDef } from '../../../src/emulator/http/route.js';
import type { RunningEmulator } from '../../helpers/emulator.js';
import { call, start } from './harness.js';

/** The earlier `present` (src/emulator/commerce/fields.ts before issue 18's list-page work). */
function earlierPresent(entity: Entity, object: string, extra: Record<string, unknown> = {}) {
  const out: Record<string, unknown> = { id: entity.id, object };
  for (const [field, value] of Object.entries({ ...entity, ...extra })) {
    if (value !== undefined && value !== null && field !== 'id' && field !== '$written') out[field] = value;
  }
  Object.defineProperty(out, WRITTEN_FIELDS, { value: new Set(writtenFields(entity)), enumerable: false });
  return out;
}

const seed = {
  catalog: {
    brands: [
      { name: 'Acme', slug: 'acme' },
      { name: 'Bolt', slug: 'bolt', description: 'Fasteners' },
    ],
    categories: [
      { name: 'Gear', slug: 'gear', type: 'product' },
      { name: 'Tents', slug: 'tents', type: 'product', parent: 'gear' },
    ],
    products: Array.from({ length: 37 }, (_, i) => ({
      name: `Product ${i} "quoted" é ✓`,
      slug: `product-${i}`,
      price: i % 3 === 0 ? `${i}.5` : i + 0.25,
      ...(i % 2 === 0 && { brand: i % 4 === 0 ? 'acme' : 'bolt' }),
      ...(i % 5 !== 0 && { category: i % 3 === 0 ? 'gear' : 'tents' }),
      ...(i % 4 === 1 && { compare_at_price: '99', sku: `SKU-${i}` }),
      ...(i % 6 === 2 && { status: 'active' }),
      ...(i % 7 === 3 && { description: 'Line one\nline two', weight: 1.5 }),
    })),
  },
};

describe('list pages, byte for byte', () => {
  let emu: RunningEmulator | undefined;
  afterEach(async () => {
    await emu?.close();
    emu = undefined;
  });

  for (const shape of RESPONSE_SHAPES) {
    it(`${shape}: every page of products and brands, both directions`, async () => {
      emu = await start({ seed, shape });
      // Updates, a removed field, an archive and a brand renamed after its products were made.
      const products = (await call(emu, 'GET', '/v1/products?limit=100')).json.data.items;
      const byHand = (method: string, path: string, body?: unknown) =>
        call(emu!, method, path, { body, idem: true });
      expect((await byHand('PATCH', `/v1/products/${products[4].id}`, { name: 'Renamed' })).status).toBe(200);
      expect((await byHand('PATCH', `/v1/products/${products[1].id}`, { sku: null })).status).toBe(200);
      expect((await byHand('POST', `/v1/products/${products[9].id}/archive`)).status).toBe(200);
      const acme = (await call(emu, 'GET', '/v1/brands')).json.data.items.find(
        (b: { slug: string }) => b.slug === 'acme',
      );
      expect((await byHand('PATCH', `/v1/brands/${acme.id}`, { name: 'Acme & Co' })).status).toBe(200);

      const state = (await call(emu, 'GET', '/__emulator/state')).json.data.catalog;
      const brands = new Map<string, Entity>(state.brands.map((b: Entity) => [b.id, b]));
      const categories = new Map<string, Entity>(state.categories.map((c: Entity) => [c.id, c]));
      const presentProduct = (p: Entity) =>
        earlierPresent(p, 'product', {
          is_active: p.status === 'active',
          brand_name: brands.get(p.brand_id as string)?.name,
          category_name: categories.get(p.category_id as string)?.name,
        });
      const renderer = createResponseRenderer({ shape, description: new ContractDescription() });
      const earlierPage = async (
        path: string,
        entities: Entity[],
        present: (e: Entity) => unknown,
        query: Record<string, string>,
      ) => {
        const route: RouteDef = {
          method: 'GET',
          path,
          scope: null,
          idempotent: false,
          handler: () => {
            const page = paginate(entities, query, path);
            return { data: { ...page, items: page.items.map(present) } };
          },
        };
        const [wrapped] = renderer.wrapRoutes([route]);
        const outcome = renderer.finish(resultOutcome(await wrapped!.handler({} as never)), {
          method: 'GET',
          path,
          route,
        });
        return Buffer.from(outcome.body as string, 'utf8');
      };

      let compared = 0;
      for (const [path, entities, present] of [
        ['/v1/products', state.products as Entity[], presentProduct],
        ['/v1/brands', state.brands as Entity[], (b: Entity) => earlierPresent(b, 'brand')],
      ] as const) {
        const ids = entities.map((e) => e.id);
        const queries: Record<string, string>[] = [{}, { limit: '100' }, { limit: '1' }];
        for (let at = 0; at < ids.length; at += 5) {
          queries.push({ limit: '5', starting_after: ids[at]! });
          queries.push({ limit: '7', ending_before: ids[at]! });
        }
        for (const query of queries) {
          const res = await fetch(`${emu.url}${path}?${new URLSearchParams(query)}`, {
            headers: { authorization: `Bearer ${emu.apiKey}` },
          });
          const bytes = Buffer.from(await res.arrayBuffer());
          const expected = await earlierPage(path, entities, present, query);
          expect(res.status).toBe(200);
          expect(res.headers.get('content-length')).toBe(String(expected.length));
          expect(bytes.toString('utf8')).toBe(expected.toString('utf8'));
          expect(bytes.equals(expected)).toBe(true);
          compared++;
        }
      }
      expect(compared).toBe(3 + 2 * 8 + 3 + 2 * 1);
    });
  }
});
