/**
 * The transport against a platform that misbehaves on purpose, over real sockets: answers without
 * end, HTML instead of JSON, refused connections, names that do not resolve, TLS on a plain port,
 * trickling bodies. Every case ends with a clear error after a bounded number of requests and bytes.
 */
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NetworkError,
  NotThePlatformError,
  PlatformError,
  PlatformUnreachableError,
  ResponseTooLargeError,
} from '../../../src/platform/errors.js';
import { createRequestRecorder } from '../../../src/platform/request-log.js';
import { createTransport, type TransportOptions } from '../../../src/platform/transport.js';
import { fail, ok, startStub, type StubHandler } from '../../helpers/http-stub.js';

let stub: Awaited<ReturnType<typeof startStub>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

function transport(url: string, extra: Partial<TransportOptions> = {}) {
  const recorder = createRequestRecorder();
  const sleeps: number[] = [];
  const t = createTransport({
    baseUrl: url,
    apiKey: 'sk_test_hostile_0123456789',
    onRequest: recorder.hook,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...extra,
  });
  return { t, log: recorder.entries, sleeps };
}

/** Writes 64 KiB chunks until the client goes away; counts what it sent. */
function endless(sent: { bytes: number }, headers: Record<string, string> = {}): StubHandler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', ...headers });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    res.write('{"success":true,"data":{"x":"');
    const pump = () => {
      while (!res.destroyed && res.write(chunk)) sent.bytes += chunk.length;
      if (!res.destroyed) res.once('drain', pump);
    };
    res.on('close', () => undefined);
    pump();
  };
}

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('caps on what the platform sends', () => {
  it('cuts an endless answer at the response cap, once, without retrying', async () => {
    const sent = { bytes: 0 };
    stub = await startStub([endless(sent)]);
    const { t, log } = transport(stub.url, { limits: { maxResponseBytes: 1024 * 1024 } });
    const err = await t.request({ method: 'GET', path: '/v1/brands' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseTooLargeError);
    expect((err as Error).message).toBe(
      'GET /v1/brands: the answer went on past 1 MiB, over the cap of 1 MiB for one answer; it was cut off, nothing was read from it',
    );
    expect((err as ResponseTooLargeError).hint).toBe(
      'a platform should never send that much; if the live data really is that large, raise SITESYNC_MAX_RESPONSE_BYTES (e.g. SITESYNC_MAX_RESPONSE_BYTES=2MiB)',
    );
    expect(stub.requests).toHaveLength(1);
    expect(log).toHaveLength(1);
    // The server could write ahead into socket buffers, but not much past the cap.
    expect(sent.bytes).toBeLessThan(16 * 1024 * 1024);
  });

  it('cuts an endless list page read for its digest (kept as bytes) at the same cap', async () => {
    const sent = { bytes: 0 };
    stub = await startStub([endless(sent)]);
    const { t, log } = transport(stub.url, { limits: { maxResponseBytes: 1024 * 1024 } });
    const asked: string[] = [];
    const err = await t
      .request({ method: 'GET', path: '/v1/products', digest: true, known: (d) => (asked.push(d), true) })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseTooLargeError);
    expect((err as Error).message).toBe(
      'GET /v1/products: the answer went on past 1 MiB, over the cap of 1 MiB for one answer; it was cut off, nothing was read from it',
    );
    expect(asked).toEqual([]);
    expect(log).toHaveLength(1);
    expect(sent.bytes).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses an answer whose Content-Length is over the cap before reading it', async () => {
    stub = await startStub([
      (_r, res) => {
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': String(10 * 1024 * 1024),
        });
        res.write('{"success":true');
      },
    ]);
    const { t } = transport(stub.url, { limits: { maxResponseBytes: 1024 * 1024 } });
    await expect(t.request({ method: 'GET', path: '/v1/x' })).rejects.toThrow(
      'GET /v1/x: the answer declares 10485760 bytes (Content-Length), over the cap of 1 MiB for one answer; it was cut off, nothing was read from it',
    );
  });

  it('holds the source archive to its own cap', async () => {
    const sent = { bytes: 0 };
    stub = await startStub([endless(sent)]);
    const { t } = transport(stub.url, { limits: { maxArchiveBytes: 2 * 1024 * 1024 } });
    const err = (await t
      .request({ method: 'GET', path: '/v1/sites/s/source/archive', sizeCap: 'archive' })
      .catch((e: unknown) => e)) as ResponseTooLargeError;
    expect(err.message).toBe(
      'GET /v1/sites/s/source/archive: the answer went on past 2 MiB, over the cap of 2 MiB for a source archive; it was cut off, nothing was read from it',
    );
    expect(err.hint).toContain('raise SITESYNC_MAX_ARCHIVE_BYTES');
  });

  it('ends a trickling answer when the retry budget is spent, whatever the attempt timeout', async () => {
    stub = await startStub([
      (_r, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 20);
      },
    ]);
    const { t, log } = transport(stub.url, { timeoutMs: 60_000, retry: { budgetMs: 400 } });
    const err = await t.request({ method: 'GET', path: '/v1/ping' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).message).toMatch(
      /^GET \/v1\/ping: no complete answer within \d+ms \(gave up: network error TIMEOUT: retry budget of 0s exhausted\)$/,
    );
    // The attempt's timeout was cut to the budget (400 ms), not the 60 s per attempt.
    expect(Number(/within (\d+)ms/.exec(log[0]!.error!)![1])).toBeLessThanOrEqual(400);
    expect(log).toHaveLength(1);
  });
});

describe('an address that is not the platform', () => {
  it('says an HTML page is not the platform, without the page', async () => {
    const page =
      '<!doctype html><html><head><title>Welcome</title></head><body>secret-ish page</body></html>';
    const html: StubHandler = (_r, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    const html404: StubHandler = (_r, res) => res.writeHead(404, { 'content-type': 'text/html' }).end(page);
    stub = await startStub([html, html404]);
    const { t } = transport(`${stub.url}/app`);
    for (const status of [200, 404]) {
      const err = await t
        .request({ method: 'GET', path: '/v1/sites/s/source/manifest' })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NotThePlatformError);
      expect((err as Error).message).toBe(
        `GET /v1/sites/s/source/manifest → ${status}: the answer is an HTML page, not the platform's JSON API`,
      );
      expect((err as NotThePlatformError).hint).toBe(
        `is ${stub.url} the platform's API address? It must be the root that serves /v1/… (for the emulator: the URL \`sitesync emulator\` prints); check --base-url, SITESYNC_BASE_URL or the stored login`,
      );
      expect(
        JSON.stringify({ m: (err as Error).message, h: (err as NotThePlatformError).hint }),
      ).not.toContain('secret-ish');
    }
  });

  it('says a 404 without the platform error body is not the platform (not "check site.id")', async () => {
    stub = await startStub([
      (_r, res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('404 page not found'),
    ]);
    const { t } = transport(stub.url);
    const err = await t
      .request({ method: 'GET', path: '/v1/sites/s/source/manifest' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NotThePlatformError);
    expect((err as Error).message).toBe(
      "GET /v1/sites/s/source/manifest → 404: the answer is not the platform's error body, not the platform's JSON API",
    );
  });

  it('retries a proxy’s 502 HTML page, then says so without the page', async () => {
    const bad: StubHandler = (_r, res) =>
      res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>');
    stub = await startStub([bad]);
    const { t } = transport(stub.url, { retry: { maxAttempts: 2 } });
    const err = await t.request({ method: 'GET', path: '/v1/ping' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlatformError);
    expect((err as Error).message).toBe(
      "GET /v1/ping → 502 HTTP_502: an HTML page instead of the platform's JSON error (gave up: HTTP 502 after 2 attempts (the limit))",
    );
    expect(stub.requests).toHaveLength(2);
  });

  it('refuses a base URL that ends in /v1 before sending anything', () => {
    expect(() => createTransport({ baseUrl: 'https://user:pw@api.example.com/v1/' })).toThrow(
      'the platform URL https://api.example.com/v1 ends in /v1, but sitesync adds /v1 to every request path (it would ask for /v1/v1/…)',
    );
    try {
      createTransport({ baseUrl: 'https://api.example.com/platform/V1' });
    } catch (err) {
      expect(err).toMatchObject({ exitCode: 64, hint: 'use https://api.example.com/platform instead' });
    }
  });
});

describe('connection failures, each with its own message', () => {
  it('a name that does not resolve: not retried, named', async () => {
    const { t, log } = transport('http://no-such-host.invalid:4010');
    const err = (await t
      .request({ method: 'GET', path: '/v1/ping' })
      .catch((e: unknown) => e)) as NetworkError;
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.message).toMatch(
      /^GET \/v1\/ping: the host name "no-such-host\.invalid" could not be resolved \(DNS (ENOTFOUND|EAI_AGAIN)\); not retried$/,
    );
    expect(err.hint).toBe(
      "check the host in the platform URL (--base-url, SITESYNC_BASE_URL or the stored login), and this machine's network and DNS",
    );
    expect(log).toHaveLength(1);
  });

  it('a refused connection: retried, named; then every later request of the run is not sent', async () => {
    const port = await closedPort();
    const { t, log } = transport(`http://127.0.0.1:${port}`, { retry: { maxAttempts: 3 } });
    const first = (await t
      .request({ method: 'GET', path: '/v1/ping' })
      .catch((e: unknown) => e)) as NetworkError;
    expect(first.message).toBe(
      `GET /v1/ping: the connection to 127.0.0.1:${port} was refused (ECONNREFUSED): nothing listens there (gave up: network error ECONNREFUSED after 3 attempts (the limit))`,
    );
    expect(first.hint).toBe(
      `is the platform running at http://127.0.0.1:${port}? For the emulator, start \`sitesync emulator\` and use the URL it prints`,
    );
    const later = await t
      .request({ method: 'POST', path: '/v1/brands', body: {}, idempotencyKey: 'k'.repeat(20) })
      .catch((e: unknown) => e);
    expect(later).toBeInstanceOf(PlatformUnreachableError);
    expect((later as Error).message).toBe(
      `POST /v1/brands: not sent: an earlier request gave up on the platform: ${first.message}`,
    );
    expect(log).toHaveLength(3); // the three attempts of the first request, none of the second
  });

  it('TLS spoken to a plain HTTP port: not retried, named', async () => {
    stub = await startStub([ok({})]);
    const { t, log } = transport(stub.url.replace('http:', 'https:'));
    const err = (await t
      .request({ method: 'GET', path: '/v1/ping' })
      .catch((e: unknown) => e)) as NetworkError;
    expect(err.message).toMatch(
      /^GET \/v1\/ping: the TLS connection to 127\.0\.0\.1:\d+ failed: the server did not answer in TLS \(is it plain http:\/\/ on that port\?\) \((EPROTO|ERR_SSL_WRONG_VERSION_NUMBER)\); not retried$/,
    );
    expect(err.hint).toMatch(/NODE_EXTRA_CA_CERTS/);
    expect(log).toHaveLength(1);
  });

  it('a platform that keeps failing with 503: the first request gives up, the next is not sent', async () => {
    stub = await startStub([fail(503, 'SERVICE_UNAVAILABLE', 'down')]);
    const { t } = transport(stub.url, { retry: { maxAttempts: 2 } });
    await expect(t.request({ method: 'GET', path: '/v1/a' })).rejects.toBeInstanceOf(PlatformError);
    await expect(t.request({ method: 'GET', path: '/v1/b' })).rejects.toBeInstanceOf(
      PlatformUnreachableError,
    );
    expect(stub.requests.map((r) => r.url)).toEqual(['/v1/a', '/v1/a']);
  });
});

describe('the 401 hint names the key that was sent', () => {
  const cases: [string | undefined, string][] = [
    [
      '--api-key',
      'the key given with --api-key is unknown to the platform (or revoked): check it, or drop the flag to use SITESYNC_API_KEY or `sitesync login`',
    ],
    [
      'SITESYNC_API_KEY',
      'the key in SITESYNC_API_KEY is unknown to the platform (or revoked): check it, or unset it to use the key stored by `sitesync login`',
    ],
    [
      '/home/u/.config/sitesync/credentials.json',
      'the key stored by `sitesync login` (/home/u/.config/sitesync/credentials.json) is unknown to the platform (or revoked): run `sitesync login` again',
    ],
    [undefined, 'check SITESYNC_API_KEY (or run `sitesync login`); the key is unknown or missing'],
  ];
  it.each(cases)('source %s', async (source, hint) => {
    stub = await startStub([fail(401, 'UNAUTHORIZED', 'unknown key')]);
    const { t } = transport(stub.url, { ...(source !== undefined && { credentialSource: source }) });
    await expect(t.request({ method: 'GET', path: '/v1/ping' })).rejects.toMatchObject({ status: 401, hint });
  });
});
