import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  detectChecksumAlgorithm,
  localChecksumsFor,
  smallest,
  type LiveChecksumEntry,
} from '../../../src/source/checksum-detection.js';
import type { ChecksumAlgorithm } from '../../../src/source/types.js';

/** Local files carry their content so a fake hashWith can hash it; calls are logged. */
interface FakeFile {
  path: string;
  byteSize: number;
  checksum: string;
  content: string;
}
const hash = (alg: string, s: string): string => createHash(alg).update(s).digest('hex');
const file = (p: string, content: string): FakeFile => ({
  path: p,
  byteSize: content.length,
  checksum: hash('sha256', content),
  content,
});
const liveOf = (alg: string, p: string, content: string): LiveChecksumEntry => ({
  path: p,
  byte_size: content.length,
  checksum: hash(alg, content),
});

function fakeHashWith(): {
  calls: string[];
  hashWith: (f: FakeFile, a: ChecksumAlgorithm) => Promise<string>;
} {
  const calls: string[] = [];
  return {
    calls,
    hashWith: async (f, a) => {
      calls.push(`${a}:${f.path}`);
      return hash(a, f.content);
    },
  };
}

const local = [
  file('site.json', '{"name":"x"}'),
  file('pages/home.json', '{"slug":"/"}'),
  file('big.css', 'body{}'.repeat(50)),
];

describe('detectChecksumAlgorithm', () => {
  it.each(['sha256', 'sha1', 'md5'] as const)(
    'confirms %s by length and a matching file, hashing the smallest first',
    async (alg) => {
      const fake = fakeHashWith();
      const live = [
        liveOf(alg, 'site.json', '{"name":"x"}'),
        liveOf(alg, 'pages/home.json', '{"slug":"/"}'),
        liveOf(alg, 'big.css', 'body{}'.repeat(50)),
      ];
      expect(await detectChecksumAlgorithm(live, local, fake.hashWith)).toEqual({
        algorithm: alg,
        basis: 'confirmed',
      });
      expect(fake.calls).toEqual([`${alg}:pages/home.json`]);
    },
  );

  it('accepts upper-case hex', async () => {
    const live = [
      { ...liveOf('md5', 'site.json', '{"name":"x"}'), checksum: hash('md5', '{"name":"x"}').toUpperCase() },
    ];
    expect(await detectChecksumAlgorithm(live, local, fakeHashWith().hashWith)).toEqual({
      algorithm: 'md5',
      basis: 'confirmed',
    });
  });

  it('skips modified same-size files until one matches', async () => {
    const live = [
      liveOf('sha1', 'site.json', '{"name":"y"}'),
      liveOf('sha1', 'pages/home.json', '{"slug":"/"}'),
    ];
    const fake = fakeHashWith();
    expect(await detectChecksumAlgorithm(live, local, fake.hashWith)).toEqual({
      algorithm: 'sha1',
      basis: 'confirmed',
    });
    expect(fake.calls).toEqual(['sha1:pages/home.json']);
    const changedFirst = [
      liveOf('sha1', 'site.json', '{"name":"x"}'),
      liveOf('sha1', 'pages/home.json', '{"slug":"?"}'),
    ];
    const fake2 = fakeHashWith();
    expect(await detectChecksumAlgorithm(changedFirst, local, fake2.hashWith)).toEqual({
      algorithm: 'sha1',
      basis: 'confirmed',
    });
    expect(fake2.calls).toEqual(['sha1:pages/home.json', 'sha1:site.json']);
  });

  it('empty manifest → sha256 without hashing', async () => {
    const fake = fakeHashWith();
    expect(await detectChecksumAlgorithm([], local, fake.hashWith)).toEqual({
      algorithm: 'sha256',
      basis: 'empty-manifest',
    });
    expect(fake.calls).toEqual([]);
  });

  it('no file agrees in path and size → the length decides, unconfirmed', async () => {
    const live = [liveOf('sha1', 'site.json', '{"name":"longer"}'), liveOf('sha1', 'other.txt', 'x')];
    expect(await detectChecksumAlgorithm(live, local, fakeHashWith().hashWith)).toEqual({
      algorithm: 'sha1',
      basis: 'length-only',
    });
  });

  it.each([
    [
      'an unknown length',
      [{ path: 'a', byte_size: 1, checksum: 'ab'.repeat(24) }],
      'no known algorithm makes 48-digit checksums',
    ],
    [
      'mixed lengths',
      [liveOf('md5', 'a', 'x'), liveOf('sha1', 'b', 'y')],
      'the live checksums have 2 different lengths (32, 40)',
    ],
    ['a missing checksum', [{ path: 'a', byte_size: 1 }], 'the live entry a has no checksum'],
    ['a null checksum', [{ path: 'a', byte_size: 1, checksum: null }], 'the live entry a has no checksum'],
    [
      'non-hex',
      [{ path: 'a', byte_size: 1, checksum: 'z'.repeat(64) }],
      'the live checksum of a is not hexadecimal',
    ],
  ])('%s → server diff', async (_name, live, reason) => {
    expect(await detectChecksumAlgorithm(live, local, fakeHashWith().hashWith)).toEqual({
      fallback: 'server-diff',
      reason,
    });
  });

  it('ambiguous: every same-size sample mismatches (another 64-digit algorithm) → server diff', async () => {
    const live = [
      liveOf('sha3-256', 'site.json', '{"name":"x"}'),
      liveOf('sha3-256', 'pages/home.json', '{"slug":"/"}'),
    ];
    const fake = fakeHashWith();
    expect(await detectChecksumAlgorithm(live, local, fake.hashWith)).toEqual({
      fallback: 'server-diff',
      reason:
        'none of the 2 files whose path and size agree with the live tree has a matching sha256 checksum',
    });
    expect(fake.calls).toEqual(['sha256:pages/home.json', 'sha256:site.json']);
  });

  it('hashes at most 5 samples', async () => {
    const many = Array.from({ length: 8 }, (_, i) => file(`f${i}.txt`, `content ${i}`));
    const live = many.map((f) => ({
      path: f.path,
      byte_size: f.byteSize,
      checksum: hash('md5', 'other ' + f.path).slice(0, 32),
    }));
    const fake = fakeHashWith();
    expect(await detectChecksumAlgorithm(live, many, fake.hashWith)).toMatchObject({
      fallback: 'server-diff',
    });
    expect(fake.calls).toHaveLength(5);
  });
});

describe('localChecksumsFor', () => {
  it('hashes only files whose path and size agree with live, in the live algorithm', async () => {
    const live = [liveOf('md5', 'site.json', '{"name":"y"}'), liveOf('md5', 'big.css', 'x')];
    const fake = fakeHashWith();
    const map = await localChecksumsFor(live, local, 'md5', fake.hashWith);
    expect([...map]).toEqual([['site.json', hash('md5', '{"name":"x"}')]]);
    expect(fake.calls).toEqual(['md5:site.json']);
  });

  it('needs no hashing for sha256', async () => {
    const fake = fakeHashWith();
    const map = await localChecksumsFor(
      [liveOf('sha256', 'site.json', '{"name":"x"}')],
      local,
      'sha256',
      fake.hashWith,
    );
    expect([...map]).toEqual([['site.json', local[0]!.checksum]]);
    expect(fake.calls).toEqual([]);
  });
});

describe('smallest (the confirmation samples, without sorting the tree)', () => {
  const sorted = (files: { path: string; byteSize: number }[], n: number) =>
    [...files]
      .sort((a, b) => a.byteSize - b.byteSize || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
      .slice(0, n);

  it('keeps the n smallest by size, then path, in that order', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 50; round++) {
      const files = Array.from({ length: next() % 40 }, (_, i) => ({
        path: `f${next() % 13}/${i}`,
        byteSize: next() % 6,
      }));
      for (const n of [0, 1, 5, 50]) expect(smallest(files, n)).toEqual(sorted(files, n));
    }
  });

  it('orders equal sizes by path code units (upper case before lower)', () => {
    const files = [
      { path: 'b', byteSize: 1 },
      { path: 'B', byteSize: 1 },
      { path: 'a', byteSize: 2 },
    ];
    expect(smallest(files, 2).map((f) => f.path)).toEqual(['B', 'b']);
  });
});
