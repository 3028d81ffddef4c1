/**
 * 409 DUPLICATE_SLUG over HTTP, from the slug index: after a create, a slug change, an archive (an
 * archived holder frees its slug), an un-archive, and a restore from a --data file holding one slug
 * twice (the holder named is the first in creation order, as the scan it replaced answered).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../helpers/emulator.js';
import { call, start } from './harness.js';

const duplicate = (slug: string, holder: string) => ({
  error_code: 'DUPLICATE_SLUG',
  message: `slug "${slug}" is already used by product ${holder}`,
  details: { existing_id: holder, slug },
});

describe('emulator duplicate slugs', () => {
  let dir: string;
  let emu: RunningEmulator | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sitesync-emu-slug-'));
  });
  afterEach(async () => {
    await emu?.close();
    emu = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown) => call(emu!, 'POST', path, { body, idem: true });
  const patch = (path: string, body: unknown) => call(emu!, 'PATCH', path, { body, idem: true });
  const create = async (slug: string, extra: Record<string, unknown> = {}) => {
    const reply = await post('/v1/products', { name: slug, slug, ...extra });
    expect(reply.status).toBe(200);
    return reply.json.data.id as string;
  };

  it('after create, slug change, archive and un-archive', async () => {
    emu = await start();
    const tent = await create('tent');
    const mug = await create('mug');

    const dup = await post('/v1/products', { name: 'Tent 2', slug: 'tent' });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toEqual(duplicate('tent', tent));

    // A slug change into a taken slug is refused and changes nothing; keeping one's own slug is fine.
    const clash = await patch(`/v1/products/${mug}`, { slug: 'tent' });
    expect(clash.status).toBe(409);
    expect(clash.json.error).toEqual(duplicate('tent', tent));
    expect((await call(emu, 'GET', `/v1/products/${mug}`)).json.data.slug).toBe('mug');
    expect((await patch(`/v1/products/${tent}`, { slug: 'tent', name: 'Tent' })).status).toBe(200);

    // A slug change frees the old slug and holds the new one.
    expect((await patch(`/v1/products/${mug}`, { slug: 'cup' })).status).toBe(200);
    const cupAgain = await post('/v1/products', { name: 'Cup', slug: 'cup' });
    expect(cupAgain.json.error).toEqual(duplicate('cup', mug));
    const newMug = await create('mug');

    // Archiving frees the slug; un-archiving the old holder is refused while another holds it.
    expect((await call(emu, 'POST', `/v1/products/${tent}/archive`, { idem: true })).status).toBe(200);
    const tent2 = await create('tent');
    const back = await patch(`/v1/products/${tent}`, { status: 'active' });
    expect(back.status).toBe(409);
    expect(back.json.error).toEqual(duplicate('tent', tent2));
    expect((await call(emu, 'GET', `/v1/products/${tent}`)).json.data.status).toBe('archived');
    // Once the other holder is archived too, the un-archive goes through and holds the slug again.
    expect((await call(emu, 'POST', `/v1/products/${tent2}/archive`, { idem: true })).status).toBe(200);
    expect((await patch(`/v1/products/${tent}`, { status: 'active' })).status).toBe(200);
    expect((await post('/v1/products', { name: 'Tent 3', slug: 'tent' })).json.error).toEqual(
      duplicate('tent', tent),
    );
    expect((await post('/v1/products', { name: 'Mug 3', slug: 'mug' })).json.error).toEqual(
      duplicate('mug', newMug),
    );
  });

  it('after a restore from a data file that holds one slug twice: the first in creation order', async () => {
    const dataFile = join(dir, 'emulator.json');
    emu = await start({ dataFile });
    await create('first');
    const second = await create('second');
    const third = await create('third');
    await emu.close();
    emu = undefined;
    // Data written by hand (or by an older emulator) can hold a slug twice.
    const state = JSON.parse(readFileSync(dataFile, 'utf8'));
    for (const product of state.slices.catalog.products) if (product.slug !== 'first') product.slug = 'dup';
    writeFileSync(dataFile, JSON.stringify(state));

    emu = await start({ dataFile });
    expect((await post('/v1/products', { name: 'Dup', slug: 'dup' })).json.error).toEqual(
      duplicate('dup', second),
    );
    // Writing either holder names the other one.
    expect((await patch(`/v1/products/${third}`, { name: 'Third' })).json.error).toEqual(
      duplicate('dup', second),
    );
    expect((await patch(`/v1/products/${second}`, { name: 'Second' })).json.error).toEqual(
      duplicate('dup', third),
    );
    expect((await call(emu, 'POST', `/v1/products/${second}/archive`, { idem: true })).status).toBe(200);
    expect((await patch(`/v1/products/${third}`, { name: 'Third' })).status).toBe(200);
    expect((await post('/v1/products', { name: 'Dup', slug: 'dup' })).json.error).toEqual(
      duplicate('dup', third),
    );
  });
});
