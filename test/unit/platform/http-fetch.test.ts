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
