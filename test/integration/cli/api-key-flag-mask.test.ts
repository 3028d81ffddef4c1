/**
 * `--api-key` is masked whole, whatever it holds: a key with `:` in it is not the emulator's
 * `KEY:scopes` outside `sitesync emulator`. `sitesync whoami` runs as its own process against a
 * platform that echoes the key back in the credential's name.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../../helpers/cli-process.js';
import { ok, startStub } from '../../helpers/http-stub.js';

const KEY = 'sk_a:SECRETPARTXYZ';
let work: string;
let echo: Awaited<ReturnType<typeof startStub>>;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sitesync-key-mask-'));
  echo = await startStub([
    ok({
      object: 'developer_auth_status',
      id: 'key_echo',
      credential_type: 'api_key',
      name: `laptop key ${KEY}`,
      environment: 'test',
      rate_limit: 600,
    }),
  ]);
});

afterAll(async () => {
  await echo.close();
  await rm(work, { recursive: true, force: true });
});

describe('--api-key with a colon in it', () => {
  it.each([
    ['--api-key KEY', ['--api-key', KEY]],
    ['--api-key=KEY', [`--api-key=${KEY}`]],
  ])('%s: an echo of the whole key is *** in text and --json; the key was sent whole', async (_, flag) => {
    const env = { SITESYNC_CONFIG_DIR: join(work, 'no-login'), SITESYNC_BASE_URL: echo.url };
    const before = echo.requests.length;
    const text = await runCliProcess({ args: ['whoami', ...flag], cwd: work, env });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('credential   key_echo (api_key, laptop key ***)');
    const json = await runCliProcess({ args: ['whoami', '--json', ...flag], cwd: work, env });
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout).result.status.name).toBe('laptop key ***');
    for (const run of [text, json]) {
      expect(run.stdout + run.stderr).not.toContain('SECRETPARTXYZ');
    }
    expect(echo.requests.slice(before).map((r) => r.headers.authorization)).toEqual([
      `Bearer ${KEY}`,
      `Bearer ${KEY}`,
    ]);
  });
});
