/** The git history reader, site file versions and catalog snapshots, against real repositories. */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCatalogHistory } from '../../../src/history/catalog-history.js';
import { openHistoryReader, parseRawLog } from '../../../src/history/git-reader.js';
import { MAX_NAMED_CHARS, MAX_NAMED_PATHS, readSiteHistory } from '../../../src/history/site-history.js';
import { releaseBytes } from '../../../src/platform/release-bytes.js';
import { UNKNOWABLE } from '../../../src/plan/origin.js';
import { fileOrigin } from '../../../src/plan/site/classify-site.js';
import { loadHistoryCache } from '../../../src/state/history-cache-store.js';
import { commitAll, git, makeRepo, writeFiles } from '../../integration/cli/harness.js';

const sha = (alg: string, text: string) => createHash(alg).update(text).digest('hex');
/** A committed version as the site history gives it: its SHA-256 and its checksum in the live algorithm. */
const asUploaded = (text: string, alg = 'sha256') => ({ sha256: sha('sha256', text), live: sha(alg, text) });
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function repoWith(steps: Record<string, string | null>[]): Promise<string> {
  const dir = await makeRepo({ 'README.md': 'x\n' });
  dirs.push(dir);
  for (const [i, files] of steps.entries()) {
    for (const [path, content] of Object.entries(files)) {
      if (content === null) git(dir, 'rm', '-q', path);
      else await writeFiles(dir, { [path]: content });
    }
    commitAll(dir, `step ${i}`);
  }
  return dir;
}

describe('parseRawLog', () => {
  it('reads commits, blobs and paths from `git log -z --raw`', () => {
    const z = '0'.repeat(40);
    const text =
      `\x01${'a'.repeat(40)}\0\n:100644 100644 ${'1'.repeat(40)} ${'2'.repeat(40)} M\0site/x y.txt\0` +
      `\x01${'b'.repeat(40)}\0\n:000000 100644 ${z} ${'1'.repeat(40)} A\0site/x y.txt\0:100644 000000 ${'3'.repeat(40)} ${z} D\0site/old\0`;
    expect(parseRawLog(text)).toEqual({
      commits: ['a'.repeat(40), 'b'.repeat(40)],
      changes: [
        { commit: 0, path: 'site/x y.txt', before: '1'.repeat(40), after: '2'.repeat(40) },
        { commit: 1, path: 'site/x y.txt', before: null, after: '1'.repeat(40) },
        { commit: 1, path: 'site/old', before: '3'.repeat(40), after: null },
      ],
    });
  });
});

describe('readSiteHistory', () => {
  it('lists each file’s versions newest first, hashed as uploaded (CRLF → LF), in the live algorithm', async () => {
    const dir = await repoWith([
      { 'site/a.txt': 'one\r\n', 'site/gone.txt': 'bye\n' },
      { 'site/a.txt': 'two\n', 'site/gone.txt': null },
    ]);
    const reader = (await openHistoryReader(dir))!;
    const cache = await loadHistoryCache(dir);
    const h = await readSiteHistory({
      reader,
      source: join(dir, 'site'),
      paths: ['a.txt', 'gone.txt', 'never.txt'],
      algorithm: 'md5',
      depth: 200,
      cache,
    });
    expect(h.window).toEqual({ status: 'complete', commits: 2, depth: 200 });
    expect(h.files.get('a.txt')).toEqual({
      versions: [asUploaded('two\n', 'md5'), asUploaded('one\n', 'md5'), null],
      complete: true,
    });
    expect(h.files.get('gone.txt')).toEqual({
      versions: [null, asUploaded('bye\n', 'md5'), null],
      complete: true,
    });
    expect(h.files.get('never.txt')).toEqual({ versions: [null], complete: true });
    // the checksums are kept by blob id: the next read needs no blob
    const blob = git(dir, 'rev-parse', 'HEAD:site/a.txt');
    expect(cache.checksum(blob, 'md5')).toBe(sha('md5', 'two\n'));
  });

  it('names the changed files to git when they are few: the window is theirs, not the folder’s', async () => {
    // Five commits of other files after a.txt's two: a depth of 3 covers a.txt by name.
    const dir = await repoWith([
      { 'site/a.txt': 'one\n' },
      { 'site/a.txt': 'two\n' },
      ...Array.from({ length: 5 }, (_, i) => ({ [`site/other-${i}.txt`]: `${i}\n` })),
    ]);
    const reader = (await openHistoryReader(dir))!;
    const logged: (readonly string[])[] = [];
    const counting = {
      ...reader,
      log: (paths: readonly string[], depth: number) => (logged.push(paths), reader.log(paths, depth)),
    };
    const h = await readSiteHistory({
      reader: counting,
      source: join(dir, 'site'),
      paths: ['a.txt'],
      algorithm: 'sha256',
      depth: 3,
      cache: noCache(),
    });
    expect(logged).toEqual([['site/a.txt']]);
    expect(h.window).toEqual({ status: 'complete', commits: 2, depth: 3 });
    expect(h.files.get('a.txt')).toEqual({
      versions: [asUploaded('two\n'), asUploaded('one\n'), null],
      complete: true,
    });
    // More than MAX_NAMED_PATHS: the folder, and the same answer for a.txt where the depth reaches it.
    logged.length = 0;
    const many = ['a.txt', ...Array.from({ length: MAX_NAMED_PATHS }, (_, i) => `missing-${i}.txt`)];
    const wide = await readSiteHistory({
      reader: counting,
      source: join(dir, 'site'),
      paths: many,
      algorithm: 'sha256',
      depth: 200,
      cache: noCache(),
    });
    expect(logged).toEqual([['site']]);
    expect(wide.files.get('a.txt')).toEqual(h.files.get('a.txt'));
    // Fewer paths, but more characters than a Windows command line holds with `:(literal)` each.
    logged.length = 0;
    const long = Array.from({ length: 300 }, (_, i) => `${'long-name-'.repeat(7)}${i}.txt`);
    expect(long.reduce((n, p) => n + p.length, 0)).toBeLessThan(MAX_NAMED_CHARS);
    await readSiteHistory({
      reader: counting,
      source: join(dir, 'site'),
      paths: ['a.txt', ...long],
      algorithm: 'sha256',
      depth: 200,
      cache: noCache(),
    });
    expect(logged).toEqual([['site']]);
  });

  it('a path absent live costs no blob read: the newest version is the local file when git says it is clean', async () => {
    const dir = await repoWith([{ 'site/new.txt': 'one\n' }, { 'site/new.txt': 'two\n' }]);
    const reader = (await openHistoryReader(dir))!;
    const cache = await loadHistoryCache(dir);
    const read = () =>
      readSiteHistory({
        reader,
        source: join(dir, 'site'),
        paths: ['new.txt'],
        algorithm: 'sha256',
        depth: 200,
        cache,
        absentLive: new Map([['new.txt', 'the local sha']]),
      });
    const clean = (await read()).files.get('new.txt')!;
    const [head, older, none] = clean.versions as unknown as { sha256: string }[];
    expect(head!.sha256).toBe('the local sha');
    expect(older!.sha256).toMatch(/^blob:[0-9a-f]{40}$/);
    expect(none).toBeNull();
    expect(cache.checksum(git(dir, 'rev-parse', 'HEAD:site/new.txt'), 'sha256')).toBeUndefined();
    await writeFiles(dir, { 'site/new.txt': 'three\n' });
    expect(((await read()).files.get('new.txt')!.versions[0] as { sha256: string }).sha256).toMatch(/^blob:/);
  });

  it('a Git LFS pointer stands for its content’s SHA-256 (unknowable in another algorithm)', async () => {
    const content = 'the real image bytes';
    const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${sha('sha256', content)}\nsize ${content.length}\n`;
    const dir = await repoWith([
      { 'site/img.png': pointer },
      { 'site/img.png': pointer.replace('size', 'size ') },
    ]);
    const reader = (await openHistoryReader(dir))!;
    const read = (algorithm: 'sha256' | 'sha1') =>
      readSiteHistory({
        reader,
        source: join(dir, 'site'),
        paths: ['img.png'],
        algorithm,
        depth: 10,
        cache: { ...noCache() },
      });
    expect((await read('sha256')).files.get('img.png')!.versions[0]).toEqual({
      sha256: sha('sha256', content),
      live: sha('sha256', content),
    });
    expect((await read('sha1')).files.get('img.png')!.versions[0]).toBe(UNKNOWABLE);
  });

  it('a depth too small or a shallow clone leaves older versions out and says so', async () => {
    const dir = await repoWith([{ 'site/a.txt': '1\n' }, { 'site/a.txt': '2\n' }, { 'site/a.txt': '3\n' }]);
    const reader = (await openHistoryReader(dir))!;
    const cut = await readSiteHistory({
      reader,
      source: join(dir, 'site'),
      paths: ['a.txt', 'b.txt'],
      algorithm: 'sha256',
      depth: 2,
      cache: noCache(),
    });
    expect(cut.window).toEqual({ status: 'truncated', commits: 2, depth: 2 });
    expect(cut.files.get('a.txt')!.complete).toBe(false);
    expect(cut.files.get('a.txt')!.versions).toHaveLength(3); // 3, 2, and 1 as the "before" of the oldest change
    expect(cut.files.get('b.txt')).toEqual({ versions: [], complete: false });

    const clone = await mkdtemp(join(tmpdir(), 'sitesync-shallow-unit-'));
    dirs.push(clone);
    git(clone, 'clone', '-q', '--depth', '1', `file://${dir}`, '.');
    const shallow = await readSiteHistory({
      reader: (await openHistoryReader(clone))!,
      source: join(clone, 'site'),
      paths: ['a.txt'],
      algorithm: 'sha256',
      depth: 200,
      cache: noCache(),
    });
    expect(shallow.window).toEqual({ status: 'shallow', commits: 1, depth: 200 });
    // the boundary commit shows every file as added: that is not the file's creation
    expect(shallow.files.get('a.txt')).toEqual({
      versions: [{ sha256: sha('sha256', '3\n'), live: sha('sha256', '3\n') }],
      complete: false,
    });
  });

  it('in a shallow clone whose boundary holds none of the files named, the folder’s log says the history was cut', async () => {
    // old.html was committed and deleted before the cut; new.txt was added after it.
    const dir = await repoWith([
      { 'site/old.html': 'old\n', 'site/keep.txt': 'k\n' },
      { 'site/old.html': null },
      { 'site/keep.txt': 'k2\n' },
      { 'site/new.txt': '1\n' },
      { 'site/new.txt': '2\n' },
    ]);
    const clone = await mkdtemp(join(tmpdir(), 'sitesync-shallow-unit-'));
    dirs.push(clone);
    git(clone, 'clone', '-q', '--depth', '3', `file://${dir}`, '.');
    const reader = (await openHistoryReader(clone))!;
    const logged: (readonly string[])[] = [];
    const h = await readSiteHistory({
      reader: {
        ...reader,
        log: (paths: readonly string[], depth: number) => (logged.push(paths), reader.log(paths, depth)),
      },
      source: join(clone, 'site'),
      paths: ['new.txt', 'old.html'],
      algorithm: 'sha256',
      depth: 200,
      cache: noCache(),
    });
    // The log by name (new.txt's two commits) never reaches the boundary commit: not complete.
    expect(logged).toEqual([['site/new.txt', 'site/old.html'], ['site']]);
    expect(h.window).toEqual({ status: 'shallow', commits: 3, depth: 200 });
    expect(h.files.get('old.html')).toEqual({ versions: [], complete: false });
    // Live still serving the old page is not "created outside git": the history cannot tell.
    const origin = fileOrigin('old.html', {
      local: new Map(),
      live: new Map([['old.html', sha('sha256', 'old\n')]]),
      history: h.files,
    });
    expect(origin).toBe('unknown');
  });

  it('outside a git checkout there is no reader', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitesync-nogit-'));
    dirs.push(dir);
    expect(await openHistoryReader(dir)).toBeUndefined();
  });
});

describe('readCatalogHistory', () => {
  it('rebuilds a catalog folder after each commit and finds an entity in whichever file held it', async () => {
    const dir = await repoWith([
      { 'catalog/a.yml': 'products:\n  - { slug: tent, name: Tent, price: 45 }\n', 'catalog/notes.txt': 'x' },
      {
        'catalog/a.yml': 'products: []\n',
        'catalog/b.yml': 'products:\n  - { slug: tent, name: Tent, price: 47 }\n',
      },
      { 'catalog/b.yml': 'products:\n  - { slug: tent, name: Tent, price: 48 }\n' },
    ]);
    const cache = await loadHistoryCache(dir);
    const h = await readCatalogHistory({
      reader: (await openHistoryReader(dir))!,
      catalog: join(dir, 'catalog'),
      folder: true,
      keys: ['product:tent', 'product:lantern'],
      depth: 200,
      cache,
    });
    expect(h.window).toEqual({ status: 'complete', commits: 3, depth: 200 });
    const tent = h.entities.get('product:tent')!;
    expect(tent.versions.map((v) => v?.fields['price'])).toEqual(['48.00', '47.00', '45.00', undefined]);
    expect(tent.complete).toBe(true);
    expect(h.entities.get('product:lantern')).toEqual({
      versions: [undefined, undefined, undefined, undefined],
      complete: true,
    });
  });

  it('an entity older than the window is incomplete; one created inside it is complete', async () => {
    const dir = await repoWith([
      { 'catalog.yml': 'products:\n  - { slug: tent, name: Tent, price: 45 }\n' },
      {
        'catalog.yml': 'products:\n  - { slug: tent, name: Tent, price: 46 }\n  - { slug: mug, name: Mug }\n',
      },
      {
        'catalog.yml': 'products:\n  - { slug: tent, name: Tent, price: 47 }\n  - { slug: mug, name: Mug }\n',
      },
    ]);
    const h = await readCatalogHistory({
      reader: (await openHistoryReader(dir))!,
      catalog: join(dir, 'catalog.yml'),
      folder: false,
      keys: ['product:tent', 'product:mug'],
      depth: 2,
      cache: noCache(),
    });
    expect(h.window.status).toBe('truncated');
    expect(h.entities.get('product:tent')!.complete).toBe(false);
    expect(h.entities.get('product:mug')).toMatchObject({ complete: true });
    expect(h.entities.get('product:mug')!.versions.map((v) => v !== undefined)).toEqual([true, true, false]);
  });
});

describe('readCatalogHistory, newest first', () => {
  /** A catalog committed 12 times, the tent's price 10…21; the mug the same throughout. */
  async function priceHistory(): Promise<string> {
    return repoWith(
      Array.from({ length: 12 }, (_, i) => ({
        'catalog.yml': `products:\n  - { slug: tent, name: Tent, price: ${10 + i} }\n  - { slug: mug, name: Mug, price: 5 }\n`,
      })),
    );
  }
  /** The reader, counting the blobs it is asked for and the `git cat-file` runs. */
  async function countingReader(dir: string) {
    const reader = (await openHistoryReader(dir))!;
    const asked = { blobs: 0, runs: 0 };
    return {
      asked,
      reader: {
        ...reader,
        root: reader.root,
        readBlobs: (ids: readonly string[], onBlob: (id: string, bytes: Buffer) => void) => {
          asked.runs += ids.length > 0 ? 1 : 0;
          asked.blobs += ids.length;
          return reader.readBlobs(ids, onBlob);
        },
      },
    };
  }

  /** The price history read for `keys`, through the counting reader. */
  async function readPrices(
    keys: string[],
    options: { settled?: Parameters<typeof readCatalogHistory>[0]['settled']; depth?: number } = {},
  ) {
    const dir = await priceHistory();
    const { reader, asked } = await countingReader(dir);
    const h = await readCatalogHistory({
      reader,
      catalog: join(dir, 'catalog.yml'),
      folder: false,
      keys,
      depth: options.depth ?? 200,
      cache: noCache(),
      ...(options.settled && { settled: options.settled }),
    });
    return { h, asked };
  }

  it('stops reading older versions once every key is settled: 2 of 12 versions for a change the latest commit made', async () => {
    // Live holds the tent at 20 (HEAD~1's price); the mug is settled by any version.
    const { h, asked } = await readPrices(['product:tent', 'product:mug'], {
      settled: (key, versions) =>
        key === 'product:mug' ? versions.length > 0 : versions.some((v) => v?.fields['price'] === '20.00'),
    });
    expect(asked).toEqual({ blobs: 2, runs: 2 });
    expect(h.window).toEqual({ status: 'complete', commits: 12, depth: 200 });
    expect(h.entities.get('product:tent')).toMatchObject({ complete: false });
    // The versions read, then the oldest snapshot: before the first commit there was no catalog.
    expect(h.entities.get('product:tent')!.versions.map((v) => v?.fields['price'])).toEqual([
      '21.00',
      '20.00',
      undefined,
    ]);
    expect(h.entities.get('product:mug')!.versions.map((v) => v?.fields['price'])).toEqual([
      '5.00',
      undefined,
    ]);
  });

  it('a key settled by the empty oldest snapshot alone costs no read (a first publish’s creates)', async () => {
    const seen: boolean[] = [];
    const { h, asked } = await readPrices(['product:tent', 'product:mug'], {
      settled: (_key, _versions, known) => (seen.push(known.emptyOrigin), known.emptyOrigin),
    });
    expect(seen).toEqual([true, true]);
    expect(asked).toEqual({ blobs: 0, runs: 0 });
    expect(h.entities.get('product:tent')).toEqual({ versions: [undefined], complete: false });
  });

  it('a window cut by the depth has no known-empty oldest snapshot', async () => {
    const seen: boolean[] = [];
    const { h } = await readPrices(['product:tent'], {
      settled: (_key, versions, known) => (seen.push(known.emptyOrigin), versions.length > 0),
      depth: 5,
    });
    expect(seen).toEqual([false, false]);
    expect(h.window.status).toBe('truncated');
  });

  it('a key no version settles (a live edit) is searched in every version, in rounds of 1, 1, 2, 4… versions', async () => {
    const { h, asked } = await readPrices(['product:tent'], { settled: () => false });
    // 13 snapshots (the last, before the first commit, has no catalog): 1 + 1 + 2 + 4 + 5.
    expect(asked).toEqual({ blobs: 12, runs: 5 });
    const tent = h.entities.get('product:tent')!;
    expect(tent.complete).toBe(true);
    expect(tent.versions.map((v) => v?.fields['price'])).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `${21 - i}.00`),
      undefined,
    ]);
  });

  it('without `settled`, every version is read at once (one git cat-file)', async () => {
    const { h, asked } = await readPrices(['product:tent']);
    expect(asked).toEqual({ blobs: 12, runs: 1 });
    expect(h.entities.get('product:tent')!.versions).toHaveLength(13);
  });
});

function noCache() {
  const sums = new Map<string, string>();
  const entities = new Map<string, unknown>();
  return {
    checksum: (b: string, a: string) => sums.get(`${b}:${a}`),
    setChecksum: (b: string, a: string, s: string) => void sums.set(`${b}:${a}`, s),
    entity: (b: string, k: string) => entities.get(`${b}:${k}`) as never,
    setEntity: (b: string, k: string, v: unknown) => void entities.set(`${b}:${k}`, v),
    save: async () => {},
  };
}

describe('HistoryReader.readBlobs', () => {
  it('hands over each blob whole, in a buffer of its own that may be given back once read', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024 + 17) + '\n';
    const dir = await repoWith([{ 'big.txt': big, 'small.txt': 'small\n', 'empty.txt': '' }]);
    const reader = (await openHistoryReader(dir))!;
    const blobs = await reader.headBlobs(['big.txt', 'small.txt', 'empty.txt']);
    const ids = [...blobs.values()];
    const got = new Map<string, string>();
    // A tree's id among them is read past, never handed over.
    const tree = git(dir, 'rev-parse', 'HEAD^{tree}').trim();
    await reader.readBlobs([tree, ...ids], (id, bytes) => {
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
      got.set(id, bytes.toString('utf8'));
      releaseBytes(bytes);
    });
    expect(got.get(blobs.get('big.txt')!)).toBe(big);
    expect(got.get(blobs.get('small.txt')!)).toBe('small\n');
    expect(got.get(blobs.get('empty.txt')!)).toBe('');
    expect([...got.keys()].sort()).toEqual([...ids].sort());
  });
});
