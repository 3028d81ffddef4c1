import { hash } from 'node:crypto';
import pLimit from 'p-limit';
import pRetry from 'p-retry';
import { createRedactor, redactValue, type Redactor } from '../shared/redact.js';
import { SitesyncError } from '../shared/errors.js';
import { attemptSignal } from './attempt-signal.js';
import { platformAddress } from './base-url.js';
import {
  InterruptedError,
  NetworkError,
  NotThePlatformError,
  PlatformError,
  PlatformUnreachableError,
  ProtocolError,
  ResponseTooLargeError,
  TimeLimitError,
  parseErrorBody,
  unauthorizedHint,
} from './errors.js';
import {
  bodyTooLarge,
  httpFetch,
  type BodyChunks,
  type SendFn,
  type SentResponse,
  type StreamedBody,
} from './http-fetch.js';
import { DEFAULT_LIMITS, formatBytes, LIMIT_VARIABLES, type ResponseLimits } from './limits.js';
import { diagnoseNetworkFailure, neverReachesPlatform } from './network-diagnosis.js';
import { assertValidIdempotencyKey, createIdempotencyKeyHasher, idempotencyKeyFor } from './idempotency.js';
import { createPacer, type Pacer } from './pacer.js';
import { credentialTag } from './credential-tag.js';
import { replayOrigin, type RequestLogEntry, type RequestLogHook } from './request-log.js';
import { releaseBytes } from './release-bytes.js';
import { markRanOnPlatform, type RanOnPlatform } from './ran-on-platform.js';
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
  /**
   * Instead of `body`: a body produced in chunks (a source write of up to 8 MiB), never whole in
   * memory. Its bytes must be the canonical JSON of the body (src/shared/canonical-json.ts): the
   * Idempotency-Key is derived from them, in a first pass that also counts them for the
   * Content-Length; every attempt then produces them again.
   */
  readonly stream?: BodyChunks;
  /** The route requires an Idempotency-Key: one is derived unless `idempotencyKey` is given. */
  readonly idempotent?: boolean;
  readonly idempotencyKey?: string;
  /**
   * Mixed into the derived Idempotency-Key, never sent: two writes of the same revision and body
   * that must stay two (the creation of a site from two checkouts of one commit: site-creation-store.ts).
   */
  readonly keyScope?: string;
  /** Send the bearer token (default true; false for the public device-login routes). */
  readonly auth?: boolean;
  /** The cap of this answer's body: `archive` for the source archive, else the response cap. */
  readonly sizeCap?: 'response' | 'archive';
  /**
   * Keep a digest of the answer's exact body (`Transport.digestOf`): a list page read by a plan
   * that may be settled from its memo (state/settled-catalog-store.ts).
   */
  readonly digest?: boolean;
  /**
   * With `digest`: a body whose digest this accepts is one the caller has read before, byte for
   * byte (a plan settled from its memo). It is neither decoded nor parsed: the answer's `data` is
   * a KnownBody that keeps the bytes, for `Transport.parseKnown` should the caller need it after all.
   */
  readonly known?: (digest: string) => boolean;
  /**
   * A bound on the whole request, from when it is asked for: retries, backoff, Retry-After and the
   * rate limit's pacing included (a poll bounded by the wait it belongs to). No attempt outlives it
   * and none is started after it (nor a retry whose wait would end after it); the request then
   * fails with TimeLimitError, and later requests of the run are still sent. Not for writes: a
   * write cut short leaves its outcome unknown.
   */
  readonly timeLimitMs?: number;
}

/** The operation a derived key names: the route, and the request's `keyScope` when it has one. */
function keyOperation(req: PlatformRequest): string {
  const operation = `${req.method} ${req.path}`;
  return req.keyScope === undefined ? operation : `${operation}\n${req.keyScope}`;
}

const KNOWN_BODY = Symbol('known body');

/** An answer's body the caller knew by its digest (`PlatformRequest.known`), not parsed. */
export interface KnownBody {
  readonly [KNOWN_BODY]: true;
  readonly digest: string;
  /** The body as it came (with a sender that keeps bytes), or its text. */
  readonly body: Buffer | string;
  readonly method: PlatformRequest['method'];
  /** The logged path (with the query) and status: what an error in its parse would name. */
  readonly path: string;
  readonly status: number;
}

export function isKnownBody(value: unknown): value is KnownBody {
  return typeof value === 'object' && value !== null && KNOWN_BODY in value;
}

/** What an attempt needs of a request once its body is serialised. */
type SentRequest = Pick<
  PlatformRequest,
  'method' | 'path' | 'auth' | 'sizeCap' | 'digest' | 'known' | 'timeLimitMs'
>;

export interface PlatformResponse<T> {
  readonly data: T;
  readonly status: number;
  readonly replayed: boolean;
  readonly idempotencyKey?: string;
  /** Bytes of the answer's body. */
  readonly bytesReceived: number;
}

export interface TransportOptions {
  readonly baseUrl: string;
  readonly apiKey?: string;
  /**
   * 40-hex revision (commit SHA or content digest) that idempotency keys are derived from. A
   * function when the client is made before the revision is known (reads start while the tree is
   * still being read); a write asked for before it answers fails with NO_KEY_REVISION.
   */
  readonly keyRevision?: string | (() => string | undefined);
  /** Per attempt, body included. Default 30 s. */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryPolicy>;
  readonly onRequest?: RequestLogHook;
  readonly redact?: Redactor;
  readonly pacer?: Pacer;
  readonly signal?: AbortSignal;
  readonly userAgent?: string;
  /**
   * Sends one attempt; default node:http (see http-fetch.ts). The global fetch fits as well, for
   * requests without a streamed body (it is given a `StreamedBody` it cannot send).
   */
  readonly fetch?: SendFn | typeof fetch;
  readonly now?: () => number;
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly random?: () => number;
  /**
   * Attempts in flight at once (each holds one connection while it is sent and answered); default
   * DEFAULT_MAX_CONNECTIONS. More wait for a free one before they start, so an attempt's timeout
   * and the pacer count only from when it is sent.
   */
  readonly maxConnections?: number;
  /**
   * A request that gives up on the platform stops every later request of the run (default), so a
   * one-shot command ends at once. A long-running loop (`sitesync dev`) sets this: each of its
   * bursts tries the platform again, which may be back (a dev that stayed given up never staged
   * anything again until restarted).
   */
  readonly retryAfterGivingUp?: boolean;
  /** Caps on what the platform may send (limits.ts); default DEFAULT_LIMITS. */
  readonly limits?: Partial<ResponseLimits>;
  /** Where the API key came from (`--api-key`, `SITESYNC_API_KEY`, the login file): named by the 401 hint. */
  readonly credentialSource?: string;
}

export interface Transport {
  send<T>(request: PlatformRequest): Promise<PlatformResponse<T>>;
  request<T>(request: PlatformRequest): Promise<T>;
  /** Pace to this many requests per minute (from auth status). */
  setRateLimit(perMinute: number | undefined): void;
  /** The requests per minute the transport paces to; undefined while not known. */
  readonly rateLimit: number | undefined;
  /**
   * A short one-way tag of the base URL and API key (never the key): what a rate limit remembered
   * in `.sitesync/` belongs to (credential-tag.ts).
   */
  readonly credentialTag: string;
  readonly baseUrl: string;
  readonly redact: Redactor;
  readonly limits: ResponseLimits;
  /** Bytes of the answer whose `data` is this object (list pages: what a walk has read). */
  bytesOf(data: object): number | undefined;
  /**
   * SHA-256 (base64) of the exact body of the answer whose `data` is this object, for a request
   * sent with `digest: true`; undefined for any other.
   */
  digestOf?(data: object): string | undefined;
  /**
   * True when the answer whose `data` is this object came with `Idempotent-Replayed: true` and no
   * attempt of this run can have run that write before: an earlier run of the same commit wrote it,
   * and this run changed nothing (`replayOrigin` in request-log.ts).
   */
  wasReplayed?(data: object): boolean;
  /**
   * True when the answer whose `data` is this object is a replay after a lost answer: an attempt
   * that may have run it lost its answer (none, a 5xx, or one cut off) and a retry was answered as a
   * replay, of that attempt or of an earlier run (`replayOrigin` in request-log.ts).
   */
  wasLostAnswerReplay?(data: object): boolean;
  /** The `data` of a known body (`PlatformRequest.known`), parsed and checked as any answer is. */
  parseKnown?(body: KnownBody): unknown;
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
  /** Set when the request is to be tried again, after this long (decided before the next is sent). */
  retryInMs?: number;
  /** Set when it is not tried again only because of the request's time limit: why. */
  timeLimited?: string;
  constructor(
    readonly outcome: AttemptOutcome,
    readonly final: SitesyncError,
    /** The status line that came before the answer failed (a body cut off), if one did. */
    readonly answeredStatus?: number,
  ) {
    super(final.message);
  }
}

function networkCodeOf(err: unknown): string {
  const e = err as { name?: string; code?: string; cause?: { code?: string; name?: string } };
  if (e?.name === 'TimeoutError' || e?.cause?.name === 'TimeoutError') return 'TIMEOUT';
  return e?.cause?.code ?? e?.code ?? e?.name ?? 'UNKNOWN';
}

/** The body as text, held to the cap after the fact too (the global fetch in tests reads it whole). */
async function bodyText(res: { text(): Promise<string> }, cap: number): Promise<string> {
  const text = await res.text();
  if (text.length > cap || Buffer.byteLength(text) > cap) throw bodyTooLarge(cap);
  return text;
}

/** The body's bytes, when the sender kept them (httpFetch with `bytes`), else its text. */
async function bodyOf(res: SentResponse, cap: number): Promise<Buffer | string> {
  if (!res.bytes) return bodyText(res, cap);
  // The global fetch's Response has a bytes() too, of a Uint8Array: viewed as a Buffer, not copied.
  const got: Uint8Array = await res.bytes();
  if (got.byteLength > cap) throw bodyTooLarge(cap);
  return Buffer.isBuffer(got) ? got : Buffer.from(got.buffer, got.byteOffset, got.byteLength);
}

/** A prefix of a body that holds at least its first 512 characters whole (isHtml's look). */
const headOf = (body: Buffer | string): string =>
  typeof body === 'string' ? body : body.toString('utf8', 0, Math.min(body.byteLength, 4096));

/** A body kept as bytes or as text, as text. */
const textOfBody = (body: Buffer | string): string =>
  typeof body === 'string' ? body : body.toString('utf8');

/** The bytes of a body: text, bytes, or a streamed body of known length. */
const byteLengthOf = (body: string | { readonly byteLength: number }): number =>
  typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;

/** The run was interrupted (Ctrl-C, SIGTERM) before or while this request was sent. */
const interrupted = (method: string, path: string, cause?: unknown): SitesyncError =>
  new InterruptedError(method, path, cause);

/** An HTML page (a website, a sign-in proxy, a dev server) rather than the platform's JSON. */
function isHtml(contentType: string | null, text: string): boolean {
  if (contentType && /\btext\/html\b/i.test(contentType)) return true;
  return /^\s*<(!doctype|html|head|body|\?xml)\b/i.test(text.slice(0, 512));
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

/**
 * Connections to the platform at most, by default (docs/platform-contract.md, "Connections"). All
 * of a read's pages are asked for at once; beyond this many they wait for a connection, which is
 * kept open (keep-alive) and reused. Measured on L (526 list pages): one connection per page cost
 * ~70 ms more CPU and ~18 MB more RSS than 64; at 25 ms latency, 64 connections took no longer
 * than 526 (32 took 0.23 s longer).
 */
export const DEFAULT_MAX_CONNECTIONS = 64;

export function createTransport(options: TransportOptions): Transport {
  const address = platformAddress(options.baseUrl);
  const limits: ResponseLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const doFetch = (options.fetch ?? httpFetch) as SendFn;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const timeoutMs = options.timeoutMs ?? 30_000;
  const redact = options.redact ?? createRedactor();
  redact.add(options.apiKey);
  const pacer = options.pacer ?? createPacer({ now, sleep });
  const connections = pLimit(options.maxConnections ?? DEFAULT_MAX_CONNECTIONS);
  const stats = { requests: 0, retries: 0, bytesSent: 0, bytesReceived: 0, rateLimited: 0 };
  const baseUrl = address.base;
  const sizes = new WeakMap<object, number>();
  const digests = new WeakMap<object, string>();
  /** Answers replayed from an earlier run, and from an attempt of this run whose answer was lost. */
  const replays = new WeakSet<object>();
  const lostAnswerReplays = new WeakSet<object>();
  /** Set when a request gave up on the platform: no later request of this run is sent. */
  let gaveUp: SitesyncError | undefined;

  /** The revision to derive the request's key from; undefined when it has none or one given. */
  function keyRevisionFor(req: PlatformRequest): string | undefined {
    if (req.idempotencyKey !== undefined) {
      assertValidIdempotencyKey(req.idempotencyKey);
      return undefined;
    }
    if (!req.idempotent) return undefined;
    const revision = typeof options.keyRevision === 'function' ? options.keyRevision() : options.keyRevision;
    if (!revision) {
      throw new SitesyncError(
        'NO_KEY_REVISION',
        `${req.method} ${req.path} is a write and needs an Idempotency-Key, but no commit revision was given to derive it from`,
      );
    }
    return revision;
  }

  function keyFor(req: PlatformRequest, bodyText: string | undefined): string | undefined {
    const revision = keyRevisionFor(req);
    if (revision === undefined) return req.idempotencyKey;
    return idempotencyKeyFor(revision, keyOperation(req), bodyText === undefined ? undefined : req.body);
  }

  /**
   * First pass over a streamed body: its length (the Content-Length) and, hashed as it goes by,
   * its key. The body sent is the same source, produced again by every attempt and checked to be
   * as long as it was here (its bytes are checked by the source: a source write re-verifies each
   * file against the plan's checksum).
   */
  async function prepareStream(
    req: PlatformRequest,
    source: BodyChunks,
  ): Promise<{ body: StreamedBody; key: string | undefined }> {
    const revision = keyRevisionFor(req);
    const hasher =
      revision === undefined ? undefined : createIdempotencyKeyHasher(revision, keyOperation(req));
    let byteLength = 0;
    for await (const chunk of source.chunks()) {
      byteLength += chunk.byteLength;
      hasher?.update(chunk);
    }
    const mismatch = (produced: string) =>
      new SitesyncError(
        'BODY_CHANGED',
        `${req.method} ${req.path}: the body came to ${produced} bytes when sent, ${byteLength} when its Idempotency-Key was derived`,
      );
    const body: StreamedBody = {
      byteLength,
      async *chunks() {
        let produced = 0;
        for await (const chunk of source.chunks()) {
          produced += chunk.byteLength;
          if (produced > byteLength) throw mismatch(`more than ${byteLength}`);
          yield chunk;
        }
        if (produced !== byteLength) throw mismatch(String(produced));
      },
    };
    return { body, key: hasher ? hasher.key() : req.idempotencyKey };
  }

  /** The cap of a request's answer, and the words and variable that explain it. */
  function capOf(req: SentRequest): { bytes: number; what: string; variable: string } {
    return req.sizeCap === 'archive'
      ? { bytes: limits.maxArchiveBytes, what: 'a source archive', variable: LIMIT_VARIABLES.maxArchiveBytes }
      : { bytes: limits.maxResponseBytes, what: 'one answer', variable: LIMIT_VARIABLES.maxResponseBytes };
  }

  async function attempt<T>(
    req: SentRequest,
    url: string,
    body: string | StreamedBody | undefined,
    key: string | undefined,
    n: number,
    attemptTimeoutMs: number,
    /** Receives this attempt's request log entry, as the hook does. */
    seen: RequestLogEntry[],
  ): Promise<PlatformResponse<T>> {
    const started = now();
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': options.userAgent ?? 'sitesync',
    };
    if (req.auth !== false && options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    const bytesSent = body === undefined ? 0 : byteLengthOf(body);
    const logPath = url.slice(baseUrl.length);
    const { signal, release } = attemptSignal(attemptTimeoutMs, options.signal);
    const cap = capOf(req);
    stats.requests += 1;
    stats.bytesSent += bytesSent;
    let status: number | undefined;
    // A page asked for with its digest is kept as bytes: the digest is of them, and a page the
    // caller knows by it (`known`) is never decoded.
    let received: Buffer | string;
    let replayed = false;
    let retryAfter: string | null;
    let contentType: string | null;
    const log = (bytesReceived: number, error?: string, neverSent = false) => {
      const entry: RequestLogEntry = {
        method: req.method,
        path: logPath,
        status,
        bytesSent,
        bytesReceived,
        attempt: n,
        durationMs: now() - started,
        ...(key && { idempotencyKey: key }),
        replayed,
        ...(error !== undefined && { error }),
        ...(neverSent && { neverSent: true }),
      };
      seen.push(entry);
      options.onRequest?.(entry);
    };
    try {
      const res = await doFetch(url, {
        method: req.method,
        headers,
        body,
        signal,
        maxBodyBytes: cap.bytes,
        ...(req.digest && { bytes: true }),
      });
      status = res.status;
      replayed = res.headers.get('idempotent-replayed') === 'true';
      retryAfter = res.headers.get('retry-after');
      contentType = res.headers.get('content-type');
      received = req.digest ? await bodyOf(res, cap.bytes) : await bodyText(res, cap.bytes);
    } catch (err) {
      // A streamed body that could not be produced (a file changed since the plan): not retried.
      if (err instanceof SitesyncError) throw err;
      if (options.signal?.aborted) throw interrupted(req.method, logPath, err);
      const code = networkCodeOf(err);
      if (code === 'ERR_BODY_TOO_LARGE') {
        const declared = (err as { declared?: number }).declared;
        const said =
          declared === undefined
            ? `the answer went on past ${formatBytes(cap.bytes)}`
            : `the answer declares ${declared} bytes (Content-Length)`;
        log(0, said);
        // Not retried: the same platform sends the same answer again.
        throw new ResponseTooLargeError(
          req.method,
          logPath,
          `${said}, over the cap of ${formatBytes(cap.bytes)} for ${cap.what}; it was cut off, nothing was read from it`,
          `a platform should never send that much; if the live data really is that large, raise ${cap.variable} (e.g. ${cap.variable}=${formatBytes(cap.bytes * 2).replace(' ', '')})`,
        );
      }
      const diagnosis = diagnoseNetworkFailure(
        code,
        address,
        redact(String((err as Error)?.message ?? err)),
        attemptTimeoutMs,
      );
      const message = redact(diagnosis.message);
      log(0, message, neverReachesPlatform(code));
      throw new AttemptFailure(
        { kind: 'network', code },
        new NetworkError(req.method, logPath, code, message, { hint: diagnosis.hint }),
        status,
      );
    } finally {
      release();
    }
    const bytesReceived = byteLengthOf(received);
    stats.bytesReceived += bytesReceived;
    log(bytesReceived);
    const html = isHtml(contentType, headOf(received));
    const ok = status >= 200 && status < 300;
    // The digest of the exact bytes (of the text's UTF-8 when the sender kept none).
    const digest = ok && req.digest && !html ? hash('sha256', received, 'base64') : undefined;
    if (digest !== undefined && req.known?.(digest)) {
      const known: KnownBody = Object.freeze({
        [KNOWN_BODY]: true as const,
        digest,
        body: received,
        method: req.method,
        path: logPath,
        status,
      });
      sizes.set(known, bytesReceived);
      digests.set(known, digest);
      return { data: known as T, status, replayed, bytesReceived, ...(key && { idempotencyKey: key }) };
    }
    const text = textOfBody(received);
    if (typeof received !== 'string') releaseBytes(received);
    if (!ok) {
      if (status === 429) stats.rateLimited += 1;
      // Redacted as text (echoes as they are) and once decoded (echoes in JSON escapes).
      const parsed = redactValue(parseErrorBody(status, html ? '' : redact(text)), redact);
      const recognised = parsed.errorCode !== `HTTP_${status}`;
      const outcome: AttemptOutcome = { kind: 'status', status, retryAfter };
      // A page that is not the platform's (an HTML page, or a 404 without its error body): say so,
      // without the page. Retryable statuses (a proxy's 502 page) still are retried.
      if (html || (status === 404 && !recognised)) {
        const what = html ? 'the answer is an HTML page' : "the answer is not the platform's error body";
        if (!isRetryableOutcome(outcome))
          throw new NotThePlatformError(req.method, logPath, status, what, address.origin);
      }
      const error = new PlatformError({
        status,
        method: req.method,
        path: logPath,
        errorCode: parsed.errorCode,
        message: html ? "an HTML page instead of the platform's JSON error" : parsed.message,
        issues: parsed.issues,
        details: parsed.details,
        ...(status === 401 && { hint: unauthorizedHint(options.credentialSource) }),
      });
      throw new AttemptFailure(outcome, error);
    }
    if (html)
      throw new NotThePlatformError(
        req.method,
        logPath,
        status,
        'the answer is an HTML page',
        address.origin,
      );
    // A catalog list page (`digest`, 25 MB of them on L) is redacted only where a secret is in it
    // as given (a quick search); every other answer in every form the redactor knows.
    const data = dataOf<T>(req.method, logPath, status, text, !req.digest || redact.appearsIn(text));
    if (data !== null && typeof data === 'object') {
      sizes.set(data, bytesReceived);
      if (digest !== undefined) digests.set(data, digest);
    }
    return { data, status, replayed, bytesReceived, ...(key && { idempotencyKey: key }) };
  }

  /**
   * The `data` of an answer's body: JSON in the platform's `{success, data}` envelope. `scrub`:
   * secrets in it are redacted, as the text holds them and, where it holds escapes, once decoded.
   */
  function dataOf<T>(method: string, logPath: string, status: number, text: string, scrub: boolean): T {
    let answer: unknown;
    try {
      answer = text.length === 0 ? undefined : JSON.parse(scrub ? redact(text) : text);
      if (scrub && text.includes('\\')) answer = redactValue(answer, redact);
    } catch {
      throw new ProtocolError(
        method,
        logPath,
        `answered ${status} with a body that is not JSON: ${redact(text.slice(0, 120))}`,
      );
    }
    const envelope = answer as { success?: unknown; data?: unknown } | undefined;
    if (!envelope || typeof envelope !== 'object' || !('data' in envelope) || envelope.success === false) {
      throw new ProtocolError(method, logPath, `answered ${status} without the {success, data} envelope`);
    }
    return envelope.data as T;
  }

  /**
   * Serialises the body once and derives the key from it, then sends without the request object:
   * the body (for a source batch, up to 8 MiB of content strings) is no longer needed, and the
   * collector may take it while the request is in flight and retried.
   */
  function send<T>(req: PlatformRequest): Promise<PlatformResponse<T>> {
    if (req.stream) return sendStreamed<T>(req, req.stream);
    try {
      const bodyText = req.body === undefined ? undefined : JSON.stringify(req.body);
      const key = keyFor(req, bodyText);
      const url = buildUrl(baseUrl, req.path, req.query);
      const sent: SentRequest = {
        method: req.method,
        path: req.path,
        auth: req.auth,
        sizeCap: req.sizeCap,
        digest: req.digest,
        known: req.known,
        timeLimitMs: req.timeLimitMs,
      };
      return sendSerialized<T>(sent, url, bodyText, key);
    } catch (err) {
      return Promise.reject(err as Error);
    }
  }

  async function sendStreamed<T>(req: PlatformRequest, source: BodyChunks): Promise<PlatformResponse<T>> {
    if (req.body !== undefined) {
      throw new SitesyncError(
        'INVALID_REQUEST',
        `${req.method} ${req.path}: a request has a body or a streamed body, not both`,
      );
    }
    const { body, key } = await prepareStream(req, source);
    const url = buildUrl(baseUrl, req.path, req.query);
    return sendSerialized<T>(
      { method: req.method, path: req.path, auth: req.auth, sizeCap: req.sizeCap },
      url,
      body,
      key,
    );
  }

  async function sendSerialized<T>(
    req: SentRequest,
    url: string,
    bodyText: string | StreamedBody | undefined,
    key: string | undefined,
  ): Promise<PlatformResponse<T>> {
    // A loop that tries again lets the last give-up go when a new request starts.
    if (options.retryAfterGivingUp) gaveUp = undefined;
    if (gaveUp) throw new PlatformUnreachableError(req.method, req.path, gaveUp);
    /** When the request's own time limit ends it (transport clock), if it has one. */
    const deadline = req.timeLimitMs === undefined ? undefined : now() + req.timeLimitMs;
    /** The last attempt's failure: what a request ended by its time limit reports. */
    let last: AttemptFailure | undefined;
    /** `sent`: the attempts sent so far. */
    const timeLimitReached = (why: string, sent: number) =>
      new TimeLimitError(req.method, req.path, sent, why, last?.final);
    // From the first attempt's start, less any wait for a connection (not the platform's time).
    let startedAt: number | undefined;
    let n = 0;
    /** A write's first attempt answered 2xx whose answer was then cut off: the platform ran it. */
    let ran: RanOnPlatform | undefined;
    /** This request's attempts as logged: which run a replayed answer is of (replayOrigin). */
    const seen: RequestLogEntry[] = [];
    /**
     * Whether a failed attempt is tried again, decided while it still holds its connection: a
     * request that waits for that connection sees at once that this one gave up on the platform.
     */
    const judge = (error: AttemptFailure): void => {
      // Another request already gave up on the platform: this one stops too.
      if (gaveUp && isRetryableOutcome(error.outcome)) return;
      const decision = decideRetry({
        outcome: error.outcome,
        attempt: n,
        elapsedMs: now() - (startedAt ?? now()),
        nowMs: now(),
        random: random(),
        policy,
        ...(deadline !== undefined && { timeLeftMs: deadline - now() }),
      });
      if (decision.retry) {
        error.retryInMs = decision.delayMs;
      } else if (decision.timeLimited) {
        error.timeLimited = decision.reason; // the caller's bound: the platform is not given up on
      } else if (isRetryableOutcome(error.outcome)) {
        error.final.message += ` (gave up: ${decision.reason})`;
        gaveUp ??= error.final;
      } else if (error.outcome.kind === 'network') {
        gaveUp ??= error.final; // DNS or TLS: no later request would get through
      }
    };
    try {
      const res = await pRetry(
        () => {
          const queuedAt = now();
          return connections(async () => {
            if (options.signal?.aborted) throw interrupted(req.method, req.path);
            // A request that waited for a connection while another gave up is not sent.
            if (gaveUp) throw new PlatformUnreachableError(req.method, req.path, gaveUp);
            n += 1;
            // The wait for a connection, first attempt or retry, is not counted in the budget.
            if (startedAt === undefined) startedAt = now();
            else startedAt += now() - queuedAt;
            // None starts after the request's time limit, nor waits for the pacer beyond it.
            if (deadline !== undefined && now() >= deadline)
              throw timeLimitReached("the request's time limit was reached", n - 1);
            if (!(await pacer.acquire(options.signal, deadline)))
              throw timeLimitReached(
                "the rate limit allows no request before the request's time limit",
                n - 1,
              );
            // No attempt outlives the request's budget (nor its time limit): a trickling answer ends with it.
            const left = Math.min(
              policy.budgetMs - (now() - startedAt),
              deadline === undefined ? Infinity : deadline - now(),
            );
            try {
              return await attempt<T>(
                req,
                url,
                bodyText,
                key,
                n,
                Math.max(1, Math.min(timeoutMs, left)),
                seen,
              );
            } catch (err) {
              if (err instanceof AttemptFailure) {
                last = err;
                const status = err.answeredStatus;
                // Only a write's (the write tally counts it: src/apply/write-tally.ts).
                if (key && ran === undefined && status !== undefined && status >= 200 && status < 300)
                  ran = { status, attempt: n };
                judge(err);
              }
              throw err;
            }
          });
        },
        {
          retries: Math.max(0, policy.maxAttempts - 1),
          minTimeout: 0,
          maxTimeout: 0,
          factor: 1,
          onFailedAttempt: async ({ error }) => {
            if (!(error instanceof AttemptFailure) || error.retryInMs === undefined) throw error;
            stats.retries += 1;
            await sleep(error.retryInMs, options.signal);
          },
          shouldRetry: () => true,
        },
      );
      const origin = res.replayed ? replayOrigin(seen) : undefined;
      if (origin !== undefined && res.data !== null && typeof res.data === 'object')
        (origin === 'earlier' ? replays : lostAnswerReplays).add(res.data);
      return res;
    } catch (err) {
      const final =
        err instanceof AttemptFailure
          ? err.timeLimited !== undefined
            ? timeLimitReached(err.timeLimited, n)
            : err.final
          : options.signal?.aborted && !(err instanceof SitesyncError)
            ? interrupted(req.method, req.path, err)
            : err;
      // Whatever ended it, the platform ran this request: the error says so (ran-on-platform.ts).
      if (ran !== undefined && final instanceof SitesyncError) markRanOnPlatform(final, ran);
      throw final;
    }
  }

  return {
    send,
    request: <T>(req: PlatformRequest) => send<T>(req).then((res) => res.data),
    setRateLimit: (perMinute) => pacer.setLimit(perMinute),
    get rateLimit() {
      return pacer.limit;
    },
    credentialTag: credentialTag(baseUrl, options.apiKey),
    baseUrl,
    redact,
    limits,
    bytesOf: (data) => sizes.get(data),
    digestOf: (data) => digests.get(data),
    wasReplayed: (data) => replays.has(data),
    wasLostAnswerReplay: (data) => lostAnswerReplays.has(data),
    parseKnown: (body) => {
      const text = textOfBody(body.body);
      const data = dataOf<unknown>(body.method, body.path, body.status, text, redact.appearsIn(text));
      if (data !== null && typeof data === 'object') {
        sizes.set(data, sizes.get(body) ?? byteLengthOf(body.body));
        digests.set(data, body.digest);
      }
      return data;
    },
    stats,
  };
}
