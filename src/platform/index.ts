export { createPlatformClient, type PlatformClient } from './client.js';
export { createTransport, type Transport, type TransportOptions, type PlatformRequest } from './transport.js';
export { PlatformError, NetworkError, ProtocolError, TimeLimitError, type PlatformIssue } from './errors.js';
export { paginate, listAll, PaginationError } from './paginate.js';
export { idempotencyKeyFor, contentRevision, isValidIdempotencyKey } from './idempotency.js';
export { createRequestRecorder, type RequestLogEntry } from './request-log.js';
export type * from './types.generated.js';
