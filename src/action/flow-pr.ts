/**
 * pull_request opened / synchronize / reopened: the comment says ⏳ at once; then plan, stage each
 * site in the PR's session (liveness asked of the platform), one preview deployment per site, and
 * the comment says 🟢 / ✅ / 🔴 (with the reason) with the plan and the rows that were reviewed.
 * A cancelled run (the runner's signal) says ⏹️ and keeps what an earlier run showed, but for the
 * sessions it had started to write into: their previews are no longer claimed (platform-contract §12).
 */
import { StageError } from '../apply/stage-error.js';
import { siteHasChanges, type Plan } from '../plan/types.js';
import { planHasChanges } from '../render/json.js';
import { describeError, ExitCode, SitesyncError } from '../shared/errors.js';
import { planRun } from '../sync/plan-run.js';
import { learnRateLimit } from '../sync/rate-limit.js';
import { WRITE_IN_FLIGHT } from './cancel-report.js';
import { buildStickyComment, withoutPreviews, withStatus, type StatusInput } from './comment-body.js';
import {
  commentMarker,
  encodeMeta,
  parseMeta,
  withMeta,
  type CommentMeta,
  type StagedSessionMeta,
} from './comment-meta.js';
import type { PullRequestInfo } from './event.js';
import { checksumsOf, siteLabels, type FlowContext } from './flow-context.js';
import { log } from './log.js';
import { stagePullRequest } from './pr-session.js';
import { annotatePlan, reportSiteStaged, setPlanOutputs, setPreviewOutputs } from './report.js';
import { planRows, reviewedSiteRows, type SiteRow } from './reviewed-plan.js';
import { previewEnvironment } from './run-key.js';
import { siteGuardNotice, siteGuardOverrides } from './site-guard.js';
import { stickyCommentOf, type StickyComment } from './sticky-comment.js';

function validationErrors(plan: Plan): number {
  return plan.sites.reduce((n, s) => n + s.validation.errors.length, 0);
}

/** A comment that only says ⏳ (the first run of a pull request). */
function workingBody(key: string, commit: string): string {
  const meta: CommentMeta = { v: 2, key, state: 'open', status: 'working', sessions: [] };
  return withStatus(`${commentMarker(key)}\n${encodeMeta(meta)}`, { kind: 'working', commit });
}

/** The comment's own body with a new status and the metadata's status to match. */
function restated(body: string, key: string, status: StatusInput, metaStatus: CommentMeta['status']): string {
  const meta = parseMeta(body, key);
  const next = withStatus(body, status);
  return meta ? withMeta(next, { ...meta, status: metaStatus }) : next;
}

/** A session of the previous comment this run wrote into: it no longer holds what the comment says. */
interface ContinuedSession {
  readonly siteId: string;
  readonly sessionId: string;
  /** The environment of its preview deployment (when it had a preview). */
  readonly environment: string | undefined;
}

export async function runPreview(flow: FlowContext, pr: PullRequestInfo): Promise<void> {
  const { report, key } = flow;
  report.title = `sitesync: preview of #${pr.number} (${key})`;
  const sticky = flow.settings.comment ? stickyCommentOf(flow, pr.number, key) : undefined;
  const found = await sticky?.find();
  // A comment changed by someone else is written anew: nothing of it is kept, or signed again.
  const existing = found?.altered ? undefined : found;
  const previous = existing?.meta;
  let shown = existing?.body;
  if (sticky) {
    shown = existing
      ? restated(
          existing.body,
          key,
          { kind: 'working', commit: flow.head, ...(previous?.commit && { shownCommit: previous.commit }) },
          'working',
        )
      : workingBody(key, flow.head);
    const id = await sticky.write(shown);
    if (id !== undefined) report.setOutput('comment-id', String(id));
  }
  let errors: number;
  const continued: ContinuedSession[] = [];
  try {
    errors = await previewPlan(flow, pr, sticky, previous, continued);
  } catch (err) {
    const signal = flow.cancelled();
    if (signal) {
      await reportCancelled(flow, pr, { sticky, shown, previous, continued, signal });
    } else if (sticky && shown) {
      const reason = describeError(err);
      await sticky.write(
        restated(
          shown,
          key,
          { kind: 'failed', reason, ...(previous?.commit && { shownCommit: previous.commit }) },
          'failed',
        ),
      );
    }
    throw err;
  }
  if (errors > 0)
    throw new SitesyncError(
      'VALIDATION_FAILED',
      `validation failed with ${errors} error(s): nothing was staged; see the annotations`,
      { exitCode: ExitCode.validation },
    );
}

/**
 * The cancelled run's word on the pull request. The comment keeps what it showed (an earlier run's
 * plan, previews and reviewed rows: a cancelled run has nothing complete to put in their place)
 * with a ⏹️ status; a session this run wrote into loses its preview link and its place in the
 * metadata (the next run opens a new one), and its preview deployment is marked inactive: it may
 * hold part of this commit. No deployment is created: nothing was staged to the end.
 */
async function reportCancelled(
  flow: FlowContext,
  pr: PullRequestInfo,
  run: {
    sticky: StickyComment | undefined;
    shown: string | undefined;
    previous: CommentMeta | undefined;
    continued: readonly ContinuedSession[];
    signal: string;
  },
): Promise<void> {
  const { report, key } = flow;
  const cut = run.continued.map((c) => c.sessionId);
  if (run.sticky && run.shown) {
    const meta = parseMeta(run.shown, key);
    const body = withStatus(withoutPreviews(run.shown, cut), {
      kind: 'cancelled',
      commit: flow.head,
      signal: run.signal,
      ...(run.previous?.commit && { shownCommit: run.previous.commit }),
      cutSessions: cut,
    });
    const id = await run.sticky.write(
      meta
        ? withMeta(body, {
            ...meta,
            status: 'cancelled',
            sessions: meta.sessions.filter((s) => !cut.includes(s.sessionId)),
          })
        : body,
    );
    if (id !== undefined) report.didWrite(`pull request comment ${id} (cancelled)`);
  }
  for (const c of run.continued) {
    if (!c.environment) continue;
    const environment = c.environment;
    const n = await flow.gh.try('deployment', (api) =>
      api.deactivateDeployments(
        environment,
        flow.runUrl,
        `sitesync: cancelled while staging ${flow.head.slice(0, 7)}; this preview may hold part of it`,
      ),
    );
    if (n !== undefined)
      report.didWrite(
        `deployment(s) of environment ${environment} marked inactive (${n}): session ${c.sessionId} may hold part of commit ${flow.head.slice(0, 7)} of #${pr.number}`,
      );
  }
}

async function previewPlan(
  flow: FlowContext,
  pr: PullRequestInfo,
  sticky: StickyComment | undefined,
  previous: CommentMeta | undefined,
  continued: ContinuedSession[],
): Promise<number> {
  const { report, key } = flow;
  const run = await planRun(flow.prepared, {
    reporter: flow.reporter,
    site: siteGuardOverrides(flow.settings),
    compactLive: true,
  });
  const { plan } = run;
  report.plan = plan;
  annotatePlan(plan);
  setPlanOutputs(report, plan, await flow.writePlanJson(plan));
  const rows = planRows(plan, checksumsOf(run.sites.map((s) => s.tree)));
  const errors = validationErrors(plan);
  const sessions: StagedSessionMeta[] = [];
  const notices: string[] = [];
  const deploy: StagedSessionMeta[] = [];
  if (errors === 0) {
    if (run.sites.some((s) => s.plan.siteId && siteHasChanges(s.plan)))
      await learnRateLimit(flow.prepared.client!, flow.reporter);
    for (const planned of run.sites) {
      const siteId = planned.plan.siteId;
      if (!siteId) {
        notices.push(
          `${planned.plan.sourceDir}/ has no site.id yet: run \`sitesync init\` to bind it, then pushes get previews.`,
        );
        continue;
      }
      if (planned.plan.blocked) {
        notices.push(siteGuardNotice(planned.plan));
        log.warning(siteGuardNotice(planned.plan));
        continue;
      }
      const before = previous?.sessions.find((s) => s.siteId === siteId);
      const staging = await stagePullRequest({
        client: flow.prepared.client!,
        planned,
        previous: before,
        previousRows: reviewedSiteRows(previous?.reviewed, siteId),
        rows: rows.filter((r): r is SiteRow => r.area === 'site' && r.site === siteId),
        repo: flow.repo,
        head: flow.head,
        now: flow.now(),
        reporter: flow.reporter,
        sessionName: `sitesync PR #${pr.number}`,
        probe: { revision: flow.prepared.revision.keyRevision, runTag: flow.runTag },
        onContinue: (sessionId) =>
          continued.push({
            siteId,
            sessionId,
            environment: before?.previewUrl
              ? previewEnvironment(pr.number, key, siteId, plan.sites.length)
              : undefined,
          }),
      }).catch((err: unknown) => {
        // what the stage had done before it stopped is in the platform's log: the summary says it too
        if (err instanceof StageError && err.done.length > 0)
          report.didWrite(
            `site ${siteId}, stopped at stage "${err.stage}": ${err.done.join('; ')}${flow.cancelled() ? `; ${WRITE_IN_FLIGHT}` : ''}`,
          );
        throw err;
      });
      log.info(`site ${siteId}: ${staging.how} (${staging.reason})`);
      if (staging.result)
        reportSiteStaged(
          report,
          siteId,
          staging.result,
          staging.how === 'new-session' ? 'new session' : 'continued session',
        );
      if (!staging.meta) continue;
      sessions.push(staging.meta);
      const moved =
        before?.previewUrl !== staging.meta.previewUrl || before?.sessionId !== staging.meta.sessionId;
      if (staging.meta.previewUrl && (staging.how !== 'unchanged' || moved || pr.action === 'reopened'))
        deploy.push(staging.meta);
    }
  } else {
    notices.push('Validation failed: nothing was staged. Fix the errors annotated on the files.');
    // the sessions still hold what they held: the next push can continue them
    sessions.push(...(previous?.sessions ?? []));
  }
  const status: StatusInput =
    errors > 0
      ? { kind: 'invalid', errors }
      : sessions.some((s) => s.previewUrl)
        ? { kind: 'ready' }
        : planHasChanges(plan)
          ? { kind: 'planned' }
          : { kind: 'no-changes' };
  const labels = siteLabels(
    plan,
    flow.prepared.config.sites.map((s) => s.name),
  );
  if (sticky) {
    const body = buildStickyComment({
      key,
      plan,
      rows,
      status,
      state: 'open',
      sessions,
      siteLabels: labels,
      runUrl: flow.runUrl,
      notices,
    });
    const id = await sticky.write(body);
    if (id !== undefined) {
      report.setOutput('comment-id', String(id));
      report.didWrite(`pull request comment ${id} (${status.kind})`);
    }
  }
  for (const s of deploy) {
    const environment = previewEnvironment(pr.number, key, s.siteId, plan.sites.length);
    const id = await flow.gh.try('deployment', (api) =>
      api.createPreviewDeployment({
        ref: pr.headSha,
        environment,
        url: s.previewUrl!,
        logUrl: flow.runUrl,
        description: `sitesync preview of ${labels.get(s.siteId) ?? s.siteId}`,
      }),
    );
    if (id !== undefined) report.didWrite(`deployment ${id} to environment ${environment}`);
  }
  if (errors === 0) setPreviewOutputs(report, sessions);
  return errors;
}
