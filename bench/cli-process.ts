/** Runs the real CLI (the bundle of bin/sitesync.js, from a snapshot of dist/cli) as a child with the probe preloaded. */
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export interface CliUsage {
  readonly maxRssKb: number;
  readonly userCpuMs: number;
  readonly systemCpuMs: number;
  readonly wallMs: number;
  readonly filesOpened: number;
  readonly distinctFilesRead: number;
}

export interface CliRun {
  readonly args: readonly string[];
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
  /** Wall time seen by the harness, process start to exit. */
  readonly wallMs: number;
  readonly usage: CliUsage;
}

export async function runCli(options: {
  repoDir: string;
  /** The bundled CLI entry (a snapshot of dist/cli/index.js). */
  cliEntry: string;
  cwd: string;
  args: readonly string[];
  env: Record<string, string>;
  /** Called every second while the CLI runs (to drain the emulator's bounded log). */
  onTick?: () => Promise<unknown>;
}): Promise<CliRun> {
  const probeOut = join(options.cwd, `.bench-probe-${process.pid}.json`);
  await rm(probeOut, { force: true });
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      join(options.repoDir, 'bench/probe.mjs'),
      // The snapshot, not bin/sitesync.js (which loads the repository's dist/cli): a rebuild
      // during a run (`npm run build` empties dist/ first) must not break or change it.
      options.cliEntry,
      ...options.args,
    ],
    {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NO_COLOR: '1',
        BENCH_PROBE_OUT: probeOut,
        BENCH_PROBE_ROOT: join(options.cwd, 'site'),
        ...options.env,
      },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const timer = options.onTick && setInterval(() => void options.onTick!().catch(() => undefined), 1000);
  const exitCode = await new Promise<number>((r) => child.once('close', (code) => r(code ?? 1)));
  if (timer) clearInterval(timer);
  const wallMs = performance.now() - started;
  let usage: CliUsage;
  try {
    usage = JSON.parse(await readFile(probeOut, 'utf8')) as CliUsage;
  } catch {
    throw new Error(
      `CLI ${options.args.join(' ')} left no probe output (exit ${exitCode}): ${stderr.slice(0, 2000)}`,
    );
  }
  await rm(probeOut, { force: true });
  return { args: options.args, exitCode, stdout, stderr, wallMs, usage };
}
