import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { call, FIXED_NOW, start } from './harness.js';
import { approve, read, SHOP_TREE, utf8Files, write } from './sites-harness.js';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('sites: source-first session to published site', () => {
  let emu: RunningEmulator | undefined;
  afterEach(async () => {
    await emu?.close();
    emu = undefined;
  });

  it('creates, stages, previews, publishes and reopens at the new live revision', async () => {
    emu = await start();

    // 1. Source-first session: a draft site with an empty live tree.
    const created = await write(emu, 'POST', '/v1/sites/development-sessions', {
      files: utf8Files(SHOP_TREE),
      name: 'pr-12',
    });
    expect(created.status).toBe(200);
    const session = created.json.data;
    expect(session).toMatchObject({
      object: 'site_development_session',
      status: 'open',
      creation_mode: 'source',
      written_count: 7,
      name: 'pr-12',
      created_at: FIXED_NOW.toISOString(),
      expires_at: '2026-03-08T12:00:00.000Z',
    });
    expect(session).not.toHaveProperty('preview_url'); // none yet: absent, never null
    expect(session.id).toMatch(/^sess_[0-9A-Za-z]{21}$/);
    expect(session.source_revision).toMatch(/^rev_[0-9A-Za-z]{21}$/);
    expect(session.validation).toMatchObject({
      valid: true,
      errors: [],
      warnings: [],
      site_id: session.site_id,
    });
    const siteId: string = session.site_id;
    const sessionPath = `/v1/sites/${siteId}/development-sessions/${session.id}`;

    const draft = await read(emu, `/v1/sites/${siteId}`);
    expect(draft.json.data).toMatchObject({ name: 'Alpine Shop', status: 'draft', is_live: false });
    const emptyManifest = await read(emu, `/v1/sites/${siteId}/source/manifest`);
    expect(emptyManifest.json.data.files).toEqual([]);

    // 2. Batch writes with optimistic revisions.
    const batch = await write(emu, 'PATCH', `${sessionPath}/source:batch`, {
      source_revision: session.source_revision,
      files: utf8Files({ 'assets/site.css': 'body{}' }),
      delete_paths: ['content/about/de.json', 'not/there.txt'],
    });
    expect(batch.status).toBe(200);
    expect(batch.json.data).toMatchObject({
      object: 'site_source_batch_write',
      written_count: 1,
      deleted_count: 1,
      diff: {
        has_changes: true,
        mode: 'patch',
        summary: { added: 1, modified: 0, deleted: 1, unchanged: 6 },
      },
    });
    expect(batch.json.data.validation.warnings.map((w: { code: string }) => w.code)).toEqual([
      'missing_translation',
    ]);
    const rev2: string = batch.json.data.source_revision;
    expect(rev2).not.toBe(session.source_revision);

    // 3. A write at the old revision is stale.
    const stale = await write(emu, 'PATCH', `${sessionPath}/source:batch`, {
      source_revision: session.source_revision,
      files: utf8Files({ 'assets/x.css': '' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      error_code: 'STALE_SOURCE_REVISION',
      details: { current_source_revision: rev2 },
    });

    // 4. A write that breaks the tree is refused with positioned issues; nothing is staged.
    const broken = await write(emu, 'PATCH', `${sessionPath}/source:batch`, {
      source_revision: rev2,
      files: utf8Files({ 'pages/about.json': '{\n  "name": "About",\n  "slug": "about"\n}' }),
    });
    expect(broken.status).toBe(422);
    expect(broken.json.error.error_code).toBe('SOURCE_VALIDATION_FAILED');
    expect(broken.json.error.details.errors).toEqual([
      {
        code: 'missing_field',
        severity: 'error',
        message: 'missing required field "template_file"',
        path: 'pages/about.json',
        line: 1,
        column: 1,
      },
    ]);

    // 5. Preview: rendered HTML of the session at that revision, no auth.
    const preview = await write(emu, 'POST', `${sessionPath}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.json.data).toMatchObject({
      object: 'site_development_session_preview',
      source_revision: rev2,
      expires_at: '2026-03-08T12:00:00.000Z',
    });
    const previewUrl: string = preview.json.data.preview_url;
    expect(previewUrl).toMatch(new RegExp(`^${emu.url}/preview/[A-Za-z0-9_-]{32}/$`));
    const about = await fetch(`${previewUrl}about`);
    expect(about.status).toBe(200);
    expect(about.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await about.text();
    expect(html).toContain('<title>About us · Alpine Shop</title>');
    expect(html).toContain('<h1>We &lt;3 mountains</h1>');
    expect(html).toContain(`<a href="${new URL(previewUrl).pathname}about">About</a>`);
    expect((await fetch(`${previewUrl}nope`)).status).toBe(404);

    // 6. Publish request → pending → approve → published.
    const request = await write(emu, 'POST', `/v1/sites/${siteId}/publish-requests`, {
      session_id: session.id,
      source_revision: rev2,
      message: 'first release',
    });
    expect(request.status).toBe(200);
    expect(request.json.data).toMatchObject({
      object: 'site_publish_request',
      status: 'pending',
    });
    expect(request.json.data).not.toHaveProperty('version_number'); // not published yet
    const pendingStatus = await read(emu, `/v1/sites/${siteId}/publish-status`);
    expect(pendingStatus.json.data).toMatchObject({
      current_version_number: 0,
      has_unpublished_changes: true,
      pending_request_ids: [request.json.data.id],
    });

    const approved = await approve(emu, request.json.data.id);
    expect(approved.status).toBe(200);
    expect(approved.json.data).toMatchObject({ status: 'published', version_number: 1 });

    // 7. The live manifest equals the session tree; publish status bumped.
    const manifest = await read(emu, `/v1/sites/${siteId}/source/manifest`);
    const expectedTree: Record<string, string> = { ...SHOP_TREE, 'assets/site.css': 'body{}' };
    delete expectedTree['content/about/de.json'];
    expect(manifest.json.data.files).toEqual(
      Object.keys(expectedTree)
        .sort()
        .map((path) => ({
          path,
          byte_size: Buffer.byteLength(expectedTree[path]!),
          binary: false,
          checksum: sha256(expectedTree[path]!),
        })),
    );
    const status = await read(emu, `/v1/sites/${siteId}/publish-status`);
    expect(status.json.data).toMatchObject({
      current_version_number: 1,
      current_version_label: 'v1',
      has_unpublished_changes: false,
      pending_request_ids: [],
      live_source_revision: manifest.json.data.source_revision,
    });
    expect((await read(emu, `/v1/sites/${siteId}`)).json.data).toMatchObject({
      status: 'live',
      is_live: true,
    });

    // 8. A new live session opens at the new live revision; the old revision is stale.
    const liveRev: string = manifest.json.data.source_revision;
    const staleOpen = await write(emu, 'POST', `/v1/sites/${siteId}/development-sessions`, {
      source_revision: rev2,
    });
    expect(staleOpen.status).toBe(409);
    expect(staleOpen.json.error.details).toEqual({ current_source_revision: liveRev });
    const reopened = await write(emu, 'POST', `/v1/sites/${siteId}/development-sessions`, {
      source_revision: liveRev,
    });
    expect(reopened.status).toBe(200);
    expect(reopened.json.data).toMatchObject({ source_revision: liveRev });
    expect(reopened.json.data).not.toHaveProperty('base_source_revision');
    expect(reopened.json.data.creation_mode).toBeUndefined();
  });

  it('refuses an invalid source-first tree with 422 and creates nothing', async () => {
    emu = await start();
    const { 'site.json': _omit, ...rest } = SHOP_TREE;
    const res = await write(emu, 'POST', '/v1/sites/development-sessions', { files: utf8Files(rest) });
    expect(res.status).toBe(422);
    expect(res.json.error.error_code).toBe('SOURCE_VALIDATION_FAILED');
    expect(res.json.error.details.errors.map((e: { code: string }) => e.code)).toEqual(['missing_site_json']);
    expect((await read(emu, '/v1/sites')).json.data.items).toEqual([]);
  });

  it('expires sessions after 7 days with 404 SESSION_EXPIRED', async () => {
    emu = await start();
    const created = await write(emu, 'POST', '/v1/sites/development-sessions', {
      files: utf8Files(SHOP_TREE),
    });
    const { id, site_id: siteId, source_revision: rev } = created.json.data;
    emu.advanceClock(7 * 24 * 3600);
    const res = await write(emu, 'PATCH', `/v1/sites/${siteId}/development-sessions/${id}/source:batch`, {
      source_revision: rev,
    });
    expect(res.status).toBe(404);
    expect(res.json.error.error_code).toBe('SESSION_EXPIRED');
  });

  it('rejects a request whose live source changed since its session opened', async () => {
    emu = await start({ autoApprove: true });
    const created = await write(emu, 'POST', '/v1/sites/development-sessions', {
      files: utf8Files(SHOP_TREE),
    });
    const { id: first, site_id: siteId, source_revision: rev } = created.json.data;
    const published = await write(emu, 'POST', `/v1/sites/${siteId}/publish-requests`, {
      session_id: first,
      source_revision: rev,
    });
    expect(published.json.data).toMatchObject({ status: 'published', version_number: 1 });
    const live = (await read(emu, `/v1/sites/${siteId}/publish-status`)).json.data.live_source_revision;

    const a = (
      await write(emu, 'POST', `/v1/sites/${siteId}/development-sessions`, { source_revision: live })
    ).json.data;
    const b = (
      await write(emu, 'POST', `/v1/sites/${siteId}/development-sessions`, { source_revision: live })
    ).json.data;
    const stageA = await write(
      emu,
      'PATCH',
      `/v1/sites/${siteId}/development-sessions/${a.id}/source:batch`,
      {
        source_revision: a.source_revision,
        files: utf8Files({ 'assets/a.css': 'a' }),
      },
    );
    const fromA = await write(emu, 'POST', `/v1/sites/${siteId}/publish-requests`, {
      session_id: a.id,
      source_revision: stageA.json.data.source_revision,
    });
    expect(fromA.json.data.status).toBe('published');
    const fromB = await write(emu, 'POST', `/v1/sites/${siteId}/publish-requests`, {
      session_id: b.id,
      source_revision: b.source_revision,
    });
    expect(fromB.json.data).toMatchObject({ status: 'rejected', rejection_reason: 'live_source_changed' });
    const status = await call(emu, 'GET', `/v1/sites/${siteId}/publish-status`);
    expect(status.json.data.current_version_number).toBe(2);
  });
});
