/**
 * The runner cancelling the job: it sends SIGINT, then SIGTERM ~7.5 s later, then kills. On the
 * first signal the run's AbortSignal stops the platform requests (the one in flight ends as
 * INTERRUPTED, none starts after), so the flow fails as any failure does: the summary and the
 * outputs say what was already written, a pull request's comment its outcome. Nothing may keep the
 * process past that: should the run still be going 5 s later, it exits. A second signal exits at once.
 */
import { log } from './log.js';
import type { RunReport } from './run-report.js';

export const CANCEL_GRACE_MS = 5_000;

export function cancelOnSignals(report: RunReport): { readonly signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  let received: string | undefined;
  const on = (name: 'SIGINT' | 'SIGTERM') => () => {
    if (received) process.exit(130);
    received = name;
    log.warning(`${name}: the job was cancelled; stopping after the requests in flight`);
    report.note(
      `Cancelled (${name}) while running: stopped after the requests in flight. Re-run the job to finish: what was written is replayed, not written twice.`,
    );
    controller.abort(new Error(name));
    setTimeout(() => process.exit(130), CANCEL_GRACE_MS).unref();
  };
  const handlers = { SIGINT: on('SIGINT'), SIGTERM: on('SIGTERM') };
  for (const [name, handler] of Object.entries(handlers)) process.on(name, handler);
  return {
    signal: controller.signal,
    dispose() {
      for (const [name, handler] of Object.entries(handlers)) process.off(name, handler);
    },
  };
}
