import { ExitCode, SitesyncError } from '../shared/errors.js';

/** One issue from PublicError.details.errors. */
export interface PlatformIssue {
  readonly code: string;
  readonly message: string;
  readonly path?: string;
  readonly line?: number;
  readonly column?: number;
  readonly field?: string;
}

const HINTS: Record<number, string> = {
  401: 'check SITESYNC_API_KEY (or run `sitesync login`); the key is unknown or missing',
  403: 'the API key lacks a scope this operation needs; `sitesync whoami` lists what it has',
  404: 'check the id in sitesync.yml (site.id) and that the key belongs to the same account',
  422: 'the platform rejected the content: fix what the issues name, commit, and run again',
  429: 'the platform rate limit was reached; sitesync paces itself once it knows the limit',
};

/**
 * The 401 hint, naming where the key came from (`--api-key`, `SITESYNC_API_KEY`, or the file of
 * the stored login), so the person checks the key that was actually sent.
 */
export function unauthorizedHint(credentialSource: string | undefined): string {
  if (credentialSource === undefined || credentialSource === 'nowhere') return HINTS[401]!;
  if (credentialSource === '--api-key')
    return 'the key given with --api-key is unknown to the platform (or revoked): check it, or drop the flag to use SITESYNC_API_KEY or `sitesync login`';
  if (credentialSource === 'SITESYNC_API_KEY')
    return 'the key in SITESYNC_API_KEY is unknown to the platform (or revoked): check it, or unset it to use the key stored by `sitesync login`';
  if (!/[/\\]/.test(credentialSource))
    return `the key from ${credentialSource} is unknown to the platform (or revoked): check it`;
  return `the key stored by \`sitesync login\` (${credentialSource}) is unknown to the platform (or revoked): run \`sitesync login\` again`;
}

/**
 * What a 404 asks to check, by what was asked for: a publish request or session id given on the
 * command line is not site.id, and a base URL with a path (`https://host/api`) answers 404 to all.
 */
function notFoundHint(path: string): string {
  const route = path.split('?')[0]!;
  if (/^\/v1\/sites\/[^/]+\/publish-requests\/[^/]+$/.test(route))
    return 'check the publish request id (`sitesync publish` prints the ones it files) and that it was filed for this site (site.id in sitesync.yml)';
  if (/^\/v1\/sites\/[^/]+\/development-sessions\/[^/]+/.test(route))
    return 'the development session is not (or no longer) on this site: check --session, or run apply again';
  if (/^\/v1\/sites\/[^/]+/.test(route))
    return 'check the id in sitesync.yml (site.id), that the key belongs to the same account, and that the base URL is the API root (sitesync adds /v1 to it)';
  return HINTS[404]!;
}

/** Hints that depend on the error code rather than the status. */
const CODE_HINTS: Record<string, string> = {
  STALE_SOURCE_REVISION:
    'the live site or the session changed since sitesync read it: run plan (or apply) again',
  DEVELOPER_IDEMPOTENCY_CONFLICT:
    'the same idempotency key was used for a different request: something changed the body between runs of one commit',
  DUPLICATE_SLUG: 'another live entity holds this slug: rename one of them, or archive the other',
  SESSION_EXPIRED: 'the development session expired: run apply again to open a new one',
};

const SHOWN_ISSUES = 5;

/** The issues of an error answer, so that a 422 says where (path:line:column or field), not only that. */
function issuesSummary(issues: readonly PlatformIssue[]): string {
  if (issues.length === 0) return '';
  const shown = issues.slice(0, SHOWN_ISSUES).map((i) => {
    let where = i.path ?? '';
    if (where && i.line !== undefined) where += `:${i.line}${i.column !== undefined ? `:${i.column}` : ''}`;
    if (i.field) where += where ? ` (${i.field})` : i.field;
    return `${where ? where + ': ' : ''}${i.message} [${i.code}]`;
  });
  const more = issues.length > SHOWN_ISSUES ? `; and ${issues.length - SHOWN_ISSUES} more` : '';
  return ` (${shown.join('; ')}${more})`;
}

/** An error answer of the platform (any non-2xx status with its parsed body). */
export class PlatformError extends SitesyncError {
  readonly status: number;
  readonly errorCode: string;
  readonly issues: readonly PlatformIssue[];
  readonly details: Readonly<Record<string, unknown>>;
  readonly method: string;
  readonly path: string;

  constructor(init: {
    status: number;
    errorCode: string;
    message: string;
    issues?: readonly PlatformIssue[];
    details?: Record<string, unknown>;
    method: string;
    path: string;
    cause?: unknown;
    /** Replaces the hint of the status or code (e.g. a 401 that names the key's source). */
    hint?: string;
  }) {
    const exitCode =
      init.status === 401 || init.status === 403
        ? ExitCode.auth
        : init.status === 422
          ? ExitCode.validation
          : ExitCode.failure;
    const where = issuesSummary(init.issues ?? []);
    super(
      init.errorCode,
      `${init.method} ${init.path} → ${init.status} ${init.errorCode}: ${init.message}${where}`,
      {
        hint:
          init.hint ??
          CODE_HINTS[init.errorCode] ??
          (init.status === 404 ? notFoundHint(init.path) : HINTS[init.status]),
        cause: init.cause,
        exitCode,
      },
    );
    this.name = 'PlatformError';
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.issues = init.issues ?? [];
    this.details = init.details ?? {};
    this.method = init.method;
    this.path = init.path;
  }
}

/** The request never got an answer: DNS, connection refused/reset/dropped, TLS, timeout, stalled body. */
export class NetworkError extends SitesyncError {
  readonly method: string;
  readonly path: string;
  readonly networkCode: string;
  constructor(
    method: string,
    path: string,
    networkCode: string,
    message: string,
    options: { cause?: unknown; hint?: string } = {},
  ) {
    super('NETWORK_ERROR', `${method} ${path}: ${message}`, {
      cause: options.cause,
      hint: options.hint ?? 'is the platform reachable at SITESYNC_BASE_URL?',
    });
    this.name = 'NetworkError';
    this.method = method;
    this.path = path;
    this.networkCode = networkCode;
  }
}

/**
 * A request with a time limit of its caller's (`PlatformRequest.timeLimitMs`: a poll of a publish
 * request, bounded by the `--wait` it belongs to) ended at that limit: its last attempt was cut
 * off by it, or failed and a retry would have started after it, or the rate limit allowed no
 * request before it. The platform is not given up on: later requests of the run are sent.
 */
export class TimeLimitError extends SitesyncError {
  readonly method: string;
  readonly path: string;
  /** Attempts sent (0: none was). */
  readonly attempts: number;
  constructor(method: string, path: string, attempts: number, why: string, last?: SitesyncError) {
    super(
      'TIME_LIMIT_REACHED',
      last
        ? `${last.message} (${attempts} attempt${attempts === 1 ? '' : 's'}; ${why})`
        : `${method} ${path}: not sent: ${why}`,
      { ...(last && { cause: last, ...(last.hint !== undefined && { hint: last.hint }) }) },
    );
    this.name = 'TimeLimitError';
    this.method = method;
    this.path = path;
    this.attempts = attempts;
  }
}

/**
 * An earlier request of this run gave up on the platform (no answer after its retries, a DNS or
 * TLS failure, the retry budget spent): this one was not sent. Apply stops at the first of these
 * instead of trying every remaining write (isPlatformUnreachable).
 */
export class PlatformUnreachableError extends SitesyncError {
  readonly method: string;
  readonly path: string;
  constructor(method: string, path: string, reason: SitesyncError) {
    super(
      'PLATFORM_UNREACHABLE',
      `${method} ${path}: not sent: an earlier request gave up on the platform: ${reason.message}`,
      {
        cause: reason,
        ...(reason.hint !== undefined && { hint: reason.hint }),
      },
    );
    this.name = 'PlatformUnreachableError';
    this.method = method;
    this.path = path;
  }
}

/**
 * The run was interrupted (Ctrl-C, the runner's SIGINT/SIGTERM) before or while this request was
 * sent. A write cut off in flight may have run: nobody may say it did not.
 */
export class InterruptedError extends SitesyncError {
  readonly method: string;
  readonly path: string;
  constructor(method: string, path: string, cause?: unknown) {
    super('INTERRUPTED', `${method} ${path}: interrupted`, {
      exitCode: ExitCode.interrupted,
      ...(cause !== undefined && { cause }),
    });
    this.name = 'InterruptedError';
    this.method = method;
    this.path = path;
  }
}

/**
 * True for an error after which no further request of the run should be tried: the platform gave
 * no usable answer (NetworkError after its retries, or a request not sent because of one).
 */
export function isPlatformUnreachable(err: unknown): boolean {
  return err instanceof NetworkError || err instanceof PlatformUnreachableError;
}

/** An answer bigger than the cap for its route (limits.ts); it was cut off, not read. */
export class ResponseTooLargeError extends SitesyncError {
  constructor(method: string, path: string, message: string, hint: string) {
    super('RESPONSE_TOO_LARGE', `${method} ${path}: ${message}`, { hint });
    this.name = 'ResponseTooLargeError';
  }
}

/** The platform answered 2xx with something that is not the documented envelope. */
export class ProtocolError extends SitesyncError {
  constructor(method: string, path: string, message: string, hint?: string) {
    super('PROTOCOL_ERROR', `${method} ${path}: ${message}`, {
      hint: hint ?? 'the platform answered outside its contract; see docs/platform-contract.md',
    });
    this.name = 'ProtocolError';
  }
}

/**
 * The base URL answers, but not as the platform does: an HTML page (a website, a login proxy, a
 * dev server) or a 404 without the platform's error body. Said as such, without the page.
 */
export class NotThePlatformError extends SitesyncError {
  readonly status: number;
  constructor(method: string, path: string, status: number, what: string, origin: string) {
    super('NOT_THE_PLATFORM', `${method} ${path} → ${status}: ${what}, not the platform's JSON API`, {
      hint: `is ${origin} the platform's API address? It must be the root that serves /v1/… (for the emulator: the URL \`sitesync emulator\` prints); check --base-url, SITESYNC_BASE_URL or the stored login`,
    });
    this.name = 'NotThePlatformError';
    this.status = status;
  }
}

function asRecord(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : undefined;
}

function toIssue(v: unknown): PlatformIssue | undefined {
  const r = asRecord(v);
  if (!r) return typeof v === 'string' ? { code: 'issue', message: v } : undefined;
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
  const str = (x: unknown) => (typeof x === 'string' ? x : undefined);
  return {
    code: str(r.code) ?? 'issue',
    message: str(r.message) ?? JSON.stringify(r),
    ...(str(r.path) !== undefined && { path: str(r.path) }),
    ...(num(r.line) !== undefined && { line: num(r.line) }),
    ...(num(r.column) !== undefined && { column: num(r.column) }),
    ...(str(r.field) !== undefined && { field: str(r.field) }),
  };
}

/**
 * Reads an error body. Accepts the documented `{success:false, error:{error_code, message, details}}`
 * and tolerates a bare PublicError at top level, an `error` that is a string, and non-JSON bodies.
 */
export function parseErrorBody(
  status: number,
  bodyText: string,
): { errorCode: string; message: string; issues: PlatformIssue[]; details: Record<string, unknown> } {
  let parsed: unknown;
  try {
    parsed = bodyText.length > 0 ? JSON.parse(bodyText) : undefined;
  } catch {
    parsed = undefined;
  }
  const top = asRecord(parsed);
  const fallbackCode = `HTTP_${status}`;
  if (!top) {
    const snippet = bodyText.trim().slice(0, 200);
    return {
      errorCode: fallbackCode,
      message: snippet ? `non-JSON error body: ${snippet}` : 'empty error body',
      issues: [],
      details: {},
    };
  }
  const inner = asRecord(top.error) ?? (typeof top.error_code === 'string' ? top : undefined);
  if (!inner) {
    const msg =
      typeof top.error === 'string'
        ? top.error
        : typeof top.message === 'string'
          ? top.message
          : JSON.stringify(top).slice(0, 200);
    return { errorCode: fallbackCode, message: msg, issues: [], details: {} };
  }
  const details = asRecord(inner.details) ?? {};
  const rawIssues = Array.isArray(details.errors) ? details.errors : [];
  return {
    errorCode:
      typeof inner.error_code === 'string'
        ? inner.error_code
        : typeof inner.code === 'string'
          ? inner.code
          : fallbackCode,
    message: typeof inner.message === 'string' ? inner.message : 'no message',
    issues: rawIssues.map(toIssue).filter((i): i is PlatformIssue => i !== undefined),
    details,
  };
}
