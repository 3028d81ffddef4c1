import { createHmac } from 'node:crypto';
import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSourceTree } from '../../../src/source/index.js';
import { userCacheKey } from '../../../src/state/cache-key.js';
import { loadDigestCache, saveDigestCache } from '../../../src/state/digest-cache-store.js';
import { makeTmpTree, type TmpTree } from '../source/tmp-tree.js';

let tree: TmpTree | undefined;
afterEach(async () => {
  await tree?.remove();
  tree = undefined;
});

/** rootDir holds sitesync.yml and .sitesync/; the site source is a folder beside them. */
async function hashAndSave(rootDir: string, source: string) {
  const cache = await loadDigestCache(rootDir, [source]);
  await readSourceTree(source, { cache: cache! });
  await saveDigestCache(rootDir, cache);
}

/**
 * A hashed and saved one-file tree: where the cache file is, and when the file was written (a
 * second before it was read: a file written in the tick its read began is racy, see below).
 */
async function savedTree() {
  tree = await makeTmpTree({ 'page.html': '<p>hi</p>\n' });
  const source = tree.root;
  const rootDir = path.dirname(source);
  const before = new Date(Date.now() - 1_000);
  await utimes(path.join(source, 'page.html'), before, before);
  const written = (await stat(path.join(source, 'page.html'))).mtime;
  await hashAndSave(rootDir, source);
  return { source, rootDir, written, cacheFile: path.join(rootDir, '.sitesync', 'digests.json') };
}

/** `data` as this user's sitesync writes it (state/mac-file.ts), with the key it reads. */
async function signed(data: unknown): Promise<string> {
  const rest = `"data":${JSON.stringify(data)}}`;
  return `{"mac":"${createHmac('sha256', (await userCacheKey())!)
    .update(rest)
    .digest('hex')}",${rest}`;
}

/** The columns the cache file holds (`{"mac":…,"data":{…}}`). */
async function savedColumns(cacheFile: string): Promise<Record<string, unknown[]> & { version: number }> {
  return (
    JSON.parse(await readFile(cacheFile, 'utf8')) as {
      data: Record<string, unknown[]> & { version: number };
    }
  ).data;
}

/** When the one file of a saved tree was hashed, as its cache file says. */
async function hashedAt(cacheFile: string): Promise<number> {
  return (await savedColumns(cacheFile)).hashedAt![0] as number;
}

describe('the digest cache on disk', () => {
  it('trusts a file written before its read began, once the cache is saved', async () => {
    const { source, rootDir, cacheFile } = await savedTree();
    // The cache file's own mtime is the racy line: make it clearly later than the file's hashing
    // (on a loaded machine that can come well after the file was written).
    const saved = new Date((await hashedAt(cacheFile)) + 50);
    await utimes(cacheFile, saved, saved);
    const next = await loadDigestCache(rootDir, [source]);
    await readSourceTree(source, { cache: next! });
    expect(next!.hits).toBe(1);
  });

  it('does not trust a file written in the tick its read began, however much later the cache was saved', async () => {
    const { source, rootDir, cacheFile } = await savedTree();
    const page = path.join(source, 'page.html');
    const saved = await savedColumns(cacheFile);
    // The file system's time as the read began (the mtime of a file made for it then).
    const clockMs = saved.clockMs![0] as number;
    expect(clockMs).toBeGreaterThan(saved.mtimeMs![0] as number);
    /** Hits of a read after the file's entry had been stamped `mtimeMs`, the cache saved 5 s on. */
    const hitsAt = async (mtimeMs: number) => {
      await utimes(page, new Date(mtimeMs), new Date(mtimeMs));
      const info = await stat(page);
      await writeFile(
        cacheFile,
        await signed({ ...saved, mtimeMs: [info.mtimeMs], ctimeMs: [info.ctimeMs] }),
      );
      const later = new Date(clockMs + 5_000);
      await utimes(cacheFile, later, later);
      const next = await loadDigestCache(rootDir, [source]);
      await readSourceTree(source, { cache: next! });
      return next!.hits;
    };
    // Written in that tick (a whole second, on HFS+ or ext3): a write after the read could have
    // left this very stat, and git's rule (older than the saved cache) would have trusted it.
    expect(await hitsAt(Math.ceil(clockMs))).toBe(0);
    expect(await hitsAt(Math.floor(clockMs) - 10)).toBe(1);
  });

  it('does not trust a file whose mtime is not older than the saved cache (here: newer)', async () => {
    const { source, rootDir, written, cacheFile } = await savedTree();
    // Saved (by its stamp) before the file was last written: the file may have changed since.
    const before = new Date(written.getTime() - 1_000);
    await utimes(cacheFile, before, before);
    const next = await loadDigestCache(rootDir, [source]);
    await readSourceTree(source, { cache: next! });
    expect(next!.hits).toBe(0);
  });

  it('takes no entry from a file whose MAC does not hold: edited, written with another key, of an older version, or read without a key', async () => {
    const { source, rootDir, cacheFile } = await savedTree();
    const text = await readFile(cacheFile, 'utf8');
    const columns = await savedColumns(cacheFile);
    expect(columns.version).toBe(2);
    const later = new Date((await hashedAt(cacheFile)) + 50);
    const hitsWith = async (written: string, options: Parameters<typeof loadDigestCache>[2] = {}) => {
      await writeFile(cacheFile, written);
      await utimes(cacheFile, later, later);
      const next = await loadDigestCache(rootDir, [source], options);
      await readSourceTree(source, { cache: next! });
      return next!.hits;
    };
    expect(await hitsWith(text)).toBe(1);
    // A checksum edited (a changed file's new stat with its old checksum would make it unchanged).
    const checksum = columns.checksum![0] as string;
    expect(
      await hitsWith(
        text.replace(
          checksum,
          checksum.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
        ),
      ),
    ).toBe(0);
    expect(await hitsWith(text, { macKey: async () => Buffer.alloc(32, 9) })).toBe(0);
    expect(await hitsWith(text, { macKey: async () => undefined })).toBe(0);
    // The columns as an older sitesync wrote them, without a MAC; and version 1's objects.
    expect(await hitsWith(JSON.stringify(columns))).toBe(0);
    const entry = Object.fromEntries(
      [
        'size',
        'mtimeMs',
        'ctimeMs',
        'ino',
        'hashedAt',
        'byteSize',
        'checksum',
        'binary',
        'normalized',
        'encodedBytes',
      ].map((c) => [c, columns[c]![0]]),
    );
    const v1 = { version: 1, normalizeLineEndings: true, entries: { [columns.paths![0] as string]: entry } };
    expect(await hitsWith(JSON.stringify(v1))).toBe(0);
  });

  it('writes nothing without a cache key', async () => {
    tree = await makeTmpTree({ 'page.html': '<p>hi</p>\n' });
    const source = tree.root;
    const rootDir = path.dirname(source);
    const cache = await loadDigestCache(rootDir, [source], { macKey: async () => undefined });
    await readSourceTree(source, { cache: cache! });
    await saveDigestCache(rootDir, cache, { macKey: async () => undefined });
    await expect(stat(path.join(rootDir, '.sitesync', 'digests.json'))).rejects.toThrow(/ENOENT/);
  });
});
