/**
 * One seeded fault round: a fresh emulator holding the shop as it was last month, with faults
 * injected at `rate` from `seed`; `sitesync apply --publish` in process (short per-attempt
 * timeout, backoff waits skipped) until it exits 0 (at most `maxApplies` runs of the same
 * commit); then faults off and the live state verified.
 */
import { startEmulator } from '../../src/emulator/index.js';
import type { RequestLogEntry as ClientAttempt } from '../../src/platform/request-log.js';
import { runCliInProcess } from './in-process.js';
import { createShopRepo, shopLiveSeed } from './shop-repo.js';
import { verifyLive, type Verdict } from './verify-live.js';

export interface FaultRoundOptions {
  readonly seed: number;
  readonly rate: number;
  readonly stallMs: number;
  /** Per-attempt timeout of the client; below stallMs so stalled bodies time out. */
  readonly timeoutMs: number;
  readonly maxApplies: number;
}

export interface FaultRoundResult {
  readonly seed: number;
  /** Exit codes of the apply runs, in order (the last is 0 when the round converged). */
  readonly applyExitCodes: readonly number[];
  readonly requests: number;
  readonly faults: Readonly<Record<string, number>>;
  readonly retries: number;
  /** Backoff the client asked for and the round skipped, in ms. */
  readonly backoffMs: number;
  readonly verdict: Verdict;
  /** Output of the last apply that did not exit 0, for the report. */
  readonly failureOutput?: string;
}

/** A sleep that returns at once (but still honours an abort): backoff waits cost no wall time. */
export function skippingSleep(onSleep: (ms: number) => void) {
  return (ms: number, signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    onSleep(ms);
    return Promise.resolve();
  };
}

export async function runFaultRound(options: FaultRoundOptions): Promise<FaultRoundResult> {
  const emulator = await startEmulator({
    port: 0,
    seed: await shopLiveSeed(),
    autoApprove: true,
    faultRate: options.rate,
    faultSeed: options.seed,
    stallMs: options.stallMs,
  });
  const repo = await createShopRepo();
  try {
    const attempts: ClientAttempt[] = [];
    let backoffMs = 0;
    const transport = {
      timeoutMs: options.timeoutMs,
      sleep: skippingSleep((ms) => (backoffMs += ms)),
      onRequest: (e: ClientAttempt) => attempts.push(e),
    };
    const applyExitCodes: number[] = [];
    let failureOutput: string | undefined;
    while (applyExitCodes.length < options.maxApplies) {
      const run = await runCliInProcess({
        argv: ['apply', '--publish'],
        cwd: repo.dir,
        baseUrl: emulator.url,
        apiKey: emulator.apiKey,
        transport,
      });
      applyExitCodes.push(run.exitCode);
      if (run.exitCode === 0) break;
      failureOutput = run.output;
    }
    const log = emulator.requestLog().filter((e) => e.path.startsWith('/v1/'));
    await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate: 0 }),
    });
    const verdict = await verifyLive({
      baseUrl: emulator.url,
      apiKey: emulator.apiKey,
      repoDir: repo.dir,
      logSegments: [log],
    });
    return {
      seed: options.seed,
      applyExitCodes,
      requests: log.length,
      faults: countFaults(log),
      retries: attempts.filter((a) => a.attempt > 1).length,
      backoffMs,
      verdict,
      ...(failureOutput !== undefined && { failureOutput }),
    };
  } finally {
    await emulator.close();
    await repo.remove();
  }
}

export function countFaults(log: readonly { fault: string | null }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of log) if (e.fault) counts[e.fault] = (counts[e.fault] ?? 0) + 1;
  return counts;
}
