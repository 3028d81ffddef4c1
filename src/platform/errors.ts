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
        hint: CODE_HINTS[init.errorCode] ?? HINTS[init.status],
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

/** The request never got an answer: connection refused/reset/dropped, timeout, stalled body. */
export class NetworkError extends SitesyncError {
  readonly method: string;
  readonly path: string;
  readonly networkCode: string;
  constructor(method: string, path: string, networkCode: string, message: string, cause?: unknown) {
    super('NETWORK_ERROR', `${method} ${path}: ${message}`, {
      cause,
      hint: 'is the platform reachable at SITESYNC_BASE_URL?',
    });
    this.name = 'NetworkError';
    this.method = method;
    this.path = path;
    this.networkCode = networkCode;
  }
}

/** The platform answered 2xx with something that is not the documented envelope. */
export class ProtocolError extends SitesyncError {
  constructor(method: string, path: string, message: string) {
    super('PROTOCOL_ERROR', `${method} ${path}: ${message}`, {
      hint: 'the platform answered outside its contract; see docs/platform-contract.md',
    });
    this.name = 'ProtocolError';
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
