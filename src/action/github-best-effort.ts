/**
 * GitHub is best-effort, the platform is not: a comment, a deployment or a lookup that GitHub
 * refuses (403, a missing permission) or keeps failing (5xx after the plugins' retries) becomes ONE
 * warning per capability, naming what the workflow needs, and the run goes on without it.
 */
import type { GitHubApi } from './github.js';
import { GITHUB_CALL_TIMEOUT_MS, GitHubCallError } from './github.js';

export type GitHubCapability = 'identity' | 'comment' | 'deployment' | 'lookup' | 'branch';

const CAPABILITIES: Readonly<Record<GitHubCapability, { needs: string; without: string }>> = {
  identity: {
    needs: 'a token that may query GraphQL `viewer { login }` (the default GITHUB_TOKEN may)',
    without: 'the sticky comment and the reviewed plan: no comment can be proven to be sitesync’s own',
  },
  comment: {
    needs: '`permissions: pull-requests: write`',
    without: 'the sticky pull-request comment',
  },
  deployment: {
    needs: '`permissions: deployments: write`',
    without: 'the preview deployment',
  },
  lookup: {
    needs: '`permissions: contents: read` and `pull-requests: read`',
    without: 'the merged pull request and its reviewed plan',
  },
  branch: {
    needs: '`permissions: contents: read`',
    without: 'knowing whether this run is for the publish branch’s latest commit',
  },
};

export interface GitHubProblem {
  readonly capability: GitHubCapability;
  readonly message: string;
}

export function describeGitHubFailure(capability: GitHubCapability, err: unknown): string {
  const { needs, without } = CAPABILITIES[capability];
  const status = err instanceof GitHubCallError ? err.status : undefined;
  const what = err instanceof GitHubCallError ? err.what : 'a GitHub call';
  const reason =
    err instanceof Error ? err.message.replace(/^GitHub: .*? failed( \(HTTP \d+\))?: /, '') : String(err);
  if (status === 401 || status === 403 || status === 404)
    return `GitHub refused ${what} (HTTP ${status}: ${reason}): the workflow needs ${needs}. The run goes on without ${without}.`;
  if (err instanceof GitHubCallError && err.timedOut)
    return `GitHub did not answer ${what} (each attempt waited ${GITHUB_CALL_TIMEOUT_MS / 1000} s, and was retried). The run goes on without ${without}, and without GitHub from here on.`;
  // Only 5xx and 429 answers are retried (plugin-retry); a 4xx is said as it came.
  const retried = status === undefined || status >= 500 || status === 429;
  return `GitHub failed ${what}${status ? ` (HTTP ${status}${retried ? ' after retries' : ''})` : retried ? ' (after retries)' : ''}: ${reason}. The run goes on without ${without}.`;
}

export class BestEffortGitHub {
  readonly problems: GitHubProblem[] = [];
  private readonly warned = new Set<GitHubCapability>();

  constructor(
    readonly api: GitHubApi | undefined,
    private readonly report: { warning(message: string): void; info(message: string): void },
  ) {}

  get available(): boolean {
    return this.api !== undefined;
  }

  /** Set once a call got no answer at all: the calls after it are not made (each would wait too). */
  private silent = false;

  /** Runs `fn`; a failure is reported once per capability and gives undefined. */
  async try<T>(capability: GitHubCapability, fn: (api: GitHubApi) => Promise<T>): Promise<T | undefined> {
    if (!this.api) return undefined;
    if (this.silent) {
      this.report.info(`GitHub did not answer earlier in this run: ${capability} skipped`);
      return undefined;
    }
    try {
      return await fn(this.api);
    } catch (err) {
      if (err instanceof GitHubCallError && err.timedOut) this.silent = true;
      const message = describeGitHubFailure(capability, err);
      if (this.warned.has(capability)) {
        this.report.info(message);
      } else {
        this.warned.add(capability);
        this.problems.push({ capability, message });
        this.report.warning(message);
      }
      return undefined;
    }
  }
}
