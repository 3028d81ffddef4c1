import pRetry from 'p-retry';
import { createRedactor, type Redactor } from '../shared/redact.js';
import { SitesyncError, ExitCode } from '../shared/errors.js';
import { NetworkError, PlatformError, ProtocolError, parseErrorBody } from './errors.js';
import { httpFetch, type SendFn } from './http-fetch.js';
import { assertValidIdempotencyKey, idempotencyKeyFor } from './idempotency.js';
import { createPacer, type Pacer } from './pacer.js';
import type { RequestLogHook } from './request-log.js';
import {
  DEFAULT_RETRY_POLICY,
  decideRetry,
  isRetryableOutcome,
  type AttemptOutcome,
  type RetryPolicy,
} from './retry-policy.js';

export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

export interface PlatformRequest {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path under the base URL, starting with `/v1/`. */
  readonly path: string;
  readonly query?: Query;
  readonly body?: unknown;
  /** The route requires an Idempotency-Key: one is derived unless `idempotencyKey` is given. */
  readonly idempotent?: boolean;
  readonly idempotencyKey?: string;
  /** Send the bearer token (default true; false for the public device-login routes). */
  readonly auth?: boolean;
}

/** What an attempt needs of a request once its body is serialised. */
type SentRequest = Pick<PlatformRequest, 'method' | 'path' | 'auth'>;

export interface PlatformResponse<T> {
  readonly data: T;
  readonly status: number;
  readonly replayed: boolean;
  readonly idempotencyKey?: string;
}

export interface TransportOptions {
  readonly baseUrl: string;
  readonly apiKey?: string;
  /** 40-hex revision (commit SHA or content digest) that idempotency keys are derived from. */
  readonly keyRevision?: string;
  /** Per attempt, body included. Default 30 s. */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryPolicy>;
  readonly onRequest?: RequestLogHook;
  readonly redact?: Redactor;
  readonly pacer?: Pacer;
  readonly signal?: AbortSignal;
  readonly userAgent?: string;
  /** Sends one attempt; default node:http (see http-fetch.ts). The global fetch fits as well. */
  readonly fetch?: SendFn | typeof fetch;
  readonly now?: () => number;
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly random?: () => number;
}

export interface Transport {
  send<T>(request: PlatformRequest): Promise<PlatformResponse<T>>;
  request<T>(request: PlatformRequest): Promise<T>;
  /** Pace to this many requests per minute (from auth status). */
  setRateLimit(perMinute: number | undefined): void;
  readonly baseUrl: string;
  readonly redact: Redactor;
  readonly stats: {
    requests: number;
    retries: number;
    bytesSent: number;
    bytesReceived: number;
    rateLimited: number;
  };
}

export function realSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Thrown by one attempt; carries what the retry decision needs. */
class AttemptFailure extends Error {
  constructor(
    readonly outcome: AttemptOutcome,
    readonly final: SitesyncError,
  ) {
    super(final.message);
  }
}

function networkCodeOf(err: unknown): string {
  const e = err as { name?: string; code?: string; cause?: { code?: string; name?: string } };
  if (e?.name === 'TimeoutError' || e?.cause?.name === 'TimeoutError') return 'TIMEOUT';
  return e?.cause?.code ?? e?.code ?? e?.name ?? 'UNKNOWN';
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

export function createTransport(options: TransportOptions): Transport {
  const doFetch: SendFn = options.fetch ?? httpFetch;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const timeoutMs = options.timeoutMs ?? 30_000;
  const redact = options.redact ?? createRedactor();
  redact.add(options.apiKey);
  const pacer = options.pacer ?? createPacer({ now, sleep });
  const stats = { requests: 0, retries: 0, bytesSent: 0, bytesReceived: 0, rateLimited: 0 };
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  function keyFor(req: PlatformRequest, bodyText: string | undefined): string | undefined {
    if (req.idempotencyKey !== undefined) {
      assertValidIdempotencyKey(req.idempotencyKey);
      return req.idempotencyKey;
    }
    if (!req.idempotent) return undefined;
    if (!options.keyRevision) {
      throw new SitesyncError(
        'NO_KEY_REVISION',
        `${req.method} ${req.path} is a write and needs an Idempotency-Key, but no commit revision was given to derive it from`,
      );
    }
    return idempotencyKeyFor(
      options.keyRevision,
      `${req.method} ${req.path}`,
      bodyText === undefined ? undefined : req.body,
    );
  }

  async function attempt<T>(
    req: SentRequest,
    url: string,
    bodyText: string | undefined,
    key: string | undefined,
    n: number,
  ): Promise<PlatformResponse<T>> {
    await pacer.acquire(options.signal);
    const started = now();
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': options.userAgent ?? 'sitesync',
    };
    if (req.auth !== false && options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    if (bodyText !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    const bytesSent = bodyText === undefined ? 0 : Buffer.byteLength(bodyText);
    const logPath = url.slice(baseUrl.length);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    stats.requests += 1;
    stats.bytesSent += bytesSent;
    let status: number | undefined;
    let text = '';
    let replayed = false;
    let retryAfter: string | null;
    try {
      const res = await doFetch(url, { method: req.method, headers, body: bodyText, signal });
      status = res.status;
      replayed = res.headers.get('idempotent-replayed') === 'true';
      retryAfter = res.headers.get('retry-after');
      text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    } catch (err) {
      if (options.signal?.aborted) {
        throw new SitesyncError('INTERRUPTED', `${req.method} ${logPath}: interrupted`, {
          exitCode: ExitCode.interrupted,
          cause: err,
        });
      }
      const code = networkCodeOf(err);
      const message = redact(
        code === 'TIMEOUT'
          ? `no complete answer within ${timeoutMs}ms`
          : `${(err as Error)?.message ?? err} (${code})`,
      );
      options.onRequest?.({
        method: req.method,
        path: logPath,
        status,
        bytesSent,
        bytesReceived: Buffer.byteLength(text),
        attempt: n,
        durationMs: now() - started,
        ...(key && { idempotencyKey: key }),
        replayed,
        error: message,
      });
      throw new AttemptFailure(
        { kind: 'network', code },
        new NetworkError(req.method, logPath, code, message),
      );
    }
    const bytesReceived = Buffer.byteLength(text);
    stats.bytesReceived += bytesReceived;
    options.onRequest?.({
      method: req.method,
      path: logPath,
      status,
      bytesSent,
      bytesReceived,
      attempt: n,
      durationMs: now() - started,
      ...(key && { idempotencyKey: key }),
      replayed,
    });
    if (status < 200 || status >= 300) {
      if (status === 429) stats.rateLimited += 1;
      const parsed = parseErrorBody(status, redact(text));
      const error = new PlatformError({
        status,
        method: req.method,
        path: logPath,
        errorCode: parsed.errorCode,
        message: parsed.message,
        issues: parsed.issues,
        details: parsed.details,
      });
      throw new AttemptFailure({ kind: 'status', status, retryAfter }, error);
    }
    let body: unknown;
    try {
      body = text.length === 0 ? undefined : JSON.parse(text);
    } catch {
      throw new ProtocolError(
        req.method,
        logPath,
        `answered ${status} with a body that is not JSON: ${redact(text.slice(0, 120))}`,
      );
    }
    const envelope = body as { success?: unknown; data?: unknown } | undefined;
    if (!envelope || typeof envelope !== 'object' || !('data' in envelope) || envelope.success === false) {
      throw new ProtocolError(req.method, logPath, `answered ${status} without the {success, data} envelope`);
    }
    return { data: envelope.data as T, status, replayed, ...(key && { idempotencyKey: key }) };
  }

  /**
   * Serialises the body once and derives the key from it, then sends without the request object:
   * the body (for a source batch, up to 8 MiB of content strings) is no longer needed, and the
   * collector may take it while the request is in flight and retried.
   */
  function send<T>(req: PlatformRequest): Promise<PlatformResponse<T>> {
    try {
      const bodyText = req.body === undefined ? undefined : JSON.stringify(req.body);
      const key = keyFor(req, bodyText);
      const url = buildUrl(baseUrl, req.path, req.query);
      const sent: SentRequest = { method: req.method, path: req.path, auth: req.auth };
      return sendSerialized<T>(sent, url, bodyText, key);
    } catch (err) {
      return Promise.reject(err as Error);
    }
  }

  async function sendSerialized<T>(
    req: SentRequest,
    url: string,
    bodyText: string | undefined,
    key: string | undefined,
  ): Promise<PlatformResponse<T>> {
    const startedAt = now();
    let n = 0;
    try {
      return await pRetry(
        () => {
          n += 1;
          return attempt<T>(req, url, bodyText, key, n);
        },
        {
          retries: Math.max(0, policy.maxAttempts - 1),
          minTimeout: 0,
          maxTimeout: 0,
          factor: 1,
          onFailedAttempt: async ({ error }) => {
            if (!(error instanceof AttemptFailure)) throw error;
            const decision = decideRetry({
              outcome: error.outcome,
              attempt: n,
              elapsedMs: now() - startedAt,
              nowMs: now(),
              random: random(),
              policy,
            });
            if (!decision.retry) {
              if (isRetryableOutcome(error.outcome)) error.final.message += ` (gave up: ${decision.reason})`;
              throw error;
            }
            stats.retries += 1;
            await sleep(decision.delayMs, options.signal);
          },
          shouldRetry: () => true,
        },
      );
    } catch (err) {
      if (err instanceof AttemptFailure) throw err.final;
      if (options.signal?.aborted && !(err instanceof SitesyncError)) {
        throw new SitesyncError('INTERRUPTED', `${req.method} ${req.path}: interrupted`, {
          exitCode: ExitCode.interrupted,
          cause: err,
        });
      }
      throw err;
    }
  }

  return {
    send,
    request: <T>(req: PlatformRequest) => send<T>(req).then((res) => res.data),
    setRateLimit: (perMinute) => pacer.setLimit(perMinute),
    baseUrl,
    redact,
    stats,
  };
}
