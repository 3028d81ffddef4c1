import { describe, expect, it } from 'vitest';
import { ownCpuLine, type BenchRun } from '../../../bench/report.js';

const command = (name: 'plan' | 'apply', cpuMs: number, wallMs: number) => ({
  command: name,
  wallMs,
  usage: { userCpuMs: cpuMs * 0.75, systemCpuMs: cpuMs * 0.25 },
});

describe('ownCpuLine', () => {
  it('says the CLI CPU time against the wall time of every command of the run', () => {
    const run = {
      size: 'L',
      latencyMs: 25,
      results: [
        { scenario: 'no-op', commands: [command('plan', 800, 1600)] },
        { scenario: 'small-change', commands: [command('plan', 900, 1200), command('apply', 1000, 4000)] },
      ],
    } as unknown as BenchRun;
    expect(ownCpuLine(run)).toBe(
      'Own CPU / wall (L at 25 ms): no-op plan 0.80 / 1.60 s (50 %) · small-change plan 0.90 / 1.20 s (75 %) · small-change apply 1.00 / 4.00 s (25 %)',
    );
  });
});
