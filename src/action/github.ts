/**
 * What the action needs from GitHub; one adapter over octokit. Every call goes through octokit's
 * request hooks, where @octokit/plugin-retry retries 5xx (and network errors) with growing delays
 * and @octokit/plugin-throttling paces writes and waits out primary and secondary rate limits.
 * A call that still fails throws GitHubCallError with the HTTP status; callers decide whether it
 * matters (see github-best-effort.ts: for the action, GitHub is best-effort).
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { SitesyncError } from '../shared/errors.js';
import { scrubGitHubRequest } from './secrets.js';

export interface CommentAuthor {
  readonly login: string;
  /** `User`, `Bot`, `Organization` … as GitHub's REST API says. */
  readonly type: string;
}

export interface IssueComment {
  readonly id: number;
  readonly body: string;
  readonly author: CommentAuthor | undefined;
}

export interface AssociatedPullRequest {
  readonly number: number;
  readonly merged: boolean;
  readonly mergeCommitSha: string | null;
}

export interface GitHubApi {
  /** The login the token acts as (GraphQL `viewer { login }`: REST `GET /user` refuses GITHUB_TOKEN). */
  viewerLogin(): Promise<string>;
  /** Every comment of an issue or pull request, oldest first, across all pages. */
  listComments(issueNumber: number): Promise<IssueComment[]>;
  createComment(issueNumber: number, body: string): Promise<IssueComment>;
  updateComment(commentId: number, body: string): Promise<void>;
  deleteComment(commentId: number): Promise<void>;
  /** A deployment of `ref` to `environment` with a successful status pointing at `url`. */
  createPreviewDeployment(input: {
    ref: string;
    environment: string;
    url: string;
    logUrl?: string;
    description: string;
  }): Promise<number>;
  /** Marks every deployment of the environment inactive (default description: the PR was closed). Returns how many. */
  deactivateDeployments(environment: string, logUrl?: string, description?: string): Promise<number>;
  /** Pull requests associated with a commit (`GET /repos/{owner}/{repo}/commits/{sha}/pulls`). */
  pullRequestsForCommit(sha: string): Promise<AssociatedPullRequest[]>;
  /** The commit a branch points at (`GET /repos/{owner}/{repo}/git/ref/heads/{branch}`). */
  branchHead(branch: string): Promise<string>;
}

/** A GitHub call that failed after the plugins' retries. */
export class GitHubCallError extends SitesyncError {
  /** The HTTP status GitHub answered; undefined when no answer came (a network error, a timeout). */
  readonly status: number | undefined;
  readonly what: string;
  /** No attempt was answered within GITHUB_CALL_TIMEOUT_MS. */
  readonly timedOut: boolean;
  constructor(what: string, cause: unknown) {
    const timedOut = isTimeout(cause);
    // Octokit reports a request that got no answer as status 500: it is not GitHub's.
    const raw = (cause as { status?: unknown }).status;
    const answered = (cause as { response?: unknown }).response !== undefined;
    const status = typeof raw === 'number' && answered && !timedOut ? raw : undefined;
    const message = timedOut
      ? 'no answer within the time each attempt has'
      : cause instanceof Error
        ? cause.message
        : String(cause);
    super(
      'GITHUB_API',
      `GitHub: ${what} failed${status !== undefined ? ` (HTTP ${status})` : ''}: ${message}`,
      {
        cause,
      },
    );
    this.name = 'GitHubCallError';
    this.status = status;
    this.what = what;
    this.timedOut = timedOut;
  }
}

/** An attempt stopped by its timeout (AbortSignal.timeout), however Octokit wrapped it. */
function isTimeout(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++)
    if (e.name === 'TimeoutError') return true;
  return false;
}

/**
 * Each attempt of a GitHub call gets this long (the plugins retry a failed one): a request that is
 * accepted and never answered held a run for 20 minutes (the HTTP client's 300 s a try).
 */
export const GITHUB_CALL_TIMEOUT_MS = 30_000;
/** The comments listed at most (100 a page): a next-page link that loops ends here. */
export const MAX_COMMENT_PAGES = 100;

export interface GitHubApiOptions {
  token: string;
  owner: string;
  repo: string;
  baseUrl?: string;
  /** Told about each rate-limit wait (the plugins decide; this only reports). */
  onWait?: (message: string) => void;
  /** Retries of a 5xx or network error (plugin-retry; default 3). */
  retries?: number;
  /** Time for each attempt (default GITHUB_CALL_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** Rate-limit waits the throttling plugin may take before giving up. */
const RATE_LIMIT_RETRIES = 2;
/** Longer waits than this are not worth a CI minute: the call fails and the run goes on. */
const MAX_RATE_LIMIT_WAIT_S = 120;

export function createGitHubApi(options: GitHubApiOptions): GitHubApi {
  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
      const wait = retryCount < RATE_LIMIT_RETRIES && retryAfter <= MAX_RATE_LIMIT_WAIT_S;
      options.onWait?.(
        `GitHub ${kind} on ${request.method} ${request.url}: ${wait ? `waiting ${retryAfter}s, then retrying` : 'giving up'}`,
      );
      return wait;
    };
  const octokit = getOctokit(
    options.token,
    {
      ...(options.baseUrl && { baseUrl: options.baseUrl }),
      retry: { retries: options.retries ?? 3 },
      throttle: {
        onRateLimit: onLimit('rate limit'),
        onSecondaryRateLimit: onLimit('secondary rate limit'),
      },
    },
    retry as never,
    throttling as never,
  );
  // Every attempt gets its own deadline: the fetch it goes out with (the proxy-aware one of
  // @actions/github, or the global one) is given a timeout signal beside any signal it has.
  const timeoutMs = options.timeoutMs ?? GITHUB_CALL_TIMEOUT_MS;
  octokit.hook.wrap('request', (request, requestOptions) => {
    const base = (requestOptions.request?.fetch as typeof fetch | undefined) ?? globalThis.fetch;
    const timed: typeof fetch = (input, init) => {
      const deadline = AbortSignal.timeout(timeoutMs);
      const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
      return base(input, { ...init, signal });
    };
    // In place: the hooks inside this one (retry, throttling) are handed the same options object.
    requestOptions.request = { ...requestOptions.request, fetch: timed };
    // What people read (a comment, a deployment's link) never carries a secret (secrets.ts).
    scrubGitHubRequest(requestOptions as Record<string, unknown>);
    return request(requestOptions);
  });
  const { owner, repo } = options;
  const call = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (cause) {
      throw new GitHubCallError(what, cause);
    }
  };
  const author = (user: { login?: string; type?: string } | null | undefined): CommentAuthor | undefined =>
    user?.login ? { login: user.login, type: user.type ?? 'User' } : undefined;

  return {
    viewerLogin: () =>
      call('reading the token’s identity (GraphQL viewer)', async () => {
        const data = await octokit.graphql<{ viewer?: { login?: string } }>('query { viewer { login } }');
        const login = data.viewer?.login;
        if (!login) throw new Error('the answer has no viewer login');
        return login;
      }),
    listComments: (issue_number) =>
      call('listing pull request comments', async () => {
        const out: IssueComment[] = [];
        let pages = 0;
        for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
          owner,
          repo,
          issue_number,
          per_page: 100,
        })) {
          if (++pages > MAX_COMMENT_PAGES)
            throw new Error(
              `more than ${MAX_COMMENT_PAGES} pages of comments (${MAX_COMMENT_PAGES * 100}): not read further`,
            );
          for (const c of page.data) out.push({ id: c.id, body: c.body ?? '', author: author(c.user) });
        }
        return out;
      }),
    createComment: (issue_number, body) =>
      call('creating the comment', async () => {
        const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number, body });
        return { id: data.id, body: data.body ?? '', author: author(data.user) };
      }),
    updateComment: (comment_id, body) =>
      call('updating the comment', async () => {
        await octokit.rest.issues.updateComment({ owner, repo, comment_id, body });
      }),
    deleteComment: (comment_id) =>
      call('deleting a duplicate comment', async () => {
        await octokit.rest.issues.deleteComment({ owner, repo, comment_id });
      }),
    createPreviewDeployment: (input) =>
      call('creating the preview deployment', async () => {
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
    deactivateDeployments: (environment, logUrl, description = 'pull request closed') =>
      call('marking the preview deployment inactive', async () => {
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
              description,
            });
            n++;
          }
        }
        return n;
      }),
    pullRequestsForCommit: (commit_sha) =>
      call('finding the merged pull request', async () => {
        const res = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
          owner,
          repo,
          commit_sha,
          per_page: 10,
        });
        return res.data.map((p) => ({
          number: p.number,
          merged: Boolean(p.merged_at),
          mergeCommitSha: p.merge_commit_sha ?? null,
        }));
      }),
    branchHead: (branch) =>
      call('reading the publish branch', async () => {
        const { data } = await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` });
        return data.object.sha;
      }),
  };
}
