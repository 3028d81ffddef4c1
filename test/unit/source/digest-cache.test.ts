import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDigestCache, readSourceTree } from '../../../src/source/index.js';
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

  it("with the saved cache's time, git's rule decides: a file older than the saved cache is trusted, even if hashed at once", async () => {
    tree = await makeTmpTree({ 'fresh.txt': 'just written\n' });
    const first = createDigestCache(undefined, true);
    await readSourceTree(tree.root, { cache: first });
    const saved = first.snapshot();
    const [entry] = Object.values(saved.entries);
    // Saved just after hashing (as the CLI does): the file, written before, is trusted.
    const savedAt = Math.max(entry!.hashedAt, entry!.mtimeMs) + 1;
    const trusted = createDigestCache(saved, true, savedAt);
    await readSourceTree(tree.root, { cache: trusted });
    expect(trusted.hits).toBe(1);
    // Hashed and saved in the tick the file was written in: it may have changed since.
    const [path0] = Object.keys(saved.entries);
    const inTick = { ...saved, entries: { [path0!]: { ...entry!, hashedAt: entry!.mtimeMs } } };
    const sameTick = createDigestCache(inTick, true, entry!.mtimeMs);
    await readSourceTree(tree.root, { cache: sameTick });
    expect(sameTick.hits).toBe(0);
  });

  it('data saved for the other line-ending mode is ignored, and entries not seen are dropped', async () => {
    tree = await makeTmpTree({ 'a.txt': 'alpha\n' });
    await age(tree.root, 'a.txt');
    const first = createDigestCache(undefined, true);
    await readSourceTree(tree.root, { cache: first });
    const saved = first.snapshot();
    const other = createDigestCache(saved, false);
    expect(other.lookup(Object.keys(saved.entries)[0]!, saved.entries[Object.keys(saved.entries)[0]!]!)).toBe(
      undefined,
    );
    expect(createDigestCache(saved, true).snapshot().entries).toEqual({});
  });
});
