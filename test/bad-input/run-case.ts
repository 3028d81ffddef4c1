/** Runs one corpus case: repo, platform (emulator or stub), the CLI; returns what the test asserts on. */
import type { RunningEmulator } from '../../src/emulator/index.js';
import { errorBlock, liveState, makeRepo, runIn, SITE_ID, startSeededEmulator, writesIn } from './harness.js';
import type { LocalCase } from './local-cases.js';
import type { ServerCase } from './server-cases.js';
import { startStubPlatform } from './stub-platform.js';

export interface CaseOutcome {
  readonly code: number;
  readonly error: string;
  readonly stdout: string;
  /** Writes the platform accepted (2xx). */
  readonly acceptedWrites: string[];
  /** Writes that reached the platform at all. */
  readonly attemptedWrites: string[];
  /** The emulator's state before and after (undefined for the stub). */
  readonly stateBefore?: unknown;
  readonly stateAfter?: unknown;
  readonly repoDir: string;
}

/** What a CLI run against an emulator did: its output, the writes in the log, the state after. */
async function emulatorOutcome(
  emulator: RunningEmulator,
  run: { code: number; out: string; err: string },
  repoDir: string,
  stateBefore: unknown,
): Promise<CaseOutcome> {
  const log = emulator.requestLog();
  return {
    code: run.code,
    error: errorBlock(run.err, repoDir, emulator.url),
    stdout: run.out,
    attemptedWrites: writesIn(log),
    acceptedWrites: writesIn(
      log.filter((r) => (r.status ?? 0) < 300) /* no answer (null) may have committed: counted */,
    ),
    stateBefore,
    stateAfter: await liveState(emulator.url),
    repoDir,
  };
}

/** A local case against a shared emulator (its log is cleared first). */
export async function runLocalCase(c: LocalCase, emulator: RunningEmulator): Promise<CaseOutcome> {
  const repo = await makeRepo(c.catalog !== undefined ? { catalog: c.catalog } : {});
  try {
    await c.setup?.(repo);
    emulator.clearLog();
    const stateBefore = await liveState(emulator.url);
    const run = await runIn(
      repo.dir,
      { SITESYNC_BASE_URL: emulator.url, SITESYNC_API_KEY: emulator.apiKey },
      [c.command],
    );
    return await emulatorOutcome(emulator, run, repo.dir, stateBefore);
  } finally {
    await repo.close();
  }
}

/** A platform case: its own emulator or stub. `inspect` runs before the repo is removed. */
export async function runServerCase(
  c: ServerCase,
  inspect?: (repoDir: string) => Promise<void>,
): Promise<CaseOutcome> {
  const repo = await makeRepo({
    ...(c.catalog !== undefined && { catalog: c.catalog }),
    siteId: c.siteId ?? SITE_ID,
  });
  if (c.siteChange) await repo.write('site/assets/new.txt', 'new');
  const platform = c.platform;
  try {
    if (platform.kind === 'emulator') {
      const emulator = await startSeededEmulator(platform.options);
      try {
        const apiKey = platform.apiKey === null ? undefined : (platform.apiKey ?? emulator.apiKey);
        await c.setup?.(repo, emulator.url);
        const stateBefore = await liveState(emulator.url);
        const run = await runIn(
          repo.dir,
          {
            SITESYNC_BASE_URL: emulator.url,
            ...(apiKey !== undefined && { SITESYNC_API_KEY: apiKey }),
            ...c.env,
          },
          c.argv,
        );
        await inspect?.(repo.dir);
        return await emulatorOutcome(emulator, run, repo.dir, stateBefore);
      } finally {
        await emulator.close();
      }
    }
    const stub = await startStubPlatform(platform.routes);
    try {
      await c.setup?.(repo, stub.url);
      const run = await runIn(
        repo.dir,
        { SITESYNC_BASE_URL: stub.url, SITESYNC_API_KEY: 'sk_stub_0123456789abcdef', ...c.env },
        c.argv,
      );
      await inspect?.(repo.dir);
      const log = stub.requests.map((r, i) => ({
        method: r.method,
        path: r.url,
        status: stub.statuses[i] ?? 0,
      }));
      return {
        code: run.code,
        error: errorBlock(run.err, repo.dir, stub.url),
        stdout: run.out,
        attemptedWrites: writesIn(log),
        acceptedWrites: writesIn(
          log.filter((r) => (r.status ?? 0) < 300) /* no answer (null) may have committed: counted */,
        ),
        repoDir: repo.dir,
      };
    } finally {
      await stub.close();
    }
  } finally {
    await repo.close();
  }
}
