/**
 * `.sitesync/` is git-ignored, but a pull request can commit it, and the action plans on that
 * checkout. Walked as a user runs sitesync (`node bin/sitesync.js` against `sitesync emulator`):
 * - `.sitesync` a symlink to a folder outside the repository: the plan keeps no state there (it
 *   wrote its caches into the link's target), and `apply` refuses before it writes anything;
 * - state files that are links to /dev/zero (a plan read it until the machine's memory was gone),
 *   to a FIFO, or, at a `.tmp`, to a file outside (the save overwrote it): none is followed.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogWithProducts, commitAll, startJourney, type Journey } from './harness.js';

let journey: Journey | undefined;
let outside: string | undefined;
afterEach(async () => {
  await journey?.close();
  if (outside) await rm(outside, { recursive: true, force: true });
  journey = undefined;
  outside = undefined;
});

const posixOnly = process.platform === 'win32' ? it.skip : it;

/** A folder outside the repository, holding one file of its own. */
async function outsideFolder(): Promise<{ dir: string; victim: string }> {
  outside = await mkdtemp(join(tmpdir(), 'sitesync-outside-'));
  const victim = join(outside, 'victim.json');
  await writeFile(victim, '{"mine":true}\n');
  return { dir: outside, victim };
}

describe('a hostile .sitesync in the repository', { timeout: 120_000 }, () => {
  posixOnly(
    'a symlink to a folder outside: plans write nothing there; apply refuses before any write',
    async () => {
      journey = await startJourney({ catalog: catalogWithProducts(3) });
      const j = journey;
      const { dir } = await outsideFolder();
      await symlink(dir, join(j.repo, '.sitesync'));
      execFileSync('git', ['add', '-f', '.sitesync'], { cwd: j.repo });
      commitAll(j.repo, 'a pull request commits .sitesync as a symlink');

      for (let run = 0; run < 2; run++) {
        const plan = await j.sitesync(['plan']);
        expect(plan.code, plan.stderr).toBe(0);
        expect(plan.stdout).toContain('Changes to apply.');
      }
      expect(await readdir(dir)).toEqual(['victim.json']);

      const before = await j.emulator.lastSeq();
      const apply = await j.sitesync(['apply']);
      expect(apply.code).toBe(1);
      expect(apply.stderr).toContain(
        `error: ${join(j.repo, '.sitesync')} is not a folder (a symlink or a file); sitesync keeps its local state only in a real folder`,
      );
      expect(apply.stderr).toContain('hint: remove');
      const sent = (await j.emulator.requests()).filter((e) => e.seq > before);
      expect(sent.filter((e) => e.method !== 'GET')).toEqual([]);
      expect(await readdir(dir)).toEqual(['victim.json']);
      expect(await readFile(join(dir, 'victim.json'), 'utf8')).toBe('{"mine":true}\n');
    },
  );

  posixOnly(
    'state files linked to /dev/zero, a FIFO and a file outside: read through none, written through none',
    async () => {
      journey = await startJourney({ catalog: catalogWithProducts(3) });
      const j = journey;
      const applied = await j.sitesync(['apply']);
      expect(applied.code, applied.stderr).toBe(0);
      const { victim } = await outsideFolder();
      const state = join(j.repo, '.sitesync');
      await rm(state, { recursive: true, force: true });
      await mkdir(state);
      await symlink('/dev/zero', join(state, 'catalog.json'));
      execFileSync('mkfifo', [join(state, 'list-cursors.json')]);
      // The saves of a settled plan: the parse, the digests and the plan's memo.
      for (const name of ['catalog.json.tmp', 'digests.json.tmp', 'catalog-settled.json.tmp'])
        await symlink(victim, join(state, name));

      const first = await j.sitesync(['plan', '--json']);
      expect(first.code, first.stderr).toBe(0);
      const second = await j.sitesync(['plan', '--json']);
      expect(second.code, second.stderr).toBe(0);
      const resultOf = (out: string) => {
        const { generatedAt: _at, ...rest } = (JSON.parse(out) as { result: { generatedAt: string } }).result;
        return rest;
      };
      expect(resultOf(second.stdout)).toEqual(resultOf(first.stdout));
      expect((resultOf(first.stdout) as { hasChanges: boolean }).hasChanges).toBe(false);
      expect(await readFile(victim, 'utf8')).toBe('{"mine":true}\n');
      // The links were replaced by sitesync's own files (a rename replaces a link, never follows it).
      const names = (await readdir(state)).sort();
      expect(names).toEqual(['catalog-settled.json', 'catalog.json', 'digests.json', 'list-cursors.json']);
      for (const name of names)
        expect((await readFile(join(state, name), 'utf8')).startsWith('{')).toBe(true);
    },
  );
});
