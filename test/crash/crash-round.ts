/**
 * One crash round: `sitesync apply --publish` of the demo shop is killed with SIGKILL right after
 * its k-th /v1 request completes; optionally the emulator clock then moves past the 24 h
 * idempotency window; the same commit is applied again (must exit 0); then the live state is
 * verified and a third run (a plan) must find nothing to do.
 */
import { startEmulator } from '../../src/emulator/index.js';
import { createShopRepo, shopLiveSeed } from '../faults/shop-repo.js';
import { verifyLive, type Verdict } from '../faults/verify-live.js';
import { spawnCli } from './spawn-cli.js';

export interface CrashRoundOptions {
  /** Kill after this many /v1 requests; 0 = do not kill (the baseline run). */
  readonly k: number;
  /** Advance the emulator clock by 25 h between the killed run and the rerun. */
  readonly pastWindow: boolean;
  /** Emulator latency per /v1 request: the window in which the kill lands before the next one. */
  readonly latencyMs: number;
}

export interface CrashRoundResult {
  readonly k: number;
  readonly pastWindow: boolean;
  /** /v1 requests the killed run made (≥ k: one more may have been in flight). */
  readonly requestsBeforeKill: number;
  readonly killedBy: string | null;
  readonly rerunExitCode: number | null;
  readonly rerunRequests: number;
  readonly verdict: Verdict;
  readonly rerunOutput: string;
}

const v1 = <T extends { path: string }>(log: readonly T[]): T[] =>
  log.filter((e) => e.path.startsWith('/v1/'));

export async function runCrashRound(options: CrashRoundOptions): Promise<CrashRoundResult> {
  const emulator = await startEmulator({
    port: 0,
    seed: await shopLiveSeed(),
    autoApprove: true,
    latencyMs: options.latencyMs,
  });
  const repo = await createShopRepo('sitesync-crash-');
  try {
    const log = () => v1(emulator.requestLog());
    const common = { repoDir: repo.dir, baseUrl: emulator.url, apiKey: emulator.apiKey, log };
    const killed = await spawnCli({
      ...common,
      args: ['apply', '--publish'],
      ...(options.k > 0 && { signalWhen: (l) => l.length >= options.k, signal: 'SIGKILL' as const }),
    });
    const firstRun = log();
    if (options.pastWindow) emulator.advanceClock(25 * 3600);
    const rerun = await spawnCli({ ...common, args: ['apply', '--publish'] });
    const secondRun = log().slice(firstRun.length);
    const verdict = await verifyLive({
      baseUrl: emulator.url,
      apiKey: emulator.apiKey,
      repoDir: repo.dir,
      // Within one idempotency window the whole log must keep the promise; past it, each run alone.
      logSegments: options.pastWindow ? [firstRun, secondRun] : [[...firstRun, ...secondRun]],
      // Past the window a session opened by the killed run cannot be replayed: the rerun opens another.
      maxSessions: options.pastWindow ? 2 : 1,
    });
    return {
      k: options.k,
      pastWindow: options.pastWindow,
      requestsBeforeKill: firstRun.length,
      killedBy: killed.signal,
      rerunExitCode: rerun.exitCode,
      rerunRequests: secondRun.length,
      verdict,
      rerunOutput: rerun.output,
    };
  } finally {
    await emulator.close();
    await repo.remove();
  }
}
