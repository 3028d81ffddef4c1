/** Pure summaries of the emulator's request log for one CLI command. */
import type { LogEntry } from './emulator-process.js';

export interface RequestCounts {
  readonly total: number;
  readonly byRoute: Readonly<Record<string, number>>;
  readonly retries: number;
  readonly status429: number;
  readonly bytesUp: number;
  readonly bytesDown: number;
  /** Request bytes of the routes that carry file content (source-first create, source:batch). */
  readonly sourceWriteBytes: number;
}

const SOURCE_WRITE_ROUTES = new Set([
  'POST /v1/sites/development-sessions',
  'PATCH /v1/sites/:site_id/development-sessions/:session_id/source:batch',
]);

export const routeOf = (e: LogEntry) => `${e.method} ${e.route ?? e.path}`;

export function summarizeLog(entries: readonly LogEntry[]): RequestCounts {
  const byRoute: Record<string, number> = {};
  const failed = new Set<string>();
  let retries = 0;
  let status429 = 0;
  let bytesUp = 0;
  let bytesDown = 0;
  let sourceWriteBytes = 0;
  for (const e of entries) {
    const route = routeOf(e);
    byRoute[route] = (byRoute[route] ?? 0) + 1;
    const attempt = `${e.method} ${e.path} ${e.idempotency_key ?? ''}`;
    if (failed.has(attempt)) retries += 1;
    const ok = e.status !== null && e.status < 400;
    if (ok) failed.delete(attempt);
    else if (e.status === null || e.status === 429 || e.status >= 500) failed.add(attempt);
    if (e.status === 429) status429 += 1;
    bytesUp += e.request_bytes;
    bytesDown += e.response_bytes;
    if (SOURCE_WRITE_ROUTES.has(route) && ok) sourceWriteBytes += e.request_bytes;
  }
  return { total: entries.length, byRoute, retries, status429, bytesUp, bytesDown, sourceWriteBytes };
}
