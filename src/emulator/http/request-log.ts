/** The request log (docs/platform-contract.md §11): one entry per request outside /__emulator. */
export interface RequestLogEntry {
  readonly seq: number;
  readonly at: string; // ISO time by the emulator clock
  readonly method: string;
  readonly path: string;
  /** The matched route pattern, e.g. `/v1/products/:product_id`; null when no route matched. */
  readonly route: string | null;
  /** The status sent; null when the connection was dropped before any status was sent. */
  readonly status: number | null;
  readonly request_bytes: number;
  readonly response_bytes: number;
  readonly idempotency_key: string | null;
  readonly replayed: boolean;
  /** The injected fault (`500`, `503`, `429`, `drop_before`, `drop_after`, `stall`, `fail_next:<x>`) or null. */
  readonly fault: string | null;
  readonly credential_id: string | null;
  readonly duration_ms: number;
}

export const MAX_LOG_ENTRIES = 10_000;

export class RequestLog {
  private entries: RequestLogEntry[] = [];
  private nextSeq = 1;

  append(entry: Omit<RequestLogEntry, 'seq'>): RequestLogEntry {
    const full = { seq: this.nextSeq++, ...entry };
    this.entries.push(full);
    if (this.entries.length > MAX_LOG_ENTRIES) this.entries.splice(0, this.entries.length - MAX_LOG_ENTRIES);
    return full;
  }

  /** Entries with seq greater than `since` (all when omitted). */
  list(since = 0): RequestLogEntry[] {
    return this.entries.filter((e) => e.seq > since);
  }

  clear(): void {
    this.entries = [];
  }
}
