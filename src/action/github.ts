import { getOctokit } from '@actions/github';
import { SitesyncError } from '../shared/errors.js';
import { hasMarker } from './comment-body.js';

/** What the action needs from GitHub; one adapter over octokit. */
export interface GitHubApi {
  /** The sticky comment on an issue/PR, searched across every page of comments. */
  findStickyComment(issueNumber: number): Promise<{ id: number; body: string } | undefined>;
  createComment(issueNumber: number, body: string): Promise<number>;
  updateComment(commentId: number, body: string): Promise<void>;
  /** A deployment of `ref` to `environment` with a successful status pointing at `url`. */
  createPreviewDeployment(input: {
    ref: string;
    environment: string;
    url: string;
    logUrl?: string;
    description: string;
  }): Promise<number>;
  /** Marks every deployment of the environment inactive. Returns how many. */
  deactivateDeployments(environment: string, logUrl?: string): Promise<number>;
  /** Pull requests whose merge produced this commit (for the merged PR's reviewed plan). */
  pullRequestsForCommit(sha: string): Promise<{ number: number; merged: boolean }[]>;
}

export function createGitHubApi(options: {
  token: string;
  owner: string;
  repo: string;
  baseUrl?: string;
}): GitHubApi {
  const octokit = getOctokit(options.token, options.baseUrl ? { baseUrl: options.baseUrl } : {});
  const { owner, repo } = options;
  const wrap = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (cause) {
      const status = (cause as { status?: number }).status;
      const hint =
        status === 403 || status === 404
          ? 'the workflow needs `permissions: pull-requests: write` (comments) and `deployments: write` (previews)'
          : undefined;
      throw new SitesyncError(
        'GITHUB_API',
        `GitHub: ${what} failed${status ? ` (HTTP ${status})` : ''}: ${(cause as Error).message}`,
        { cause, ...(hint && { hint }) },
      );
    }
  };

  return {
    findStickyComment: (issue_number) =>
      wrap('listing pull request comments', async () => {
        for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
          owner,
          repo,
          issue_number,
          per_page: 100,
        })) {
          const found = page.data.find((c) => hasMarker(c.body));
          if (found) return { id: found.id, body: found.body ?? '' };
        }
        return undefined;
      }),
    createComment: (issue_number, body) =>
      wrap(
        'creating the comment',
        async () => (await octokit.rest.issues.createComment({ owner, repo, issue_number, body })).data.id,
      ),
    updateComment: (comment_id, body) =>
      wrap('updating the comment', async () => {
        await octokit.rest.issues.updateComment({ owner, repo, comment_id, body });
      }),
    createPreviewDeployment: (input) =>
      wrap('creating the preview deployment', async () => {
        const created = await octokit.rest.repos.createDeployment({
          owner,
          repo,
          ref: input.ref,
          environment: input.environment,
          description: input.description,
          auto_merge: false,
          required_contexts: [],
          transient_environment: true,
          production_environment: false,
        });
        const id = (created.data as { id?: number }).id;
        if (id === undefined) throw new Error('GitHub did not create the deployment (merge conflict?)');
        await octokit.rest.repos.createDeploymentStatus({
          owner,
          repo,
          deployment_id: id,
          state: 'success',
          environment_url: input.url,
          ...(input.logUrl && { log_url: input.logUrl }),
          auto_inactive: true,
          description: input.description,
        });
        return id;
      }),
    deactivateDeployments: (environment, logUrl) =>
      wrap('marking the preview deployment inactive', async () => {
        let n = 0;
        for await (const page of octokit.paginate.iterator(octokit.rest.repos.listDeployments, {
          owner,
          repo,
          environment,
          per_page: 100,
        })) {
          for (const d of page.data) {
            await octokit.rest.repos.createDeploymentStatus({
              owner,
              repo,
              deployment_id: d.id,
              state: 'inactive',
              ...(logUrl && { log_url: logUrl }),
              description: 'pull request closed',
            });
            n++;
          }
        }
        return n;
      }),
    pullRequestsForCommit: (commit_sha) =>
      wrap('finding the merged pull request', async () => {
        const res = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
          owner,
          repo,
          commit_sha,
          per_page: 10,
        });
        return res.data.map((p) => ({ number: p.number, merged: Boolean(p.merged_at) }));
      }),
  };
}
