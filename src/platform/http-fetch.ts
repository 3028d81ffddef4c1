/**
 * The transport's default sender: one HTTP request over node:http/https, shaped like the part of
 * `fetch` the transport uses (status, headers.get, text).
 *
 * Why not the global fetch: fetch copies a string body into a Uint8Array of its own before
 * sending it. A first publish sends ~35 source batches of up to 8 MiB; those copies stay in memory
 * until the collector runs and added ~60 MB to the CLI's peak RSS (measured: 8 MiB string bodies
 * sent 35 times cost 167 MB RSS with fetch and 100 MB with node:http, `--optimize-for-size`).
 * node:http writes the string to the socket and frees its bytes when the write completes.
 *
 * A body may also be a `StreamedBody` (a source write of up to 8 MiB): it is written chunk by
 * chunk as the socket drains, with the Content-Length it declares, so it never exists whole.
 *
 * The answer's body is read up to `maxBodyBytes`: a declared Content-Length above it, or more bytes
 * than it as they arrive, ends the connection and fails with `ERR_BODY_TOO_LARGE` (never a retry).
 */
import http from 'node:http';
import type https from 'node:https';
import { StringDecoder } from 'node:string_decoder';
import { releaseBytes } from './release-bytes.js';

/** A body produced in chunks: every call of `chunks()` yields the same bytes from the start. */
export interface BodyChunks {
  chunks(): AsyncIterable<Uint8Array>;
}

/** A streamed body of known length (a retry produces and sends it again). */
export interface StreamedBody extends BodyChunks {
  readonly byteLength: number;
}

export interface SendInit {
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  /** A string, or (httpFetch only; the global fetch does not take it) a streamed body. */
  readonly body?: string | StreamedBody;
  readonly signal?: AbortSignal;
  /** Largest answer body read (httpFetch only; the transport checks again after any sender). */
  readonly maxBodyBytes?: number;
  /**
   * Keep the answer's body as its bytes (httpFetch only): `SentResponse.bytes` gives them and
   * `text()` decodes them. For a body that may never be decoded (a list page its reader knows by
   * its digest): bytes stay out of the JavaScript heap.
   */
  readonly bytes?: boolean;
}

/** The error an answer over `maxBodyBytes` fails with. */
export function bodyTooLarge(limit: number, declared?: number): Error {
  return Object.assign(
    new Error(
      declared === undefined
        ? `the answer went on past ${limit} bytes`
        : `the answer declares ${declared} bytes (Content-Length)`,
    ),
    { code: 'ERR_BODY_TOO_LARGE', limit, ...(declared !== undefined && { declared }) },
  );
}

export interface SentResponse {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  /** The body decoded as UTF-8. */
  text(): Promise<string>;
  /** The body's exact bytes, when they were asked to be kept (`SendInit.bytes`). */
  bytes?(): Promise<Buffer>;
}

/** The fetch-shaped function the transport sends with (the global fetch fits it too). */
export type SendFn = (url: string, init: SendInit) => Promise<SentResponse>;

/** Bodies up to this size are decoded whole when they end; larger ones as they arrive. */
const WHOLE_BODY_BYTES = 1024 * 1024;

/** As fetch does: a request ended by its signal fails with the signal's reason (a TimeoutError). */
const abortReason = (signal: AbortSignal | undefined): unknown =>
  signal?.aborted ? (signal.reason ?? new Error('aborted')) : undefined;

export const httpFetch: SendFn = (url, init) => {
  const target = new URL(url);
  // node:https loads only for an https URL (a local http:// platform, the emulator, needs none;
  // measured: 1.5–4 ms of start-up, no difference in a whole plan).
  const request =
    target.protocol === 'https:'
      ? (process.getBuiltinModule('node:https') as typeof https).request
      : http.request;
  const headers: Record<string, string> = { ...init.headers };
  const body = init.body;
  if (body !== undefined)
    headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
  return new Promise<SentResponse>((resolve, reject) => {
    const req = request(target, { method: init.method, headers, signal: init.signal }, (res) => {
      // A small body (a list page: ~50 KB) is decoded once, whole: one string on the heap instead
      // of a string per chunk and their join. A large one is decoded as it arrives: no chunk
      // outlives its decoding, so it is held as bytes and as text only one chunk at a time (an
      // archive near its cap: one copy less at the peak). A body kept as bytes is joined, never
      // decoded here.
      let decoder: StringDecoder | undefined;
      let chunks: Buffer[] = [];
      let held = 0;
      let pieces: string[] = [];
      const max = init.maxBodyBytes ?? Infinity;
      const keepBytes = init.bytes === true;
      let received = 0;
      const body = new Promise<string | Buffer>((resolveBody, rejectBody) => {
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > max) {
          rejectBody(bodyTooLarge(max, declared));
          res.destroy();
          return;
        }
        res.on('data', (chunk: Buffer) => {
          received += chunk.byteLength;
          if (received > max) {
            pieces = []; // what was read goes now, not when the socket is collected
            chunks = [];
            rejectBody(bodyTooLarge(max));
            res.destroy();
            return;
          }
          if (decoder) {
            pieces.push(decoder.write(chunk));
            return;
          }
          chunks.push(chunk);
          held += chunk.byteLength;
          if (held > WHOLE_BODY_BYTES && !keepBytes) {
            decoder = new StringDecoder('utf8');
            const joined = Buffer.concat(chunks);
            pieces.push(decoder.write(joined));
            releaseBytes(joined);
            chunks = [];
          }
        });
        res.on('end', () => {
          let result: string | Buffer;
          if (decoder) {
            pieces.push(decoder.end());
            result = pieces.join('');
          } else {
            const whole = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
            result = keepBytes ? whole : whole.toString('utf8');
            // Only bytes joined here are ours to free: a lone chunk is the socket's.
            if (!keepBytes && whole !== chunks[0]) releaseBytes(whole);
          }
          pieces = [];
          chunks = [];
          resolveBody(result);
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
      body.catch(() => undefined); // read (and its error seen) only through text() or bytes()
      const text = () => body.then((b) => (typeof b === 'string' ? b : b.toString('utf8')));
      resolve({
        status: res.statusCode ?? 0,
        headers: {
          get(name) {
            const value = res.headers[name.toLowerCase()];
            if (value === undefined) return null;
            return Array.isArray(value) ? value.join(', ') : value;
          },
        },
        text,
        ...(keepBytes && { bytes: () => body as Promise<Buffer> }),
      });
    });
    req.on('error', (err) => reject(abortReason(init.signal) ?? err));
    if (body === undefined || typeof body === 'string') {
      req.end(body);
      return;
    }
    writeStreamed(req, body).catch((err: unknown) => {
      // The body could not be produced (a file changed) or the connection failed while writing it:
      // the request ends incomplete, and the platform never sees a whole body to commit.
      req.destroy();
      reject(abortReason(init.signal) ?? err);
    });
  });
};

/** Writes the chunks as the socket drains (no more than one chunk waits in memory), then ends. */
async function writeStreamed(req: http.ClientRequest, body: StreamedBody): Promise<void> {
  for await (const chunk of body.chunks()) {
    if (req.destroyed) throw new Error('the request ended while its body was being written');
    if (!req.write(chunk)) await drained(req);
  }
  req.end();
}

/** Resolves when the request drains; rejects if it fails or closes first. */
function drained(req: http.ClientRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      req.off('drain', onDrain);
      req.off('error', onError);
      req.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => settle();
    const onError = (err: Error) => settle(err);
    const onClose = () => settle(new Error('the request closed while its body was being written'));
    req.on('drain', onDrain);
    req.on('error', onError);
    req.on('close', onClose);
  });
}
