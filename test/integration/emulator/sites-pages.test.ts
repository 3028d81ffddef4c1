import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { call, start } from './harness.js';
import { read, SHOP_TREE, utf8Files, write } from './sites-harness.js';

describe('sites: page, content and navigation routes', () => {
  let emu: RunningEmulator;
  let siteId: string;
  let sessionPath: string;
  let revision: string;

  beforeEach(async () => {
    emu = await start({ autoApprove: true });
    const created = await write(emu, 'POST', '/v1/sites/development-sessions', {
      files: utf8Files(SHOP_TREE),
    });
    siteId = created.json.data.site_id;
    sessionPath = `/v1/sites/${siteId}/development-sessions/${created.json.data.id}`;
    revision = created.json.data.source_revision;
  });
  afterEach(async () => {
    await emu.close();
  });

  /**
   * The page id of a page key (the staged write results carry page_key, not page_id: the seed names
   * no id there), read from the emulator's state dump.
   */
  async function pageIdOf(key: string): Promise<string> {
    const res = await call(emu, 'GET', '/__emulator/state', { key: null });
    const site = (res.json.data.sites.sites as { id: string; pages: [string, { id: string }][] }[]).find(
      (s) => s.id === siteId,
    );
    const id = site?.pages.find(([k]) => k === key)?.[1].id;
    if (!id) throw new Error(`no page id for key ${key}`);
    return id;
  }

  async function fileText(path: string): Promise<string> {
    const res = await read(
      emu,
      `/v1/sites/${siteId}/source/file?path=${encodeURIComponent(path)}&session_id=${sessionPath.split('/').pop()}`,
    );
    expect(res.status).toBe(200);
    return res.json.data.content;
  }

  it('creates a page with an inline template, edits it, writes content and navigation, then deletes it', async () => {
    const created = await write(emu, 'POST', `${sessionPath}/pages`, {
      source_revision: revision,
      name: 'Contact Us',
      seo: { title: 'Contact' },
      template: { content: '<h1>{{title}}</h1>' },
      is_in_menu: true,
    });
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({
      object: 'site_page_source_write',
      action: 'created',
      page_key: 'contact-us',
      paths: ['pages/contact-us.json', 'templates/contact-us.html'],
      written_count: 2,
      deleted_count: 0,
    });
    expect(created.json.data).not.toHaveProperty('page_id');
    const pageId = await pageIdOf('contact-us');
    expect(pageId).toMatch(/^wpag_[0-9A-Za-z]{21}$/);
    expect(JSON.parse(await fileText('pages/contact-us.json'))).toEqual({
      name: 'Contact Us',
      slug: 'contact-us',
      template_file: 'templates/contact-us.html',
      seo: { title: 'Contact' },
      is_in_menu: true,
    });

    const updated = await write(emu, 'PATCH', `${sessionPath}/pages/${pageId}`, {
      source_revision: created.json.data.source_revision,
      slug: 'contact',
    });
    expect(updated.json.data).toMatchObject({
      action: 'updated',
      page_key: 'contact-us',
      paths: ['pages/contact-us.json'],
    });
    expect(JSON.parse(await fileText('pages/contact-us.json')).slug).toBe('contact');

    const content = await write(emu, 'PATCH', `${sessionPath}/pages/${pageId}/contents/en`, {
      source_revision: updated.json.data.source_revision,
      values: { headline: 'Write to us' },
    });
    expect(content.json.data).toMatchObject({
      object: 'site_page_content_source_write',
      locale: 'en',
      page_id: pageId,
      path: 'content/contact-us/en.json',
    });

    const unsupported = await write(emu, 'PATCH', `${sessionPath}/pages/${pageId}/contents/fr`, {
      source_revision: content.json.data.source_revision,
      values: {},
    });
    expect(unsupported.status).toBe(422);
    expect(unsupported.json.error.details.errors[0]).toMatchObject({
      code: 'unsupported_locale',
      path: 'content/contact-us/fr.json',
    });

    const nav = await write(emu, 'PATCH', `${sessionPath}/navigation`, {
      source_revision: content.json.data.source_revision,
      menu_key: 'footer',
      items: [
        { label: 'Contact', page_id: pageId },
        { label: 'Shop', url: 'https://shop.test/' },
      ],
    });
    expect(nav.json.data).toMatchObject({
      object: 'site_navigation_source_write',
      menu_key: 'footer',
      path: 'navigation/footer.json',
    });
    expect(JSON.parse(await fileText('navigation/footer.json'))).toEqual({
      items: [
        { label: 'Contact', page: 'contact-us' },
        { label: 'Shop', url: 'https://shop.test/' },
      ],
    });

    // Deleting the page while the footer still links it is refused: the tree would be invalid.
    const refused = await write(emu, 'DELETE', `${sessionPath}/pages/${pageId}`, {
      source_revision: nav.json.data.source_revision,
    });
    expect(refused.status).toBe(422);
    expect(
      refused.json.error.details.errors.map((e: { code: string; path: string }) => [e.code, e.path]),
    ).toEqual([['unknown_page', 'navigation/footer.json']]);

    const navGone = await write(emu, 'PATCH', `${sessionPath}/navigation`, {
      source_revision: nav.json.data.source_revision,
      menu_key: 'footer',
      items: [{ label: 'Shop', url: 'https://shop.test/' }],
    });
    const deleted = await write(emu, 'DELETE', `${sessionPath}/pages/${pageId}`, {
      source_revision: navGone.json.data.source_revision,
    });
    expect(deleted.json.data).toMatchObject({
      action: 'deleted',
      deleted_count: 2,
      paths: ['content/contact-us/en.json', 'pages/contact-us.json'],
    });
  });

  it('serves live pages, contents and navigation with stable page ids after publishing', async () => {
    const session = sessionPath.split('/').pop();
    await write(emu, 'POST', `/v1/sites/${siteId}/publish-requests`, {
      session_id: session,
      source_revision: revision,
    });
    const pages = await read(emu, `/v1/sites/${siteId}/pages`);
    expect(pages.json.data).toMatchObject({
      object: 'list',
      has_more: false,
      url: `/v1/sites/${siteId}/pages`,
    });
    expect(pages.json.data.items.map((p: { key: string; slug: string }) => [p.key, p.slug])).toEqual([
      ['home', ''],
      ['about', 'about'],
    ]);
    const about = pages.json.data.items[1];
    expect(about).toMatchObject({
      object: 'site_page',
      name: 'About',
      seo: { title: 'About us' },
      is_published: true,
    });
    expect((await read(emu, `/v1/sites/${siteId}/pages/${about.id}`)).json.data).toEqual(about);

    const contents = await read(emu, `/v1/sites/${siteId}/pages/${about.id}/contents`);
    expect(contents.json.data.items.map((c: { locale: string }) => c.locale)).toEqual(['de', 'en']);
    const en = await read(emu, `/v1/sites/${siteId}/pages/${about.id}/contents/en`);
    expect(en.json.data).toEqual({
      object: 'site_page_content',
      page_id: about.id,
      locale: 'en',
      content: { headline: 'We <3 mountains', body: 'Since 1999.' },
    });
    expect((await read(emu, `/v1/sites/${siteId}/pages/${about.id}/contents/fr`)).status).toBe(404);

    const nav = await read(emu, `/v1/sites/${siteId}/navigation`);
    const home = pages.json.data.items[0];
    expect(nav.json.data).toEqual({
      object: 'site_navigation',
      items: [
        {
          object: 'site_navigation_item',
          menu_key: 'main',
          label: 'Home',
          page_id: home.id,
          is_published: true,
        },
        {
          object: 'site_navigation_item',
          menu_key: 'main',
          label: 'About',
          page_id: about.id,
          is_published: true,
        },
      ],
    });
  });
});
