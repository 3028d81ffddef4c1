/**
 * `npm run test:faults` (and `test:faults:smoke`): seeded applies of the demo shop against the
 * emulator with faults; prints the figures and exits 1 on any duplicate, lost change, key problem
 * or round that did not converge.
 *
 *   npx tsx test/faults/run.ts [--seeds N] [--first-seed S] [--rate R] [--stall-ms MS]
 *                              [--timeout-ms MS] [--max-applies N] [--json FILE]
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runFaultRound, type FaultRoundResult } from './fault-round.js';
import { summarise, formatSummary } from './summary.js';

const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '200' },
    'first-seed': { type: 'string', default: '1' },
    rate: { type: 'string', default: '0.2' },
    'stall-ms': { type: 'string', default: '400' },
    'timeout-ms': { type: 'string', default: '200' },
    'max-applies': { type: 'string', default: '3' },
    json: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

function int(name: string, text: string | undefined): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number, got ${text}`);
  return n;
}

const seeds = int('seeds', values.seeds);
const firstSeed = int('first-seed', values['first-seed']);
const rate = int('rate', values.rate);
const options = {
  rate,
  stallMs: int('stall-ms', values['stall-ms']),
  timeoutMs: int('timeout-ms', values['timeout-ms']),
  maxApplies: int('max-applies', values['max-applies']),
};
console.log(
  `fault rounds: ${seeds} seed(s) from ${firstSeed}, fault rate ${rate}, stall ${options.stallMs} ms, client timeout ${options.timeoutMs} ms, up to ${options.maxApplies} applies per round`,
);
const rounds: FaultRoundResult[] = [];
const started = Date.now();
for (let seed = firstSeed; seed < firstSeed + seeds; seed++) {
  const round = await runFaultRound({ seed, ...options });
  rounds.push(round);
  const v = round.verdict;
  const bad =
    v.lost.length + v.duplicates.length + v.keyProblems.length > 0 || round.applyExitCodes.at(-1) !== 0;
  if (values.verbose || bad) {
    console.log(
      `seed ${seed}: applies ${round.applyExitCodes.join(',')}, ${round.requests} requests, faults ${JSON.stringify(round.faults)}, ${round.retries} retries, lost ${v.lost.length}, duplicates ${v.duplicates.length}, key problems ${v.keyProblems.length}`,
    );
    for (const line of [...v.lost, ...v.duplicates, ...v.keyProblems]) console.log(`  ${line}`);
    if (bad && round.failureOutput) console.log(round.failureOutput.replace(/^/gm, '  | '));
  }
}
const summary = summarise(rounds, Date.now() - started);
console.log(formatSummary(summary));
if (values.json)
  await writeFile(
    values.json,
    JSON.stringify({ options: { seeds, firstSeed, ...options }, summary }, null, 2) + '\n',
  );
process.exitCode = summary.ok ? 0 : 1;
