/**
 * The CLI as its own process, the way a user runs it: `node bin/sitesync.js …` (the bundle in
 * dist/, rebuilt by `npm run build`), or the sources through tsx with SITESYNC_CLI=src. The
 * environment is exactly what the caller gives plus PATH (no HOME, no SITESYNC_* of the machine).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Node arguments that start the CLI: the bundle or the sources (SITESYNC_CLI=dist|src, else `fallback`). */
export function cliNodeArgs(fallback: 'dist' | 'src' = 'dist'): string[] {
  const which =
    process.env.SITESYNC_CLI === 'dist' || process.env.SITESYNC_CLI === 'src'
      ? process.env.SITESYNC_CLI
      : fallback;
  return which === 'dist'
    ? [join(PROJECT_ROOT, 'bin', 'sitesync.js')]
    : // tsx by absolute URL: the process may start in a folder without node_modules.
      [
        '--import',
        pathToFileURL(join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
        join(PROJECT_ROOT, 'src', 'cli', 'main.ts'),
      ];
}

export interface ProcessRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliProcess {
  readonly child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first match of `pattern` in stdout + stderr; rejects if the process ends first or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Sends SIGTERM (unless it already ended) and resolves when it has exited. */
  stop(): Promise<ProcessRun>;
  /** Resolves when the process ends on its own. */
  exited(): Promise<ProcessRun>;
}

export function startCliProcess(options: {
  args: readonly string[];
  cwd: string;
  env?: Record<string, string>;
}): CliProcess {
  const child = spawn(process.execPath, [...cliNodeArgs(), ...options.args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const exited = new Promise<ProcessRun>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout: out, stderr: err }));
  });
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited: () => exited,
    waitFor: (pattern, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        let done = false;
        const check = () => {
          const m = pattern.exec(out + err);
          if (m && !done) finish(() => resolve(m));
        };
        const finish = (then: () => void) => {
          done = true;
          clearTimeout(timer);
          child.stdout!.off('data', check);
          child.stderr!.off('data', check);
          then();
        };
        const timer = setTimeout(
          () =>
            finish(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${out}${err}`))),
          timeoutMs,
        );
        child.stdout!.on('data', check);
        child.stderr!.on('data', check);
        void exited.then(() => {
          check();
          if (!done)
            finish(() => reject(new Error(`the process ended before ${pattern}; output:\n${out}${err}`)));
        });
        check();
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs the CLI to its end (killed after `timeoutMs`, default 60 s). */
export async function runCliProcess(options: {
  args: readonly string[];
  cwd: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ProcessRun> {
  const proc = startCliProcess(options);
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
  try {
    return await proc.exited();
  } finally {
    clearTimeout(timer);
  }
}
