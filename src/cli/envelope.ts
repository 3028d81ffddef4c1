/**
 * Pure: the `--json` result envelope (schemas/result.schema.json) and the JSON form of an error.
 *
 * One envelope per run, on stdout: `{format, formatVersion, command, ok, exitCode, result?, error?,
 * timings?}`. `result` is what the command produced (also when it stopped part-way or found
 * problems); `error` says why it did not succeed. A partial apply (exit 4) carries both.
 * Error codes are UPPER_SNAKE; the codes of the issues listed inside an error stay lower_snake,
 * like the platform's issue codes (docs/json-output.md).
 */
import { InputError, SitesyncError, describeError, type InputIssue } from '../shared/errors.js';
import type { PhaseTiming } from '../shared/phase-clock.js';

export const RESULT_FORMAT = 'sitesync.result';
export const RESULT_FORMAT_VERSION = 1;

/** One located problem inside an error (file issues, platform validation issues). */
export interface IssueJson {
  readonly code: string;
  readonly severity?: 'error' | 'warning';
  readonly message: string;
  readonly path?: string;
  readonly line?: number;
  readonly column?: number;
  readonly field?: string;
}

export interface ErrorJson {
  /** UPPER_SNAKE. */
  readonly code: string;
  readonly message: string;
  readonly hint?: string;
  /** Where, when the error is about one place: a file (relative or absolute) and 1-based line/column. */
  readonly path?: string;
  readonly line?: number;
  readonly column?: number;
  readonly field?: string;
  readonly issues?: readonly IssueJson[];
  /** A platform answer: its HTTP status and the request it answered (`POST /v1/products`). */
  readonly status?: number;
  readonly request?: string;
  /** The platform's own error_code, when it is not UPPER_SNAKE (then `code` is PLATFORM_ERROR). */
  readonly platformCode?: string;
}

export interface ResultEnvelope {
  readonly format: typeof RESULT_FORMAT;
  readonly formatVersion: typeof RESULT_FORMAT_VERSION;
  readonly command: string;
  readonly ok: boolean;
  readonly exitCode: number;
  readonly result?: unknown;
  readonly error?: ErrorJson;
  readonly timings?: readonly PhaseTiming[];
}

export const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/** `commander.unknownOption` → `UNKNOWN_OPTION`; any code → UPPER_SNAKE. */
export function toUpperSnake(code: string): string {
  const tail = code.includes('.') ? code.slice(code.lastIndexOf('.') + 1) : code;
  const snake = tail
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  return /^[A-Z]/.test(snake) ? snake : `E_${snake || 'UNKNOWN'}`;
}

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export function issueJson(issue: InputIssue | IssueJson): IssueJson {
  const i = issue as InputIssue & IssueJson;
  return defined({
    code: i.code,
    severity: i.severity,
    message: i.message,
    path: i.path ?? i.file,
    line: i.line,
    column: i.column,
    field: i.field,
  });
}

/** Structural view of a platform error, without importing the platform client here. */
interface PlatformErrorShape {
  readonly status: number;
  readonly errorCode: string;
  readonly method: string;
  readonly path: string;
  readonly issues: readonly IssueJson[];
}

function isPlatformError(err: unknown): err is SitesyncError & PlatformErrorShape {
  const e = err as Partial<PlatformErrorShape>;
  return (
    err instanceof SitesyncError &&
    typeof e.status === 'number' &&
    typeof e.errorCode === 'string' &&
    typeof e.method === 'string'
  );
}

/** Any thrown value as the envelope's `error`. */
export function errorJson(err: unknown): ErrorJson {
  if (!(err instanceof SitesyncError)) return { code: 'UNEXPECTED', message: describeError(err) };
  const upper = UPPER_SNAKE.test(err.code);
  const loc = err.location;
  const base = defined({
    code: upper ? err.code : isPlatformError(err) ? 'PLATFORM_ERROR' : toUpperSnake(err.code),
    message: err instanceof InputError ? err.message.split('\n')[0]! : err.message,
    hint: err.hint,
    path: loc?.file,
    line: loc?.line,
    column: loc?.column,
    field: loc?.field,
  });
  if (isPlatformError(err)) {
    return defined({
      ...base,
      status: err.status,
      request: `${err.method} ${err.path}`,
      platformCode: upper ? undefined : err.errorCode,
      issues: err.issues.length > 0 ? err.issues.map(issueJson) : undefined,
    });
  }
  if (err instanceof InputError && err.issues.length > 0) {
    const issues = err.issues.map(issueJson);
    // One issue: its place is the error's place.
    const only = issues.length === 1 ? issues[0]! : undefined;
    return defined({
      ...base,
      path: base.path ?? only?.path,
      line: base.line ?? only?.line,
      column: base.column ?? only?.column,
      field: base.field ?? only?.field,
      issues,
    });
  }
  return base;
}

export function resultEnvelope(options: {
  command: string;
  exitCode: number;
  result?: unknown;
  error?: ErrorJson;
  timings?: readonly PhaseTiming[];
}): ResultEnvelope {
  const { command, exitCode, result, error, timings } = options;
  return {
    format: RESULT_FORMAT,
    formatVersion: RESULT_FORMAT_VERSION,
    command,
    ok: exitCode === 0 || exitCode === 2,
    exitCode,
    ...(result !== undefined && { result }),
    ...(error && { error }),
    ...(timings && timings.length > 0 && { timings }),
  };
}
