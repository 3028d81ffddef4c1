import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSourceTree } from '../../../src/source/index.js';
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

/** A hashed and saved one-file tree: where the cache file is, and when the file was written. */
async function savedTree() {
  tree = await makeTmpTree({ 'page.html': '<p>hi</p>\n' });
  const source = tree.root;
  const rootDir = path.dirname(source);
  const written = (await stat(path.join(source, 'page.html'))).mtime;
  await hashAndSave(rootDir, source);
  return { source, rootDir, written, cacheFile: path.join(rootDir, '.sitesync', 'digests.json') };
}

/** When the one file of a saved tree was hashed, as its cache file says. */
async function hashedAt(cacheFile: string): Promise<number> {
  const columns = JSON.parse(await readFile(cacheFile, 'utf8')) as { hashedAt: number[] };
  return columns.hashedAt[0]!;
}

describe('the digest cache on disk', () => {
  it('trusts a file written before the cache was saved, however soon after writing it was hashed', async () => {
    const { source, rootDir, cacheFile } = await savedTree();
    // The cache file's own mtime is the racy line: make it clearly later than the file's hashing
    // (on a loaded machine that can come well after the file was written).
    const saved = new Date((await hashedAt(cacheFile)) + 50);
    await utimes(cacheFile, saved, saved);
    const next = await loadDigestCache(rootDir, [source]);
    await readSourceTree(source, { cache: next! });
    expect(next!.hits).toBe(1);
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

  it('saves a version 1 file again as columns, trusting its entries (no file read again)', async () => {
    const { source, rootDir, cacheFile } = await savedTree();
    const columns = JSON.parse(await readFile(cacheFile, 'utf8')) as Record<string, unknown[]>;
    expect(columns.version).toBe(2);
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
    await writeFile(
      cacheFile,
      JSON.stringify({
        version: 1,
        normalizeLineEndings: true,
        entries: { [columns.paths![0] as string]: entry },
      }),
    );
    const later = new Date(Number(entry.hashedAt) + 50);
    await utimes(cacheFile, later, later);
    const next = await loadDigestCache(rootDir, [source]);
    await readSourceTree(source, { cache: next! });
    expect(next!.hits).toBe(1);
    await saveDigestCache(rootDir, next);
    expect(JSON.parse(await readFile(cacheFile, 'utf8'))).toEqual(columns);
  });
});
