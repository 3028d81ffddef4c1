import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { start } from './harness.js';
import { read, SHOP_TREE, utf8Files, write } from './sites-harness.js';

describe('sites: source reads, diff, validate and write limits', () => {
  let emu: RunningEmulator;
  afterEach(async () => {
    await emu.close();
  });

  async function liveSite(
    options: Parameters<typeof start>[0] = {},
  ): Promise<{ siteId: string; rev: string }> {
    emu = await start({
      ...options,
      seed: {
        sites: [
          {
            name: 'Seeded',
            files: { ...SHOP_TREE, 'assets/logo.bin': { content: 'AAEC', encoding: 'base64' } },
          },
        ],
      },
    });
    const sites = await read(emu, '/v1/sites');
    const siteId: string = sites.json.data.items[0].id;
    const status = await read(emu, `/v1/sites/${siteId}/publish-status`);
    return { siteId, rev: status.json.data.live_source_revision };
  }

  it('pages file entries by path and returns files and archives with their encoding', async () => {
    const { siteId, rev } = await liveSite({ checksum: 'md5' });
    const first = await read(emu, `/v1/sites/${siteId}/source/files?limit=3`);
    expect(first.json.data.items.map((f: { path: string }) => f.path)).toEqual([
      'assets/logo.bin',
      'content/about/de.json',
      'content/about/en.json',
    ]);
    expect(first.json.data).toMatchObject({ has_more: true, next_cursor: 'content/about/en.json' });
    const rest = await read(
      emu,
      `/v1/sites/${siteId}/source/files?limit=100&starting_after=content%2Fabout%2Fen.json`,
    );
    expect(rest.json.data.items).toHaveLength(5);
    expect(rest.json.data.has_more).toBe(false);

    const logo = await read(emu, `/v1/sites/${siteId}/source/file?path=assets/logo.bin`);
    expect(logo.json.data).toEqual({
      path: 'assets/logo.bin',
      byte_size: 3,
      binary: true,
      checksum: createHash('md5')
        .update(Buffer.from([0, 1, 2]))
        .digest('hex'),
      content: 'AAEC',
      encoding: 'base64',
    });
    expect((await read(emu, `/v1/sites/${siteId}/source/file?path=nope.txt`)).status).toBe(404);

    const archive = await read(emu, `/v1/sites/${siteId}/source/archive`);
    expect(archive.json.data).toMatchObject({
      site_id: siteId,
      source_revision: rev,
    });
    expect(archive.json.data.files['site.json']).toEqual({
      content: SHOP_TREE['site.json'],
      encoding: 'utf8',
    });
    expect(archive.json.data.manifest.files).toHaveLength(8);
  });

  it('diffs and validates a desired tree in archive and patch mode', async () => {
    const { siteId, rev } = await liveSite();
    const patch = await call('POST', `/v1/sites/${siteId}/source/diff`, {
      mode: 'patch',
      source_revision: rev,
      files: utf8Files({ 'templates/page.html': 'changed {{title}}', 'assets/new.css': '' }),
      delete_paths: ['assets/logo.bin'],
    });
    expect(patch.status).toBe(200);
    expect(patch.json.data).toMatchObject({
      object: 'site_source_diff',
      mode: 'patch',
      has_changes: true,
      summary: { added: 1, modified: 1, deleted: 1, unchanged: 6 },
    });
    expect(patch.json.data.changes.map((c: { path: string; change: string }) => [c.path, c.change])).toEqual([
      ['assets/logo.bin', 'deleted'],
      ['assets/new.css', 'added'],
      ['templates/page.html', 'modified'],
    ]);

    const archive = await call('POST', `/v1/sites/${siteId}/source/diff`, {
      mode: 'archive',
      files: utf8Files({ 'site.json': SHOP_TREE['site.json']! }),
    });
    expect(archive.json.data.summary).toEqual({ added: 0, modified: 0, deleted: 7, unchanged: 1 });

    const stale = await call('POST', `/v1/sites/${siteId}/source/diff`, { source_revision: 'rev_old' });
    expect(stale.status).toBe(409);

    const validation = await call('POST', `/v1/sites/${siteId}/source/validate`, {
      files: utf8Files({
        'pages/about.json': '{"name": "About", "slug": "", "template_file": "templates/page.html"}',
      }),
    });
    expect(validation.status).toBe(200);
    expect(validation.json.data).toMatchObject({
      object: 'site_source_validation',
      valid: false,
      source_revision: rev,
    });
    expect(validation.json.data.errors).toEqual([
      {
        code: 'duplicate_slug',
        severity: 'error',
        message: 'slug "" is already used by page "about"',
        path: 'pages/home.json',
        line: 1,
        column: 23,
        field: 'slug',
      },
    ]);
  });

  it('enforces path rules and write limits on source:batch', async () => {
    const { siteId, rev } = await liveSite();
    const session = (
      await write(emu, 'POST', `/v1/sites/${siteId}/development-sessions`, { source_revision: rev })
    ).json.data;
    const batch = (body: object) =>
      write(emu, 'PATCH', `/v1/sites/${siteId}/development-sessions/${session.id}/source:batch`, {
        source_revision: session.source_revision,
        ...body,
      });

    const badPath = await batch({ files: utf8Files({ 'assets/../x.css': '' }) });
    expect(badPath.status).toBe(422);
    expect(badPath.json.error.details.errors).toEqual([
      {
        code: 'invalid_path',
        message: 'source path "assets/../x.css" contains a ".." segment',
        path: 'assets/../x.css',
      },
    ]);

    const tooMany = await batch({ delete_paths: Array.from({ length: 1001 }, (_, i) => `assets/${i}.css`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.error_code).toBe('REQUEST_TOO_LARGE');
    expect(tooMany.json.error.message).toBe(
      'a source write may carry at most 1000 paths (files + delete_paths); this one has 1001',
    );

    const bigFile = await batch({
      files: {
        'assets/big.bin': {
          content: Buffer.alloc(10 * 1024 * 1024 + 1).toString('base64'),
          encoding: 'base64',
        },
      },
    });
    expect(bigFile.status).toBe(422);
    expect(bigFile.json.error.details.errors[0]).toMatchObject({
      code: 'file_too_large',
      path: 'assets/big.bin',
    });

    // Nothing above was staged: the session is still at its first revision.
    const again = await batch({ files: utf8Files({ 'assets/ok.css': '' }) });
    expect(again.status).toBe(200);
  });

  function call(method: string, path: string, body: unknown) {
    return write(emu, method, path, body);
  }
});
