/** login (device flow) against the emulator, then whoami with the stored key and with a restricted one. */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCommand } from '../../../src/cli/commands/login.js';
import { createOutput } from '../../../src/cli/output.js';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { testShape } from '../../helpers/platform-contract.js';
import { createRedactor } from '../../../src/shared/redact.js';
import { ExitCode } from '../../../src/shared/errors.js';
import { runIn } from './harness.js';

const RESTRICTED = 'sk_restricted_sites_read_1';
let emu: RunningEmulator;
/** The minimal shape leaves out every optional field (the credential's name and scopes). */
const minimal = testShape() === 'minimal';
let home: string;
beforeAll(async () => {
  emu = await startEmulator({
    port: 0,
    apiKeys: [
      { key: 'sk_admin_full_scope_key_1' },
      { key: RESTRICTED, scopes: ['sites:read', 'site_theme_files:read'] },
    ],
  });
  home = await mkdtemp(join(tmpdir(), 'sitesync-login-'));
});
afterAll(async () => {
  await emu.close();
  await rm(home, { recursive: true, force: true });
});

describe('login and whoami', () => {
  it('stores the approved device-login key with mode 0600; whoami uses it; a restricted key lists missing scopes', async () => {
    const configDir = join(home, 'config');
    const env = { SITESYNC_BASE_URL: emu.url, SITESYNC_CONFIG_DIR: configDir, NO_COLOR: '1' };
    const stderr = new PassThrough();
    let err = '';
    stderr.on('data', (d: Buffer) => (err += d.toString()));
    const io = {
      output: createOutput({ stdout: new PassThrough(), stderr, json: false, env, redact: createRedactor() }),
      env,
      cwd: home,
      signal: new AbortController().signal,
    };
    const sleeps: number[] = [];
    // The CLI sleeps one interval before its first poll: the user approves during that sleep.
    const sleep = async (ms: number) => {
      sleeps.push(ms);
      const userCode = /enter the code (\S+)/.exec(err)![1]!;
      const res = await fetch(`${emu.url}/__emulator/device/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_code: userCode }),
      });
      expect(res.status).toBe(200);
    };
    const result = await loginCommand({ clientName: 'it laptop' }, io, { sleep });
    expect(result.exitCode).toBe(ExitCode.ok);
    expect(sleeps).toEqual([5000]);
    expect(err).toContain(`To sign in, open ${emu.url}/device and enter the code`);
    const file = (result.json as { stored: string }).stored;
    expect(file.startsWith(configDir)).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await readFile(file, 'utf8'));
    expect(stored).toMatchObject({ base_url: emu.url, api_key: expect.any(String) });
    expect(result.text).not.toContain(stored.api_key);

    const who = await runIn(home, emu, ['whoami'], {
      SITESYNC_API_KEY: undefined,
      SITESYNC_CONFIG_DIR: configDir,
    });
    expect(who.code).toBe(ExitCode.ok);
    expect(who.out).toContain(`key from     ${file}`);
    expect(who.out + who.err).not.toContain(stored.api_key);
    const restricted = await runIn(home, emu, ['whoami'], { SITESYNC_API_KEY: RESTRICTED });
    expect(restricted.out).toContain('key from     SITESYNC_API_KEY');
    if (minimal) {
      // name and scopes are optional in the contract: whoami says what it cannot tell.
      expect(who.out).toMatch(/^credential {3}\S+ \(\w+\)$/m);
      for (const out of [who.out, restricted.out]) {
        expect(out).toContain('missing      unknown: the platform does not report scopes');
      }
      expect(restricted.code).toBe(ExitCode.ok);
    } else {
      expect(who.out).toMatch(/^credential {3}\S+ \(\w+, device login: it laptop\)$/m);
      expect(who.out).toContain('missing      none');
      expect(restricted.code).toBe(ExitCode.auth);
      expect(restricted.out).toContain(
        'missing      site_drafts:write site_theme_files:write site_publish:write site_publish:read brands:read',
      );
    }
    expect(restricted.out + restricted.err).not.toContain(RESTRICTED);
  });
});
