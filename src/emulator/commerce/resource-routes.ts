/** The five routes of a catalog resource: list, create, get, update, archive. */
import { paginate } from '../http/paginate.js';
import { ApiError, type RouteContext, type RouteDef } from '../http/route.js';
import type { Collection, Entity } from './collection.js';

export interface ResourceSpec {
  /** e.g. `/v1/products` */
  readonly basePath: string;
  /** e.g. `product_id` */
  readonly idParam: string;
  /** e.g. `products` → scopes products:read / products:write */
  readonly scopePrefix: string;
  readonly createSchema: string;
  readonly updateSchema: string;
  readonly collection: Collection;
  readonly create: (body: Record<string, unknown>) => Entity;
  readonly update: (entity: Entity, body: Record<string, unknown>) => Entity;
  readonly archive: (entity: Entity) => Entity;
  readonly present: (entity: Entity) => Record<string, unknown>;
  /** Filters of the list route (validates query values; 400 on a bad one). */
  readonly filter?: (items: Entity[], query: RouteContext['query']) => Entity[];
}

const bodyOf = (ctx: RouteContext): Record<string, unknown> => ctx.body as Record<string, unknown>;

export function resourceRoutes(spec: ResourceSpec): RouteDef[] {
  const read = `${spec.scopePrefix}:read`;
  const write = `${spec.scopePrefix}:write`;
  const itemPath = `${spec.basePath}/:${spec.idParam}`;
  const find = (ctx: RouteContext): Entity => spec.collection.require(ctx.params[spec.idParam] ?? '');
  return [
    {
      method: 'GET',
      path: spec.basePath,
      scope: read,
      idempotent: false,
      handler: (ctx) => {
        // Unfiltered, a page is a slice of the collection (no copy of the whole list per page).
        const items = spec.filter ? spec.filter(spec.collection.list(), ctx.query) : spec.collection;
        const page = paginate<Entity>(items, ctx.query, spec.basePath);
        return { data: { ...page, items: page.items.map(spec.present) } };
      },
    },
    {
      method: 'POST',
      path: spec.basePath,
      scope: write,
      idempotent: true,
      bodySchema: spec.createSchema,
      handler: (ctx) => ({ data: spec.present(spec.create(bodyOf(ctx))) }),
    },
    {
      method: 'GET',
      path: itemPath,
      scope: read,
      idempotent: false,
      handler: (ctx) => ({ data: spec.present(find(ctx)) }),
    },
    {
      method: 'PATCH',
      path: itemPath,
      scope: write,
      idempotent: true,
      bodySchema: spec.updateSchema,
      handler: (ctx) => ({ data: spec.present(spec.update(find(ctx), bodyOf(ctx))) }),
    },
    {
      method: 'POST',
      path: `${itemPath}/archive`,
      scope: write,
      idempotent: true,
      handler: (ctx) => ({ data: spec.present(spec.archive(find(ctx))) }),
    },
  ];
}

/** 400 INVALID_REQUEST unless the query value is one of `allowed`. */
export function filterByEnum(
  items: Entity[],
  query: RouteContext['query'],
  param: string,
  allowed: readonly string[],
): Entity[] {
  const value = query[param];
  if (value === undefined) return items;
  if (!allowed.includes(value)) throw invalidQuery(param, value, allowed);
  return items.filter((item) => item[param] === value);
}

function invalidQuery(param: string, value: string, allowed: readonly string[]): ApiError {
  return new ApiError(
    400,
    'INVALID_REQUEST',
    `query parameter ${param}="${value}" must be one of ${allowed.join(', ')}`,
    {
      errors: [{ code: 'invalid_query', message: `must be one of ${allowed.join(', ')}`, field: param }],
    },
  );
}
