import { describe, expect, it } from 'vitest';
import { EMPTY_BODY_BYTES, planBatches, type BatchChange } from '../../../src/source/batches.js';
import { encodedEntryBytes, type UploadContent } from '../../../src/source/upload-encoding.js';

const add = (path: string): BatchChange => ({ path, kind: 'added' });
const mod = (path: string): BatchChange => ({ path, kind: 'modified' });
const del = (path: string): BatchChange => ({ path, kind: 'deleted' });

/** Every file's entry is `{"content":"<n × a>","encoding":"utf8"}`: 32 + n bytes. */
const entryOf = (n: number): UploadContent => ({ content: 'a'.repeat(n), encoding: 'utf8' });
const sizes = (table: Record<string, number>) => (path: string) =>
  encodedEntryBytes(entryOf(table[path] ?? 0));

const shape = (batches: ReturnType<typeof planBatches>) =>
  batches.map((b) => ({
    files: b.files,
    deletePaths: b.deletePaths,
    bodyBytes: b.bodyBytes,
    oversized: b.oversized,
  }));

describe('planBatches', () => {
  it('puts a small change in one batch whose bodyBytes is the exact JSON size', () => {
    const changes = [add('assets/app.css'), mod('pages/home.json'), del('old.txt'), del('assets/x.png')];
    const table = { 'assets/app.css': 10, 'pages/home.json': 3 };
    const [batch, ...rest] = planBatches(changes, sizes(table));
    expect(rest).toEqual([]);
    const body = {
      files: { 'assets/app.css': entryOf(10), 'pages/home.json': entryOf(3) },
      delete_paths: ['assets/x.png', 'old.txt'],
    };
    expect(batch).toEqual({
      files: ['assets/app.css', 'pages/home.json'],
      deletePaths: ['assets/x.png', 'old.txt'],
      bodyBytes: Buffer.byteLength(JSON.stringify(body)),
      oversized: false,
    });
  });

  it('returns no batch for no change', () => {
    expect(planBatches([], () => 0)).toEqual([]);
    expect(EMPTY_BODY_BYTES).toBe(JSON.stringify({ files: {}, delete_paths: [] }).length);
  });

  it('never puts more than maxPaths paths in a batch', () => {
    const changes = ['a', 'b', 'c', 'd', 'e'].map((p) => add(`assets/${p}.txt`));
    const batches = planBatches(changes, sizes({}), { maxPaths: 2, maxBodyBytes: 1_000_000 });
    expect(batches.map((b) => b.files)).toEqual([
      ['assets/a.txt', 'assets/b.txt'],
      ['assets/c.txt', 'assets/d.txt'],
      ['assets/e.txt'],
    ]);
  });

  it('never goes over maxBodyBytes (reserved bytes included), with exact sizes', () => {
    // one entry "assets/N.bin":{…100 a…} costs 14 + 1 + 132 = 147 bytes, +1 comma after the first
    const changes = ['1', '2', '3', '4', '5'].map((p) => add(`assets/${p}.bin`));
    const table = Object.fromEntries(changes.map((c) => [c.path, 100]));
    const limits = { maxPaths: 800, maxBodyBytes: 30 + 147 + 148 + 100, reservedBytes: 100 };
    const batches = planBatches(changes, sizes(table), limits);
    expect(batches.map((b) => [b.files.length, b.bodyBytes])).toEqual([
      [2, 325],
      [2, 325],
      [1, 177],
    ]);
    for (const b of batches) expect(b.bodyBytes + 100).toBeLessThanOrEqual(limits.maxBodyBytes);
  });

  it('gives a file too big for any batch a batch of its own, flagged', () => {
    const changes = [add('assets/a.txt'), add('assets/huge.mp4'), add('assets/z.txt')];
    const batches = planBatches(changes, sizes({ 'assets/huge.mp4': 5000 }), {
      maxPaths: 800,
      maxBodyBytes: 1000,
      reservedBytes: 0,
    });
    expect(shape(batches)).toEqual([
      { files: ['assets/a.txt'], deletePaths: [], bodyBytes: 30 + 14 + 1 + 32, oversized: false },
      { files: ['assets/huge.mp4'], deletePaths: [], bodyBytes: 30 + 17 + 1 + 5032, oversized: true },
      { files: ['assets/z.txt'], deletePaths: [], bodyBytes: 30 + 14 + 1 + 32, oversized: false },
    ]);
  });

  it('when split: other writes first, the layout files together, then other deletes', () => {
    const changes = [
      del('content/old/en.json'),
      add('content/new/en.json'),
      add('pages/new.json'),
      del('pages/old.json'),
      mod('site.json'),
      add('templates/new.html'),
      del('templates/old.html'),
      add('assets/a.css'),
      add('navigation/main.json'),
    ];
    const batches = planBatches(changes, sizes({}), { maxPaths: 6, maxBodyBytes: 1_000_000 });
    expect(batches.map((b) => [b.files, b.deletePaths])).toEqual([
      [['assets/a.css', 'templates/new.html'], []],
      [
        ['content/new/en.json', 'navigation/main.json', 'pages/new.json', 'site.json'],
        ['content/old/en.json', 'pages/old.json'],
      ],
      [[], ['templates/old.html']],
    ]);
  });

  it('splits a layout group too big for one batch in dependency order', () => {
    const changes = [
      add('content/a/en.json'),
      add('pages/a.json'),
      del('pages/b.json'),
      add('site.json'),
      del('content/b/en.json'),
    ];
    const batches = planBatches(changes, sizes({}), { maxPaths: 2, maxBodyBytes: 1_000_000 });
    expect(batches.map((b) => [b.files, b.deletePaths])).toEqual([
      [['site.json'], ['content/b/en.json']],
      [['content/a/en.json', 'pages/a.json'], []],
      [[], ['pages/b.json']],
    ]);
  });

  it('rejects maxPaths below 1', () => {
    expect(() => planBatches([add('a')], () => 1, { maxPaths: 0, maxBodyBytes: 10 })).toThrow(
      'maxPaths must be at least 1',
    );
  });
});
