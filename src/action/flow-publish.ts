/**
 * Push to the publish branch (or mode: apply there): plan at the merge commit and compare it row
 * by row with the plan reviewed on the merged pull request; then apply the catalog, stage each
 * site and file its publish request, and write the outcome back on the pull request. Nothing is
 * written when validation fails, a guard blocks, or (on-plan-mismatch: fail) the plan differs.
 */
import {
  applyCatalog,
  describeCatalogApply,
  describeCatalogCounts,
  describeCatalogReplays,
  describeCatalogShortfall,
  type CatalogApplyResult,
} from '../apply/catalog/index.js';
import {
  PublishFollowError,
  PublishPendingError,
  PublishRejectedError,
  publishSession,
  rejectionAdvice,
  undecidedWords,
  WaitBound,
} from '../apply/publish.js';
import { applySite } from '../apply/site-apply.js';
import { StageError } from '../apply/stage-error.js';
import type { PlatformClient } from '../platform/index.js';
import { siteHasChanges, type Plan } from '../plan/types.js';
import { planHasChanges } from '../render/json.js';
import { describeError, ExitCode, SitesyncError } from '../shared/errors.js';
import { planRun, type PlanRun } from '../sync/plan-run.js';
import { learnRateLimit } from '../sync/rate-limit.js';
import type { MergeOutcome, PublishRecord } from './comment-meta.js';
import { cancellationOf } from './cancel-report.js';
import { checksumsOf, type FlowContext } from './flow-context.js';
import { log } from './log.js';
import { findMergedReview, writeOutcome, type MergedReview } from './merged-review.js';
import { carriedClauses, carriedMessage } from './carried-rows.js';
import { carriedFromPending } from './pending-merges.js';
import { comparisonHeadline, comparisonLines, comparisonMarkdown } from './plan-mismatch.js';
import { annotatePlan, reportSiteStaged, setPlanOutputs, setPreviewOutputs } from './report.js';
import {
  compareWithReviewed,
  encodeRow,
  mergeTarget,
  planMatches,
  planRows,
  replacesBySize,
  replacesLive,
  reviewedAsRows,
  type PlanComparison,
} from './reviewed-plan.js';
import { siteGuardError, siteGuardOverrides } from './site-guard.js';
import { guardLiveEdits } from './live-edit-guard.js';
import { liveEditsOf } from '../plan/live-edits.js';
import { newerTipHint, newerTipLookup, newerTipText, type NewerTip, type TipLookup } from './stale-run.js';

function errorsOf(plan: Plan): number {
  return plan.sites.reduce((n, s) => n + s.validation.errors.length, 0);
}

/**
 * Compares with the reviewed plan and reports; returns when the run may write (else throws), with
 * what its publish request carries of earlier pending merges, said for the merged pull request.
 */
async function checkReview(
  flow: FlowContext,
  run: PlanRun,
  review: MergedReview,
  sha: string,
  newerTip: TipLookup,
): Promise<string | undefined> {
  const { report, settings } = flow;
  const meta = review.comment?.meta;
  const altered = review.comment?.altered === true;
  if ((!meta && !altered) || review.pr === undefined) {
    const message = `No reviewed plan to compare with: ${review.missing ?? 'none found'}. Applying the plan at ${sha.slice(0, 7)} as it is.`;
    log.notice(message);
    report.note(message);
    return undefined;
  }
  if (altered) {
    const message = `The comment on #${review.pr} is not as sitesync wrote it (its signature does not verify: edited by someone else, or written by a run without this API key): nothing in it counts as reviewed.`;
    log.warning(message);
    report.note(message);
  }
  const checksums = checksumsOf(run.sites.map((s) => s.tree));
  let reviewed = meta?.reviewed ?? reviewedAsRows([]);
  const rows = planRows(run.plan, checksums);
  const target = mergeTarget(run.plan, checksums);
  let exact: PlanComparison = compareWithReviewed(reviewed, rows, target, 'rows');
  // Site rows this review lacks may be an earlier merge's, staged and waiting for the owner: those
  // reviewed exactly so on its pull request are carried by this merge's request too (carried-rows.ts).
  const carried = await carriedFromPending(flow, sha, reviewed, exact);
  if (carried.length > 0) {
    reviewed = {
      form: 'rows',
      rows: [...(reviewed.form === 'rows' ? reviewed.rows : []), ...carried.map((c) => encodeRow(c.row))],
    };
    exact = compareWithReviewed(reviewed, rows, target, 'rows');
  }
  // The same changes, whatever live held at review: live moves on between a review and its merge
  // (an earlier merge's publish approved meanwhile). Writing over what live holds now is then
  // this commit's to do only while it is the branch's latest: a re-run of an older merge's
  // workflow would undo what newer merges applied. Without live checksums (sizes only) that cannot
  // be seen in the rows, so the branch is asked then too, and an older commit's run refused.
  const comparison = planMatches(exact) ? exact : compareWithReviewed(reviewed, rows, target, 'changes');
  if (planMatches(comparison)) {
    const liveMoved = !planMatches(exact);
    // Rows recorded as group digests (a large plan) leave what they replace out: asked then too.
    const unseen = rows.some(replacesBySize) || (reviewed.form === 'groups' && rows.some(replacesLive));
    if (liveMoved || unseen) {
      const tip = await newerTip.state();
      if (tip.kind === 'older') refuseOlderRun(flow, review.pr, exact, tip);
      if (tip.kind === 'unknown' && liveMoved)
        throw new SitesyncError(
          'PLAN_MISMATCH',
          `Live no longer holds what the rows reviewed in #${review.pr} replace, and GitHub could not say whether ${sha.slice(0, 7)} is still ${flow.prepared.config.publish.branch}'s latest commit (an older run would undo newer merges). Nothing was written.`,
          {
            exitCode: ExitCode.blockedByGuard,
            hint: 'give the workflow `contents: read` (to read the branch) and re-run it; or set on-plan-mismatch: warn to apply anyway',
          },
        );
    }
    const live = comparison.alreadyLive.length;
    const moved = exact.unreviewed.length;
    const own = comparison.reviewedCount - carried.length;
    report.note(
      `Plan matches the one reviewed in #${review.pr} (${own} reviewed row(s)${live > 0 ? `, ${live} already live` : ''}${carried.length > 0 ? `; ${carriedClauses(carried).join('; ')}` : ''}${liveMoved ? `; ${moved} site file(s) replace other live content than at review, and ${sha.slice(0, 7)} is ${flow.prepared.config.publish.branch}'s latest commit` : ''}).`,
    );
    if (carried.length === 0) return undefined;
    const message = carriedMessage(carried);
    log.notice(message);
    report.note(message);
    return message;
  }
  const headline = comparisonHeadline(comparison, review.pr);
  const lines = comparisonLines(comparison);
  const refuse = settings.onPlanMismatch === 'fail';
  log.warning(
    `${headline} ${refuse ? 'Nothing is written (on-plan-mismatch: fail).' : 'Applying anyway (on-plan-mismatch: warn).'}`,
  );
  for (const line of lines) log.info(line);
  report.section(
    `Plan differs from the one reviewed in #${review.pr}`,
    comparisonMarkdown(comparison, review.pr),
  );
  if (!refuse) {
    report.note('The plan differs from the reviewed one and was applied anyway (on-plan-mismatch: warn).');
    return undefined;
  }
  const stale = await newerTip();
  if (stale) refuseOlderRun(flow, review.pr, exact, stale, true);
  const rowsShown = lines.filter((l) => /^\s+[+-] /.test(l)).map((l) => l.trim());
  await writeOutcome(
    flow,
    review,
    {
      commit: sha,
      result: 'refused',
      message: `${headline} Nothing was written. Review the rows below: push them to a new pull request, or re-run with on-plan-mismatch: warn to apply anyway.`,
      publishRequests: [],
    },
    rowsShown,
  );
  throw new SitesyncError('PLAN_MISMATCH', `${headline} Nothing was written.`, {
    exitCode: ExitCode.blockedByGuard,
    hint: 'open a pull request that shows these rows for review, or set on-plan-mismatch: warn to apply them anyway',
  });
}

/**
 * Refuses a run for an older commit (a re-run of an older merge's workflow): the rows, as they
 * differ from the review in what they replace, in the log and the summary; the merged pull
 * request's comment is its own commit's run's and is left as it is.
 */
function refuseOlderRun(
  flow: FlowContext,
  pr: number,
  exact: PlanComparison,
  stale: NewerTip,
  shown = false,
): never {
  const { report } = flow;
  const headline = comparisonHeadline(exact, pr);
  if (!shown) {
    for (const line of comparisonLines(exact)) log.info(line);
    report.section(`Plan differs from the one reviewed in #${pr}`, comparisonMarkdown(exact, pr));
  }
  const text = `${newerTipText(stale)} The comment on #${pr} is left as it is.`;
  log.info(text);
  report.note(text);
  throw new SitesyncError('PLAN_MISMATCH', `${headline} Nothing was written. ${newerTipText(stale)}`, {
    exitCode: ExitCode.blockedByGuard,
    hint: newerTipHint(stale),
  });
}

/** The catalog's counts as the merged pull request's outcome keeps them (comment-meta.ts). */
function outcomeCounts(c: CatalogApplyResult['counts']): NonNullable<MergeOutcome['catalog']> {
  return {
    written: c.done + (c.unread ?? 0),
    failed: c.failed,
    blocked: c.blocked,
    ...(c.unknown && { unknown: c.unknown }),
    ...(c.unread && { unread: c.unread }),
    ...(c.adopted && { adopted: c.adopted }),
    ...(c.replayed && { replayed: c.replayed }),
    ...(c.replayedAfterLostAnswer && { replayedAfterLostAnswer: c.replayedAfterLostAnswer }),
  };
}

/** A publish request's current state, asked of the platform (never a replayed answer). */
async function currentRequest(client: PlatformClient, siteId: string, requestId: string) {
  return client.sites.publish.get(siteId, requestId);
}

function setPublishOutputs(flow: FlowContext, records: readonly PublishRecord[]): void {
  const first = records[0];
  if (!first) return;
  flow.report.setOutput('publish-request-id', first.requestId);
  flow.report.setOutput('publish-status', first.status);
  // As the CLI's --json: `timedOut` when wait-for-approval ended before the owner decided,
  // `filedAfterWait` when the request was filed after it had ended (not read again).
  flow.report.setOutput(
    'publish-requests',
    JSON.stringify(
      Object.fromEntries(
        records.map((r) => [
          r.siteId,
          {
            id: r.requestId,
            status: r.status,
            ...(r.timedOut && { timedOut: true }),
            ...(r.filedAfterWait && { filedAfterWait: true }),
          },
        ]),
      ),
    ),
  );
}

export async function runPublish(flow: FlowContext, sha: string): Promise<void> {
  const { report, settings } = flow;
  report.title = `sitesync: apply ${sha.slice(0, 7)} (${flow.key})`;
  const run = await planRun(flow.prepared, {
    reporter: flow.reporter,
    site: siteGuardOverrides(flow.settings),
    compactLive: true,
  });
  const { plan } = run;
  report.plan = plan;
  annotatePlan(plan);
  setPlanOutputs(report, plan, await flow.writePlanJson(plan));
  if (errorsOf(plan) > 0)
    throw new SitesyncError(
      'VALIDATION_FAILED',
      `validation failed with ${errorsOf(plan)} error(s): nothing was applied`,
      { exitCode: ExitCode.validation },
    );
  const review = await findMergedReview(flow, sha);
  const newerTip = newerTipLookup(flow, sha);
  const carried = await checkReview(flow, run, review, sha, newerTip);
  if (run.catalog?.plan.hasChanges && run.catalog.plan.blocked)
    throw new SitesyncError(
      'CATALOG_GUARD',
      `the catalog plan is blocked: ${run.catalog.plan.guards.map((g) => g.message).join('; ')}. Nothing was written.`,
      { exitCode: ExitCode.blockedByGuard },
    );
  const siteBlocked = siteGuardError(plan);
  if (siteBlocked) throw siteBlocked;
  // What live holds from newer merges looks like live edits to an older commit's run.
  const stale =
    settings.onLiveEdit !== 'overwrite' && liveEditsOf(plan).length > 0 ? await newerTip() : undefined;
  guardLiveEdits(plan, settings.onLiveEdit, report, stale);

  const records: PublishRecord[] = [];
  let catalogResult: CatalogApplyResult | undefined;
  let rejected: PublishRejectedError | undefined;
  const outcome = (
    result: MergeOutcome['result'],
    message?: string,
    cancelled?: MergeOutcome['cancelled'],
  ): MergeOutcome => ({
    commit: sha,
    result,
    ...(message && { message }),
    ...(cancelled && { cancelled }),
    ...(catalogResult && { catalog: outcomeCounts(catalogResult.counts) }),
    publishRequests: records,
  });
  try {
    if (!planHasChanges(plan)) {
      report.note('Nothing to apply: live matches the repository.');
      const recorded = await reportRecordedRequests(flow, review, sha, records);
      // A cancelled run's outcome ("re-run the job to finish") is not kept once a re-run finds
      // nothing left to do: its publish requests are (in `records`).
      await writeOutcome(
        flow,
        review,
        recorded && recorded.result !== 'cancelled'
          ? { ...recorded, publishRequests: records }
          : outcome('nothing'),
      );
      return;
    }
    const client = flow.prepared.client!;
    await learnRateLimit(client, flow.reporter);
    if (run.catalog?.plan.hasChanges) {
      catalogResult = await applyCatalog({
        client,
        plan: run.catalog.plan,
        live: run.catalog.live,
        ledger: run.catalog.ledger,
        reporter: flow.reporter,
      });
      // The CLI's lines (describe.ts): what an earlier run wrote, answered as its replay, is said
      // apart from what this run wrote, and what a replay was, in the notes (§12).
      const text = describeCatalogApply(catalogResult);
      log.info(text);
      report.didWrite(describeCatalogCounts(catalogResult.counts));
      for (const line of describeCatalogReplays(catalogResult.counts)) report.note(`catalog: ${line}`);
      report.section('Catalog', ['```', ...text.split('\n').map((l) => l.replace(/`/g, 'ˋ')), '```']);
    }
    const partial = catalogResult?.partial === true;
    // Words by what happened: a write that may have been written did not fail.
    const shortfall = catalogResult
      ? `Not every catalog write was done (${describeCatalogShortfall(catalogResult.counts)})`
      : '';
    if (partial && !settings.publishOnPartial) {
      report.note(
        `${shortfall}: the site was not staged and no publish request was filed (publish-on-partial: false). Re-run the job to converge, or set publish-on-partial: true to publish the site anyway.`,
      );
    } else {
      rejected = await stageAndPublish(flow, run, sha, records);
    }
    setPublishOutputs(flow, records);
    const result = partial ? 'partial' : rejected ? 'failed' : 'applied';
    const message = partial
      ? `${shortfall}${settings.publishOnPartial ? '' : ': the site was not staged and no publish request was filed'}. Re-run the job to converge.`
      : rejected
        ? `${rejected.message}: ${rejectionAdvice((rejected.request as { rejection_reason?: string | null }).rejection_reason)}.`
        : carried;
    await writeOutcome(flow, review, outcome(result, message));
  } catch (err) {
    // Stopped midway (cancelled, a platform gone): what the stage had written is said.
    const written = err instanceof StageError ? err.done : [];
    for (const line of written) report.didWrite(line);
    setPublishOutputs(flow, records);
    // After the runner's signal the run was cancelled, not failed: said as the summary says it.
    const signal = flow.cancelled();
    await writeOutcome(
      flow,
      review,
      signal
        ? outcome('cancelled', undefined, { ...cancellationOf(signal, err), written })
        : outcome('failed', describeError(err)),
    );
    throw err;
  }
  if (catalogResult?.partial)
    throw new SitesyncError(
      'PARTIAL_APPLY',
      `the catalog was applied partially: ${describeCatalogShortfall(catalogResult.counts)}; re-run the workflow to converge`,
      { exitCode: ExitCode.partialApply },
    );
  if (rejected) throw rejected;
}

/** Stages each site with changes and files its publish request; returns a rejection, if any. */
async function stageAndPublish(
  flow: FlowContext,
  run: PlanRun,
  sha: string,
  records: PublishRecord[],
): Promise<PublishRejectedError | undefined> {
  const { report, settings } = flow;
  const client = flow.prepared.client!;
  const staged: { siteId: string; sessionId: string; previewUrl?: string }[] = [];
  let rejected: PublishRejectedError | undefined;
  // One wait-for-approval for the whole merge, every site's request included, from when the first
  // is filed: the CLI's --wait (platform-contract.md §12). A request filed after it ended is not
  // read again and is said to be undecided (filedAfterWait).
  const wait = new WaitBound(settings.waitForApprovalMs);
  for (const planned of run.sites) {
    if (!planned.plan.siteId || !siteHasChanges(planned.plan)) continue;
    const result = await applySite({
      client,
      plan: planned.plan,
      tree: planned.tree,
      sessionName: `sitesync ${sha.slice(0, 7)}`,
      reporter: flow.reporter,
    });
    staged.push({
      siteId: result.siteId,
      sessionId: result.sessionId,
      ...(result.previewUrl && { previewUrl: result.previewUrl }),
    });
    reportSiteStaged(report, result.siteId, result);
    setPreviewOutputs(report, staged);
    if (!settings.publish) continue;
    try {
      const filed = await publishSession({
        client,
        siteId: result.siteId,
        sessionId: result.sessionId,
        sourceRevision: result.sourceRevision,
        message: `sitesync ${sha.slice(0, 7)}`,
        bound: wait,
        pollMs: 3000,
        ...(flow.prepared.signal && { signal: flow.prepared.signal }),
      });
      // Recorded as soon as it is filed: should reading it back fail (or the job be cancelled),
      // the outputs, the summary and the merged pull request still name it.
      const at = records.push({
        siteId: result.siteId,
        requestId: String(filed.request.id),
        status: String(filed.request.status),
        ...(filed.timedOut && { timedOut: true }),
        ...(filed.filedAfterWait && { filedAfterWait: true }),
        ...(filed.lastPollFailed !== undefined && { lastPollFailed: filed.lastPollFailed }),
      });
      let request = filed.request;
      // Without a wait, the filing's answer may be a replay of an earlier run's: read it afresh.
      // A wait that ended read it as it ended (or could not: then reading again could hang past
      // wait-for-approval as that poll did).
      if (settings.waitForApprovalMs <= 0) {
        try {
          request = await currentRequest(client, result.siteId, String(filed.request.id));
        } catch (err) {
          report.didWrite(
            `site ${result.siteId}: publish request ${filed.request.id} filed (reading it back failed)`,
          );
          throw err;
        }
        records[at - 1] = { ...records[at - 1]!, status: String(request.status) };
      }
      // Undecided when the wait ended: the CLI's words of it (undecidedWords), in the summary, the
      // log and on the merged pull request.
      const undecided = undecidedWords(filed, String(request.status));
      report.didWrite(
        `site ${result.siteId}: publish request ${request.id}${undecided === undefined ? ` (${request.status})` : `: ${undecided}`}`,
      );
      if (undecided !== undefined)
        log.warning(`publish request ${request.id} was not decided within wait-for-approval (${undecided})`);
      if (request.status === 'rejected') {
        rejected ??= new PublishRejectedError(request);
        log.info(`site ${result.siteId}: ${new PublishRejectedError(request).message}`);
      }
    } catch (err) {
      if (err instanceof PublishFollowError) {
        // Filed, then following it failed: named all the same (PUBLISH_FOLLOW_FAILED says how).
        records.push({ siteId: result.siteId, requestId: err.requestId, status: err.status });
        report.didWrite(
          `site ${result.siteId}: publish request ${err.requestId} filed (following it failed)`,
        );
      }
      if (err instanceof PublishPendingError) {
        // Filed, then the job was cancelled while it waited for the owner: named all the same.
        records.push({ siteId: result.siteId, requestId: err.requestId, status: err.status });
        report.didWrite(
          `site ${result.siteId}: publish request ${err.requestId} filed (${err.status} when the job was cancelled)`,
        );
      }
      if (!(err instanceof PublishRejectedError)) throw err;
      log.info(`site ${result.siteId}: ${err.message}`);
      records.push({ siteId: result.siteId, requestId: String(err.request.id), status: 'rejected' });
      report.didWrite(`site ${result.siteId}: publish request ${err.request.id} (rejected)`);
      rejected ??= err;
    }
  }
  return rejected;
}

/**
 * Nothing to apply: when this commit's outcome was recorded on the merged pull request (a re-run
 * after a successful merge), its publish requests are reported again with their current state.
 */
async function reportRecordedRequests(
  flow: FlowContext,
  review: MergedReview,
  sha: string,
  records: PublishRecord[],
): Promise<MergeOutcome | undefined> {
  const recorded = review.comment?.meta?.outcome;
  if (!recorded || recorded.commit !== sha) return undefined;
  for (const r of recorded.publishRequests) {
    const request = await currentRequest(flow.prepared.client!, r.siteId, r.requestId);
    records.push({ siteId: r.siteId, requestId: r.requestId, status: String(request.status) });
    flow.report.note(`This commit's publish request ${r.requestId} for ${r.siteId} is ${request.status}.`);
  }
  setPublishOutputs(flow, records);
  return recorded;
}
