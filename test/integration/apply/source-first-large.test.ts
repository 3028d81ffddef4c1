/** A site created from source whose structural files do not fit in one request. */
import { afterEach, describe, expect, it } from 'vitest';
import { applySite } from '../../../src/apply/site-apply.js';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { createPlatformClient } from '../../../src/platform/index.js';
import { diffSiteSource } from '../../../src/plan/site/diff.js';
import type { SitePlan } from '../../../src/plan/types.js';
import { readSourceTree } from '../../../src/source/index.js';
import { makeTmpTree, type TmpTree } from '../../unit/source/tmp-tree.js';

let emu: RunningEmulator | undefined;
let tree: TmpTree | undefined;
afterEach(async () => {
  await emu?.close();
  await tree?.remove();
  emu = tree = undefined;
});

const quiet = { warn: () => {}, progress: () => ({ tick: () => {}, done: () => {} }) } as never;

describe('applySite, source-first, structural files over the path limit', () => {
  it('creates the site with site.json alone, then writes the rest in dependency order: all 15 files arrive', async () => {
    const files: Record<string, string> = {
      'site.json': JSON.stringify({ name: 'Big', default_language: 'en', supported_languages: ['en'] }),
      'templates/page.html': '<html>{{content.headline}}</html>\n',
      'navigation/main.json': JSON.stringify({ items: [{ label: 'P1', page: 'p1' }] }),
      'assets/a.css': 'a {}\n',
    };
    for (let i = 1; i <= 6; i++) {
      files[`pages/p${i}.json`] = JSON.stringify({
        name: `P${i}`,
        slug: `p${i}`,
        template_file: 'templates/page.html',
      });
      if (i <= 5) files[`content/p${i}/en.json`] = JSON.stringify({ headline: `P${i}` });
    }
    tree = await makeTmpTree(files);
    emu = await startEmulator({ port: 0, autoApprove: true });
    const client = createPlatformClient({
      baseUrl: emu.url,
      apiKey: emu.apiKey,
      keyRevision: 'a'.repeat(40),
    });
    const source = await readSourceTree(tree.root);
    const plan = {
      sourceDir: 'site',
      siteId: null,
      live: null,
      checksum: { algorithm: 'sha256', basis: 'empty-manifest' },
      diff: diffSiteSource(source.files, []),
      validation: { checked: false, errors: [], warnings: [] },
      guards: [],
      blocked: false,
    } as unknown as SitePlan;
    const result = await applySite({
      client,
      plan,
      tree: source,
      sessionName: 'big',
      reporter: quiet,
      limits: { maxPaths: 5, maxBodyBytes: 1024 * 1024 },
      preview: false,
    });
    expect(result.written).toBe(15);
    const log = emu.requestLog();
    expect(log.every((e) => e.status === 200)).toBe(true);
    expect(log.map((e) => e.route)).toEqual([
      '/v1/sites/development-sessions',
      ...Array(3).fill('/v1/sites/:site_id/development-sessions/:session_id/source:batch'),
    ]);
    await client.sites.publish.request(result.siteId, {
      session_id: result.sessionId,
      source_revision: result.sourceRevision,
    });
    const live = await client.sites.source.manifest(result.siteId);
    expect(live.files.map((f) => (f as { path: string }).path).sort()).toEqual(Object.keys(files).sort());
  });
});
