/**
 * Site rows a merge carries from an earlier merge whose publish request is still pending (pure).
 * An earlier merge's site change is staged and waits for the owner while live still holds what it
 * replaces: a later merge's plan at its commit shows those rows again, though nobody reviewed them
 * on its own pull request. A row is carried only when it is exactly (rowIdentity: path, bytes
 * written and what live holds there) a row reviewed on the earlier pull request, as sitesync's own
 * signed comment there records it; anything else stays unreviewed.
 */
import { rowIdentity, type PlanRow, type SiteRow } from './reviewed-plan.js';

/** An earlier merge on the publish branch whose publish request for one site is pending. */
export interface PendingMerge {
  readonly pr: number;
  /** The earlier merge's commit (its outcome on `pr` is for this commit). */
  readonly commit: string;
  readonly siteId: string;
  readonly requestId: string;
  /** The site rows reviewed on `pr` for `siteId`. */
  readonly rows: readonly SiteRow[];
}

export interface CarriedRow {
  readonly row: SiteRow;
  readonly from: PendingMerge;
}

/** The rows of `unreviewed` that a pending earlier merge's review holds exactly (newest merge first). */
export function carriedRows(unreviewed: readonly PlanRow[], pending: readonly PendingMerge[]): CarriedRow[] {
  const out: CarriedRow[] = [];
  for (const row of unreviewed) {
    if (row.area !== 'site') continue;
    const id = rowIdentity(row);
    const from = pending.find((p) => p.siteId === row.site && p.rows.some((r) => rowIdentity(r) === id));
    if (from) out.push({ row, from });
  }
  return out;
}

/** One clause per earlier merge: `1 site row reviewed in #1, whose publish request sprq_… is pending`. */
export function carriedClauses(carried: readonly CarriedRow[]): string[] {
  const byRequest = new Map<string, { from: PendingMerge; n: number }>();
  for (const c of carried) {
    const entry = byRequest.get(c.from.requestId) ?? { from: c.from, n: 0 };
    entry.n++;
    byRequest.set(c.from.requestId, entry);
  }
  return [...byRequest.values()].map(
    ({ from, n }) =>
      `${n} site row(s) reviewed in #${from.pr}, whose publish request ${from.requestId} (merge ${from.commit.slice(0, 7)}) is still pending`,
  );
}

/**
 * What the merge's own publish request then means for the owner, in the run's summary, its log and
 * on the merged pull request.
 */
export function carriedMessage(carried: readonly CarriedRow[]): string {
  const requests = [...new Set(carried.map((c) => c.from.requestId))];
  const them = requests.length === 1 ? requests[0]! : requests.join(', ');
  return (
    `This merge's publish request also carries ${carriedClauses(carried).join('; ')}: approving it publishes both. ` +
    `If ${them} is approved first, the platform rejects this merge's request when it is approved (live_source_changed): re-run this job then, to file this merge's own change again.`
  );
}
