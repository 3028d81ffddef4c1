import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { httpFetch } from '../../../src/platform/http-fetch.js';
import { startStub } from '../../helpers/http-stub.js';

let stub: Awaited<ReturnType<typeof startStub>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

describe('httpFetch', () => {
  it('sends the method, headers and the string body with its UTF-8 length, and reads the answer', async () => {
    stub = await startStub([
      (_r, res) => {
        res.setHeader('set-cookie', ['a=1', 'b=2']);
        res.writeHead(201, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        res.end('{"ok":"grüß"}');
      },
    ]);
    const body = '{"text":"Grüße 😀"}';
    const res = await httpFetch(`${stub.url}/v1/x?limit=2`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k'.repeat(20) },
      body,
    });
    expect(stub.requests).toEqual([expect.objectContaining({ method: 'PATCH', url: '/v1/x?limit=2', body })]);
    expect(stub.requests[0]!.headers).toMatchObject({
      'content-length': String(Buffer.byteLength(body)),
      'idempotency-key': 'k'.repeat(20),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('Idempotent-Replayed')).toBe('true');
    expect(res.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(res.headers.get('retry-after')).toBeNull();
    expect(await res.text()).toBe('{"ok":"grüß"}');
  });

  it.each([
    ['a small answer (decoded whole)', 3_000],
    ['an answer over 1 MiB (decoded as it arrives)', 400_000],
  ])('reads %s written in pieces that split its characters', async (_, repeats) => {
    const text = '"Grüße 😀 ü"'.repeat(repeats);
    const bytes = Buffer.from(text);
    stub = await startStub([
      async (_r, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        // Odd-sized writes cut multi-byte characters (ü: 2 bytes, 😀: 4) between chunks.
        for (let at = 0; at < bytes.length; at += 7_919) {
          res.write(bytes.subarray(at, at + 7_919));
          await new Promise((r) => setImmediate(r));
        }
        res.end();
      },
    ]);
    const res = await httpFetch(`${stub.url}/v1/x`, { method: 'GET', headers: {} });
    expect(await res.text()).toBe(text);
  });

  it('sends no body and no content-length for a GET', async () => {
    stub = await startStub([(_r, res) => res.writeHead(204).end()]);
    const res = await httpFetch(`${stub.url}/v1/ping`, { method: 'GET', headers: {} });
    expect(res.status).toBe(204);
    expect(stub.requests[0]!.headers['content-length']).toBeUndefined();
    expect(await res.text()).toBe('');
  });

  it('fails a stalled answer with the reason of its signal, as fetch does', async () => {
    stub = await startStub([(_r, res) => res.writeHead(200).write('{"partial":')]);
    const controller = new AbortController();
    const res = await httpFetch(`${stub.url}/v1/ping`, {
      method: 'GET',
      headers: {},
      signal: controller.signal,
    });
    const reason = new DOMException('stalled', 'TimeoutError');
    controller.abort(reason);
    await expect(res.text()).rejects.toBe(reason);
  });

  it('fails with the socket error code when nothing listens', async () => {
    stub = await startStub([]);
    const url = stub.url;
    await stub.close();
    stub = undefined;
    await expect(httpFetch(`${url}/v1/ping`, { method: 'GET', headers: {} })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});

describe('httpFetch over https (node:https loads only for an https URL)', () => {
  const tlsFile = (name: string) => readFileSync(new URL(`../../fixtures/tls/${name}`, import.meta.url));
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  async function tlsServer(): Promise<string> {
    server = createServer({ key: tlsFile('key.pem'), cert: tlsFile('cert.pem') }, (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: req.url, secure: true }));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('speaks TLS: a self-signed certificate is refused as such', async () => {
    const url = await tlsServer();
    const err = await httpFetch(`${url}/v1/auth/status`, { method: 'GET', headers: {} }).catch(
      (e: unknown) => e,
    );
    expect((err as NodeJS.ErrnoException).code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
  });

  it('reads the answer once the certificate is trusted', async (ctx) => {
    const setCAs = (tls as { setDefaultCACertificates?: (certs: string[]) => void }).setDefaultCACertificates;
    if (!setCAs) ctx.skip();
    const url = await tlsServer();
    const before = tls.getCACertificates('default');
    setCAs!([...before, tlsFile('cert.pem').toString('utf8')]);
    try {
      const res = await httpFetch(`${url}/v1/auth/status`, { method: 'GET', headers: {} });
      expect(res.status).toBe(200);
      expect(JSON.parse(await res.text())).toEqual({ path: '/v1/auth/status', secure: true });
    } finally {
      setCAs!(before);
    }
  });
});
