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
import { paginate, listAll, transportListWalk, type PaginateOptions } from '../paginate.js';
import type { Query, Transport } from '../transport.js';

/** The routes every catalog/CRM collection shares: list, get, create, update, archive. */
function collection<T, C, U>(t: Transport, base: string) {
  return {
    iterate: (options: PaginateOptions<T> = {}) => paginate<T>(t, base, options),
    list: (options: PaginateOptions<T> = {}) => listAll<T>(t, base, options),
    page: (query: Query = {}) =>
      t.request<{ items: T[]; has_more: boolean; next_cursor?: string }>({
        method: 'GET',
        path: base,
        query,
      }),
    /** The caps and cycle check of one walk over this list (for callers that fetch pages themselves). */
    walk: () => transportListWalk(t, base),
    get: (id: string) => t.request<T>({ method: 'GET', path: `${base}/${encodeURIComponent(id)}` }),
    create: (body: C, idempotencyKey?: string) =>
      t.request<T>({
        method: 'POST',
        path: base,
        body,
        idempotent: true,
        ...(idempotencyKey && { idempotencyKey }),
      }),
    update: (id: string, body: U, idempotencyKey?: string) =>
      t.request<T>({
        method: 'PATCH',
        path: `${base}/${encodeURIComponent(id)}`,
        body,
        idempotent: true,
        ...(idempotencyKey && { idempotencyKey }),
      }),
    archive: (id: string, idempotencyKey?: string) =>
      t.request<T>({
        method: 'POST',
        path: `${base}/${encodeURIComponent(id)}/archive`,
        idempotent: true,
        ...(idempotencyKey && { idempotencyKey }),
      }),
  };
}

export function catalogResources(t: Transport) {
  return {
    customers: collection<Customer, CustomerCreate, CustomerUpdate>(t, '/v1/customers'),
    products: collection<Product, ProductCreate, ProductUpdate>(t, '/v1/products'),
    brands: collection<Brand, BrandCreate, BrandUpdate>(t, '/v1/brands'),
    categories: collection<Category, CategoryCreate, CategoryUpdate>(t, '/v1/categories'),
    services: {
      /** The platform can only create services (no read, list or update). */
      create: (body: ServiceCreate, idempotencyKey?: string) =>
        t.request<Service>({
          method: 'POST',
          path: '/v1/services',
          body,
          idempotent: true,
          ...(idempotencyKey && { idempotencyKey }),
        }),
    },
  };
}
