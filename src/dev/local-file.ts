/**
 * One path of the working tree as `sitesync dev` stages it: read and hashed exactly as the tree
 * reader does (src/source/: ignore rules, path safety, symlinks followed only to files inside the
 * tree, CRLF normalised, the platform's size limit), for the few paths a burst of saves touched.
 */
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { digestFile } from '../source/file-digest.js';
import type { IgnoreRules } from '../source/ignore-rules.js';
import { printablePath, sourcePathProblem, type PathProblem } from '../source/path-safety.js';
import { DEFAULT_MAX_FILE_BYTES } from '../source/read-tree.js';
import type { SourceFile } from '../source/types.js';
import { resolveSymlink } from '../source/walk.js';

export interface WatchedTree {
  /** Absolute path of the tree root. */
  readonly root: string;
  /** The root after realpath (symlink targets are compared with it). */
  readonly realRoot: string;
  readonly ignore: IgnoreRules;
}

export type LocalPathState =
  | { readonly kind: 'absent' }
  | { readonly kind: 'file'; readonly file: SourceFile }
  | { readonly kind: 'problem'; readonly problem: PathProblem };

const ABSENT: LocalPathState = { kind: 'absent' };

const missing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/** What a stat said of a path when it was read (undefined: absent). */
export type PathStamp = string | undefined;

/**
 * The stamp of a path now: size, mtime, ctime and inode (undefined when absent). A stamp that
 * differs from the one taken when the path was read means it changed since.
 */
export async function stampOf(tree: WatchedTree, rel: string): Promise<PathStamp> {
  try {
    const s = await lstat(path.join(tree.root, ...rel.split('/')));
    return `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}`;
  } catch (err) {
    if (missing(err)) return undefined;
    throw err;
  }
}

/** True when the path or one of its folders is ignored (`.sitesyncignore`, `.git`). */
export function isIgnored(ignore: IgnoreRules, rel: string): boolean {
  const segments = rel.split('/');
  for (let n = 1; n < segments.length; n++) {
    if (ignore.ignores(segments.slice(0, n).join('/'), true)) return true;
  }
  return ignore.ignores(rel, false);
}

/** Whether something is at `abs` (a missing file or folder on the way: no). */
function isThere(abs: string): Promise<boolean> {
  return lstat(abs).then(
    () => true,
    (err: unknown) => (missing(err) ? false : Promise.reject(err)),
  );
}

export async function readLocalPath(tree: WatchedTree, rel: string): Promise<LocalPathState> {
  if (isIgnored(tree.ignore, rel)) return ABSENT;
  const problem = sourcePathProblem(rel);
  const abs = path.join(tree.root, ...rel.split('/'));
  if (problem) {
    // A name the platform cannot hold is in the way only while the file is there: deleted or
    // renamed away it is gone, not a problem (it kept every later save from being staged).
    const escapes = path.isAbsolute(rel) || rel.split('/').some((s) => s === '..');
    return escapes || (await isThere(abs)) ? { kind: 'problem', problem } : ABSENT;
  }
  let absPath = abs;
  try {
    const info = await lstat(abs);
    if (info.isDirectory()) return ABSENT;
    if (info.isSymbolicLink()) {
      const outcome = await resolveSymlink(tree.realRoot, rel, abs);
      if (outcome.kind === 'problem') return outcome;
      absPath = outcome.absPath;
    } else if (!info.isFile()) {
      return {
        kind: 'problem',
        problem: {
          path: rel,
          code: 'not_a_regular_file',
          message: `path ${printablePath(rel)} is not a regular file, directory or symlink`,
        },
      };
    }
    const digest = await digestFile(absPath, {
      normalizeLineEndings: true,
      maxBytes: DEFAULT_MAX_FILE_BYTES,
    });
    if (digest.tooLarge) {
      return {
        kind: 'problem',
        problem: {
          path: rel,
          code: 'file_too_large',
          message: `file ${printablePath(rel)} is over the platform's limit of ${DEFAULT_MAX_FILE_BYTES} bytes (10 MiB)`,
        },
      };
    }
    const { tooLarge: _, ...rest } = digest;
    return { kind: 'file', file: { path: rel, absPath, ...rest } };
  } catch (err) {
    if (missing(err)) return ABSENT;
    throw err;
  }
}
