/**
 * The emulator's route contract: every route group (catalog, crm, auth, sites, …) is a list of
 * RouteDef that the HTTP layer registers. A handler is plain logic over the emulator state; the
 * HTTP layer owns everything cross-cutting: bearer auth, scope checks, idempotency (store/replay/
 * conflict), rate limit, latency/faults, body parsing, request-body schema validation, the
 * success envelope, the error body, and the request log.
 *
 * This module must never import client code (src/platform, src/source, …): the emulator shares
 * only the JSON Schemas in schemas/platform/ with the client.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A credential the emulator accepts (an API key). */
export interface Credential {
  readonly id: string; // key_<21 Base62>
  readonly name: string;
  readonly company: string; // comp_<21 Base62>
  readonly scopes: readonly string[];
  readonly rateLimit: number; // requests per minute
}

/** Injectable clock; the admin route /__emulator/clock/advance moves it forward. */
export interface Clock {
  now(): Date;
}

export interface RouteContext<Body = unknown> {
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | undefined>>;
  /** Parsed JSON body ({} when the request had none). Already validated when bodySchema is set. */
  readonly body: Body;
  /** Undefined only on public routes. */
  readonly credential: Credential | undefined;
  readonly clock: Clock;
  /** e.g. http://127.0.0.1:4010 — used to build preview and verification URLs. */
  readonly baseUrl: string;
}

export interface RouteResult {
  /** Default 200. */
  readonly status?: number;
  /** Put into the success envelope as `data` (unless `raw` is set). */
  readonly data?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** For non-API pages (preview HTML, device page): sent as is, no envelope. */
  readonly raw?: { readonly contentType: string; readonly body: string | Buffer };
}

export interface RouteDef {
  readonly method: HttpMethod;
  /** Path with `:param` segments, e.g. `/v1/sites/:site_id/pages/:page_id`. A literal colon
   * inside a segment (the `source:batch` route) is written as is: `/…/:session_id/source:batch`;
   * the HTTP layer takes care of escaping it for its router. */
  readonly path: string;
  /** Scope required; null for routes that need a valid bearer but no scope (ping, auth status). */
  readonly scope: string | null;
  /** True when the route requires an Idempotency-Key (every write route of the contract). */
  readonly idempotent: boolean;
  /** Public routes need no bearer (device code/token, preview pages, device page). */
  readonly public?: boolean;
  /** $id of a schema in schemas/platform/ that the request body must satisfy (422 otherwise). */
  readonly bodySchema?: string;
  readonly handler: (ctx: RouteContext) => RouteResult | Promise<RouteResult>;
}

/** Thrown by handlers; the HTTP layer turns it into the error body of docs/platform-contract.md §1. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(
    status: number,
    errorCode: string,
    message: string,
    details?: Record<string, unknown>,
    headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.details = details;
    this.headers = headers;
  }
}

/** One validation issue, as in details.errors. */
export interface ApiIssue {
  readonly code: string;
  readonly message: string;
  readonly path?: string;
  readonly line?: number;
  readonly column?: number;
  readonly field?: string;
}
