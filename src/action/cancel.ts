/**
 * The runner cancelling the job: it sends SIGINT, then SIGTERM ~7.5 s later, then kills. On the
 * first signal the run's AbortSignal stops the platform requests (the one in flight ends as
 * INTERRUPTED, none starts after), so the flow stops where it is; run() then reports the run as
 * cancelled, not failed: the summary says what was already written, a pull request's comment says
 * cancelled, and so does a merged one's outcome (docs/platform-contract.md §12; the words:
 * cancel-report.ts). Nothing may keep the
 * process past that: should the run still be going 5 s later, it exits. A second signal exits at once.
 */
import { log } from './log.js';

export const CANCEL_GRACE_MS = 5_000;

export interface CancelHandle {
  /** Aborted on the first signal. */
  readonly signal: AbortSignal;
  /** The signal that cancelled the run (`SIGINT`, `SIGTERM`), undefined while none came. */
  received(): string | undefined;
  dispose(): void;
}

export function cancelOnSignals(): CancelHandle {
  const controller = new AbortController();
  let received: string | undefined;
  const on = (name: 'SIGINT' | 'SIGTERM') => () => {
    if (received) process.exit(130);
    received = name;
    log.warning(`${name}: the job was cancelled; stopping after the requests in flight`);
    controller.abort(new Error(name));
    setTimeout(() => process.exit(130), CANCEL_GRACE_MS).unref();
  };
  const handlers = { SIGINT: on('SIGINT'), SIGTERM: on('SIGTERM') };
  for (const [name, handler] of Object.entries(handlers)) process.on(name, handler);
  return {
    signal: controller.signal,
    received: () => received,
    dispose() {
      for (const [name, handler] of Object.entries(handlers)) process.off(name, handler);
    },
  };
}
