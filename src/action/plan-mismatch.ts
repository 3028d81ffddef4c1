/**
 * A comparison of the merge's plan with the reviewed one, told to a person (pure): plain lines for
 * the log (made inert by log.ts), markdown for the job summary and the pull request (inert here).
 */
import { inertCode } from '../render/inert.js';
import { describeRow, GROUPS, type PlanComparison } from './reviewed-plan.js';

export function comparisonHeadline(c: PlanComparison, pr: number): string {
  if (!c.rowByRow)
    return `The plan at the merge commit differs from the one reviewed in #${pr}: ${c.unreviewed.length} row(s) fall in ${c.differingGroups} of ${GROUPS} groups that differ (the reviewed plan of ${c.reviewedCount} rows was too large to record row by row).`;
  return `The plan at the merge commit differs from the one reviewed in #${pr}: ${c.unreviewed.length} row(s) nobody reviewed, ${c.noLongerApplies.length} reviewed row(s) that no longer apply.`;
}

/** Every differing row, one line each. */
export function comparisonLines(c: PlanComparison): string[] {
  const lines: string[] = [];
  if (c.unreviewed.length > 0) {
    lines.push(c.rowByRow ? 'Rows nobody reviewed:' : 'Rows that could not be verified against the review:');
    for (const u of c.unreviewed) {
      lines.push(`  + ${describeRow(u.row)}`);
      for (const r of u.reviewedAs) lines.push(`      reviewed as: ${describeRow(r)}`);
    }
  }
  if (c.noLongerApplies.length > 0) {
    lines.push('Reviewed rows that no longer apply:');
    for (const r of c.noLongerApplies) lines.push(`  - ${describeRow(r)}`);
  }
  return lines;
}

export function comparisonMarkdown(c: PlanComparison, pr: number): string[] {
  const out = [comparisonHeadline(c, pr), ''];
  if (c.unreviewed.length > 0) {
    out.push(c.rowByRow ? '**Rows nobody reviewed:**' : '**Rows that could not be verified:**', '');
    for (const u of c.unreviewed) {
      const was = u.reviewedAs.map((r) => inertCode(describeRow(r))).join(', ');
      out.push(`- ${inertCode(describeRow(u.row))}${was ? ` (reviewed as ${was})` : ''}`);
    }
    out.push('');
  }
  if (c.noLongerApplies.length > 0) {
    out.push('**Reviewed rows that no longer apply:**', '');
    for (const r of c.noLongerApplies) out.push(`- ${inertCode(describeRow(r))}`);
    out.push('');
  }
  return out;
}
