/**
 * Which V8 flag keeps the young generation at its initial size (pure; applied by
 * tune-young-generation.ts, which the CLI and action entries import first).
 *
 * sitesync's working set is small (M: ~25–40 MB of heap for a plan of 5,000 files and 10k
 * products), but it allocates fast and much of what it allocates survives (pages of live records,
 * manifest entries, digests). V8 answers that by doubling the young generation up to 64 MB, which
 * was most of the peak RSS of a plan (M: 166–215 MB → 139–147 MB without the growth, at the same
 * wall time; bench/ANALYSIS.md). `--max-semi-space-size` would need the node command line (a
 * shebang with `env -S` does not work with busybox or npm's Windows shims); the growth factor is
 * read each time V8 considers growing, so setting it at start-up takes effect.
 *
 * A node flag that sizes the young generation (in the command line or NODE_OPTIONS) wins.
 */

const YOUNG_GENERATION_FLAGS = /--(max|min)-semi-space-size|--semi-space-growth-factor/;

export function youngGenerationFlag(
  execArgv: readonly string[],
  nodeOptions: string | undefined,
): string | undefined {
  if (execArgv.some((a) => YOUNG_GENERATION_FLAGS.test(a)) || YOUNG_GENERATION_FLAGS.test(nodeOptions ?? ''))
    return undefined;
  return '--semi-space-growth-factor=1';
}
