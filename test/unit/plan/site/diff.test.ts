import { describe, expect, it } from 'vitest';
import {
  allSiteChanges,
  diffSiteSource,
  type LiveSiteFile,
  type LocalSiteFile,
} from '../../../../src/plan/site/diff.js';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const local = (path: string, byteSize: number, checksum = A): LocalSiteFile => ({ path, byteSize, checksum });
const live = (path: string, byte_size: number, checksum: string | null = A): LiveSiteFile => ({
  path,
  byte_size,
  checksum,
});

describe('diffSiteSource', () => {
  it.each([
    [
      'same size and checksum → unchanged',
      [local('a', 1)],
      [live('a', 1)],
      { added: 0, modified: 0, deleted: 0, unchanged: 1 },
    ],
    [
      'checksum differs → modified',
      [local('a', 1)],
      [live('a', 1, B)],
      { added: 0, modified: 1, deleted: 0, unchanged: 0 },
    ],
    [
      'size differs → modified',
      [local('a', 2)],
      [live('a', 1)],
      { added: 0, modified: 1, deleted: 0, unchanged: 0 },
    ],
    [
      'no live checksum → modified',
      [local('a', 1)],
      [{ path: 'a', byte_size: 1 }],
      { added: 0, modified: 1, deleted: 0, unchanged: 0 },
    ],
    [
      'upper-case live checksum → unchanged',
      [local('a', 1)],
      [live('a', 1, A.toUpperCase())],
      { added: 0, modified: 0, deleted: 0, unchanged: 1 },
    ],
    ['local only → added', [local('a', 1)], [], { added: 1, modified: 0, deleted: 0, unchanged: 0 }],
    ['live only → deleted', [], [live('a', 1)], { added: 0, modified: 0, deleted: 1, unchanged: 0 }],
    ['both empty', [], [], { added: 0, modified: 0, deleted: 0, unchanged: 0 }],
  ])('%s', (_name, l, r, counts) => {
    expect(diffSiteSource(l, r).counts).toEqual(counts);
  });

  it('lists each change with path and sizes, sorted by path, and the bytes to upload', () => {
    const diff = diffSiteSource(
      [
        local('z.css', 10),
        local('pages/home.json', 5, B),
        local('assets/logo.svg', 7),
        local('site.json', 3),
      ],
      [live('pages/home.json', 5), live('site.json', 3), live('old/b.txt', 4), live('old/a.txt', 2)],
    );
    expect(diff).toEqual({
      added: [
        { path: 'assets/logo.svg', kind: 'added', localBytes: 7 },
        { path: 'z.css', kind: 'added', localBytes: 10 },
      ],
      modified: [{ path: 'pages/home.json', kind: 'modified', localBytes: 5, liveBytes: 5, liveChecksum: A }],
      deleted: [
        { path: 'old/a.txt', kind: 'deleted', liveBytes: 2, liveChecksum: A },
        { path: 'old/b.txt', kind: 'deleted', liveBytes: 4, liveChecksum: A },
      ],
      unchangedCount: 1,
      counts: { added: 2, modified: 1, deleted: 2, unchanged: 1 },
      bytesToUpload: 22,
    });
    expect(allSiteChanges(diff).map((c) => c.path)).toEqual([
      'assets/logo.svg',
      'old/a.txt',
      'old/b.txt',
      'pages/home.json',
      'z.css',
    ]);
  });

  it('records the live checksum a modified or deleted file replaces (lowercase), none when live has none', () => {
    const diff = diffSiteSource(
      [local('a', 1, B), local('b', 1, B)],
      [live('a', 1, 'C'.repeat(64)), live('b', 2, null), live('gone', 3, 'D'.repeat(64))],
    );
    expect(diff.modified).toEqual([
      { path: 'a', kind: 'modified', localBytes: 1, liveBytes: 1, liveChecksum: 'c'.repeat(64) },
      { path: 'b', kind: 'modified', localBytes: 1, liveBytes: 2 },
    ]);
    expect(diff.deleted).toEqual([
      { path: 'gone', kind: 'deleted', liveBytes: 3, liveChecksum: 'd'.repeat(64) },
    ]);
  });

  it('compares the local checksum in the live algorithm when given', () => {
    const md5 = 'c'.repeat(32);
    const liveMd5 = [live('a', 1, md5), live('b', 1, md5)];
    const theirs = new Map([['a', md5]]);
    const diff = diffSiteSource([local('a', 1), local('b', 1)], liveMd5, (p) => theirs.get(p));
    expect(diff.counts).toEqual({ added: 0, modified: 1, deleted: 0, unchanged: 1 });
    expect(diff.modified.map((c) => c.path)).toEqual(['b']);
  });

  it('sorts by UTF-8 bytes, not UTF-16 units', () => {
    const diff = diffSiteSource([local('😀', 1), local('\uffff', 1)], []);
    expect(diff.added.map((c) => c.path)).toEqual(['\uffff', '😀']);
  });
});
