/**
 * Writes files below a checked base folder all or nothing. Every file is first written into a
 * scratch folder (`.sitesync/import-…`); only when all of them are there are they moved into place,
 * one rename each, the file they replace moved aside first. If a move fails, the moves already
 * made are undone in reverse order (replaced files put back, new ones and the folders made for
 * them removed), so the old tree is left as it was. The scratch folder goes in every case.
 */
import { copyFile, lstat, mkdir, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SitesyncError } from '../../shared/errors.js';
import type { WriteBase } from '../../source/write-confinement.js';

export interface FileWrite {
  /** POSIX, relative to the base; already checked (write-confinement.ts). */
  readonly relPath: string;
  readonly bytes: Buffer;
  /** A file is there now and is replaced. */
  readonly replaces: boolean;
}

/** The file operations used, replaceable in tests to make one fail. */
export interface WriteOps {
  readonly rename: (from: string, to: string) => Promise<void>;
}

const defaultOps: WriteOps = { rename: moveFile };

/** A rename, or a copy and a rename beside the target when the scratch folder is on another file system. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    const beside = path.join(path.dirname(to), `.${path.basename(to)}.sitesync-move`);
    await copyFile(from, beside);
    await rename(beside, to);
    await unlink(from);
  }
}

type Step =
  | { readonly kind: 'folder'; readonly abs: string }
  | { readonly kind: 'aside'; readonly abs: string; readonly saved: string }
  | { readonly kind: 'placed'; readonly abs: string };

export async function writeAllOrNothing(
  base: WriteBase,
  writes: readonly FileWrite[],
  scratch: string,
  ops: WriteOps = defaultOps,
): Promise<void> {
  try {
    const staged = path.join(scratch, 'new');
    const aside = path.join(scratch, 'old');
    await mkdir(staged);
    await mkdir(aside);
    for (const [i, w] of writes.entries()) await writeFile(path.join(staged, String(i)), w.bytes);
    const steps: Step[] = [];
    try {
      for (const [i, w] of writes.entries()) {
        const target = path.join(base.real, ...w.relPath.split('/'));
        await makeFolders(base.real, w.relPath, steps);
        if (w.replaces) {
          const saved = path.join(aside, String(i));
          await ops.rename(target, saved);
          steps.push({ kind: 'aside', abs: target, saved });
        }
        await ops.rename(path.join(staged, String(i)), target);
        steps.push({ kind: 'placed', abs: target });
      }
    } catch (err) {
      const undone = await undo(steps, ops);
      throw new SitesyncError(
        'IMPORT_WRITE_FAILED',
        `import failed while moving files into place: ${(err as Error).message}; ${undone}`,
        { cause: err },
      );
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Creates the missing folders of `relPath` one by one (none may have become a symlink meanwhile). */
async function makeFolders(root: string, relPath: string, steps: Step[]): Promise<void> {
  const segments = relPath.split('/').slice(0, -1);
  let current = root;
  for (const segment of segments) {
    current = path.join(current, segment);
    const info = await lstat(current).catch(() => undefined);
    if (info?.isDirectory() && !info.isSymbolicLink()) continue;
    if (info) throw new Error(`${current} is no longer a folder`);
    await mkdir(current);
    steps.push({ kind: 'folder', abs: current });
  }
}

/** Undoes the steps in reverse; says whether the old tree is back. */
async function undo(steps: readonly Step[], ops: WriteOps): Promise<string> {
  const failures: string[] = [];
  for (const step of [...steps].reverse()) {
    try {
      if (step.kind === 'placed') await unlink(step.abs);
      else if (step.kind === 'aside') await ops.rename(step.saved, step.abs);
      else await rmdir(step.abs);
    } catch (err) {
      failures.push(`${step.abs}: ${(err as Error).message}`);
    }
  }
  return failures.length === 0
    ? 'every file already moved was put back: the folder is as it was'
    : `some files could not be put back (${failures.join('; ')})`;
}
