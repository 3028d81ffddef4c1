/**
 * The `sitesync dev` scenario (issue 16): `npx tsx bench/run.ts --dev [--size M] [--latency 25]
 * [--saves 1000] [--smoke] [--report]`.
 *
 * The fixture's tree is the live site of an emulator in its own process (with the latency), and
 * `sitesync dev` (the bundle snapshot) runs on it as a child. Measured from outside:
 * - start: the requests dev makes before it says it is watching;
 * - idle: the requests while nothing changes (3 s);
 * - one-file saves, one after the other: the time from just before the file is written to the
 *   `staged` line on dev's stdout (and dev's own figure, from its watcher event), and the requests
 *   each burst costs;
 * - a burst of many paths (files moved over their old versions by rename, as a checkout does):
 *   its requests and time;
 * - dev's RSS (/proc) along the saves: memory over 1,000 saves.
 */
import { spawn } from 'node:child_process';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startEmulatorProcess, type LogEntry } from './emulator-process.js';
import { fileBytes, generateFixture, siteDir, type FixtureFile, type FixtureModel } from './fixture.js';
import type { GoalCheck } from './goals.js';
import { machineLine } from './report.js';
import { fixtureSize } from './sizes.js';

export const DEV_SITE_ID = 'site_BenchDev00000000000001';

export interface DevBenchResult {
  readonly size: string;
  readonly latencyMs: number;
  readonly files: number;
  readonly startMs: number;
  readonly startRequests: readonly string[];
  readonly idleRequests: number;
  readonly idleMs: number;
  readonly saves: number;
  /** Save to the `staged` line, measured by the harness (ms), in save order. */
  readonly saveToStaged: readonly number[];
  /** dev's own figure (from its watcher event to the platform's answer). */
  readonly devReported: readonly number[];
  /** The emulator's own time for each source:batch of the one-file saves (ms, its log's duration_ms). */
  readonly platformMs: readonly number[];
  /** Median size of a source:batch answer (its diff and the whole tree's validation). */
  readonly responseBytes: number;
  /** source:batch requests of the one-file saves, and all other requests meanwhile. */
  readonly saveBatchRequests: number;
  readonly saveOtherRequests: number;
  readonly burstPaths: number;
  readonly burstRequests: number;
  readonly burstMs: number;
  readonly burstBytes: number;
  /** [saves done, RSS MB] */
  readonly rss: readonly (readonly [number, number])[];
  readonly exitCode: number | null;
  readonly loadAverage: readonly number[];
}

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function loadAverage(): Promise<number[]> {
  try {
    return (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).map(Number);
  } catch {
    return [];
  }
}

/** The structural content files (small JSON that the platform validates), for one-file saves. */
function contentFiles(model: FixtureModel): FixtureFile[] {
  return [...model.files.values()].filter((f) => f.kind === 'structural' && f.path.startsWith('content/'));
}

export async function runDevBench(options: {
  repoDir: string;
  cliEntry: string;
  work: string;
  size: string;
  latencyMs: number;
  saves: number;
  burstPaths: number;
}): Promise<DevBenchResult> {
  const size = fixtureSize(options.size);
  const model = await generateFixture(join(options.work, 'repo'), size);
  await writeFile(join(model.dir, 'sitesync.yml'), `site:\n  id: ${DEV_SITE_ID}\n  source: site\n`);
  const emulator = await startEmulatorProcess({
    cliEntry: options.cliEntry,
    workDir: options.work,
    latencyMs: options.latencyMs,
    tightRateLimit: 1000,
    sites: [{ id: DEV_SITE_ID, name: 'bench dev', dir: siteDir(model) }],
  });
  const log: LogEntry[] = [];
  const drain = async () => {
    const fresh = (await emulator.drain()).filter((e) => e.path.startsWith('/v1/'));
    log.push(...fresh);
    return fresh;
  };
  const started = performance.now();
  const child = spawn(process.execPath, [options.cliEntry, '-C', model.dir, 'dev', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NO_COLOR: '1',
      SITESYNC_BASE_URL: emulator.url,
      SITESYNC_API_KEY: emulator.keys.main,
      SITESYNC_CONFIG_DIR: join(options.work, 'no-login'),
    },
  });
  let stdout = '';
  let stderr = '';
  let watching = false;
  let stagedLines: string[] = [];
  const recent: string[] = [];
  const waiters: (() => void)[] = [];
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString();
    const lines = stdout.split('\n');
    stdout = lines.pop()!;
    for (const line of lines) {
      recent.push(line);
      if (recent.length > 20) recent.shift();
      if (line.startsWith('staged ')) stagedLines.push(line);
      if (line.startsWith('watching ')) watching = true;
      if (/^(staged |watching |not staged)/.test(line)) waiters.splice(0).forEach((w) => w());
    }
  });
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const waitFor = async (done: () => boolean, what: string) => {
    const deadline = Date.now() + 120_000;
    while (!done()) {
      if (child.exitCode !== null)
        throw new Error(`dev exited (${child.exitCode}) waiting for ${what}: ${stderr}`);
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}: ${stderr}\nlast lines of dev:\n${recent.join('\n')}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 200);
      });
    }
  };
  try {
    await waitFor(() => watching, 'the start');
    const startMs = performance.now() - started;
    const startRequests = (await drain()).map((e) => `${e.method} ${e.route ?? e.path}`);
    log.splice(0);

    const idleFrom = performance.now();
    await new Promise((r) => setTimeout(r, 3000));
    const idleRequests = (await drain()).length;
    const idleMs = performance.now() - idleFrom;

    const pool = contentFiles(model).slice(0, 50);
    const saveToStaged: number[] = [];
    const devReported: number[] = [];
    const rss: [number, number][] = [[0, await rssMb(child.pid!)]];
    for (let i = 0; i < options.saves; i++) {
      const file = pool[i % pool.length]!;
      file.version += 1;
      const bytes = fileBytes(model, file);
      const before = stagedLines.length;
      const t0 = performance.now();
      await writeFile(join(siteDir(model), file.path), bytes);
      await waitFor(() => stagedLines.length > before, `save ${i + 1} to be staged`);
      saveToStaged.push(performance.now() - t0);
      devReported.push(Number(/ in (\d+) ms/.exec(stagedLines[stagedLines.length - 1]!)?.[1] ?? NaN));
      if ((i + 1) % 100 === 0 || i + 1 === options.saves) {
        rss.push([i + 1, await rssMb(child.pid!)]);
        await drain();
      }
      if (stagedLines.length > 1000) stagedLines = stagedLines.slice(-10);
    }
    const saveLog = await drain().then(() => log.splice(0));
    const batches = saveLog.filter((e) => e.route?.endsWith('/source:batch'));
    const saveBatchRequests = batches.length;
    const platformMs = batches.map((e) => (e as { duration_ms?: number }).duration_ms ?? NaN);
    const responseBytes = quantile(
      batches.map((e) => e.response_bytes),
      0.5,
    );
    const saveOtherRequests = saveLog.length - saveBatchRequests;

    // A burst of many paths: new versions written beside the tree, then renamed over the old ones.
    // The smallest files outside the pool (a burst of that many paths fits one request's 8 MiB).
    const burst = [...model.files.values()]
      .filter((f) => !pool.includes(f))
      .sort((a, b) => a.size - b.size)
      .slice(0, options.burstPaths);
    const staging: { tmp: string; target: string }[] = [];
    let burstBytes = 0;
    let changed = 0;
    for (const [i, f] of burst.entries()) {
      const previous = fileBytes(model, f);
      f.version += 1;
      const bytes = fileBytes(model, f);
      if (!bytes.equals(previous)) changed += 1;
      burstBytes += bytes.length;
      const tmp = join(options.work, `burst-${i}`);
      await writeFile(tmp, bytes);
      staging.push({ tmp, target: join(siteDir(model), f.path) });
    }
    await drain();
    log.splice(0);
    const before = stagedLines.length;
    const b0 = performance.now();
    await Promise.all(staging.map((s) => rename(s.tmp, s.target)));
    const stagedSince = () =>
      stagedLines.slice(before).reduce((n, l) => n + Number(/^staged (\d+) files?/.exec(l)?.[1] ?? 0), 0);
    await waitFor(() => stagedSince() >= changed, `the burst of ${changed} changed files to be staged`);
    const burstMs = performance.now() - b0;
    await new Promise((r) => setTimeout(r, 500));
    const burstLog = await drain();
    const burstRequests = burstLog.filter((e) => e.route?.endsWith('/source:batch')).length;

    child.kill('SIGINT');
    const exitCode = await exited;
    return {
      size: size.name,
      latencyMs: options.latencyMs,
      files: model.files.size,
      startMs,
      startRequests,
      idleRequests,
      idleMs,
      saves: options.saves,
      saveToStaged,
      devReported,
      platformMs,
      responseBytes,
      saveBatchRequests,
      saveOtherRequests,
      burstPaths: changed,
      burstRequests,
      burstMs,
      burstBytes,
      rss,
      exitCode,
      loadAverage: await loadAverage(),
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await emulator.close();
  }
}

export function devGoals(r: DevBenchResult): GoalCheck[] {
  const p50 = quantile(r.saveToStaged, 0.5);
  const p95 = quantile(r.saveToStaged, 0.95);
  const first = r.rss.find(([n]) => n >= 100) ?? r.rss[0]!;
  const last = r.rss[r.rss.length - 1]!;
  return [
    { goal: 'dev: save to staged p50 ≤ 150 ms', holds: p50 <= 150, detail: `${p50.toFixed(0)} ms` },
    { goal: 'dev: save to staged p95 ≤ 400 ms', holds: p95 <= 400, detail: `${p95.toFixed(0)} ms` },
    {
      goal: 'dev: zero requests while nothing changes',
      holds: r.idleRequests === 0,
      detail: `${r.idleRequests} requests in ${(r.idleMs / 1000).toFixed(1)} s`,
    },
    {
      goal: 'dev: one request per one-file save',
      holds: r.saveBatchRequests === r.saves && r.saveOtherRequests === 0,
      detail: `${r.saveBatchRequests} source:batch for ${r.saves} saves, ${r.saveOtherRequests} other`,
    },
    {
      goal: `dev: one request for a burst of ${r.burstPaths} paths`,
      holds: r.burstRequests === 1,
      detail: `${r.burstRequests} source:batch, staged ${(r.burstMs / 1000).toFixed(2)} s after the first rename`,
    },
    {
      goal: `dev: memory flat over ${r.saves} saves`,
      holds: last[1] - first[1] <= Math.max(20, first[1] * 0.15),
      detail: `RSS ${first[1].toFixed(0)} MB after ${first[0]} saves, ${last[1].toFixed(0)} MB after ${last[0]}`,
    },
    { goal: 'dev: Ctrl-C exits 0', holds: r.exitCode === 0, detail: `exit ${r.exitCode}` },
  ];
}

/**
 * The harness figure of each save with the emulator's processing beyond its configured latency
 * taken out (one source:batch per save, in order): what a platform answering in the latency
 * would give. Reported beside the goal, which is judged on the harness figure itself.
 */
export function clientShare(r: DevBenchResult): number[] {
  return r.saveToStaged.map((ms, i) => ms - Math.max(0, (r.platformMs[i] ?? r.latencyMs) - r.latencyMs));
}

export const DEV_REPORT_START = '<!-- dev-bench:start -->';
export const DEV_REPORT_END = '<!-- dev-bench:end -->';

export function renderDevSection(r: DevBenchResult, goals: readonly GoalCheck[]): string {
  const ms = (v: number) => `${v.toFixed(0)}`;
  const q = (values: readonly number[]) =>
    `${ms(quantile(values, 0.5))} / ${ms(quantile(values, 0.95))} / ${ms(quantile(values, 0.99))} / ${ms(Math.max(...values))}`;
  return [
    DEV_REPORT_START,
    '## sitesync dev',
    '',
    `Generated by \`npx tsx bench/run.ts --dev --size ${r.size} --latency ${r.latencyMs} --saves ${r.saves} --report\` on ${new Date().toISOString().slice(0, 10)}.`,
    `Machine: ${machineLine()}; load average at the end ${r.loadAverage.map((l) => l.toFixed(2)).join(' ') || 'unknown'} (the machine is shared: other work ran beside the bench).`,
    '',
    `${r.size} fixture (${r.files} files) live on the emulator (its own process, ${r.latencyMs} ms added to every /v1 request); \`sitesync dev\` (the bundle) as a child. Save to staged: from just before the harness writes one file to the \`staged\` line on dev's stdout; saves one after the other, cycling over 50 content files. dev's own figure counts from its watcher event.`,
    '',
    '| measure | figure |',
    '|---|---|',
    `| start (read and hash the tree, plan, open the session) | ${(r.startMs / 1000).toFixed(2)} s; requests: ${r.startRequests.join(', ')} |`,
    `| requests while nothing changes | ${r.idleRequests} in ${(r.idleMs / 1000).toFixed(1)} s |`,
    `| save → staged, harness (p50 / p95 / p99 / max ms) | ${q(r.saveToStaged)} over ${r.saves} saves |`,
    `| save → staged, dev's own figure (p50 / p95 / p99 / max ms) | ${q(r.devReported)} |`,
    `| of which the emulator's time per source:batch, latency included (p50 / p95 / p99 / max ms) | ${q(r.platformMs)}; answers of ${(r.responseBytes / 1e3).toFixed(0)} kB (median) |`,
    `| save → staged, harness, less the emulator's own work beyond its ${r.latencyMs} ms latency (p50 / p95 / p99 / max ms) | ${q(clientShare(r))} |`,
    `| requests for ${r.saves} one-file saves | ${r.saveBatchRequests} source:batch, ${r.saveOtherRequests} other |`,
    `| burst of ${r.burstPaths} paths (${(r.burstBytes / 1e6).toFixed(2)} MB, renamed over) | ${r.burstRequests} source:batch; staged ${(r.burstMs / 1000).toFixed(2)} s after the first rename |`,
    `| dev RSS along the saves (MB) | ${r.rss.map(([n, mb]) => `${n}: ${mb.toFixed(0)}`).join(' · ')} |`,
    `| Ctrl-C | exit ${r.exitCode} |`,
    '',
    '| goal | holds | figure |',
    '|---|---|---|',
    ...goals.map((g) => `| ${g.goal} | ${g.holds ? 'yes' : '**no**'} | ${g.detail} |`),
    DEV_REPORT_END,
  ].join('\n');
}

/** Puts the section into a report text (replacing the previous one). */
export function withDevSection(report: string, section: string): string {
  const start = report.indexOf(DEV_REPORT_START);
  const end = report.indexOf(DEV_REPORT_END);
  if (start >= 0 && end > start)
    return report.slice(0, start) + section + report.slice(end + DEV_REPORT_END.length);
  return `${report.trimEnd()}\n\n${section}\n`;
}

/** The section of a report text, to carry over when the rest is generated again. */
export function devSectionOf(report: string): string | undefined {
  const start = report.indexOf(DEV_REPORT_START);
  const end = report.indexOf(DEV_REPORT_END);
  return start >= 0 && end > start ? report.slice(start, end + DEV_REPORT_END.length) : undefined;
}
