/**
 * A change confined to assets (which the platform only sizes) costs no validate request; neither
 * does a patch over one request's limits (it is validated batch by batch as apply writes it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { ExitCode } from '../../../src/shared/errors.js';
import {
  commitAll,
  liveTreeReads,
  makeRepo,
  removeRepo,
  runIn,
  siteRepoFiles,
  SMALL_SITE,
} from './harness.js';

const SITE = 'site_Aaaaaaaaaaaaaaaaaaaa1';
const BOUND = `site:\n  id: ${SITE}\n  source: site\n`;

let emu: RunningEmulator | undefined;
let repo: string | undefined;
afterEach(async () => {
  await emu?.close();
  if (repo) await removeRepo(repo);
  emu = repo = undefined;
});

async function setup() {
  emu = await startEmulator({ port: 0, seed: { sites: [{ id: SITE, name: 'Shop', files: SMALL_SITE }] } });
  repo = await makeRepo(siteRepoFiles(SMALL_SITE, BOUND));
  return { e: emu, r: repo };
}

describe('plan requests by what changed', () => {
  it('an asset-only change: the manifest only, no validate; the plan says why', async () => {
    const { e, r } = await setup();
    await writeFile(join(r, 'site', 'assets', 'site.css'), 'body { margin: 1px }\n');
    await writeFile(join(r, 'site', 'assets', 'new.css'), 'p { color: red }\n');
    commitAll(r, 'assets');
    e.clearLog();
    const res = await runIn(r, e, ['plan', '--json']);
    expect(res.code).toBe(ExitCode.ok);
    expect(e.requestLog().map((x) => x.route)).toEqual(liveTreeReads());
    const plan = JSON.parse(res.out) as {
      result: { sites: { validation: { checked: boolean; note: string } }[] };
    };
    expect(plan.result.sites[0]!.validation).toMatchObject({
      checked: false,
      note: 'only assets changed (the platform does not parse them)',
    });
  });

  it('a page change is still validated: manifest, then validate', async () => {
    const { e, r } = await setup();
    await writeFile(
      join(r, 'site', 'pages', 'about.json'),
      JSON.stringify({ name: 'About us', slug: 'about', template_file: 'templates/page.html' }),
    );
    commitAll(r, 'page');
    e.clearLog();
    expect((await runIn(r, e, ['plan'])).code).toBe(ExitCode.ok);
    expect(e.requestLog().map((x) => x.route)).toEqual([
      ...liveTreeReads(),
      '/v1/sites/:site_id/source/validate',
    ]);
  });

  it('more changed pages than one validate request carries: no validate (no 400), the plan says why, and apply stages them all', async () => {
    const { e, r } = await setup();
    await mkdir(join(r, 'site', 'pages'), { recursive: true });
    for (let i = 0; i < 1010; i++) {
      const page = { name: `Page ${i}`, slug: `page-${i}`, template_file: 'templates/page.html' };
      await writeFile(join(r, 'site', 'pages', `page-${i}.json`), JSON.stringify(page));
    }
    commitAll(r, 'many pages');
    e.clearLog();
    const res = await runIn(r, e, ['plan', '--json']);
    expect(res.code, res.err).toBe(ExitCode.ok);
    expect(e.requestLog().map((x) => x.route)).toEqual(liveTreeReads());
    const plan = JSON.parse(res.out) as {
      result: { sites: { validation: { checked: boolean; note: string } }[] };
    };
    expect(plan.result.sites[0]!.validation).toEqual({
      checked: false,
      note: 'not requested: 1010 changed paths are more than one validate request carries (800 paths, 8 MiB of body); the platform validates each batch apply writes',
      errors: [],
      warnings: [],
    });
    e.clearLog();
    const applied = await runIn(r, e, ['apply', '--json']);
    expect(applied.code, applied.err).toBe(ExitCode.ok);
    const batches = e.requestLog().filter((x) => x.route?.endsWith('source:batch'));
    expect(batches.map((x) => x.status)).toEqual([200, 200]);
  });

  it('apply reads the rate limit before the plan reads anything, so the pacer knows it from the start', async () => {
    const { e, r } = await setup();
    await writeFile(join(r, 'site', 'assets', 'site.css'), 'body { margin: 2px }\n');
    commitAll(r, 'assets');
    e.clearLog();
    expect((await runIn(r, e, ['apply'])).code).toBe(ExitCode.ok);
    expect(e.requestLog().map((x) => x.route)).toEqual([
      '/v1/auth/status',
      ...liveTreeReads(),
      '/v1/sites/:site_id/development-sessions',
      '/v1/sites/:site_id/development-sessions/:session_id/source:batch',
      '/v1/sites/:site_id/development-sessions/:session_id/preview',
    ]);
  });
});
