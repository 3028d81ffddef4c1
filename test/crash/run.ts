/**
 * `npm run test:crash` (and `test:crash:smoke`): SIGKILL the real CLI after the k-th request of a
 * full apply, rerun the same commit, verify live == desired with no duplicates and a no-op third
 * run; the same past the 24 h idempotency window; and SIGINT/SIGTERM during a backoff wait.
 * Prints the figures and exits 1 on any problem.
 *
 *   npx tsx test/crash/run.ts [--ks all|1,5,9] [--window-ks all|9,15] [--latency-ms 20] [--json FILE]
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runCrashRound, type CrashRoundResult } from './crash-round.js';
import { runInterruptRound, type InterruptRoundResult } from './interrupt-round.js';

const { values } = parseArgs({
  options: {
    ks: { type: 'string', default: 'all' },
    'window-ks': { type: 'string', default: 'all' },
    'latency-ms': { type: 'string', default: '20' },
    json: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

function parseKs(text: string, all: number): number[] {
  if (text === 'all') return Array.from({ length: all }, (_, i) => i + 1);
  if (text === 'none') return [];
  return text.split(',').map((part) => {
    const k = Number(part);
    if (!Number.isInteger(k) || k < 1) throw new Error(`k must be a positive integer, got "${part}"`);
    return k;
  });
}

const latencyMs = Number(values['latency-ms']);
const started = Date.now();
const baseline = await runCrashRound({ k: 0, pastWindow: false, latencyMs });
const full = baseline.requestsBeforeKill;
console.log(`a full apply of the demo shop makes ${full} /v1 requests`);
const rounds: CrashRoundResult[] = [];
const problemsOf = (r: CrashRoundResult): string[] => [
  ...(r.killedBy === 'SIGKILL' ? [] : [`the first run was not killed (it ended on its own)`]),
  ...(r.rerunExitCode === 0 ? [] : [`the rerun exited ${r.rerunExitCode}:\n${r.rerunOutput}`]),
  ...r.verdict.lost,
  ...r.verdict.duplicates,
  ...r.verdict.keyProblems,
];
const plan: { k: number; pastWindow: boolean }[] = [
  ...parseKs(values.ks, full - 1).map((k) => ({ k, pastWindow: false })),
  ...parseKs(values['window-ks'], full - 1).map((k) => ({ k, pastWindow: true })),
];
for (const { k, pastWindow } of plan) {
  const round = await runCrashRound({ k, pastWindow, latencyMs });
  rounds.push(round);
  const problems = problemsOf(round);
  if (values.verbose || problems.length > 0)
    console.log(
      `kill after k=${k}${pastWindow ? ' +25h' : ''}: ${round.requestsBeforeKill} requests before the kill, rerun ${round.rerunRequests} requests exit ${round.rerunExitCode}, third run plan exit ${round.verdict.planExitCode}${problems.length ? `\n  ${problems.join('\n  ')}` : ''}`,
    );
}
const interrupts: InterruptRoundResult[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  const r = await runInterruptRound(signal);
  interrupts.push(r);
  const report = r.output.split('\n').find((l) => l.startsWith('error: ')) ?? '(no error line)';
  console.log(
    `${signal} during a ${r.retryAfterSeconds ?? '?'} s Retry-After wait: exit ${r.exitCode} ${r.stopMs ?? '?'} ms after the signal, ${r.requestsAtExit - (r.requestsAtSignal ?? 0)} request(s) after it\n  ${report}${r.problems.length ? `\n  ${r.problems.join('\n  ')}` : ''}`,
  );
}
const failed =
  rounds.filter((r) => problemsOf(r).length > 0).length +
  interrupts.filter((r) => r.problems.length > 0).length;
const summary = {
  fullApplyRequests: full,
  killRounds: rounds.filter((r) => !r.pastWindow).length,
  pastWindowRounds: rounds.filter((r) => r.pastWindow).length,
  duplicates: rounds.reduce((n, r) => n + r.verdict.duplicates.length, 0),
  lostChanges: rounds.reduce((n, r) => n + r.verdict.lost.length, 0),
  keyProblems: rounds.reduce((n, r) => n + r.verdict.keyProblems.length, 0),
  rerunFailures: rounds.filter((r) => r.rerunExitCode !== 0).length,
  interrupts: interrupts.map((r) => ({ signal: r.signalSent, exitCode: r.exitCode, stopMs: r.stopMs })),
  failed,
  wallMs: Date.now() - started,
};
console.log(
  [
    `kill rounds: ${summary.killRounds} (k = ${
      plan
        .filter((p) => !p.pastWindow)
        .map((p) => p.k)
        .join(',') || '-'
    })`,
    `kill rounds past the 24 h window: ${summary.pastWindowRounds} (k = ${
      plan
        .filter((p) => p.pastWindow)
        .map((p) => p.k)
        .join(',') || '-'
    })`,
    `reruns that failed: ${summary.rerunFailures}`,
    `duplicates: ${summary.duplicates}`,
    `lost changes: ${summary.lostChanges}`,
    `key problems: ${summary.keyProblems}`,
    `interrupts: ${interrupts.map((r) => `${r.signalSent} → exit ${r.exitCode}`).join(', ')}`,
    `result: ${failed === 0 ? 'OK' : `FAILED (${failed} round(s))`} in ${(summary.wallMs / 1000).toFixed(1)} s`,
  ].join('\n'),
);
if (values.json) await writeFile(values.json, JSON.stringify(summary, null, 2) + '\n');
process.exitCode = failed === 0 ? 0 : 1;
