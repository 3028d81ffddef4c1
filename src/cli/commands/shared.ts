import { resolve } from 'node:path';
import { credentialFlags, resolveCredentials } from '../credentials.js';
import { createPlatformClient } from '../../platform/index.js';
import { limitsFromEnv } from '../../platform/limits.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { prepareRun, type PreparedRun, type PrepareOptions } from '../../sync/prepare.js';
import type { CommandIO, GlobalOptions } from '../command.js';
import type { RequestLogHook } from '../../platform/request-log.js';
import {
  acquireRunLock,
  runLockHolder,
  RUN_LOCK_FILE,
  UNREADABLE_LOCK_GRACE_MS,
  type RunLock,
} from '../../state/run-lock.js';
import { STATE_DIR } from '../../state/state-file.js';

/** Config, trees, revision and a client for a command that talks to the platform. */
export async function prepareFromCli(
  opts: GlobalOptions,
  io: CommandIO,
  needsClient = true,
  extra: Pick<PrepareOptions, 'allowMissingCatalog' | 'clock' | 'readLiveEarly' | 'lock'> = {},
): Promise<PreparedRun> {
  const credentials = needsClient ? await resolveCredentials(credentialFlags(opts), io.env) : undefined;
  return prepareRun({
    cwd: resolve(io.cwd, opts.cwd ?? '.'),
    ...(opts.config && { configPath: resolve(io.cwd, opts.config) }),
    ...(credentials && { credentials }),
    ...(extra.allowMissingCatalog && { allowMissingCatalog: true }),
    ...(extra.clock && { clock: extra.clock }),
    ...(extra.readLiveEarly && { readLiveEarly: extra.readLiveEarly }),
    ...(extra.lock && { lock: extra.lock }),
    reporter: io.output.reporter(),
    transport: {
      limits: limitsFromEnv(io.env),
      ...io.transport,
      signal: io.signal,
      onRequest: chainRequestHooks(io.transport?.onRequest, (e) => io.output.onRequest(e)),
    },
  });
}

/** One hook that calls each given hook in turn. */
export function chainRequestHooks(...hooks: (RequestLogHook | undefined)[]): RequestLogHook {
  const present = hooks.filter((h): h is RequestLogHook => h !== undefined);
  return (entry) => {
    for (const hook of present) hook(entry);
  };
}

/** `--history-depth N`: commits of git history searched to classify changes (docs/live-edits.md). */
export function parseHistoryDepth(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1 || n > 100_000)
    throw new SitesyncError(
      'BAD_FLAG',
      `--history-depth must be a whole number of commits from 1 to 100000, got ${JSON.stringify(value)}`,
      { exitCode: ExitCode.usage },
    );
  return n;
}

/** The credentials the flags and the environment give (or the stored login), and a client using them. */
export async function credentialedClient(opts: GlobalOptions, io: CommandIO) {
  const creds = await resolveCredentials(credentialFlags(opts), io.env);
  const client = createPlatformClient({
    baseUrl: creds.baseUrl,
    apiKey: creds.apiKey,
    credentialSource: creds.source,
    limits: limitsFromEnv(io.env),
    signal: io.signal,
  });
  return { creds, client };
}

/** Takes the checkout's run lock, given the checkout's folder (PrepareOptions.lock). */
export type TakeRunLock = (rootDir: string) => Promise<void>;

/**
 * Runs a command that writes from this checkout under its run lock (state/run-lock.ts): `run`
 * takes it with the function it is given once the config is known (before it reads anything), and
 * it is released when `run` ends, however it ends. A lock left by a process that no longer runs is
 * taken over, with a warning that says whose it was.
 */
export async function withRunLock<T>(
  command: string,
  io: CommandIO,
  run: (takeLock: TakeRunLock) => Promise<T>,
): Promise<T> {
  let lock: RunLock | undefined;
  const take: TakeRunLock = async (rootDir) => {
    lock = await acquireRunLock(rootDir, command);
    const before = lock.tookOver;
    if (!before && lock.tookOverUnreadable)
      io.output
        .reporter()
        .warn(
          `took over ${STATE_DIR}/${RUN_LOCK_FILE}, which held no lock record of sitesync's and was over ${UNREADABLE_LOCK_GRACE_MS / 1000} s old`,
        );
    if (before)
      io.output
        .reporter()
        .warn(
          `took over ${STATE_DIR}/${RUN_LOCK_FILE} from sitesync ${before.command} (pid ${before.pid}, since ${before.startedAt}), ${lock.tookOverCopied ? 'which came with a copy of the folder it holds: this checkout is another' : 'which no longer runs'}`,
        );
  };
  try {
    return await run(take);
  } finally {
    lock?.release();
  }
}

/** For a command that only reads (plan): says when a command that writes runs in this checkout. */
export function noteRunLock(io: CommandIO): TakeRunLock {
  return async (rootDir) => {
    const found = runLockHolder(rootDir);
    if (!found) return;
    const { holder } = found;
    io.output
      .reporter()
      .warn(
        found.state === 'elsewhere'
          ? `sitesync ${holder.command} (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}) holds this checkout's lock; whether it still runs cannot be told from this host: if it does, what this plan reads may change while it writes`
          : `sitesync ${holder.command} (pid ${holder.pid}, since ${holder.startedAt}) is running in this checkout: what this plan reads may change while it writes`,
      );
  };
}
