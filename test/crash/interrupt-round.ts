/**
 * SIGINT/SIGTERM during a backoff wait: the emulator's rate limit answers 429 with a Retry-After
 * of about a minute; as soon as the first 429 is logged the CLI gets the signal. It must stop
 * without committing another write, say what it had done, and exit 130.
 */
import { startEmulator } from '../../src/emulator/index.js';
import { committed, isWriteAttempt } from '../faults/key-audit.js';
import { createShopRepo, shopLiveSeed } from '../faults/shop-repo.js';
import { spawnCli, type CliProcessResult } from './spawn-cli.js';

export interface InterruptRoundResult extends CliProcessResult {
  readonly signalSent: NodeJS.Signals;
  /** /v1 requests logged after the process exited. */
  readonly requestsAtExit: number;
  /** Retry-After the 429 asked for, in seconds. */
  readonly retryAfterSeconds: number | undefined;
  readonly problems: readonly string[];
}

/** Accepted requests per minute: enough for the plan's reads, not for the catalog writes. */
const RATE_LIMIT = 8;

export async function runInterruptRound(signal: 'SIGINT' | 'SIGTERM'): Promise<InterruptRoundResult> {
  const apiKey = 'sk_interrupt_round_key_0001';
  const emulator = await startEmulator({
    port: 0,
    seed: await shopLiveSeed(),
    apiKeys: [{ key: apiKey, rateLimit: RATE_LIMIT }],
  });
  const repo = await createShopRepo('sitesync-interrupt-');
  try {
    // If the CLI learns the rate limit first it would pace instead of meeting the 429: hide it.
    await fetch(`${emulator.url}/__emulator/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path_pattern: '/v1/auth/status', status: 404, count: 10 }),
    });
    const log = () => emulator.requestLog().filter((e) => e.path.startsWith('/v1/'));
    const result = await spawnCli({
      repoDir: repo.dir,
      baseUrl: emulator.url,
      apiKey,
      log,
      args: ['apply', '--publish'],
      signalWhen: (l) => l.some((e) => e.status === 429),
      signal,
    });
    const requestsAtExit = log().length;
    const retryAfterSeconds = await probeRetryAfter(emulator.url, apiKey);
    const problems: string[] = [];
    if (result.requestsAtSignal === undefined) problems.push('the CLI never met a 429');
    if (result.exitCode !== 130)
      problems.push(`exit code ${result.exitCode} (signal ${result.signal}), expected 130`);
    // Requests already in flight may still be logged (a parallel write meeting the same 429); none may commit.
    const after = log().slice(result.requestsAtSignal ?? 0);
    const committedAfter = after.filter((e) => isWriteAttempt(e) && committed(e));
    if (committedAfter.length > 0)
      problems.push(
        `${committedAfter.length} write(s) committed after the ${signal}: ${committedAfter.map((e) => `${e.method} ${e.path}`).join(', ')}`,
      );
    if (!result.output.includes(`${signal}: stopping`)) problems.push(`no "${signal}: stopping" notice`);
    if (!/interrupted/.test(result.output)) problems.push('the output does not say the run was interrupted');
    if (!/catalog products: \d+ of \d+ written/.test(result.output))
      problems.push('the output does not report what was written before the stop');
    return { ...result, signalSent: signal, requestsAtExit, retryAfterSeconds, problems };
  } finally {
    await emulator.close();
    await repo.remove();
  }
}

/** The Retry-After the emulator gives the key now (one more request past the limit). */
async function probeRetryAfter(baseUrl: string, apiKey: string): Promise<number | undefined> {
  const res = await fetch(`${baseUrl}/v1/ping`, { headers: { authorization: `Bearer ${apiKey}` } });
  await res.arrayBuffer();
  const value = res.headers.get('retry-after');
  return value === null ? undefined : Number(value);
}
