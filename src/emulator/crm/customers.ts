/** Customers (CRM): archive sets status inactive and archived_at (docs/platform-contract.md §7). */
import type { Entity } from '../commerce/collection.js';
import { applyFields, markWrittenFields, present, stamp, WRITTEN_KEY } from '../commerce/fields.js';
import { filterByEnum, resourceRoutes } from '../commerce/resource-routes.js';
import type { CatalogDeps } from '../commerce/state.js';
import type { RouteDef } from '../http/route.js';

export const CUSTOMER_STATUSES = ['active', 'inactive', 'lead', 'prospect', 'pending'] as const;
export const CUSTOMER_TYPES = ['individual', 'business', 'government', 'non_profit'] as const;

function write(deps: CatalogDeps, customer: Entity, body: Record<string, unknown>): Entity {
  const next: Entity = structuredClone(customer);
  applyFields(next, body);
  if (body.status !== undefined && body.status !== 'inactive') delete next.archived_at;
  stamp(next, deps.clock.now());
  deps.state.customers.put(next);
  return next;
}

export function createCustomer(deps: CatalogDeps, body: Record<string, unknown>): Entity {
  const now = deps.clock.now().toISOString();
  return write(
    deps,
    { id: deps.newId('cust'), status: 'active', created_at: now, updated_at: now, [WRITTEN_KEY]: [] },
    body,
  );
}

export function archiveCustomer(deps: CatalogDeps, customer: Entity): Entity {
  if (customer.archived_at !== undefined) return customer;
  const now = deps.clock.now().toISOString();
  const next: Entity = { ...customer, status: 'inactive', archived_at: now, updated_at: now };
  markWrittenFields(next, ['status']);
  deps.state.customers.put(next);
  return next;
}

export function customerRoutes(deps: CatalogDeps): RouteDef[] {
  return resourceRoutes({
    basePath: '/v1/customers',
    idParam: 'customer_id',
    scopePrefix: 'customers',
    createSchema: 'platform/customer-create.schema.json',
    updateSchema: 'platform/customer-update.schema.json',
    collection: deps.state.customers,
    create: (body) => createCustomer(deps, body),
    update: (entity, body) => write(deps, entity, body),
    archive: (entity) => archiveCustomer(deps, entity),
    present: (entity) => present(entity, 'customer'),
    filter: (items, query) =>
      filterByEnum(
        filterByEnum(items, query, 'status', CUSTOMER_STATUSES),
        query,
        'customer_type',
        CUSTOMER_TYPES,
      ),
  });
}
