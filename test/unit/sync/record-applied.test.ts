/**
 * recordApplied after an apply that created a site: the site's id is bound and its session
 * recorded even when its creation token cannot be dropped (a full disk at that save): the token is
 * cleanup, the binding and the record are what the next commands need.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/state/site-creation-store.js', () => ({
  forgetSiteCreation: vi.fn(async () => {
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  }),
}));

const { recordApplied } = await import('../../../src/sync/record-applied.js');
const { readLocalState } = await import('../../../src/state/staged-sessions-store.js');
import type { PreparedRun } from '../../../src/sync/prepare.js';
import type { SiteApplyResult } from '../../../src/apply/site-apply.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('recordApplied of a created site', () => {
  it('binds the id and records the session although the creation token could not be dropped, and says so', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-record-'));
    const configFile = join(dir, 'sitesync.yml');
    await writeFile(configFile, 'site:\n  source: site\n');
    const prepared = {
      config: { rootDir: dir, configFile, layout: 'single', sites: [{ source: join(dir, 'site') }] },
      revision: { keyRevision: 'a'.repeat(40) },
    } as unknown as PreparedRun;
    const result = {
      createdSite: true,
      siteId: 'site_New0000000000000000',
      sessionId: 'sds_0001',
      sourceRevision: 'rev_1',
    } as unknown as SiteApplyResult;

    const notes = await recordApplied(prepared, 0, result, dir);

    expect(await readFile(configFile, 'utf8')).toContain('id: site_New0000000000000000');
    expect((await readLocalState(dir)).staged['site_New0000000000000000']).toMatchObject({
      sessionId: 'sds_0001',
    });
    expect(notes).toEqual([
      'wrote site.id site_New0000000000000000 into sitesync.yml',
      '.sitesync/creations.json could not be updated (ENOSPC: no space left on device, write): remove it before you remove site.id to bind a new site, or that creation is replayed',
    ]);
  });
});
