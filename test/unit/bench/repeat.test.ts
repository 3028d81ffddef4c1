import { describe, expect, it } from 'vitest';
import { medianRun } from '../../../bench/repeat.js';
import { repeatsLine, type BenchRun } from '../../../bench/report.js';
import type { ScenarioResult } from '../../../bench/scenarios.js';

const run = (wallMs: number, tag: string) =>
  ({ scenario: 'no-op', commands: [{ command: 'plan', wallMs, tag }] }) as unknown as ScenarioResult;
const tagOf = (r: ScenarioResult) => (r.commands[0] as unknown as { tag: string }).tag;

describe('medianRun', () => {
  it('keeps the run with the median wall time whole, and every run’s wall time beside it', () => {
    const picked = medianRun([run(450, 'a'), run(390, 'b'), run(610, 'c'), run(410, 'd'), run(400, 'e')]);
    expect(tagOf(picked)).toBe('d');
    expect(picked.commands[0]!.wallMs).toBe(410);
    expect(picked.repeats).toEqual({ runs: 5, wallMs: [390, 400, 410, 450, 610] });
  });

  it('takes the lower middle run of an even count, and a single run as it is', () => {
    expect(tagOf(medianRun([run(300, 'a'), run(100, 'b'), run(400, 'c'), run(200, 'd')]))).toBe('d');
    const one = run(123, 'only');
    expect(medianRun([one])).toBe(one);
    expect(() => medianRun([])).toThrow('no runs');
  });
});

describe('repeatsLine', () => {
  it('names the repeated rows with the range of their runs, and nothing when none was repeated', () => {
    const repeatedRun = {
      results: [medianRun([run(450, 'a'), run(390, 'b'), run(610, 'c')]), run(2000, 'x')],
    } as unknown as BenchRun;
    expect(repeatsLine(repeatedRun)).toBe(
      'Repeated (each row is the run with the median wall time; the range is every run’s): no-op 3 runs, 0.39–0.61 s',
    );
    expect(repeatsLine({ results: [run(2000, 'x')] } as unknown as BenchRun)).toBeUndefined();
  });

  it('gives the range of the runs’ peak RSS when every run measured it', () => {
    const measured = (wallMs: number, rssMb: number) =>
      ({
        scenario: 'no-op',
        commands: [{ command: 'plan', wallMs, usage: { maxRssKb: rssMb * 1024 } }],
      }) as unknown as ScenarioResult;
    const picked = medianRun([measured(450, 190), measured(390, 204), measured(610, 181)]);
    expect(picked.repeats?.peakRssKb).toEqual([181 * 1024, 190 * 1024, 204 * 1024]);
    expect(repeatsLine({ results: [picked] } as unknown as BenchRun)).toBe(
      'Repeated (each row is the run with the median wall time; the range is every run’s): no-op 3 runs, 0.39–0.61 s, peak RSS 181–204 MB',
    );
  });

  it('a run of plan and apply (the small change) gives each command’s range and median too', () => {
    const both = (plan: number, apply: number) =>
      ({
        scenario: 'small-change',
        commands: [
          { command: 'plan', wallMs: plan },
          { command: 'apply', wallMs: apply },
        ],
      }) as unknown as ScenarioResult;
    const picked = medianRun([both(570, 780), both(610, 900), both(520, 700), both(650, 640)]);
    expect(picked.commands.map((c) => c.wallMs)).toEqual([650, 640]); // 1.29 s of 1.22, 1.29, 1.35, 1.51
    expect(picked.repeats?.commandWallMs).toEqual({
      plan: [520, 570, 610, 650],
      apply: [640, 700, 780, 900],
    });
    expect(repeatsLine({ results: [picked] } as unknown as BenchRun)).toBe(
      'Repeated (each row is the run with the median wall time; the range is every run’s): small-change 4 runs, 1.22–1.51 s (plan 0.52–0.65 s, median 0.59 s; apply 0.64–0.90 s, median 0.74 s)',
    );
  });
});
