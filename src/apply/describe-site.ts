/**
 * Pure: what a site apply staged, for a person. What an earlier run had written (the platform
 * answered it as a replay) is not called written by this run: it is said apart, as already written.
 * What this run wrote whose answer was lost, a retry answered as a replay of it, is written by this
 * run and said so (src/apply/site-apply.ts; docs/platform-contract.md §12). Ids and links come from
 * the platform: each is shown as one inert line. The CLI prints describeApplied; the action says
 * the same in its log, job summary and notes from the pieces (describeStaged, describeReplays).
 */
import { inertLine } from '../render/inert-text.js';
import type { SiteApplyResult } from './site-apply.js';

/** What a replay of an earlier run is, for a person (the site's and the catalog's lines). */
export const REPLAYED_MEANS =
  'the platform had already run the same request (same Idempotency-Key: an earlier run of this commit) and changed nothing now';

/**
 * What a replay after a lost answer is, for a person (the site's and the catalog's lines): the
 * attempt that lost its answer may have run the write, or not (a 5xx refused before it ran); the
 * replay is of it or of an earlier run's, and the platform does not say which
 * (docs/platform-contract.md §12).
 */
export const LOST_ANSWER_MEANS =
  "an attempt's answer was lost (none, a 5xx or one cut off) and its retry, with the same Idempotency-Key, was answered as a replay: written by that attempt of this run, or by an earlier run of this commit if it never ran (the platform does not say which)";

/** Said beside the counts of what was answered as a replay after a lost answer (site and catalog). */
export const LOST_ANSWER_WHOSE = "answer lost, then replayed (this run's or an earlier run's)";

/**
 * One line: where it staged and what this run wrote, then apart what an earlier run had written
 * and what was answered as a replay after a lost answer (this run's or an earlier run's),
 * e.g. `staged in session sess_1 (already opened: replayed): 0 file(s) written, 0 deleted in 0
 * batch(es); already written (replayed): 2 file(s), 0 deleted in 1 batch(es)`.
 */
export function describeStaged(r: SiteApplyResult): string {
  const rp = r.replayed;
  const lost = r.replayedAfterLostAnswer;
  const already = rp.session
    ? r.createdSite
      ? ' (already created: replayed)'
      : ' (already opened: replayed)'
    : lost.session
      ? ` (${r.createdSite ? 'created' : 'opened'}: answer lost, then replayed, this run's or an earlier run's)`
      : '';
  const what = r.createdSite
    ? `${rp.session || lost.session ? 'site' : 'created site'} ${inertLine(r.siteId)}${already}`
    : `staged in session ${inertLine(r.sessionId)}${already}`;
  const now = `${r.written - rp.written - lost.written} file(s) written, ${r.deleted - rp.deleted - lost.deleted} deleted in ${r.batches - rp.batches - lost.batches} batch(es)`;
  const replayedFiles = rp.written + rp.deleted + rp.batches > 0;
  const lostFiles = lost.written + lost.deleted + lost.batches > 0;
  return `${what}: ${now}${replayedFiles ? `; already written (replayed): ${rp.written} file(s), ${rp.deleted} deleted in ${rp.batches} batch(es)` : ''}${lostFiles ? `; ${LOST_ANSWER_WHOSE}: ${lost.written} file(s), ${lost.deleted} deleted in ${lost.batches} batch(es)` : ''}`;
}

/** What the replays of describeStaged's line were, one line each, when there were any. */
export function describeReplays(r: SiteApplyResult): string[] {
  const rp = r.replayed;
  const lines: string[] = [];
  if (rp.session || rp.written + rp.deleted + rp.batches > 0) lines.push(`replayed: ${REPLAYED_MEANS}`);
  const lost = r.replayedAfterLostAnswer;
  const lostWhat = [
    ...(lost.session ? [r.createdSite ? "the site's creation" : "the session's opening"] : []),
    ...(lost.batches > 0 ? [`${lost.batches} batch(es)`] : []),
  ];
  if (lostWhat.length > 0)
    lines.push(`answer lost, then replayed: ${lostWhat.join(' and ')}: ${LOST_ANSWER_MEANS}`);
  return lines;
}

export function describeApplied(r: SiteApplyResult): string {
  return [
    describeStaged(r),
    ...describeReplays(r).map((l) => `  ${l}`),
    ...(r.previewUrl ? [`preview: ${inertLine(r.previewUrl)}`] : []),
  ].join('\n');
}
