import * as core from '@actions/core';
import type { Plan } from '../plan/types.js';
import { renderPlanMarkdown } from '../render/markdown.js';
import { planRun } from '../sync/plan-run.js';
import { learnRateLimit } from '../sync/rate-limit.js';
import {
  buildStickyComment,
  COMMENT_MARKER,
  encodeMeta,
  parseMeta,
  type StagedSessionMeta,
} from './comment-body.js';
import type { PullRequestInfo } from './event.js';
import type { FlowContext } from './flow-context.js';
import { stagePullRequest } from './pr-session.js';
import { annotatePlan, setPlanOutputs } from './report.js';
import { siteGuardNotice, siteGuardOverrides } from './site-guard.js';

export const previewEnvironment = (pr: number) => `sitesync-preview-pr-${pr}`;

function validationErrors(plan: Plan): number {
  return plan.sites.reduce((n, s) => n + s.validation.errors.length, 0);
}

/** Upserts the ONE sticky comment; unchanged bodies are not rewritten. Returns its id. */
async function upsertComment(
  flow: FlowContext,
  pr: number,
  body: string,
  existing: { id: number; body: string } | undefined,
): Promise<number | undefined> {
  if (!flow.gh || !flow.settings.comment) return undefined;
  if (existing) {
    if (existing.body === body) {
      core.info(`comment ${existing.id} is up to date`);
      return existing.id;
    }
    await flow.gh.updateComment(existing.id, body);
    return existing.id;
  }
  return flow.gh.createComment(pr, body);
}

/** pull_request opened/synchronize/reopened: plan, stage in the PR's session, preview, comment, deployment. */
export async function runPreview(flow: FlowContext, pr: PullRequestInfo): Promise<void> {
  const { plan, sites } = await planRun(flow.prepared, {
    reporter: flow.reporter,
    site: siteGuardOverrides(flow.settings),
  });
  annotatePlan(plan);
  const errors = validationErrors(plan);
  const existing = flow.gh && flow.settings.comment ? await flow.gh.findStickyComment(pr.number) : undefined;
  const previous = parseMeta(existing?.body);
  const sessions: StagedSessionMeta[] = [];
  const notices: string[] = [];
  let staged = false;
  if (errors === 0) {
    if (sites.some((s) => s.plan.siteId)) await learnRateLimit(flow.prepared.client!, flow.reporter);
    for (const planned of sites) {
      if (!planned.plan.siteId) {
        notices.push(
          `${planned.plan.sourceDir}/ has no site.id yet: run \`sitesync init\` to bind it, then pushes get previews.`,
        );
        continue;
      }
      if (planned.plan.blocked) {
        notices.push(siteGuardNotice(planned.plan));
        core.warning(siteGuardNotice(planned.plan));
        continue;
      }
      const staging = await stagePullRequest({
        client: flow.prepared.client!,
        planned,
        previous: previous?.sessions.find((s) => s.siteId === planned.plan.siteId),
        repo: flow.repo,
        head: flow.head,
        now: flow.now(),
        reporter: flow.reporter,
        sessionName: `sitesync PR #${pr.number}`,
      });
      core.info(`site ${planned.plan.siteId}: ${staging.how} (${staging.reason})`);
      if (staging.meta) sessions.push(staging.meta);
      if (staging.how === 'new-session' || staging.how === 'incremental') staged = true;
    }
  } else {
    notices.push('Validation failed: nothing was staged. Fix the errors annotated on the files.');
  }
  const body = buildStickyComment({ plan, state: 'open', sessions, runUrl: flow.runUrl, notices });
  const commentId = await upsertComment(flow, pr.number, body, existing);
  const preview = sessions.find((s) => s.previewUrl);
  if (flow.gh && preview?.previewUrl && staged) {
    await flow.gh.createPreviewDeployment({
      ref: pr.headSha,
      environment: previewEnvironment(pr.number),
      url: preview.previewUrl,
      logUrl: flow.runUrl,
      description: 'sitesync preview',
    });
  }
  await core.summary
    .addHeading('sitesync plan', 3)
    .addRaw(renderPlanMarkdown(plan, { maxRows: 5000, collapseOver: 50 }))
    .write();
  setPlanOutputs(plan, await flow.writePlanJson(plan));
  if (preview) {
    core.setOutput('session-id', preview.sessionId);
    core.setOutput('preview-url', preview.previewUrl ?? '');
  }
  if (commentId !== undefined) core.setOutput('comment-id', String(commentId));
  if (errors > 0) core.setFailed(`validation failed with ${errors} error(s); see the annotations`);
}

/** The closed comment: same plan text, a closed status line, metadata marked closed. */
export function closedCommentBody(body: string): string {
  const meta = parseMeta(body);
  const lines = body.split('\n');
  const statusIndex = lines.findIndex((l) => l.startsWith('### '));
  if (statusIndex >= 0)
    lines[statusIndex] = '### ⚪ sitesync: pull request closed — the preview is no longer maintained';
  const withoutMeta = lines.filter((l) => !l.startsWith('<!-- sitesync:meta ')).join('\n');
  const head = withoutMeta.startsWith(COMMENT_MARKER) ? withoutMeta : `${COMMENT_MARKER}\n${withoutMeta}`;
  return `${head}\n${encodeMeta({ v: 1, state: 'closed', digest: meta?.digest ?? '', ...(meta?.commit && { commit: meta.commit }), sessions: meta?.sessions ?? [] })}`;
}

/** pull_request closed: the PR's deployment becomes inactive and the comment says so. */
export async function runPrClosed(flow: FlowContext, pr: PullRequestInfo): Promise<void> {
  if (!flow.gh) {
    core.info('no github-token: nothing to update');
    return;
  }
  const n = await flow.gh.deactivateDeployments(previewEnvironment(pr.number), flow.runUrl);
  core.info(`marked ${n} preview deployment(s) inactive`);
  const existing = flow.settings.comment ? await flow.gh.findStickyComment(pr.number) : undefined;
  if (existing) {
    const body = closedCommentBody(existing.body);
    if (body !== existing.body) await flow.gh.updateComment(existing.id, body);
    core.setOutput('comment-id', String(existing.id));
  }
  await core.summary
    .addRaw(
      `sitesync: pull request #${pr.number} ${pr.merged ? 'merged' : 'closed'}; ${n} preview deployment(s) marked inactive.`,
    )
    .write();
}
