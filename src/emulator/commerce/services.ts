/**
 * Services (docs/platform-contract.md §7): create only. service_code is unique (409
 * DUPLICATE_SERVICE_CODE with details.existing_id); category_id must exist.
 */
import { ApiError, type RouteDef } from '../http/route.js';
import type { Entity } from './collection.js';
import { applyFields, present, requireReference, WRITTEN_KEY } from './fields.js';
import type { CatalogDeps } from './state.js';

const DECIMALS = ['price', 'compare_at_price'] as const;

export function createService(deps: CatalogDeps, body: Record<string, unknown>): Entity {
  const { services, categories } = deps.state;
  requireReference(categories, body.category_id, 'category_id');
  const code = body.service_code;
  if (typeof code === 'string') {
    const holder = services.holderOf('service_code', code);
    if (holder) {
      throw new ApiError(
        409,
        'DUPLICATE_SERVICE_CODE',
        `service_code "${code}" is already used by service ${holder.id}`,
        {
          existing_id: holder.id,
          service_code: code,
        },
      );
    }
  }
  const now = deps.clock.now().toISOString();
  const service: Entity = {
    id: deps.newId('svc'),
    status: 'draft',
    created_at: now,
    updated_at: now,
    [WRITTEN_KEY]: [],
  };
  applyFields(service, body, DECIMALS);
  services.put(service);
  return service;
}

/** The ServiceObject: the stored fields that have a value (never null) and the category's name. */
export function presentService(deps: CatalogDeps, service: Entity): Record<string, unknown> {
  const category =
    typeof service.category_id === 'string' ? deps.state.categories.get(service.category_id) : undefined;
  return present(service, 'service', { category_name: category?.name });
}

export function serviceRoutes(deps: CatalogDeps): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/v1/services',
      scope: 'services:write',
      idempotent: true,
      bodySchema: 'platform/service-create.schema.json',
      handler: (ctx) => ({
        data: presentService(deps, createService(deps, ctx.body as Record<string, unknown>)),
      }),
    },
  ];
}
