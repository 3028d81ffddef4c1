import { afterEach, describe, expect, it } from 'vitest';
import { createTransport, DEFAULT_MAX_CONNECTIONS } from '../../../src/platform/transport.js';
import { createRequestRecorder } from '../../../src/platform/request-log.js';
import { PlatformUnreachableError } from '../../../src/platform/errors.js';
import { drop, fail, ok, startStub, type StubHandler } from '../../helpers/http-stub.js';
import type { SitesyncError } from '../../../src/shared/errors.js';

let stub: Awaited<ReturnType<typeof startStub>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

/** Answers after `ms`, counting the requests in flight at the stub and the connections they came on. */
function slowPages(ms: number) {
  const seen = { inFlight: 0, most: 0, sockets: new Set<string>() };
  const handler: StubHandler = (req, res) => {
    seen.inFlight += 1;
    seen.most = Math.max(seen.most, seen.inFlight);
    seen.sockets.add(`${res.socket?.remotePort}`);
    setTimeout(() => {
      seen.inFlight -= 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: { url: req.url } }));
    }, ms);
  };
  return { seen, handler };
}

function transport(url: string, extra: Parameters<typeof createTransport>[0] | object = {}) {
  const recorder = createRequestRecorder();
  const t = createTransport({
    baseUrl: url,
    apiKey: 'sk_test_TOKEN_abcdefghijklmnop',
    onRequest: recorder.hook,
    sleep: async () => undefined,
    ...extra,
  });
  return { t, log: recorder.entries };
}

/**
 * Holds the first `wave` answers until all of them have arrived (then 50 ms more, for any request
 * over the bound to arrive too), answers the others after 5 ms.
 */
function firstWaveHeld(wave: number) {
  const seen = { inFlight: 0, most: 0, sockets: new Set<string>() };
  const held: (() => void)[] = [];
  const handler: StubHandler = (req, res) => {
    seen.inFlight += 1;
    seen.most = Math.max(seen.most, seen.inFlight);
    seen.sockets.add(`${res.socket?.remotePort}`);
    const answer = () => {
      seen.inFlight -= 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: { url: req.url } }));
    };
    if (held.length < wave) {
      held.push(answer);
      if (held.length === wave) setTimeout(() => held.forEach((a) => a()), 50);
    } else setTimeout(answer, 5);
  };
  return { seen, handler };
}

describe('transport connections', () => {
  it(`asks for everything at once, with at most ${DEFAULT_MAX_CONNECTIONS} requests in flight on as many kept-open connections`, async () => {
    const { seen, handler } = firstWaveHeld(DEFAULT_MAX_CONNECTIONS);
    stub = await startStub([handler]);
    const { t, log } = transport(stub.url);
    const pages = Array.from({ length: 150 }, (_, i) => i);
    const answers = await Promise.all(
      pages.map((i) =>
        t.request<{ url: string }>({ method: 'GET', path: '/v1/products', query: { page: i } }),
      ),
    );
    expect(answers.map((a) => a.url)).toEqual(pages.map((i) => `/v1/products?page=${i}`));
    expect(seen.most).toBe(DEFAULT_MAX_CONNECTIONS);
    expect(seen.sockets.size).toBeLessThanOrEqual(DEFAULT_MAX_CONNECTIONS);
    expect(log.every((e) => e.attempt === 1 && e.status === 200)).toBe(true);
  });

  it('takes its bound from maxConnections', async () => {
    // Answers of 50 ms: three connections are open and busy at once however slowly they open.
    const { seen, handler } = slowPages(50);
    stub = await startStub([handler]);
    const { t } = transport(stub.url, { maxConnections: 3 });
    await Promise.all(Array.from({ length: 12 }, () => t.request({ method: 'GET', path: '/v1/ping' })));
    expect(seen.most).toBe(3);
    expect(stub.requests).toHaveLength(12);
  });

  it('starts an attempt’s timeout when it is sent, not while it waits for a connection', async () => {
    // Seven answers of 100 ms one after another on one connection: the last waits 600 ms, longer
    // than the 500 ms timeout, yet each attempt takes 100 ms. 400 ms to spare: with 150 ms, an
    // event loop held up that long on a loaded machine let the timeout fire first (2 runs in 30).
    const { handler } = slowPages(100);
    stub = await startStub([handler]);
    const { t, log } = transport(stub.url, { maxConnections: 1, timeoutMs: 500 });
    const requests = Array.from({ length: 7 }, () => t.request({ method: 'GET', path: '/v1/ping' }));
    await Promise.all(requests);
    expect(log.map((e) => [e.attempt, e.status])).toEqual(Array.from({ length: 7 }, () => [1, 200]));
  });

  it('does not send a request that waited for a connection while another gave up on the platform', async () => {
    stub = await startStub([drop]);
    const { t, log } = transport(stub.url, { maxConnections: 1, retry: { maxAttempts: 1 } });
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => t.request({ method: 'GET', path: '/v1/ping' })),
    );
    expect(stub.requests).toHaveLength(1);
    expect(log).toHaveLength(1);
    const [first, ...queued] = results;
    expect(first?.status).toBe('rejected');
    for (const r of queued) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(PlatformUnreachableError);
    }
  });

  it('a run that gave up sends nothing more; a loop that tries again (dev) asks the platform at its next request', async () => {
    stub = await startStub([drop, ok({ pong: true })]);
    const oneShot = transport(stub.url, { retry: { maxAttempts: 1 } });
    await expect(oneShot.t.request({ method: 'GET', path: '/v1/ping' })).rejects.toThrow();
    await expect(oneShot.t.request({ method: 'GET', path: '/v1/ping' })).rejects.toBeInstanceOf(
      PlatformUnreachableError,
    );
    expect(stub.requests).toHaveLength(1);
    await stub.close();

    stub = await startStub([drop, ok({ pong: true })]);
    const loop = transport(stub.url, { retry: { maxAttempts: 1 }, retryAfterGivingUp: true });
    await expect(loop.t.request({ method: 'GET', path: '/v1/ping' })).rejects.toThrow();
    await expect(loop.t.request({ method: 'GET', path: '/v1/ping' })).resolves.toMatchObject({
      pong: true,
    });
    expect(stub.requests).toHaveLength(2);
  });

  it('does not count a retry’s wait for a connection in the request’s budget', async () => {
    // One connection, answers of 100 ms: the retry of the first request waits ~6 × 100 ms for the
    // connection, longer than the 500 ms budget; it is still sent with its full time, and succeeds.
    // 400 ms to spare for each answer: with 100 ms (answers of 150 ms, a budget of 250 ms), an
    // event loop held up that long on a loaded machine let the budget end an attempt (1 run in 30).
    const others = ['/v1/b', '/v1/c', '/v1/d', '/v1/e', '/v1/f', '/v1/g'];
    let first = true;
    const handler: StubHandler = (req, res) => {
      if (first && req.url === '/v1/a') {
        first = false;
        fail(503, 'SERVICE_UNAVAILABLE', 'busy')(req, res, 0);
        return;
      }
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: true, data: { url: req.url } }));
      }, 100);
    };
    stub = await startStub([handler]);
    const { t, log } = transport(stub.url, {
      maxConnections: 1,
      retry: { budgetMs: 500, baseDelayMs: 0, maxDelayMs: 0 },
    });
    const paths = ['/v1/a', ...others];
    const answers = await Promise.all(
      paths.map((path) => t.request<{ url: string }>({ method: 'GET', path })),
    );
    expect(answers.map((a) => a.url)).toEqual(paths);
    expect(log.map((e) => [e.path, e.attempt, e.status])).toEqual([
      ['/v1/a', 1, 503],
      ...others.map((path) => [path, 1, 200]),
      ['/v1/a', 2, 200],
    ]);
  });

  it('sends nothing more once the run is interrupted: requests waiting for a connection are not sent', async () => {
    const { handler } = slowPages(80);
    stub = await startStub([handler]);
    const run = new AbortController();
    const { t } = transport(stub.url, { maxConnections: 1, signal: run.signal, keyRevision: 'c'.repeat(40) });
    const writes = [1, 2, 3].map((i) =>
      t.request({ method: 'POST', path: '/v1/brands', body: { name: `B${i}` }, idempotent: true }),
    );
    // Ctrl-C once the first write is at the platform (its answer takes 80 ms), not after a fixed
    // time that a busy machine could spend before it was even sent.
    await expect.poll(() => stub!.requests.length, { interval: 1, timeout: 5_000 }).toBe(1);
    run.abort(new Error('Ctrl-C'));
    const results = await Promise.allSettled(writes);
    expect(stub.requests).toHaveLength(1);
    expect(t.stats.requests).toBe(1);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect(((r as PromiseRejectedResult).reason as SitesyncError).code).toBe('INTERRUPTED');
    }
  });
});
