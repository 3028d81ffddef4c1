import { realpath } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';
import { SitesyncError } from '../shared/errors.js';

/** What sitesync needs to know from git. One adapter; every git call goes through `run`. */
export interface GitRepo {
  /** HEAD commit SHA, or undefined outside a repository / before the first commit. */
  head(): Promise<string | undefined>;
  /**
   * Paths (relative to the repo root, POSIX) with uncommitted changes under `dir` (repo-relative;
   * several at once in one `git status` per few hundred of them), untracked included.
   */
  dirtyPaths(dir?: string | readonly string[]): Promise<string[]>;
  /**
   * One `git status` of `paths` (repo-relative): the commit it compared them with (undefined
   * before the first commit) and the paths under them with uncommitted changes, untracked
   * included. The commit is the one the status saw, not a HEAD read before or after it.
   */
  status(paths: readonly string[]): Promise<RepoStatus>;
  /**
   * Paths under `dir` (repo-relative) whose content git does not hold as committed: modified,
   * staged, untracked and ignored ones. An ignored or untracked folder is one entry ending in `/`.
   */
  uncommittedPaths(dir: string): Promise<string[]>;
  /** Which of `paths` (repo-relative) git tracks (`git ls-files`; a file of a nested repository is not). */
  trackedPaths(paths: readonly string[]): Promise<Set<string>>;
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
  /**
   * Up to `max` commits before `commit` along first parents (the branch's earlier tips, newest
   * first); fewer when the history is shorter or shallow, none when `commit` is not here.
   */
  earlierTips(commit: string, max: number): Promise<string[]>;
  readonly root: string;
}

export interface RepoStatus {
  readonly head?: string;
  readonly dirty: readonly string[];
}

/**
 * `file` (absolute) relative to the repository's `root` as git names it (POSIX separators; `.` for
 * the root itself): the links of its folders are resolved first, as git resolves the root (a
 * checkout reached through a linked folder, such as macOS's /tmp). The file itself is left as it
 * is: a linked source folder is the link git tracks.
 */
export async function repoPath(root: string, file: string): Promise<string> {
  let physical = file;
  try {
    // The root itself, however reached (`source: .` in a linked checkout), is `.`.
    if ((await realpath(file).catch(() => undefined)) === root) return '.';
    physical = join(await realpath(dirname(file)), basename(file));
  } catch {
    // A folder that cannot be resolved is named as given; git says if it is outside.
  }
  return relative(root, physical).split(sep).join('/') || '.';
}

/**
 * Paths are given to git as they are: a folder named `:!site` or `:(exclude)x` is that folder, not
 * a pathspec that leaves something out (several paths in one status would hide each other's changes).
 */
const LITERAL = '--literal-pathspecs';

/**
 * Pathspecs per `git status`: their text stays far below the command-line limits (32,767
 * characters on Windows), so that a pull of thousands of files asks a few times, not once each.
 */
const PATHSPEC_CHARS = 16_000;

/** `paths` in groups whose joined length stays under PATHSPEC_CHARS (at least one path each). */
export function pathspecGroups(paths: readonly string[]): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  let chars = 0;
  for (const p of paths) {
    if (group.length > 0 && chars + p.length + 1 > PATHSPEC_CHARS) {
      groups.push(group);
      group = [];
      chars = 0;
    }
    group.push(p);
    chars += p.length + 1;
  }
  if (group.length > 0) groups.push(group);
  return groups;
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
  const status = async (paths: readonly string[]): Promise<RepoStatus> => {
    const out = await run([
      LITERAL,
      'status',
      '--porcelain=v2',
      '-z',
      '--branch',
      // The commit is all it is asked for: not how far the branch is from its upstream.
      '--no-ahead-behind',
      '--untracked-files=all',
      '--',
      ...(paths.length > 0 ? paths : ['.']),
    ]);
    return parseStatusV2(out);
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
        LITERAL,
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
      const dirs = dir === undefined ? ['.'] : typeof dir === 'string' ? [dir] : dir;
      const groups = await Promise.all(pathspecGroups(dirs).map(status));
      return groups.flatMap((g) => g.dirty);
    },
    status,
    async trackedPaths(paths) {
      const groups = await Promise.all(
        pathspecGroups(paths).map((group) => run([LITERAL, 'ls-files', '-z', '--', ...group])),
      );
      return new Set(groups.flatMap((out) => out.split('\0').filter(Boolean)));
    },
    async changedPaths(from, to, dir) {
      const out = await run([
        LITERAL,
        'diff',
        '--name-only',
        '-z',
        '--no-renames',
        from,
        to,
        '--',
        dir ?? '.',
      ]);
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
    async earlierTips(commit, max) {
      try {
        const out = await repo.raw(['rev-list', '--first-parent', `--max-count=${max + 1}`, commit, '--']);
        return out.split('\n').filter(Boolean).slice(1);
      } catch {
        return [];
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

/** Fields before the path in each kind of `git status --porcelain=v2` entry. */
const V2_FIELDS_BEFORE_PATH: Readonly<Record<string, number>> = { '1': 8, '2': 9, u: 10, '?': 1, '!': 1 };

/**
 * `git status --porcelain=v2 -z --branch` output: the commit of `# branch.oid` (none for
 * `(initial)`) and the path of every entry (a rename's source path, which follows it, is not one).
 */
export function parseStatusV2(out: string): RepoStatus {
  let head: string | undefined;
  const dirty: string[] = [];
  const parts = out.split('\0');
  for (let i = 0; i < parts.length; i++) {
    const entry = parts[i]!;
    if (entry.startsWith('# ')) {
      const oid = /^# branch\.oid ([0-9a-f]{40,64})$/.exec(entry);
      if (oid) head = oid[1];
      continue;
    }
    const kind = entry.slice(0, entry.indexOf(' '));
    const before = V2_FIELDS_BEFORE_PATH[kind];
    if (before === undefined) continue;
    // The path is what follows the field before it (it may hold spaces itself).
    let at = -1;
    for (let n = 0; n < before; n++) {
      at = entry.indexOf(' ', at + 1);
      if (at === -1) break;
    }
    if (at === -1) continue;
    dirty.push(entry.slice(at + 1));
    if (kind === '2') i++;
  }
  return { ...(head && { head }), dirty };
}
