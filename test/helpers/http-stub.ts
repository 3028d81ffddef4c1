import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

export type StubHandler = (req: StubRequest, res: ServerResponse, index: number) => void;

/** A real HTTP server on 127.0.0.1 (or `host`) that answers with the given handlers in turn (the last repeats). */
export async function startStub(
  handlers: StubHandler[],
  options: { host?: string } = {},
): Promise<{ url: string; requests: StubRequest[]; close(): Promise<void> }> {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: StubRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const index = requests.length;
      requests.push(r);
      const handler = handlers[Math.min(index, handlers.length - 1)]!;
      handler(r, res, index);
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): StubHandler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
}

export const ok = (data: unknown, headers: Record<string, string> = {}): StubHandler =>
  json(200, { success: true, data }, headers);

export const fail = (
  status: number,
  error_code: string,
  message: string,
  headers: Record<string, string> = {},
): StubHandler => json(status, { success: false, error: { error_code, message } }, headers);

/** Destroys the connection without an answer. */
export const drop: StubHandler = (_req, res) => {
  res.socket?.destroy();
};
