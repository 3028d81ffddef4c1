/** The event catalog (GET /v1/events, docs/platform-contract.md §9): route groups and webhook events. */
import type { RouteDef } from '../http/route.js';

export interface RouteGroupInfo {
  readonly name: string;
  readonly scopes: readonly string[];
  readonly routeCount: number;
}

/** Summarises a group of routes: its /v1 routes and the scopes they need. */
export function describeGroup(name: string, routes: readonly RouteDef[]): RouteGroupInfo {
  const api = routes.filter((r) => r.path.startsWith('/v1/'));
  const scopes = [...new Set(api.map((r) => r.scope).filter((s): s is string => s !== null))].sort();
  return { name, scopes, routeCount: api.length };
}

interface WebhookEvent {
  readonly name: string;
  readonly domain: string;
  readonly scope: string;
  readonly description: string;
}

const WEBHOOK_EVENTS: readonly WebhookEvent[] = [
  {
    name: 'customer.created',
    domain: 'crm',
    scope: 'customers:read',
    description: 'A customer was created.',
  },
  {
    name: 'customer.updated',
    domain: 'crm',
    scope: 'customers:read',
    description: 'A customer was updated or archived.',
  },
  {
    name: 'product.created',
    domain: 'commerce',
    scope: 'products:read',
    description: 'A product was created.',
  },
  {
    name: 'product.updated',
    domain: 'commerce',
    scope: 'products:read',
    description: 'A product was updated or archived.',
  },
  { name: 'brand.created', domain: 'commerce', scope: 'brands:read', description: 'A brand was created.' },
  {
    name: 'brand.updated',
    domain: 'commerce',
    scope: 'brands:read',
    description: 'A brand was updated or archived.',
  },
  {
    name: 'category.created',
    domain: 'commerce',
    scope: 'categories:read',
    description: 'A category was created.',
  },
  {
    name: 'category.updated',
    domain: 'commerce',
    scope: 'categories:read',
    description: 'A category was updated or archived.',
  },
  {
    name: 'service.created',
    domain: 'commerce',
    scope: 'services:write',
    description: 'A service was created.',
  },
  {
    name: 'site.publish_request.created',
    domain: 'sites',
    scope: 'site_publish:read',
    description: 'A publish request was filed.',
  },
  {
    name: 'site.published',
    domain: 'sites',
    scope: 'site_publish:read',
    description: 'A site version went live.',
  },
];

export function eventCatalog(
  groups: readonly RouteGroupInfo[],
  allScopes: readonly string[],
): Record<string, unknown> {
  return {
    object: 'event_catalog',
    environment: 'emulator',
    events: WEBHOOK_EVENTS.map((e) => e.name),
    scopes: [...allScopes],
    resources: groups.map((g) => ({
      name: g.name,
      object: 'developer_resource',
      route_count: g.routeCount,
      scopes: [...g.scopes],
    })),
    webhook_events: WEBHOOK_EVENTS.map((e) => ({
      name: e.name,
      domain: e.domain,
      version: 'v1',
      lifecycle: 'stable',
      description: e.description,
      scopes: [e.scope],
    })),
  };
}

/** The events route group; `groups` is read at request time so every group (including itself) is listed. */
export function eventRoutes(
  groups: () => readonly RouteGroupInfo[],
  allScopes: readonly string[],
): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/v1/events',
      scope: 'webhooks:read',
      idempotent: false,
      handler: () => ({ data: eventCatalog(groups(), allScopes) }),
    },
  ];
}
