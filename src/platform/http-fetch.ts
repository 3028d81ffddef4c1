/**
 * The transport's default sender: one HTTP request over node:http/https, shaped like the part of
 * `fetch` the transport uses (status, headers.get, arrayBuffer).
 *
 * Why not the global fetch: fetch copies a string body into a Uint8Array of its own before
 * sending it. A first publish sends ~35 source batches of up to 8 MiB; those copies stay in memory
 * until the collector runs and added ~60 MB to the CLI's peak RSS (measured: 8 MiB string bodies
 * sent 35 times cost 167 MB RSS with fetch and 100 MB with node:http, `--optimize-for-size`).
 * node:http writes the string to the socket and frees its bytes when the write completes.
 */
import http from 'node:http';
import https from 'node:https';

export interface SendInit {
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly signal?: AbortSignal;
}

export interface SentResponse {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The fetch-shaped function the transport sends with (the global fetch fits it too). */
export type SendFn = (url: string, init: SendInit) => Promise<SentResponse>;

/** As fetch does: a request ended by its signal fails with the signal's reason (a TimeoutError). */
const abortReason = (signal: AbortSignal | undefined): unknown =>
  signal?.aborted ? (signal.reason ?? new Error('aborted')) : undefined;

export const httpFetch: SendFn = (url, init) => {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? https.request : http.request;
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
  return new Promise<SentResponse>((resolve, reject) => {
    const req = request(target, { method: init.method, headers, signal: init.signal }, (res) => {
      const chunks: Buffer[] = [];
      const body = new Promise<ArrayBuffer>((resolveBody, rejectBody) => {
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolveBody(all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer);
        });
        res.on('error', (err) => rejectBody(abortReason(init.signal) ?? err));
        res.on('aborted', () =>
          rejectBody(
            abortReason(init.signal) ??
              Object.assign(new Error('the connection closed before the answer ended'), {
                code: 'ECONNRESET',
              }),
          ),
        );
      });
      body.catch(() => undefined); // read (and its error seen) only through arrayBuffer()
      resolve({
        status: res.statusCode ?? 0,
        headers: {
          get(name) {
            const value = res.headers[name.toLowerCase()];
            if (value === undefined) return null;
            return Array.isArray(value) ? value.join(', ') : value;
          },
        },
        arrayBuffer: () => body,
      });
    });
    req.on('error', (err) => reject(abortReason(init.signal) ?? err));
    req.end(init.body);
  });
};
