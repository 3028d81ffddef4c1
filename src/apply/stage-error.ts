import { ExitCode, SitesyncError } from '../shared/errors.js';

/** A stage of an apply failed: names the stage and what was already done, keeps the cause. */
export class StageError extends SitesyncError {
  readonly stage: string;
  readonly done: readonly string[];
  constructor(stage: string, done: readonly string[], cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    // A write the platform accepted but answered outside the contract may have taken effect.
    const unsure = (cause as { afterWrite?: unknown } | null)?.afterWrite === true;
    const doneText =
      done.length > 0 ? ` Already done: ${done.join('; ')}.` : unsure ? '' : ' Nothing was written.';
    super('APPLY_STAGE_FAILED', `apply failed at stage "${stage}": ${reason}.${doneText}`, {
      cause,
      exitCode:
        cause instanceof SitesyncError && cause.exitCode !== ExitCode.failure
          ? cause.exitCode
          : ExitCode.failure,
      hint:
        (cause instanceof SitesyncError && cause.hint) ||
        'rerun the same commit: every write carries the same idempotency key, so what was done is replayed, not repeated',
    });
    this.name = 'StageError';
    this.stage = stage;
    this.done = done;
  }
}

/** Runs named stages in order; a failure becomes a StageError that lists what was done. */
export async function runStages<T>(
  stages: ReadonlyArray<{ readonly name: string; readonly run: (done: string[]) => Promise<void> }>,
  result: () => T,
): Promise<T> {
  const done: string[] = [];
  for (const stage of stages) {
    try {
      await stage.run(done);
    } catch (err) {
      if (err instanceof StageError) throw err;
      throw new StageError(stage.name, done, err);
    }
  }
  return result();
}
