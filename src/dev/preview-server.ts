/**
 * The local preview of `sitesync dev`: an HTTP server on 127.0.0.1 that serves the session's
 * platform preview path for path (the preview's `/about` is the local `/about`), adds the
 * live-reload script to the HTML it serves (live-reload-page.ts, its CSP adjusted by csp.ts) and
 * streams the dev state to the pages as server-sent events.
 *
 * Boundaries: only requests whose Host is this server's own loopback address are answered (a
 * page of another site cannot reach it through DNS rebinding); only GET and HEAD; a request is
 * never sent outside the preview's own path; nothing from the browser (cookies, credentials)
 * goes to the platform, and the platform's preview is fetched without the API key.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { ExitCode, SitesyncError } from '../shared/errors.js';
import { allowLiveReload } from './csp.js';
import { EVENTS_PATH, liveReloadPage, localizeLinks } from './live-reload-page.js';

/** One validation problem as the page's overlay shows it. */
export interface DevIssue {
  readonly path?: string;
  readonly line?: number;
  readonly column?: number;
  readonly code?: string;
  readonly message: string;
}

/** What the pages are told: the session's revision and the errors of the last save (if any). */
export interface DevState {
  readonly revision: string;
  readonly errors: readonly DevIssue[];
}

export interface PreviewLink {
  /** The platform's preview URL, ending with `/`. */
  readonly url: string;
  readonly revision: string;
}

export interface PreviewServerOptions {
  readonly port: number;
  /** The preview of the session's current revision. */
  readonly preview: () => Promise<PreviewLink>;
  readonly state: () => DevState;
  readonly fetch?: typeof fetch;
  /** Largest HTML or CSS page rewritten (default 16 MiB). */
  readonly maxPageBytes?: number;
}

export interface PreviewServer {
  /** `http://127.0.0.1:<port>/` */
  readonly url: string;
  readonly port: number;
  /** Pages connected to the event stream. */
  readonly listeners: number;
  /** Sends the state to every connected page. */
  publish(state: DevState): void;
  close(): Promise<void>;
}

const MAX_LISTENERS = 64;
const HEARTBEAT_MS = 15_000;
const FETCH_TIMEOUT_MS = 30_000;

const isHtml = (type: string) => /^\s*text\/html\b/i.test(type);
const isCss = (type: string) => /^\s*text\/css\b/i.test(type);
const sse = (state: DevState) => `event: state\ndata: ${JSON.stringify(state)}\n\n`;

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text + '\n');
}

async function readCapped(body: ReadableStream<Uint8Array> | null, max: number): Promise<Buffer | undefined> {
  if (!body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > max) return undefined;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export async function startPreviewServer(options: PreviewServerOptions): Promise<PreviewServer> {
  const doFetch = options.fetch ?? fetch;
  const maxPageBytes = options.maxPageBytes ?? 16 * 1024 * 1024;
  const listeners = new Set<ServerResponse>();
  let port = options.port;
  const hosts = () => new Set([`127.0.0.1:${port}`, `localhost:${port}`]);

  function events(req: IncomingMessage, res: ServerResponse): void {
    if (listeners.size >= MAX_LISTENERS) return plain(res, 503, 'too many pages are listening');
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(`retry: 1000\n\n${sse(options.state())}`);
    listeners.add(res);
    req.on('close', () => listeners.delete(res));
  }

  async function proxy(req: IncomingMessage, res: ServerResponse, pathAndQuery: string): Promise<void> {
    const preview = await options.preview();
    const target = new URL(pathAndQuery.replace(/^\/+/, ''), preview.url);
    if (!target.href.startsWith(preview.url)) return plain(res, 404, 'not a path of the preview');
    const answer = await doFetch(target, {
      method: 'GET', // also for HEAD: the headers of HTML pages are this server's own
      redirect: 'manual',
      headers: { accept: req.headers.accept ?? '*/*' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const prefixes = [preview.url, new URL(preview.url).pathname];
    const type = answer.headers.get('content-type') ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-store' };
    const nosniff = answer.headers.get('x-content-type-options');
    if (nosniff) headers['x-content-type-options'] = nosniff;
    const location = answer.headers.get('location');
    if (location) headers.location = localizeLinks(new URL(location, target).href, prefixes);
    const policy = answer.headers.get('content-security-policy');
    if (req.method === 'HEAD' || (!isHtml(type) && !isCss(type))) {
      if (policy) headers['content-security-policy'] = policy;
      res.writeHead(answer.status, headers);
      if (req.method === 'HEAD' || !answer.body) {
        res.end();
        return;
      }
      Readable.fromWeb(answer.body as never).pipe(res);
      return;
    }
    const bytes = await readCapped(answer.body, maxPageBytes);
    if (!bytes) return plain(res, 502, `the preview sent a page over ${maxPageBytes} bytes`);
    const text = bytes.toString('utf8');
    if (isCss(type)) {
      if (policy) headers['content-security-policy'] = policy;
      res.writeHead(answer.status, headers);
      res.end(localizeLinks(text, prefixes));
      return;
    }
    const nonce = randomBytes(16).toString('hex');
    const eventsUrl = `http://${req.headers.host}${EVENTS_PATH}`;
    if (policy) headers['content-security-policy'] = allowLiveReload(policy, nonce, eventsUrl);
    res.writeHead(answer.status, headers);
    res.end(
      liveReloadPage(text, { nonce, revision: preview.revision, eventsUrl, previewPrefixes: prefixes }),
    );
  }

  const failed = (res: ServerResponse) => (err: unknown) => {
    if (res.headersSent) return void res.destroy();
    const message = err instanceof Error ? err.message : String(err);
    plain(res, 502, `sitesync dev: the preview could not be loaded: ${message}`);
  };
  const server = createServer((req, res) => {
    if (!hosts().has(String(req.headers.host ?? ''))) return plain(res, 403, 'unknown host');
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'only GET and HEAD');
    try {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
      if (url.pathname === EVENTS_PATH) return events(req, res);
      proxy(req, res, url.pathname + url.search).catch(failed(res));
    } catch (err) {
      failed(res)(err);
    }
  });
  server.headersTimeout = 30_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new SitesyncError('PORT_IN_USE', `port ${options.port} on 127.0.0.1 is already in use`, {
              exitCode: ExitCode.usage,
              hint: 'choose another with --port N (--port 0 picks a free one)',
            })
          : err,
      ),
    );
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const heartbeat = setInterval(() => {
    for (const res of listeners) res.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    get listeners() {
      return listeners.size;
    },
    publish(state) {
      const event = sse(state);
      for (const res of listeners) res.write(event);
    },
    async close() {
      clearInterval(heartbeat);
      for (const res of listeners) res.end();
      listeners.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
