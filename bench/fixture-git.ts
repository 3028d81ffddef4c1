/**
 * The fixture is a git checkout, as a user's repository is: a plan asks git whether its inputs are
 * committed (sync/revision.ts), and that costs processes and wall time the bench measures too.
 * After every apply the change is committed, as its merge would be.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const gitIn = (dir: string, ...args: string[]): Buffer =>
  execFileSync('git', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });

/** Commits everything in the checkout (the state folders are ignored). */
export function commitAll(dir: string, message: string): void {
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '--allow-empty', '--no-verify', '-m', message);
}

/** Makes `dir` a repository of its own, with what it holds committed on `main`. */
export async function initFixtureRepo(dir: string): Promise<void> {
  await writeFile(
    join(dir, '.gitignore'),
    '.sitesync/\n.sitesync-config/\n.sitesync-kept-by-bench/\n.bench-probe-*\n',
  );
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'config', 'user.name', 'bench');
  gitIn(dir, 'config', 'user.email', 'bench@sitesync.invalid');
  gitIn(dir, 'config', 'commit.gpgsign', 'false');
  commitAll(dir, 'fixture');
}
