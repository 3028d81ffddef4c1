/**
 * A real git repository in a temp directory, as actions/checkout leaves the workspace: the files
 * of each step committed in order.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Path → content; `null` deletes the file in that commit. */
export type FileTree = Record<string, string | null>;

export interface CommitStep {
  files: FileTree;
  message?: string;
}

export interface GitCheckout {
  dir: string;
  /** Sha of each commit, in order: the initial one first. */
  shas: string[];
  head: string;
  /** Runs git in the checkout and returns its trimmed stdout. */
  git(...args: string[]): string;
  cleanup(): void;
}

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Test Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Test Author',
  GIT_COMMITTER_EMAIL: 'author@example.com',
  GIT_AUTHOR_DATE: '2024-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2024-01-01T00:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
};

function writeTree(dir: string, files: FileTree): void {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    if (content === null) {
      rmSync(full, { force: true });
      continue;
    }
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

/** Creates the repo on branch `main`, commits `files`, then each of `commits`. */
export function makeGitCheckout(files: FileTree, commits: CommitStep[] = []): GitCheckout {
  const dir = mkdtempSync(join(tmpdir(), 'sitesync-checkout-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      env: { ...process.env, ...GIT_ENV, HOME: dir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  git('init', '--quiet', '--initial-branch=main');
  const shas: string[] = [];
  for (const step of [{ files, message: 'Initial commit' }, ...commits]) {
    writeTree(dir, step.files);
    git('add', '--all');
    git('commit', '--quiet', '--allow-empty', '-m', step.message ?? `Commit ${shas.length + 1}`);
    shas.push(git('rev-parse', 'HEAD'));
  }
  return {
    dir,
    shas,
    head: shas[shas.length - 1] as string,
    git,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
