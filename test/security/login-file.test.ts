/** The device-login key is stored readable by the user only, in the user's config folder. */
import { chmod, mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginFile, storeLogin } from '../../src/cli/credentials.js';
import { configDir } from '../../src/shared/user-folders.js';

let home: string;
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'sitesync-login-'));
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

const LOGIN = {
  api_key: 'sk_device_login_secret_0123456789',
  base_url: 'http://127.0.0.1:1',
  created_at: '2026-01-01T00:00:00.000Z',
};

describe.skipIf(process.platform === 'win32')('storeLogin', () => {
  it('writes credentials.json 0600 in $XDG_CONFIG_HOME/sitesync (folder 0700)', async () => {
    const env = { XDG_CONFIG_HOME: home };
    const file = await storeLogin(LOGIN, env);
    expect(file).toBe(join(home, 'sitesync', 'credentials.json'));
    expect(configDir(env)).toBe(join(home, 'sitesync'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(home, 'sitesync'))).mode & 0o777).toBe(0o700);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(LOGIN);
  });

  it('replaces a world-readable file with a 0600 one', async () => {
    const env = { SITESYNC_CONFIG_DIR: join(home, 'cfg') };
    await mkdir(join(home, 'cfg'));
    await writeFile(loginFile(env), '{}');
    await chmod(loginFile(env), 0o644);
    await storeLogin(LOGIN, env);
    expect((await stat(loginFile(env))).mode & 0o777).toBe(0o600);
  });

  it('stays 0600 under a permissive umask', async () => {
    const previous = process.umask(0o000);
    try {
      const file = await storeLogin(LOGIN, { SITESYNC_CONFIG_DIR: join(home, 'open') });
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  });
});
