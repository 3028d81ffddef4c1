/**
 * A state folder this user may not write in (a read-only `.sitesync`, a read-only mount): the run
 * lock says so, with what to do, instead of a raw EACCES on its temporary file. The tests run as
 * root here, where permissions do not refuse, so the open is made to fail as it does for others.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as FsModule from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

const refusal = vi.hoisted(() => ({ code: undefined as string | undefined }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof FsModule>();
  const openSync = ((path: string, ...rest: unknown[]) => {
    if (refusal.code && String(path).includes('run.lock')) {
      const err = new Error(`${refusal.code}: refused, open '${String(path)}'`) as NodeJS.ErrnoException;
      err.code = refusal.code;
      throw err;
    }
    return (fs.openSync as (...a: unknown[]) => number)(path, ...rest);
  }) as typeof fs.openSync;
  return { ...fs, default: { ...fs, openSync }, openSync };
});

const { acquireRunLock, StateFolderNotWritable } = await import('../../../src/state/run-lock.js');

describe('the run lock in a state folder that cannot be written', () => {
  it.each(['EACCES', 'EPERM', 'EROFS'])(
    '%s: STATE_FOLDER_NOT_WRITABLE, naming the folder and what to do',
    async (code) => {
      const dir = await mkdtemp(join(tmpdir(), 'sitesync-lock-ro-'));
      refusal.code = code;
      try {
        const err = await acquireRunLock(dir, 'apply').catch((e: unknown) => e);
        expect(err).toBeInstanceOf(StateFolderNotWritable);
        const state = join(dir, '.sitesync');
        expect(err).toMatchObject({
          code: 'STATE_FOLDER_NOT_WRITABLE',
          message: `${state} cannot be written (${code}): the checkout's lock cannot be taken there, so nothing was sent`,
          hint: `make ${state} writable for this user, or remove it (it is git-ignored: sitesync makes it again)`,
        });
        // The folder it made for the lock went with the failure: the checkout is as it was.
        expect(await readdir(dir)).toEqual([]);
      } finally {
        refusal.code = undefined;
      }
    },
  );

  it('any other error of the open is not called a folder that cannot be written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitesync-lock-ro-'));
    refusal.code = 'EIO';
    try {
      await expect(acquireRunLock(dir, 'apply')).rejects.toMatchObject({ code: 'EIO' });
    } finally {
      refusal.code = undefined;
    }
    (await acquireRunLock(dir, 'apply')).release();
    expect(await readdir(dir)).toEqual([]);
  });
});
