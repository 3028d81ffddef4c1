/**
 * The checkout's run lock (src/state/run-lock.ts): one writing command at a time, a second refused
 * naming the first, a lock whose process ended taken over, none ever taken by two.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  acquireRunLock,
  decodeHolder,
  holderState,
  runLockHolder,
  RunLocked,
  UNREADABLE_LOCK_GRACE_MS,
  type ProcessProbe,
  type RunLockHolder,
} from '../../../src/state/run-lock.js';
import { PROJECT_ROOT } from '../../helpers/cli-process.js';

const repo = () => mkdtemp(join(tmpdir(), 'sitesync-run-lock-'));
const lockPath = (dir: string) => join(dir, '.sitesync', 'run.lock');

const holder = (over: Partial<RunLockHolder> = {}): RunLockHolder => ({
  pid: 4242,
  host: 'here',
  command: 'apply',
  startedAt: '2026-11-24T10:00:00.000Z',
  token: 'aaaa',
  ...over,
});

const probe = (running: Record<number, string | undefined>, host = 'here'): ProcessProbe => ({
  host,
  running: (pid) => pid in running,
  startOf: (pid) => running[pid],
});

/** A lock file as another process would have written it. */
async function plant(dir: string, h: RunLockHolder): Promise<void> {
  await mkdir(join(dir, '.sitesync'), { recursive: true });
  await writeFile(lockPath(dir), `${JSON.stringify({ version: 1, ...h })}\n`);
}

const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('whether the holder of a run lock still runs', () => {
  it.each([
    ['its process runs', holder(), probe({ 4242: undefined }), 'running'],
    [
      'its process runs, started when the lock says',
      holder({ processStart: '77' }),
      probe({ 4242: '77' }),
      'running',
    ],
    ['no process has its pid', holder(), probe({}), 'ended'],
    [
      'its pid is another process’s now (another start time)',
      holder({ processStart: '77' }),
      probe({ 4242: '91' }),
      'ended',
    ],
    [
      'no start time to compare (not Linux)',
      holder({ processStart: '77' }),
      probe({ 4242: undefined }),
      'running',
    ],
    ['another host: nobody here can tell', holder({ host: 'there' }), probe({}), 'elsewhere'],
  ] as const)('%s', (_name, h, p, state) => {
    expect(holderState(h, p)).toBe(state);
  });

  it('a record taken in another state folder (it came with a copy of the checkout) holds that one, not this', () => {
    const running = probe({ 4242: undefined });
    expect(holderState(holder({ folder: '1:2' }), running, '1:3')).toBe('copied');
    // Another host numbers the devices of a folder shared over the network its own way.
    expect(holderState(holder({ folder: '1:2', host: 'there' }), running, '1:3')).toBe('elsewhere');
    expect(holderState(holder({ folder: '1:2' }), running, '1:2')).toBe('running');
    // A record of an older sitesync, or a file system without inodes: no folder to compare.
    expect(holderState(holder(), running, '1:3')).toBe('running');
    expect(holderState(holder({ folder: '1:2' }), running, undefined)).toBe('running');
  });

  it('a record that is not one of ours is no holder', () => {
    for (const text of [undefined, '', '{', '{"version":2,"pid":1}', '{"version":1,"pid":-1,"host":"h"}'])
      expect(decodeHolder(text)).toBeUndefined();
    expect(decodeHolder(`${JSON.stringify({ version: 1, ...holder() })}\n`)).toEqual(holder());
  });
});

describe('the run lock of a checkout', () => {
  it('is taken, refused to a second command naming the first, released, then taken again', async () => {
    const dir = await repo();
    const first = await acquireRunLock(dir, 'apply');
    expect(first.holder).toMatchObject({ pid: process.pid, command: 'apply' });
    expect(runLockHolder(dir)).toEqual({ holder: first.holder, state: 'running' });

    const refused = await acquireRunLock(dir, 'publish').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RunLocked);
    expect(refused).toMatchObject({
      code: 'RUN_LOCKED',
      exitCode: 5,
      message: `another sitesync apply is running in this checkout (pid ${process.pid}, since ${first.holder.startedAt}): this publish wrote nothing`,
      hint: `run it again when that one has ended (or stop it: pid ${process.pid})`,
    });

    first.release();
    first.release(); // idempotent
    expect(runLockHolder(dir)).toBeUndefined();
    expect(await readdir(dir)).toEqual([]); // the state folder it made for the lock went too
    const second = await acquireRunLock(dir, 'publish');
    expect(second.tookOver).toBeUndefined();
    second.release();
  });

  it('a state folder made for the lock goes with it unless something was saved in it', async () => {
    const dir = await repo();
    const first = await acquireRunLock(dir, 'import');
    first.release();
    // A command that failed before it saved anything leaves the checkout as it found it.
    expect(await readdir(dir)).toEqual([]);
    const second = await acquireRunLock(dir, 'apply');
    await writeFile(join(dir, '.sitesync', 'state.json'), '{}\n');
    second.release();
    expect(await readdir(join(dir, '.sitesync'))).toEqual(['state.json']);
    // A folder that was there before the lock stays, empty or not.
    await mkdir(join(dir, 'other', '.sitesync'), { recursive: true });
    (await acquireRunLock(join(dir, 'other'), 'apply')).release();
    expect(await readdir(join(dir, 'other'))).toEqual(['.sitesync']);
  });

  it('a lock whose process ended (SIGKILL: nothing released it) is taken over, and says whose it was', async () => {
    const dir = await repo();
    const gone = holder({ pid: endedPid(), host: (await import('node:os')).hostname() });
    await plant(dir, gone);
    expect(runLockHolder(dir)).toBeUndefined(); // plan says nothing of it
    const lock = await acquireRunLock(dir, 'apply');
    expect(lock.tookOver).toEqual(gone);
    expect(decodeHolder(await readFile(lockPath(dir), 'utf8'))).toEqual(lock.holder);
    lock.release();
  });

  it('a lock copied with the folder from a checkout where it is held (cp -r) is taken over in the copy, and said so', async () => {
    const original = await repo();
    const held = await acquireRunLock(original, 'apply');
    expect(held.holder.folder).toMatch(/^\d+:\d+$/);
    const copy = await repo();
    await plant(copy, held.holder);
    expect(runLockHolder(copy)).toBeUndefined();
    const lock = await acquireRunLock(copy, 'apply');
    expect(lock.tookOver).toEqual(held.holder);
    expect(lock.tookOverCopied).toBe(true);
    // The original is still held.
    expect(runLockHolder(original)).toEqual({ holder: held.holder, state: 'running' });
    await expect(acquireRunLock(original, 'apply')).rejects.toBeInstanceOf(RunLocked);
    lock.release();
    held.release();
  });

  it('another lock file of the folder (dev holds one per site) is a lock of its own', async () => {
    const dir = await repo();
    const run = await acquireRunLock(dir, 'apply');
    const dev = await acquireRunLock(dir, 'dev', { file: 'dev-site_a.lock' });
    const refused = await acquireRunLock(dir, 'dev', { file: 'dev-site_a.lock' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'RUN_LOCKED',
      lockPath: join(dir, '.sitesync', 'dev-site_a.lock'),
    });
    expect(runLockHolder(dir, undefined, 'dev-site_a.lock')?.holder).toEqual(dev.holder);
    (await acquireRunLock(dir, 'dev', { file: 'dev-site_b.lock' })).release();
    dev.release();
    run.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('a pid reused by another process since (another start time) does not hold it', async () => {
    const dir = await repo();
    await plant(dir, holder({ pid: process.pid, processStart: 'before' }));
    const lock = await acquireRunLock(dir, 'apply', { probe: probe({ [process.pid]: 'now' }) });
    expect(lock.tookOver?.processStart).toBe('before');
    lock.release();
  });

  it('a holder on another host holds it until removed; the hint says which file', async () => {
    const dir = await repo();
    await plant(dir, holder({ host: 'build-box' }));
    await expect(acquireRunLock(dir, 'apply', { probe: probe({}) })).rejects.toMatchObject({
      message: `sitesync apply on build-box (pid 4242, since 2026-11-24T10:00:00.000Z) holds this checkout's lock (.sitesync/run.lock): this apply wrote nothing`,
      hint: `run it again when that one has ended; if no sitesync runs on build-box any more, remove ${lockPath(dir)}`,
    });
    expect(runLockHolder(dir, probe({}))?.state).toBe('elsewhere');
  });

  it('a lock file that is not one of ours holds while it is young, and is taken over when old', async () => {
    const dir = await repo();
    await mkdir(join(dir, '.sitesync'));
    await writeFile(lockPath(dir), '');
    await expect(acquireRunLock(dir, 'apply')).rejects.toMatchObject({
      message: `another sitesync command holds this checkout's lock (.sitesync/run.lock): this apply wrote nothing`,
    });
    const old = (Date.now() - UNREADABLE_LOCK_GRACE_MS - 5_000) / 1000;
    await utimes(lockPath(dir), old, old);
    const lock = await acquireRunLock(dir, 'apply');
    expect(lock.tookOver).toBeUndefined();
    // Said all the same (the command warns): a lock file was there, and it was broken.
    expect(lock.tookOverUnreadable).toBe(true);
    lock.release();
    const next = await acquireRunLock(dir, 'apply');
    expect(next.tookOverUnreadable).toBeUndefined();
    next.release();
  });

  it('two commands that find the same stale lock at once: one takes it, the other is refused', async () => {
    const dir = await repo();
    await plant(dir, holder({ pid: endedPid(), host: (await import('node:os')).hostname() }));
    const results = await Promise.allSettled([acquireRunLock(dir, 'apply'), acquireRunLock(dir, 'apply')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const taken = results.find((r) => r.status === 'fulfilled')!.value;
    expect(decodeHolder(await readFile(lockPath(dir), 'utf8'))).toEqual(taken.holder);
    taken.release();
  });

  it('a lock taken over by another is not removed by the release of the run that lost it', async () => {
    const dir = await repo();
    const mine = await acquireRunLock(dir, 'apply');
    // As if another command had judged it stale and taken it meanwhile.
    const theirs = holder({ pid: process.pid, token: 'theirs' });
    await writeFile(lockPath(dir), `${JSON.stringify({ version: 1, ...theirs })}\n`);
    mine.release();
    expect(decodeHolder(await readFile(lockPath(dir), 'utf8'))).toEqual(theirs);
  });

  it('a process that exits without releasing it (a second Ctrl-C: process.exit) leaves no lock', async () => {
    const dir = await repo();
    const script = `
      const { acquireRunLock } = await import(${JSON.stringify(pathToFileURL(join(PROJECT_ROOT, 'src', 'state', 'run-lock.ts')).href)});
      await acquireRunLock(${JSON.stringify(dir)}, 'apply');
      process.exit(130);`;
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        pathToFileURL(join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
        '--input-type=module',
        '-e',
        script,
      ],
      { encoding: 'utf8' },
    );
    expect(child.status, child.stderr).toBe(130);
    expect(await readdir(dir)).toEqual([]);
  });
});
