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
  readonly headSha: string;
  readonly headRef: string;
  readonly baseRef: string;
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
    base: { ref: string; repo?: { full_name?: string } | null };
  };
}

export function pullRequestInfo(payload: Payload): PullRequestInfo | undefined {
  const pr = payload.pull_request;
  if (!pr) return undefined;
  const headRepo = pr.head.repo?.full_name;
  const baseRepo = pr.base.repo?.full_name;
  return {
    number: pr.number,
    headSha: pr.head.sha,
    headRef: pr.head.ref,
    baseRef: pr.base.ref,
    fork:
      pr.head.repo === null ||
      (headRepo !== undefined && baseRepo !== undefined && headRepo !== baseRepo) ||
      pr.head.repo?.fork === true,
    merged: pr.merged === true,
  };
}

export function decideMode(input: {
  eventName: string;
  payload: Payload;
  mode: 'auto' | 'plan' | 'apply' | 'pull';
  hasApiKey: boolean;
  publishBranch: string;
  /** The commit checked out (HEAD), to detect pull_request_target running the PR's code. */
  checkedOutSha: string | undefined;
}): ActionMode {
  const { eventName, payload } = input;
  const pr = pullRequestInfo(payload);
  if (eventName === 'pull_request_target' && pr && input.checkedOutSha === pr.headSha) {
    return {
      kind: 'refuse',
      reason:
        'refusing to run under pull_request_target with the pull request head checked out: it would run untrusted code with secrets. Use the pull_request event.',
    };
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
  if (input.mode === 'apply') return { kind: 'publish', branch: input.publishBranch };
  if ((eventName === 'pull_request' || eventName === 'pull_request_target') && pr) {
    if (payload.action === 'closed') return { kind: 'pr-closed', pr };
    if (['opened', 'synchronize', 'reopened', 'ready_for_review', 'edited'].includes(payload.action ?? ''))
      return { kind: 'preview', pr };
    return { kind: 'skip', reason: `pull_request ${payload.action} needs nothing` };
  }
  if (eventName === 'push') {
    const branch = (payload.ref ?? '').replace(/^refs\/heads\//, '');
    if (branch === input.publishBranch) return { kind: 'publish', branch };
    return { kind: 'plan', reason: `push to ${branch}, not the publish branch ${input.publishBranch}` };
  }
  if (eventName === 'schedule' || eventName === 'workflow_dispatch')
    return { kind: 'plan', reason: `${eventName}: drift report` };
  return { kind: 'plan', reason: `event ${eventName}` };
}
