/**
 * Pure: a short text report of a catalog apply, naming every entity that failed, was blocked or may
 * not have been written. The CLI prints it; the action says the same in its log, job summary, notes
 * and on the merged pull request from the pieces (describeCatalogCounts, describeCatalogReplays).
 */
import { LOST_ANSWER_MEANS, LOST_ANSWER_WHOSE, REPLAYED_MEANS } from '../describe-site.js';
import { describeUnknownAttempts } from '../write-tally.js';
import type { CatalogApplyCounts, CatalogApplyResult, CatalogLedgerWrite, CatalogOutcome } from './types.js';

/** Said of catalog writes an earlier run made, answered as its replays: this run changed nothing. */
const BY_AN_EARLIER_RUN = 'already written by an earlier run (replayed)';

/**
 * The catalog's line of counts: `catalog: 3 written, 0 failed, 0 blocked`. Writes an earlier run
 * made (answered as its replay: this run changed nothing) are never counted as this run's: they
 * are said apart, `catalog: 0 written by this run, 3 already written by an earlier run (replayed),
 * 0 failed, 0 blocked` (docs/platform-contract.md §12). Writes whose attempt went without its
 * answer and whose retry was answered as a replay may be this run's or an earlier run's (the
 * platform does not say which): they are said apart too, `1 answer lost, then replayed (this run's
 * or an earlier run's)`, and counted as neither. Writes without their answer (id not known) are
 * said of all of them (`N of these without the answer`), whoever wrote them.
 */
export function describeCatalogCounts(counts: CatalogApplyCounts): string {
  const { done, adopted, failed, blocked, unread = 0, unknown = 0, replayed = 0 } = counts;
  const lost = counts.replayedAfterLostAnswer ?? 0;
  const written = `${writtenApart(done + unread, replayed, lost)}${unread > 0 ? `, ${unread} of these without the answer (id not known)` : ''}`;
  return `catalog: ${written}${adopted > 0 ? `, ${adopted} service(s) adopted` : ''}${unknown > 0 ? `, ${unknown} not known (may have been written)` : ''}, ${failed} failed, ${blocked} blocked`;
}

/**
 * What the replays of describeCatalogCounts' line were, one line each, when there were any: of an
 * earlier run (`N of these were replays: …`), after a lost answer (`answer lost, then replayed: N
 * of these: …`).
 */
export function describeCatalogReplays(counts: CatalogApplyCounts): string[] {
  const { replayed = 0, replayedAfterLostAnswer: lost = 0 } = counts;
  return [
    ...(replayed > 0
      ? [`${replayed} of these ${replayed === 1 ? 'was a replay' : 'were replays'}: ${REPLAYED_MEANS}`]
      : []),
    ...(lost > 0 ? [`answer lost, then replayed: ${lost} of these: ${LOST_ANSWER_MEANS}`] : []),
  ];
}

/**
 * One stage's line, for an apply that stopped in it or after it (StageError's "done"): `catalog
 * products: 3 of 5 written`, a write that may have run said beside the count (`(1 not known: may
 * have been written)`), and an earlier run's writes answered as its replays said apart as in
 * describeCatalogCounts: `catalog products: 1 of 5 written by this run, 2 already written by an
 * earlier run (replayed)`, and those answered as a replay after a lost answer apart too (this
 * run's or an earlier run's: replayOrigin, docs/platform-contract.md §12).
 */
export function describeStageWritten(
  stage: string,
  total: number,
  outcomes: readonly CatalogOutcome[],
): string {
  const written = outcomes.filter(
    (o) => o.status === 'done' || o.status === 'adopted' || o.status === 'unread',
  );
  const replayed = (origin: 'earlier' | 'lost-answer') =>
    written.filter((o) => o.status !== 'adopted' && o.replayed === origin).length;
  const unknown = outcomes.filter((o) => o.status === 'unknown').length;
  const note = unknown > 0 ? ` (${unknown} not known: may have been written)` : '';
  return `${stage}: ${writtenApart(written.length, replayed('earlier'), replayed('lost-answer'), ` of ${total}`, note)}`;
}

/**
 * `N written`, or with replays among them, `N written by this run, M already written by an earlier
 * run (replayed), K answer lost, then replayed (this run's or an earlier run's)`.
 */
function writtenApart(all: number, earlier: number, lost: number, of = '', note = ''): string {
  const apart = earlier + lost > 0;
  return `${all - earlier - lost}${of} written${apart ? ' by this run' : ''}${note}${earlier > 0 ? `, ${earlier} ${BY_AN_EARLIER_RUN}` : ''}${lost > 0 ? `, ${lost} ${LOST_ANSWER_WHOSE}` : ''}`;
}

/**
 * The service ledger's line: `service ledger created (category catg_…)` (without the category for
 * a stage's line), and, when its write was answered as a replay, whose write it was in the words of
 * the site's and the catalog's lines: an earlier run's (`: replayed: …`: this run changed nothing)
 * or after an attempt of this run lost its answer (`: answer lost, then replayed: …`, this run's or
 * an earlier run's), as replayOrigin decides.
 */
export function describeLedgerWrite(ledger: CatalogLedgerWrite, withCategory = true): string {
  const line = `service ledger ${ledger.action}${withCategory ? ` (category ${ledger.categoryId})` : ''}`;
  if (ledger.replayed === 'earlier') return `${line}: replayed: ${REPLAYED_MEANS}`;
  if (ledger.replayed === 'lost-answer') return `${line}: answer lost, then replayed: ${LOST_ANSWER_MEANS}`;
  return line;
}

export function describeCatalogApply(result: CatalogApplyResult, maxListed = 20): string {
  const lines = [describeCatalogCounts(result.counts)];
  const problems = result.outcomes.filter(
    (o) => o.status === 'failed' || o.status === 'blocked' || o.status === 'unread' || o.status === 'unknown',
  );
  for (const o of problems.slice(0, maxListed)) {
    lines.push(
      o.status === 'failed'
        ? `  ✗ ${o.action} ${o.kind} "${o.key}" failed: ${o.error}`
        : o.status === 'unread'
          ? `  ✓ ${o.action} ${o.kind} "${o.key}" written, but its answer was cut off (id not known): ${o.error}`
          : o.status === 'unknown'
            ? `  ? ${o.action} ${o.kind} "${o.key}" may have been written, not known (${o.attempts ? describeUnknownAttempts(o.attempts) : 'answered with an error'}, never confirmed): ${o.error}`
            : `  ⊘ ${o.action} ${o.kind} "${o.key}" blocked by ${o.blockedBy}`,
    );
  }
  if (problems.length > maxListed)
    lines.push(`  … and ${problems.length - maxListed} more (use --json for all)`);
  for (const o of result.outcomes)
    if (o.status === 'adopted')
      lines.push(
        `  service "${o.key}" already existed (${o.id}): adopted into the ledger, its content is unknown`,
      );
  if (result.ledger?.action === 'failed')
    lines.push(`  ✗ the service ledger could not be written: ${result.ledger.error}`);
  else if (result.ledger && result.ledger.action !== 'unchanged')
    lines.push(`  ${describeLedgerWrite(result.ledger)}`);
  if (result.partial)
    lines.push('  rerun the same commit to converge: what was written is replayed, the rest is retried');
  for (const line of describeCatalogReplays(result.counts)) lines.push(`  ${line}`);
  return lines.join('\n');
}

/**
 * What of a partial catalog apply was not done, in words: "1 not known (may have been written),
 * 0 failed, 1 blocked". The failed and blocked counts are always named.
 */
export function describeCatalogShortfall(counts: CatalogApplyResult['counts']): string {
  return [
    ...(counts.unknown ? [`${counts.unknown} not known (may have been written)`] : []),
    ...(counts.unread ? [`${counts.unread} created without the answer (id not known)`] : []),
    `${counts.failed} failed`,
    `${counts.blocked} blocked`,
  ].join(', ');
}
