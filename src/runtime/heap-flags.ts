/**
 * The V8 flags sitesync sets for itself at start-up (pure; applied by tune-heap.ts, which the CLI
 * and action entries import first).
 *
 * sitesync's working set is small (M: 25–40 MB of heap for a plan of 5,000 files and 10k
 * products) but it allocates fast, and much of it survives (pages of live records, manifest
 * entries, digests), and an apply sends source batches of up to 8 MiB one after another. With the
 * defaults V8 answers by growing the young generation to 64 MB and letting ~200 MB of dead batch
 * bodies pile up before a full collection, which made most of the peak RSS (bench/ANALYSIS.md):
 *
 * - `--semi-space-growth-factor=1` keeps the young generation (mostly) at its initial size
 *   (M plans: 166–215 MB → 139–147 MB, same wall time);
 * - `--optimize-for-size` collects the old generation sooner (M first publish: ~205 MB → 192 MB at
 *   ~2 s more CPU over 70 s; plans −10–20 MB at +0.05–0.2 s). Not for `plan`: it holds no batch
 *   bodies, and on L (50k live products, 20,000 files) the extra full collections cost 1.0 s of a
 *   no-op plan's CPU (21 mark-compacts instead of 3, `--trace-gc`) for ~15 MB less peak RSS.
 *   `apply` starts without it too and sets it once its plan is known to write much
 *   (`heavyWrites`): an apply of a small change spends ~20 % less CPU without it (M: 0.91 × wall,
 *   12 runs), and a first publish still gets it before its first write.
 *
 * Both are read by V8 whenever it sizes the heap, so setting them once the process runs takes
 * effect (tested). `--max-semi-space-size` would not: it needs the node command line, and a
 * shebang with `env -S` breaks with busybox (Alpine) and npm's Windows shims.
 *
 * And one flag on V8's compilers:
 *
 * - `--no-turbofan` for `plan`: a plan lasts about a second (L, settled: 20,000 stats, 526 pages),
 *   too short for TurboFan's optimised code to repay its compiling, which runs on background
 *   threads and counts in the process's CPU and memory. Maglev still optimises the hot loops.
 *   Measured (bench/ANALYSIS.md, ninth round): L settled plan −125 ms CPU and −25 MB peak RSS, L
 *   full plan −130 ms CPU, M −55 ms and −7 MB. Not for `apply` or the action, which run for
 *   minutes on a first publish, nor for `dev`, which runs until stopped.
 *
 * And for a `plan` that parses its catalog anew, on the old generation:
 * - `--heap-growing-percent=100`: the next full collection comes once the heap has grown to twice
 *   what the last one kept (PLAN_HEAP_GROWING_PERCENT, catalogParseFlags).
 * A flag the user gives (in the command line or NODE_OPTIONS) on the same matter wins.
 */

const YOUNG_GENERATION = /--(max|min)-semi-space-size|--semi-space-growth-factor/;
const OPTIMIZE_FOR_SIZE = /--(no-)?optimize[-_]for[-_]size/;
const OPTIMIZING_COMPILER = /--(no-)?(turbofan|opt)\b|--max[-_]opt\b/;
const HEAP_GROWING = /--heap[-_]growing[-_]percent\b/;

/** Commands too short for TurboFan to repay its compiling. */
const WITHOUT_TURBOFAN = new Set(['plan']);

/**
 * How far the old generation may grow past what the last full collection kept, once a `plan`
 * parses its catalog anew: 100 % (a limit of twice the live heap). V8 picks the factor itself from
 * its GC and allocation speeds, up to 4× for a fast allocator such as a plan, and so let the
 * garbage of a parse (the stored parse's text, the YAML texts, the new parse cache's text) pile
 * up to the peak. Only then: a plan that takes its stored parse has little such garbage, and the
 * two extra full collections the bound costs it were CPU for nothing. Measured (bench/ANALYSIS.md,
 * tenth round).
 */
export const PLAN_HEAP_GROWING_PERCENT = 100;
const BOUNDED_GROWTH = new Set(['plan']);

/** The flags a command sets once its catalog is parsed anew (memory-hints.ts): none the user decided. */
export function catalogParseFlags(
  execArgv: readonly string[],
  nodeOptions: string | undefined,
  command: string | undefined,
): string[] {
  const given = (pattern: RegExp) => userGave(pattern, execArgv, nodeOptions);
  return command !== undefined &&
    BOUNDED_GROWTH.has(command) &&
    !given(HEAP_GROWING) &&
    !given(OPTIMIZE_FOR_SIZE)
    ? [`--heap-growing-percent=${PLAN_HEAP_GROWING_PERCENT}`]
    : [];
}

/**
 * Commands that start without `--optimize-for-size`: `plan` reads and compares only (CPU time
 * matters more than the last megabytes there); `apply` sets it itself when it writes much.
 */
const FAST_START_COMMANDS = new Set(['plan', 'apply']);

/** From this many bytes to upload (two source batches) an apply collects for size. */
export const HEAVY_UPLOAD_BYTES = 16 * 1024 * 1024;
/** From this many catalog writes an apply collects for size (each write's answer is garbage). */
export const HEAVY_CATALOG_WRITES = 1000;

/** Whether an apply's writes are many enough that its memory matters more than its CPU. */
export function heavyWrites(writes: {
  readonly uploadBytes: number;
  readonly catalogWrites: number;
}): boolean {
  return writes.uploadBytes >= HEAVY_UPLOAD_BYTES || writes.catalogWrites >= HEAVY_CATALOG_WRITES;
}

/** Whether the user gave a flag on the matter of `pattern` (command line or NODE_OPTIONS). */
function userGave(pattern: RegExp, execArgv: readonly string[], nodeOptions: string | undefined): boolean {
  return execArgv.some((a) => pattern.test(a)) || pattern.test(nodeOptions ?? '');
}

/** The flags an apply of heavy writes sets once its plan is known: none the user decided. */
export function heavyWriteFlags(execArgv: readonly string[], nodeOptions: string | undefined): string[] {
  return userGave(OPTIMIZE_FOR_SIZE, execArgv, nodeOptions) ? [] : ['--optimize-for-size'];
}

/** The command of a CLI argv (`process.argv.slice(2)`): its first word that is not an option. */
export function commandOf(args: readonly string[]): string | undefined {
  return args.find((a) => !a.startsWith('-'));
}

export function heapFlags(
  execArgv: readonly string[],
  nodeOptions: string | undefined,
  command?: string,
): string[] {
  const given = (pattern: RegExp) => userGave(pattern, execArgv, nodeOptions);
  const forSize = command === undefined || !FAST_START_COMMANDS.has(command);
  const short = command !== undefined && WITHOUT_TURBOFAN.has(command);
  return [
    ...(given(YOUNG_GENERATION) ? [] : ['--semi-space-growth-factor=1']),
    ...(given(OPTIMIZE_FOR_SIZE) || !forSize ? [] : ['--optimize-for-size']),
    ...(short && !given(OPTIMIZING_COMPILER) ? ['--no-turbofan'] : []),
  ];
}
