/** The live-edit block of the terminal plan: what would be reverted, and what to do about it. */
import { createColors } from 'picocolors';
import { describeLiveEdit, type LiveEdit } from '../plan/live-edits.js';
import type { Plan } from '../plan/types.js';
import { shownValue } from './catalog-summary.js';
import { inertLine } from './inert-text.js';
import { liveEditLine, liveEditSummary } from './origin-marks.js';

export function renderLiveEditsText(plan: Plan, color: boolean): string[] {
  const c = createColors(color);
  const { edits, unknown, reason } = liveEditSummary(plan);
  const lines: string[] = [];
  if (edits.length > 0) {
    lines.push(
      c.red(
        c.bold(
          `! ${edits.length === 1 ? '1 live edit' : `${edits.length} live edits`} made outside git would be reverted:`,
        ),
      ),
      ...edits.map((e) => c.red(`    ${inertLine(liveEditLine(e, shownValue))}`)),
      '  apply refuses to revert them: `sitesync pull` writes them into the working tree to review and commit;',
      '  `sitesync apply --overwrite-live-edits` reverts them (docs/live-edits.md).',
    );
  }
  if (unknown > 0)
    lines.push(
      c.yellow(
        `? ${unknown === 1 ? '1 change' : `${unknown} changes`} could not be told apart from a live edit${reason ? ` (${reason})` : ''}: they are not guarded.`,
      ),
    );
  return lines;
}

/** The guard's refusal: what would be reverted, one per line, and the ways forward. */
export function liveEditRefusal(edits: readonly LiveEdit[], overrideHint: string): string {
  return [
    `Blocked: the plan would revert ${edits.length === 1 ? '1 live edit' : `${edits.length} live edits`} made outside git. Nothing was written.`,
    ...edits.map((e) => `  ${inertLine(describeLiveEdit(e))}`),
    `Run \`sitesync pull\` to write them into the working tree (review, commit, apply), or ${overrideHint} to revert them.`,
  ].join('\n');
}
