/** The markdown report (bench/REPORT.md): machine, tables per run, goals. */
import { cpus, totalmem, release, platform } from 'node:os';
import type { GoalCheck } from './goals.js';
import type { ScenarioResult } from './scenarios.js';

export interface BenchRun {
  readonly size: string;
  readonly latencyMs: number;
  readonly tightRateLimit: number;
  readonly results: readonly ScenarioResult[];
  readonly goals: readonly GoalCheck[];
  readonly generateMs: number;
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
const x = (a: number, b: number) => (b === 0 ? (a === 0 ? '1.000' : '∞') : (a / b).toFixed(3));

export function machineLine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${platform()} ${release()}, Node ${process.version}`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/**
 * The CLI's own CPU time (user + system, from the child's resourceUsage) against the wall time of
 * each command: how much of the wait is sitesync's own work, the rest being the platform and the
 * network (and, on a loaded machine, other processes).
 */
export function ownCpuLine(run: BenchRun): string {
  const parts = run.results.flatMap((r) =>
    r.commands.map((c) => {
      const cpu = c.usage.userCpuMs + c.usage.systemCpuMs;
      return `${r.scenario} ${c.command} ${seconds(cpu)} / ${seconds(c.wallMs)} s (${Math.round((100 * cpu) / c.wallMs)} %)`;
    }),
  );
  return `Own CPU / wall (${run.size} at ${run.latencyMs} ms): ${parts.join(' · ')}`;
}

/** The median of ascending values (the mean of the two middle ones for an even count). */
function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Which rows stand for several runs (`--repeat N`), with the range of their wall times and peak RSS; none: undefined. */
export function repeatsLine(run: BenchRun): string | undefined {
  const parts = run.results.flatMap((r) => {
    if (!r.repeats) return [];
    const walls = r.repeats.wallMs;
    const peaks = r.repeats.peakRssKb;
    const rss = peaks
      ? `, peak RSS ${Math.round(peaks[0]! / 1024)}–${Math.round(peaks[peaks.length - 1]! / 1024)} MB`
      : '';
    const range = (ms: readonly number[]) => `${seconds(ms[0]!)}–${seconds(ms[ms.length - 1]!)} s`;
    const byCommand = r.repeats.commandWallMs
      ? ` (${Object.entries(r.repeats.commandWallMs)
          .map(([name, ms]) => `${name} ${range(ms)}, median ${seconds(median(ms))} s`)
          .join('; ')})`
      : '';
    return [`${r.scenario} ${r.repeats.runs} runs, ${range(walls)}${byCommand}${rss}`];
  });
  return parts.length === 0
    ? undefined
    : `Repeated (each row is the run with the median wall time; the range is every run’s): ${parts.join(' · ')}`;
}

function runTable(run: BenchRun): string[] {
  const lines = [
    `### ${run.size} at ${run.latencyMs} ms latency (tight rate limit ${run.tightRateLimit}/min; fixture generated in ${(run.generateMs / 1000).toFixed(1)} s)`,
    '',
    '| scenario | cmd | files ±/del, catalog writes | requests | bound | req / bound | naive req | sitesync / naive | 429 | retries | up MB | down MB | source up / changed bytes | files read | wall s | CPU s | peak RSS MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of run.results) {
    const total = r.commands.reduce((n, c) => n + c.counts.total, 0);
    for (const c of r.commands) {
      lines.push(
        `| ${r.scenario} | ${c.command} | ${r.changedFiles}/${r.deletedFiles}, ${r.catalogWrites} | ${c.counts.total} | ${c.bound.requests} | ${x(c.counts.total, c.bound.requests)} | ${r.naive.requests} | ${x(total, r.naive.requests)} | ${c.counts.status429} | ${c.counts.retries} | ${mb(c.counts.bytesUp)} | ${mb(c.counts.bytesDown)} | ${c.command === 'apply' && c.bound.uploadBytes > 0 ? x(c.counts.sourceWriteBytes, c.bound.uploadBytes) : '–'} | ${c.usage.distinctFilesRead} | ${(c.wallMs / 1000).toFixed(2)} | ${((c.usage.userCpuMs + c.usage.systemCpuMs) / 1000).toFixed(2)} | ${(c.usage.maxRssKb / 1024).toFixed(0)} |`,
      );
    }
  }
  lines.push('', ownCpuLine(run));
  const repeats = repeatsLine(run);
  if (repeats) lines.push('', repeats);
  lines.push('', 'Requests per route:', '');
  for (const r of run.results)
    for (const c of r.commands)
      lines.push(
        `- ${r.scenario} ${c.command}: ${Object.entries(c.counts.byRoute)
          .map(([route, n]) => `${route} ×${n}`)
          .join(', ')}`,
      );
  lines.push('', 'Wall time per phase (s; from the CLI, phases may overlap):', '');
  for (const r of run.results)
    for (const c of r.commands)
      lines.push(
        `- ${r.scenario} ${c.command}: ${c.phases.map((p) => `${p.phase} ${(p.ms / 1000).toFixed(2)}`).join(' · ') || '–'}`,
      );
  for (const r of run.results) {
    const f = r.liveEdits;
    if (!f) continue;
    lines.push(
      '',
      `Live edits (issue 14): ${f.historyCommits} commits of history, ${f.made} edits made on the platform, ${f.found} named by the plan. ` +
        `Plan requests: ${f.planRequests.withHistory} with the git history, ${f.planRequests.withoutHistory} with git hidden. ` +
        `Classification (\`history: classify\`): ${(f.classifyMs.cold / 1000).toFixed(2)} s with an empty .sitesync/history.json, ${(f.classifyMs.warm / 1000).toFixed(2)} s with it; ` +
        `plan wall time ${(f.planWallMs.cold / 1000).toFixed(2)} s / ${(f.planWallMs.warm / 1000).toFixed(2)} s, ${(f.planWallMs.withoutHistory / 1000).toFixed(2)} s with git hidden. ` +
        `apply without --overwrite-live-edits: exit ${f.blocked.exitCode}, ${f.blocked.writes} writes.`,
    );
  }
  lines.push('', 'Goals:', '', '| goal | holds | figure |', '|---|---|---|');
  for (const g of run.goals) lines.push(`| ${g.goal} | ${g.holds ? 'yes' : '**no**'} | ${g.detail} |`);
  return lines;
}

export function renderReport(runs: readonly BenchRun[], notes: readonly string[]): string {
  return [
    '# sitesync benchmark report',
    '',
    `Generated by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}.`,
    `Machine: ${machineLine()}.`,
    '',
    ...notes,
    '',
    ...runs.flatMap((r) => [...runTable(r), '']),
  ].join('\n');
}
