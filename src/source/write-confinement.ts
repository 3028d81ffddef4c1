/**
 * Where sitesync may write in a repository (`import` of the site and of the catalog). A target
 * folder is resolved through real paths and must lie inside the repository, outside its `.git`;
 * below it, no component of a written path may be a symlink (an ignored or untracked one included,
 * a dangling one included), a file where a folder must be, or a folder where the file goes.
 * Checked with lstat, never followed (docs/security.md).
 */
import type { Stats } from 'node:fs';
import { lstat, mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { ExitCode, SitesyncError } from '../shared/errors.js';
import { isWithin } from './containment.js';
import { printablePath } from './path-safety.js';
import { isInsideGit } from './reserved-names.js';
import { repoRelative, repositoryPathProblem } from './repository-paths.js';

export interface WriteBase {
  /** Real path of the folder the writes go below. */
  readonly real: string;
  /** That folder relative to the repository root, POSIX (`''` for the root itself). */
  readonly prefix: string;
}

/**
 * The real folder below which writes go: created when missing, then resolved and checked to lie
 * inside the repository (real path `repoRoot`), not in `.git`.
 */
export async function writeBase(repoRoot: string, folder: string, shown: string): Promise<WriteBase> {
  const refuse = (what: string) =>
    new SitesyncError('WRITE_OUTSIDE_REPOSITORY', `${what}; nothing was written`, {
      exitCode: ExitCode.validation,
      hint: 'point sitesync.yml at a folder inside the repository',
    });
  // Before anything is created: a missing folder must not be made through a link that leaves.
  const before = await repositoryPathProblem(repoRoot, folder, shown);
  if (before) throw refuse(before.message.replace(/; it was not read$/, ''));
  await mkdir(folder, { recursive: true });
  const real = await realpath(folder);
  if (!isWithin(repoRoot, real))
    throw refuse(`${shown} resolves to ${real}, outside the repository (${repoRoot})`);
  const prefix = repoRelative(repoRoot, real);
  if (isInsideGit(prefix))
    throw refuse(`${shown} resolves to ${prefix}, inside the repository's .git folder`);
  return { real, prefix: prefix === '.' ? '' : prefix };
}

/** What is on disk where a file is to be written. */
export type WriteSpot =
  | { readonly kind: 'new' }
  | { readonly kind: 'file'; readonly size: number }
  | { readonly kind: 'refused'; readonly code: string; readonly reason: string };

/** Inspects the ways to files below `base` with one lstat per component, shared between files. */
export function createWriteInspector(base: WriteBase): { inspect(relPath: string): Promise<WriteSpot> } {
  const seen = new Map<string, Promise<Stats | undefined>>();
  const info = (rel: string) => {
    let pending = seen.get(rel);
    if (!pending) {
      pending = lstat(path.join(base.real, ...rel.split('/'))).catch((err: NodeJS.ErrnoException) =>
        err.code === 'ENOENT' ? undefined : Promise.reject(err),
      );
      seen.set(rel, pending);
    }
    return pending;
  };
  return {
    async inspect(relPath) {
      const segments = relPath.split('/');
      for (let i = 1; i < segments.length; i++) {
        const folder = segments.slice(0, i).join('/');
        const stats = await info(folder);
        if (!stats) return { kind: 'new' }; // nothing below a missing folder exists either
        if (stats.isSymbolicLink())
          return refusedSpot(
            'symlink_on_the_way',
            `${printablePath(folder)} is a symlink here; import never writes through one`,
          );
        if (!stats.isDirectory())
          return refusedSpot(
            'file_in_the_way',
            `${printablePath(folder)} is a file here, a folder in the archive`,
          );
      }
      const stats = await info(relPath);
      if (!stats) return { kind: 'new' };
      if (stats.isSymbolicLink())
        return refusedSpot(
          'symlink_in_the_way',
          `${printablePath(relPath)} is a symlink here; import never writes through one`,
        );
      if (stats.isDirectory())
        return refusedSpot(
          'folder_in_the_way',
          `${printablePath(relPath)} is a folder here, a file in the archive`,
        );
      if (!stats.isFile())
        return refusedSpot('special_file_in_the_way', `${printablePath(relPath)} is not a regular file here`);
      return { kind: 'file', size: stats.size };
    },
  };
}

function refusedSpot(code: string, reason: string): WriteSpot {
  return { kind: 'refused', code, reason };
}
