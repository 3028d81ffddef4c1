/**
 * `sitesync dev` run twice at once for one site, as a busy person or a small team does: twice in
 * one checkout (a forgotten terminal), and in two checkouts of one repository (a git worktree, a
 * copy of the folder, a teammate's clone at the same path under the same API key). The real CLI in
 * its own processes against an emulator started through the CLI; what each dev holds is read from
 * the emulator (the session's tree) and its request log.
 *
 * Before: a second dev in one checkout continued the first's session from `.sitesync/dev.json`
 * and each staged into it, until one's write based on a revision the other had moved on got 409
 * and it opened a session of its own, after which the two overwrote each other's record on every
 * save. A copy of the folder continued the original's session from the copied record, so each
 * one's saves changed what the other's preview showed; a clone at the same path (another machine,
 * one API key) was given the same session by the replay of its opening's key. And a dev started
 * after a teammate published from another checkout staged the revert of the teammate's files
 * without a word.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorProcess, LogEntry } from '../../../bench/emulator-process.js';
import { runSitesync } from '../../helpers/cli-process.js';
import { git, makeRepo, removeRepo, SMALL_SITE } from '../cli/harness.js';
import {
  devEnv,
  devRepo,
  recordedSession,
  runDev,
  sha256,
  startCliEmulator,
  startDev,
  waitForSessionTree,
  waitUntil,
  type DevProcess,
} from './dev-process.js';

const ONE_CHECKOUT = 'site_DevBusyOneCheckout00';
const WORKTREES = 'site_DevBusyWorktrees0000';
const SAME_PATH = 'site_DevBusySamePath00000';
const TWO_SITES = ['site_DevBusyTwoSitesA0000', 'site_DevBusyTwoSitesB0000'] as const;
const TEAMMATE = 'site_DevBusyTeammate00000';

let work: string;
let emulator: EmulatorProcess;
const emu = () => ({ url: emulator.url, apiKey: emulator.keys.main });
const running: DevProcess[] = [];
const folders: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sitesync-dev-busy-'));
  emulator = await startCliEmulator(
    work,
    [ONE_CHECKOUT, WORKTREES, SAME_PATH, ...TWO_SITES, TEAMMATE].map((id) => ({
      id,
      name: id,
      files: SMALL_SITE,
    })),
  );
}, 60_000);

afterEach(async () => {
  for (const dev of running.splice(0)) await dev.stop('SIGKILL');
});

afterAll(async () => {
  await emulator?.close();
  for (const dir of folders) await removeRepo(dir);
  await rm(work, { recursive: true, force: true });
});

async function dev(repoDir: string, args: readonly string[] = []): Promise<DevProcess> {
  const process = await startDev({ repoDir, emulator: emu(), args });
  running.push(process);
  return process;
}

const lastSeq = async () => Math.max(0, ...(await emulator.collect()).map((e) => e.seq));
const requestsSince = async (since: number): Promise<LogEntry[]> =>
  (await emulator.collect()).filter((e) => e.seq > since && e.path.startsWith('/v1/'));
const about = (headline: string) => JSON.stringify({ headline });
const withAbout = (headline: string) => ({ ...SMALL_SITE, 'content/about/en.json': about(headline) });
const edit = (repo: string, headline: string) =>
  writeFile(join(repo, 'site', 'content', 'about', 'en.json'), about(headline));
const openedSession = (d: DevProcess) => /(?:opened|continuing) session (\S+)/.exec(d.stdout())![1]!;
const lockFiles = async (repo: string) =>
  (await readdir(join(repo, '.sitesync'))).filter((n) => n.endsWith('.lock'));
/** The page `about` of a dev's local preview, once it shows `headline`. */
const previewShows = (d: DevProcess, headline: string) =>
  waitUntil(`the preview of ${d.previewUrl} to show ${headline}`, async () =>
    (await (await fetch(new URL('about', d.previewUrl))).text()).includes(`<h1>${headline}</h1>`),
  );

describe('sitesync dev twice at once for one site', () => {
  it('in one checkout: the second refuses (exit 5) naming the first, sends nothing and leaves its session alone; a killed one is taken over', async () => {
    const repo = await devRepo(ONE_CHECKOUT, folders);
    const first = await dev(repo);
    const session = openedSession(first);
    const pid = first.child.pid!;

    const before = await lastSeq();
    const second = await runDev({ repoDir: repo, emulator: emu() });
    expect(second.code, second.stderr).toBe(5);
    expect(second.stdout).toBe('');
    expect(second.stderr).toMatch(
      new RegExp(
        `^error: sitesync dev is already running for site ${ONE_CHECKOUT} in this checkout \\(pid ${pid}, since \\S+\\): this dev opened no session\\n` +
          `hint: one dev per site and checkout keeps its session in step with the working tree: use that one \\(its local preview is printed where it runs\\), or stop it \\(pid ${pid}\\) first; another checkout of the repository \\(\`git worktree add\`\\) has a session of its own\\n$`,
      ),
    );
    const json = await runDev({ repoDir: repo, emulator: emu(), args: ['--json'] });
    expect(json.code).toBe(5);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, exitCode: 5, error: { code: 'DEV_RUNNING' } });
    // The refused runs sent nothing: the first is idle, so the log has no request at all.
    expect(await requestsSince(before)).toEqual([]);

    // The first goes on alone: its saves reach its session, and the record is its own.
    await edit(repo, 'Only the first');
    await waitForSessionTree(emu(), ONE_CHECKOUT, session, withAbout('Only the first'));
    await previewShows(first, 'Only the first');
    expect((await recordedSession(repo, ONE_CHECKOUT))?.sessionId).toBe(session);

    // Killed (a closed terminal): nothing released the lock; the next dev takes it over and
    // continues the session, saying nothing of the lock.
    await first.stop('SIGKILL');
    expect(await lockFiles(repo)).toEqual([`dev-${ONE_CHECKOUT}.lock`]);
    const next = await dev(repo);
    expect(next.stdout()).toContain(`continuing session ${session} at `);
    expect(next.output()).not.toMatch(/took over|lock/);
    expect(await next.stop()).toBe(0);
    expect(await lockFiles(repo)).toEqual([]);
  }, 120_000);

  it('in two checkouts (a git worktree, a copy of the folder made while dev ran): each keeps a session of its own, and stopping one leaves the other as it was', async () => {
    const repo = await devRepo(WORKTREES, folders);
    const worktree = join(work, 'worktree');
    git(repo, 'worktree', 'add', '-q', worktree);
    const main = await dev(repo);
    const other = await dev(worktree);
    const [mainSession, otherSession] = [openedSession(main), openedSession(other)];
    expect(otherSession).not.toBe(mainSession);

    await edit(repo, 'Main checkout');
    await edit(worktree, 'Worktree');
    await waitForSessionTree(emu(), WORKTREES, mainSession, withAbout('Main checkout'));
    await waitForSessionTree(emu(), WORKTREES, otherSession, withAbout('Worktree'));
    await previewShows(main, 'Main checkout');
    await previewShows(other, 'Worktree');

    // A copy of the main checkout's folder, taken while its dev runs: the copy has the record and
    // the lock of the original, and neither is its own.
    const copy = join(work, 'copy');
    folders.push(copy);
    await cp(repo, copy, { recursive: true });
    expect(await lockFiles(copy)).toEqual([`dev-${WORKTREES}.lock`]);
    const copied = await dev(copy);
    const copySession = openedSession(copied);
    expect(copied.stdout()).toContain(
      `.sitesync/dev.json was recorded by the checkout at ${repo}, of which this folder is a copy: its sessions stay with it, and this checkout opens its own\n`,
    );
    expect(new Set([mainSession, otherSession, copySession]).size).toBe(3);
    await edit(copy, 'The copy');
    await waitForSessionTree(emu(), WORKTREES, copySession, withAbout('The copy'));
    await previewShows(copied, 'The copy');

    // Ctrl-C in the main checkout: the others' sessions and previews are as they were, and their
    // next saves are staged in them.
    expect(await main.stop()).toBe(0);
    await edit(worktree, 'Worktree, later');
    await waitForSessionTree(emu(), WORKTREES, otherSession, withAbout('Worktree, later'));
    await previewShows(other, 'Worktree, later');
    await waitForSessionTree(emu(), WORKTREES, mainSession, withAbout('Main checkout'));
    await previewShows(copied, 'The copy');
    expect((await recordedSession(repo, WORKTREES))?.sessionId).toBe(mainSession);
    expect((await recordedSession(worktree, WORKTREES))?.sessionId).toBe(otherSession);
    expect((await recordedSession(copy, WORKTREES))?.sessionId).toBe(copySession);
    // Nothing was ever staged across: no checkout's session had to be replaced.
    for (const d of [main, other, copied]) expect(d.stdout()).not.toContain('moved on without this dev');
  }, 180_000);

  it('a fresh clone at the same path under the same API key (a teammate, another machine) opens a session of its own', async () => {
    const repo = await devRepo(SAME_PATH, folders);
    const first = await dev(repo);
    const session = openedSession(first);
    await first.stop('SIGKILL'); // still in use, as far as anyone can tell from elsewhere

    // The same folder name, the same commit, the same live revision, the same key: before, the
    // opening's idempotency key was the same and the platform gave back the same session.
    const moved = `${repo}-first`;
    folders.push(moved);
    await rename(repo, moved);
    execFileSync('git', ['clone', '-q', moved, repo]);
    const teammate = await dev(repo);
    expect(teammate.stdout()).toMatch(/opened session \S+ on live /);
    expect(openedSession(teammate)).not.toBe(session);
    await edit(repo, 'The teammate');
    await waitForSessionTree(emu(), SAME_PATH, openedSession(teammate), withAbout('The teammate'));
    await waitForSessionTree(emu(), SAME_PATH, session, SMALL_SITE);
  }, 120_000);

  it('of two sites of one checkout: they run side by side, and saves at the same moment keep both records', async () => {
    const sites = TWO_SITES.map((id, i) => ({ id, dir: `s${i}` }));
    const repo = await makeRepo({
      'sitesync.yml': `sites:\n${sites.map((s) => `  - id: ${s.id}\n    source: ${s.dir}\n`).join('')}`,
      ...Object.fromEntries(
        sites.flatMap((s) => Object.entries(SMALL_SITE).map(([p, c]) => [`${s.dir}/${p}`, c])),
      ),
    });
    folders.push(repo);
    const devs: DevProcess[] = [];
    for (const s of sites) devs.push(await dev(repo, ['--site', s.id, '--debounce', '0']));
    const staged = (d: DevProcess) => d.stdout().match(/^staged /gm)?.length ?? 0;
    const cssOf = async (siteId: string) => (await recordedSession(repo, siteId))?.staged['assets/site.css'];
    // Both trees saved at once, again and again, as a checkout or a formatter does: every pair
    // of saves is staged by both, and then both records say so. Before, dev.json was read and
    // written by each without the other, and about one pair in seven lost one record's update.
    for (let i = 1; i <= 30; i++) {
      const css = `body { margin: ${i}px }\n`;
      await Promise.all(sites.map((s) => writeFile(join(repo, s.dir, 'assets', 'site.css'), css)));
      await waitUntil(`both devs to stage save ${i}`, () => devs.every((d) => staged(d) >= i));
      await waitUntil(
        () => `both records to hold save ${i}`,
        async () => (await Promise.all(sites.map((s) => cssOf(s.id)))).every((h) => h === sha256(css)),
        2000,
      );
    }
    for (const d of devs) expect(await d.stop()).toBe(0);
    expect((await readdir(join(repo, '.sitesync'))).filter((n) => n.includes('.lock'))).toEqual([]);
  }, 180_000);
});

describe('sitesync dev and a teammate who published from another checkout', () => {
  it("after a teammate's publish from another checkout: dev says which live files its session reverts, and says nothing once they are pulled", async () => {
    const repo = await devRepo(TEAMMATE, folders);
    const theirs = join(work, 'teammate');
    git(repo, 'worktree', 'add', '-q', theirs);
    const cli = (dir: string, args: readonly string[]) =>
      runSitesync(args, { cwd: dir, env: devEnv(dir, emu()) });
    await edit(theirs, 'By the teammate');
    git(theirs, 'commit', '-qam', 'the about page, by the teammate');
    expect((await cli(theirs, ['apply'])).code).toBe(0);
    const published = await cli(theirs, ['publish']);
    expect(published.stdout, published.stderr).toMatch(/^publish request sprq_\w+: published/m);

    // This checkout has not pulled the teammate's commit: its tree reverts the page.
    const mine = await dev(repo);
    const session = openedSession(mine);
    expect(mine.output()).toContain(
      "warning: live holds content/about/en.json as no commit of this checkout has it: a teammate's publish not pulled yet, or an edit on the platform. This session and its preview hold the working tree's version instead, and publishing it reverts live's; `sitesync pull` writes live's into the working tree (docs/live-edits.md)\n",
    );
    await waitForSessionTree(emu(), TEAMMATE, session, SMALL_SITE);
    await previewShows(mine, 'About us');
    expect(await mine.stop()).toBe(0);

    // Pulled: the tree holds live's version, and a dev started again has nothing to say of it.
    const pull = await cli(repo, ['pull']);
    expect(pull.code, pull.stderr).toBe(0);
    const again = await dev(repo);
    await waitForSessionTree(emu(), TEAMMATE, openedSession(again), withAbout('By the teammate'));
    expect(again.output()).not.toContain('live holds');
  }, 120_000);
});
