/** A response ready to send (or to store for idempotent replay), and how errors become one. */
import { apiErrorBody, errorBody, errorCodeForStatus, successBody } from './envelope.js';
import { ApiError, type RouteResult } from './route.js';

export interface Outcome {
  readonly status: number;
  readonly body: string | Buffer;
  readonly contentType: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly replayed?: boolean;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function resultOutcome(result: RouteResult): Outcome {
  if (result.raw) {
    return {
      status: result.status ?? 200,
      body: result.raw.body,
      contentType: result.raw.contentType,
      headers: result.headers ?? {},
    };
  }
  return {
    status: result.status ?? 200,
    body: successBody(result.data),
    contentType: JSON_TYPE,
    headers: result.headers ?? {},
  };
}

export function apiErrorOutcome(err: ApiError): Outcome {
  return { status: err.status, body: apiErrorBody(err), contentType: JSON_TYPE, headers: err.headers ?? {} };
}

/** Any thrown value → an outcome; unexpected errors become 500 INTERNAL_ERROR. */
export function errorOutcome(err: unknown): Outcome {
  if (err instanceof ApiError) return apiErrorOutcome(err);
  const reason = err instanceof Error ? err.message : String(err);
  return {
    status: 500,
    body: errorBody('INTERNAL_ERROR', `internal emulator error: ${reason}`),
    contentType: JSON_TYPE,
    headers: {},
  };
}

/** The response of an injected status fault. 429 and 503 carry Retry-After: 1, or the rule's. */
export function faultOutcome(status: number, label: string, retryAfter = 1): Outcome {
  const headers: Record<string, string> =
    status === 429 || status === 503 ? { 'Retry-After': String(retryAfter) } : {};
  return {
    status,
    body: errorBody(
      errorCodeForStatus(status),
      `injected fault (${label}): the emulator answered ${status} on purpose`,
    ),
    contentType: JSON_TYPE,
    headers,
  };
}
