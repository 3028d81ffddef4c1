/**
 * Earlier merges on the publish branch whose publish request is still pending: the branch's
 * earlier tips (first parents of the merge commit, from the checkout), the pull request each
 * merged (GitHub), the outcome and the reviewed rows sitesync's own signed comment records there,
 * and the request's state now (the platform). Only asked when a merge's plan has site rows its own
 * review lacks; every lookup is best-effort, and what cannot be proven is not found.
 */
import { carriedRows, type CarriedRow, type PendingMerge } from './carried-rows.js';
import type { FlowContext } from './flow-context.js';
import { log } from './log.js';
import { reviewedSiteRows, type PlanComparison, type ReviewedPlan } from './reviewed-plan.js';
import { stickyCommentOf } from './sticky-comment.js';

/** How many earlier tips of the branch are looked at (each costs two or three GitHub reads). */
export const EARLIER_TIPS = 10;

/**
 * The pending earlier merges of `siteIds`, newest first. The walk ends for a site at the first
 * earlier merge whose request for it was approved (live holds it, or newer: anything older that is
 * still pending can no longer be published) and at the first tip GitHub cannot say anything about.
 */
export async function findPendingMerges(
  flow: FlowContext,
  sha: string,
  siteIds: ReadonlySet<string>,
): Promise<PendingMerge[]> {
  const client = flow.prepared.client;
  if (!flow.repo || !client || !flow.gh.available) return [];
  const open = new Set(siteIds);
  const found: PendingMerge[] = [];
  for (const tip of await flow.repo.earlierTips(sha, EARLIER_TIPS)) {
    if (open.size === 0) break;
    const prs = await flow.gh.try('lookup', (api) => api.pullRequestsForCommit(tip));
    if (prs === undefined) break;
    const pr = prs.find((p) => p.merged && p.mergeCommitSha === tip)?.number;
    if (pr === undefined) continue;
    // Only sitesync's own comment, as it signed it (an edited or forged one has no meta).
    const meta = (await stickyCommentOf(flow, pr, flow.key).find())?.meta;
    const outcome = meta?.outcome;
    if (!meta || outcome?.commit !== tip) continue;
    for (const record of outcome.publishRequests) {
      if (!open.has(record.siteId)) continue;
      let status: string;
      try {
        status = String((await client.sites.publish.get(record.siteId, record.requestId)).status);
      } catch (err) {
        // Not known to be pending, nor whether it was approved: nothing of it or older is carried.
        open.delete(record.siteId);
        const message = `The publish request ${record.requestId} of #${pr} could not be read (${err instanceof Error ? err.message : String(err)}): none of its rows, nor of earlier merges, are carried for ${record.siteId}.`;
        log.warning(message);
        flow.report.note(message);
        continue;
      }
      if (status === 'approved' || status === 'published') {
        open.delete(record.siteId);
        continue;
      }
      if (status !== 'pending') continue;
      const rows = reviewedSiteRows(meta.reviewed, record.siteId);
      if (rows && rows.length > 0)
        found.push({ pr, commit: tip, siteId: record.siteId, requestId: record.requestId, rows });
    }
  }
  return found;
}

/**
 * The rows of `comparison` nobody reviewed on this merge's pull request that a pending earlier
 * merge's review holds exactly. None when the review is recorded as group digests (its rows
 * cannot be told apart) or when no site row is unreviewed: nothing is asked then.
 */
export async function carriedFromPending(
  flow: FlowContext,
  sha: string,
  reviewed: ReviewedPlan,
  comparison: PlanComparison,
): Promise<CarriedRow[]> {
  if (reviewed.form !== 'rows') return [];
  const site = comparison.unreviewed.map((u) => u.row).filter((r) => r.area === 'site');
  if (site.length === 0) return [];
  const pending = await findPendingMerges(flow, sha, new Set(site.map((r) => r.site)));
  return carriedRows(site, pending);
}
