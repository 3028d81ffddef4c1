/** The live-edit callout at the top of the markdown plan (PR comment, job summary). */
import type { Plan } from '../plan/types.js';
import { shownValue } from './catalog-summary.js';
import { inertCode, inertMarkdown } from './inert.js';
import { liveEditLine, liveEditSummary } from './origin-marks.js';

export interface LiveEditsMarkdownOptions {
  readonly maxRows?: number;
  readonly liveEditAdvice?: string;
}

export const DEFAULT_LIVE_EDIT_ADVICE =
  '`sitesync apply` and the merge refuse to revert them unless told (`--overwrite-live-edits`, `on-live-edit: overwrite`); `sitesync pull` (or the action’s `mode: pull`) brings them into git for review.';

export function renderLiveEditsMarkdown(plan: Plan, options: LiveEditsMarkdownOptions = {}): string[] {
  const { edits, unknown, reason } = liveEditSummary(plan);
  const out: string[] = [];
  if (edits.length > 0) {
    const maxRows = options.maxRows ?? 100;
    out.push(
      `> [!WARNING]`,
      `> **${edits.length === 1 ? '1 live edit' : `${edits.length} live edits`} made outside git would be reverted.** ${options.liveEditAdvice ?? DEFAULT_LIVE_EDIT_ADVICE}`,
      '>',
      ...edits.slice(0, maxRows).map((e) => `> - ${inertCode(liveEditLine(e, shownValue))}`),
      ...(edits.length > maxRows ? [`> - … and ${edits.length - maxRows} more`] : []),
      '',
    );
  }
  if (unknown > 0)
    out.push(
      `> ${unknown === 1 ? '1 change' : `${unknown} changes`} could not be told apart from a live edit${reason ? ` (${inertMarkdown(reason)})` : ''}: they are not guarded.`,
      '',
    );
  return out;
}
