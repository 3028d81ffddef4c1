/**
 * A busy person's runs in one checkout at once, as processes (`node bin/sitesync.js` against
 * `sitesync emulator`): an apply from an editor task and another from the terminal, a `plan` in a
 * pre-commit hook and `sitesync dev` beside them, one of them killed. Each process has an API key
 * of its own, so the emulator's request log says which process sent what.
 *
 * The first apply is held at a known point without any race to win: it is stopped (SIGSTOP) once
 * `.sitesync/run.lock` names it, and continued when the others have run.
 */
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeHolder } from '../../src/state/run-lock.js';
import { runSitesync, startCliProcess, type CliProcess, type LoggedRequest } from '../helpers/cli-process.js';
import { SITE_ID, catalogWithProducts, commitAll, startJourney, type Journey } from './harness.js';

const FIRST = 'sk_concurrent_first_000001';
const SECOND = 'sk_concurrent_second_00001';

let journey: Journey | undefined;
let running: CliProcess | undefined;
afterEach(async () => {
  if (running && running.child.exitCode === null && running.child.signalCode === null) {
    running.child.kill('SIGCONT');
    running.child.kill('SIGKILL');
    await running.exited();
  }
  running = undefined;
  await journey?.close();
  journey = undefined;
});

const posixOnly = process.platform === 'win32' ? it.skip : it;

type Entry = LoggedRequest & { readonly credential_id: string | null };
const ok = (e: Entry) => e.status !== null && e.status >= 200 && e.status < 300;

/** A commit with `products` new products and a changed site file. */
async function catalogAndSiteChange(j: Journey, products: number): Promise<void> {
  await writeFile(join(j.repo, 'catalog.yml'), catalogWithProducts(products));
  await writeFile(join(j.repo, 'site', 'assets', 'site.css'), 'body { margin: 2px }\n');
  commitAll(j.repo, 'products and a style');
}

/** `sitesync …args` in the repository with `key`, still running. */
function start(j: Journey, key: string, args: readonly string[]): CliProcess {
  return startCliProcess({ args, cwd: j.repo, env: j.env({ SITESYNC_API_KEY: key }), exactEnv: true });
}

/** Resolves once `.sitesync/run.lock` names process `pid` (polled; the apply takes it at once). */
async function lockHeldBy(j: Journey, pid: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const text = await readFile(join(j.repo, '.sitesync', 'run.lock'), 'utf8').catch(() => undefined);
    if (decodeHolder(text)?.pid === pid) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`.sitesync/run.lock never named pid ${pid}`);
}

/** The credential id the emulator logs for `key` (one GET made with it). */
async function credentialOf(j: Journey, key: string): Promise<string> {
  const since = await j.emulator.lastSeq();
  await j.emulator.get('/v1/auth/status', key);
  const [entry] = (await j.emulator.requests(since)) as Entry[];
  return entry!.credential_id!;
}

describe('two applies of one commit at once in one checkout', { timeout: 120_000 }, () => {
  posixOnly(
    'the second refuses (exit 5) naming the first and sends nothing; plan and dev beside it say what they do; the first reports only its own writes',
    async () => {
      journey = await startJourney({ emulatorArgs: ['--api-key', FIRST, '--api-key', SECOND] });
      const j = journey;
      await catalogAndSiteChange(j, 12);
      const first = (running = start(j, FIRST, ['--json', 'apply']));
      await lockHeldBy(j, first.child.pid!);
      first.child.kill('SIGSTOP'); // held: it cannot end, nor release the lock, until continued

      const second = await j.sitesync(['apply'], { SITESYNC_API_KEY: SECOND });
      expect(second.code, second.stderr).toBe(5);
      expect(second.stdout).toBe('');
      expect(second.stderr).toMatch(
        new RegExp(
          `^error: another sitesync apply is running in this checkout \\(pid ${first.child.pid}, since \\S+\\): this apply wrote nothing\\nhint: run it again when that one has ended \\(or stop it: pid ${first.child.pid}\\)\\n$`,
        ),
      );
      const json = await j.sitesync(['--json', 'apply'], { SITESYNC_API_KEY: SECOND });
      expect(json.code).toBe(5);
      expect(JSON.parse(json.stdout)).toMatchObject({
        ok: false,
        exitCode: 5,
        error: { code: 'RUN_LOCKED' },
      });

      // A pre-commit hook's plan reads on, and says an apply runs.
      const plan = await j.sitesync(['plan'], { SITESYNC_API_KEY: SECOND });
      expect(plan.code, plan.stderr).toBe(0);
      expect(plan.stderr).toContain(`warning: sitesync apply (pid ${first.child.pid}, since `);
      expect(plan.stderr).toContain(
        ') is running in this checkout: what this plan reads may change while it writes',
      );

      // dev stages in a session of its own; it takes no lock.
      const dev = start(j, SECOND, ['dev', '--port', '0']);
      await dev.waitFor(/watching site\/ for changes/, 30_000);
      expect((await dev.stop()).code).toBe(0);

      const secondKey = await credentialOf(j, SECOND);
      first.child.kill('SIGCONT');
      const done = await first.exited();
      expect(done.code, done.stderr).toBe(0);
      const log = (await j.emulator.requests()) as Entry[];
      // The refused applies sent nothing at all: every request of the second key is a read of the
      // plan or dev, or dev's own session.
      const secondWrites = log.filter((e) => e.credential_id === secondKey && e.idempotency_key !== null);
      expect(secondWrites.every((e) => e.path.startsWith(`/v1/sites/${SITE_ID}/development-sessions`))).toBe(
        true,
      );
      // The first apply's report is the request log of its own key: nothing replayed, nothing
      // attributed to another process.
      const firstKey = await credentialOf(j, FIRST);
      const firstWrites = log.filter((e) => e.credential_id === firstKey && e.idempotency_key !== null);
      const writes = (
        JSON.parse(done.stdout) as { result: { writes: { confirmed: number; replayed: number } } }
      ).result.writes;
      expect(writes.confirmed).toBe(firstWrites.filter(ok).length);
      expect(writes.replayed).toBe(0);
      expect(firstWrites.filter((e) => e.replayed)).toEqual([]);
      expect(firstWrites.filter((e) => e.route === '/v1/products')).toHaveLength(12);

      const after = await j.sitesync(['plan', '--detailed-exitcode'], { SITESYNC_API_KEY: SECOND });
      expect(after.stderr).not.toContain('is running in this checkout');
      expect(
        (await readdir(join(j.repo, '.sitesync'))).filter((n) => n === 'run.lock' || n.endsWith('.tmp')),
      ).toEqual([]);
    },
  );

  posixOnly(
    'an apply killed (SIGKILL) while it holds the lock: the next one takes it over, says whose it was, and converges',
    async () => {
      journey = await startJourney({ emulatorArgs: ['--api-key', FIRST, '--api-key', SECOND] });
      const j = journey;
      await catalogAndSiteChange(j, 12);
      const first = (running = start(j, FIRST, ['apply']));
      await lockHeldBy(j, first.child.pid!);
      first.child.kill('SIGKILL');
      expect((await first.exited()).signal).toBe('SIGKILL');
      expect(decodeHolder(await readFile(join(j.repo, '.sitesync', 'run.lock'), 'utf8'))?.pid).toBe(
        first.child.pid,
      );

      const next = await j.sitesync(['apply'], { SITESYNC_API_KEY: FIRST });
      expect(next.code, next.stderr).toBe(0);
      expect(next.stderr).toMatch(
        new RegExp(
          `^warning: took over \\.sitesync/run\\.lock from sitesync apply \\(pid ${first.child.pid}, since \\S+\\), which no longer runs$`,
          'm',
        ),
      );
      const staged = JSON.parse(await readFile(join(j.repo, '.sitesync', 'state.json'), 'utf8')) as {
        staged: Record<string, { sessionId: string }>;
      };
      expect(next.stdout).toContain(`staged in session ${staged.staged[SITE_ID]!.sessionId}`);
      const publish = await j.sitesync(['publish'], { SITESYNC_API_KEY: FIRST });
      expect(publish.code, publish.stderr).toBe(0);
      expect(publish.stderr).not.toContain('took over');
      expect(
        (await readdir(join(j.repo, '.sitesync'))).filter((n) => n === 'run.lock' || n.endsWith('.tmp')),
      ).toEqual([]);
    },
  );
});

describe('a checkout copied while an apply runs in it', { timeout: 120_000 }, () => {
  posixOnly(
    "the copy's commands are not held by the original's lock: plan says nothing of it, apply takes it over saying whose it was",
    async () => {
      journey = await startJourney({ emulatorArgs: ['--api-key', FIRST, '--api-key', SECOND] });
      const j = journey;
      await catalogAndSiteChange(j, 3);
      const first = (running = start(j, FIRST, ['apply']));
      await lockHeldBy(j, first.child.pid!);
      first.child.kill('SIGSTOP');
      const copy = `${j.repo}-copy`;
      await cp(j.repo, copy, { recursive: true });
      try {
        const inCopy = (args: readonly string[]) =>
          runSitesync(args, { cwd: copy, env: j.env({ SITESYNC_API_KEY: SECOND }) });
        const plan = await inCopy(['plan']);
        expect(plan.code, plan.stderr).toBe(0);
        expect(plan.stderr).not.toContain('is running in this checkout');
        const apply = await inCopy(['apply']);
        expect(apply.code, apply.stderr).toBe(0);
        expect(apply.stderr).toMatch(
          new RegExp(
            `^warning: took over \\.sitesync/run\\.lock from sitesync apply \\(pid ${first.child.pid}, since \\S+\\), which came with a copy of the folder it holds: this checkout is another$`,
            'm',
          ),
        );
        // The original is still held by its apply.
        expect((await j.sitesync(['apply'], { SITESYNC_API_KEY: SECOND })).code).toBe(5);
      } finally {
        await rm(copy, { recursive: true, force: true });
      }
      first.child.kill('SIGCONT');
      expect((await first.exited()).code).toBe(0);
    },
  );
});

describe('init holds the lock while it writes', { timeout: 120_000 }, () => {
  const UNBOUND = 'site:\n  source: site\n';
  const CREATE = '/v1/sites/development-sessions';

  posixOnly(
    'a second init, and an apply, beside it are refused (exit 5) before any request; the first creates the one site',
    async () => {
      journey = await startJourney({
        emulatorArgs: ['--api-key', FIRST, '--api-key', SECOND],
        files: { 'sitesync.yml': UNBOUND },
        catalog: null,
      });
      const j = journey;
      const secondKey = await credentialOf(j, SECOND);
      const before = await j.emulator.lastSeq();
      const first = (running = start(j, FIRST, ['init']));
      await lockHeldBy(j, first.child.pid!);
      first.child.kill('SIGSTOP');

      const second = await j.sitesync(['init'], { SITESYNC_API_KEY: SECOND });
      expect(second.code, second.stderr).toBe(5);
      expect(second.stderr).toMatch(
        new RegExp(
          `^error: another sitesync init is running in this checkout \\(pid ${first.child.pid}, since \\S+\\): this init wrote nothing\\nhint: run it again when that one has ended \\(or stop it: pid ${first.child.pid}\\)\\n$`,
        ),
      );
      const json = await j.sitesync(['--json', 'init'], { SITESYNC_API_KEY: SECOND });
      expect(json.code).toBe(5);
      expect(JSON.parse(json.stdout)).toMatchObject({
        ok: false,
        exitCode: 5,
        error: { code: 'RUN_LOCKED' },
      });
      const apply = await j.sitesync(['apply'], { SITESYNC_API_KEY: SECOND });
      expect(apply.code, apply.stderr).toBe(5);
      expect(apply.stderr).toContain(
        `error: another sitesync init is running in this checkout (pid ${first.child.pid}, since `,
      );
      // The refused runs sent nothing, and left sitesync.yml as it was.
      const sentBySecond = ((await j.emulator.requests(before)) as Entry[]).filter(
        (e) => e.credential_id === secondKey,
      );
      expect(sentBySecond).toEqual([]);
      expect(await readFile(join(j.repo, 'sitesync.yml'), 'utf8')).toBe(UNBOUND);

      first.child.kill('SIGCONT');
      const done = await first.exited();
      expect(done.code, done.stderr).toBe(0);
      const creates = ((await j.emulator.requests(before)) as Entry[]).filter((e) => e.route === CREATE);
      expect(creates.map((e) => e.status)).toEqual([200]);
      const ids = [...(await readFile(join(j.repo, 'sitesync.yml'), 'utf8')).matchAll(/id: (site_\w+)/g)];
      expect(ids).toHaveLength(1);
      expect((await readdir(join(j.repo, '.sitesync'))).filter((n) => n === 'run.lock')).toEqual([]);
    },
  );

  posixOnly(
    'init beside an apply that holds the lock: refused (exit 5) before any request, nothing written',
    async () => {
      journey = await startJourney({
        emulatorArgs: ['--api-key', FIRST, '--api-key', SECOND],
        files: { 'sitesync.yml': `${UNBOUND}catalog: catalog.yml\n` },
        catalog: catalogWithProducts(12),
      });
      const j = journey;
      const secondKey = await credentialOf(j, SECOND);
      const before = await j.emulator.lastSeq();
      const first = (running = start(j, FIRST, ['apply']));
      await lockHeldBy(j, first.child.pid!);
      first.child.kill('SIGSTOP');

      const init = await j.sitesync(['init'], { SITESYNC_API_KEY: SECOND });
      expect(init.code, init.stderr).toBe(5);
      expect(init.stderr).toContain(
        `error: another sitesync apply is running in this checkout (pid ${first.child.pid}, since `,
      );
      expect(init.stderr).toContain('this init wrote nothing');
      const sentBySecond = ((await j.emulator.requests(before)) as Entry[]).filter(
        (e) => e.credential_id === secondKey,
      );
      expect(sentBySecond).toEqual([]);
      expect(await readFile(join(j.repo, 'sitesync.yml'), 'utf8')).toBe(`${UNBOUND}catalog: catalog.yml\n`);

      first.child.kill('SIGCONT');
      expect((await first.exited()).code).toBe(0);
    },
  );

  posixOnly(
    'a catalog-only init beside an init that creates a site: refused (exit 5) before it writes; the first writes the one sitesync.yml',
    async () => {
      journey = await startJourney({ emulatorArgs: ['--api-key', FIRST, '--api-key', SECOND] });
      const j = journey;
      await rm(join(j.repo, 'sitesync.yml'));
      commitAll(j.repo, 'no sitesync.yml yet');
      const first = (running = start(j, FIRST, ['init', '--site', 'site']));
      await lockHeldBy(j, first.child.pid!);
      first.child.kill('SIGSTOP'); // held after its lock, before it wrote sitesync.yml

      // Before, the catalog-only one took no lock: it wrote a sitesync.yml naming no site, and the
      // first then failed on it (`error: EEXIST: file already exists`), its site never created.
      const catalogOnly = await j.sitesync(['init', '--no-site', '--catalog', 'catalog.yml'], {
        SITESYNC_API_KEY: SECOND,
      });
      expect(catalogOnly.code, catalogOnly.stderr).toBe(5);
      expect(catalogOnly.stderr).toContain(
        `error: another sitesync init is running in this checkout (pid ${first.child.pid}, since `,
      );
      expect(catalogOnly.stderr).toContain('this init wrote nothing');
      expect(existsSync(join(j.repo, 'sitesync.yml'))).toBe(false);

      first.child.kill('SIGCONT');
      const done = await first.exited();
      expect(done.code, done.stderr).toBe(0);
      const config = await readFile(join(j.repo, 'sitesync.yml'), 'utf8');
      expect(config).toMatch(/^site:\n {2}source: site\n {2}id: site_\w+\n/m);
      expect(config).toContain('catalog: catalog.yml');
      expect(await readFile(join(j.repo, '.gitignore'), 'utf8')).toBe('.sitesync/\n');
      expect((await readdir(join(j.repo, '.sitesync'))).filter((n) => n.endsWith('.lock'))).toEqual([]);
    },
  );

  posixOnly(
    'a catalog-only init beside a held apply of the checkout: it writes nothing there, and the apply ends as it would alone',
    async () => {
      const CATALOG_ONLY = 'catalog: catalog.yml\n';
      journey = await startJourney({
        emulatorArgs: ['--api-key', FIRST, '--api-key', SECOND],
        files: { 'sitesync.yml': CATALOG_ONLY, '.gitignore': '.sitesync/\n' },
        catalog: catalogWithProducts(12),
      });
      const j = journey;
      await rm(join(j.repo, 'site'), { recursive: true });
      commitAll(j.repo, 'catalog only');
      const first = (running = start(j, FIRST, ['--json', 'apply']));
      await lockHeldBy(j, first.child.pid!);
      first.child.kill('SIGSTOP');
      const files = async () => {
        const state = await readdir(join(j.repo, '.sitesync'));
        const texts = await Promise.all(
          ['sitesync.yml', '.gitignore', 'catalog.yml', ...state.map((n) => join('.sitesync', n))].map(
            async (p) => [p, await readFile(join(j.repo, p), 'utf8')] as const,
          ),
        );
        return Object.fromEntries(texts);
      };
      const before = await files();

      // The checkout has its sitesync.yml (apply, plan and dev need one): init writes only a new
      // sitesync.yml and .gitignore's line, so with one there it stops before it writes, in
      // every form a user may type.
      for (const args of [
        ['init'],
        ['init', '--no-site', '--catalog', 'catalog.yml'],
        ['init', '--no-site'],
      ]) {
        const init = await j.sitesync(args, { SITESYNC_API_KEY: SECOND });
        expect(init.code, init.stderr).toBe(64);
        expect(init.stderr).toMatch(
          /^error: sitesync\.yml names no site \(catalog-only\): there is no site to create$/m,
        );
      }
      expect(await files()).toEqual(before);

      first.child.kill('SIGCONT');
      const done = await first.exited();
      expect(done.code, done.stderr).toBe(0);
      const result = JSON.parse(done.stdout) as {
        result: { writes: { confirmed: number; replayed: number } };
      };
      expect(result.result.writes.replayed).toBe(0);
      const plan = await j.sitesync(['plan', '--detailed-exitcode'], { SITESYNC_API_KEY: SECOND });
      expect(plan.code, plan.stderr).toBe(0);
    },
  );
});
