import { afterEach, describe, expect, it } from 'vitest';
import { createTransport, DEFAULT_MAX_CONNECTIONS } from '../../../src/platform/transport.js';
import { createRequestRecorder } from '../../../src/platform/request-log.js';
import { PlatformUnreachableError } from '../../../src/platform/errors.js';
import { drop, startStub, type StubHandler } from '../../helpers/http-stub.js';

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
    const { seen, handler } = slowPages(10);
    stub = await startStub([handler]);
    const { t } = transport(stub.url, { maxConnections: 3 });
    await Promise.all(Array.from({ length: 12 }, () => t.request({ method: 'GET', path: '/v1/ping' })));
    expect(seen.most).toBe(3);
    expect(stub.requests).toHaveLength(12);
  });

  it('starts an attempt’s timeout when it is sent, not while it waits for a connection', async () => {
    // Three answers of 120 ms one after another on one connection: the last waits 240 ms, longer
    // than the 200 ms timeout, yet each attempt takes 120 ms.
    const { handler } = slowPages(120);
    stub = await startStub([handler]);
    const { t, log } = transport(stub.url, { maxConnections: 1, timeoutMs: 200 });
    await Promise.all([1, 2, 3].map(() => t.request({ method: 'GET', path: '/v1/ping' })));
    expect(log.map((e) => [e.attempt, e.status])).toEqual([
      [1, 200],
      [1, 200],
      [1, 200],
    ]);
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
});
