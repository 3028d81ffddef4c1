/** One attempt of one request, as the transport saw it. Tests and benchmarks read these. */
export interface RequestLogEntry {
  readonly method: string;
  /** Path with query string, e.g. `/v1/products?limit=100`. */
  readonly path: string;
  /** Undefined when the attempt got no answer (network error, timeout). */
  readonly status: number | undefined;
  readonly bytesSent: number;
  readonly bytesReceived: number;
  /** 1 for the first attempt of a logical request. */
  readonly attempt: number;
  readonly durationMs: number;
  readonly idempotencyKey?: string;
  readonly replayed: boolean;
  readonly error?: string;
  /**
   * True when the attempt never reached the platform: the name did not resolve, the connection
   * was refused or unroutable, or TLS failed before the request was sent. Such an attempt cannot
   * have written anything.
   */
  readonly neverSent?: boolean;
}

export type RequestLogHook = (entry: RequestLogEntry) => void;

/** A hook that keeps every entry in memory, for tests and benchmarks. */
export function createRequestRecorder(): { hook: RequestLogHook; entries: RequestLogEntry[]; clear(): void } {
  const entries: RequestLogEntry[] = [];
  return {
    hook: (e) => entries.push(e),
    entries,
    clear: () => {
      entries.length = 0;
    },
  };
}
