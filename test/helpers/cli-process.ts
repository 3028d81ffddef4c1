/**
 * Runs the CLI as the user does — `node bin/sitesync.js …` (the built bundle) in its own process —
 * and reports its exit code, output and peak RSS (measured by the child itself, report-rss.mjs).
 * A signal can be sent when a condition holds (polled every 5 ms), or after a wall-clock limit.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = join(PROJECT_ROOT, 'bin', 'sitesync.js');
const RSS_PROBE = pathToFileURL(join(PROJECT_ROOT, 'test', 'helpers', 'report-rss.mjs')).href;

export interface CliProcessRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Peak resident set size of the child, in bytes (undefined if it could not report it). */
  readonly peakRssBytes: number | undefined;
  /** Wall time from the signal to the exit, in ms (reported, not asserted in the fast suite). */
  readonly stopMs?: number;
}

export interface CliProcessOptions {
  readonly cwd: string;
  readonly args: readonly string[];
  /** Added to a minimal environment (PATH, HOME, NO_COLOR, no stored login). */
  readonly env?: Readonly<Record<string, string>>;
  /** Sends `signal` once this returns true. */
  readonly signalWhen?: () => boolean;
  readonly signal?: NodeJS.Signals;
  /** Kills the child (SIGKILL) after this long; the run then has signal 'SIGKILL'. Default 120 s. */
  readonly timeoutMs?: number;
}

export async function runCliProcess(options: CliProcessOptions): Promise<CliProcessRun> {
  const probeDir = await mkdtemp(join(tmpdir(), 'sitesync-rss-'));
  const rssFile = join(probeDir, 'rss');
  try {
    return await new Promise<CliProcessRun>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', RSS_PROBE, BIN, ...options.args], {
        cwd: options.cwd,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NO_COLOR: '1',
          SITESYNC_CONFIG_DIR: join(probeDir, 'no-login'),
          SITESYNC_TEST_RSS_FILE: rssFile,
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
      let signalledAt: number | undefined;
      const watch = options.signalWhen
        ? setInterval(() => {
            if (signalledAt === undefined && options.signalWhen!()) {
              signalledAt = Date.now();
              child.kill(options.signal ?? 'SIGTERM');
            }
          }, 5)
        : undefined;
      const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
      child.on('error', reject);
      child.on('close', (code, signal) => {
        if (watch) clearInterval(watch);
        clearTimeout(timer);
        void readFile(rssFile, 'utf8')
          .then(
            (text) => Number(text),
            () => undefined,
          )
          .then((peakRssBytes) =>
            resolve({
              code,
              signal,
              stdout,
              stderr,
              peakRssBytes,
              ...(signalledAt !== undefined && { stopMs: Date.now() - signalledAt }),
            }),
          );
      });
    });
  } finally {
    await rm(probeDir, { recursive: true, force: true });
  }
}
