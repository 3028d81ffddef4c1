/**
 * `.sitesync/` as a pull request can leave it: the folder a symlink, a state file or its `.tmp` a
 * symlink, a device or a FIFO in a state file's place, a file of absurd size. Nothing is read
 * through them and nothing is written outside the folder.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertStateFolder,
  scratchFolder,
  stateFile,
  stateFolderUsable,
} from '../../../src/state/state-file.js';
import { MAX_STATE_FILE_BYTES, stateClockMs, writeStateFile } from '../../../src/state/state-io.js';

const posixOnly = process.platform === 'win32' ? it.skip : it;

async function repo() {
  const root = await mkdtemp(join(tmpdir(), 'sitesync-state-io-'));
  const outside = join(root, 'outside');
  await mkdir(outside);
  const dir = join(root, 'repo');
  await mkdir(dir);
  return { dir, state: join(dir, '.sitesync'), outside };
}

const store = (dir: string, bestEffort = true) =>
  stateFile<{ v: number }>(dir, 'cache.json', {
    bestEffort,
    decode: (raw) => (typeof raw === 'object' && raw !== null ? (raw as { v: number }) : undefined),
  });

describe('state files', () => {
  it('round-trip in a real folder, made on the first save, written whole (parts in order)', async () => {
    const { dir, state } = await repo();
    const file = store(dir);
    expect(await file.load()).toBeUndefined();
    await file.save({ v: 1 });
    expect(await file.load()).toEqual({ v: 1 });
    await file.saveText('{"v":', '2', '}');
    expect(await file.loadText()).toBe('{"v":2}');
    expect(await file.head(3)).toBe('{"v');
    expect(await file.savedAtMs()).toBeGreaterThan(0);
    expect((await readdir(state)).sort()).toEqual(['cache.json']); // no .tmp left
  });

  posixOnly(
    'a .sitesync that is a symlink is neither read nor written; apply and init refuse it',
    async () => {
      const { dir, state, outside } = await repo();
      await writeFile(join(outside, 'cache.json'), '{"v":7}');
      await symlink(outside, state);
      const file = store(dir);
      expect(await file.load()).toBeUndefined();
      expect(await file.head(4)).toBeUndefined();
      expect(await file.savedAtMs()).toBeUndefined();
      await file.save({ v: 1 }); // a cache: skipped without a word
      expect(await readdir(outside)).toEqual(['cache.json']);
      expect(await readFile(join(outside, 'cache.json'), 'utf8')).toBe('{"v":7}');
      // A record the user relies on: a clear error, nothing written.
      await expect(store(dir, false).save({ v: 1 })).rejects.toMatchObject({
        code: 'STATE_FOLDER_REFUSED',
        message: `${state} is not a folder (a symlink or a file); sitesync keeps its local state only in a real folder`,
      });
      expect(() => assertStateFolder(dir)).toThrow(/is not a folder/);
      expect(stateFolderUsable(dir)).toBe(false);
      await expect(scratchFolder(dir, 'import-')).rejects.toMatchObject({ code: 'STATE_FOLDER_REFUSED' });
      expect(await readdir(outside)).toEqual(['cache.json']);
    },
  );

  posixOnly('a symlink at a state file or at its .tmp is replaced, never followed', async () => {
    const { dir, state, outside } = await repo();
    await mkdir(state);
    const victim = join(outside, 'victim');
    await writeFile(victim, 'victim\n');
    await symlink(victim, join(state, 'cache.json.tmp'));
    await symlink(victim, join(state, 'cache.json'));
    const file = store(dir);
    expect(await file.loadText()).toBeUndefined(); // not read through the link
    await file.save({ v: 1 });
    expect(await readFile(victim, 'utf8')).toBe('victim\n');
    expect(await file.load()).toEqual({ v: 1 }); // a file of its own now
    expect((await readdir(state)).sort()).toEqual(['cache.json']);
  });

  posixOnly('a device, a FIFO or an absurdly large file in a state file’s place is not read', async () => {
    const { dir, state } = await repo();
    await mkdir(state);
    const file = store(dir);
    await symlink('/dev/zero', join(state, 'cache.json'));
    expect(await file.load()).toBeUndefined();
    expect(await file.head(16)).toBeUndefined();
    await file.save({ v: 1 });
    expect(await file.load()).toEqual({ v: 1 });

    // A FIFO nobody writes to: opening it for reading would wait for ever without O_NONBLOCK.
    const fifo = store(dir);
    const fifoPath = join(state, 'cache.json');
    execFileSync('rm', ['-f', fifoPath]);
    execFileSync('mkfifo', [fifoPath]);
    expect(await fifo.load()).toBeUndefined();
    expect(await fifo.head(16)).toBeUndefined();

    // Sparse: the size says more than the cap, the disk holds nothing.
    execFileSync('rm', ['-f', fifoPath]);
    await writeFile(fifoPath, '{"v":3}');
    await truncate(fifoPath, MAX_STATE_FILE_BYTES + 1);
    expect(await store(dir).load()).toBeUndefined();
  });

  posixOnly(
    'a folder in the state file’s place fails the save of a record, and leaves no temporary file',
    async () => {
      const { dir, state } = await repo();
      await mkdir(join(state, 'cache.json'), { recursive: true });
      await store(dir).save({ v: 2 }); // a cache: skipped
      await expect(store(dir, false).save({ v: 2 })).rejects.toThrow();
      expect(await readdir(state)).toEqual(['cache.json']);
    },
  );
});

/** `first`, then — before the save that writes it renames its file — `meanwhile()`. */
function partsThen(first: string, meanwhile: () => void): string[] {
  return Object.assign([first], {
    *[Symbol.iterator]() {
      yield first;
      meanwhile();
    },
  });
}

describe('a state file written as it is made', () => {
  it('takes parts from a generator, then writes the head it is given over the stand-in', async () => {
    const { dir, state } = await repo();
    const made: string[] = [];
    const parts = function* () {
      yield '{"sum":"00",';
      for (const piece of ['"a":[1,', '2],', '"b":"\u00e9"}']) {
        made.push(piece);
        yield piece;
      }
    };
    // The head is asked for only once every part was written.
    await store(dir).saveParts(parts(), () => `{"sum":"${String(made.length).padStart(2, '0')}",`);
    expect(await readFile(join(state, 'cache.json'), 'utf8')).toBe('{"sum":"03","a":[1,2],"b":"é"}');
  });

  it('a head not as long as its stand-in, or a part that throws, leaves the old file and no temporary one', async () => {
    const { dir, state } = await repo();
    const file = store(dir, false);
    await file.save({ v: 1 });
    await expect(file.saveParts(['{"v":"0",', '"w":2}'], () => '{"v":"10",')).rejects.toThrow(
      /head of 10 bytes cannot replace its stand-in of 9/,
    );
    const failing = function* () {
      yield '{"v":';
      throw new Error('the catalog could not be written');
    };
    await expect(file.saveParts(failing())).rejects.toThrow('the catalog could not be written');
    expect(await file.load()).toEqual({ v: 1 });
    expect(await readdir(state)).toEqual(['cache.json']);
  });
});

describe('state files saved by several processes at once', () => {
  it('a save between another’s write and its rename leaves both whole: the one renamed last stays', async () => {
    const { state } = await repo();
    await mkdir(state);
    const path = join(state, 'state.json');
    // The other process's save runs while this one has written its temporary file, not renamed it.
    // With one shared `state.json.tmp`, it removed this save's file and this rename failed (ENOENT).
    writeStateFile(
      state,
      path,
      partsThen('{"v":1}', () => writeStateFile(state, path, ['{"v":2}'])),
    );
    expect(await readFile(path, 'utf8')).toBe('{"v":1}');
    expect(await readdir(state)).toEqual(['state.json']);
  });

  it('a temporary file of a process that ended is removed by the next save; one of a running process stays', async () => {
    const { dir, state } = await repo();
    await mkdir(state);
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const left = `cache.json.${ended}-0123abcd.tmp`;
    const running = `cache.json.${process.pid}-89abcdef.tmp`;
    const other = `digests.json.${ended}-0123abcd.tmp`;
    for (const name of [left, running, other, 'cache.json.tmp']) await writeFile(join(state, name), '{"v');
    await store(dir).save({ v: 1 });
    expect((await readdir(state)).sort()).toEqual(['cache.json', running, other].sort());
    expect(await store(dir).load()).toEqual({ v: 1 });
  });
});

describe("the state folder's file system time", () => {
  it('is the mtime of a file made for it there (the state folder made if absent), which is gone after', async () => {
    const { dir, state } = await repo();
    const before = Date.now();
    const clock = stateClockMs(state);
    expect(clock).toBeGreaterThanOrEqual(before - 1_000);
    expect(clock).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(await readdir(state)).toEqual([]);
    expect(store(dir).clockMs()).toBeGreaterThanOrEqual(clock!);
    expect(await readdir(state)).toEqual([]);
  });

  posixOnly(
    'is not known in a state folder that is refused (a symlink) or where no file can be made',
    async () => {
      const { dir, state, outside } = await repo();
      await symlink(outside, state);
      expect(stateClockMs(state)).toBeUndefined();
      expect(store(dir).clockMs()).toBeUndefined();
      expect(await readdir(outside)).toEqual([]);
      // A file where the folder would be: nothing can be made in it.
      const other = await repo();
      await writeFile(other.state, 'not a folder');
      expect(stateClockMs(other.state)).toBeUndefined();
    },
  );
});
