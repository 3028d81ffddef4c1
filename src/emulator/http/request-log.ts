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
  /** Entries in seq order; those before `head` are dropped (compacted in batches, not per append). */
  private entries: RequestLogEntry[] = [];
  private head = 0;
  private nextSeq = 1;

  append(entry: Omit<RequestLogEntry, 'seq'>): RequestLogEntry {
    const full = { seq: this.nextSeq++, ...entry };
    this.entries.push(full);
    if (this.entries.length - this.head > MAX_LOG_ENTRIES) this.head = this.entries.length - MAX_LOG_ENTRIES;
    if (this.head >= MAX_LOG_ENTRIES) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
    return full;
  }

  /** Entries with seq greater than `since` (all when omitted). */
  list(since = 0): RequestLogEntry[] {
    // seq grows by one per entry: the first wanted one is found by a binary search.
    let low = this.head;
    let high = this.entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.entries[mid]!.seq > since) high = mid;
      else low = mid + 1;
    }
    return this.entries.slice(low);
  }

  clear(): void {
    this.entries = [];
    this.head = 0;
  }
}
