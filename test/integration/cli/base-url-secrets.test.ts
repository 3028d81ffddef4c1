/**
 * A base URL may carry credentials: `http://user:PASSWORD@host` or `?api_key=SECRET`. `sitesync`
 * runs as its own process from a temporary folder; what it prints (text, --json envelopes) and
 * writes never holds the password or a query value, and still names the platform.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLogin } from '../../../src/cli/credentials.js';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { runCliProcess, startCliProcess, type CliProcessRun } from '../../helpers/cli-process.js';
import { ok, startStub } from '../../helpers/http-stub.js';

const KEY = 'sk_base_url_secrets_key_0001';
let work: string;
let emulator: RunningEmulator;
let echo: Awaited<ReturnType<typeof startStub>>;
/** `http://127.0.0.1:PORT` → `http://<userinfo>@127.0.0.1:PORT`. */
const withUserinfo = (url: string, userinfo: string) => url.replace('://', `://${userinfo}@`);

function sitesync(args: string[], env: Record<string, string> = {}, configDir = join(work, 'no-login')) {
  return runCliProcess({ args, cwd: work, env: { SITESYNC_CONFIG_DIR: configDir, ...env } });
}

/** Nothing the run printed holds any of `secrets`. */
function expectAbsent(run: CliProcessRun, ...secrets: string[]) {
  for (const secret of secrets) {
    expect(run.stdout).not.toContain(secret);
    expect(run.stderr).not.toContain(secret);
  }
}

const envelope = (run: CliProcessRun) =>
  JSON.parse(run.stdout) as {
    exitCode: number;
    result?: Record<string, unknown>;
    error?: { code: string; message: string; hint?: string };
  };

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sitesync-url-secrets-'));
  emulator = await startEmulator({ port: 0, apiKeys: [{ key: KEY }] });
  // A platform that echoes whatever it was given back in the credential's name.
  echo = await startStub([
    ok({
      object: 'developer_auth_status',
      id: 'key_echo',
      credential_type: 'api_key',
      name: 'echo PWSECRET_flag1 QSECRET_env2 PWSECRET_stored3',
      environment: 'test',
      rate_limit: 600,
    }),
  ]);
});

afterAll(async () => {
  await emulator.close();
  await echo.close();
  await rm(work, { recursive: true, force: true });
});

describe('a base URL that is refused', () => {
  it('BAD_BASE_URL, wrong scheme: the message shows the URL without its user info (text and --json)', async () => {
    const url = 'ftp://u:SECRETPW1@127.0.0.1/';
    const text = await sitesync(['whoami', '--base-url', url, '--api-key', KEY]);
    expect(text.code).toBe(64);
    expect(text.stderr.trimEnd()).toBe(
      'error: the platform URL "ftp://127.0.0.1" (--base-url) must start with https:// (or http:// for this machine)',
    );
    const json = await sitesync(['whoami', '--json', '--base-url', url, '--api-key', KEY]);
    expect(envelope(json).error).toEqual({
      code: 'BAD_BASE_URL',
      message:
        'the platform URL "ftp://127.0.0.1" (--base-url) must start with https:// (or http:// for this machine)',
    });
    expectAbsent(text, 'SECRETPW1');
    expectAbsent(json, 'SECRETPW1');
  });

  it('BAD_BASE_URL, not a URL: neither the password nor the query is shown', async () => {
    const run = await sitesync(['whoami', '--api-key', KEY], {
      SITESYNC_BASE_URL: 'https://u:SECRETPW2@127.0.0.1:99999/?token=SECRETQ2',
    });
    expect(run.code).toBe(64);
    expect(run.stderr.trimEnd()).toBe(
      'error: the platform URL "https://127.0.0.1:99999" (SITESYNC_BASE_URL) is not a URL',
    );
    expectAbsent(run, 'SECRETPW2', 'SECRETQ2');
  });

  it('a query: refused (the API paths are added after the base), named without it or the password', async () => {
    const url = 'https://u:SECRETPW4@127.0.0.1/?api_key=SECRETQ4';
    const text = await sitesync(['whoami', '--base-url', url, '--api-key', KEY]);
    expect(text.code).toBe(64);
    expect(text.stderr.trimEnd()).toBe(
      [
        'error: the platform URL "https://127.0.0.1" (--base-url) has a query (?…): sitesync adds the API\'s paths to it and cannot keep one',
        "hint: give the platform's address alone; the API key goes in SITESYNC_API_KEY, --api-key or `sitesync login`",
      ].join('\n'),
    );
    const json = await sitesync(['--json', 'whoami', `--base-url=${url}`, '--api-key', KEY]);
    expect(envelope(json).error).toMatchObject({ code: 'BAD_BASE_URL' });
    expectAbsent(text, 'SECRETPW4', 'SECRETQ4');
    expectAbsent(json, 'SECRETPW4', 'SECRETQ4');
  });

  it('BASE_URL_ENDS_IN_V1: message and hint name the URL without user info', async () => {
    const url = 'https://u:SECRETPW3@127.0.0.1/v1';
    const text = await sitesync(['whoami', '--base-url', url, '--api-key', KEY]);
    expect(text.code).toBe(64);
    expect(text.stderr.trimEnd()).toBe(
      [
        'error: the platform URL https://127.0.0.1/v1 ends in /v1, but sitesync adds /v1 to every request path (it would ask for /v1/v1/…)',
        'hint: use https://127.0.0.1 instead, with the same user info',
      ].join('\n'),
    );
    const json = await sitesync(['--json', 'whoami', `--base-url=${url}`, '--api-key', KEY]);
    expect(envelope(json).error).toMatchObject({
      code: 'BASE_URL_ENDS_IN_V1',
      hint: 'use https://127.0.0.1 instead, with the same user info',
    });
    expectAbsent(text, 'SECRETPW3');
    expectAbsent(json, 'SECRETPW3');
  });
});

describe('a base URL with a password that works', () => {
  it('whoami names the platform without the password (text and --json)', async () => {
    const url = withUserinfo(emulator.url, 'alice:PWSECRET_userinfo');
    const text = await sitesync(['whoami', '--base-url', url, '--api-key', KEY]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(`platform     ${emulator.url} (emulator)`);
    const json = await sitesync(['whoami', '--json'], { SITESYNC_BASE_URL: url, SITESYNC_API_KEY: KEY });
    expect(envelope(json).result!.baseUrl).toBe(emulator.url);
    expectAbsent(text, 'PWSECRET_userinfo');
    expectAbsent(json, 'PWSECRET_userinfo');
  });

  it('login --json reports the URL without the password; the login file keeps the URL as given', async () => {
    const configDir = join(work, 'login-config');
    const url = withUserinfo(emulator.url, 'alice:PWSECRET_login');
    const login = startCliProcess({
      args: ['login', '--json', '--base-url', url],
      cwd: work,
      env: { SITESYNC_CONFIG_DIR: configDir },
    });
    // The CLI sleeps one interval before its first poll: the user approves during that sleep.
    const [, userCode] = await login.waitFor(/enter the code (\S+)/);
    const approved = await fetch(`${emulator.url}/__emulator/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_code: userCode }),
    });
    expect(approved.status).toBe(200);
    const run = await login.exited();
    expect(run.code, run.stderr).toBe(0);
    const file = join(configDir, 'credentials.json');
    expect(envelope(run).result).toEqual({ stored: file, baseUrl: emulator.url });
    expectAbsent(run, 'PWSECRET_login');
    // The login file is the user's own (0600): it must hold what reaches the platform.
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ base_url: url });
  }, 30_000);

  it('a stored login issued for another URL: neither password is in the error or its hint (text and --json)', async () => {
    const configDir = join(work, 'stored-config');
    await storeLogin(
      {
        api_key: KEY,
        base_url: withUserinfo(emulator.url, 'alice:PWSECRET_stored'),
        created_at: '2026-01-01T00:00:00.000Z',
      },
      { SITESYNC_CONFIG_DIR: configDir },
    );
    const other = withUserinfo(echo.url, 'bob:OTHERPW_x');
    const before = echo.requests.length;
    const text = await sitesync(['whoami', '--base-url', other], {}, configDir);
    expect(text.code).toBe(6);
    const file = join(configDir, 'credentials.json');
    const message = `the key stored by \`sitesync login\` (${file}) was issued for ${emulator.url} and is not sent to ${echo.url} (--base-url)`;
    const hint = `run \`sitesync login --base-url ${echo.url}\` to sign in there, or set SITESYNC_API_KEY for it`;
    expect(text.stderr.trimEnd()).toBe(`error: ${message}\nhint: ${hint}`);
    const json = await sitesync(['whoami', '--json'], { SITESYNC_BASE_URL: other }, configDir);
    expect(envelope(json).error).toEqual({
      code: 'LOGIN_OTHER_PLATFORM',
      message: message.replace('(--base-url)', '(SITESYNC_BASE_URL)'),
      hint,
    });
    expect(echo.requests.length).toBe(before);
    expectAbsent(text, 'PWSECRET_stored', 'OTHERPW_x');
    expectAbsent(json, 'PWSECRET_stored', 'OTHERPW_x');
  });
});

describe("the CLI's redactor learns every base URL's credentials first thing", () => {
  it('a platform that echoes the password of --base-url, a query value of SITESYNC_BASE_URL or the stored login’s password gets ***', async () => {
    const shown = 'credential   key_echo (api_key, echo *** *** ***)';
    // --base-url's password (the environment's URL and the stored login are there too, unused).
    const configDir = join(work, 'echo-config');
    await storeLogin(
      {
        api_key: KEY,
        base_url: withUserinfo(echo.url, 'carol:PWSECRET_stored3'),
        created_at: '2026-01-01T00:00:00.000Z',
      },
      { SITESYNC_CONFIG_DIR: configDir },
    );
    const flag = await sitesync(
      ['whoami', '--base-url', withUserinfo(echo.url, 'alice:PWSECRET_flag1')],
      { SITESYNC_API_KEY: KEY, SITESYNC_BASE_URL: `${echo.url}/?tenant=QSECRET_env2` },
      configDir,
    );
    expect(flag.code, flag.stderr).toBe(0);
    expect(flag.stdout).toContain(shown);
    expectAbsent(flag, 'PWSECRET_flag1', 'QSECRET_env2', 'PWSECRET_stored3');
    // Only the stored login: its URL and key.
    const stored = await sitesync(['whoami', '--json'], {}, configDir);
    expect(stored.code, stored.stderr).toBe(0);
    // (The other two are not this run's: nothing told it about them.)
    expect((envelope(stored).result!.status as { name: string }).name).toBe(
      'echo PWSECRET_flag1 QSECRET_env2 ***',
    );
    expect(envelope(stored).result!.baseUrl).toBe(echo.url);
    expectAbsent(stored, 'PWSECRET_stored3');
  });
});
