/**
 * The key stored by `sitesync login` goes only to the base URL it was issued for, and plain
 * http:// to a host that is not this machine needs --insecure. `sitesync` runs as a process; a
 * stub server that records every request stands for "another platform": it must see nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLogin } from '../../../src/cli/credentials.js';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { runCliProcess } from '../../helpers/cli-process.js';
import { ok, startStub } from '../../helpers/http-stub.js';

const STORED_KEY = 'sk_stored_login_key_000000000001';

let work: string;
let configDir: string;
let emulator: RunningEmulator;
let other: Awaited<ReturnType<typeof startStub>>;

const whoami = (env: Record<string, string>, ...flags: string[]) =>
  runCliProcess({ args: [...flags, 'whoami'], cwd: work, env: { SITESYNC_CONFIG_DIR: configDir, ...env } });

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sitesync-creds-'));
  configDir = join(work, 'config');
  emulator = await startEmulator({ port: 0, apiKeys: [{ key: STORED_KEY }] });
  other = await startStub([
    ok({
      object: 'developer_auth_status',
      id: 'key_x',
      credential_type: 'api_key',
      environment: 'test',
      rate_limit: 600,
    }),
  ]);
  await storeLogin(
    { api_key: STORED_KEY, base_url: emulator.url, created_at: '2026-01-01T00:00:00.000Z' },
    { SITESYNC_CONFIG_DIR: configDir },
  );
});

afterAll(async () => {
  await emulator.close();
  await other.close();
  await rm(work, { recursive: true, force: true });
});

describe('a stored login is bound to its base URL', () => {
  it('is used for the URL it was issued for', async () => {
    const run = await whoami({});
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`platform     ${emulator.url} (emulator)`);
    expect(run.stdout).toContain(`key from     ${join(configDir, 'credentials.json')}`);
    // The same URL with a trailing slash is the same platform.
    expect((await whoami({ SITESYNC_BASE_URL: `${emulator.url}/` })).code).toBe(0);
  });

  it.each([
    ['--base-url', (u: string) => ({ env: {}, flags: ['--base-url', u] })],
    ['SITESYNC_BASE_URL', (u: string) => ({ env: { SITESYNC_BASE_URL: u }, flags: [] })],
  ])(
    'is not sent to another URL given with %s: exit 6, and that server sees no request',
    async (from, how) => {
      const { env, flags } = how(other.url);
      const before = other.requests.length;
      const run = await whoami(env, ...flags);
      expect(run.code).toBe(6);
      expect(run.stderr.trimEnd()).toBe(
        [
          `error: the key stored by \`sitesync login\` (${join(configDir, 'credentials.json')}) was issued for ${emulator.url} and is not sent to ${other.url} (${from})`,
          `hint: run \`sitesync login --base-url ${other.url}\` to sign in there, or set SITESYNC_API_KEY for it`,
        ].join('\n'),
      );
      expect(other.requests.length).toBe(before);
    },
  );

  it('a key given explicitly goes where it is told (it is not the stored one)', async () => {
    const before = other.requests.length;
    const run = await whoami({
      SITESYNC_BASE_URL: other.url,
      SITESYNC_API_KEY: 'sk_explicit_key_00000000001',
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(other.requests.slice(before).map((r) => r.headers.authorization)).toEqual([
      'Bearer sk_explicit_key_00000000001',
    ]);
  });
});

/** A non-loopback IPv4 address of this machine, if it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('plain http:// beyond this machine', () => {
  it('is refused before any request without --insecure (exit 64)', async () => {
    const run = await whoami(
      { SITESYNC_API_KEY: 'sk_explicit_key_00000000001' },
      '--base-url',
      'http://api.example.com',
    );
    expect(run.code).toBe(64);
    expect(run.stderr.trimEnd()).toBe(
      [
        'error: refusing plain http:// to api.example.com (--base-url): the API key would cross the network unencrypted',
        'hint: use https://, or pass --insecure if this network is yours and you accept that',
      ].join('\n'),
    );
  });

  it('login refuses it too', async () => {
    const run = await runCliProcess({
      args: ['login', '--base-url', 'http://api.example.com'],
      cwd: work,
      env: { SITESYNC_CONFIG_DIR: join(work, 'login-config') },
    });
    expect(run.code).toBe(64);
    expect(run.stderr).toContain('error: refusing plain http:// to api.example.com (--base-url)');
  });

  it.skipIf(lanAddress === undefined)(
    'with --insecure the request is made (a stub on this machine’s network address answers)',
    async () => {
      const lan = await startStub(
        [
          ok({
            object: 'developer_auth_status',
            id: 'key_lan',
            credential_type: 'api_key',
            environment: 'test',
            rate_limit: 600,
          }),
        ],
        {
          host: '0.0.0.0',
        },
      );
      try {
        const base = lan.url.replace('0.0.0.0', lanAddress!);
        const env = { SITESYNC_API_KEY: 'sk_explicit_key_00000000001' };
        const refused = await whoami(env, '--base-url', base);
        expect(refused.code).toBe(64);
        expect(lan.requests).toHaveLength(0);
        const allowed = await whoami(env, '--insecure', '--base-url', base);
        expect(allowed.stdout).toContain('credential   key_lan (api_key)');
        expect(lan.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /v1/auth/status']);
      } finally {
        await lan.close();
      }
    },
  );
});
