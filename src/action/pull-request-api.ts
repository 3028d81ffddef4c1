/**
 * What `mode: pull` needs from GitHub: a commit on a branch made through the Git Data API (blobs,
 * tree, commit, ref — no git credentials in the job), and one pull request found by its head
 * branch, opened or updated. One adapter over octokit; every call through `wrap`.
 */
import { getOctokit } from '@actions/github';
import { SitesyncError } from '../shared/errors.js';
import { scrubGitHubRequest } from './secrets.js';

export interface FileContent {
  /** Path relative to the repository root, POSIX. */
  readonly path: string;
  readonly content: Buffer;
  /** Git file mode (`100644`, or `100755` for an executable). */
  readonly mode?: '100644' | '100755';
}

export interface PullRequestRef {
  readonly number: number;
  readonly url: string;
}

export interface PullRequestApi {
  /** The commit a branch points at, or undefined when the branch does not exist. */
  branchHead(branch: string): Promise<string | undefined>;
  /** The tree of a commit. */
  treeOf(commit: string): Promise<string>;
  /** The tree of `parent` with `files` written into it (blobs, then one tree). */
  treeWith(parent: string, files: readonly FileContent[]): Promise<string>;
  /** A commit of `tree` on top of `parent`. */
  commit(input: { tree: string; parent: string; message: string }): Promise<string>;
  /** Points `branch` at `commit` (created, or moved — forced, it is sitesync's own branch). */
  setBranch(branch: string, commit: string, exists: boolean): Promise<void>;
  /** The open pull request from `branch`, if any. */
  openPullRequest(branch: string): Promise<PullRequestRef | undefined>;
  createPullRequest(input: {
    head: string;
    base: string;
    title: string;
    body: string;
  }): Promise<PullRequestRef>;
  updatePullRequest(number: number, input: { title: string; body: string }): Promise<void>;
}

export function createPullRequestApi(options: {
  token: string;
  owner: string;
  repo: string;
  baseUrl?: string;
}): PullRequestApi {
  const octokit = getOctokit(options.token, options.baseUrl ? { baseUrl: options.baseUrl } : {});
  // The title and description never carry a secret (secrets.ts); the files are the site's bytes.
  octokit.hook.before('request', (parameters) => scrubGitHubRequest(parameters as Record<string, unknown>));
  const { owner, repo } = options;
  const wrap = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (cause) {
      const status = (cause as { status?: number }).status;
      const hint =
        status === 403 || status === 404 || status === 422
          ? 'mode: pull needs `permissions: contents: write` (the branch and its commit) and `pull-requests: write` (the pull request); a repository that forbids Actions to create pull requests needs that setting, or another github-token (docs/live-edits.md)'
          : undefined;
      throw new SitesyncError(
        'GITHUB_API',
        `GitHub: ${what} failed${status ? ` (HTTP ${status})` : ''}: ${(cause as Error).message}`,
        { cause, ...(hint && { hint }) },
      );
    }
  };

  return {
    branchHead: (branch) =>
      wrap(`reading the branch ${branch}`, async () => {
        try {
          const res = await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` });
          return res.data.object.sha;
        } catch (cause) {
          if ((cause as { status?: number }).status === 404) return undefined;
          throw cause;
        }
      }),
    treeOf: (commit) =>
      wrap(
        'reading a commit',
        async () => (await octokit.rest.git.getCommit({ owner, repo, commit_sha: commit })).data.tree.sha,
      ),
    treeWith: (parent, files) =>
      wrap('writing the live edits as a tree', async () => {
        const base = (await octokit.rest.git.getCommit({ owner, repo, commit_sha: parent })).data.tree.sha;
        const tree = [];
        for (const file of files) {
          const blob = await octokit.rest.git.createBlob({
            owner,
            repo,
            content: file.content.toString('base64'),
            encoding: 'base64',
          });
          tree.push({
            path: file.path,
            mode: file.mode ?? ('100644' as const),
            type: 'blob' as const,
            sha: blob.data.sha,
          });
        }
        return (await octokit.rest.git.createTree({ owner, repo, base_tree: base, tree })).data.sha;
      }),
    commit: (input) =>
      wrap('committing the live edits', async () => {
        const made = await octokit.rest.git.createCommit({
          owner,
          repo,
          message: input.message,
          tree: input.tree,
          parents: [input.parent],
        });
        return made.data.sha;
      }),
    setBranch: (branch, commit, exists) =>
      wrap(`pointing ${branch} at the commit`, async () => {
        if (exists)
          await octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha: commit, force: true });
        else await octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha: commit });
      }),
    openPullRequest: (branch) =>
      wrap('finding the live-edits pull request', async () => {
        const res = await octokit.rest.pulls.list({
          owner,
          repo,
          state: 'open',
          head: `${owner}:${branch}`,
          per_page: 10,
        });
        const pr = res.data.find((p) => p.head.ref === branch);
        return pr ? { number: pr.number, url: pr.html_url } : undefined;
      }),
    createPullRequest: (input) =>
      wrap('opening the live-edits pull request', async () => {
        const res = await octokit.rest.pulls.create({ owner, repo, ...input, maintainer_can_modify: true });
        return { number: res.data.number, url: res.data.html_url };
      }),
    updatePullRequest: (number, input) =>
      wrap('updating the live-edits pull request', async () => {
        await octokit.rest.pulls.update({ owner, repo, pull_number: number, ...input });
      }),
  };
}
