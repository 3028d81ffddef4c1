/**
 * How the CLI feels to a new user (issue 13), each as processes: progress stays quiet in CI and
 * with --json; the demo prints each plan once and `demo --keep` keeps its preview link open until
 * Ctrl-C; Ctrl-C during `publish --wait` says the request is filed and pending and how to follow
 * it; previews serve every supported language; the ledger refuses unknown codes and forgets one.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cliNodeArgs,
  isolatedHome,
  loggedWrites,
  processEnv,
  runProcess,
  runSitesync,
  spawnSitesync,
} from '../helpers/cli-process.js';
import { parseEnvelope } from './envelope-schema.js';
import { SITE_ID, catalogWithProducts, commitAll, startJourney, type Journey } from './harness.js';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

// eslint-disable-next-line no-control-regex
const CONTROL = /[\r\u001b]/;

describe('progress', () => {
  it('CI=true: a start and a done line per counted step, no redraws; --json: stdout is the envelope only', async () => {
    journey = await startJourney({ catalog: catalogWithProducts(120) });
    const j = journey;
    const run = await j.sitesync(['apply'], { CI: 'true' });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(CONTROL);
    const productLines = run.stderr.split('\n').filter((l) => l.startsWith('catalog products'));
    expect(productLines[0]).toBe('catalog products: 120 writes');
    // The rate is shown once a second has passed; a fast run has none.
    expect(productLines[1]).toMatch(
      /^catalog products: 120\/120 writes(?: · [\d.]+ writes\/s)? · done in \d+s$/,
    );
    expect(productLines).toHaveLength(2);

    await writeFile(join(j.repo, 'catalog.yml'), catalogWithProducts(150));
    commitAll(j.repo, '30 more');
    const json = await j.sitesync(['--json', 'apply']);
    expect(json.code, json.stderr).toBe(0);
    expect(parseEnvelope(json.stdout)).toMatchObject({ command: 'apply', ok: true });
    expect(json.stderr).not.toMatch(CONTROL);
    expect(json.stderr.split('\n').filter((l) => l.startsWith('catalog products'))).toHaveLength(2);
  });
});

describe('the demo', () => {
  it('prints each plan once', async () => {
    const home = await isolatedHome();
    const run = await runSitesync(['demo'], { cwd: home, env: processEnv(home) });
    expect(run.code, run.stderr).toBe(0);
    // Two plans: the first one and the no-op plan at the end; apply does not print the first again.
    expect(run.stdout.match(/^sitesync plan /gm)).toHaveLength(2);
    expect(run.stdout.match(/^ {2}\+ pages\/services\.json/gm)).toHaveLength(1);
    expect(run.stdout).toContain('No changes. The live platform matches the repository.');
  });

  it('piped into `head -1`: the tour runs to its end, exit 0, no stack trace (was: EPIPE, "Unhandled \'error\' event", exit 1)', async () => {
    const home = await isolatedHome();
    // As a user types it: the demo's stdout is a pipe whose reader leaves after the first line.
    const command = [process.execPath, ...cliNodeArgs(), 'demo'].map((a) => JSON.stringify(a)).join(' ');
    const run = await runProcess(
      'bash',
      ['-c', `${command} | head -1; echo "sitesync exited \${PIPESTATUS[0]}" >&2`],
      { cwd: home, env: processEnv(home) },
    );
    expect(run.out).toMatch(/^sitesync demo — an emulator on http:\/\/127\.0\.0\.1:\d+ /);
    expect(run.err).not.toMatch(/EPIPE|Unhandled 'error' event|node:events/);
    expect(run.err).toContain('catalog services: 3/3 writes');
    expect(run.err).toContain('sitesync exited 0');
  }, 120_000);

  it('--keep keeps the emulator up: the preview link opens until Ctrl-C, then exit 0', async () => {
    const home = await isolatedHome();
    const demo = spawnSitesync(['demo', '--keep'], { cwd: home, env: processEnv(home) });
    const [, preview] = await demo.waitFor(/^ {2}preview: {4}(\S+)$/m, { timeoutMs: 120_000 });
    const [, repo] = await demo.waitFor(/^ {2}repository: (\S+)$/m);
    const page = await fetch(preview!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
    demo.child.kill('SIGINT');
    const end = await demo.done;
    expect(end.code).toBe(0);
    expect(end.stderr).toContain(`demo: emulator stopped; the repository stays at ${repo}`);
    await expect(fetch(preview!)).rejects.toThrow();
  }, 180_000);
});

describe('publish --wait interrupted', () => {
  it('Ctrl-C says the request is filed and pending, with its id and how to follow it', async () => {
    journey = await startJourney({ catalog: null });
    const j = journey;
    await writeFile(join(j.repo, 'site', 'assets', 'site.css'), 'body { margin: 5px }\n');
    commitAll(j.repo, 'style');
    expect((await j.sitesync(['apply'])).code).toBe(0);
    const publish = spawnSitesync(['publish', '--wait', '10m'], { cwd: j.repo, env: j.env() });
    // Filed: the request is in the emulator's log; then the user presses Ctrl-C.
    for (;;) {
      const log = await j.emulator.requests();
      if (log.some((e) => e.route === '/v1/sites/:site_id/publish-requests' && e.status === 200)) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    publish.child.kill('SIGINT');
    const end = await publish.done;
    expect(end.code).toBe(130);
    const m =
      /^interrupted while waiting: publish request (sprq_\w+) \(site (\S+)\) was filed and is still pending; the site owner can approve it at any time$/m.exec(
        end.stdout,
      );
    expect(m, end.stdout + end.stderr).not.toBeNull();
    const id = m![1]!;
    expect(m![2]).toBe(SITE_ID);
    expect(end.stdout).toContain(`hint: check it with \`sitesync publish --request ${id}\``);

    // The hint works as written: the request is pending; approved, --wait follows it to live.
    const check = await j.sitesync(['publish', '--request', id]);
    expect(check.code).toBe(0);
    expect(check.stdout.trim()).toBe(`publish request ${id}: pending (the site owner approves it)`);
    const approved = await fetch(`${j.emulator.url}/__emulator/publish-requests/${id}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(approved.status).toBe(200);
    const follow = await j.sitesync(['publish', '--request', id, '--wait', '1m']);
    expect(follow.code, follow.stderr).toBe(0);
    expect(follow.stdout.trim()).toBe(`publish request ${id}: published; live version 2`);
    // Following a request files nothing.
    const filed = (await j.emulator.requests()).filter(
      (e) => e.route === '/v1/sites/:site_id/publish-requests' && e.idempotency_key !== null,
    );
    expect(filed).toHaveLength(1);
  });
});

describe('apply --publish --wait when the owner does not decide in time', () => {
  it('exits 1 saying the request is still pending; the log holds the change and the request; publish --request then shows a rejection with its reason', async () => {
    journey = await startJourney({ catalog: null });
    const j = journey;
    await writeFile(join(j.repo, 'site', 'assets', 'site.css'), 'body { margin: 6px }\n');
    commitAll(j.repo, 'style');
    const before = (await j.emulator.requests()).length;
    const run = await j.sitesync(['apply', '--publish', '--wait', '1s']);
    expect(run.code).toBe(1);
    const id = /^publish request (sprq_\w+): still pending when the wait ended$/m.exec(run.stdout)?.[1];
    expect(id, run.stdout).toBeDefined();
    // Why it exits 1, and how to follow the request up, on stderr as in --json's error.
    expect(run.stderr).toContain(
      `error: the change is applied and its publish request filed, but the wait ended before the site owner decided on ${id}\nhint: the request stays filed; check it later with \`sitesync publish --request ${id}\``,
    );
    const log = (await j.emulator.requests()).slice(before);
    const ok = (route: string) => log.filter((e) => e.route === route && e.status === 200).length;
    expect(ok('/v1/sites/:site_id/development-sessions/:session_id/source:batch')).toBe(1);
    expect(ok('/v1/sites/:site_id/publish-requests')).toBe(1);

    const rejected = await fetch(`${j.emulator.url}/__emulator/publish-requests/${id}/reject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'not_this_week' }),
    });
    expect(rejected.status).toBe(200);
    const shown = await j.sitesync(['publish', '--request', id!]);
    expect(shown.code).toBe(0);
    expect(shown.stdout.trim()).toBe(`publish request ${id}: rejected (reason: not_this_week)`);
  });
});

describe('publish --wait whose follow-up read fails', () => {
  it('names the request it filed, as the log has it, with the command to follow it (PUBLISH_FOLLOW_FAILED)', async () => {
    journey = await startJourney({ catalog: null });
    const j = journey;
    await writeFile(join(j.repo, 'site', 'assets', 'site.css'), 'body { margin: 7px }\n');
    commitAll(j.repo, 'style');
    expect((await j.sitesync(['apply'])).code).toBe(0);
    await j.emulator.failNext({ method: 'GET', path_pattern: '*/publish-requests/*', status: 400 });
    const before = (await j.emulator.requests()).length;
    const run = await j.sitesync(['publish', '--wait', '30s']);
    expect(run.code).toBe(1);
    const filed = (await j.emulator.requests())
      .slice(before)
      .filter((e) => e.route === '/v1/sites/:site_id/publish-requests' && e.status === 200);
    expect(filed).toHaveLength(1);
    const id = /publish request (sprq_\w+) \(site \w+\) was filed and was pending when last read/.exec(
      run.stderr,
    )?.[1];
    expect(id, run.stderr).toBeDefined();
    expect(run.stderr).toContain(
      `hint: the request stays filed; check it later with \`sitesync publish --request ${id}\``,
    );
    const json = await j.sitesync(['publish', '--request', id!, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: true });
  });
});

describe('previews in every supported language', () => {
  it('serves /fr/<slug> and ?locale=fr with the French content', async () => {
    journey = await startJourney({ catalog: null });
    const j = journey;
    await writeFile(
      join(j.repo, 'site', 'site.json'),
      JSON.stringify({ name: 'Small Shop', default_language: 'en', supported_languages: ['en', 'fr'] }),
    );
    await writeFile(
      join(j.repo, 'site', 'content', 'about', 'fr.json'),
      JSON.stringify({ headline: 'À propos' }),
    );
    commitAll(j.repo, 'french');
    const apply = await j.sitesync(['apply']);
    expect(apply.code, apply.stderr).toBe(0);
    const preview = /^preview: (\S+)$/m.exec(apply.stdout)![1]!;
    const path = new URL(preview).pathname;
    const en = await j.emulator.getText(`${path}about`);
    const fr = await j.emulator.getText(`${path}fr/about`);
    const query = await j.emulator.getText(`${path}about?locale=fr`);
    expect(en.text).toContain('<h1>About us</h1>');
    for (const page of [fr, query]) {
      expect(page.status).toBe(200);
      expect(page.text).toContain('<h1>À propos</h1>');
      expect(page.text).toContain(`href="${path}fr/about"`);
    }
    expect((await j.emulator.getText(`${path}about?locale=de`)).status).toBe(404);
  });
});

describe('the service ledger', () => {
  it('repair refuses an unknown service code (no write); forget removes an entry', async () => {
    journey = await startJourney({
      catalog: 'services:\n  - { service_code: PITCH, name: Tent pitching, price: "15.00" }\n',
    });
    const j = journey;
    expect((await j.sitesync(['apply'])).code).toBe(0);
    const before = loggedWrites(await j.emulator.requests()).length;
    const nope = await j.sitesync(['ledger', 'repair', '--service', 'NOPE=svc_123']);
    expect(nope.code).toBe(64);
    expect(nope.stderr).toContain(
      'error: unknown service code "NOPE": neither in the catalog\'s services nor in the ledger',
    );
    expect(nope.stderr).toContain(
      'hint: known service codes: PITCH; add the service to the catalog YAML first',
    );
    expect(loggedWrites(await j.emulator.requests())).toHaveLength(before);
    const forget = await j.sitesync(['ledger', 'forget', '--service', 'PITCH']);
    expect(forget.code, forget.stderr).toBe(0);
    expect(forget.stdout).toMatch(/^forgot PITCH → svc_\w+ \(the service itself stays on the platform\)$/m);
    const show = await j.sitesync(['ledger', 'show']);
    expect(show.stdout).toContain('  no services');
  });
});
