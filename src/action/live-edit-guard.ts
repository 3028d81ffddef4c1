/**
 * The merge's guard against reverting live edits made outside git (docs/live-edits.md), chosen
 * by the input `on-live-edit`: fail (default: nothing is written, every edit is named), warn
 * (applied, one warning per edit), overwrite (applied; the summary still lists them).
 */
import { describeLiveEdit, liveEditsOf, type LiveEdit } from '../plan/live-edits.js';
import type { Plan } from '../plan/types.js';
import { shownValue } from '../render/catalog-summary.js';
import { inertLine } from '../render/inert-text.js';
import { inertCode } from '../render/inert.js';
import { liveEditLine } from '../render/origin-marks.js';
import { ExitCode, SitesyncError } from '../shared/errors.js';
import { log } from './log.js';
import type { RunReport } from './run-report.js';
import { newerTipHint, newerTipText, type NewerTip } from './stale-run.js';

export type OnLiveEdit = 'fail' | 'warn' | 'overwrite';

export const ON_LIVE_EDIT: readonly OnLiveEdit[] = ['fail', 'warn', 'overwrite'];

/** Parses the input `on-live-edit`; empty → fail. */
export function parseOnLiveEdit(value: string): OnLiveEdit {
  const v = value.trim().toLowerCase();
  if (v === '') return 'fail';
  if ((ON_LIVE_EDIT as readonly string[]).includes(v)) return v as OnLiveEdit;
  throw new SitesyncError(
    'BAD_INPUT',
    `input "on-live-edit" must be fail, warn or overwrite, got ${JSON.stringify(value)}`,
    { exitCode: ExitCode.usage },
  );
}

function listMarkdown(edits: readonly LiveEdit[]): string[] {
  return edits.map((e) => `- ${inertCode(liveEditLine(e, shownValue))}`);
}

/**
 * Before the merge writes anything: with live edits in the plan, `fail` writes the job summary and
 * throws (exit 5); `warn` and `overwrite` let the apply go on and say what it reverts. When the run's
 * commit is not the publish branch's latest (`newerTip`), what looks like live edits may be the
 * newer commits' changes: `warn` refuses as `fail` does, and neither suggests overwriting.
 */
export function guardLiveEdits(
  plan: Plan,
  onLiveEdit: OnLiveEdit,
  report: RunReport,
  newerTip?: NewerTip,
): readonly LiveEdit[] {
  const edits = liveEditsOf(plan);
  if (edits.length === 0) return edits;
  const count = edits.length === 1 ? '1 live edit' : `${edits.length} live edits`;
  if (newerTip && onLiveEdit !== 'overwrite') {
    const what = `the plan would revert ${edits.length === 1 ? '1 change' : `${edits.length} changes`} that live holds and ${newerTip.sha.slice(0, 7)} does not (edits made outside git, or the newer commits' own changes)`;
    for (const e of edits) log.error(`would be reverted: ${describeLiveEdit(e)}`);
    report.section(`Not applied: this run is for an older commit (on-live-edit: ${onLiveEdit})`, [
      `Nothing was written. ${inertLine(newerTipText(newerTip))}`,
      '',
      ...listMarkdown(edits),
      '',
      `Run the workflow for the latest commit of ${inertCode(newerTip.branch)} instead.`,
    ]);
    throw new SitesyncError(
      'LIVE_EDITS',
      inertLine(
        `${what}; nothing was written. ${newerTipText(newerTip)} ${edits.map(describeLiveEdit).join('; ')}`,
      ),
      { exitCode: ExitCode.blockedByGuard, hint: newerTipHint(newerTip) },
    );
  }
  if (onLiveEdit === 'fail') {
    for (const e of edits) log.error(`live edit made outside git would be reverted: ${describeLiveEdit(e)}`);
    report.section(`Not applied: the plan would revert ${count} made outside git (on-live-edit: fail)`, [
      'Nothing was written.',
      '',
      ...listMarkdown(edits),
      '',
      'Run `sitesync pull` (or this action with `mode: pull`) to bring them into the repository, or set `on-live-edit: overwrite` to revert them.',
    ]);
    throw new SitesyncError(
      'LIVE_EDITS',
      inertLine(
        `the plan would revert ${count} made outside git; nothing was written: ${edits.map(describeLiveEdit).join('; ')}`,
      ),
      {
        exitCode: ExitCode.blockedByGuard,
        hint: 'run `sitesync pull` (or the action with mode: pull) to bring them into git, or set on-live-edit: overwrite',
      },
    );
  }
  if (onLiveEdit === 'warn')
    for (const e of edits) log.warning(`reverting a live edit made outside git: ${describeLiveEdit(e)}`);
  report.section(
    `${onLiveEdit === 'warn' ? '⚠️' : 'ℹ️'} Reverting ${count} made outside git (on-live-edit: ${onLiveEdit})`,
    listMarkdown(edits),
  );
  return edits;
}
