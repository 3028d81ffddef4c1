/** Response bodies of docs/platform-contract.md §1: the success envelope and the error body. */
import type { ApiError } from './route.js';

export function successBody(data: unknown): string {
  return JSON.stringify({ success: true, data: data ?? {} });
}

export function errorBody(errorCode: string, message: string, details?: Record<string, unknown>): string {
  return JSON.stringify({
    success: false,
    error: { error_code: errorCode, message, details: details ?? {} },
  });
}

export function apiErrorBody(err: ApiError): string {
  return errorBody(err.errorCode, err.message, err.details);
}

/** error_code for a bare status (injected faults and fail-next). */
export function errorCodeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'INVALID_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'INSUFFICIENT_SCOPE';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 422:
      return 'VALIDATION_FAILED';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST';
  }
}
