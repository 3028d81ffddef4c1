/** The goals of issue 7, checked against measured results (pure). */
import type { ScenarioResult } from './scenarios.js';

export interface GoalCheck {
  readonly goal: string;
  readonly holds: boolean;
  readonly detail: string;
}

const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? 1 : Infinity) : a / b);
const fmt = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '∞');

/** Count goals: hold on any machine (the smoke asserts these). */
export function countGoals(results: readonly ScenarioResult[]): GoalCheck[] {
  const checks: GoalCheck[] = [];
  for (const r of results) {
    for (const c of r.commands) {
      const q = ratio(c.counts.total, c.bound.requests);
      checks.push({
        goal: `${r.scenario} ${c.command}: requests ≤ 1.05 × bound`,
        holds: q <= 1.05,
        detail: `${c.counts.total} / ${c.bound.requests} = ${fmt(q)}`,
      });
      if (c.command === 'apply' && c.bound.uploadBytes > 0) {
        const b = ratio(c.counts.sourceWriteBytes, c.bound.uploadBytes);
        // JSON framing and escaping of the bodies is allowed 5 % over the content bytes.
        checks.push({
          goal: `${r.scenario} apply: source bytes up ≤ 1.05 × changed bytes (base64 for binary)`,
          holds: b <= 1.05,
          detail: `${c.counts.sourceWriteBytes} / ${c.bound.uploadBytes} = ${fmt(b)}`,
        });
      }
      if (r.scenario === 'tight-rate-limit' || c.counts.status429 > 0)
        checks.push({
          goal: `${r.scenario} ${c.command}: zero 429s`,
          holds: c.counts.status429 === 0,
          detail: `${c.counts.status429} × 429, ${c.counts.retries} retries`,
        });
    }
    if (r.scenario === 'no-op' || r.scenario === 'no-op-again') {
      const plan = r.commands[0]!;
      const source = Object.entries(plan.counts.byRoute)
        .filter(([route]) => route.includes('/v1/sites'))
        .reduce((n, [, v]) => n + v, 0);
      checks.push({
        goal: `${r.scenario}: exactly 1 source request`,
        holds: source === 1,
        detail: `${source}`,
      });
    }
    if (r.liveEdits) {
      const f = r.liveEdits;
      checks.push(
        {
          goal: 'live-edits plan: the classification adds no request (same plan with git hidden)',
          holds: f.planRequests.withHistory === f.planRequests.withoutHistory,
          detail: `${f.planRequests.withHistory} with the history, ${f.planRequests.withoutHistory} without`,
        },
        {
          goal: 'live-edits plan: names every live edit made on the platform',
          holds: f.found === f.made,
          detail: `${f.found} of ${f.made}`,
        },
        {
          goal: 'live-edits apply: refuses (exit 5) and writes nothing',
          holds: f.blocked.exitCode === 5 && f.blocked.writes === 0,
          detail: `exit ${f.blocked.exitCode}, ${f.blocked.writes} writes`,
        },
      );
    }
    if (r.scenario !== 'first-publish') {
      const total = r.commands.reduce((n, c) => n + c.counts.total, 0);
      const q = ratio(r.naive.requests, total);
      checks.push({
        goal: `${r.scenario}: ≥ 20× fewer requests than naive`,
        holds: q >= 20,
        detail: `naive ${r.naive.requests} / sitesync ${total} = ${q.toFixed(1)}×`,
      });
    }
  }
  return checks;
}

/** Time and memory goals (M at 25 ms; reported, never asserted in CI). */
export function resourceGoals(results: readonly ScenarioResult[], rssLimitMb: number): GoalCheck[] {
  const checks: GoalCheck[] = [];
  const find = (s: string) => results.find((r) => r.scenario === s);
  const noop = find('no-op');
  if (noop)
    checks.push({
      goal: 'no-op plan ≤ 2 s',
      holds: noop.commands[0]!.wallMs <= 2000,
      detail: `${Math.round(noop.commands[0]!.wallMs)} ms`,
    });
  const small = find('small-change');
  if (small) {
    const ms = small.commands.reduce((n, c) => n + c.wallMs, 0);
    checks.push({
      goal: 'small change plan + apply ≤ 4 s',
      holds: ms <= 4000,
      detail: `${Math.round(ms)} ms`,
    });
  }
  const peak = Math.max(...results.flatMap((r) => r.commands.map((c) => c.usage.maxRssKb)));
  checks.push({
    goal: `peak RSS ≤ ${rssLimitMb} MB`,
    holds: peak / 1024 <= rssLimitMb,
    detail: `${(peak / 1024).toFixed(0)} MB`,
  });
  return checks;
}
