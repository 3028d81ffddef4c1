/** What the action does for the event that started it (pure). */
export type ActionMode =
  | { readonly kind: 'preview'; readonly pr: PullRequestInfo }
  | { readonly kind: 'pr-closed'; readonly pr: PullRequestInfo }
  | { readonly kind: 'publish'; readonly branch: string }
  | { readonly kind: 'plan'; readonly reason: string }
  | { readonly kind: 'pull'; readonly reason: string }
  | { readonly kind: 'offline'; readonly reason: string; readonly pr?: PullRequestInfo }
  | { readonly kind: 'refuse'; readonly reason: string }
  | { readonly kind: 'skip'; readonly reason: string };

export interface PullRequestInfo {
  readonly number: number;
  readonly action: string;
  readonly headSha: string;
  readonly headRef: string;
  readonly baseRef: string;
  readonly baseSha: string | undefined;
  readonly fork: boolean;
  readonly merged: boolean;
}

interface Payload {
  action?: string;
  ref?: string;
  pull_request?: {
    number: number;
    merged?: boolean;
    head: { sha: string; ref: string; repo?: { full_name?: string; fork?: boolean } | null };
    base: { ref: string; sha?: string; repo?: { full_name?: string } | null };
  };
}

export function pullRequestInfo(payload: Payload): PullRequestInfo | undefined {
  const pr = payload.pull_request;
  if (!pr) return undefined;
  const headRepo = pr.head.repo?.full_name;
  const baseRepo = pr.base.repo?.full_name;
  return {
    number: pr.number,
    action: payload.action ?? '',
    headSha: pr.head.sha,
    headRef: pr.head.ref,
    baseRef: pr.base.ref,
    baseSha: pr.base.sha,
    fork:
      pr.head.repo === null ||
      (headRepo !== undefined && baseRepo !== undefined && headRepo !== baseRepo) ||
      pr.head.repo?.fork === true,
    merged: pr.merged === true,
  };
}

const isPullRequestEvent = (eventName: string) =>
  eventName === 'pull_request' || eventName === 'pull_request_target';

/** The branch a push or a dispatch runs on; undefined for a tag or no ref. */
function branchOf(ref: string | undefined): string | undefined {
  if (!ref) return undefined;
  if (ref.startsWith('refs/heads/')) return ref.slice('refs/heads/'.length);
  return ref.startsWith('refs/') ? undefined : ref;
}

/**
 * Under pull_request_target the job has the repository's secrets, so only the base branch's own
 * commit may be checked out: the pull request's head and its merge ref (refs/pull/N/merge) are the
 * author's code. Trusted when HEAD is GITHUB_SHA (the base branch's last commit) or the payload's
 * base sha, and is not the pull request's head.
 */
export function trustedTargetCheckout(input: {
  checkedOutSha: string | undefined;
  githubSha: string | undefined;
  pr: PullRequestInfo;
}): boolean {
  const head = input.checkedOutSha?.toLowerCase();
  if (!head || head === input.pr.headSha.toLowerCase()) return false;
  return head === input.githubSha?.toLowerCase() || head === input.pr.baseSha?.toLowerCase();
}

/**
 * An apply writes what is checked out, and every report names GITHUB_SHA: they must be the same
 * commit. A workflow that checks out something else (an `issue_comment` run that checks out the
 * pull request's head while GITHUB_SHA is the default branch's) would apply a commit nobody merged
 * under the name of one that was.
 */
function publishOrRefuse(
  input: { checkedOutSha: string | undefined; githubSha?: string },
  branch: string,
): ActionMode {
  const head = input.checkedOutSha?.toLowerCase();
  const sha = input.githubSha?.toLowerCase();
  if (sha && head !== sha)
    return {
      kind: 'refuse',
      reason: `refusing to apply: the checked-out commit ${(head ?? 'unknown').slice(0, 12)} is not the commit this run is for (GITHUB_SHA ${sha.slice(0, 12)}). An apply writes what is checked out; check out the pushed commit (actions/checkout does by default).`,
    };
  return { kind: 'publish', branch };
}

export function decideMode(input: {
  eventName: string;
  payload: Payload;
  mode: 'auto' | 'plan' | 'apply' | 'pull';
  hasApiKey: boolean;
  publishBranch: string;
  /** The commit checked out (HEAD). */
  checkedOutSha: string | undefined;
  /** GITHUB_SHA: for pull_request_target the base branch's last commit. */
  githubSha?: string;
  /** GITHUB_REF: the branch of a workflow_dispatch or schedule run. */
  githubRef?: string;
}): ActionMode {
  const { eventName, payload } = input;
  const pr = pullRequestInfo(payload);
  if (eventName === 'pull_request_target' && pr) {
    if (!trustedTargetCheckout({ checkedOutSha: input.checkedOutSha, githubSha: input.githubSha, pr })) {
      return {
        kind: 'refuse',
        reason: `refusing to run under pull_request_target: the checked-out commit ${(input.checkedOutSha ?? 'unknown').slice(0, 12)} is not the base branch's commit${input.githubSha ? ` ${input.githubSha.slice(0, 12)}` : ''}. The pull request's head and its merge ref are the author's code, and pull_request_target gives it the secrets. Use the pull_request event for previews, or check out the base branch.`,
      };
    }
  }
  if (!input.hasApiKey)
    return {
      kind: 'offline',
      reason: pr?.fork ? 'a pull request from a fork gets no secrets' : 'no api-key input',
      ...(pr && { pr }),
    };
  if (input.mode === 'plan') return { kind: 'plan', reason: 'mode: plan' };
  if (input.mode === 'pull')
    return pr
      ? { kind: 'refuse', reason: 'mode: pull runs on schedule or workflow_dispatch, not on a pull request' }
      : { kind: 'pull', reason: 'mode: pull' };
  if (input.mode === 'apply') {
    if (isPullRequestEvent(eventName))
      return {
        kind: 'refuse',
        reason: `mode: apply does not run on ${eventName} events: a pull request is neither reviewed nor merged. Use mode: auto, which previews the pull request and applies on the push to ${input.publishBranch} after the merge.`,
      };
    const ref = eventName === 'push' ? payload.ref : (input.githubRef ?? payload.ref);
    const branch = branchOf(ref);
    if (branch !== input.publishBranch)
      return {
        kind: 'refuse',
        reason: `mode: apply refuses ${branch ? `branch ${branch}` : `ref ${ref ?? '(none)'}`}: only the publish branch ${input.publishBranch} is applied. To apply from ${branch ?? 'it'}, set publish.branch: ${branch ?? '<branch>'} in sitesync.yml, or run the workflow on ${input.publishBranch}.`,
      };
    return publishOrRefuse(input, input.publishBranch);
  }
  if (isPullRequestEvent(eventName) && pr) {
    if (eventName === 'pull_request_target')
      return {
        kind: 'plan',
        reason:
          'pull_request_target runs the base branch, not the pull request: a drift report only (previews need the pull_request event)',
      };
    if (payload.action === 'closed') return { kind: 'pr-closed', pr };
    if (['opened', 'synchronize', 'reopened', 'ready_for_review', 'edited'].includes(payload.action ?? ''))
      return { kind: 'preview', pr };
    return { kind: 'skip', reason: `pull_request ${payload.action} needs nothing` };
  }
  if (eventName === 'push') {
    const branch = branchOf(payload.ref) ?? payload.ref ?? '';
    if (branch === input.publishBranch) return publishOrRefuse(input, input.publishBranch);
    return { kind: 'plan', reason: `push to ${branch}, not the publish branch ${input.publishBranch}` };
  }
  if (eventName === 'schedule' || eventName === 'workflow_dispatch')
    return { kind: 'plan', reason: `${eventName}: drift report` };
  return { kind: 'plan', reason: `event ${eventName}` };
}
