import { ExitCode, SitesyncError } from '../shared/errors.js';

/**
 * A stage of an apply failed: names the stage and what it had already done, keeps the cause.
 * It claims nothing about writes it cannot see: the caller that keeps the request tally adds
 * "Nothing was written." (or what was) with `withWrites` (src/apply/write-tally.ts).
 */
export class StageError extends SitesyncError {
  readonly stage: string;
  readonly done: readonly string[];
  readonly reason: string;
  constructor(stage: string, done: readonly string[], cause: unknown, writes?: string) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const doneText = done.length > 0 ? ` Already done: ${done.join('; ')}.` : '';
    super(
      'APPLY_STAGE_FAILED',
      `apply failed at stage "${stage}": ${reason}.${doneText}${writes ? ` ${writes}` : ''}`,
      {
        cause,
        exitCode:
          cause instanceof SitesyncError && cause.exitCode !== ExitCode.failure
            ? cause.exitCode
            : ExitCode.failure,
        hint:
          (cause instanceof SitesyncError && cause.hint) ||
          'rerun the same commit: every write carries the same idempotency key, so what was done is replayed, not repeated',
      },
    );
    this.name = 'StageError';
    this.stage = stage;
    this.done = done;
    this.reason = reason;
  }

  /** The same failure with a sentence on what the run wrote, from its request tally. */
  withWrites(writes: string): StageError {
    return new StageError(this.stage, this.done, this.cause, writes);
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
