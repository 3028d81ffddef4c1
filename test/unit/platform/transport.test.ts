import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTransport,
  isKnownBody,
  type KnownBody,
  type TransportOptions,
} from '../../../src/platform/transport.js';
import { createRequestRecorder } from '../../../src/platform/request-log.js';
import { NetworkError, PlatformError, ProtocolError } from '../../../src/platform/errors.js';
import { SitesyncError } from '../../../src/shared/errors.js';
import { drop, fail, json, ok, startStub, type StubHandler } from '../../helpers/http-stub.js';
import { idempotencyKeyFor } from '../../../src/platform/idempotency.js';

const KEY = 'sk_test_TOKEN_abcdefghijklmnop';
const SHA = 'c'.repeat(40);
let stub: Awaited<ReturnType<typeof startStub>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

function transport(url: string, extra: Partial<TransportOptions> = {}) {
  const sleeps: number[] = [];
  const recorder = createRequestRecorder();
  const t = createTransport({
    baseUrl: url,
    apiKey: KEY,
    keyRevision: SHA,
    onRequest: recorder.hook,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...extra,
  });
  return { t, sleeps, log: recorder.entries };
}

/** Answers with exactly these bytes (or text), as `type`. */
const rawPage =
  (body: string | Buffer, type = 'application/json'): StubHandler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  };

/** A page asked for with its digest, then again by a reader that knows that digest. */
async function readThenKnow(t: ReturnType<typeof transport>['t'], digest: string) {
  const first = await t.request<object>({ method: 'GET', path: '/v1/products', digest: true });
  const again = await t.request<unknown>({
    method: 'GET',
    path: '/v1/products',
    digest: true,
    known: (d) => d === digest,
  });
  return { first, again };
}

describe('transport', () => {
  it('sends bearer auth and JSON, unwraps the envelope, logs the attempt', async () => {
    stub = await startStub([ok({ id: 'prod_1', name: 'A' })]);
    const { t, log } = transport(stub.url);
    const data = await t.request<{ id: string }>({
      method: 'GET',
      path: '/v1/products/prod_1',
      query: { expand: undefined, x: 1 },
    });
    expect(data).toEqual({ id: 'prod_1', name: 'A' });
    expect(stub.requests[0]).toMatchObject({ method: 'GET', url: '/v1/products/prod_1?x=1' });
    expect(stub.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(log).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/v1/products/prod_1?x=1',
        status: 200,
        attempt: 1,
        bytesSent: 0,
        replayed: false,
      }),
    ]);
    expect(log[0]!.bytesReceived).toBe(JSON.stringify({ success: true, data }).length);
  });

  it('keeps the digest of the exact body of an answer asked for with `digest`, of no other', async () => {
    const body = '{"success":true,"data":{"items":[{"id":"prod_1","name":"Café"}],"has_more":false}}';
    stub = await startStub([rawPage(body), rawPage(body)]);
    const { t } = transport(stub.url);
    const page = await t.request<object>({ method: 'GET', path: '/v1/products', digest: true });
    const plain = await t.request<object>({ method: 'GET', path: '/v1/products' });
    expect(t.digestOf?.(page)).toBe(createHash('sha256').update(Buffer.from(body, 'utf8')).digest('base64'));
    expect(t.digestOf?.(plain)).toBeUndefined();
  });

  it('digests a page’s bytes as they came, keeps a known page as those bytes and parses it only when asked', async () => {
    // Not valid UTF-8 inside a string: decoding would change the bytes, the digest must not.
    const body = Buffer.concat([
      Buffer.from('{"success":true,"data":{"items":[{"id":"prod_1","name":"A'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}],"has_more":false}}'),
    ]);
    stub = await startStub([rawPage(body), rawPage(body)]);
    const { t, log } = transport(stub.url);
    const digest = createHash('sha256').update(body).digest('base64');
    const { first, again } = await readThenKnow(t, digest);
    expect(t.digestOf?.(first)).toBe(digest);
    expect(isKnownBody(again)).toBe(true);
    const known = again as KnownBody;
    expect(Buffer.isBuffer(known.body) && known.body.equals(body)).toBe(true);
    expect(t.parseKnown?.(known)).toEqual(first);
    expect(log.map((e) => e.bytesReceived)).toEqual([body.byteLength, body.byteLength]);
  });

  it('frees a digested page’s bytes once it is parsed, and keeps a known page’s bytes', async () => {
    const text = '{"success":true,"data":{"items":[{"id":"prod_1","name":"A"}],"has_more":false}}';
    const digest = createHash('sha256').update(text).digest('base64');
    // Each answer's bytes are a Buffer of their own, as httpFetch joins them; the test keeps them.
    const sent: Buffer[] = [];
    const { t } = transport('http://127.0.0.1:9', {
      fetch: async () => {
        const bytes = Buffer.from(new ArrayBuffer(Buffer.byteLength(text)));
        bytes.write(text);
        sent.push(bytes);
        return {
          status: 200,
          headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) },
          text: async () => bytes.toString('utf8'),
          bytes: async () => bytes,
        };
      },
    });
    const { first, again } = await readThenKnow(t, digest);
    expect(first).toEqual({ items: [{ id: 'prod_1', name: 'A' }], has_more: false });
    expect(t.digestOf?.(first)).toBe(digest);
    // The parsed page's bytes were given back at once; the known one's are its only copy.
    expect(sent[0]!.byteLength).toBe(0);
    expect(sent[1]!.toString()).toBe(text);
    expect(t.parseKnown?.(again as KnownBody)).toEqual(first);
  });

  it('reads a digested page the same with the global fetch (its bytes() is a Uint8Array)', async () => {
    const body = '{"success":true,"data":{"items":[{"id":"prod_1","name":"Café"}],"has_more":false}}';
    stub = await startStub([
      rawPage(body),
      rawPage(body),
      rawPage('<!doctype html><p>sign in</p>', 'text/html'),
    ]);
    const { t } = transport(stub.url, { fetch: globalThis.fetch });
    const digest = createHash('sha256').update(body).digest('base64');
    const { first, again } = await readThenKnow(t, digest);
    expect(first).toEqual({ items: [{ id: 'prod_1', name: 'Café' }], has_more: false });
    expect(t.digestOf?.(first)).toBe(digest);
    expect(t.parseKnown?.(again as KnownBody)).toEqual(first);
    const err = await t
      .request({ method: 'GET', path: '/v1/products', digest: true })
      .catch((e: unknown) => e);
    expect((err as SitesyncError).code).toBe('NOT_THE_PLATFORM');
  });

  it('derives one Idempotency-Key per logical write and resends it on every retry', async () => {
    stub = await startStub([
      fail(503, 'SERVICE_UNAVAILABLE', 'busy', { 'retry-after': '1' }),
      drop,
      ok({ id: 'brnd_1' }, { 'idempotent-replayed': 'true' }),
    ]);
    const { t, sleeps, log } = transport(stub.url);
    const res = await t.send({
      method: 'POST',
      path: '/v1/brands',
      body: { name: 'Acme' },
      idempotent: true,
    });
    expect(res.replayed).toBe(true);
    const keys = stub.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^ss1\.c{40}\.[0-9a-f]{32}$/);
    expect(sleeps).toEqual([1000, 275]); // Retry-After 1 s, then backoff 500 * (0.1 + 0.9 * 0.5)
    expect(log.map((e) => [e.attempt, e.status])).toEqual([
      [1, 503],
      [2, undefined],
      [3, 200],
    ]);
    expect(t.stats.retries).toBe(2);
  });

  it("tells a replay of an earlier run from one of this run's attempt whose answer was lost", async () => {
    const replay = ok({ id: 'brnd_1' }, { 'idempotent-replayed': 'true' });
    stub = await startStub([
      replay, // an earlier run's: the first answer is the replay
      fail(429, 'RATE_LIMITED', 'slow down', { 'retry-after': '1' }), // refused before it ran
      replay,
      drop, // may have run: no answer
      replay,
      ok({ id: 'brnd_4' }), // not a replay
    ]);
    const { t } = transport(stub.url);
    const write = (name: string) =>
      t.request<object>({ method: 'POST', path: '/v1/brands', body: { name }, idempotent: true });
    const answers = [await write('a'), await write('b'), await write('c'), await write('d')];
    expect(answers.map((a) => [t.wasReplayed?.(a), t.wasLostAnswerReplay?.(a)])).toEqual([
      [true, false],
      [true, false],
      [false, true],
      [false, false],
    ]);
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry %i and parses the error body', async (status) => {
    stub = await startStub([
      json(status, {
        success: false,
        error: {
          error_code: 'X_CODE',
          message: 'nope',
          details: { errors: [{ code: 'c', message: 'm', path: 'pages/a.json', line: 3, column: 7 }] },
        },
      }),
    ]);
    const { t } = transport(stub.url);
    const err = await t
      .request({ method: 'POST', path: '/v1/brands', body: {}, idempotent: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlatformError);
    expect(err).toMatchObject({
      status,
      errorCode: 'X_CODE',
      issues: [{ code: 'c', message: 'm', path: 'pages/a.json', line: 3, column: 7 }],
    });
    expect((err as Error).message).toBe(`POST /v1/brands → ${status} X_CODE: nope (pages/a.json:3:7: m [c])`);
    expect(stub.requests).toHaveLength(1);
  });

  it('tolerates a bare PublicError and a non-JSON error body', async () => {
    stub = await startStub([
      json(409, { error_code: 'DUPLICATE_SLUG', message: 'taken' }),
      (_r, res) => res.writeHead(400, { 'content-type': 'text/plain' }).end('bad request, try again'),
    ]);
    const { t } = transport(stub.url);
    await expect(t.request({ method: 'GET', path: '/v1/a' })).rejects.toMatchObject({
      status: 409,
      errorCode: 'DUPLICATE_SLUG',
      message: 'GET /v1/a → 409 DUPLICATE_SLUG: taken',
    });
    await expect(t.request({ method: 'GET', path: '/v1/b' })).rejects.toMatchObject({
      status: 400,
      errorCode: 'HTTP_400',
      message: 'GET /v1/b → 400 HTTP_400: non-JSON error body: bad request, try again',
    });
  });

  it('never puts the token into an error message, even when the server echoes it', async () => {
    const b64 = Buffer.from(`Bearer ${KEY}`).toString('base64');
    stub = await startStub([
      fail(401, 'UNAUTHORIZED', `bad token ${KEY} (${b64}) ${encodeURIComponent(KEY)}`),
    ]);
    const { t } = transport(stub.url);
    const err = (await t
      .request({ method: 'GET', path: '/v1/ping' })
      .catch((e: unknown) => e)) as PlatformError;
    expect(err.message).toBe('GET /v1/ping → 401 UNAUTHORIZED: bad token *** (***) ***');
    expect(JSON.stringify({ ...err, m: err.message })).not.toContain(KEY);
  });

  it('never hands on the token a server wrote in JSON escapes, in an error or in an answer', async () => {
    const escaped = [...KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    const raw =
      (status: number, body: string): StubHandler =>
      (_req, res) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      };
    stub = await startStub([
      raw(
        422,
        `{"success":false,"error":{"error_code":"BAD","message":"key ${escaped} is read-only","details":{"errors":[{"code":"x","message":"${escaped}"}]}}}`,
      ),
      raw(200, `{"success":true,"data":{"preview_url":"https://p.example/?t=${escaped}","note":"${KEY}"}}`),
    ]);
    const { t } = transport(stub.url);
    const err = (await t
      .request({ method: 'GET', path: '/v1/ping' })
      .catch((e: unknown) => e)) as PlatformError;
    expect(err.message).toBe('GET /v1/ping → 422 BAD: key *** is read-only (*** [x])');
    expect(err.issues.map((i) => i.message)).toEqual(['***']);
    const answer = await t.request<{ preview_url: string; note: string }>({
      method: 'GET',
      path: '/v1/ping',
    });
    expect(answer).toEqual({ preview_url: 'https://p.example/?t=***', note: '***' });
  });

  it('redacts a catalog list page only where the token is in it as given, and digests its bytes as sent', async () => {
    const page = (name: string) =>
      JSON.stringify({ success: true, data: { data: [{ id: 'b1', name }], has_more: false } });
    const echoed = page(`brand ${KEY}`);
    const plain = page('brand one');
    stub = await startStub([rawPage(echoed), rawPage(plain)]);
    const { t } = transport(stub.url);
    const first = await t.request<{ data: { name: string }[] }>({
      method: 'GET',
      path: '/v1/brands',
      digest: true,
    });
    expect(first.data[0]!.name).toBe('brand ***');
    expect(t.digestOf?.(first)).toBe(createHash('sha256').update(echoed).digest('base64'));
    const second = await t.request<{ data: { name: string }[] }>({
      method: 'GET',
      path: '/v1/brands',
      digest: true,
    });
    expect(second.data[0]!.name).toBe('brand one');
  });

  it('gives up on a Retry-After longer than the budget, saying why', async () => {
    stub = await startStub([fail(429, 'RATE_LIMITED', 'slow down', { 'retry-after': '3600' })]);
    const { t, sleeps } = transport(stub.url);
    const err = (await t
      .request({ method: 'GET', path: '/v1/products' })
      .catch((e: unknown) => e)) as PlatformError;
    expect(err.status).toBe(429);
    expect(err.message).toBe(
      'GET /v1/products → 429 RATE_LIMITED: slow down (gave up: HTTP 429 asks to retry after 3600s, beyond the remaining retry budget of 90s)',
    );
    expect(sleeps).toEqual([]);
  });

  it('times out a stalled body and retries', async () => {
    stub = await startStub([
      (_r, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"success":true,'); // then nothing
      },
      ok({ pong: true }),
    ]);
    const { t, log } = transport(stub.url, { timeoutMs: 200 });
    expect(await t.request({ method: 'GET', path: '/v1/ping' })).toEqual({ pong: true });
    expect(log[0]).toMatchObject({ attempt: 1, error: 'no complete answer within 200ms' });
  });

  it('reports a network error after the attempts run out', async () => {
    stub = await startStub([drop]);
    const { t } = transport(stub.url, { retry: { maxAttempts: 3 } });
    const err = await t.request({ method: 'GET', path: '/v1/ping' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).message).toMatch(
      /^GET \/v1\/ping: .* \(gave up: network error .* after 3 attempts \(the limit\)\)$/,
    );
    expect(stub.requests).toHaveLength(3);
  });

  it('rejects a 200 that is not the envelope or not JSON', async () => {
    stub = await startStub([json(200, { items: [] }), (_r, res) => res.writeHead(200).end('{oops')]);
    const { t } = transport(stub.url);
    await expect(t.request({ method: 'GET', path: '/v1/x' })).rejects.toThrow(
      new ProtocolError('GET', '/v1/x', 'answered 200 without the {success, data} envelope'),
    );
    await expect(t.request({ method: 'GET', path: '/v1/y' })).rejects.toThrow(
      'GET /v1/y: answered 200 with a body that is not JSON: {oops',
    );
  });

  it('refuses an invalid explicit key before sending', async () => {
    stub = await startStub([ok({})]);
    const { t } = transport(stub.url);
    await expect(
      t.request({ method: 'POST', path: '/v1/brands', body: {}, idempotencyKey: 'bad key' }),
    ).rejects.toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY' });
    expect(stub.requests).toHaveLength(0);
  });

  it('refuses a write when there is no revision to derive its key from', async () => {
    stub = await startStub([ok({})]);
    const { t } = transport(stub.url, { keyRevision: undefined });
    await expect(
      t.request({ method: 'POST', path: '/v1/brands', body: {}, idempotent: true }),
    ).rejects.toMatchObject({ code: 'NO_KEY_REVISION' });
    expect(stub.requests).toHaveLength(0);
  });

  it('takes its revision from a function when the client is made before the revision is known', async () => {
    stub = await startStub([ok({}), ok({})]);
    const known: { revision?: string } = {};
    const t = createTransport({ baseUrl: stub.url, apiKey: KEY, keyRevision: () => known.revision });
    const write = { method: 'POST', path: '/v1/brands', body: { name: 'A' }, idempotent: true } as const;
    // Not known yet: a read goes, a write is refused before it is sent.
    await t.request({ method: 'GET', path: '/v1/brands' });
    await expect(t.request(write)).rejects.toMatchObject({ code: 'NO_KEY_REVISION' });
    expect(stub.requests).toHaveLength(1);
    known.revision = 'c'.repeat(40);
    await t.request(write);
    expect(stub.requests[1]!.headers['idempotency-key']).toBe(
      idempotencyKeyFor(known.revision, 'POST /v1/brands', { name: 'A' }),
    );
  });

  it('stops promptly when its signal is aborted during a backoff wait', async () => {
    stub = await startStub([fail(503, 'SERVICE_UNAVAILABLE', 'busy', { 'retry-after': '30' })]);
    const controller = new AbortController();
    const t = createTransport({ baseUrl: stub.url, apiKey: KEY, signal: controller.signal });
    const pending = t.request({ method: 'GET', path: '/v1/ping' });
    // Aborted once the 503 is in (the client then waits the 30 s it was told), not after a fixed time.
    await expect.poll(() => stub!.requests.length, { interval: 1, timeout: 5_000 }).toBe(1);
    controller.abort(new Error('SIGINT'));
    await expect(pending).rejects.toMatchObject({ code: 'INTERRUPTED', exitCode: 130 });
    expect(stub.requests).toHaveLength(1);
  });
});

describe('transport, streamed bodies', () => {
  const parts = [
    '{"files":{"a.txt":{"content":"h\u00e9',
    'llo","encoding":"utf8"}},',
    '"source_revision":"r1"}',
  ];
  const chunksOf = (list: readonly string[]) => ({
    produced: 0,
    async *chunks() {
      this.produced += 1;
      for (const p of list) yield Buffer.from(p, 'utf8');
    },
  });

  it('sends the chunks with their Content-Length and the key of the same body sent whole, on every retry', async () => {
    stub = await startStub([
      fail(503, 'SERVICE_UNAVAILABLE', 'busy'),
      drop,
      ok({ source_revision: 'r2' }),
      ok({ source_revision: 'r2' }),
    ]);
    const { t, log } = transport(stub.url);
    const source = chunksOf(parts);
    const path = '/v1/sites/s/development-sessions/d/source:batch';
    const res = await t.send({ method: 'PATCH', path, stream: source, idempotent: true });
    expect(res.data).toEqual({ source_revision: 'r2' });
    const whole = parts.join('');
    const plain = await t.send({ method: 'PATCH', path, body: JSON.parse(whole), idempotent: true });
    expect(source.produced).toBe(4); // one pass for the key and length, then one per attempt
    const sent = stub.requests.slice(0, 3);
    expect(sent.map((r) => r.body)).toEqual([whole, whole, whole]);
    expect(sent.map((r) => r.headers['content-length'])).toEqual(
      Array(3).fill(String(Buffer.byteLength(whole))),
    );
    expect(sent.map((r) => r.headers['content-type'])).toEqual(Array(3).fill('application/json'));
    expect(new Set(stub.requests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([plain.idempotencyKey]),
    );
    expect(res.idempotencyKey).toBe(plain.idempotencyKey);
    expect(log.map((e) => [e.attempt, e.status, e.bytesSent])).toEqual([
      [1, 503, Buffer.byteLength(whole)],
      [2, undefined, Buffer.byteLength(whole)],
      [3, 200, Buffer.byteLength(whole)],
      [1, 200, Buffer.byteLength(whole)],
    ]);
  });

  it('stops without retrying when the body cannot be produced again (a file changed), and sends no whole body', async () => {
    stub = await startStub([ok({}), ok({})]);
    const { t, log } = transport(stub.url);
    let pass = 0;
    const source = {
      async *chunks() {
        pass += 1;
        yield Buffer.from('{"a":');
        if (pass > 1)
          throw new SitesyncError('SOURCE_CHANGED', 'file a.txt changed while sitesync was reading the tree');
        yield Buffer.from('1}');
      },
    };
    const err = await t
      .send({ method: 'PATCH', path: '/v1/x', stream: source, idempotent: true })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'SOURCE_CHANGED',
      message: 'file a.txt changed while sitesync was reading the tree',
    });
    expect(pass).toBe(2);
    expect(t.stats.retries).toBe(0);
    expect(log).toEqual([]);
    expect(stub.requests.filter((r) => r.body === '{"a":1}')).toEqual([]);
  });

  it('refuses a body that comes to another length when sent than when its key was derived', async () => {
    stub = await startStub([ok({})]);
    const { t } = transport(stub.url);
    let pass = 0;
    const source = {
      async *chunks() {
        pass += 1;
        yield Buffer.from(pass === 1 ? '{"a":1}' : '{"a":12}');
      },
    };
    await expect(
      t.send({ method: 'PATCH', path: '/v1/x', stream: source, idempotent: true }),
    ).rejects.toMatchObject({
      code: 'BODY_CHANGED',
      message:
        'PATCH /v1/x: the body came to more than 7 bytes when sent, 7 when its Idempotency-Key was derived',
    });
    expect(t.stats.retries).toBe(0);
  });
});
