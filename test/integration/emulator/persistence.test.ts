import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { constants } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../helpers/emulator.js';
import { call, fixedClock, newKey, start } from './harness.js';
import { SHOP_TREE, utf8Files, write } from './sites-harness.js';

describe('emulator persistence and fixtures', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sitesync-emu-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps state, the generated key and idempotency records across a restart with --data', async () => {
    const dataFile = join(dir, 'state', 'emulator.json');
    const first = await start({ dataFile });
    const key = newKey();
    const created = await call(first, 'POST', '/v1/products', {
      idem: key,
      body: { name: 'Mug', slug: 'mug', price: 3 },
    });
    expect(created.status).toBe(200);
    // Written in the background after the mutating request; flushData waits for that write.
    await first.flushData();
    expect(first.dataWrites()).toBe(1);
    expect(statSync(dataFile).mode & 0o777).toBe(0o600);
    const onDisk = JSON.parse(readFileSync(dataFile, 'utf8'));
    expect(onDisk).toMatchObject({ format: 'sitesync-emulator-state', version: 1 });
    expect(onDisk.slices.catalog.products).toHaveLength(1);
    await first.close();

    const second = await start({ dataFile });
    expect(second.apiKey).toBe(first.apiKey);
    const got = await call(second, 'GET', `/v1/products/${created.json.data.id}`);
    expect(got.json.data).toMatchObject({ name: 'Mug', slug: 'mug', price: '3.00' });
    const replay = await call(second, 'POST', '/v1/products', {
      idem: key,
      body: { name: 'Mug', slug: 'mug', price: 3 },
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    await second.close();
  });

  it('refuses a data file that is not an emulator state file, naming it', async () => {
    const dataFile = join(dir, 'bad.json');
    writeFileSync(dataFile, '{"hello": 1}');
    await expect(startEmulator({ dataFile, clock: fixedClock })).rejects.toThrow(
      `emulator data file ${dataFile} is not a sitesync-emulator-state file of version 1`,
    );
  });

  it('refuses a data file larger than it can read back, saying so (not "not valid JSON")', async () => {
    const dataFile = join(dir, 'huge.json');
    // Sparse: its size is past V8's longest string without using the disk.
    writeFileSync(dataFile, '');
    truncateSync(dataFile, constants.MAX_STRING_LENGTH + 1);
    await expect(startEmulator({ dataFile, clock: fixedClock })).rejects.toThrow(
      `emulator data file ${dataFile} is ${constants.MAX_STRING_LENGTH + 1} bytes; the emulator reads back at most ${constants.MAX_STRING_LENGTH} (one JavaScript string), so this state cannot be restored`,
    );
  });

  it('past the size a data file can be read back with (a small limit here): keeps serving, keeps the last file written, says so then and at the next start', async () => {
    const dataFile = join(dir, 'state', 'emulator.json');
    const noteFile = `${dataFile}.not-kept.json`;
    const said: string[] = [];
    const first = await start({ dataFile, dataFileMaxBytes: 40_000, warn: (line) => said.push(line) });
    const mug = await call(first, 'POST', '/v1/products', {
      idem: true,
      body: { name: 'Mug', slug: 'mug', price: 3 },
    });
    await first.flushData();
    expect(first.dataWrites()).toBe(1);
    const kept = readFileSync(dataFile, 'utf8');
    const keptAt = (JSON.parse(kept) as { saved_at: string }).saved_at;

    // A site with 36,000 bytes of sources: 48,000 as base64, past the limit.
    first.advanceClock(60);
    const photo = randomBytes(36_000).toString('base64');
    const site = await write(first, 'POST', '/v1/sites/development-sessions', {
      files: { ...utf8Files(SHOP_TREE), 'assets/photo.bin': { content: photo, encoding: 'base64' } },
    });
    expect(site.status).toBe(200);
    await first.flushData();
    expect(first.dataWrites()).toBe(1);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      new RegExp(
        `^emulator: stopped writing the data file ${dataFile}: the state needs at least (\\d+) bytes of JSON, over the 40000 bytes .*; it keeps the state as saved at ${keptAt}, and the changes since live only in this emulator's memory\\.`,
      ),
    );
    const needed = Number(/at least (\d+) bytes/.exec(said[0]!)![1]);
    expect(needed).toBeGreaterThan(48_000);

    // It keeps answering over its socket, the new site included.
    const ping = await call(first, 'GET', '/v1/ping');
    expect(ping.status).toBe(200);
    const photoBack = await call(
      first,
      'GET',
      `/v1/sites/${site.json.data.site_id}/source/file?path=assets/photo.bin&session_id=${site.json.data.id}`,
    );
    expect(photoBack.json.data.content).toBe(photo);
    // The data file is the one written before, readable; closing does not overwrite it either.
    await first.close();
    expect(readFileSync(dataFile, 'utf8')).toBe(kept);
    expect(existsSync(noteFile)).toBe(true);

    const saidLater: string[] = [];
    const second = await start({ dataFile, warn: (line) => saidLater.push(line) });
    expect(saidLater).toEqual([
      `emulator: restoring ${dataFile} as saved at ${keptAt}: the emulator that used it before stopped writing it at 2026-03-01T12:01:00.000Z, ` +
        `when its state needed at least ${needed} bytes of JSON, over the 40000 bytes a data file may have and still be read back ` +
        `(site sources are kept in it as base64), so its changes after ${keptAt} were not kept`,
    ]);
    expect(second.apiKey).toBe(first.apiKey);
    expect((await call(second, 'GET', `/v1/products/${mug.json.data.id}`)).status).toBe(200);
    expect((await call(second, 'GET', `/v1/sites/${site.json.data.site_id}`)).status).toBe(404);
    // Said once: the data file now holds the state this emulator runs with.
    expect(existsSync(noteFile)).toBe(false);
    await second.close();
  });

  it('seeds keys and a catalog from a YAML fixture whose entries refer to each other by slug', async () => {
    const seed = join(dir, 'seed.yaml');
    writeFileSync(
      seed,
      [
        'api_keys:',
        '  - key: sk_fixture_key_0001',
        '    scopes: [products:read]',
        '    rate_limit: 10',
        'catalog:',
        '  brands:',
        '    - { name: Acme, slug: acme }',
        '  categories:',
        '    - { name: Shoes, slug: shoes, parent: footwear }',
        '    - { name: Footwear, slug: footwear }',
        '  products:',
        '    - { name: Runner, slug: runner, brand: acme, category: shoes, price: "99.9" }',
        '  customers:',
        '    - { email: ada@example.com, first_name: Ada, last_name: Lovelace }',
      ].join('\n'),
    );
    const emu = await start({ seed });
    expect(emu.apiKey).toBe('sk_fixture_key_0001');
    const products = await call(emu, 'GET', '/v1/products');
    expect(products.json.data.items[0]).toMatchObject({
      name: 'Runner',
      brand_name: 'Acme',
      category_name: 'Shoes',
      price: '99.90',
    });
    const status = await call(emu, 'GET', '/v1/auth/status');
    expect(status.json.data).toMatchObject({ rate_limit: 10, scopes: ['products:read'] });
    const state = (await (await fetch(`${emu.url}/__emulator/state`)).json()) as {
      data: { catalog: { categories: unknown } };
    };
    const categories = state.data.catalog.categories as {
      id: string;
      slug: string;
      parent_category_id?: string;
    }[];
    const footwear = categories.find((c) => c.slug === 'footwear')!;
    expect(categories.find((c) => c.slug === 'shoes')!.parent_category_id).toBe(footwear.id);
    expect(JSON.stringify(state)).not.toContain('sk_fixture_key_0001');
    await emu.close();
  });

  it('names the fixture entry when a slug reference is unknown', async () => {
    const seed = { catalog: { products: [{ name: 'Runner', brand: 'nobody' }] } };
    await expect(start({ seed })).rejects.toThrow(
      'seed: catalog.products[0]: brand "nobody" names no brand with that slug',
    );
  });
});
