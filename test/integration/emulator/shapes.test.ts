/**
 * The emulator's response shapes (docs/emulator.md, "Response shapes"): minimal keeps the required
 * fields and what the client wrote; noisy adds unknown fields everywhere (envelopes, errors, nested
 * objects, list items) and reorders keys, but never touches a map's keys or free-form content. Both
 * combine with the other options (seed, data file, faults), and `sitesync emulator --shape` runs them.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { ExitCode } from '../../../src/shared/errors.js';
import { responseValidator } from '../../helpers/platform-contract.js';
import { call, newKey, start } from './harness.js';
import { SHOP_TREE, utf8Files, write } from './sites-harness.js';

let emu: RunningEmulator | undefined;
let dir: string | undefined;
afterEach(async () => {
  await emu?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  emu = dir = undefined;
});

const keysOf = (value: object) => Object.keys(value);

describe('minimal', () => {
  it('keeps the required fields and the values the client wrote, nothing else', async () => {
    emu = await start({ shape: 'minimal' });
    const brand = (await write(emu, 'POST', '/v1/brands', { name: 'Acme', slug: 'acme' })).json.data;
    expect(brand).toEqual({ id: brand.id, name: 'Acme', slug: 'acme' }); // no object, status, timestamps
    const product = (
      await write(emu, 'POST', '/v1/products', {
        name: 'Tent',
        slug: 'tent',
        price: 12.5,
        brand_id: brand.id,
      })
    ).json.data;
    expect(product).toEqual({
      id: product.id,
      name: 'Tent',
      slug: 'tent',
      price: '12.50',
      brand_id: brand.id,
      status: 'draft', // required by the seed, even though the client did not write it
      is_active: false,
      publishing_channels: {},
    });
    // An archive is the client's write of the status.
    expect((await write(emu, 'POST', `/v1/brands/${brand.id}/archive`)).json.data).toEqual({
      id: brand.id,
      name: 'Acme',
      slug: 'acme',
      status: 'archived',
    });
    // null clears a field: no longer written, no longer returned.
    const cleared = (await write(emu, 'PATCH', `/v1/products/${product.id}`, { slug: null })).json.data;
    expect(cleared).not.toHaveProperty('slug');

    const list = (await call(emu, 'GET', '/v1/brands?limit=1')).json.data;
    expect(keysOf(list).sort()).toEqual(['has_more', 'items']); // no object, next_cursor, url
    expect(list.has_more).toBe(false);

    const session = (
      await write(emu, 'POST', '/v1/sites/development-sessions', {
        files: utf8Files(SHOP_TREE),
        name: 'pr-1',
      })
    ).json.data;
    expect(keysOf(session).sort()).toEqual([
      'created_at',
      'id',
      'site_id',
      'source_revision',
      'validation',
      'written_count',
    ]);
    expect(keysOf(session.validation).sort()).toEqual([
      'checked_at',
      'files',
      'site_id',
      'source_revision',
      'valid',
    ]);
    expect(keysOf(session.validation.files[0]).sort()).toEqual(['binary', 'byte_size', 'path']); // no checksum
    // Error bodies are the same in every shape but noisy.
    const missing = await call(emu, 'GET', '/v1/brands/brnd_000000000000000000000');
    expect(missing.json).toEqual({
      success: false,
      error: { error_code: 'NOT_FOUND', message: 'no brand with id brnd_000000000000000000000', details: {} },
    });
  });

  it('combines with a seed and a data file: seeded values count as written, and survive a restart', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-shape-'));
    const dataFile = join(dir, 'state.json');
    const seed = { catalog: { brands: [{ name: 'Seeded', slug: 'seeded', color: '#112233' }] } };
    emu = await start({ shape: 'minimal', seed, dataFile });
    const first = (await call(emu, 'GET', '/v1/brands')).json.data.items;
    expect(first.map((b: object) => keysOf(b).sort())).toEqual([['color', 'id', 'name', 'slug']]);
    await emu.close();
    emu = await start({ shape: 'minimal', dataFile });
    expect((await call(emu, 'GET', '/v1/brands')).json.data.items).toEqual(first);
    await emu.close();
    emu = await start({ dataFile }); // strict again: every field is back
    expect((await call(emu, 'GET', '/v1/brands')).json.data.items[0]).toMatchObject({
      object: 'brand',
      status: 'published',
      slug: 'seeded',
    });
  });
});

describe('noisy', () => {
  it('adds unknown fields to envelopes, records, nested objects and list items, and reorders keys', async () => {
    emu = await start({ shape: 'noisy' });
    const strict = await start({ shape: 'strict' });
    try {
      const body = { name: 'Tent', slug: 'tent', price: '9.90', publishing_channels: { online_store: true } };
      const idem = newKey();
      const noisy = await call(emu, 'POST', '/v1/products', { body, idem });
      const plain = (await call(strict, 'POST', '/v1/products', { body, idem: newKey() })).json;
      expect(keysOf(noisy.json).length).toBeGreaterThan(keysOf(plain).length); // the envelope too
      const data = noisy.json.data;
      const extra = keysOf(data).filter((k) => !(k in plain.data) && k !== 'id');
      expect(extra.length).toBeGreaterThanOrEqual(2);
      for (const key of keysOf(plain.data).filter((k) => !['id', 'created_at', 'updated_at'].includes(k))) {
        if (key !== 'id') expect(data[key], key).toEqual(plain.data[key]);
      }
      expect(keysOf(data).filter((k) => k in plain.data)).not.toEqual(keysOf(plain.data));
      // A map's keys are data: untouched.
      expect(data.publishing_channels).toEqual({ online_store: true });
      // A replay is the same answer byte for byte.
      const replay = await call(emu, 'POST', '/v1/products', { body, idem });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.text).toBe(noisy.text);

      const list = (await call(emu, 'GET', '/v1/products')).json.data;
      expect(keysOf(list.items[0]).length).toBeGreaterThan(keysOf(plain.data).length);
      const session = (
        await write(emu, 'POST', '/v1/sites/development-sessions', { files: utf8Files(SHOP_TREE) })
      ).json.data;
      const nested = session.validation;
      expect(
        keysOf(nested).some(
          (k) =>
            ![
              'checked_at',
              'site_id',
              'source_revision',
              'valid',
              'errors',
              'warnings',
              'files',
              'object',
            ].includes(k),
        ),
      ).toBe(true);
      expect(keysOf(nested.files[0]).length).toBeGreaterThan(4);
      // Free-form content stays as written.
      const siteId = session.site_id;
      await write(emu, 'POST', `/v1/sites/${siteId}/publish-requests`, {
        session_id: session.id,
        source_revision: session.source_revision,
      });
      await call(
        emu,
        'POST',
        `/__emulator/publish-requests/${(await call(emu, 'GET', `/v1/sites/${siteId}/publish-status`)).json.data.pending_request_ids[0]}/approve`,
        { key: null, body: {} },
      );
      const archive = (await call(emu, 'GET', `/v1/sites/${siteId}/source/archive`)).json.data;
      expect(keysOf(archive.files).sort()).toEqual(keysOf(SHOP_TREE).sort());
      const aboutId = (await call(emu, 'GET', `/v1/sites/${siteId}/pages`)).json.data.items.find(
        (p: { key: string }) => p.key === 'about',
      ).id;
      const content = (await call(emu, 'GET', `/v1/sites/${siteId}/pages/${aboutId}/contents/en`)).json.data;
      expect(content.content).toEqual(JSON.parse(SHOP_TREE['content/about/en.json']!));
      // Errors too.
      const missing = (await call(emu, 'GET', '/v1/brands/brnd_000000000000000000000')).json;
      expect(missing.success).toBe(false);
      expect(keysOf(missing.error).length).toBeGreaterThan(3);
    } finally {
      await strict.close();
    }
  });

  it('combines with faults: an injected 503 is a noisy error body the description still accepts', async () => {
    emu = await start({ shape: 'noisy', faultRate: 1, faultKinds: ['503'] });
    const res = await call(emu, 'GET', '/v1/products');
    expect(res.status).toBe(503);
    expect(res.json.error.error_code).toBe('SERVICE_UNAVAILABLE');
    expect(keysOf(res.json).length).toBeGreaterThan(2);
    const problems = responseValidator('noisy').check({
      method: 'GET',
      path: '/v1/products',
      route: '/v1/products',
      status: 503,
      contentType: res.headers.get('content-type')!,
      body: res.text,
    });
    expect(problems).toEqual([]);
  });
});

describe('sitesync emulator --shape', () => {
  async function runEmulatorCli(args: string[]): Promise<{ url: string; stop: () => Promise<string> }> {
    const child = spawn(process.execPath, ['bin/sitesync.js', 'emulator', '--port', '0', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m) {
          clearInterval(timer);
          resolve(m[1]!);
        }
      }, 20);
      child.once('exit', (code) => {
        clearInterval(timer);
        reject(new Error(`emulator exited ${code}: ${out}`));
      });
    });
    return {
      url,
      stop: () =>
        new Promise((resolve) => {
          child.once('exit', () => resolve(out));
          child.kill('SIGTERM');
        }),
    };
  }

  it('renders every answer minimal, with a seed, and says so at start', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-shape-cli-'));
    const seed = join(dir, 'seed.json');
    await writeFile(
      seed,
      JSON.stringify({
        api_keys: [{ key: 'sk_shape_cli_key_0001' }],
        catalog: { brands: [{ name: 'Acme', slug: 'acme' }] },
      }),
    );
    const run = await runEmulatorCli(['--shape', 'minimal', '--seed', seed]);
    try {
      const res = await fetch(`${run.url}/v1/brands`, {
        headers: { authorization: 'Bearer sk_shape_cli_key_0001' },
      });
      const data = ((await res.json()) as { data: { items: object[] } }).data;
      expect(data.items.map((b) => keysOf(b).sort())).toEqual([['id', 'name', 'slug']]);
      expect(keysOf(data).sort()).toEqual(['has_more', 'items']);
      const description = await fetch(`${run.url}/openapi.json`);
      expect(((await description.json()) as { servers: { url: string }[] }).servers[0]!.url).toBe(run.url);
    } finally {
      const out = await run.stop();
      expect(out).toContain(
        `responses in the minimal shape (--shape); the description: ${run.url}/openapi.json`,
      );
    }
  });

  it('refuses an unknown shape with a usage error', async () => {
    const child = spawn(
      process.execPath,
      ['bin/sitesync.js', 'emulator', '--port', '0', '--shape', 'loose'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(ExitCode.usage);
    expect(err).toContain('--shape must be strict, minimal, noisy, not "loose"');
  });
});
