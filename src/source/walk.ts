/**
 * Walks a source folder with `readdir({withFileTypes: true})`: dirent types, no stat per file.
 * Only symlinks cost more (realpath + one stat of the target). Directories are read level by
 * level with bounded concurrency. Ignored entries are never looked at further, so an ignored
 * symlink or an ignored oddly-named file is no problem.
 */
import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { isWithin } from './containment.js';
import type { IgnoreRules } from './ignore-rules.js';
import { printablePath, sourcePathProblem, type PathProblem } from './path-safety.js';

export interface WalkedFile {
  readonly path: string;
  /** Where the bytes are: the file itself, or the target of a symlink inside the tree. */
  readonly absPath: string;
}

export interface WalkResult {
  readonly files: WalkedFile[];
  readonly problems: PathProblem[];
}

export interface WalkOptions {
  readonly ignore: IgnoreRules;
  readonly concurrency: number;
}

export type SymlinkOutcome = { kind: 'file'; absPath: string } | { kind: 'problem'; problem: PathProblem };

function symlinkProblem(rel: string, code: string, what: string): SymlinkOutcome {
  return { kind: 'problem', problem: { path: rel, code, message: `symlink ${printablePath(rel)} ${what}` } };
}

/** A symlink is followed only to a regular file inside the tree (compared after realpath). */
export async function resolveSymlink(realRoot: string, rel: string, abs: string): Promise<SymlinkOutcome> {
  let target: string;
  try {
    target = await realpath(abs);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOOP') {
      return symlinkProblem(rel, 'symlink_loop', 'is part of a symlink loop');
    }
    return symlinkProblem(rel, 'symlink_dangling', 'points to a file that does not exist');
  }
  if (!isWithin(realRoot, target))
    return symlinkProblem(rel, 'symlink_outside_tree', 'points outside the source tree');
  const info = await stat(target);
  if (info.isFile()) return { kind: 'file', absPath: target };
  if (info.isDirectory()) {
    return symlinkProblem(
      rel,
      'symlink_to_directory',
      'points to a directory; only symlinks to files are followed',
    );
  }
  return symlinkProblem(rel, 'symlink_to_special_file', 'points to something that is not a regular file');
}

async function readDirectory(root: string, dir: string): Promise<Dirent[] | PathProblem> {
  try {
    return await readdir(path.join(root, dir), { withFileTypes: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    return {
      path: dir,
      code: 'unreadable_directory',
      message: `directory ${printablePath(dir)} cannot be read (${code})`,
    };
  }
}

/** Walks `root` (already resolved). Returns the files and every path problem met. */
export async function walkSourceFolder(root: string, options: WalkOptions): Promise<WalkResult> {
  const realRoot = await realpath(root);
  // `rel` is readdir's names joined by `/`: no `.`, `..` or empty segment to normalise. On POSIX a
  // file's path is the concatenation (path.join cost a normalisation per file: 20,000 on L).
  const prefix = root.endsWith(path.sep) ? root : root + path.sep;
  const under = path.sep === '/' ? (rel: string) => prefix + rel : (rel: string) => path.join(root, rel);
  const limit = pLimit(options.concurrency);
  const files: WalkedFile[] = [];
  const problems: PathProblem[] = [];
  let level: string[] = [''];
  while (level.length > 0) {
    const listings = await Promise.all(
      level.map((dir) =>
        limit(async () => {
          const entries = await readDirectory(root, dir);
          return { dir, entries };
        }),
      ),
    );
    const next: string[] = [];
    const pending: Promise<void>[] = [];
    for (const { dir, entries } of listings) {
      if (!Array.isArray(entries)) {
        problems.push(entries);
        continue;
      }
      for (const entry of entries) {
        const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
        const isDir = entry.isDirectory();
        if (options.ignore.ignores(rel, isDir)) continue;
        const problem = sourcePathProblem(rel);
        if (problem) {
          problems.push(problem);
        } else if (isDir) {
          next.push(rel);
        } else if (entry.isFile()) {
          files.push({ path: rel, absPath: under(rel) });
        } else if (entry.isSymbolicLink()) {
          pending.push(
            limit(async () => {
              const outcome = await resolveSymlink(realRoot, rel, path.join(root, rel));
              if (outcome.kind === 'file') files.push({ path: rel, absPath: outcome.absPath });
              else problems.push(outcome.problem);
            }),
          );
        } else {
          problems.push({
            path: rel,
            code: 'not_a_regular_file',
            message: `path ${printablePath(rel)} is not a regular file, directory or symlink`,
          });
        }
      }
    }
    await Promise.all(pending);
    level = next;
  }
  return { files, problems };
}
