/** The CLI when the platform says no: a stale revision mid-apply, validation errors, a pending publish. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { createPlatformClient } from '../../../src/platform/index.js';
import { ExitCode } from '../../../src/shared/errors.js';
import { shown, testShape } from '../../helpers/platform-contract.js';
import {
  commitAll,
  liveTreeReads,
  makeRepo,
  removeRepo,
  runIn,
  siteRepoFiles,
  SMALL_SITE,
  writesOf,
} from './harness.js';
import { startRecordingProxy, type RecordingProxy } from './proxy.js';

const SITE = 'site_Ssssssssssssssssssss1';
const BOUND = `site:\n  id: ${SITE}\n  source: site\n`;

let emu: RunningEmulator | undefined;
let proxy: RecordingProxy | undefined;
let repo: string | undefined;
afterEach(async () => {
  await proxy?.close();
  await emu?.close();
  if (repo) await removeRepo(repo);
  emu = proxy = repo = undefined;
});

async function setup(autoApprove: boolean) {
  emu = await startEmulator({
    port: 0,
    autoApprove,
    seed: { sites: [{ id: SITE, name: 'Shop', files: SMALL_SITE }] },
  });
  repo = await makeRepo(siteRepoFiles(SMALL_SITE, BOUND));
  return { e: emu, r: repo };
}

describe('stale revision', () => {
  it('a publish behind sitesync’s back between plan and apply → 409, the stage named, nothing overwritten', async () => {
    const { e, r } = await setup(true);
    await writeFile(join(r, 'site', 'assets', 'site.css'), 'body { mine: 1 }\n');
    commitAll(r, 'mine');
    proxy = await startRecordingProxy(e.url);
    const other = createPlatformClient({ baseUrl: e.url, apiKey: e.apiKey, keyRevision: 'f'.repeat(40) });
    proxy.before = async (method, path) => {
      if (method !== 'POST' || path !== `/v1/sites/${SITE}/development-sessions`) return;
      proxy!.before = undefined;
      const live = await other.sites.source.manifest(SITE);
      const s = await other.sites.sessions.create(SITE, { source_revision: live.source_revision });
      const w = await other.sites.sessions.writeBatch(SITE, s.id, {
        source_revision: s.source_revision,
        files: { 'assets/site.css': { content: 'body { theirs: 1 }\n', encoding: 'utf8' } },
      });
      await other.sites.publish.request(SITE, { session_id: s.id, source_revision: w.source_revision });
    };
    const res = await runIn(r, { url: proxy.url, apiKey: e.apiKey }, ['apply', '--publish']);
    expect(res.code).toBe(ExitCode.failure);
    expect(res.err).toContain('apply failed at stage "open-session"');
    expect(res.err).toContain('409 STALE_SOURCE_REVISION');
    expect(res.err).toContain('Nothing was written.');
    // sitesync wrote nothing: its only write attempt was the refused session open.
    // (validate and diff are POST reads: the plan's)
    const mine = proxy.exchanges.filter(
      (x) => x.method !== 'GET' && !x.path.endsWith('/source/validate') && !x.path.endsWith('/source/diff'),
    );
    expect(mine.map((x) => [x.path, x.status])).toEqual([[`/v1/sites/${SITE}/development-sessions`, 409]]);
    const file = await other.sites.source.file(SITE, 'assets/site.css');
    expect(file.content).toBe('body { theirs: 1 }\n');
  });
});

describe('validation errors from the platform', () => {
  it('a page whose template_file is missing → exit 3 with path:line:column, and nothing written', async () => {
    const { e, r } = await setup(true);
    await writeFile(
      join(r, 'site', 'pages', 'about.json'),
      '{\n  "name": "About",\n  "slug": "about",\n  "template_file": "templates/missing.html"\n}\n',
    );
    commitAll(r, 'broken');
    e.clearLog();
    const res = await runIn(r, e, ['apply']);
    expect(res.code).toBe(ExitCode.validation);
    if (testShape() === 'minimal') {
      // errors is optional in the contract: the platform says invalid without listing them.
      expect(res.out).toContain('the platform reports the changed source invalid but lists no errors');
    } else {
      expect(res.out).toMatch(/pages\/about\.json:\d+:\d+/);
      expect(res.out).toContain('templates/missing.html');
    }
    expect(res.out).toContain('Validation failed: nothing was written.');
    expect(writesOf(e.requestLog())).toEqual([]);
    expect(e.requestLog().map((x) => x.route)).toEqual([
      '/v1/auth/status',
      ...liveTreeReads(),
      '/v1/sites/:site_id/source/validate',
    ]);
  });
});

describe('publish without auto-approve', () => {
  it('publish --wait 1s ends with exit 1 and "still pending"', async () => {
    const { e, r } = await setup(false);
    await writeFile(join(r, 'site', 'assets', 'site.css'), 'body { v: 2 }\n');
    commitAll(r, 'v2');
    expect((await runIn(r, e, ['apply'])).code).toBe(ExitCode.ok);
    const res = await runIn(r, e, ['publish', '--wait', '1s']);
    expect(res.code).toBe(ExitCode.failure);
    expect(res.out).toMatch(/^publish request sprq_\w+: still pending when the wait ended$/m);
    expect(res.err).toMatch(
      /^error: the wait ended before the site owner decided on sprq_\w+\nhint: the request stays filed; check it later with `sitesync publish --request sprq_\w+`$/m,
    );
    const status = await createPlatformClient({ baseUrl: e.url, apiKey: e.apiKey }).sites.publish.status(
      SITE,
    );
    expect(status).toMatchObject(shown({ current_version_number: 1, has_unpublished_changes: true }));
    expect(status.pending_request_ids?.length).toBe(testShape() === 'minimal' ? undefined : 1);
  });

  it('publish --wait whose follow-up read fails names the request it filed, with the command to follow it', async () => {
    const { e, r } = await setup(false);
    await writeFile(join(r, 'site', 'assets', 'site.css'), 'body { v: 5 }\n');
    commitAll(r, 'v5');
    expect((await runIn(r, e, ['apply'])).code).toBe(ExitCode.ok);
    const armed = await fetch(`${e.url}/__emulator/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path_pattern: '*/publish-requests/*', status: 400 }),
    });
    expect(armed.status).toBe(200);
    const res = await runIn(r, e, ['publish', '--wait', '30s']);
    expect(res.code).toBe(ExitCode.failure);
    const filed = e
      .requestLog()
      .filter(
        (x) => x.method === 'POST' && x.route === '/v1/sites/:site_id/publish-requests' && x.status === 200,
      );
    expect(filed).toHaveLength(1);
    const id = /publish request (sprq_\w+) \(site /.exec(res.err)?.[1];
    expect(id, res.err).toBeDefined();
    expect(res.err).toContain(
      `publish request ${id} (site ${SITE}) was filed and was pending when last read`,
    );
    expect(res.err).toContain(
      `hint: the request stays filed; check it later with \`sitesync publish --request ${id}\``,
    );
  });

  it('publish --request shows a decided request as it stands: pending, rejected with its reason', async () => {
    const { e, r } = await setup(false);
    await writeFile(join(r, 'site', 'assets', 'site.css'), 'body { v: 4 }\n');
    commitAll(r, 'v4');
    const filed = await runIn(r, e, ['apply', '--publish']);
    expect(filed.code, filed.err).toBe(ExitCode.ok);
    const id = /publish request (sprq_\w+): pending \(the site owner approves it\)$/m.exec(filed.out)?.[1];
    expect(id, filed.out).toBeDefined();
    const rejected = await fetch(`${e.url}/__emulator/publish-requests/${id}/reject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'not_this_week' }),
    });
    expect(rejected.status).toBe(200);
    const shownNow = await runIn(r, e, ['publish', '--request', id!]);
    // The reason is an optional field: a platform that leaves it out gets the status alone.
    expect(shownNow.out.trim()).toBe(
      testShape() === 'minimal'
        ? `publish request ${id}: rejected`
        : `publish request ${id}: rejected (reason: not_this_week)`,
    );
  });

  it('apply --publish --wait 1s: applied and filed, then exit 1 (PUBLISH_WAIT_ENDED) as publish --wait', async () => {
    const { e, r } = await setup(false);
    await writeFile(join(r, 'site', 'assets', 'site.css'), 'body { v: 3 }\n');
    commitAll(r, 'v3');
    const res = await runIn(r, e, ['--json', 'apply', '--publish', '--wait', '1s']);
    expect(res.code).toBe(ExitCode.failure);
    const envelope = JSON.parse(res.out) as {
      ok: boolean;
      exitCode: number;
      error: { code: string; message: string; hint: string };
      result: { applied: unknown[]; published: { request: { id: string }; timedOut: boolean }[] };
    };
    expect(envelope).toMatchObject({ ok: false, exitCode: 1, error: { code: 'PUBLISH_WAIT_ENDED' } });
    const id = envelope.result.published[0]!.request.id;
    expect(envelope.result.published).toEqual([expect.objectContaining({ timedOut: true })]);
    expect(envelope.result.applied).toHaveLength(1);
    expect(envelope.error.message).toBe(
      `the change is applied and its publish request filed, but the wait ended before the site owner decided on ${id}`,
    );
    expect(envelope.error.hint).toBe(
      `the request stays filed; check it later with \`sitesync publish --request ${id}\``,
    );
    // What it says is what the log holds: the session written and the request filed.
    const routes = e.requestLog().map((x) => `${x.method} ${x.route}`);
    expect(routes).toContain('POST /v1/sites/:site_id/publish-requests');
    expect(routes).toContain('PATCH /v1/sites/:site_id/development-sessions/:session_id/source:batch');
  });
});
