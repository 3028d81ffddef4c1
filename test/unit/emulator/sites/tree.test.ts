import { describe, expect, it } from 'vitest';
import { checksumOf } from '../../../../src/emulator/sites/checksum.js';
import { diffTrees } from '../../../../src/emulator/sites/diff.js';
import {
  applyPatch,
  isBinary,
  manifestOf,
  payloadOf,
  treesEqual,
  type SourceTree,
} from '../../../../src/emulator/sites/tree.js';

const tree = (files: Record<string, string | Buffer>): SourceTree =>
  new Map(Object.entries(files).map(([p, c]) => [p, typeof c === 'string' ? Buffer.from(c) : c]));

describe('source tree', () => {
  it('detects binary content: NUL or invalid UTF-8', () => {
    expect(isBinary(Buffer.from('héllo'))).toBe(false);
    expect(isBinary(Buffer.from([0x61, 0x00, 0x62]))).toBe(true);
    expect(isBinary(Buffer.from([0xc3, 0x28]))).toBe(true);
    expect(isBinary(Buffer.alloc(0))).toBe(false);
  });

  it('checksums with the configured algorithm', () => {
    const bytes = Buffer.from('abc');
    expect(checksumOf(bytes, 'sha256')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(checksumOf(bytes, 'sha1')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(checksumOf(bytes, 'md5')).toBe('900150983cd24fb0d6963f7d28e17f72');
  });

  it('lists a manifest sorted by path', () => {
    const t = tree({ 'b.txt': 'b', 'a/z.txt': 'zz', 'A.txt': Buffer.from([0]) });
    expect(manifestOf(t, 'md5')).toEqual([
      { path: 'A.txt', byte_size: 1, binary: true, checksum: checksumOf(Buffer.from([0]), 'md5') },
      { path: 'a/z.txt', byte_size: 2, binary: false, checksum: checksumOf(Buffer.from('zz'), 'md5') },
      { path: 'b.txt', byte_size: 1, binary: false, checksum: checksumOf(Buffer.from('b'), 'md5') },
    ]);
  });

  it('encodes text as utf8 and binary as base64', () => {
    expect(payloadOf(Buffer.from('hi'))).toEqual({ content: 'hi', encoding: 'utf8' });
    expect(payloadOf(Buffer.from([0, 255]))).toEqual({ content: 'AP8=', encoding: 'base64' });
  });

  it('applies a patch without touching the original and counts real deletions', () => {
    const before = tree({ 'a.txt': 'a', 'b.txt': 'b' });
    const { tree: after, deleted } = applyPatch(before, {
      files: new Map([['c.txt', Buffer.from('c')]]),
      deletePaths: ['a.txt', 'missing.txt'],
    });
    expect(deleted).toBe(1);
    expect([...after.keys()].sort()).toEqual(['b.txt', 'c.txt']);
    expect([...before.keys()].sort()).toEqual(['a.txt', 'b.txt']);
  });

  it('compares trees by content', () => {
    expect(treesEqual(tree({ a: 'x' }), tree({ a: 'x' }))).toBe(true);
    expect(treesEqual(tree({ a: 'x' }), tree({ a: 'y' }))).toBe(false);
    expect(treesEqual(tree({ a: 'x' }), tree({ b: 'x' }))).toBe(false);
  });
});

describe('diffTrees', () => {
  const before = tree({ 'keep.txt': 'same', 'edit.txt': 'old', 'gone.txt': 'bye' });
  const after = tree({ 'keep.txt': 'same', 'edit.txt': 'newer', 'new.bin': Buffer.from([0]) });

  it('lists added, modified and deleted paths sorted, and counts unchanged ones', () => {
    const diff = diffTrees(before, after);
    expect(diff.changes).toEqual([
      { path: 'edit.txt', change: 'modified', byte_size: 5, previous_byte_size: 3, binary: false },
      { path: 'gone.txt', change: 'deleted', previous_byte_size: 3, binary: false },
      { path: 'new.bin', change: 'added', byte_size: 1, binary: true },
    ]);
    expect(diff.summary).toEqual({ added: 1, modified: 1, deleted: 1, unchanged: 1 });
    expect(diff.hasChanges).toBe(true);
  });

  it('lists unchanged paths only on request', () => {
    const diff = diffTrees(before, before, true);
    expect(diff.hasChanges).toBe(false);
    expect(diff.changes.map((c) => [c.path, c.change])).toEqual([
      ['edit.txt', 'unchanged'],
      ['gone.txt', 'unchanged'],
      ['keep.txt', 'unchanged'],
    ]);
  });
});
