/**
 * The hostile cases of the bad-input corpus (hostile-cases.ts), each run as `node bin/sitesync.js`
 * in its own process against a stub platform on 127.0.0.1, from a real git repository. Asserted
 * for every case: the exit code, the exact error, a peak RSS under 300 MB, the requests the stub
 * saw, nothing printed that must not be, and that nothing was written — the repository (its .git
 * included) and a folder beside it are the same before and after. Wall-clock bounds are checked by
 * the heavy script (`npm run test:hostile:heavy`), not here.
 */
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/cli-process.js';
import {
  ENDLESS_ARCHIVE_SENT,
  HOSTILE_PLATFORM_CASES,
  HOSTILE_REPO_CASES,
  type HostileCase,
} from './hostile-cases.js';
import { runHostileCase } from './hostile-run.js';

const MAX_RSS = 300 * 1024 * 1024;

let base: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'sitesync-hostile-'));
  // The cases run the built CLI (`npm run build` makes it from these sources).
  await access(join(PROJECT_ROOT, 'dist', 'cli', 'index.js'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

async function check(c: HostileCase, name: string): Promise<void> {
  const o = await runHostileCase(c, join(base, name));
  const output = o.run.stdout + o.run.stderr;
  expect({ code: o.run.code, error: o.error }, o.run.stderr).toEqual({ code: c.exitCode, error: c.error });
  expect(o.run.peakRssBytes, 'peak RSS reported by the child').toBeDefined();
  expect(o.run.peakRssBytes!).toBeLessThan(MAX_RSS);
  if (c.maxRequests !== undefined) expect(o.requests.length).toBeLessThanOrEqual(c.maxRequests);
  if (c.maxWriteRequests !== undefined)
    expect(o.requests.filter((r) => r.method !== 'GET').length).toBeLessThanOrEqual(c.maxWriteRequests);
  for (const forbidden of c.forbiddenRequests ?? [])
    expect(o.requests.map((r) => `${r.method} ${r.url}`).filter((r) => r.startsWith(forbidden))).toEqual([]);
  for (const secret of c.neverPrinted ?? []) expect(output).not.toContain(secret);
  const lines = o.run.stdout.split('\n');
  for (const line of c.stdoutLines ?? []) expect(lines, o.run.stdout).toContain(line);
  // Nothing written: not in the repository (nor its .git), not beside it.
  expect(o.repoAfter).toEqual(o.repoBefore);
  expect(o.outsideAfter).toEqual(o.outsideBefore);
}

describe('the platform is hostile (CLI as a process)', () => {
  it.each(HOSTILE_PLATFORM_CASES.map((c, i) => [c.name, c, i] as const))(
    '%s',
    async (_n, c, i) => {
      await check(c, `platform-${i}`);
      if (c.name.startsWith('import: an archive body without end')) {
        // The stub stopped being read at the cap: what it managed to send is bounded.
        expect(ENDLESS_ARCHIVE_SENT.bytes).toBeLessThan(96 * 1024 * 1024);
      }
    },
    120_000,
  );
});

describe('the repository is hostile (CLI as a process)', () => {
  it.each(HOSTILE_REPO_CASES.map((c, i) => [c.name, c, i] as const))(
    '%s',
    async (_n, c, i) => {
      await check(c, `repo-${i}`);
    },
    120_000,
  );
});
