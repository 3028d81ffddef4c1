import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { constants } from 'node:buffer';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../helpers/emulator.js';
import { call, fixedClock, newKey, start } from './harness.js';

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
