/**
 * .sitesync/history.json: checksums and entity versions by blob id, bounded, never trusted when
 * malformed, nor unless its MAC (made with the user's cache key) holds.
 */
import { createHmac } from 'node:crypto';
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
const KEY = Buffer.alloc(32, 5);
const withKey = { macKey: async () => KEY };
const load = (root: string, sources: string[] = []) => loadHistoryCache(root, sources, withKey);

/** `data` as this user's sitesync writes it: `{"mac":…,"data":…}`, the MAC over what follows the head. */
function signed(data: unknown, key = KEY): string {
  const rest = `"data":${JSON.stringify(data)}}`;
  return `{"mac":"${createHmac('sha256', key).update(rest).digest('hex')}",${rest}`;
}
/** What a saved file holds. */
const saved = async <T>(file: string) => (JSON.parse(await readFile(file, 'utf8')) as { data: T }).data;

describe('history cache store', () => {
  it('keeps what was learned across runs, and writes only when something was added', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-history-cache-'));
    const first = await load(dir);
    first.setChecksum(blob(1), 'sha256', hex('a'));
    first.setEntity(blob(2), 'product:tent', { fields: { price: '45.00' }, refs: {}, archived: false });
    first.setEntity(blob(2), 'product:mug', null);
    await first.save();
    const again = await load(dir);
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
      signed({
        version: 1,
        blobs: { [blob(1)]: { sha256: 'not hex', md5: hex('b').slice(0, 32) } },
        entities: { [blob(2)]: { 'product:x': { fields: 'no' }, 'product:y': null } },
      }),
    );
    const cache = await load(dir);
    expect(cache.checksum(blob(1), 'sha256')).toBeUndefined();
    expect(cache.checksum(blob(1), 'md5')).toBe(hex('b').slice(0, 32));
    expect(cache.entity(blob(2), 'product:x')).toBeUndefined();
    expect(cache.entity(blob(2), 'product:y')).toBeNull();
    await writeFile(file, '[1,2,3]');
    expect((await load(dir)).checksum(blob(1), 'md5')).toBeUndefined();
    await writeFile(file, signed([1, 2, 3]));
    expect((await load(dir)).checksum(blob(1), 'md5')).toBeUndefined();
  });

  it('takes nothing from a file whose MAC does not hold: edited where it lies, another key, none, or unsigned', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-history-cache-'));
    const first = await load(dir);
    first.setChecksum(blob(1), 'sha256', hex('a'));
    await first.save();
    const file = join(dir, '.sitesync', 'history.json');
    const text = await readFile(file, 'utf8');
    expect((await load(dir)).checksum(blob(1), 'sha256')).toBe(hex('a'));
    // "This blob's checksum is the live edit's": the MAC left as it was.
    await writeFile(file, text.replace(hex('a'), hex('e')));
    expect((await load(dir)).checksum(blob(1), 'sha256')).toBeUndefined();
    await writeFile(file, text);
    const other = await loadHistoryCache(dir, [], { macKey: async () => Buffer.alloc(32, 6) });
    expect(other.checksum(blob(1), 'sha256')).toBeUndefined();
    expect(
      (await loadHistoryCache(dir, [], { macKey: async () => undefined })).checksum(blob(1), 'sha256'),
    ).toBeUndefined();
    // As an older sitesync wrote it, without a MAC.
    await writeFile(
      file,
      JSON.stringify({ version: 1, blobs: { [blob(1)]: { sha256: hex('a') } }, entities: {} }),
    );
    expect((await load(dir)).checksum(blob(1), 'sha256')).toBeUndefined();
  });

  it('keeps the newest entries within the cap', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-history-cache-'));
    const cache = await load(dir);
    for (let i = 0; i < MAX_CACHED_BLOBS + 5; i++) cache.setChecksum(blob(i), 'sha256', hex('c'));
    await cache.save();
    const written = await saved<{ blobs: object }>(join(dir, '.sitesync', 'history.json'));
    expect(Object.keys(written.blobs)).toHaveLength(MAX_CACHED_BLOBS);
    const again = await load(dir);
    expect(again.checksum(blob(0), 'sha256')).toBeUndefined();
    expect(again.checksum(blob(MAX_CACHED_BLOBS + 4), 'sha256')).toBe(hex('c'));
  });

  it('keeps no catalog blob asked about more entities than the cap (a first publish): later plans would load them all', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-history-cache-'));
    const version = { fields: { price: '1.00' }, refs: {}, archived: false };
    const first = await load(dir);
    first.setEntity(blob(1), 'product:kept', version);
    for (let i = 0; i <= MAX_CACHED_ENTITY_VERSIONS; i++) first.setEntity(blob(2), `product:p${i}`, version);
    // Asked about during the run, the answers hold for it.
    expect(first.entity(blob(2), 'product:p0')).toEqual(version);
    await first.save();
    const file = join(dir, '.sitesync', 'history.json');
    const written = await saved<{ entities: Record<string, object> }>(file);
    // The oldest blob goes first until the rest fits: here the large one too, the newest.
    expect(Object.keys(written.entities)).toEqual([]);

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
    await writeFile(file, signed(old));
    const again = await load(dir);
    expect(again.entity(blob(3), 'product:p0')).toBeUndefined();
    expect(again.entity(blob(4), 'product:small')).toEqual(version);
    await again.save();
    const rewritten = await saved<{ entities: Record<string, object> }>(file);
    expect(Object.keys(rewritten.entities)).toEqual([blob(4)]);
  });

  it('stays in memory when a site source folder holds .sitesync (the file would join the site)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-history-cache-'));
    const cache = await load(dir, [dir]);
    cache.setChecksum(blob(1), 'sha256', hex('d'));
    await cache.save();
    await expect(readFile(join(dir, '.sitesync', 'history.json'))).rejects.toThrow();
  });
});
