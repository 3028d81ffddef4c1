import type {
  Brand,
  BrandCreate,
  BrandUpdate,
  Category,
  CategoryCreate,
  CategoryUpdate,
  Customer,
  CustomerCreate,
  CustomerUpdate,
  Product,
  ProductCreate,
  ProductUpdate,
  Service,
  ServiceCreate,
} from '../types.generated.js';
import { paginate, transportListWalk, type ListPage, type PaginateOptions } from '../paginate.js';
import { checked, checkedItems, type FieldRules } from '../response-checks.js';
import {
  isKnownBody,
  type KnownBody,
  type PlatformRequest,
  type Query,
  type Transport,
} from '../transport.js';

/**
 * What the client reads of each kind's records beyond the optional fields it compares when present
 * (src/platform/response-checks.ts): the contract's required fields it relies on.
 */
const RECORD_RULES = {
  customers: { id: 'string', email: 'string', first_name: 'string', last_name: 'string', status: 'string?' },
  products: { id: 'string', name: 'string', status: 'string', slug: 'string?' },
  brands: { id: 'string', name: 'string', status: 'string?', slug: 'string?' },
  categories: {
    id: 'string',
    name: 'string',
    status: 'string?',
    slug: 'string?',
    parent_category_id: 'string?',
    description: 'string?',
  },
} as const satisfies Record<string, FieldRules>;

const PAGE_RULES: FieldRules = { items: 'array', has_more: 'boolean?', next_cursor: 'string?' };

/** The routes every catalog/CRM collection shares: list, get, create, update, archive. */
function collection<T, C, U>(t: Transport, base: string, rules: FieldRules) {
  const request = (req: PlatformRequest): Promise<T> =>
    t.request<unknown>(req).then((data) => checked<T>(req, data, rules));
  const pageRules: FieldRules = { ...PAGE_RULES, items: { each: rules } };
  const iterate = (options: PaginateOptions<T> = {}) =>
    checkedItems({ method: 'GET', path: base }, paginate<T>(t, base, options), rules);
  return {
    iterate,
    list: async (options: PaginateOptions<T> = {}) => {
      const out: T[] = [];
      for await (const item of iterate(options)) out.push(item);
      return out;
    },
    /** One page; with `digest`, its exact body's digest is kept (`Transport.digestOf`). */
    page: async (query: Query = {}, options: { digest?: boolean } = {}) => {
      const req: PlatformRequest = {
        method: 'GET',
        path: base,
        query,
        ...(options.digest && { digest: true }),
      };
      return checked<ListPage<T>>(req, await t.request<unknown>(req), pageRules);
    },
    /**
     * One page with its body's digest kept; a body whose digest `known` accepts (one read before,
     * byte for byte) is not parsed: a KnownBody, for `parseKnownPage` should it be needed.
     */
    pageOrKnown: async (
      query: Query,
      known: (digest: string) => boolean,
    ): Promise<ListPage<T> | KnownBody> => {
      const req: PlatformRequest = { method: 'GET', path: base, query, digest: true, known };
      const data = await t.request<unknown>(req);
      return isKnownBody(data) ? data : checked<ListPage<T>>(req, data, pageRules);
    },
    /** A known page's body parsed and checked as `page` does. */
    parseKnownPage: (body: KnownBody): ListPage<T> => {
      if (!t.parseKnown) throw new Error('this transport keeps no known bodies');
      return checked<ListPage<T>>({ method: 'GET', path: base }, t.parseKnown(body), pageRules);
    },
    /** The caps and cycle check of one walk over this list (for callers that fetch pages themselves). */
    walk: () => transportListWalk(t, base),
    get: (id: string) => request({ method: 'GET', path: `${base}/${encodeURIComponent(id)}` }),
    create: (body: C, idempotencyKey?: string) =>
      request({
        method: 'POST',
        path: base,
        body,
        idempotent: true,
        ...(idempotencyKey && { idempotencyKey }),
      }),
    update: (id: string, body: U, idempotencyKey?: string) =>
      request({
        method: 'PATCH',
        path: `${base}/${encodeURIComponent(id)}`,
        body,
        idempotent: true,
        ...(idempotencyKey && { idempotencyKey }),
      }),
    archive: (id: string, idempotencyKey?: string) =>
      request({
        method: 'POST',
        path: `${base}/${encodeURIComponent(id)}/archive`,
        idempotent: true,
        ...(idempotencyKey && { idempotencyKey }),
      }),
  };
}

export function catalogResources(t: Transport) {
  return {
    customers: collection<Customer, CustomerCreate, CustomerUpdate>(
      t,
      '/v1/customers',
      RECORD_RULES.customers,
    ),
    products: collection<Product, ProductCreate, ProductUpdate>(t, '/v1/products', RECORD_RULES.products),
    brands: collection<Brand, BrandCreate, BrandUpdate>(t, '/v1/brands', RECORD_RULES.brands),
    categories: collection<Category, CategoryCreate, CategoryUpdate>(
      t,
      '/v1/categories',
      RECORD_RULES.categories,
    ),
    services: {
      /** The platform can only create services (no read, list or update); the ledger keeps the id. */
      create: async (body: ServiceCreate, idempotencyKey?: string) => {
        const req: PlatformRequest = {
          method: 'POST',
          path: '/v1/services',
          body,
          idempotent: true,
          ...(idempotencyKey && { idempotencyKey }),
        };
        return checked<Service>(req, await t.request<unknown>(req), { id: 'string' });
      },
    },
  };
}
