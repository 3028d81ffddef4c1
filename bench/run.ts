/**
 * The benchmark: `npx tsx bench/run.ts [--size S,M] [--latency 0,25,100] [--scenarios a,b] [--repeat N] [--smoke] [--naive-run] [--report [--report-file F]]`.
 * For each size and latency: generate the seeded fixture in a temp folder, start the emulator in
 * its own process, run the scenarios with the real CLI (`node bin/sitesync.js`, the committed
 * dist bundle), and measure. --smoke asserts the count goals only (never times) and exits 1 on a
 * miss; --report writes bench/REPORT.md.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lowerBound } from './bounds.js';
import { snapshotCli } from './cli-process.js';
import { startEmulatorProcess } from './emulator-process.js';
import { generateFixture } from './fixture.js';
import { naiveRunCheck } from './naive-check.js';
import { runNaiveSync } from './naive-sync.js';
import { countGoals, resourceGoals, type GoalCheck } from './goals.js';
import { devSectionOf, devGoals, renderDevSection, runDevBench, withDevSection } from './dev-bench.js';
import { renderReport, type BenchRun } from './report.js';
import { initialSizes, runScenario, SCENARIOS, type ScenarioName, type ScenarioResult } from './scenarios.js';
import { fixtureSize } from './sizes.js';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

/** A tight limit the small change cannot fit in one minute: the client must pace. */
function tightRateLimitFor(products: number, categories: number, brands: number): number {
  const bound = lowerBound({
    siteExists: true,
    writes: Array.from({ length: 10 }, () => ({ encodedBytes: 1 })),
    deletes: 2,
    liveEntities: { products, categories, brands },
    catalogWrites: 20,
    apply: true,
  });
  return Math.max(10, Math.floor(bound.requests * 0.6));
}

/** `--scenarios a,b`: a subset, in the usual order (the first publish always runs: the others need a live site). */
function chosenScenarios(): readonly ScenarioName[] {
  const asked = arg('scenarios')?.split(',');
  if (!asked) return SCENARIOS;
  const unknown = asked.filter((n) => !(SCENARIOS as readonly string[]).includes(n));
  if (unknown.length > 0)
    throw new Error(`unknown scenario(s) ${unknown.join(', ')}; known: ${SCENARIOS.join(', ')}`);
  return SCENARIOS.filter((n) => n === 'first-publish' || asked.includes(n));
}
const scenarios = chosenScenarios();
/** `--repeat N`: runs of each read-only scenario and of the small change; the one with the median wall time is reported. */
const repeat = Number(arg('repeat') ?? '1');
if (!Number.isInteger(repeat) || repeat < 1 || repeat > 50)
  throw new Error(`--repeat takes a whole number from 1 to 50 (got ${String(arg('repeat'))})`);

async function benchOne(sizeName: string, latencyMs: number, cliEntry: string): Promise<BenchRun> {
  const size = fixtureSize(sizeName);
  const work = await mkdtemp(join(tmpdir(), `sitesync-bench-${size.name}-`));
  try {
    const t0 = performance.now();
    const model = await generateFixture(join(work, 'repo'), size);
    const generateMs = performance.now() - t0;
    const tightRateLimit = tightRateLimitFor(size.products, size.categories, size.brands);
    const emulator = await startEmulatorProcess({ cliEntry, workDir: work, latencyMs, tightRateLimit });
    const results: ScenarioResult[] = [];
    const naive: GoalCheck[] = [];
    try {
      const ctx = {
        repoDir,
        cliEntry,
        model,
        emulator,
        sizes: initialSizes(model),
        siteExists: false,
        liveSizes: new Map(),
        repeat,
      };
      for (const name of scenarios) {
        process.stderr.write(`[bench ${size.name} ${latencyMs} ms] ${name}…\n`);
        const r = await runScenario(ctx, name);
        results.push(r);
        for (const c of r.commands)
          process.stderr.write(
            `  ${c.command}: ${c.counts.total} requests (bound ${c.bound.requests}), ${c.counts.status429}×429, ${(c.wallMs / 1000).toFixed(2)} s, ${(c.usage.maxRssKb / 1024).toFixed(0)} MB\n`,
          );
        if (r.liveEdits)
          process.stderr.write(
            `  live edits: ${r.liveEdits.found}/${r.liveEdits.made} named; plan requests ${r.liveEdits.planRequests.withHistory} with git, ${r.liveEdits.planRequests.withoutHistory} without; classify ${r.liveEdits.classifyMs.cold} ms cold, ${r.liveEdits.classifyMs.warm} ms warm\n`,
          );
      }
      // The naive sync, run for real: always on S (seconds), on M and L only when asked (minutes).
      if (size.name === 'S' || flag('naive-run')) {
        process.stderr.write(`[bench ${size.name} ${latencyMs} ms] naive sync, run for real…\n`);
        const config = await readFile(join(model.dir, 'sitesync.yml'), 'utf8');
        const siteId = /id:\s*(site_\w+)/.exec(config)?.[1];
        if (!siteId) throw new Error('naive run: sitesync.yml has no site.id');
        naive.push(naiveRunCheck(model, await runNaiveSync({ emulator, model, siteId })));
      }
    } finally {
      await emulator.close();
    }
    const goals = [
      ...countGoals(results),
      ...naive,
      ...resourceGoals(results, size.name === 'L' ? 400 : 200),
    ];
    return { size: size.name, latencyMs, tightRateLimit, results, goals, generateMs };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * `--dev`: the `sitesync dev` scenario alone (bench/dev-bench.ts), M at 25 ms and 1,000 saves by
 * default (S, 0 ms and 30 saves with --smoke: count goals only); --report puts its section into
 * bench/REPORT.md.
 */
async function mainDev(): Promise<number> {
  const smoke = flag('smoke');
  const cli = await snapshotCli(repoDir);
  const work = await mkdtemp(join(tmpdir(), 'sitesync-bench-dev-'));
  try {
    const result = await runDevBench({
      repoDir,
      cliEntry: cli.entry,
      work,
      size: arg('size') ?? (smoke ? 'S' : 'M'),
      latencyMs: Number(arg('latency') ?? (smoke ? 0 : 25)),
      saves: Number(arg('saves') ?? (smoke ? 30 : 1000)),
      burstPaths: Number(arg('burst') ?? (smoke ? 100 : 800)),
    });
    const goals = devGoals(result);
    let failed = 0;
    for (const g of goals) {
      const isCount = !/ms|memory/.test(g.goal);
      if (smoke && !isCount) continue;
      if (!g.holds && isCount) failed += 1;
      process.stdout.write(
        `${g.holds ? 'ok  ' : isCount ? 'MISS' : 'miss'} ${result.size}@${result.latencyMs}ms ${g.goal}: ${g.detail}\n`,
      );
    }
    if (flag('report')) {
      const target = resolve(arg('report-file') ?? join(repoDir, 'bench/REPORT.md'));
      const current = await readFile(target, 'utf8').catch(() => '# sitesync benchmark report\n');
      await writeFile(target, withDevSection(current, renderDevSection(result, goals)));
      process.stdout.write(`wrote the dev section of ${target}\n`);
    }
    return failed > 0 ? 1 : 0;
  } finally {
    await cli.close();
    await rm(work, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  if (flag('dev')) return mainDev();
  const smoke = flag('smoke');
  const sizes = (arg('size') ?? (smoke ? 'S' : 'S,M')).split(',');
  const latencies = (arg('latency') ?? (smoke ? '0' : '0,25,100')).split(',').map(Number);
  // A snapshot of the CLI: other work may rebuild dist/ while a long run is in progress.
  const cli = await snapshotCli(repoDir);
  const runs: BenchRun[] = [];
  try {
    for (const s of sizes) for (const l of latencies) runs.push(await benchOne(s, l, cli.entry));
  } finally {
    await cli.close();
  }
  let failed = 0;
  for (const run of runs) {
    for (const g of run.goals) {
      const isCount = !/ s$|RSS/.test(g.goal);
      if (smoke && !isCount) continue;
      const mark = g.holds ? 'ok  ' : isCount ? 'MISS' : 'miss';
      if (!g.holds && isCount) failed += 1;
      process.stdout.write(`${mark} ${run.size}@${run.latencyMs}ms ${g.goal}: ${g.detail}\n`);
    }
  }
  if (flag('report')) {
    const notes = [
      'Counts come from the emulator request log (a separate process); files read, CPU time and peak RSS from the CLI child (`process.resourceUsage()` via bench/probe.mjs); wall time from the harness.',
      "The fixture is a git checkout, as a user's repository is (bench/fixture-git.ts): a plan of a clean checkout asks `git status` whether its inputs are committed, and every apply is committed after it, as its merge would be. The fixture generation time includes the first commit. (Reports of the rounds before the twelfth measured a folder outside git.)",
      'Bound: source = 1 manifest (site exists) + ⌈changes / batch⌉ writes (800 paths, 8 MiB) + the session protocol when something changes (open session, preview, publish request); 1 auth status (apply learns the rate limit first); catalog = list pages per kind (limit 100) + one write per changed entity. `plan` rows are compared with the read part of the bound.',
      'The first publish is over its bound by the list pages it reads once more after creating the catalog (every list that grew by two pages or more): they store the cursors that let the next plan ask for all its pages at once (docs/source-tree.md). The bound does not count them; the ratio does.',
      'Naive baseline: computed analytically from the fixture (one GET per live file and entity, one write per local file and entity, all content re-sent); `sitesync / naive` compares the scenario total (plan + apply).',
      'Which goals hold, the profiles and the fixes: [ANALYSIS.md](ANALYSIS.md).',
      'Source bytes up: request bytes of source-first create and source:batch writes over the changed content bytes (utf8 as is, binary as base64).',
    ];
    const target = resolve(arg('report-file') ?? join(repoDir, 'bench/REPORT.md'));
    // The dev section (written by --dev) is kept.
    const dev = devSectionOf(await readFile(target, 'utf8').catch(() => ''));
    const report = renderReport(runs, notes);
    await writeFile(target, dev ? withDevSection(report, dev) : report);
    process.stdout.write(`wrote ${target}\n`);
  }
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
