/**
 * The operations the fake GitHub implements, keyed by GitHub's operationId. Each handler receives
 * the already validated (and type-coerced) request and answers like api.github.com.
 */
import type { CreateDeploymentInput, CreateStatusInput, Deployment, GitHubState } from './github-state.js';
import { pageRequest, paginate } from './pagination.js';

export interface HandlerContext {
  state: GitHubState;
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** The absolute request URL (for Link headers). */
  url: URL;
}

export interface ApiResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (ctx: HandlerContext) => ApiResponse;

const DOCS = 'https://docs.github.com/rest';

/** A git ref as GitHub answers it (`heads/main` → `refs/heads/main`, pointing at a commit). */
export function gitRefBody(owner: string, repo: string, ref: string, sha: string) {
  return {
    ref: `refs/${ref}`,
    node_id: `REF_${sha.slice(0, 8)}`,
    url: `https://api.github.invalid/repos/${owner}/${repo}/git/refs/${ref}`,
    object: {
      type: 'commit',
      sha,
      url: `https://api.github.invalid/repos/${owner}/${repo}/git/commits/${sha}`,
    },
  };
}

export const notFound = (): ApiResponse => ({
  status: 404,
  body: { message: 'Not Found', documentation_url: DOCS },
});

function listPage<T>(ctx: HandlerContext, all: readonly T[]): ApiResponse {
  const page = paginate(all, pageRequest(ctx.query), ctx.url);
  return { status: 200, body: page.items, headers: page.link ? { link: page.link } : {} };
}

function repoOf(ctx: HandlerContext): [string, string] {
  return [String(ctx.pathParams.owner), String(ctx.pathParams.repo)];
}

function publicDeployment(deployment: Deployment) {
  const { repository: _repository, ...rest } = deployment;
  return rest;
}

function withDeployment(ctx: HandlerContext, then: (deployment: Deployment) => ApiResponse): ApiResponse {
  const deployment = ctx.state.deployment(...repoOf(ctx), Number(ctx.pathParams.deployment_id));
  return deployment ? then(deployment) : notFound();
}

export const handlers: Record<string, Handler> = {
  'issues/list-comments': (ctx) => {
    const since = typeof ctx.query.since === 'string' ? ctx.query.since : undefined;
    const all = ctx.state
      .comments(...repoOf(ctx), Number(ctx.pathParams.issue_number))
      .filter((c) => since === undefined || c.updated_at >= since);
    return listPage(ctx, all);
  },
  'issues/create-comment': (ctx) => {
    const { body } = ctx.body as { body: string };
    return {
      status: 201,
      body: ctx.state.addComment(...repoOf(ctx), Number(ctx.pathParams.issue_number), body),
    };
  },
  'issues/get-comment': (ctx) => {
    const comment = ctx.state.comment(...repoOf(ctx), Number(ctx.pathParams.comment_id));
    return comment ? { status: 200, body: comment } : notFound();
  },
  'issues/update-comment': (ctx) => {
    const { body } = ctx.body as { body: string };
    const comment = ctx.state.updateComment(...repoOf(ctx), Number(ctx.pathParams.comment_id), body);
    return comment ? { status: 200, body: comment } : notFound();
  },
  'issues/delete-comment': (ctx) =>
    ctx.state.deleteComment(...repoOf(ctx), Number(ctx.pathParams.comment_id)) ? { status: 204 } : notFound(),

  'pulls/get': (ctx) => {
    const pr = ctx.state.pullRequest(...repoOf(ctx), Number(ctx.pathParams.pull_number));
    return pr ? { status: 200, body: pr } : notFound();
  },
  'repos/list-pull-requests-associated-with-commit': (ctx) =>
    listPage(ctx, ctx.state.pullRequestsForCommit(...repoOf(ctx), String(ctx.pathParams.commit_sha))),

  // A branch's ref (state.setRef); `mode: pull`'s tests replace it with git-data.ts's refs.
  'git/get-ref': (ctx) => {
    const [owner, repo] = repoOf(ctx);
    const ref = String(ctx.pathParams.ref);
    const sha = ref.startsWith('heads/') ? ctx.state.resolveRef(owner, repo, ref.slice(6)) : undefined;
    if (!sha) return notFound();
    return { status: 200, body: gitRefBody(owner, repo, ref, sha) };
  },

  'repos/create-deployment': (ctx) => {
    const input = ctx.body as CreateDeploymentInput;
    const [owner, repo] = repoOf(ctx);
    const sha = ctx.state.resolveRef(owner, repo, input.ref);
    if (!sha) {
      return {
        status: 422,
        body: {
          message: `No ref found for: ${input.ref}`,
          documentation_url: `${DOCS}/deployments/deployments`,
        },
      };
    }
    return { status: 201, body: publicDeployment(ctx.state.createDeployment(owner, repo, sha, input)) };
  },
  'repos/list-deployments': (ctx) => {
    const { sha, ref, task, environment } = ctx.query as Record<string, string | undefined>;
    const all = ctx.state
      .deployments(...repoOf(ctx))
      .filter(
        (d) =>
          (sha === undefined || d.sha === sha) &&
          (ref === undefined || d.ref === ref) &&
          (task === undefined || d.task === task) &&
          (environment === undefined || d.environment === environment),
      )
      .map(publicDeployment);
    return listPage(ctx, all);
  },
  'repos/get-deployment': (ctx) => withDeployment(ctx, (d) => ({ status: 200, body: publicDeployment(d) })),
  'repos/create-deployment-status': (ctx) =>
    withDeployment(ctx, (d) => ({
      status: 201,
      body: ctx.state.createDeploymentStatus(d, ctx.body as CreateStatusInput),
    })),
  'repos/list-deployment-statuses': (ctx) =>
    withDeployment(ctx, (d) => listPage(ctx, ctx.state.deploymentStatuses(d.id))),
  'repos/get-deployment-status': (ctx) =>
    withDeployment(ctx, (d) => {
      const status = ctx.state
        .deploymentStatuses(d.id)
        .find((s) => s.id === Number(ctx.pathParams.status_id));
      return status ? { status: 200, body: status } : notFound();
    }),
};
