/** Runs the real CLI (bin/sitesync.js of a snapshot of the checkout) as a child with the probe preloaded. */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A copy of what a user runs — bin/sitesync.js, package.json (its Node check) and the dist/cli
 * bundle — so that a rebuild during a long run (`npm run build` empties dist/ first) cannot break
 * or change it. `entry` is the copy's bin/sitesync.js: the version check and the compile cache
 * are measured with the rest.
 */
export async function snapshotCli(repoDir: string): Promise<{ entry: string; close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'sitesync-bench-cli-'));
  await cp(join(repoDir, 'bin/sitesync.js'), join(dir, 'bin/sitesync.js'));
  await cp(join(repoDir, 'package.json'), join(dir, 'package.json'));
  await cp(join(repoDir, 'dist/cli'), join(dir, 'dist/cli'), { recursive: true });
  return { entry: join(dir, 'bin/sitesync.js'), close: () => rm(dir, { recursive: true, force: true }) };
}

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
  /** The CLI entry (bin/sitesync.js of a snapshotCli copy). */
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
      // The snapshot's bin/sitesync.js, not the repository's: a rebuild during a run must not
      // break or change it.
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
