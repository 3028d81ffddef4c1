/**
 * Pure: a scenario run several times (`--repeat N`): one run stands for all, the one whose wall
 * time is the median (the lower of the two middle ones for an even count), so every figure of its
 * row comes from one real run; the wall times and peak RSS of all runs are kept beside it (a peak
 * varies by ±10 MB from run to run, and the median run's is one of them), and with more than one
 * command per run (plan and apply) each command's wall times too.
 */
import type { ScenarioResult } from './scenarios.js';

const wallOf = (r: ScenarioResult) => r.commands.reduce((n, c) => n + c.wallMs, 0);
/** The run's peak RSS (its commands' highest), in KB; undefined when a command has no usage. */
const peakRssKbOf = (r: ScenarioResult): number | undefined =>
  r.commands.every((c) => c.usage !== undefined)
    ? Math.max(...r.commands.map((c) => c.usage.maxRssKb))
    : undefined;

export function medianRun(runs: readonly ScenarioResult[]): ScenarioResult {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  if (runs.length === 1) return runs[0]!;
  const sorted = [...runs].sort((a, b) => wallOf(a) - wallOf(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const peaks = runs.map(peakRssKbOf);
  const peakRssKb = peaks.every((p) => p !== undefined) ? [...peaks].sort((a, b) => a - b) : undefined;
  const names = median.commands.map((c) => c.command);
  const commandWallMs =
    names.length > 1
      ? Object.fromEntries(
          names.map((name) => [
            name,
            runs
              .map((r) => r.commands.find((c) => c.command === name)?.wallMs)
              .filter((ms): ms is number => ms !== undefined)
              .sort((a, b) => a - b),
          ]),
        )
      : undefined;
  return {
    ...median,
    repeats: {
      runs: runs.length,
      wallMs: sorted.map(wallOf),
      ...(peakRssKb && { peakRssKb }),
      ...(commandWallMs && { commandWallMs }),
    },
  };
}
