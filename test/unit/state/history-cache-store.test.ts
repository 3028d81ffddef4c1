/** .sitesync/history.json: checksums and entity versions by blob id, bounded, never trusted when malformed. */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadHistoryCache,
  MAX_CACHED_BLOBS,
  MAX_CACHED_ENTITY_VERSIONS,
} from '../../../src/state/history-cache-store.js';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));
const blob = (i: number) => i.toString(16).padStart(40, '0');
const hex = (c: string) => c.repeat(64);

describe('history cache store', () => {
  it('keeps what was learned across runs, and writes only when something was added', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-history-cache-'));
    const first = await loadHistoryCache(dir);
    first.setChecksum(blob(1), 'sha256', hex('a'));
    first.setEntity(blob(2), 'product:tent', { fields: { price: '45.00' }, refs: {}, archived: false });
    first.setEntity(blob(2), 'product:mug', null);
    await first.save();
    const again = await loadHistoryCache(dir);
    expect(again.checksum(blob(1), 'sha256')).toBe(hex('a'));
    expect(again.checksum(blob(1), 'md5')).toBeUndefined();
    expect(again.entity(blob(2), 'product:tent')).toEqual({
      fields: { price: '45.00' },
      refs: {},
      archived: false,
    });
    expect(again.entity(blob(2), 'product:mug')).toBeNull();
    expect(again.entity(blob(2), 'product:lantern')).toBeUndefined();
  });

  it('drops malformed entries and ignores a file that is not its format', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-history-cache-'));
    await mkdir(join(dir, '.sitesync'));
    const file = join(dir, '.sitesync', 'history.json');
    await writeFile(
      file,
      JSON.stringify({
        version: 1,
        blobs: { [blob(1)]: { sha256: 'not hex', md5: hex('b').slice(0, 32) } },
        entities: { [blob(2)]: { 'product:x': { fields: 'no' }, 'product:y': null } },
      }),
    );
    const cache = await loadHistoryCache(dir);
    expect(cache.checksum(blob(1), 'sha256')).toBeUndefined();
    expect(cache.checksum(blob(1), 'md5')).toBe(hex('b').slice(0, 32));
    expect(cache.entity(blob(2), 'product:x')).toBeUndefined();
    expect(cache.entity(blob(2), 'product:y')).toBeNull();
    await writeFile(file, '[1,2,3]');
    expect((await loadHistoryCache(dir)).checksum(blob(1), 'md5')).toBeUndefined();
  });

  it('keeps the newest entries within the cap', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-history-cache-'));
    const cache = await loadHistoryCache(dir);
    for (let i = 0; i < MAX_CACHED_BLOBS + 5; i++) cache.setChecksum(blob(i), 'sha256', hex('c'));
    await cache.save();
    const saved = JSON.parse(await readFile(join(dir, '.sitesync', 'history.json'), 'utf8')) as {
      blobs: object;
    };
    expect(Object.keys(saved.blobs)).toHaveLength(MAX_CACHED_BLOBS);
    const again = await loadHistoryCache(dir);
    expect(again.checksum(blob(0), 'sha256')).toBeUndefined();
    expect(again.checksum(blob(MAX_CACHED_BLOBS + 4), 'sha256')).toBe(hex('c'));
  });

  it('keeps no catalog blob asked about more entities than the cap (a first publish): later plans would load them all', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-history-cache-'));
    const version = { fields: { price: '1.00' }, refs: {}, archived: false };
    const first = await loadHistoryCache(dir);
    first.setEntity(blob(1), 'product:kept', version);
    for (let i = 0; i <= MAX_CACHED_ENTITY_VERSIONS; i++) first.setEntity(blob(2), `product:p${i}`, version);
    // Asked about during the run, the answers hold for it.
    expect(first.entity(blob(2), 'product:p0')).toEqual(version);
    await first.save();
    const file = join(dir, '.sitesync', 'history.json');
    const saved = JSON.parse(await readFile(file, 'utf8')) as { entities: Record<string, object> };
    // The oldest blob goes first until the rest fits: here the large one too, the newest.
    expect(Object.keys(saved.entities)).toEqual([]);

    // A file written by a sitesync with a higher cap is written again within this one.
    const old = {
      version: 1,
      blobs: {},
      entities: {
        [blob(3)]: Object.fromEntries(
          Array.from({ length: MAX_CACHED_ENTITY_VERSIONS + 1 }, (_, i) => [`product:p${i}`, version]),
        ),
        [blob(4)]: { 'product:small': version },
      },
    };
    await writeFile(file, JSON.stringify(old));
    const again = await loadHistoryCache(dir);
    expect(again.entity(blob(3), 'product:p0')).toBeUndefined();
    expect(again.entity(blob(4), 'product:small')).toEqual(version);
    await again.save();
    const rewritten = JSON.parse(await readFile(file, 'utf8')) as { entities: Record<string, object> };
    expect(Object.keys(rewritten.entities)).toEqual([blob(4)]);
  });

  it('stays in memory when a site source folder holds .sitesync (the file would join the site)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-history-cache-'));
    const cache = await loadHistoryCache(dir, [dir]);
    cache.setChecksum(blob(1), 'sha256', hex('d'));
    await cache.save();
    await expect(readFile(join(dir, '.sitesync', 'history.json'))).rejects.toThrow();
  });
});
