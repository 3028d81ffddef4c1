/**
 * `sitesync emulator` started as a user starts it: what it says about where it listens, the admin
 * token beyond loopback, and its --data file against a cross-origin reset.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startCliProcess, type CliProcess } from '../../helpers/cli-process.js';

let work: string;
let emulator: CliProcess | undefined;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'sitesync-emu-cli-'));
});
afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
  await rm(work, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };

describe('sitesync emulator as a server', () => {
  it('--host 0.0.0.0: a warning names the address listened on, and admin routes need the printed token', async () => {
    emulator = startCliProcess({
      args: ['emulator', '--host', '0.0.0.0', '--port', '0'],
      cwd: work,
    });
    const [, port] = (await emulator.waitFor(
      /listening on 0\.0\.0\.0:(\d+) \(from this machine: http:\/\/127\.0\.0\.1:\d+\)/,
    ))!;
    const token = (await emulator.waitFor(/export SITESYNC_EMULATOR_TOKEN=(emu_admin_\w+)/))[1]!;
    const key = (await emulator.waitFor(/export SITESYNC_API_KEY=(\S+)/))[1]!;
    expect(emulator.stderr()).toContain(
      `warning: listening on 0.0.0.0:${port}, not a loopback address: other machines can reach this emulator.`,
    );
    expect(emulator.stdout()).not.toContain('listening on http://127.0.0.1');
    const url = `http://127.0.0.1:${port}`;
    expect((await fetch(`${url}/__emulator/state`)).status).toBe(401);
    expect((await fetch(`${url}/__emulator/state`, { headers: { 'x-emulator-token': token } })).status).toBe(
      200,
    );
    // The API itself answers as always, to its keys.
    expect((await fetch(`${url}/v1/ping`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
  });

  it('on loopback: no warning, no token; a cross-origin text/plain reset is refused and the --data file keeps the state', async () => {
    const dataFile = join(work, 'emulator-state.json');
    emulator = startCliProcess({
      args: ['emulator', '--port', '0', '--data', dataFile],
      cwd: work,
    });
    const url = (await emulator.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/))[1]!;
    const key = (await emulator.waitFor(/export SITESYNC_API_KEY=(\S+)/))[1]!;
    expect(emulator.stderr()).not.toContain('warning');
    expect(emulator.stdout()).not.toContain('SITESYNC_EMULATOR_TOKEN');
    const created = await fetch(`${url}/v1/brands`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${key}`, 'idempotency-key': 'cli-server-brand-0001' },
      body: JSON.stringify({ name: 'Acme', slug: 'acme' }),
    });
    expect(created.status).toBe(200);
    const saved = async () =>
      (
        JSON.parse(await readFile(dataFile, 'utf8')) as {
          slices: { catalog: { brands: { slug: string }[] } };
        }
      ).slices.catalog.brands.map((b) => b.slug);
    await expect.poll(saved, { timeout: 20_000 }).toEqual(['acme']);
    expect((await stat(dataFile)).mode & 0o777).toBe(0o600);

    const reset = await fetch(`${url}/__emulator/reset`, {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(reset.status).toBe(403);
    const brands = await fetch(`${url}/v1/brands`, { headers: { authorization: `Bearer ${key}` } });
    expect(((await brands.json()) as { data: { items: unknown[] } }).data.items).toHaveLength(1);
    const stopped = await emulator.stop();
    expect(stopped.stderr).toContain('emulator stopped');
    expect(await saved()).toEqual(['acme']);
  });

  it.each([
    ['text', []],
    ['--json', ['--json']],
  ])(
    '--admin-token T (%s): T is required on admin routes but never printed back; the banner says where it came from',
    async (_, flags) => {
      const token = 'ADMTOK_SECRET_5566';
      emulator = startCliProcess({
        args: ['emulator', ...flags, '--port', '0', '--admin-token', token],
        cwd: work,
      });
      const url = (await emulator.waitFor(/(http:\/\/127\.0\.0\.1:\d+)/, { stream: 'stdout' }))[1]!;
      if (flags.length > 0) {
        await emulator.waitFor(/\n\}\n/, { stream: 'stdout' });
        const result = (JSON.parse(emulator.stdout()) as { result: Record<string, unknown> }).result;
        expect(result).toMatchObject({ url, adminUrl: `${url}/__emulator/` });
        expect(result).not.toHaveProperty('adminToken');
      } else {
        await emulator.waitFor(/Ctrl-C to stop/, { stream: 'stdout' });
        expect(emulator.stdout()).toContain(
          '  (SITESYNC_EMULATOR_TOKEN: the admin token given with --admin-token)\n',
        );
        expect(emulator.stdout()).toContain('-H "x-emulator-token: $SITESYNC_EMULATOR_TOKEN"');
      }
      expect((await fetch(`${url}/__emulator/state`)).status).toBe(401);
      const state = await fetch(`${url}/__emulator/state`, { headers: { 'x-emulator-token': token } });
      expect(state.status).toBe(200);
      const stopped = await emulator.stop();
      expect(stopped.stdout + stopped.stderr).not.toContain(token);
    },
  );
});
