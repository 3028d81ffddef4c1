/** Pure: a short text report of a catalog apply, naming every entity that failed, was blocked or may not have been written. */
import { describeUnknownAttempts } from '../write-tally.js';
import type { CatalogApplyResult } from './types.js';

export function describeCatalogApply(result: CatalogApplyResult, maxListed = 20): string {
  const { done, adopted, failed, blocked, unread = 0, unknown = 0 } = result.counts;
  const written = `${done + unread} written${unread > 0 ? ` (${unread} without the answer: id not known)` : ''}`;
  const lines = [
    `catalog: ${written}${adopted > 0 ? `, ${adopted} service(s) adopted` : ''}${unknown > 0 ? `, ${unknown} not known (may have been written)` : ''}, ${failed} failed, ${blocked} blocked`,
  ];
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
    lines.push(`  service ledger ${result.ledger.action} (category ${result.ledger.categoryId})`);
  if (result.partial)
    lines.push('  rerun the same commit to converge: what was written is replayed, the rest is retried');
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
