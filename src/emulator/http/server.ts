/**
 * The emulator's HTTP layer on node:http. It owns everything cross-cutting around the RouteDef
 * handlers: latency and seeded faults (/v1 only), bearer auth, rate limit, scope check,
 * Idempotency-Key handling, body parsing and schema validation, envelopes, and the request log.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { checkAdminRequest, isGuardedPath, type AdminAccess } from './admin-access.js';
import { authenticate, requireScope } from './authenticate.js';
import { parseBody, readBody } from './body.js';
import type { FaultDecision, FaultInjector } from './faults.js';
import {
  fingerprintOf,
  requireIdempotencyKey,
  type IdempotencyStore,
  type StoredResponse,
} from './idempotency.js';
import { errorOutcome, faultOutcome, resultOutcome, type Outcome } from './outcome.js';
import type { RateLimiter } from './rate-limit.js';
import type { RequestLog } from './request-log.js';
import { ApiError, type Clock, type Credential, type RouteContext, type RouteDef } from './route.js';
import { canonicalPath, type RouteMatch, type Router } from './router.js';
import type { BodyValidator } from './validate-body.js';

export const PLATFORM_VERSION = '2026-11-01';

/** Settings the admin routes may change while the server runs. */
export interface RuntimeSettings {
  latencyMs: number;
  stallMs: number;
}

export interface HttpDeps {
  readonly router: Router;
  readonly findCredential: (raw: string) => Credential | undefined;
  readonly validator: BodyValidator;
  readonly idempotency: IdempotencyStore;
  readonly rateLimiter: RateLimiter;
  readonly faults: FaultInjector;
  readonly log: RequestLog;
  readonly clock: Clock;
  readonly runtime: RuntimeSettings;
  /** Same-origin, JSON, Host and token rules of the admin and device routes (admin-access.ts). */
  readonly adminAccess: AdminAccess;
  /** Called after every non-GET request that reached a route (persistence hooks in here). */
  readonly afterMutation: () => void;
  /** Real-time wait used for latency; injectable. */
  readonly delay?: (ms: number) => Promise<void>;
  /** Renders every answer just before it is sent (the response shape) and may observe it. */
  readonly finish?: (outcome: Outcome, exchange: Exchange) => Outcome;
}

/** The request an answer belongs to, as `finish` sees it. */
export interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly route: RouteDef | undefined;
}

export interface EmulatorHttpServer {
  readonly server: Server;
  /** Stops stalled responses and open connections; resolves when the server is closed. */
  close(): Promise<void>;
}

const realDelay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createEmulatorServer(deps: HttpDeps): EmulatorHttpServer {
  const stalls = new Set<{ timer: ReturnType<typeof setTimeout>; socket: Socket }>();
  const server = createServer((req, res) => {
    handle(deps, req, res, stalls).catch((err: unknown) => {
      // Last resort: the pipeline itself failed; answer 500 if still possible.
      if (!res.headersSent) send(res, errorOutcome(err));
      else res.destroy();
    });
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const stall of stalls) {
          clearTimeout(stall.timer);
          stall.socket.destroy();
        }
        stalls.clear();
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function handle(
  deps: HttpDeps,
  req: IncomingMessage,
  res: ServerResponse,
  stalls: Set<{ timer: ReturnType<typeof setTimeout>; socket: Socket }>,
): Promise<void> {
  const started = performance.now();
  const at = deps.clock.now().toISOString();
  const method = (req.method ?? 'GET').toUpperCase();
  const url = new URL(req.url ?? '/', 'http://emulator.invalid');
  const path = url.pathname;
  // Decided on the path the router matches (decoded, no trailing slash), not on its raw text.
  const routed = canonicalPath(path);
  const isAdmin = routed === '/__emulator' || routed.startsWith('/__emulator/');
  const isApi = !isAdmin && (routed === '/v1' || routed.startsWith('/v1/'));
  const match = deps.router.match(method, path);
  let requestBytes = 0;
  let credentialId: string | null = null;
  let fault: FaultDecision | null = null;

  const record = (status: number | null, responseBytes: number, replayed: boolean): void => {
    if (isAdmin) return;
    deps.log.append({
      at,
      method,
      path,
      route: match?.route.path ?? null,
      status,
      request_bytes: requestBytes,
      response_bytes: responseBytes,
      idempotency_key: header(req, 'idempotency-key') ?? null,
      replayed,
      fault: fault?.label ?? null,
      credential_id: credentialId,
      duration_ms: Math.round((performance.now() - started) * 100) / 100,
    });
  };

  let outcome: Outcome;
  try {
    if (isApi) fault = deps.faults.decide(method, path);
    if (isApi && deps.runtime.latencyMs > 0) await (deps.delay ?? realDelay)(deps.runtime.latencyMs);
    const raw = await readBody(req);
    requestBytes = raw.length;
    if (isGuardedPath(routed))
      checkAdminRequest({ method, path: routed, headers: req.headers }, deps.adminAccess);
    if (fault?.kind === 'drop_before') {
      req.socket.destroy();
      record(null, 0, false);
      return;
    }
    if (fault?.kind === 'status') {
      outcome = faultOutcome(fault.status, fault.label, fault.retryAfter);
    } else {
      if (!match) throw new ApiError(404, 'NOT_FOUND', `no route for ${method} ${path}`);
      const baseUrl = `http://${header(req, 'host') ?? 'localhost'}`;
      outcome = await runRoute(deps, match, {
        req,
        url,
        raw,
        baseUrl,
        onCredential: (id) => (credentialId = id),
      });
      if (method !== 'GET') deps.afterMutation();
    }
  } catch (err) {
    outcome = errorOutcome(err);
  }

  if (fault?.kind === 'drop_after') {
    req.socket.destroy();
    record(null, 0, outcome.replayed === true);
    return;
  }
  if (deps.finish) outcome = deps.finish(outcome, { method, path, route: match?.route });
  if (fault?.kind === 'stall') {
    const bytes = stall(res, outcome, deps.runtime.stallMs, stalls);
    record(outcome.status, bytes, outcome.replayed === true);
    return;
  }
  // The client hung up before an answer could be sent (during the latency, or while the route
  // ran): no status line goes out, so the log says none (null), not the 500 a cut-off body read
  // turned into, nor a status nobody received.
  if (req.socket.destroyed) {
    record(null, 0, outcome.replayed === true);
    return;
  }
  const bytes = send(res, outcome);
  record(outcome.status, bytes, outcome.replayed === true);
}

interface RunInput {
  readonly req: IncomingMessage;
  readonly url: URL;
  readonly raw: Buffer;
  readonly baseUrl: string;
  readonly onCredential: (id: string) => void;
}

async function runRoute(deps: HttpDeps, match: RouteMatch, input: RunInput): Promise<Outcome> {
  const { route, params } = match;
  const { req, url } = input;
  let credential: Credential | undefined;
  if (!route.public) {
    credential = authenticate(header(req, 'authorization'), deps.findCredential);
    input.onCredential(credential.id);
    deps.rateLimiter.admit(credential.id, credential.rateLimit);
    requireScope(credential, route.scope);
  }
  const key = route.idempotent ? requireIdempotencyKey(header(req, 'idempotency-key')) : undefined;
  const isPage = !route.path.startsWith('/v1/') && !route.path.startsWith('/__emulator/');
  const body = parseBody(input.raw, header(req, 'content-type'), isPage);
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (!(name in query)) query[name] = value;
  const ctx: RouteContext = { params, query, body, credential, clock: deps.clock, baseUrl: input.baseUrl };

  const execute = async (): Promise<Outcome> => {
    if (route.bodySchema) deps.validator.validate(route.bodySchema, body);
    return resultOutcome(await route.handler(ctx));
  };
  if (key === undefined) return execute();

  const fingerprint = fingerprintOf(route.method, url.pathname, body);
  for (;;) {
    const slot = deps.idempotency.begin(credential?.id ?? 'public', key, fingerprint);
    if (slot.kind === 'replay') return replayOf(slot.response);
    if (slot.kind === 'wait') {
      const response = await slot.response;
      if (response) return replayOf(response);
      continue; // the first attempt failed unexpectedly and stored nothing: run again
    }
    let outcome: Outcome;
    try {
      outcome = await execute();
    } catch (err) {
      if (!(err instanceof ApiError)) {
        slot.abandon();
        throw err;
      }
      outcome = errorOutcome(err);
    }
    slot.commit(toStored(outcome));
    return outcome;
  }
}

function toStored(outcome: Outcome): StoredResponse {
  const body = typeof outcome.body === 'string' ? outcome.body : outcome.body.toString('utf8');
  return { status: outcome.status, body, contentType: outcome.contentType, headers: outcome.headers };
}

function replayOf(response: StoredResponse): Outcome {
  return { ...response, replayed: true };
}

function headersOf(outcome: Outcome, length: number): Record<string, string> {
  return {
    'Content-Type': outcome.contentType,
    'Content-Length': String(length),
    'Platform-Version': PLATFORM_VERSION,
    ...outcome.headers,
    ...(outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  };
}

/** Sends the outcome; returns the number of body bytes. */
function send(res: ServerResponse, outcome: Outcome): number {
  // A string body is not copied into a Buffer: node:http sends it joined to the head in one write
  // (a Buffer would go out beside the head, a writev of two chunks).
  const { body } = outcome;
  const length = typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.length;
  res.writeHead(outcome.status, headersOf(outcome, length));
  res.end(body);
  return length;
}

/** Sends the status, the headers and half the body, then holds the connection for `stallMs` and destroys it. */
function stall(
  res: ServerResponse,
  outcome: Outcome,
  stallMs: number,
  stalls: Set<{ timer: ReturnType<typeof setTimeout>; socket: Socket }>,
): number {
  const body = typeof outcome.body === 'string' ? Buffer.from(outcome.body, 'utf8') : outcome.body;
  const part = body.subarray(0, Math.floor(body.length / 2));
  res.writeHead(outcome.status, headersOf(outcome, body.length));
  res.write(part);
  const socket = res.socket;
  if (!socket) return part.length;
  const entry = {
    socket,
    timer: setTimeout(() => {
      stalls.delete(entry);
      socket.destroy();
    }, stallMs),
  };
  stalls.add(entry);
  return part.length;
}
