/**
 * Which local files `import` may replace without `--force`: those git holds exactly as they are
 * (tracked, committed, unchanged). Anything else — modified, staged, untracked, ignored, or no
 * git repository at all — would be lost for good, so import stops and says "commit or move them".
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { openGitRepo } from '../../git/repo.js';

/**
 * The paths (relative to `baseReal`, POSIX) among `relPaths` that git does not hold as committed.
 * Outside a git repository every path is returned.
 */
export async function uncommittedAmong(baseReal: string, relPaths: readonly string[]): Promise<string[]> {
  if (relPaths.length === 0) return [];
  const repo = await openGitRepo(baseReal);
  if (!repo) return [...relPaths];
  const gitRoot = await realpath(repo.root);
  const prefix = path.relative(gitRoot, baseReal).split(path.sep).join('/');
  const entries = await repo.uncommittedPaths(prefix === '' ? '.' : prefix);
  const files = new Set(entries.filter((e) => !e.endsWith('/')));
  const folders = entries.filter((e) => e.endsWith('/'));
  return relPaths.filter((rel) => {
    const gitPath = prefix === '' ? rel : `${prefix}/${rel}`;
    return files.has(gitPath) || folders.some((f) => gitPath.startsWith(f));
  });
}

/** Whether git holds the file as committed and unchanged (false outside a repository). */
export async function isCommittedUnchanged(file: string): Promise<boolean> {
  const dir = await realpath(path.dirname(file));
  return (await uncommittedAmong(dir, [path.basename(file)])).length === 0;
}
