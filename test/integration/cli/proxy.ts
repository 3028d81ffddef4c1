/**
 * A recording HTTP proxy in front of the emulator: it keeps every request and response body (the
 * emulator log has none) and can run a hook before forwarding, to change the platform behind
 * sitesync's back at an exact point of a run.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedExchange {
  readonly method: string;
  readonly path: string;
  readonly requestBody: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  readonly status: number;
  readonly responseBody: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface RecordingProxy {
  readonly url: string;
  readonly exchanges: ProxiedExchange[];
  /**
   * Runs (once per matching request) before it is forwarded, with the request's whole body; a hook
   * that throws answers 502 instead, and nothing is forwarded.
   */
  before: ((method: string, path: string, body: string) => Promise<void>) | undefined;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
};

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const proxy: RecordingProxy = {
    url: '',
    exchanges: [],
    before: undefined,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = req.url ?? '/';
      await proxy.before?.(req.method ?? 'GET', path, body);
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type', 'idempotency-key', 'accept', 'user-agent']) {
        const v = req.headers[name];
        if (typeof v === 'string') headers[name] = v;
      }
      const answer = await fetch(target + path, {
        method: req.method,
        headers,
        ...(body !== '' && { body }),
      });
      const text = await answer.text();
      proxy.exchanges.push({
        method: req.method ?? 'GET',
        path,
        requestBody: parse(body),
        status: answer.status,
        responseBody: parse(text),
      });
      const out: Record<string, string> = {};
      for (const name of ['content-type', 'idempotent-replayed', 'retry-after', 'platform-version']) {
        const v = answer.headers.get(name);
        if (v !== null) out[name] = v;
      }
      res.writeHead(answer.status, out).end(text);
    })().catch((err: unknown) => res.writeHead(502).end(String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  (proxy as { url: string }).url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
