import { stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDigestCache, digestCacheColumns, readSourceTree } from '../../../src/source/index.js';
import { makeTmpTree, type TmpTree } from './tmp-tree.js';

let tree: TmpTree | undefined;
afterEach(async () => {
  await tree?.remove();
  tree = undefined;
});

const anHourAgo = () => new Date(Date.now() - 3_600_000);
async function age(root: string, ...rels: string[]) {
  for (const rel of rels) await utimes(path.join(root, rel), anHourAgo(), anHourAgo());
}

describe('readSourceTree with a digest cache', () => {
  it('a second read reuses every unchanged digest and gives the same tree', async () => {
    tree = await makeTmpTree({ 'a.txt': 'alpha\r\n', 'b.bin': new Uint8Array([0, 1, 2]) });
    await age(tree.root, 'a.txt', 'b.bin');
    const first = createDigestCache(undefined, true);
    const before = await readSourceTree(tree.root, { cache: first });
    expect(first.hits).toBe(0);
    const second = createDigestCache(first.snapshot(), true);
    const after = await readSourceTree(tree.root, { cache: second });
    expect(second.hits).toBe(2);
    expect(after).toEqual(before);
    expect(after.files.find((f) => f.path === 'a.txt')).toMatchObject({ byteSize: 6, normalized: true });
  });

  it('changed: false only when the read used every saved entry and hashed nothing (then no save is needed)', async () => {
    tree = await makeTmpTree({ 'a.txt': 'alpha\n', 'b.txt': 'beta\n' });
    await age(tree.root, 'a.txt', 'b.txt');
    const first = createDigestCache(undefined, true);
    await readSourceTree(tree.root, { cache: first });
    expect(first.changed).toBe(true);
    const second = createDigestCache(first.snapshot(), true);
    await readSourceTree(tree.root, { cache: second });
    expect(second.changed).toBe(false);
    await tree.remove();
    tree = await makeTmpTree({ 'a.txt': 'alpha\n' });
    await age(tree.root, 'a.txt');
    const third = createDigestCache(second.snapshot(), true);
    await readSourceTree(tree.root, { cache: third });
    // Another tree: its entry is new, and the saved ones it did not use are dropped.
    expect(third.changed).toBe(true);
  });

  it('a file changed since (new size or mtime) is hashed again', async () => {
    tree = await makeTmpTree({ 'a.txt': 'alpha\n', 'b.txt': 'beta\n' });
    await age(tree.root, 'a.txt', 'b.txt');
    const first = createDigestCache(undefined, true);
    await readSourceTree(tree.root, { cache: first });
    await tree.write('a.txt', 'alpha, changed\n');
    await age(tree.root, 'a.txt');
    const second = createDigestCache(first.snapshot(), true);
    const after = await readSourceTree(tree.root, { cache: second });
    expect(second.hits).toBe(1);
    expect(after.files.find((f) => f.path === 'a.txt')!.byteSize).toBe(15);
  });

  it('a racy entry (mtime within the margin of hashing) is not trusted', async () => {
    tree = await makeTmpTree({ 'fresh.txt': 'just written\n' });
    const first = createDigestCache(undefined, true);
    await readSourceTree(tree.root, { cache: first });
    const second = createDigestCache(first.snapshot(), true);
    await readSourceTree(tree.root, { cache: second });
    expect(second.hits).toBe(0);
  });

  it("an entry is trusted only when its file's mtime is older than both the file system's time before its read and the saved cache", async () => {
    tree = await makeTmpTree({ 'fresh.txt': 'just written\n' });
    const abs = path.join(tree.root, 'fresh.txt');
    const { mtimeMs } = await stat(abs);
    const readAt = async (clockMs: number | undefined, savedAt: number) => {
      const first = createDigestCache(undefined, true, undefined, clockMs);
      await readSourceTree(tree!.root, { cache: first });
      const next = createDigestCache(first.snapshot(), true, savedAt);
      await readSourceTree(tree!.root, { cache: next });
      return next.hits;
    };
    // Written a tick before the read began, the cache saved after: trusted, however soon after
    // writing it was read.
    expect(await readAt(mtimeMs + 1, Date.now() + 1_000)).toBe(1);
    // Saved in the tick the file was written in: it may have changed since (git's rule).
    expect(await readAt(mtimeMs + 1, mtimeMs)).toBe(0);
    // Read in the tick it was written in, the cache saved a second later: it may have been
    // written again in that tick, after the read, and its stat would not show it. Git's rule
    // alone trusted it (on a file system of whole seconds, a read of many files takes that long).
    expect(await readAt(mtimeMs, Date.now() + 1_000)).toBe(0);
    // Without the file system's time, the margin before the moment of hashing stands for it.
    expect(await readAt(undefined, Date.now() + 1_000)).toBe(0);
  });

  it('data saved for the other line-ending mode is ignored, and entries not seen are dropped', async () => {
    tree = await makeTmpTree({ 'a.txt': 'alpha\n' });
    await age(tree.root, 'a.txt');
    const first = createDigestCache(undefined, true);
    await readSourceTree(tree.root, { cache: first });
    const saved = first.snapshot();
    const other = createDigestCache(saved, false);
    const stamp = {
      size: saved.size[0]!,
      mtimeMs: saved.mtimeMs[0]!,
      ctimeMs: saved.ctimeMs[0]!,
      ino: saved.ino[0]!,
    };
    expect(other.lookup(saved.paths[0]!, stamp)).toBe(undefined);
    expect(createDigestCache(saved, true).snapshot().paths).toEqual([]);
  });

  it('reads a version 1 cache (an object per file) as it was: no file is hashed again after an upgrade', async () => {
    tree = await makeTmpTree({ 'a.txt': 'alpha\n', 'b.bin': new Uint8Array([0, 1, 2]) });
    await age(tree.root, 'a.txt', 'b.bin');
    const first = createDigestCache(undefined, true);
    const before = await readSourceTree(tree.root, { cache: first });
    const columns = first.snapshot();
    const v1 = {
      version: 1 as const,
      normalizeLineEndings: true,
      entries: Object.fromEntries(
        columns.paths.map((p, i) => [
          p,
          {
            size: columns.size[i]!,
            mtimeMs: columns.mtimeMs[i]!,
            ctimeMs: columns.ctimeMs[i]!,
            ino: columns.ino[i]!,
            hashedAt: columns.hashedAt[i]!,
            byteSize: columns.byteSize[i]!,
            checksum: columns.checksum[i]!,
            binary: columns.binary[i]!,
            normalized: columns.normalized[i]!,
            encodedBytes: columns.encodedBytes[i]!,
          },
        ]),
      ),
    };
    expect(digestCacheColumns(JSON.parse(JSON.stringify(v1)))).toEqual(columns);
    const upgraded = createDigestCache(v1, true);
    expect(await readSourceTree(tree.root, { cache: upgraded })).toEqual(before);
    expect(upgraded.hits).toBe(2);
    expect(upgraded.changed).toBe(true); // saved again, as columns
    expect(upgraded.snapshot()).toEqual(columns);
  });

  it('finds its rows when the tree is read in another order than it was saved in', async () => {
    tree = await makeTmpTree({ 'a.txt': 'a\n', 'b.txt': 'b\n', 'c.txt': 'c\n' });
    await age(tree.root, 'a.txt', 'b.txt', 'c.txt');
    const first = createDigestCache(undefined, true);
    await readSourceTree(tree.root, { cache: first });
    const saved = first.snapshot();
    const reversed = Object.fromEntries(
      Object.entries(saved).map(([k, v]) => [k, Array.isArray(v) ? [...v].reverse() : v]),
    ) as typeof saved;
    const second = createDigestCache(reversed, true);
    await readSourceTree(tree.root, { cache: second });
    expect(second.hits).toBe(3);
    expect(second.changed).toBe(false);
  });

  it('takes nothing from a malformed cache: a column short, of another type, or an unknown version', () => {
    const row = {
      version: 2,
      normalizeLineEndings: true,
      paths: ['/x/a.txt'],
      size: [2],
      mtimeMs: [1],
      ctimeMs: [1],
      ino: [7],
      hashedAt: [5000],
      byteSize: [2],
      checksum: ['ab'],
      binary: [false],
      normalized: [false],
      encodedBytes: [4],
    };
    expect(digestCacheColumns(row)).toEqual(row);
    for (const broken of [
      { ...row, checksum: [] },
      { ...row, size: ['2'] },
      { ...row, binary: [0] },
      { ...row, byteSize: [JSON.parse('1e400') as number] },
      { ...row, encodedBytes: [-5] },
      { ...row, ino: undefined },
      { ...row, version: 3 },
      { ...row, normalizeLineEndings: 'yes' },
      { version: 1, normalizeLineEndings: true, entries: { '/x/a.txt': { size: 2 } } },
      null,
      [],
    ])
      expect(digestCacheColumns(broken)).toBeUndefined();
    expect(
      createDigestCache(row as never, true, 10_000).lookup('/x/a.txt', {
        size: 2,
        mtimeMs: 1,
        ctimeMs: 1,
        ino: 7,
      }),
    ).toEqual({ byteSize: 2, checksum: 'ab', binary: false, normalized: false, encodedBytes: 4 });
  });

  it('saves the files in the order they are read, a file hashed again in its place (the next read follows it)', async () => {
    tree = await makeTmpTree({ 'a.txt': 'a\n', 'b.txt': 'b\n', 'c.txt': 'c\n', 'big.txt': 'x'.repeat(64) });
    await age(tree.root, 'a.txt', 'b.txt', 'c.txt', 'big.txt');
    const first = createDigestCache(undefined, true);
    const read = await readSourceTree(tree.root, { cache: first });
    const inWalkOrder = read.files.map((f) => f.absPath);
    expect(first.snapshot().paths).toEqual(inWalkOrder);
    await tree.write('b.txt', 'b, changed\n');
    await age(tree.root, 'b.txt');
    const second = createDigestCache(first.snapshot(), true);
    await readSourceTree(tree.root, { cache: second });
    expect(second.hits).toBe(3);
    expect(second.snapshot().paths).toEqual(inWalkOrder);
    // A file not stored (too large this time) leaves no row behind.
    const third = createDigestCache(second.snapshot(), true);
    await tree.write('big.txt', 'y'.repeat(65));
    await age(tree.root, 'big.txt');
    await expect(readSourceTree(tree.root, { cache: third, maxFileBytes: 64 })).rejects.toThrow(
      /path problem/,
    );
    expect(third.snapshot().paths).toEqual(inWalkOrder.filter((p) => !p.endsWith('big.txt')));
  });
});
