import { ExitCode } from '../../shared/errors.js';
import { siteHasErrors } from '../../plan/types.js';
import { planHasChanges, toPlanJson } from '../../render/json.js';
import { renderPlanText } from '../../render/text.js';
import { createPhaseClock } from '../../shared/phase-clock.js';
import { planOnly } from '../../sync/plan-run.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { noteRunLock, parseHistoryDepth, prepareFromCli } from './shared.js';
import { siteValidationError } from './validation-error.js';
import { showPhases } from '../phase-activity.js';

export interface PlanOptions extends GlobalOptions {
  readonly detailedExitcode?: boolean;
  readonly validate?: boolean;
  /** Commits of git history searched to classify changes. */
  readonly historyDepth?: string;
}

export async function planCommand(opts: PlanOptions, io: CommandIO): Promise<CommandResult> {
  const clock = createPhaseClock();
  const phases = showPhases(clock, io.output.reporter());
  const prepared = await prepareFromCli(opts, io, true, {
    clock: phases,
    // A plan takes no lock: it writes nothing but its caches. It says when an apply runs.
    lock: noteRunLock(io),
    readLiveEarly: { settle: true, compactLive: true },
  });
  const plan = await planOnly(prepared, {
    reporter: io.output.reporter(),
    clock: phases,
    ...(opts.validate === false && { validate: false }),
    ...(opts.historyDepth !== undefined && { historyDepth: parseHistoryDepth(opts.historyDepth) }),
  });
  const hasErrors = plan.sites.some(siteHasErrors);
  const exitCode = hasErrors
    ? ExitCode.validation
    : opts.detailedExitcode && planHasChanges(plan)
      ? ExitCode.changesPresent
      : ExitCode.ok;
  const error = siteValidationError(plan, 'apply would write nothing');
  return {
    exitCode,
    json: () => toPlanJson(plan),
    text: () => renderPlanText(plan, { color: io.output.color }),
    timings: clock.timings(),
    ...(error && { error }),
  };
}
