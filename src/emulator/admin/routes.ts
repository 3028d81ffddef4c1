/**
 * Emulator-only routes under /__emulator (docs/platform-contract.md §11). No auth, no faults, not
 * in the request log; meant for loopback use by tests, the demo and a person at the keyboard.
 */
import type { AdjustableClock } from '../clock.js';
import type { DeviceFlow } from '../auth/device-flow.js';
import {
  FAULT_KINDS,
  isFaultKind,
  MAX_FAIL_NEXT_RULES,
  type FaultInjector,
  type FaultKind,
} from '../http/faults.js';
import type { RequestLog } from '../http/request-log.js';
import { ApiError, type RouteContext, type RouteDef } from '../http/route.js';
import type { RuntimeSettings } from '../http/server.js';
import type { SitesModule } from '../sites-bridge.js';

export interface AdminDeps {
  readonly log: RequestLog;
  readonly clock: AdjustableClock;
  readonly faults: FaultInjector;
  readonly runtime: RuntimeSettings;
  readonly deviceFlow: DeviceFlow;
  readonly sites: SitesModule | undefined;
  readonly dumpState: () => Record<string, unknown>;
  readonly resetState: () => void;
}

function bad(field: string, message: string): ApiError {
  return new ApiError(400, 'INVALID_REQUEST', `${field} ${message}`, {
    errors: [{ code: 'invalid_field', message, field: `/${field}` }],
  });
}

function body(ctx: RouteContext): Record<string, unknown> {
  return ctx.body as Record<string, unknown>;
}

function numberField(
  ctx: RouteContext,
  field: string,
  options: { min?: number; max?: number; integer?: boolean; optional?: boolean } = {},
): number | undefined {
  const value = body(ctx)[field];
  if (value === undefined && options.optional) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw bad(field, 'must be a number');
  if (options.integer && !Number.isInteger(value)) throw bad(field, 'must be an integer');
  if (options.min !== undefined && value < options.min) throw bad(field, `must be at least ${options.min}`);
  if (options.max !== undefined && value > options.max) throw bad(field, `must be at most ${options.max}`);
  return value;
}

/** A fail-next rule's pattern is matched against every /v1 request: kept to the length of a path. */
const MAX_PATH_PATTERN = 1024;

function stringField(ctx: RouteContext, field: string): string {
  const value = body(ctx)[field];
  if (typeof value !== 'string' || value === '') throw bad(field, 'must be a non-empty string');
  return value;
}

function requireSites(sites: SitesModule | undefined): SitesModule {
  if (!sites)
    throw new ApiError(404, 'NOT_FOUND', 'the sites module is not available in this emulator build');
  return sites;
}

export function adminRoutes(deps: AdminDeps): RouteDef[] {
  const admin = (method: RouteDef['method'], path: string, handler: RouteDef['handler']): RouteDef => ({
    method,
    path: `/__emulator${path}`,
    scope: null,
    idempotent: false,
    public: true,
    handler,
  });
  return [
    admin('GET', '/health', (ctx) => ({
      data: {
        object: 'emulator_health',
        ok: true,
        now: ctx.clock.now().toISOString(),
        sites: deps.sites !== undefined,
      },
    })),
    admin('GET', '/requests', (ctx) => {
      const raw = ctx.query.since;
      const since = raw === undefined ? 0 : Number(raw);
      if (!Number.isInteger(since) || since < 0) throw bad('since', 'must be a non-negative integer');
      return { data: { object: 'list', items: deps.log.list(since), has_more: false } };
    }),
    admin('DELETE', '/requests', () => {
      deps.log.clear();
      return { data: { object: 'request_log', cleared: true } };
    }),
    admin('POST', '/clock/advance', (ctx) => {
      const seconds = numberField(ctx, 'seconds', { min: 0 })!;
      deps.clock.advance(seconds);
      return { data: { object: 'emulator_clock', now: deps.clock.now().toISOString() } };
    }),
    admin('POST', '/publish-requests/:request_id/approve', (ctx) => ({
      data: requireSites(deps.sites).approvePublishRequest(ctx.params.request_id ?? ''),
    })),
    admin('POST', '/publish-requests/:request_id/reject', (ctx) => {
      const reason = body(ctx).reason;
      return {
        data: requireSites(deps.sites).rejectPublishRequest(
          ctx.params.request_id ?? '',
          typeof reason === 'string' ? reason : undefined,
        ),
      };
    }),
    admin('POST', '/device/approve', (ctx) => ({
      data: deps.deviceFlow.decide(stringField(ctx, 'user_code'), 'approved'),
    })),
    admin('POST', '/device/deny', (ctx) => ({
      data: deps.deviceFlow.decide(stringField(ctx, 'user_code'), 'denied'),
    })),
    admin('PUT', '/faults', (ctx) => {
      const rate = numberField(ctx, 'rate', { min: 0, max: 1 })!;
      const seed = numberField(ctx, 'seed', { integer: true, optional: true }) ?? deps.faults.current().seed;
      const rawKinds = body(ctx).kinds;
      let kinds: readonly FaultKind[] = deps.faults.current().kinds;
      if (rawKinds !== undefined) {
        if (!Array.isArray(rawKinds) || rawKinds.length === 0 || !rawKinds.every(isFaultKind)) {
          throw bad('kinds', `must be a non-empty list of ${FAULT_KINDS.join(', ')}`);
        }
        kinds = rawKinds;
      }
      deps.faults.configure({ rate, seed, kinds });
      return { data: { object: 'emulator_faults', ...deps.faults.current() } };
    }),
    admin('PUT', '/latency', (ctx) => {
      deps.runtime.latencyMs = numberField(ctx, 'ms', { min: 0 })!;
      return { data: { object: 'emulator_latency', ms: deps.runtime.latencyMs } };
    }),
    admin('POST', '/fail-next', (ctx) => {
      const raw = body(ctx);
      const method = typeof raw.method === 'string' && raw.method !== '' ? raw.method : '*';
      const pathPattern = stringField(ctx, 'path_pattern');
      if (pathPattern.length > MAX_PATH_PATTERN)
        throw bad('path_pattern', `must be at most ${MAX_PATH_PATTERN} characters`);
      const status = raw.status;
      const outcome =
        typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
          ? status
          : isFaultKind(status)
            ? status
            : undefined;
      if (outcome === undefined)
        throw bad('status', `must be an HTTP status 400..599 or one of ${FAULT_KINDS.join(', ')}`);
      const count = numberField(ctx, 'count', { min: 1, integer: true, optional: true }) ?? 1;
      const retryAfter = numberField(ctx, 'retry_after', {
        min: 0,
        max: 86_400,
        integer: true,
        optional: true,
      });
      const kind = typeof outcome === 'string' && /^\d+$/.test(outcome) ? Number(outcome) : outcome;
      if (retryAfter !== undefined && kind !== 429 && kind !== 503)
        throw bad('retry_after', 'applies to a 429 or 503 only');
      const pending = deps.faults.pendingFailNext();
      if (pending >= MAX_FAIL_NEXT_RULES) {
        const message = `fail-next rules: at most ${MAX_FAIL_NEXT_RULES} may be pending at once, and ${pending} are (a rule is used up by the requests it matches; DELETE /__emulator/fail-next clears them all)`;
        throw new ApiError(409, 'TOO_MANY_FAIL_NEXT_RULES', message, {
          errors: [{ code: 'limit_exceeded', message }],
        });
      }
      deps.faults.addFailNext({
        method,
        pathPattern,
        outcome: kind,
        ...(retryAfter !== undefined && { retryAfter }),
        count,
      });
      return {
        data: {
          object: 'emulator_fail_next',
          method: method.toUpperCase(),
          path_pattern: pathPattern,
          status: outcome,
          count,
          ...(retryAfter !== undefined && { retry_after: retryAfter }),
        },
      };
    }),
    admin('DELETE', '/fail-next', () => ({
      data: { object: 'emulator_fail_next_cleared', cleared: deps.faults.clearFailNext() },
    })),
    admin('GET', '/state', () => ({ data: { object: 'emulator_state', ...deps.dumpState() } })),
    admin('POST', '/reset', () => {
      deps.resetState();
      return { data: { object: 'emulator_reset', ok: true } };
    }),
  ];
}
