/**
 * What a cancelled run says (pure), in the same words wherever it says it: the job summary, and
 * after a merge the outcome on the merged pull request. Where it stopped; that the write it cut off
 * there may have run (docs/platform-contract.md §12: a request cut off in flight may have run, so
 * the run claims neither way); how to go on.
 */
import { StageError } from '../apply/stage-error.js';
import { InterruptedError } from '../platform/errors.js';
import { inertMarkdown } from '../render/inert.js';
import { describeError } from '../shared/errors.js';

/** The job was cancelled (the runner's SIGINT/SIGTERM) and the run stopped before its end. */
export interface Cancellation {
  readonly signal: string;
  /** Where it stopped: the error the interrupted request ended the flow with (plain text). */
  readonly reason: string;
  /** The request the cancel cut off was a write (not a read): it may have run. */
  readonly writeCutOff: boolean;
}

/** A write the cancel cut off: neither written nor not. */
export const WRITE_IN_FLIGHT = 'the request in flight when the job was cancelled may have run';

export const RERUN_AFTER_CANCEL =
  'Re-run the job to finish: every write carries an idempotency key, so what was written is replayed, not written twice.';

const CANCELLED_HOW =
  'the job was cancelled before the run ended: it stopped after the platform requests in flight and started none after.';

/** The cancellation of a run that ended in `err` after `signal`. */
export function cancellationOf(signal: string, err: unknown): Cancellation {
  return { signal, reason: stoppedAt(err), writeCutOff: cutOffWrite(err) };
}

/** Where a cancelled run stopped: a stage's interrupted request said as that, not as a failure. */
function stoppedAt(err: unknown): string {
  return err instanceof StageError ? `stage "${err.stage}": ${err.reason}` : describeError(err);
}

/** Whether the request the cancel interrupted (along the error's causes) was a write. */
function cutOffWrite(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 8; depth++, e = e.cause)
    if (e instanceof InterruptedError) return e.method !== 'GET';
  return false;
}

/**
 * The cancellation as quoted markdown lines, made inert; `mark` goes before the first line's bold
 * (the summary's ⏹️: the merged pull request's outcome has it in its heading). At most 10 lines and
 * 1,500 characters of where it stopped.
 */
export function cancelledMarkdown(c: Cancellation, mark = ''): string[] {
  const reason = c.reason.length > 1_500 ? `${c.reason.slice(0, 1_500)} …` : c.reason;
  const stopped = reason
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, 10)
    .map((l, i) => `> ${i === 0 ? 'Stopped at: ' : ''}${inertMarkdown(l)}`);
  const inFlight = `${WRITE_IN_FLIGHT.charAt(0).toUpperCase()}${WRITE_IN_FLIGHT.slice(1)}.`;
  return [
    `> ${mark}**${inertMarkdown(`Cancelled (${c.signal})`)}:** ${CANCELLED_HOW}`,
    ...stopped,
    ...(c.writeCutOff ? [`> ${inertMarkdown(inFlight)}`] : []),
    `> ${inertMarkdown(RERUN_AFTER_CANCEL)}`,
  ];
}
