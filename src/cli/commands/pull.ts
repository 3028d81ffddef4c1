/**
 * `sitesync pull`: writes the live edits made outside git (only those) into the working tree, so
 * they can be reviewed and committed instead of being reverted by the next apply
 * (docs/live-edits.md). Reads the plan's sources (manifest, live catalog) and one live file per
 * site path; writes nothing to the platform.
 */
import { relative } from 'node:path';
import { inertLine } from '../../render/inert-text.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { createPhaseClock } from '../../shared/phase-clock.js';
import { planRun } from '../../sync/plan-run.js';
import { pullLiveEdits, type PullOutcome } from '../../sync/pull/index.js';
import { absolutePaths, type PullTarget } from '../../sync/pull/targets.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { parseHistoryDepth, prepareFromCli, withRunLock, type TakeRunLock } from './shared.js';

export interface PullOptions extends GlobalOptions {
  /** Only live edits in these files or folders (relative to the current folder). */
  readonly paths?: readonly string[];
  /** `site`, `catalog`, a kind, or `kind:slug`. */
  readonly only?: readonly string[];
  /** Write into files with uncommitted changes. */
  readonly force?: boolean;
  readonly historyDepth?: string;
}

/** One line about a pulled target; paths, slugs and values come from the platform: made inert. */
function describe(target: PullTarget, cwd: string): string {
  return inertLine(describeRaw(target, cwd));
}

function describeRaw(target: PullTarget, cwd: string): string {
  const file = relative(cwd, target.file) || target.file;
  if (target.scope === 'site')
    return `${file}  (${target.reason === 'edited' ? 'edited outside git' : 'created outside git'})`;
  if (target.scope === 'field')
    return `${file}  ${target.kind} "${target.key}" ${target.field}: ${JSON.stringify(target.live)}`;
  return `${file}  ${target.kind} "${target.key}" (created outside git)`;
}

function jsonOf(outcome: PullOutcome, cwd: string) {
  const row = (t: PullTarget) => ({
    scope: t.scope,
    file: relative(cwd, t.file) || t.file,
    ...(t.scope === 'site' && { siteId: t.siteId, path: t.path, reason: t.reason }),
    ...(t.scope !== 'site' && { kind: t.kind, key: t.key }),
    ...(t.scope === 'field' && { field: t.field, live: t.live }),
  });
  return {
    found: outcome.found,
    written: outcome.written.map((w) => ({
      ...row(w.target),
      ...(w.line && { line: w.line }),
      ...(w.bytes !== undefined && { bytes: w.bytes }),
    })),
    skipped: outcome.skipped.map((s) => ({ ...row(s.target), reason: s.reason })),
  };
}

const ONLY = /^(?:site|catalog|(?:brand|category|product)(?::.+)?)$/;

/** Pull writes into the working tree: it holds the checkout's run lock (state/run-lock.ts). */
export function pullCommand(opts: PullOptions, io: CommandIO): Promise<CommandResult> {
  return withRunLock('pull', io, (takeLock) => pullLocked(opts, io, takeLock));
}

async function pullLocked(opts: PullOptions, io: CommandIO, takeLock: TakeRunLock): Promise<CommandResult> {
  const bad = opts.only?.find((o) => !ONLY.test(o));
  if (bad !== undefined)
    throw new SitesyncError(
      'BAD_FLAG',
      `--only ${JSON.stringify(bad)}: expected site, catalog, brand, category, product, or kind:slug (e.g. product:tent)`,
      { exitCode: ExitCode.usage },
    );
  const clock = createPhaseClock();
  const prepared = await prepareFromCli(opts, io, true, { clock, lock: takeLock });
  const run = await planRun(prepared, {
    reporter: io.output.reporter(),
    clock,
    validate: false,
    ...(opts.historyDepth !== undefined && { historyDepth: parseHistoryDepth(opts.historyDepth) }),
  });
  const paths = absolutePaths(opts.paths, io.cwd);
  const outcome = await clock.time('pull: write', () =>
    pullLiveEdits(prepared, run, {
      selection: { ...(paths && { paths }), ...(opts.only && { only: opts.only }) },
      ...(opts.force && { force: true }),
    }),
  );
  const text: string[] = [];
  if (outcome.written.length === 0 && outcome.skipped.length === 0) {
    text.push(
      outcome.found === 0
        ? 'No live edits to pull: live holds nothing that git does not have.'
        : `None of the ${outcome.found} live edit(s) matches --paths / --only: nothing was written.`,
    );
  }
  for (const w of outcome.written)
    text.push(`pulled ${describe(w.target, io.cwd)}${w.line ? ` (line ${w.line})` : ''}`);
  for (const s of outcome.skipped)
    text.push(`not pulled ${describe(s.target, io.cwd)}: ${inertLine(s.reason)}`);
  if (outcome.written.length > 0)
    text.push(
      '',
      `${outcome.written.length} live edit(s) written into the working tree. Review them (git diff), commit, and the next plan keeps them.`,
    );
  const exitCode =
    outcome.skipped.length === 0
      ? ExitCode.ok
      : outcome.written.length > 0
        ? ExitCode.partialApply
        : ExitCode.failure;
  return { exitCode, json: jsonOf(outcome, io.cwd), text: text.join('\n'), timings: clock.timings() };
}
