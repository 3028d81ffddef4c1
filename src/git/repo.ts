import { simpleGit, type SimpleGit } from 'simple-git';
import { SitesyncError } from '../shared/errors.js';

/** What sitesync needs to know from git. One adapter; every git call goes through `run`. */
export interface GitRepo {
  /** HEAD commit SHA, or undefined outside a repository / before the first commit. */
  head(): Promise<string | undefined>;
  /** Paths (relative to the repo root, POSIX) with uncommitted changes under `dir` (repo-relative), untracked included. */
  dirtyPaths(dir?: string): Promise<string[]>;
  /**
   * Paths under `dir` (repo-relative) whose content git does not hold as committed: modified,
   * staged, untracked and ignored ones. An ignored or untracked folder is one entry ending in `/`.
   */
  uncommittedPaths(dir: string): Promise<string[]>;
  /** Paths changed between two commits, under `dir`. */
  changedPaths(from: string, to: string, dir?: string): Promise<string[]>;
  /** Is `commit` an ancestor of HEAD (reachable)? */
  hasCommit(commit: string): Promise<boolean>;
  /**
   * The text of `path` (repo-relative, POSIX) at `commit`; undefined when that commit has no such
   * file. Throws GIT_FAILED when the commit itself is not in the repository.
   */
  fileAt(commit: string, path: string): Promise<string | undefined>;
  /** Fetches one commit from `origin` (a shallow checkout lacks a base commit); false when it cannot. */
  fetchCommit(commit: string): Promise<boolean>;
  readonly root: string;
}

export async function openGitRepo(cwd: string): Promise<GitRepo | undefined> {
  const git: SimpleGit = simpleGit({ baseDir: cwd, binary: 'git', maxConcurrentProcesses: 2 });
  let root: string;
  try {
    root = (await git.revparse(['--show-toplevel'])).trim();
  } catch {
    return undefined;
  }
  const repo = simpleGit({ baseDir: root });
  const run = async (args: string[]): Promise<string> => {
    try {
      return await repo.raw(args);
    } catch (cause) {
      throw new SitesyncError('GIT_FAILED', `git ${args.join(' ')} failed: ${(cause as Error).message}`, {
        cause,
      });
    }
  };
  return {
    root,
    async head() {
      try {
        return (await repo.raw(['rev-parse', '--verify', '-q', 'HEAD'])).trim() || undefined;
      } catch {
        return undefined;
      }
    },
    async uncommittedPaths(dir) {
      const out = await run([
        'status',
        '--porcelain=v1',
        '-z',
        '--untracked-files=all',
        '--ignored=matching',
        '--',
        dir,
      ]);
      return statusPaths(out);
    },
    async dirtyPaths(dir) {
      const out = await run(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', dir ?? '.']);
      return statusPaths(out);
    },
    async changedPaths(from, to, dir) {
      const out = await run(['diff', '--name-only', '-z', '--no-renames', from, to, '--', dir ?? '.']);
      return out.split('\0').filter(Boolean);
    },
    async hasCommit(commit) {
      try {
        await repo.raw(['cat-file', '-e', `${commit}^{commit}`]);
        return true;
      } catch {
        return false;
      }
    },
    async fileAt(commit, path) {
      await run(['cat-file', '-e', `${commit}^{commit}`]);
      try {
        await repo.raw(['cat-file', '-e', `${commit}:${path}`]);
      } catch {
        return undefined;
      }
      return run(['show', `${commit}:${path}`]);
    },
    async fetchCommit(commit) {
      try {
        await repo.raw(['fetch', '--no-tags', '--depth=1', 'origin', commit]);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The paths of `git status --porcelain=v1 -z` output. */
function statusPaths(out: string): string[] {
  const paths: string[] = [];
  const parts = out.split('\0');
  for (let i = 0; i < parts.length; i++) {
    const entry = parts[i]!;
    if (entry.length < 4) continue;
    const status = entry.slice(0, 2);
    paths.push(entry.slice(3));
    if (status.startsWith('R') || status.startsWith('C')) i++; // the source path of a rename follows
  }
  return paths;
}
