/** sitesync init / plan / apply / publish in-process against the emulator, over real git repos. */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { createPlatformClient } from '../../../src/platform/index.js';
import { ExitCode } from '../../../src/shared/errors.js';
import { testShape } from '../../helpers/platform-contract.js';
import { commitAll, makeRepo, removeRepo, runIn, siteRepoFiles, SMALL_SITE, writesOf } from './harness.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The minimal shape leaves out every optional field: manifest checksums, a site's status, … */
const minimal = testShape() === 'minimal';

let emu: RunningEmulator;
let repo: string;
beforeAll(async () => {
  emu = await startEmulator({ port: 0, autoApprove: true, rateLimit: 1_000_000 });
});
afterAll(() => emu.close());
beforeEach(async () => {
  repo = await makeRepo(siteRepoFiles());
});
afterEach(() => removeRepo(repo));

const cli = (...argv: string[]) => runIn(repo, emu, argv);
const client = () => createPlatformClient({ baseUrl: emu.url, apiKey: emu.apiKey });

/** init, commit sitesync.yml, apply --publish: a bound repo whose live tree equals the local one. */
async function boundAndPublished(): Promise<string> {
  expect((await cli('init')).code).toBe(ExitCode.ok);
  commitAll(repo, 'bind');
  const applied = await cli('apply', '--publish', '--wait', '30s');
  expect(applied.code).toBe(ExitCode.ok);
  return /\bid: (site_\w+)/.exec(await readFile(join(repo, 'sitesync.yml'), 'utf8'))![1]!;
}

describe('init', () => {
  it('creates the site, writes site.id into sitesync.yml keeping comments; again → usage error', async () => {
    emu.clearLog();
    const first = await cli('init');
    expect(first.code).toBe(ExitCode.ok);
    const config = await readFile(join(repo, 'sitesync.yml'), 'utf8');
    const siteId = /\bid: (site_\w+)/.exec(config)?.[1];
    expect(siteId).toMatch(/^site_\w+$/);
    expect(config).toContain('# sitesync test repo');
    expect(config).toContain('source: site # the folder');
    expect(first.out).toContain(`wrote site.id ${siteId} into sitesync.yml`);
    expect(first.out).toContain('created site ' + siteId + ': 7 file(s) written, 0 deleted');
    expect(writesOf(emu.requestLog()).map((e) => e.route)).toEqual([
      '/v1/sites/development-sessions',
      '/v1/sites/:site_id/development-sessions/:session_id/preview',
    ]);
    expect((await client().sites.get(siteId!)).status).toBe(minimal ? undefined : 'draft');

    const again = await cli('init');
    expect(again.code).toBe(ExitCode.usage);
    expect(again.err).toContain(`every site in sitesync.yml already has a site.id (${siteId})`);
  });
});

describe('plan and apply', () => {
  it('apply --publish makes the live manifest equal the local tree (paths and sha256)', async () => {
    const siteId = await boundAndPublished();
    const manifest = await client().sites.source.manifest(siteId);
    // Without checksums (optional in the contract), the SHA-256 of each live file's content.
    const liveSums = await Promise.all(
      manifest.files.map(async (f) => [
        f.path,
        f.checksum ?? sha256((await client().sites.source.file(siteId, f.path)).content),
      ]),
    );
    expect(liveSums).toEqual(
      Object.keys(SMALL_SITE)
        .sort()
        .map((p) => [p, sha256(SMALL_SITE[p]!)]),
    );
  });

  it('a no-op plan costs exactly one request; --detailed-exitcode is 0 then, 2 with changes', async () => {
    const siteId = await boundAndPublished();
    emu.clearLog();
    const noop = await cli('plan', '--detailed-exitcode');
    expect(noop.code).toBe(ExitCode.ok);
    expect(noop.out).toContain('0 to add, 0 to change, 0 to delete, 7 unchanged');
    expect(noop.out).toContain('No changes. The live platform matches the repository.');
    // Without manifest checksums (the minimal shape) the platform's diff is the one more request.
    expect(emu.requestLog().map((e) => `${e.method} ${e.path}`)).toEqual([
      `GET /v1/sites/${siteId}/source/manifest`,
      ...(minimal ? [`POST /v1/sites/${siteId}/source/diff`] : []),
    ]);

    await writeFile(join(repo, 'site', 'assets', 'site.css'), 'body { margin: 1px }\n');
    commitAll(repo, 'css');
    const changed = await cli('plan', '--detailed-exitcode');
    expect(changed.code).toBe(ExitCode.changesPresent);
    expect(changed.out).toContain('~ assets/site.css');
    expect(changed.out).toContain('0 to add, 1 to change, 0 to delete, 6 unchanged');
  });

  it('plan --json is the versioned envelope and validates against schemas/plan.schema.json', async () => {
    await boundAndPublished();
    await writeFile(
      join(repo, 'site', 'pages', 'faq.json'),
      JSON.stringify({ name: 'FAQ', slug: 'faq', template_file: 'templates/page.html' }),
    );
    commitAll(repo, 'faq');
    const res = await cli('plan', '--json');
    expect(res.code).toBe(ExitCode.ok);
    const envelope = JSON.parse(res.out);
    expect(envelope).toMatchObject({
      format: 'sitesync.result',
      formatVersion: 1,
      command: 'plan',
      ok: true,
      exitCode: 0,
    });
    expect(envelope.result).toMatchObject({ format: 'sitesync.plan', formatVersion: 2 });
    expect(envelope.result.sites[0].diff.added.map((c: { path: string }) => c.path)).toEqual([
      'pages/faq.json',
    ]);
    const schema = JSON.parse(await readFile('schemas/plan.schema.json', 'utf8'));
    const ajv = new Ajv2020.default({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    expect(validate(envelope.result), JSON.stringify(validate.errors)).toBe(true);
    // Wall time per phase (no catalog in this repository: the tree, the site, the three-way step).
    expect(envelope.timings.map((t: { phase: string }) => t.phase)).toEqual([
      'read tree',
      'site: plan',
      'history: classify',
    ]);
    for (const t of envelope.timings) {
      expect(t.startMs).toBeGreaterThanOrEqual(0);
      expect(t.ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('apply twice on the same commit writes once: the second run only replays', async () => {
    await boundAndPublished();
    await writeFile(join(repo, 'site', 'assets', 'extra.css'), 'p { color: red }\n');
    commitAll(repo, 'extra');
    emu.clearLog();
    expect((await cli('apply')).code).toBe(ExitCode.ok);
    const first = writesOf(emu.requestLog());
    expect(first.map((e) => e.replayed)).toEqual([false, false, false]);
    emu.clearLog();
    const second = await cli('apply');
    expect(second.code).toBe(ExitCode.ok);
    const replay = writesOf(emu.requestLog());
    expect(replay.map((e) => e.idempotency_key)).toEqual(first.map((e) => e.idempotency_key));
    expect(replay.every((e) => e.replayed)).toBe(true);
  });

  it('a dirty working tree warns and derives keys that differ from the clean commit', async () => {
    await boundAndPublished();
    await writeFile(join(repo, 'site', 'assets', 'extra.css'), 'p { color: red }\n');
    commitAll(repo, 'extra');
    emu.clearLog();
    const clean = await cli('apply');
    expect(clean.err).not.toContain('uncommitted changes');
    const cleanKeys = writesOf(emu.requestLog()).map((e) => e.idempotency_key);
    await writeFile(join(repo, 'site', 'assets', 'site.css'), 'body { margin: 2px }\n');
    emu.clearLog();
    const dirty = await cli('apply');
    expect(dirty.code).toBe(ExitCode.ok);
    expect(dirty.err).toContain(
      'warning: uncommitted changes in site/assets/site.css: idempotency keys derive from the content, not from commit',
    );
    const dirtyKeys = writesOf(emu.requestLog()).map((e) => e.idempotency_key);
    expect(dirtyKeys).toHaveLength(3);
    expect(dirtyKeys.filter((k) => cleanKeys.includes(k))).toEqual([]);
  });

  it('publish --wait 30s with auto-approve reports the new live version', async () => {
    await boundAndPublished();
    await writeFile(join(repo, 'site', 'assets', 'extra.css'), 'p { color: red }\n');
    commitAll(repo, 'extra');
    expect((await cli('apply')).code).toBe(ExitCode.ok);
    const published = await cli('publish', '--wait', '30s');
    expect(published.code).toBe(ExitCode.ok);
    expect(published.out).toMatch(
      minimal
        ? /^publish request sprq_\w+: published; live version not reported \(the publish status has no current_version_number, an optional field\)$/m
        : /^publish request sprq_\w+: published; live version 2$/m,
    );
  });
});
