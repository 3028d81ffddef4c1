/**
 * Spawns the real CLI as its own process (`node --import tsx src/cli/main.ts`, or the bundle with
 * SITESYNC_CLI=dist) against an emulator, and can kill it after its k-th /v1 request or signal it
 * when a condition on the emulator's request log holds.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { RequestLogEntry } from '../../src/emulator/index.js';
import { cliNodeArgs, PROJECT_ROOT } from '../helpers/cli-process.js';

export { PROJECT_ROOT };

export interface CliProcessResult {
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly output: string;
  /** /v1 requests in the emulator log when the signal was sent (undefined: never sent). */
  readonly requestsAtSignal?: number;
  /** Wall time from the signal to the exit, in ms (reported, never asserted). */
  readonly stopMs?: number;
}

export interface SpawnCliOptions {
  readonly args: readonly string[];
  readonly repoDir: string;
  readonly baseUrl: string;
  readonly apiKey: string;
  /** Reads the emulator's /v1 request log (in-process). */
  readonly log: () => readonly RequestLogEntry[];
  /** Send `signal` as soon as this holds for the log. */
  readonly signalWhen?: (log: readonly RequestLogEntry[]) => boolean;
  readonly signal?: NodeJS.Signals;
}

export function spawnCli(options: SpawnCliOptions): Promise<CliProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...cliNodeArgs('src'), '-C', options.repoDir, ...options.args], {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        SITESYNC_BASE_URL: options.baseUrl,
        SITESYNC_API_KEY: options.apiKey,
        SITESYNC_CONFIG_DIR: join(options.repoDir, '.sitesync', 'no-login'),
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: string[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
    let requestsAtSignal: number | undefined;
    let signalledAt: number | undefined;
    const watch = options.signalWhen
      ? setInterval(() => {
          const log = options.log();
          if (signalledAt === undefined && options.signalWhen!(log)) {
            requestsAtSignal = log.length;
            signalledAt = Date.now();
            child.kill(options.signal ?? 'SIGKILL');
          }
        }, 1)
      : undefined;
    child.on('error', (err) => {
      if (watch) clearInterval(watch);
      reject(err);
    });
    child.on('close', (exitCode, signal) => {
      if (watch) clearInterval(watch);
      resolve({
        exitCode,
        signal,
        output: chunks.join(''),
        ...(requestsAtSignal !== undefined && { requestsAtSignal }),
        ...(signalledAt !== undefined && { stopMs: Date.now() - signalledAt }),
      });
    });
  });
}
