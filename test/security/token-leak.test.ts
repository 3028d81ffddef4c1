/**
 * The API key never appears — raw, base64 (also of `Bearer <key>`), base64url or URL-encoded — in
 * stdout, stderr or the JSON envelope, even when the platform echoes it back in messages, issue
 * details, bodies and headers, and with SITESYNC_DEBUG=1.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../src/emulator/index.js';
import { json, ok, type StubHandler } from '../helpers/http-stub.js';
import { makeRepo, runIn, type Repo } from '../bad-input/harness.js';
import { startStubPlatform, type StubPlatform } from '../bad-input/stub-platform.js';

/** `+`, `/` and `=` make the URL-encoded and base64 forms differ from the raw one. */
const TOKEN = 'sk_live_S3cr3t+T0k/en=0123456789abcdef';

function formsOf(secret: string): string[] {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const b64url = (s: string) => Buffer.from(s).toString('base64url');
  return [
    secret,
    encodeURIComponent(secret),
    b64(secret),
    b64(`Bearer ${secret}`),
    b64url(secret),
    b64url(`Bearer ${secret}`),
    // A long enough piece of each, as a server might cut it.
    secret.slice(0, 20),
    b64(secret).slice(4, 28),
  ];
}

function expectNoToken(text: string, secret = TOKEN) {
  for (const form of formsOf(secret)) expect(text, `contains ${form}`).not.toContain(form);
}

/** Echoes the bearer it got in every form, in the message, the issues, the details and the headers. */
const echo =
  (status: number): StubHandler =>
  (req, res) => {
    const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    const all = `raw=${bearer} url=${encodeURIComponent(bearer)} b64=${Buffer.from(bearer).toString('base64')} auth=${Buffer.from(`Bearer ${bearer}`).toString('base64')}`;
    json(
      status,
      {
        success: false,
        error: {
          error_code: 'ECHO',
          message: `refused ${all}`,
          details: { errors: [{ code: 'echo', message: all, path: `x/${bearer}` }], token: bearer },
        },
      },
      { 'www-authenticate': `Bearer realm="${bearer}"`, 'x-echo': all },
    )(req, res, 0);
  };

const echoNotJson: StubHandler = (req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end(
    `you sent ${String(req.headers.authorization)} / ${encodeURIComponent(String(req.headers.authorization))}`,
  );
};

let repo: Repo;
let stub: StubPlatform | undefined;
beforeEach(async () => {
  repo = await makeRepo({ catalog: 'brands:\n  - { slug: acme, name: Acme }\n' });
});
afterEach(async () => {
  await stub?.close();
  stub = undefined;
  await repo.close();
});

async function run(
  routes: Parameters<typeof startStubPlatform>[0],
  argv: string[],
  how: 'env' | 'flag' | 'login' = 'env',
) {
  stub = await startStubPlatform(routes);
  const env: NodeJS.ProcessEnv = { SITESYNC_BASE_URL: stub.url, SITESYNC_DEBUG: '1' };
  if (how === 'env') env.SITESYNC_API_KEY = TOKEN;
  if (how === 'login') {
    const dir = await mkdtemp(join(tmpdir(), 'sitesync-leak-login-'));
    await mkdir(dir, { recursive: true });
    await writeFile(
      join(dir, 'credentials.json'),
      JSON.stringify({ api_key: TOKEN, base_url: stub.url, created_at: '2026-01-01T00:00:00Z' }),
    );
    env.SITESYNC_CONFIG_DIR = dir;
  }
  const args = how === 'flag' ? ['--api-key', TOKEN, ...argv] : argv;
  const result = await runIn(repo.dir, env, args);
  // The stub really got the key (the test would prove nothing otherwise).
  expect(stub.requests.some((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
  if (env.SITESYNC_CONFIG_DIR && how === 'login') await rm(env.SITESYNC_CONFIG_DIR, { recursive: true });
  return result;
}

describe('the API key never leaks', () => {
  const cases: [string, Parameters<typeof startStubPlatform>[0], string[], 'env' | 'flag' | 'login'][] = [
    ['plan: 401 echoing the key (key from SITESYNC_API_KEY)', [[/manifest$/, echo(401)]], ['plan'], 'env'],
    ['plan --json: 401 echoing the key', [[/manifest$/, echo(401)]], ['--json', 'plan'], 'env'],
    ['plan: 401 echoing the key (key from --api-key)', [[/manifest$/, echo(401)]], ['plan'], 'flag'],
    ['plan: 401 echoing the key (key from the stored login)', [[/manifest$/, echo(401)]], ['plan'], 'login'],
    ['plan: 403 echoing the key', [[/manifest$/, echo(403)]], ['plan'], 'env'],
    ['plan: a non-JSON 200 body echoing the key', [[/manifest$/, echoNotJson]], ['plan'], 'login'],
    ['plan: 400 on a listing echoing the key', [[/^GET \/v1\/brands$/, echo(400)]], ['plan'], 'env'],
    ['apply: 422 on a write echoing the key', [[/^POST \/v1\/brands$/, echo(422)]], ['apply'], 'env'],
    [
      'apply --json: 409 on a write echoing the key',
      [[/^POST \/v1\/brands$/, echo(409)]],
      ['--json', 'apply'],
      'flag',
    ],
    ['whoami: 401 echoing the key', [[/auth\/status$/, echo(401)]], ['whoami'], 'login'],
  ];

  it.each(cases)('%s', async (_name, routes, argv, how) => {
    const { out, err, code } = await run(routes, argv, how);
    expect(code).not.toBe(0);
    expect(out + err).toMatch(/\*\*\*|ECHO|not JSON/);
    expectNoToken(out);
    expectNoToken(err);
  });

  it('whoami: a credential whose name and id echo the key', async () => {
    const status = ok({
      object: 'developer_auth_status',
      id: Buffer.from(TOKEN).toString('base64'),
      credential_type: 'api_key',
      environment: encodeURIComponent(TOKEN),
      rate_limit: 60,
      scopes: ALL_SCOPES,
      name: TOKEN,
      authenticated: true,
    });
    for (const how of ['env', 'login'] as const) {
      const { out, err, code } = await run([[/auth\/status$/, status]], ['whoami'], how);
      expect(code).toBe(0);
      expect(out).toContain('credential   *** (api_key, ***)');
      expectNoToken(out);
      expectNoToken(err);
      await stub?.close();
      stub = undefined;
    }
  });
});
