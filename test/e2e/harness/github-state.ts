/**
 * The fake GitHub's in-memory data: issue comments, pull requests, refs, deployments and deployment
 * statuses, shaped like GitHub's REST responses. Pure state (no HTTP); timestamps come from an
 * injectable clock.
 */

export interface GitHubUser {
  login: string;
  id: number;
  type: 'User' | 'Bot';
}

export interface IssueComment {
  id: number;
  node_id: string;
  url: string;
  html_url: string;
  issue_url: string;
  body: string;
  user: GitHubUser & { html_url: string };
  author_association: string;
  created_at: string;
  updated_at: string;
}

export interface Deployment {
  id: number;
  node_id: string;
  url: string;
  statuses_url: string;
  repository_url: string;
  sha: string;
  ref: string;
  task: string;
  payload: unknown;
  original_environment: string;
  environment: string;
  description: string | null;
  creator: GitHubUser;
  created_at: string;
  updated_at: string;
  transient_environment: boolean;
  production_environment: boolean;
  /** Not part of GitHub's response body: which repository it belongs to (owner/repo). */
  repository: string;
}

export interface DeploymentStatus {
  id: number;
  node_id: string;
  url: string;
  deployment_url: string;
  repository_url: string;
  state: string;
  description: string;
  environment: string;
  target_url: string;
  log_url: string;
  environment_url: string;
  creator: GitHubUser;
  created_at: string;
  updated_at: string;
}

export interface PullRequestSeed {
  number: number;
  headSha: string;
  headRef?: string;
  baseSha?: string;
  baseRef?: string;
  state?: 'open' | 'closed';
  merged?: boolean;
  mergeCommitSha?: string | null;
  title?: string;
  body?: string | null;
  /** owner/repo of the head repository; differs from the base one for a fork. */
  headRepoFullName?: string;
  /** Further commit shas that belong to the pull request (for the commit → pulls lookup). */
  commits?: string[];
}

export type PullRequestObject = Record<string, unknown> & { number: number };

export interface CreateDeploymentInput {
  ref: string;
  task?: string;
  payload?: unknown;
  environment?: string;
  description?: string | null;
  transient_environment?: boolean;
  production_environment?: boolean;
}

export interface CreateStatusInput {
  state: string;
  target_url?: string;
  log_url?: string;
  description?: string;
  environment?: string;
  environment_url?: string;
  auto_inactive?: boolean;
}

export interface GitHubStateOptions {
  apiUrl: string;
  serverUrl?: string;
  /** The identity behind the token: author of comments, deployments and statuses it creates. */
  actor?: GitHubUser;
  /** Timestamps; defaults to a deterministic clock that starts at 2024-01-01T00:00:00Z and ticks 1 s per write. */
  now?: () => Date;
}

export const DEFAULT_ACTOR: GitHubUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

function fixedClock(): () => Date {
  let tick = 0;
  return () => new Date(Date.UTC(2024, 0, 1) + 1000 * tick++);
}

const repoKey = (owner: string, repo: string) => `${owner}/${repo}`.toLowerCase();

export class GitHubState {
  readonly apiUrl: string;
  readonly serverUrl: string;
  readonly actor: GitHubUser;
  private readonly now: () => Date;
  private nextId = 1000;
  private readonly commentsById = new Map<number, { key: string; issue: number; comment: IssueComment }>();
  private readonly pulls = new Map<string, PullRequestObject>();
  private readonly commitPulls = new Map<string, Set<string>>();
  private readonly refs = new Map<string, string>();
  private readonly deploymentList: Deployment[] = [];
  private readonly statuses = new Map<number, DeploymentStatus[]>();

  constructor(options: GitHubStateOptions) {
    this.apiUrl = options.apiUrl.replace(/\/$/, '');
    this.serverUrl = (options.serverUrl ?? 'https://github.com').replace(/\/$/, '');
    this.actor = options.actor ?? DEFAULT_ACTOR;
    this.now = options.now ?? fixedClock();
  }

  private id(): number {
    this.nextId += 1;
    return this.nextId;
  }

  private timestamp(): string {
    return this.now()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
  }

  private userObject(user: GitHubUser) {
    return { ...user, html_url: `${this.serverUrl}/${user.login.replace('[bot]', '')}` };
  }

  // ── issue comments ────────────────────────────────────────────────────────

  addComment(owner: string, repo: string, issue: number, body: string, author: GitHubUser = this.actor) {
    const id = this.id();
    const at = this.timestamp();
    const comment: IssueComment = {
      id,
      node_id: `IC_${id}`,
      url: `${this.apiUrl}/repos/${owner}/${repo}/issues/comments/${id}`,
      html_url: `${this.serverUrl}/${owner}/${repo}/pull/${issue}#issuecomment-${id}`,
      issue_url: `${this.apiUrl}/repos/${owner}/${repo}/issues/${issue}`,
      body,
      user: this.userObject(author),
      author_association: author.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR',
      created_at: at,
      updated_at: at,
    };
    this.commentsById.set(id, { key: repoKey(owner, repo), issue, comment });
    return comment;
  }

  /** Adds `n` comments by other users (bodies "Comment 1" … "Comment n" unless `body` says otherwise). */
  seedComments(
    owner: string,
    repo: string,
    issue: number,
    n: number,
    make: (i: number) => { body?: string; author?: GitHubUser } = () => ({}),
  ): IssueComment[] {
    const made: IssueComment[] = [];
    for (let i = 1; i <= n; i += 1) {
      const { body, author } = make(i);
      made.push(
        this.addComment(
          owner,
          repo,
          issue,
          body ?? `Comment ${i}`,
          author ?? { login: 'octocat', id: 1, type: 'User' },
        ),
      );
    }
    return made;
  }

  /** The comments of one issue or pull request, oldest first (GitHub's order). */
  comments(owner: string, repo: string, issue: number): IssueComment[] {
    const key = repoKey(owner, repo);
    return [...this.commentsById.values()]
      .filter((entry) => entry.key === key && entry.issue === issue)
      .map((entry) => entry.comment)
      .sort((a, b) => a.id - b.id);
  }

  comment(owner: string, repo: string, id: number): IssueComment | undefined {
    const entry = this.commentsById.get(id);
    return entry && entry.key === repoKey(owner, repo) ? entry.comment : undefined;
  }

  updateComment(owner: string, repo: string, id: number, body: string): IssueComment | undefined {
    const comment = this.comment(owner, repo, id);
    if (!comment) return undefined;
    comment.body = body;
    comment.updated_at = this.timestamp();
    return comment;
  }

  deleteComment(owner: string, repo: string, id: number): boolean {
    if (!this.comment(owner, repo, id)) return false;
    return this.commentsById.delete(id);
  }

  // ── pull requests ─────────────────────────────────────────────────────────

  /** Stores a pull request built from a few facts, linked to its head sha, merge sha and `commits`. */
  seedPullRequest(owner: string, repo: string, seed: PullRequestSeed): PullRequestObject {
    const baseFullName = `${owner}/${repo}`;
    const headFullName = seed.headRepoFullName ?? baseFullName;
    const repoObject = (fullName: string, fork: boolean) => {
      const [login = owner, name = repo] = fullName.split('/');
      return {
        id: fullName.length,
        name,
        full_name: fullName,
        owner: { login, id: 1, type: 'User' },
        fork,
        html_url: `${this.serverUrl}/${fullName}`,
        url: `${this.apiUrl}/repos/${fullName}`,
      };
    };
    const headRef = seed.headRef ?? `feature-${seed.number}`;
    const baseRef = seed.baseRef ?? 'main';
    const merged = seed.merged ?? false;
    const pr: PullRequestObject = {
      id: this.id(),
      number: seed.number,
      node_id: `PR_${seed.number}`,
      url: `${this.apiUrl}/repos/${baseFullName}/pulls/${seed.number}`,
      html_url: `${this.serverUrl}/${baseFullName}/pull/${seed.number}`,
      state: seed.state ?? (merged ? 'closed' : 'open'),
      title: seed.title ?? `Pull request ${seed.number}`,
      body: seed.body ?? null,
      user: { login: 'octocat', id: 1, type: 'User' },
      draft: false,
      merged,
      // pull-request-simple (the commit → pulls listing) tells merged PRs by merged_at only
      merged_at: merged ? this.timestamp() : null,
      merge_commit_sha: seed.mergeCommitSha ?? null,
      head: {
        label: `${headFullName.split('/')[0]}:${headRef}`,
        ref: headRef,
        sha: seed.headSha,
        repo: repoObject(headFullName, headFullName !== baseFullName),
      },
      base: {
        label: `${owner}:${baseRef}`,
        ref: baseRef,
        sha: seed.baseSha ?? '0'.repeat(40),
        repo: repoObject(baseFullName, false),
      },
      created_at: this.timestamp(),
      updated_at: this.timestamp(),
    };
    return this.seedPullRequestObject(owner, repo, pr, seed.commits ?? []);
  }

  /** Stores a pull request object as given (e.g. a webhook payload's `pull_request`). */
  seedPullRequestObject(owner: string, repo: string, pr: PullRequestObject, commits: string[] = []) {
    const stored = structuredClone(pr);
    this.pulls.set(`${repoKey(owner, repo)}#${pr.number}`, stored);
    const head = stored.head as { sha?: string } | undefined;
    for (const sha of [head?.sha, stored.merge_commit_sha, ...commits]) {
      if (typeof sha === 'string' && sha !== '') this.associateCommit(owner, repo, sha, pr.number);
    }
    return stored;
  }

  associateCommit(owner: string, repo: string, sha: string, prNumber: number): void {
    const key = `${repoKey(owner, repo)}@${sha}`;
    const set = this.commitPulls.get(key) ?? new Set<string>();
    set.add(`${repoKey(owner, repo)}#${prNumber}`);
    this.commitPulls.set(key, set);
  }

  pullRequest(owner: string, repo: string, number: number): PullRequestObject | undefined {
    return this.pulls.get(`${repoKey(owner, repo)}#${number}`);
  }

  pullRequestsForCommit(owner: string, repo: string, sha: string): PullRequestObject[] {
    const keys = this.commitPulls.get(`${repoKey(owner, repo)}@${sha}`) ?? new Set<string>();
    return [...keys].flatMap((key) => this.pulls.get(key) ?? []);
  }

  // ── refs and deployments ──────────────────────────────────────────────────

  /** Makes a branch or tag name resolvable when a deployment is created for it. */
  setRef(owner: string, repo: string, ref: string, sha: string): void {
    this.refs.set(`${repoKey(owner, repo)}:${ref.replace(/^refs\/(heads|tags)\//, '')}`, sha);
  }

  resolveRef(owner: string, repo: string, ref: string): string | undefined {
    if (/^[0-9a-f]{40}$/i.test(ref)) return ref.toLowerCase();
    return this.refs.get(`${repoKey(owner, repo)}:${ref.replace(/^refs\/(heads|tags)\//, '')}`);
  }

  createDeployment(owner: string, repo: string, sha: string, input: CreateDeploymentInput): Deployment {
    const id = this.id();
    const at = this.timestamp();
    const environment = input.environment ?? 'production';
    const url = `${this.apiUrl}/repos/${owner}/${repo}/deployments/${id}`;
    const deployment: Deployment = {
      id,
      node_id: `DE_${id}`,
      url,
      statuses_url: `${url}/statuses`,
      repository_url: `${this.apiUrl}/repos/${owner}/${repo}`,
      sha,
      ref: input.ref,
      task: input.task ?? 'deploy',
      payload: input.payload ?? {},
      original_environment: environment,
      environment,
      description: input.description ?? null,
      creator: this.actor,
      created_at: at,
      updated_at: at,
      transient_environment: input.transient_environment ?? false,
      production_environment: input.production_environment ?? environment === 'production',
      repository: `${owner}/${repo}`,
    };
    this.deploymentList.push(deployment);
    this.statuses.set(id, []);
    return deployment;
  }

  /** Deployments, newest first; all repositories unless owner and repo are given. */
  deployments(owner?: string, repo?: string): Deployment[] {
    const key = owner && repo ? repoKey(owner, repo) : undefined;
    return this.deploymentList
      .filter((d) => key === undefined || d.repository.toLowerCase() === key)
      .sort((a, b) => b.id - a.id);
  }

  deployment(owner: string, repo: string, id: number): Deployment | undefined {
    return this.deployments(owner, repo).find((d) => d.id === id);
  }

  /**
   * Adds a status. Like GitHub, a `success` status with `auto_inactive` (default true) adds an
   * `inactive` status to earlier non-transient, non-production deployments of the same repository
   * and environment whose latest status is `success`.
   */
  createDeploymentStatus(deployment: Deployment, input: CreateStatusInput): DeploymentStatus {
    const status = this.makeStatus(deployment, input);
    if (input.environment) deployment.environment = input.environment;
    deployment.updated_at = status.updated_at;
    if (input.state === 'success' && input.auto_inactive !== false) {
      for (const earlier of this.deploymentList) {
        const latest = this.deploymentStatuses(earlier.id)[0];
        if (
          earlier.id < deployment.id &&
          earlier.repository === deployment.repository &&
          earlier.environment === deployment.environment &&
          !earlier.transient_environment &&
          !earlier.production_environment &&
          latest?.state === 'success'
        ) {
          this.makeStatus(earlier, { state: 'inactive', environment: earlier.environment });
        }
      }
    }
    return status;
  }

  private makeStatus(deployment: Deployment, input: CreateStatusInput): DeploymentStatus {
    const id = this.id();
    const at = this.timestamp();
    const logUrl = input.log_url ?? input.target_url ?? '';
    const status: DeploymentStatus = {
      id,
      node_id: `DES_${id}`,
      url: `${deployment.url}/statuses/${id}`,
      deployment_url: deployment.url,
      repository_url: deployment.repository_url,
      state: input.state,
      description: input.description ?? '',
      environment: input.environment ?? deployment.environment,
      target_url: logUrl,
      log_url: logUrl,
      environment_url: input.environment_url ?? '',
      creator: this.actor,
      created_at: at,
      updated_at: at,
    };
    this.statuses.get(deployment.id)?.push(status);
    return status;
  }

  /** A deployment's statuses, newest first (GitHub's order). */
  deploymentStatuses(id: number): DeploymentStatus[] {
    return [...(this.statuses.get(id) ?? [])].reverse();
  }
}
