/**
 * `sitesync emulator` options as docs/emulator.md documents them, started as a user starts it:
 * the keys it accepts (`--api-key KEY[:scope,…]`, repeatable), `--latency MS`, `-C` with `--data`.
 */
import { existsSync } from 'node:fs';
import { constants } from 'node:buffer';
import { mkdir, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSandbox, sitesync, startEmulatorProcess } from '../helpers/cli-process.js';

let sandbox: Awaited<ReturnType<typeof makeSandbox>>;
beforeAll(async () => {
  sandbox = await makeSandbox('sitesync-emulator-');
});
afterAll(async () => {
  await sandbox.close();
});

const post = (url: string, key: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'idempotency-key': `journey-${Math.random().toString(36).slice(2)}-key`,
    },
    body: JSON.stringify(body),
  });

describe('sitesync emulator', { timeout: 60_000 }, () => {
  it('--api-key KEY: that key is accepted (and no other key is made); KEY:scope,scope limits its scopes', async () => {
    const emulator = await startEmulatorProcess(
      ['--api-key', 'sk_mine_full_0001', '--api-key', 'sk_mine_read_0001:products:read,brands:read'],
      { cwd: sandbox.dir, env: sandbox.env },
    );
    try {
      expect(emulator.generatedKey).toBeUndefined();
      expect(emulator.output()).toContain(
        '(SITESYNC_API_KEY: one of the 2 keys given with --api-key; 1 with the scopes listed)',
      );
      const full = await emulator.get<{ scopes: string[] }>('/v1/auth/status', 'sk_mine_full_0001');
      expect(full.status).toBe(200);
      expect(full.data.scopes).toContain('site_drafts:write');
      const read = await emulator.get<{ scopes: string[] }>('/v1/auth/status', 'sk_mine_read_0001');
      expect(read.data.scopes).toEqual(['products:read', 'brands:read']);
      expect((await emulator.get('/v1/auth/status', 'sk_someone_else_0001')).status).toBe(401);

      expect((await emulator.get('/v1/products', 'sk_mine_read_0001')).status).toBe(200);
      const refused = await post(`${emulator.url}/v1/brands`, 'sk_mine_read_0001', { name: 'A', slug: 'a' });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { error_code: string } }).error.error_code).toBe(
        'INSUFFICIENT_SCOPE',
      );
      const created = await post(`${emulator.url}/v1/brands`, 'sk_mine_full_0001', { name: 'A', slug: 'a' });
      expect(created.status).toBe(200);

      // The CLI against it: whoami with the read-only key names what this key lacks.
      const whoami = await sitesync(['whoami'], {
        cwd: sandbox.dir,
        env: { ...sandbox.env, SITESYNC_BASE_URL: emulator.url, SITESYNC_API_KEY: 'sk_mine_read_0001' },
      });
      expect(whoami.code).toBe(6);
      expect(whoami.out).toContain('scopes       products:read brands:read');
    } finally {
      await emulator.stop();
    }
  });

  it('a port already in use: exit 64, PORT_IN_USE with a hint, text and --json alike', async () => {
    const first = await startEmulatorProcess(['--api-key', 'sk_first_0001'], {
      cwd: sandbox.dir,
      env: sandbox.env,
    });
    try {
      const port = new URL(first.url).port;
      const data = join(sandbox.dir, 'never-started.json');
      const text = await sitesync(['emulator', '--port', port, '--data', data], {
        cwd: sandbox.dir,
        env: sandbox.env,
      });
      expect(text.code).toBe(64);
      expect(text.err).toContain(`error: port ${port} on 127.0.0.1 is already in use`);
      expect(text.err).toContain('hint: choose another with --port N (--port 0 picks a free one)');
      expect(text.err).not.toContain('EADDRINUSE');
      expect(existsSync(data)).toBe(false); // no data file from an emulator that did not start
      const json = await sitesync(['--json', 'emulator', '--port', port], {
        cwd: sandbox.dir,
        env: sandbox.env,
      });
      expect(json.code).toBe(64);
      expect(JSON.parse(json.out)).toMatchObject({ ok: false, exitCode: 64, error: { code: 'PORT_IN_USE' } });
    } finally {
      await first.stop();
    }
  });

  it('an unknown scope in a key is a usage error naming it', async () => {
    const run = await sitesync(['emulator', '--port', '0', '--api-key', 'sk_x_0001:products:raed'], {
      cwd: sandbox.dir,
      env: sandbox.env,
    });
    expect(run.code).toBe(64);
    expect(run.err).toContain('--api-key: API key spec names unknown scope products:raed; known scopes:');
  });

  it('--data FILE past what it can read back: refused at start with its size and the limit, not as "not valid JSON"', async () => {
    const data = join(sandbox.dir, 'huge-state.json');
    // Sparse: past V8's longest string without using the disk.
    await writeFile(data, '');
    await truncate(data, constants.MAX_STRING_LENGTH + 1);
    const run = await sitesync(['emulator', '--port', '0', '--data', data], {
      cwd: sandbox.dir,
      env: sandbox.env,
    });
    expect(run.code).not.toBe(0);
    expect(run.err).toContain(
      `emulator data file ${data} is ${constants.MAX_STRING_LENGTH + 1} bytes; the emulator reads back at most ${constants.MAX_STRING_LENGTH}`,
    );
    expect(run.err).not.toContain('not valid JSON');
  });

  it.each([['--latency'], ['--latency-ms']])(
    '%s 150 delays every /v1 request by at least 150 ms',
    async (flag) => {
      const emulator = await startEmulatorProcess([flag, '150', '--api-key', 'sk_slow_0001'], {
        cwd: sandbox.dir,
        env: sandbox.env,
      });
      try {
        expect(emulator.output()).toContain('latency: 150 ms added to every /v1 request');
        expect((await emulator.get('/v1/auth/status', 'sk_slow_0001')).status).toBe(200);
        const [entry] = await emulator.requests();
        expect(entry!.path).toBe('/v1/auth/status');
        expect(entry!.duration_ms).toBeGreaterThanOrEqual(149); // a lower bound: load only adds to it
      } finally {
        await emulator.stop();
      }
    },
  );

  it('keys from a --seed file: the banner names that file and prints no key; a --data file keeps the made key', async () => {
    const seed = join(sandbox.dir, 'seed.yml');
    await writeFile(seed, 'api_keys:\n  - key: sk_seeded_read_0001\n    scopes: [products:read]\n');
    const seeded = await startEmulatorProcess(['--seed', seed], { cwd: sandbox.dir, env: sandbox.env });
    try {
      expect(seeded.generatedKey).toBeUndefined();
      expect(seeded.output()).toContain(
        `(SITESYNC_API_KEY: a key from the api_keys of ${seed}, with the scopes it lists there)`,
      );
      expect(seeded.output()).not.toContain('sk_seeded_read_0001');
      expect(seeded.output()).not.toContain('made for this run');
      const read = await seeded.get<{ scopes: string[] }>('/v1/auth/status', 'sk_seeded_read_0001');
      expect(read.data.scopes).toEqual(['products:read']);
    } finally {
      await seeded.stop();
    }

    const data = join(sandbox.dir, 'kept.json');
    const first = await startEmulatorProcess(['--data', data], { cwd: sandbox.dir, env: sandbox.env });
    const made = first.generatedKey!;
    expect(first.output()).toContain('# a full-scope key made for this run');
    expect((await first.stop()).code).toBe(0);
    const second = await startEmulatorProcess(['--data', data], { cwd: sandbox.dir, env: sandbox.env });
    try {
      expect(second.output()).toContain(
        `export SITESYNC_API_KEY=${made}    # the full-scope key kept in ${data}`,
      );
      expect((await second.get('/v1/auth/status', made)).status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('-C DIR resolves --data in DIR; --base-url, which the emulator does not read, is refused', async () => {
    const dir = join(sandbox.dir, 'emulator-home');
    await mkdir(dir);
    const emulator = await startEmulatorProcess(
      ['-C', dir, '--data', 'state.json', '--api-key', 'sk_data_0001'],
      {
        cwd: sandbox.dir,
        env: sandbox.env,
      },
    );
    let stopped: Awaited<ReturnType<typeof emulator.stop>>;
    try {
      expect(emulator.output()).toContain(`state kept in ${join(dir, 'state.json')}`);
      const created = await post(`${emulator.url}/v1/brands`, 'sk_data_0001', { name: 'B', slug: 'b' });
      expect(created.status).toBe(200);
    } finally {
      stopped = await emulator.stop();
    }
    expect(stopped.code).toBe(0);
    expect(existsSync(join(dir, 'state.json'))).toBe(true);
    expect(existsSync(join(sandbox.dir, 'state.json'))).toBe(false);

    const refused = await sitesync(['emulator', '--port', '0', '--base-url', 'http://127.0.0.1:1'], {
      cwd: sandbox.dir,
      env: sandbox.env,
    });
    expect(refused.code).toBe(64);
    expect(refused.err).toContain('error: --base-url does not apply to `sitesync emulator`');
  });
});
