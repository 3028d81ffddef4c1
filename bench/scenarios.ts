/**
 * The scenarios of issue 7, run in order on one fixture against one emulator: each prepares its
 * edit (on disk, or on the platform for remote drift), then runs the real CLI commands.
 */
import { copyFile, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createPlatformClient } from '../src/platform/index.js';
import { commitAll } from './fixture-git.js';
import { SETTLED_CATALOG_FILE } from '../src/state/settled-catalog-store.js';
import { runCli, type CliRun } from './cli-process.js';
import { medianRun } from './repeat.js';
import { lowerBound, naiveBaseline, type Bound, type Naive } from './bounds.js';
import type { EmulatorProcess } from './emulator-process.js';
import { fileBytes, type FixtureModel } from './fixture.js';
import { summarizeLog, type RequestCounts } from './metrics.js';
import {
  crlfFiles,
  deleteFiles,
  editProducts,
  emptyEdit,
  encodedSize,
  modifyFiles,
  pickFiles,
  type Edit,
} from './mutations.js';
import type { PhaseTiming } from '../src/shared/phase-clock.js';
import { runLiveEdits, type LiveEditFigures } from './live-edits.js';

/** The `timings` of the CLI's JSON envelope; none when the output is not that envelope. */
export function phasesOf(stdout: string): PhaseTiming[] {
  try {
    const envelope = JSON.parse(stdout) as { timings?: PhaseTiming[] };
    return Array.isArray(envelope.timings) ? envelope.timings : [];
  } catch {
    return [];
  }
}

export interface CommandResult {
  readonly command: 'plan' | 'apply';
  readonly exitCode: number;
  readonly wallMs: number;
  readonly usage: CliRun['usage'];
  readonly counts: RequestCounts;
  readonly bound: Bound;
  /** Wall time per phase, from the CLI's `--json` envelope (`timings`). */
  readonly phases: readonly PhaseTiming[];
}

export interface ScenarioResult {
  readonly scenario: string;
  /** The live-edits scenario's figures (bench/live-edits.ts). */
  readonly liveEdits?: LiveEditFigures;
  readonly commands: readonly CommandResult[];
  readonly changedFiles: number;
  readonly deletedFiles: number;
  readonly catalogWrites: number;
  readonly naive: Naive;
  /** With `--repeat N`: how many runs this row stands for, and their wall times (ms, sorted). */
  readonly repeats?: {
    readonly runs: number;
    readonly wallMs: readonly number[];
    /** Each run's peak RSS in KB, ascending (absent when a run had no usage). */
    readonly peakRssKb?: readonly number[];
    /** With more than one command per run: each command's wall times (ms, ascending). */
    readonly commandWallMs?: Readonly<Record<string, readonly number[]>>;
  };
}

export interface ScenarioContext {
  readonly repoDir: string;
  readonly cliEntry: string;
  readonly model: FixtureModel;
  readonly emulator: EmulatorProcess;
  /** Keeps the encoded size of every local file, for the naive baseline. */
  readonly sizes: Map<string, number>;
  siteExists: boolean;
  liveSizes: Map<string, number>;
  /** Runs of each read-only scenario (no-op, fresh clones) and of the small change; the median one is reported. */
  readonly repeat?: number;
}

export const SCENARIOS = [
  'first-publish',
  'no-op',
  'no-op-again',
  'fresh-clone',
  'fresh-clone-cursors',
  'small-change',
  'one-percent',
  'binary-only',
  'crlf-only',
  'remote-drift',
  'tight-rate-limit',
  'live-edits',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** Scenarios of plans only (run `--repeat` times each). */
const READ_ONLY: ReadonlySet<ScenarioName> = new Set([
  'no-op',
  'no-op-again',
  'fresh-clone',
  'fresh-clone-cursors',
]);

function liveEntities(ctx: ScenarioContext): Record<string, number> {
  const m = ctx.model;
  return ctx.siteExists
    ? { brands: m.brands.length, categories: m.categories.length, products: m.products.length }
    : { brands: 0, categories: 0, products: 0 };
}

function entityBytes(model: FixtureModel): number[] {
  return [...model.brands, ...model.categories, ...model.products].map((e) => JSON.stringify(e).length);
}

async function command(
  ctx: ScenarioContext,
  name: 'plan' | 'apply',
  bound: Bound,
  key: string,
  extraArgs: readonly string[] = [],
): Promise<CommandResult> {
  await ctx.emulator.drain();
  const args = [...(name === 'plan' ? ['plan', '--json'] : ['apply', '--publish', '--json']), ...extraArgs];
  const run = await runCli({
    repoDir: ctx.repoDir,
    cliEntry: ctx.cliEntry,
    cwd: ctx.model.dir,
    args,
    env: {
      SITESYNC_API_KEY: key,
      SITESYNC_BASE_URL: ctx.emulator.url,
      SITESYNC_CONFIG_DIR: join(ctx.model.dir, '.sitesync-config'),
    },
    onTick: ctx.emulator.collect,
  });
  const ok = name === 'plan' ? run.exitCode === 0 || run.exitCode === 2 : run.exitCode === 0;
  if (!ok)
    throw new Error(
      `sitesync ${args.join(' ')} exited ${run.exitCode}: ${run.stderr.slice(0, 1500)}\n${run.stdout.slice(0, 1500)}`,
    );
  const counts = summarizeLog(await ctx.emulator.drain());
  const phases = phasesOf(run.stdout);
  return {
    command: name,
    exitCode: run.exitCode,
    wallMs: run.wallMs,
    usage: run.usage,
    counts,
    bound,
    phases,
  };
}

/** Runs plan (unless skipped) then apply for an edit; returns both measured commands. */
async function planAndApply(
  ctx: ScenarioContext,
  scenario: ScenarioName,
  edit: Edit,
  options: { plan?: boolean; key?: string; applyArgs?: readonly string[] } = {},
): Promise<ScenarioResult> {
  const naive = naiveBaseline({
    liveFiles: [...ctx.liveSizes.values()],
    localFiles: [...ctx.sizes.values()],
    liveEntities: Object.values(liveEntities(ctx)).reduce((a, b) => a + b, 0),
    localEntityBytes: entityBytes(ctx.model),
    entityReadBytes: 600,
  });
  const live = liveEntities(ctx);
  const readBound = lowerBound({
    siteExists: ctx.siteExists,
    writes: [],
    deletes: 0,
    liveEntities: live,
    catalogWrites: 0,
    apply: false,
  });
  const applyBound = lowerBound({
    siteExists: ctx.siteExists,
    writes: edit.writes,
    deletes: edit.deletes.length,
    liveEntities: live,
    catalogWrites: edit.catalogWrites,
    apply: true,
  });
  const key = options.key ?? ctx.emulator.keys.main;
  const commands: CommandResult[] = [];
  if (options.plan !== false) commands.push(await command(ctx, 'plan', readBound, key));
  if (!READ_ONLY.has(scenario)) {
    commands.push(await command(ctx, 'apply', applyBound, key, options.applyArgs));
    // Merged, as a reviewed change is: the next plan starts from a clean checkout of it.
    commitAll(ctx.model.dir, `bench: ${scenario}`);
  }
  ctx.siteExists = true;
  ctx.liveSizes = new Map(ctx.sizes);
  return {
    scenario,
    commands,
    changedFiles: edit.writes.length,
    deletedFiles: edit.deletes.length,
    catalogWrites: edit.catalogWrites,
    naive,
  };
}

export function recordSizes(ctx: ScenarioContext, edit: Edit): void {
  for (const w of edit.writes) ctx.sizes.set(w.path, w.encodedBytes);
  for (const d of edit.deletes) ctx.sizes.delete(d);
}

/** Changes 5 asset files and 1 product price on the platform, as another tool would. */
/** `keyRevision` sets the idempotency keys: a second drift with the same one would only replay the first. */
export async function driftRemote(ctx: ScenarioContext, keyRevision = 'b'.repeat(40)): Promise<Edit> {
  const config = await readFile(join(ctx.model.dir, 'sitesync.yml'), 'utf8');
  const siteId = /id:\s*(site_\w+)/.exec(config)?.[1];
  if (!siteId) throw new Error('remote drift: sitesync.yml has no site.id (first publish did not bind it)');
  const client = createPlatformClient({
    baseUrl: ctx.emulator.url,
    apiKey: ctx.emulator.keys.main,
    keyRevision,
  });
  const manifest = await client.sites.source.manifest(siteId);
  const session = await client.sites.sessions.create(siteId, { source_revision: manifest.source_revision });
  const edit = emptyEdit();
  const drifted = pickFiles(ctx.model, 'text', 5, 7);
  const files: Record<string, { content: string; encoding: 'utf8' }> = {};
  for (const f of drifted) {
    files[f.path] = {
      content: `/* drifted on the platform */\n${fileBytes(ctx.model, f).toString('utf8')}`,
      encoding: 'utf8',
    };
    edit.writes.push({ path: f.path, encodedBytes: encodedSize(ctx.model, f) });
  }
  const written = await client.sites.sessions.writeBatch(siteId, session.id, {
    source_revision: session.source_revision,
    files,
  });
  await client.sites.publish.request(siteId, {
    session_id: session.id,
    source_revision: written.source_revision,
  });
  const first = await client.products.page({ limit: 1 });
  const product = first.items[0]!;
  await client.products.update(product.id, { price: '0.01' });
  edit.catalogWrites += 1;
  await ctx.emulator.drain();
  return edit;
}

/**
 * Runs `run` as in a fresh clone, the action's every run: nothing under `.sitesync` (no digests,
 * no stored parse, no list cursors) but copies of `restored`. The folder is put back afterwards,
 * so the scenarios after this one start where they would have without it.
 */
async function withoutLocalState<T>(
  dir: string,
  restored: readonly string[],
  run: () => Promise<T>,
): Promise<T> {
  const state = join(dir, '.sitesync');
  const kept = join(dir, '.sitesync-kept-by-bench');
  await rename(state, kept);
  if (restored.length > 0) await mkdir(state);
  for (const name of restored) await copyFile(join(kept, name), join(state, name));
  try {
    return await run();
  } finally {
    await rm(state, { recursive: true, force: true });
    await rename(kept, state);
  }
}

/**
 * A scenario `ctx.repeat` times: a read-only one each run as the first (nothing it wrote is kept);
 * the small change each run a new one.
 */
async function repeated(ctx: ScenarioContext, run: () => Promise<ScenarioResult>): Promise<ScenarioResult> {
  const runs: ScenarioResult[] = [];
  for (let i = 0; i < Math.max(1, ctx.repeat ?? 1); i++) runs.push(await run());
  return medianRun(runs);
}

export async function runScenario(ctx: ScenarioContext, name: ScenarioName): Promise<ScenarioResult> {
  const m = ctx.model;
  const edit = emptyEdit();
  switch (name) {
    case 'first-publish':
      for (const f of m.files.values())
        edit.writes.push({ path: f.path, encodedBytes: ctx.sizes.get(f.path)! });
      edit.catalogWrites += m.brands.length + m.categories.length + m.products.length;
      // Planned first, as a user does: the apply starts from the state the plan left in
      // .sitesync (the stored parse, the digests), which set its peak (bench/ANALYSIS.md,
      // fourteenth round).
      return planAndApply(ctx, name, edit);
    case 'no-op':
      // The first plan after an apply: no settled plan to take (an apply writes none).
      return repeated(ctx, async () => {
        await rm(join(m.dir, '.sitesync', SETTLED_CATALOG_FILE), { force: true });
        return planAndApply(ctx, name, edit);
      });
    case 'no-op-again':
      // A plan after a plan that changed nothing: its catalog part is the settled one.
      await planAndApply(ctx, name, edit);
      return repeated(ctx, () => planAndApply(ctx, name, edit));
    case 'fresh-clone':
      return repeated(ctx, () => withoutLocalState(m.dir, [], () => planAndApply(ctx, name, edit)));
    case 'fresh-clone-cursors':
      // As the example workflow's cache step leaves it: only the list cursors restored.
      return repeated(ctx, () =>
        withoutLocalState(m.dir, ['list-cursors.json'], () => planAndApply(ctx, name, edit)),
      );
    case 'small-change': {
      // With `--repeat N`, N small changes one after the other, each planned, applied and merged;
      // the first is the same edit as a single run's.
      let run = 0;
      return repeated(ctx, async () => {
        const each = emptyEdit();
        const offset = 7 * run++;
        await modifyFiles(m, pickFiles(m, 'text', 10, offset), each);
        await deleteFiles(m, pickFiles(m, 'text', 2, offset + 5), each);
        await editProducts(m, 20, offset, each);
        recordSizes(ctx, each);
        return planAndApply(ctx, name, each);
      });
    }
    case 'one-percent': {
      const n = Math.max(1, Math.round(m.files.size * 0.01));
      const binaries = Math.max(1, Math.round(n * m.size.binaryShare));
      await modifyFiles(m, pickFiles(m, 'text', n - binaries, 1), edit);
      await modifyFiles(m, pickFiles(m, 'binary', binaries, 1), edit);
      await editProducts(m, Math.max(1, Math.round(m.products.length * 0.01)), 3, edit);
      break;
    }
    case 'binary-only':
      await modifyFiles(m, pickFiles(m, 'binary', 10, 2), edit);
      break;
    case 'crlf-only':
      await crlfFiles(m, pickFiles(m, 'text', 10, 3));
      break;
    case 'remote-drift': {
      const drift = await driftRemote(ctx);
      edit.writes.push(...drift.writes);
      edit.catalogWrites += drift.catalogWrites;
      recordSizes(ctx, edit);
      // Made on the platform, outside git: the history names them live edits, and reverting them
      // to the repository is the user's explicit choice.
      return planAndApply(ctx, name, edit, { applyArgs: ['--overwrite-live-edits'] });
    }
    case 'tight-rate-limit':
      await modifyFiles(m, pickFiles(m, 'text', 10, 4), edit);
      await deleteFiles(m, pickFiles(m, 'text', 2, 9), edit);
      await editProducts(m, 20, 5, edit);
      recordSizes(ctx, edit);
      return planAndApply(ctx, name, edit, { plan: false, key: ctx.emulator.keys.tight });
    case 'live-edits':
      return runLiveEdits(ctx);
  }
  recordSizes(ctx, edit);
  return planAndApply(ctx, name, edit);
}

/** Encoded sizes of every file of a fresh fixture. */
export function initialSizes(model: FixtureModel): Map<string, number> {
  return new Map([...model.files.values()].map((f) => [f.path, encodedSize(model, f)]));
}
