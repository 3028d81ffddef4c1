/**
 * Wires the response shape into the emulator: route handlers' `data` pass through the `minimal`
 * shape, every JSON answer of a /v1 route through the `noisy` one, and every answer reaches the
 * `onResponse` observer (tests validate them against the description). Also serves the
 * description itself at /openapi.json.
 */
import type { Exchange } from '../http/server.js';
import type { Outcome } from '../http/outcome.js';
import type { RouteDef } from '../http/route.js';
import type { ContractDescription, SchemaNode } from './description.js';
import { noiseSeed, ResponseShaper, type ResponseShape } from './shape.js';

/** One answer as sent: route is the route template (`/v1/sites/:site_id`), null when none matched. */
export interface ObservedResponse {
  readonly method: string;
  readonly path: string;
  readonly route: string | null;
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

const isApiRoute = (path: string): boolean => path === '/v1' || path.startsWith('/v1/');

export interface ResponseRenderer {
  /** The routes with the shape applied to their `data`; throws for a /v1 route the description lacks. */
  wrapRoutes(routes: readonly RouteDef[]): RouteDef[];
  /** For the HTTP layer's `finish` hook. */
  finish(outcome: Outcome, exchange: Exchange): Outcome;
}

export function createResponseRenderer(options: {
  readonly shape: ResponseShape;
  readonly description: ContractDescription;
  readonly onResponse?: (response: ObservedResponse) => void;
}): ResponseRenderer {
  const { shape, description } = options;
  const shaper = new ResponseShaper(description);
  const bodySchemas = new Map<string, readonly SchemaNode[]>();
  const bodySchemasOf = (method: string, route: string | undefined, status: number) => {
    const key = `${method} ${route ?? '-'} ${status}`;
    let schemas = bodySchemas.get(key);
    if (!schemas) {
      const schema =
        route === undefined
          ? status >= 400
            ? { $ref: '#/components/schemas/ErrorResponse' }
            : undefined
          : description.responseSchema(method, route, status);
      schemas = schema === undefined ? [] : [schema];
      bodySchemas.set(key, schemas);
    }
    return schemas;
  };

  return {
    wrapRoutes(routes) {
      return routes.map((route) => {
        if (!isApiRoute(route.path)) return route;
        const schema = description.responseSchema(route.method, route.path, 200);
        if (schema === undefined) {
          throw new Error(
            `${route.method} ${route.path} is not in schemas/platform/openapi.yaml: describe it there`,
          );
        }
        if (shape !== 'minimal') return route;
        const dataSchemas = shaper.dataSchemas(schema);
        return {
          ...route,
          handler: async (ctx) => {
            const result = await route.handler(ctx);
            return result.raw ? result : { ...result, data: shaper.minimal(result.data ?? {}, dataSchemas) };
          },
        };
      });
    },

    finish(outcome, exchange) {
      let out = outcome;
      const json = outcome.contentType.startsWith('application/json');
      if (shape === 'noisy' && json && isApiRoute(exchange.path)) {
        const text = typeof outcome.body === 'string' ? outcome.body : outcome.body.toString('utf8');
        const schemas = bodySchemasOf(exchange.method, exchange.route?.path, outcome.status);
        if (schemas.length > 0 && text.length > 0) {
          const noisy = shaper.noisy(JSON.parse(text), schemas, noiseSeed(text));
          out = { ...outcome, body: JSON.stringify(noisy) };
        }
      }
      if (options.onResponse) {
        options.onResponse({
          method: exchange.method,
          path: exchange.path,
          route: exchange.route?.path ?? null,
          status: out.status,
          contentType: out.contentType,
          body: typeof out.body === 'string' ? out.body : out.body.toString('utf8'),
        });
      }
      return out;
    },
  };
}

/** GET /openapi.json: the description (JSON), its server the emulator that serves it. */
export function openApiRoute(description: ContractDescription): RouteDef {
  return {
    method: 'GET',
    path: '/openapi.json',
    scope: null,
    idempotent: false,
    public: true,
    handler: (ctx) => ({
      raw: {
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({
          ...description.document,
          servers: [{ url: ctx.baseUrl, description: 'this sitesync platform emulator' }],
        }),
      },
    }),
  };
}
