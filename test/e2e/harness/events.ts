/**
 * Real webhook payloads from @octokit/webhooks-examples, adapted to the repository, pull request
 * and commits of a test. The examples are parsed once per process and cloned on every use.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Payload = Record<string, unknown>;
interface WebhookDefinition {
  name: string;
  examples: Payload[];
}

let examples: WebhookDefinition[] | undefined;

function definitions(): WebhookDefinition[] {
  if (!examples) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@octokit/webhooks-examples/api.github.com/index.json');
    examples = JSON.parse(readFileSync(file, 'utf8')) as WebhookDefinition[];
  }
  return examples;
}

/** A deep copy of the first real example of `event` (and `action`, when given). */
export function webhookExample(event: string, action?: string): Payload {
  const definition = definitions().find((d) => d.name === event);
  const example = definition?.examples.find((e) => action === undefined || e.action === action);
  if (!example)
    throw new Error(`@octokit/webhooks-examples has no "${event}${action ? `.${action}` : ''}" payload`);
  return structuredClone(example);
}

/** The repository every example uses, and the one it is renamed to. */
const EXAMPLE_REPOS = ['Codertocat/Hello-World', 'octo-org/octo-repo'];

function renameRepository(payload: Payload, owner: string, repo: string): Payload {
  let text = JSON.stringify(payload);
  for (const fullName of EXAMPLE_REPOS) text = text.split(fullName).join(`${owner}/${repo}`);
  const renamed = JSON.parse(text) as Payload;
  const repository = renamed.repository as Payload & { owner: Payload };
  repository.name = repo;
  repository.full_name = `${owner}/${repo}`;
  repository.owner.login = owner;
  return renamed;
}

export interface RepoTarget {
  owner?: string;
  repo?: string;
}

export interface PullRequestEventOptions extends RepoTarget {
  action: 'opened' | 'synchronize' | 'reopened' | 'closed';
  number?: number;
  headSha: string;
  headRef?: string;
  baseSha?: string;
  baseRef?: string;
  /** Head branch lives in a fork (`<forkOwner>/<repo>`, `head.repo.fork: true`). */
  fork?: boolean;
  forkOwner?: string;
  /** Only for `closed`: whether it was merged (merge_commit_sha is then `mergeCommitSha`). */
  merged?: boolean;
  mergeCommitSha?: string;
}

export const DEFAULT_OWNER = 'acme';
export const DEFAULT_REPO = 'shop-site';

/** A `pull_request` payload (real example, adapted). */
export function pullRequestEvent(options: PullRequestEventOptions): Payload {
  const owner = options.owner ?? DEFAULT_OWNER;
  const repo = options.repo ?? DEFAULT_REPO;
  const number = options.number ?? 2;
  const payload = renameRepository(webhookExample('pull_request', options.action), owner, repo);
  const pr = payload.pull_request as Payload & { head: Payload & { repo: Payload }; base: Payload };
  payload.number = number;
  pr.number = number;
  pr.url = `https://api.github.com/repos/${owner}/${repo}/pulls/${number}`;
  pr.html_url = `https://github.com/${owner}/${repo}/pull/${number}`;
  const headRef = options.headRef ?? `feature-${number}`;
  const headOwner = options.fork ? (options.forkOwner ?? 'contributor') : owner;
  pr.head.ref = headRef;
  pr.head.sha = options.headSha;
  pr.head.label = `${headOwner}:${headRef}`;
  const headRepo = structuredClone(payload.repository) as Payload & { owner: Payload };
  headRepo.full_name = `${headOwner}/${repo}`;
  headRepo.fork = options.fork === true;
  headRepo.owner.login = headOwner;
  headRepo.html_url = `https://github.com/${headOwner}/${repo}`;
  pr.head.repo = headRepo;
  pr.head.user = headRepo.owner;
  pr.base.ref = options.baseRef ?? 'main';
  pr.base.sha = options.baseSha ?? pr.base.sha;
  pr.base.label = `${owner}:${String(pr.base.ref)}`;
  pr.base.repo = structuredClone(payload.repository);
  if (options.action === 'closed') {
    pr.state = 'closed';
    pr.merged = options.merged === true;
    pr.merge_commit_sha = options.merged ? (options.mergeCommitSha ?? options.headSha) : null;
  } else {
    pr.state = 'open';
    pr.merged = false;
  }
  return payload;
}

export interface PushEventOptions extends RepoTarget {
  ref?: string;
  before?: string;
  after: string;
}

/** A `push` payload (real example, adapted): branch `ref` moved from `before` to `after`. */
export function pushEvent(options: PushEventOptions): Payload {
  const owner = options.owner ?? DEFAULT_OWNER;
  const repo = options.repo ?? DEFAULT_REPO;
  const payload = renameRepository(webhookExample('push'), owner, repo);
  payload.ref = options.ref ?? 'refs/heads/main';
  payload.before = options.before ?? '0'.repeat(40);
  payload.after = options.after;
  payload.created = options.before === undefined;
  payload.base_ref = null;
  const headCommit = { id: options.after, tree_id: options.after, message: 'Update site', distinct: true };
  payload.head_commit = { ...(payload.head_commit as Payload | null), ...headCommit };
  payload.commits = [payload.head_commit];
  return payload;
}

export interface WorkflowDispatchOptions extends RepoTarget {
  ref?: string;
  inputs?: Record<string, string>;
}

/** A `workflow_dispatch` payload (real example, adapted). */
export function workflowDispatchEvent(options: WorkflowDispatchOptions = {}): Payload {
  const payload = renameRepository(
    webhookExample('workflow_dispatch'),
    options.owner ?? DEFAULT_OWNER,
    options.repo ?? DEFAULT_REPO,
  );
  payload.ref = options.ref ?? 'refs/heads/main';
  payload.inputs = options.inputs ?? {};
  return payload;
}

/**
 * A `schedule` payload. @octokit/webhooks-examples has none (schedule is not a webhook), so this
 * is what the runner writes for it: the cron line and workflow path, plus the repository of a real
 * example.
 */
export function scheduleEvent(options: RepoTarget & { cron?: string } = {}): Payload {
  const base = renameRepository(
    webhookExample('push'),
    options.owner ?? DEFAULT_OWNER,
    options.repo ?? DEFAULT_REPO,
  );
  return {
    schedule: options.cron ?? '0 6 * * *',
    workflow: '.github/workflows/sitesync.yml',
    repository: base.repository,
  };
}
