/** The client's sites routes against the emulator, in the order a real run uses them. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformError, type SiteSourceFileEntry } from '../../../src/platform/index.js';
import { shown, testShape } from '../../helpers/platform-contract.js';
import { SHOP_TREE, utf8Files } from '../emulator/sites-harness.js';
import { startClientHarness, type ClientHarness } from './harness.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The minimal shape leaves out every optional field; checksum is one (the seed marks it optional). */
const minimal = testShape() === 'minimal';

let h: ClientHarness;
beforeAll(async () => {
  h = await startClientHarness();
});
afterAll(() => h.close());

describe('sites through the typed client', () => {
  it('source-first session → batches → stale 409 → preview → publish → live reads', async () => {
    const c = h.client();
    const session = await c.sites.sessions.createFromSource({
      files: utf8Files(SHOP_TREE),
      name: 'contract',
    });
    expect(session).toMatchObject({
      written_count: 7,
      ...shown({ object: 'site_development_session', status: 'open', creation_mode: 'source' }),
    });
    const siteId = session.site_id;
    expect(await c.sites.get(siteId)).toMatchObject({
      id: siteId,
      ...shown({ name: 'Alpine Shop', status: 'draft' }),
    });
    expect((await c.sites.list()).map((s) => s.id)).toEqual([siteId]);

    const b1 = await c.sites.sessions.writeBatch(siteId, session.id, {
      source_revision: session.source_revision,
      files: utf8Files({ 'assets/a.css': 'a{}' }),
    });
    const b2 = await c.sites.sessions.writeBatch(siteId, session.id, {
      source_revision: b1.source_revision,
      files: utf8Files({ 'assets/b.css': 'b{}' }),
      delete_paths: ['assets/a.css'],
    });
    expect(b1).toMatchObject({
      written_count: 1,
      deleted_count: 0,
      ...shown({ object: 'site_source_batch_write' }),
    });
    expect(b2).toMatchObject({ written_count: 1, deleted_count: 1 });
    expect(b2.source_revision).not.toBe(b1.source_revision);

    const stale = await c.sites.sessions
      .writeBatch(siteId, session.id, {
        source_revision: b1.source_revision,
        files: utf8Files({ 'assets/c.css': '' }),
      })
      .catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(PlatformError);
    expect(stale).toMatchObject({
      status: 409,
      errorCode: 'STALE_SOURCE_REVISION',
      details: { current_source_revision: b2.source_revision },
    });

    const preview = await c.sites.sessions.preview(siteId, session.id);
    expect(preview).toMatchObject(
      shown({ object: 'site_development_session_preview', source_revision: b2.source_revision }),
    );
    const html = await (await fetch(`${preview.preview_url}about`)).text();
    expect(html).toContain('<h1>We &lt;3 mountains</h1>');

    const request = await c.sites.publish.request(siteId, {
      session_id: session.id,
      source_revision: b2.source_revision,
      message: 'first',
    });
    expect(request).toMatchObject({ status: 'pending', ...shown({ object: 'site_publish_request' }) });
    expect(request).not.toHaveProperty('version_number'); // not published yet: absent, never null
    expect(await c.sites.publish.status(siteId)).toMatchObject(
      shown({ current_version_number: 0, pending_request_ids: [request.id] }),
    );
    expect((await h.admin('POST', `/publish-requests/${request.id}/approve`, {})).status).toBe(200);
    expect(await c.sites.publish.get(siteId, request.id)).toMatchObject({
      id: request.id,
      status: 'published',
      ...shown({ version_number: 1 }),
    });
    const status = await c.sites.publish.status(siteId);
    expect(status).toMatchObject(
      shown({ current_version_number: 1, has_unpublished_changes: false, pending_request_ids: [] }),
    );

    // Live source reads.
    const live: Record<string, string> = { ...SHOP_TREE, 'assets/b.css': 'b{}' };
    const expectedEntries = Object.keys(live)
      .sort()
      .map((path) => ({
        path,
        byte_size: Buffer.byteLength(live[path]!),
        binary: false,
        ...(!minimal && { checksum: sha256(live[path]!) }),
      }));
    const manifest = await c.sites.source.manifest(siteId);
    if (!minimal) expect(manifest.source_revision).toBe(status.live_source_revision);
    expect(manifest.files).toMatchObject(expectedEntries);
    const archive = await c.sites.source.archive(siteId);
    expect(archive.manifest.files).toMatchObject(expectedEntries);
    if (minimal) expect(archive.files).toBeUndefined();
    else {
      expect(archive.files?.['pages/about.json']).toMatchObject({
        content: SHOP_TREE['pages/about.json'],
        encoding: 'utf8',
      });
    }
    expect(await c.sites.source.file(siteId, 'assets/b.css')).toMatchObject({
      path: 'assets/b.css',
      content: 'b{}',
      encoding: 'utf8',
      ...shown({ checksum: sha256('b{}') }),
    });
    h.recorder.clear();
    const paged: SiteSourceFileEntry[] = [];
    for await (const e of c.sites.source.files(siteId, { limit: 3 })) paged.push(e);
    expect(paged).toMatchObject(expectedEntries);
    expect(h.recorder.entries.map((e) => decodeURIComponent(e.path))).toEqual([
      `/v1/sites/${siteId}/source/files?limit=3`,
      `/v1/sites/${siteId}/source/files?limit=3&starting_after=${expectedEntries[2]!.path}`,
      `/v1/sites/${siteId}/source/files?limit=3&starting_after=${expectedEntries[5]!.path}`,
    ]);

    const diff = await c.sites.source.diff(siteId, {
      files: utf8Files({ 'assets/b.css': 'b{color:red}' }),
      delete_paths: ['content/about/de.json'],
      mode: 'patch',
    });
    expect(diff).toMatchObject({
      has_changes: true,
      summary: { added: 0, modified: 1, deleted: 1 },
      ...shown({ object: 'site_source_diff' }),
    });
    expect(diff.changes.map((x) => [x.path, x.change])).toEqual([
      ['assets/b.css', 'modified'],
      ['content/about/de.json', 'deleted'],
    ]);
    const invalid = await c.sites.source.validate(siteId, {
      files: utf8Files({ 'pages/about.json': '{\n  "name": "About"\n}' }),
      mode: 'patch',
    });
    expect(invalid).toMatchObject({ valid: false, ...shown({ object: 'site_source_validation' }) });
    expect(invalid.errors?.[0]).toMatchObject(
      shown({ code: 'missing_field', path: 'pages/about.json', line: 1, column: 1 }),
    );

    // Pages, contents and navigation (live).
    const pages = await c.sites.pages.list(siteId);
    expect(pages.map((p) => p.id)).toEqual([
      await h.pageIdOf(siteId, 'home'),
      await h.pageIdOf(siteId, 'about'),
    ]);
    if (!minimal) {
      expect(pages.map((p) => [p.key, p.slug])).toEqual([
        ['home', ''],
        ['about', 'about'],
      ]);
    }
    const about = pages[1]!;
    expect(await c.sites.pages.get(siteId, about.id)).toMatchObject(shown({ key: 'about', slug: 'about' }));
    expect((await c.sites.pages.contents(siteId, about.id)).items.map((x) => x.locale)).toEqual(['de', 'en']);
    expect(await c.sites.pages.content(siteId, about.id, 'en')).toMatchObject({
      page_id: about.id,
      locale: 'en',
      ...shown({
        object: 'site_page_content',
        content: { headline: 'We <3 mountains', body: 'Since 1999.' },
      }),
    });
    const nav = await c.sites.navigation(siteId);
    expect(nav.items.map((i) => [i.label, ...(minimal ? [] : [i.page_id])])).toEqual(
      minimal
        ? [['Home'], ['About']]
        : [
            ['Home', pages[0]!.id],
            ['About', about.id],
          ],
    );
  });

  it('page, content and navigation writes in a session at the live revision', async () => {
    const c = h.client();
    const [site] = await c.sites.list();
    const live = await c.sites.source.manifest(site!.id);
    const session = await c.sites.sessions.create(site!.id, { source_revision: live.source_revision });
    expect(session).toMatchObject({ source_revision: live.source_revision, ...shown({ status: 'open' }) });
    expect(session).not.toHaveProperty('base_source_revision'); // not a field of the contract
    const sid = site!.id;
    const page = await c.sites.sessions.createPage(sid, session.id, {
      source_revision: session.source_revision,
      name: 'Contact',
      template: { content: '<h1>{{title}}</h1>' },
    });
    expect(page).toMatchObject({
      action: 'created',
      page_key: 'contact',
      ...shown({ object: 'site_page_source_write' }),
    });
    expect(page).not.toHaveProperty('page_id'); // the seed gives page writes no page_id
    const pageId = await h.pageIdOf(sid, 'contact');
    const updated = await c.sites.sessions.updatePage(sid, session.id, pageId, {
      source_revision: page.source_revision,
      slug: 'kontakt',
    });
    expect(updated).toMatchObject({ action: 'updated', ...shown({ paths: ['pages/contact.json'] }) });
    const content = await c.sites.sessions.writePageContent(sid, session.id, pageId, 'en', {
      source_revision: updated.source_revision,
      values: { headline: 'Write us' },
    });
    expect(content).toMatchObject({ page_id: pageId, locale: 'en', path: 'content/contact/en.json' });
    expect(content).not.toHaveProperty('action'); // the seed gives content writes no action
    const nav = await c.sites.sessions.writeNavigation(sid, session.id, {
      source_revision: content.source_revision,
      menu_key: 'footer',
      items: [{ label: 'Contact', page_id: pageId }],
    });
    expect(nav).toMatchObject({
      path: 'navigation/footer.json',
      ...shown({ object: 'site_navigation_source_write' }),
    });
    const navGone = await c.sites.sessions.writeNavigation(sid, session.id, {
      source_revision: nav.source_revision,
      menu_key: 'footer',
      items: [],
    });
    const noContent = await c.sites.sessions.deletePageContent(sid, session.id, pageId, 'en', {
      source_revision: navGone.source_revision,
    });
    expect(noContent).toMatchObject({ path: 'content/contact/en.json', deleted_count: 1 });
    const deleted = await c.sites.sessions.deletePage(sid, session.id, pageId, {
      source_revision: noContent.source_revision,
    });
    expect(deleted).toMatchObject({
      action: 'deleted',
      ...shown({ paths: ['pages/contact.json'] }),
    });
  });
});
