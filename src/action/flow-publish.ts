import * as core from '@actions/core';
import { applyCatalog, describeCatalogApply, type CatalogApplyResult } from '../apply/catalog/index.js';
import { publishSession } from '../apply/publish.js';
import { applySite } from '../apply/site-apply.js';
import { siteHasChanges, type Plan } from '../plan/types.js';
import { planDigest, planHasChanges } from '../render/json.js';
import { renderPlanMarkdown } from '../render/markdown.js';
import { ExitCode, SitesyncError } from '../shared/errors.js';
import { planRun } from '../sync/plan-run.js';
import { learnRateLimit } from '../sync/rate-limit.js';
import { parseMeta } from './comment-body.js';
import type { FlowContext } from './flow-context.js';
import { guardLiveEdits } from './live-edit-guard.js';
import { annotatePlan, setPlanOutputs } from './report.js';

/** The plan reviewed in the merged pull request's comment, if it can be found. */
async function reviewedDigest(
  flow: FlowContext,
  sha: string,
): Promise<{ pr: number; digest: string } | undefined> {
  if (!flow.gh) return undefined;
  const prs = (await flow.gh.pullRequestsForCommit(sha)).filter((p) => p.merged);
  for (const pr of prs) {
    const comment = await flow.gh.findStickyComment(pr.number);
    const meta = parseMeta(comment?.body);
    if (meta?.digest) return { pr: pr.number, digest: meta.digest };
  }
  return undefined;
}

function errorsOf(plan: Plan): number {
  return plan.sites.reduce((n, s) => n + s.validation.errors.length, 0);
}

/** Push to the publish branch (or mode: apply): apply the catalog, stage the site, file a publish request. */
export async function runPublish(flow: FlowContext, sha: string): Promise<void> {
  const run = await planRun(flow.prepared, { reporter: flow.reporter });
  const { plan } = run;
  annotatePlan(plan);
  if (errorsOf(plan) > 0)
    throw new SitesyncError(
      'VALIDATION_FAILED',
      `validation failed with ${errorsOf(plan)} error(s): nothing was applied`,
      { exitCode: ExitCode.validation },
    );
  const summary = core.summary.addHeading('sitesync: apply', 3);
  const reviewed = await reviewedDigest(flow, sha);
  const digest = planDigest(plan);
  if (reviewed && reviewed.digest !== digest) {
    const message = `The plan at the merge commit differs from the one reviewed in #${reviewed.pr} (digest ${reviewed.digest.slice(0, 12)} → ${digest.slice(0, 12)}): the live platform or the branch changed after the review. Applying the current plan shown below.`;
    core.warning(message);
    summary.addRaw(`> ⚠️ ${message}\n\n`);
  } else if (reviewed) {
    summary.addRaw(`Plan matches the one reviewed in #${reviewed.pr}.\n\n`);
  }
  summary.addRaw(renderPlanMarkdown(plan, { maxRows: 5000, collapseOver: 50 }) + '\n');
  setPlanOutputs(plan, await flow.writePlanJson(plan));
  await guardLiveEdits(plan, flow.settings.onLiveEdit);

  if (planHasChanges(plan)) await learnRateLimit(flow.prepared.client!, flow.reporter);
  let catalogResult: CatalogApplyResult | undefined;
  const catalog = run.catalog;
  if (catalog?.plan.hasChanges) {
    if (catalog.plan.blocked) {
      throw new SitesyncError(
        'CATALOG_GUARD',
        `the catalog plan is blocked: ${catalog.plan.guards.map((g) => g.message).join('; ')}`,
        { exitCode: ExitCode.blockedByGuard },
      );
    }
    catalogResult = await applyCatalog({
      client: flow.prepared.client!,
      plan: catalog.plan,
      live: catalog.live,
      ledger: catalog.ledger,
      reporter: flow.reporter,
    });
    const text = describeCatalogApply(catalogResult);
    core.info(text);
    summary.addRaw('\n#### Catalog\n\n```\n' + text + '\n```\n');
  }

  for (const planned of run.sites) {
    if (!planned.plan.siteId || !siteHasChanges(planned.plan)) continue;
    const staged = await applySite({
      client: flow.prepared.client!,
      plan: planned.plan,
      tree: planned.tree,
      sessionName: `sitesync ${sha.slice(0, 7)}`,
      reporter: flow.reporter,
    });
    core.setOutput('session-id', staged.sessionId);
    if (staged.previewUrl) core.setOutput('preview-url', staged.previewUrl);
    summary.addRaw(
      `\nStaged ${staged.written} file(s), deleted ${staged.deleted} in session \`${staged.sessionId}\`${staged.previewUrl ? ` — [preview](${staged.previewUrl})` : ''}.\n`,
    );
    if (!flow.settings.publish) continue;
    const outcome = await publishSession({
      client: flow.prepared.client!,
      siteId: staged.siteId,
      sessionId: staged.sessionId,
      sourceRevision: staged.sourceRevision,
      message: `sitesync ${sha.slice(0, 7)}`,
      waitMs: flow.settings.waitForApprovalMs,
    });
    core.setOutput('publish-request-id', String(outcome.request.id));
    const state = outcome.timedOut
      ? `still ${outcome.request.status} when the wait ended`
      : String(outcome.request.status);
    summary.addRaw(`\nPublish request \`${outcome.request.id}\`: ${state}.\n`);
    if (outcome.timedOut)
      core.warning(`publish request ${outcome.request.id} was not decided within wait-for-approval`);
  }
  if (!planHasChanges(plan)) summary.addRaw('\nNothing to apply: live matches the repository.\n');
  await summary.write();
  if (catalogResult?.partial) {
    throw new SitesyncError(
      'PARTIAL_APPLY',
      `the catalog was applied partially: ${catalogResult.counts.failed} failed, ${catalogResult.counts.blocked} blocked; rerun the workflow to converge`,
      { exitCode: ExitCode.partialApply },
    );
  }
}

/** mode: plan (schedule, workflow_dispatch, other pushes): a drift report, no writes. */
export async function runPlanOnly(flow: FlowContext, reason: string): Promise<void> {
  const { plan } = await planRun(flow.prepared, { reporter: flow.reporter });
  annotatePlan(plan);
  const drift = planHasChanges(plan);
  await core.summary
    .addHeading(
      drift ? 'sitesync: drift between the branch and live' : 'sitesync: live matches the branch',
      3,
    )
    .addRaw(`${reason}. No writes were made.\n\n`)
    .addRaw(renderPlanMarkdown(plan, { maxRows: 5000, collapseOver: 50 }))
    .write();
  setPlanOutputs(plan, await flow.writePlanJson(plan));
  if (drift) core.notice('sitesync: the live platform differs from the branch (see the job summary)');
}
