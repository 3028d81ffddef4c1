/**
 * Where a repository's paths really lead. The config file, the site source roots and the catalog
 * are read only when their real path (every symlink resolved) lies inside the repository and not in
 * its `.git` folder: a committed `catalog.yml -> .git/config` or `site -> /outside` is refused
 * before a byte of its target is read (docs/security.md).
 */
import { lstat, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isWithin } from './containment.js';
import { isInsideGit } from './reserved-names.js';

/**
 * The repository `dir` belongs to: the nearest folder at or above it holding a `.git` entry (a
 * folder, or the file of a worktree or submodule), else `dir` itself. Returned as a real path.
 */
export async function repositoryRoot(dir: string): Promise<string> {
  let current = path.resolve(dir);
  for (;;) {
    if (
      await lstat(path.join(current, '.git')).then(
        () => true,
        () => false,
      )
    )
      return realpath(current);
    const parent = path.dirname(current);
    if (parent === current) return realpath(path.resolve(dir));
    current = parent;
  }
}

/** A path relative to the repository root, POSIX, for messages (absolute when outside). */
export function repoRelative(root: string, target: string): string {
  if (!isWithin(root, target)) return target;
  return path.relative(root, target).split(path.sep).join('/') || '.';
}

export type RepositoryPathProblem =
  | { readonly code: 'outside_repository'; readonly message: string }
  | { readonly code: 'inside_git_folder'; readonly message: string };

/**
 * Checks an absolute path against the repository (real path `root`): undefined when it may be read,
 * or does not exist inside the repository (the caller says "not found" as it always did); else the
 * problem. A dangling symlink is followed as far as its text leads, so `catalog.yml ->
 * ../outside/x` is outside even before `x` exists. The message names where the path leads, never
 * anything read from there.
 */
export async function repositoryPathProblem(
  root: string,
  target: string,
  shown: string,
  /** What the message says came of it (a read refused by default). */
  consequence = 'it was not read',
): Promise<RepositoryPathProblem | undefined> {
  const lexical = path.resolve(target);
  const real = await resolveAsFarAsPossible(lexical);
  return outsideOrGit(root, real, shown, real !== lexical, consequence);
}

function outsideOrGit(
  root: string,
  real: string,
  shown: string,
  viaSymlink: boolean,
  consequence: string,
): RepositoryPathProblem | undefined {
  const leads = viaSymlink ? `${shown} resolves to ${repoRelative(root, real)}, which is` : `${shown} is`;
  if (!isWithin(root, real))
    return {
      code: 'outside_repository',
      message: `${leads} outside the repository (${root}); ${consequence}`,
    };
  if (isInsideGit(repoRelative(root, real)))
    return {
      code: 'inside_git_folder',
      message: `${leads} inside the repository's .git folder; ${consequence}`,
    };
  return undefined;
}

/** Symlinks followed at most (as the kernel's ELOOP limit). */
const MAX_HOPS = 40;

/**
 * The real path of `target`; when it does not exist, the real path of its deepest existing
 * ancestor joined with the rest, following a dangling symlink's text (up to MAX_HOPS links).
 */
export async function resolveAsFarAsPossible(target: string, hops = 0): Promise<string> {
  try {
    return await realpath(target);
  } catch {
    // fall through: something on the way is missing
  }
  let existing = target;
  const rest: string[] = [];
  for (;;) {
    const info = await lstat(existing).catch(() => undefined);
    if (info) {
      if (info.isSymbolicLink() && hops < MAX_HOPS) {
        const text = await readlink(existing);
        const dir = await realpath(path.dirname(existing)).catch(() => path.dirname(existing));
        return resolveAsFarAsPossible(path.resolve(dir, text, ...rest), hops + 1);
      }
      const base = await realpath(existing).catch(() => existing);
      return path.join(base, ...rest);
    }
    const parent = path.dirname(existing);
    if (parent === existing) return target;
    rest.unshift(path.basename(existing));
    existing = parent;
  }
}
