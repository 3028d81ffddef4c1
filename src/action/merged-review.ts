/**
 * The pull request a push to the publish branch merged, and the plan sitesync showed on it: found
 * from the merge commit (`GET /repos/{owner}/{repo}/commits/{sha}/pulls`), read only from the
 * comment the token's own identity wrote for this config. Both lookups are optional: when GitHub
 * cannot say, the run goes on and says so.
 */
import { withMeta, type MergeOutcome } from './comment-meta.js';
import { withOutcome, withStatus } from './comment-body.js';
import type { FlowContext } from './flow-context.js';
import { stickyCommentOf, type StickyComment, type OwnComment } from './sticky-comment.js';

export interface MergedReview {
  /** The merged pull request, when found. */
  readonly pr: number | undefined;
  readonly sticky: StickyComment | undefined;
  readonly comment: OwnComment | undefined;
  /** Why there is nothing to compare with, when there is not. */
  readonly missing?: string;
}

export async function findMergedReview(flow: FlowContext, sha: string): Promise<MergedReview> {
  if (!flow.gh.available)
    return { pr: undefined, sticky: undefined, comment: undefined, missing: 'no github-token to find it' };
  const prs = await flow.gh.try('lookup', (api) => api.pullRequestsForCommit(sha));
  if (prs === undefined)
    return {
      pr: undefined,
      sticky: undefined,
      comment: undefined,
      missing: 'GitHub would not say which pull request this commit merged',
    };
  const merged = prs.filter((p) => p.merged);
  const pr = (merged.find((p) => p.mergeCommitSha === sha) ?? merged[0])?.number;
  if (pr === undefined)
    return {
      pr: undefined,
      sticky: undefined,
      comment: undefined,
      missing: `no merged pull request is associated with ${sha.slice(0, 7)} (a direct push?)`,
    };
  const sticky = stickyCommentOf(flow, pr, flow.key);
  const comment = await sticky.find();
  if (!comment?.meta && !comment?.altered)
    return {
      pr,
      sticky,
      comment,
      missing: `#${pr} has no comment by sitesync for ${flow.key} (comment off, a missing permission, or never planned)`,
    };
  return { pr, sticky, comment };
}

/** Writes the merge's outcome back on the merged pull request (best-effort). */
export async function writeOutcome(
  flow: FlowContext,
  review: MergedReview,
  outcome: MergeOutcome,
  rows: readonly string[] = [],
): Promise<void> {
  if (!flow.settings.comment || !review.sticky || !review.comment?.meta || review.pr === undefined) return;
  // read again: the pull request's own run (closed) may have written since
  const current = (await review.sticky.find()) ?? review.comment;
  // Changed by someone else since: not built on, nor signed again.
  if (current.altered) return;
  const meta = current.meta ?? review.comment.meta;
  let body = withOutcome(current.body, outcome, review.pr, rows);
  body = withStatus(body, { kind: 'closed', merged: true });
  body = withMeta(body, { ...meta, state: 'closed', outcome });
  const id = await review.sticky.write(body);
  if (id !== undefined) flow.report.didWrite(`the outcome written on #${review.pr} (comment ${id})`);
}
