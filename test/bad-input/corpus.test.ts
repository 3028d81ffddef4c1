/**
 * The bad-input corpus (issue 6): each case runs the CLI in-process against the emulator or a stub
 * platform and asserts the exit code, the exact error text (with file:line:column, route or field)
 * and that nothing was written: no write in the request log and the emulator's state unchanged.
 */
import { access } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { startSeededEmulator } from './harness.js';
import { LOCAL_CASES } from './local-cases.js';
import { runLocalCase, runServerCase, type CaseOutcome } from './run-case.js';
import { SERVER_CASES } from './server-cases.js';
import { HOSTILE_CASES, HOSTILE_PLATFORM_CASES, HOSTILE_REPO_CASES } from './hostile-cases.js';

/** The writes a case may attempt and have accepted; every other case has none. */
const ALLOWED_WRITES: Record<string, { attempted: string[]; accepted: string[] }> = {
  // The platform refuses the write: the request reached it, nothing changed.
  'a key without brands:write (403 naming the scope)': {
    attempted: ['POST /v1/brands → 403'],
    accepted: [],
  },
  'a read-only key on a site change (403 on the session)': {
    attempted: ['POST /v1/sites/site_badinput0000000000001/development-sessions → 403'],
    accepted: [],
  },
  'a stale source revision when the session opens (409)': {
    attempted: ['POST /v1/sites/site_badinput0000000000001/development-sessions → 409'],
    accepted: [],
  },
  'an idempotency conflict on a brand create (409)': { attempted: ['POST /v1/brands → 409'], accepted: [] },
  'a validation failure on a brand create (422 with details)': {
    attempted: ['POST /v1/brands → 422'],
    accepted: [],
  },
  // The (stub) platform validated the tree as fine, then refused the write itself: an empty session
  // was opened, no source was staged.
  'a source write the platform refuses (422 SOURCE_VALIDATION_FAILED with path, line, column)': {
    attempted: [
      'POST /v1/sites/site_badinput0000000000001/development-sessions → 200',
      'PATCH /v1/sites/site_badinput0000000000001/development-sessions/sess_stub/source:batch → 422',
    ],
    accepted: ['POST /v1/sites/site_badinput0000000000001/development-sessions → 200'],
  },
  // The platform accepted the session open but answered outside the contract: the report says the
  // write may have taken effect, and nothing after it ran.
  'a session whose source revision is a number': {
    attempted: ['POST /v1/sites/site_badinput0000000000001/development-sessions → 200'],
    accepted: ['POST /v1/sites/site_badinput0000000000001/development-sessions → 200'],
  },
};

function expectOutcome(
  c: {
    name: string;
    exitCode: number;
    error: string;
    stdoutLines?: readonly string[];
    clockDependent?: boolean;
  },
  outcome: CaseOutcome,
) {
  expect(outcome.code).toBe(c.exitCode);
  const error = c.clockDependent
    ? outcome.error.replace(/retry after \d+s/, 'retry after <seconds>s')
    : outcome.error;
  expect(error).toBe(c.error);
  const lines = outcome.stdout.split('\n');
  for (const line of c.stdoutLines ?? []) expect(lines, outcome.stdout).toContain(line);
  const allowed = ALLOWED_WRITES[c.name] ?? { attempted: [], accepted: [] };
  expect(outcome.attemptedWrites).toEqual(allowed.attempted);
  expect(outcome.acceptedWrites).toEqual(allowed.accepted);
  if (outcome.stateBefore !== undefined) expect(outcome.stateAfter).toEqual(outcome.stateBefore);
}

it('holds at least 80 cases (hostile ones included), each with an exact error text or report line', () => {
  const all = [...LOCAL_CASES, ...SERVER_CASES, ...HOSTILE_CASES];
  // README's reliability section gives these counts.
  expect([
    LOCAL_CASES.length,
    SERVER_CASES.length,
    HOSTILE_PLATFORM_CASES.length,
    HOSTILE_REPO_CASES.length,
  ]).toEqual([45, 26, 16, 15]);
  expect(all.length).toBeGreaterThanOrEqual(80);
  expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
  for (const c of all) {
    const lines = 'stdoutLines' in c ? (c.stdoutLines ?? []) : [];
    expect(c.error !== '' || lines.length > 0, c.name).toBe(true);
  }
});

describe('bad local input: sitesync.yml, catalog.yml, the site tree', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startSeededEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it.each(LOCAL_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    expectOutcome(c, await runLocalCase(c, emulator));
  });
});

describe('the platform refuses or misbehaves', () => {
  it.each(SERVER_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const outcome = await runServerCase(c, async (repoDir) => {
      // import: nothing lands outside the source folder, whatever path the platform sends.
      const absent = [join(repoDir, 'escaped.txt'), join(dirname(repoDir), 'up.txt')];
      absent.push('/tmp/sitesync-bad-input-absolute.txt');
      for (const file of absent) await expect(access(file)).rejects.toThrow();
    });
    expectOutcome(c, outcome);
  });
});
