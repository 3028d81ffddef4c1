/**
 * The live-edits scenario (issue 14): what the three-way classification costs. The fixture
 * becomes a git repository with a history (HISTORY_COMMITS commits changing files and prices,
 * then applied), the platform is edited outside git (5 files, 1 price), the repository changes
 * something else; then:
 *
 * - `plan` with the history (cold `.sitesync/history.json`, then warm) and the same plan with git
 *   hidden (GIT_DIR pointing nowhere): the same requests, the classification's local cost is the
 *   `history: classify` phase;
 * - `apply` refuses (exit 5) and writes nothing;
 * - `apply --overwrite-live-edits --publish` applies (measured against its bound).
 */
import { join } from 'node:path';
import { lowerBound, naiveBaseline } from './bounds.js';
import { runCli } from './cli-process.js';
import { commitAll } from './fixture-git.js';
import type { LogEntry } from './emulator-process.js';
import { summarizeLog } from './metrics.js';
import { editProducts, emptyEdit, modifyFiles, pickFiles, type Edit } from './mutations.js';
import {
  driftRemote,
  phasesOf,
  recordSizes,
  type CommandResult,
  type ScenarioContext,
  type ScenarioResult,
} from './scenarios.js';

export const HISTORY_COMMITS = 20;

export interface LiveEditFigures {
  /** Commits in the history before the scenario's own change. */
  readonly historyCommits: number;
  /** Live edits made on the platform, and how many the plan named. */
  readonly made: number;
  readonly found: number;
  readonly planRequests: { readonly withHistory: number; readonly withoutHistory: number };
  /** The `history: classify` phase of plan, cold and warm cache (ms). */
  readonly classifyMs: { readonly cold: number; readonly warm: number };
  readonly planWallMs: { readonly cold: number; readonly warm: number; readonly withoutHistory: number };
  readonly blocked: { readonly exitCode: number; readonly writes: number };
}

const isWrite = (e: LogEntry) => e.idempotency_key !== null;

export async function runLiveEdits(ctx: ScenarioContext): Promise<ScenarioResult> {
  const m = ctx.model;
  const dir = m.dir;
  // The fixture is a checkout already (fixture-git.ts): the history starts from what it holds.
  commitAll(dir, 'baseline');

  // A history: files and prices changed commit after commit, then applied (live = HEAD).
  const history = emptyEdit();
  for (let i = 0; i < HISTORY_COMMITS; i++) {
    await modifyFiles(m, pickFiles(m, 'text', 5, 20 + i), history);
    await editProducts(m, 5, 50 + i, history);
    commitAll(dir, `history ${i + 1}`);
  }
  recordSizes(ctx, history);
  const env = {
    SITESYNC_API_KEY: ctx.emulator.keys.main,
    SITESYNC_BASE_URL: ctx.emulator.url,
    SITESYNC_CONFIG_DIR: join(dir, '.sitesync-config'),
  };
  const cli = (args: string[], extra: Record<string, string> = {}) =>
    runCli({
      repoDir: ctx.repoDir,
      cliEntry: ctx.cliEntry,
      cwd: dir,
      args,
      env: { ...env, ...extra },
      onTick: ctx.emulator.collect,
    });
  const catchUp = await cli(['apply', '--publish', '--json']);
  if (catchUp.exitCode !== 0)
    throw new Error(`live-edits: history apply exited ${catchUp.exitCode}: ${catchUp.stderr}`);
  await ctx.emulator.drain();
  ctx.liveSizes = new Map(ctx.sizes);

  // Outside git: 5 files and 1 price edited on the platform. Then a change in the repository.
  const edit: Edit = await driftRemote(ctx, 'c'.repeat(40));
  await modifyFiles(m, pickFiles(m, 'text', 10, 11), edit);
  await editProducts(m, 20, 9, edit);
  commitAll(dir, 'the repository changes something else');
  recordSizes(ctx, edit);

  const live = { brands: m.brands.length, categories: m.categories.length, products: m.products.length };
  const readBound = lowerBound({
    siteExists: true,
    writes: [],
    deletes: 0,
    liveEntities: live,
    catalogWrites: 0,
    apply: false,
  });
  const plan = async (extra: Record<string, string> = {}) => {
    await ctx.emulator.drain();
    const run = await cli(['plan', '--json'], extra);
    if (run.exitCode !== 0)
      throw new Error(`live-edits: plan exited ${run.exitCode}: ${run.stderr.slice(0, 1500)}`);
    const counts = summarizeLog(await ctx.emulator.drain());
    const result = (JSON.parse(run.stdout) as { result: { liveEdits: unknown[] } }).result;
    const classify = phasesOf(run.stdout).find((p) => p.phase === 'history: classify')?.ms ?? 0;
    return { run, counts, found: result.liveEdits.length, classify };
  };
  const cold = await plan();
  const warm = await plan();
  const hidden = await plan({ GIT_DIR: join(dir, 'no-such-git-dir') });

  await ctx.emulator.drain();
  const refused = await cli(['apply', '--publish', '--json']);
  const refusedLog = await ctx.emulator.drain();

  const applyBound = lowerBound({
    siteExists: true,
    writes: edit.writes,
    deletes: 0,
    liveEntities: live,
    catalogWrites: edit.catalogWrites,
    apply: true,
  });
  await ctx.emulator.drain();
  const applied = await cli(['apply', '--overwrite-live-edits', '--publish', '--json']);
  if (applied.exitCode !== 0)
    throw new Error(
      `live-edits: apply --overwrite-live-edits exited ${applied.exitCode}: ${applied.stderr.slice(0, 1500)}`,
    );
  const applyCounts = summarizeLog(await ctx.emulator.drain());
  ctx.liveSizes = new Map(ctx.sizes);

  const commands: CommandResult[] = [
    {
      command: 'plan',
      exitCode: 0,
      wallMs: cold.run.wallMs,
      usage: cold.run.usage,
      counts: cold.counts,
      bound: readBound,
      phases: phasesOf(cold.run.stdout),
    },
    {
      command: 'apply',
      exitCode: 0,
      wallMs: applied.wallMs,
      usage: applied.usage,
      counts: applyCounts,
      bound: applyBound,
      phases: phasesOf(applied.stdout),
    },
  ];
  return {
    scenario: 'live-edits',
    commands,
    changedFiles: edit.writes.length,
    deletedFiles: 0,
    catalogWrites: edit.catalogWrites,
    naive: naiveBaseline({
      liveFiles: [...ctx.liveSizes.values()],
      localFiles: [...ctx.sizes.values()],
      liveEntities: live.brands + live.categories + live.products,
      localEntityBytes: [...m.brands, ...m.categories, ...m.products].map((e) => JSON.stringify(e).length),
      entityReadBytes: 600,
    }),
    liveEdits: {
      historyCommits: HISTORY_COMMITS + 1,
      made: 6,
      found: cold.found,
      planRequests: { withHistory: cold.counts.total, withoutHistory: hidden.counts.total },
      classifyMs: { cold: cold.classify, warm: warm.classify },
      planWallMs: { cold: cold.run.wallMs, warm: warm.run.wallMs, withoutHistory: hidden.run.wallMs },
      blocked: { exitCode: refused.exitCode, writes: refusedLog.filter(isWrite).length },
    },
  };
}
