import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { call, start } from './harness.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const j = (v: unknown) => JSON.stringify(v);
const files = {
  'site.json': j({ name: 'Shop', default_language: 'en', supported_languages: ['en'] }),
  'templates/page.html':
    '<html><head><title>{{title}}</title><link rel="stylesheet" href="/assets/site.css"></head>' +
    '<body><nav>{{nav}}</nav><img src="/assets/img/logo.png"><a href="//cdn.example/x">cdn</a>' +
    '<main>{{content.body}}</main><footer>{{nav.footer}}</footer></body></html>',
  'pages/home.json': j({ name: 'Home', slug: 'home', template_file: 'templates/page.html' }),
  'pages/about.json': j({ name: 'About', slug: 'about', template_file: 'templates/page.html' }),
  'content/home/en.json': j({ body: 'Welcome <b>friends</b>' }),
  'navigation/main.json': j({
    items: [
      { label: 'Home', page: 'home' },
      { label: 'About', page: 'about' },
    ],
  }),
  'navigation/footer.json': j({ items: [{ label: 'Imprint', url: 'https://example.com/imprint' }] }),
  'assets/site.css': 'body { color: #222 }',
  'assets/img/logo.png': { content: PNG.toString('base64'), encoding: 'base64' as const },
};

describe('preview pages as a browser loads them', () => {
  let emu: RunningEmulator;
  let base: string;
  beforeEach(async () => {
    emu = await start({ seed: { sites: [{ id: 'site_Prev00000000000000000', name: 'Shop', files }] } });
    const manifest = await call(emu, 'GET', '/v1/sites/site_Prev00000000000000000/source/manifest');
    const rev = (manifest.json as { data: { source_revision: string } }).data.source_revision;
    const session = await call(emu, 'POST', '/v1/sites/site_Prev00000000000000000/development-sessions', {
      idem: true,
      body: { source_revision: rev },
    });
    const id = (session.json as { data: { id: string } }).data.id;
    const preview = await call(
      emu,
      'POST',
      `/v1/sites/site_Prev00000000000000000/development-sessions/${id}/preview`,
      { idem: true },
    );
    base = (preview.json as { data: { preview_url: string } }).data.preview_url;
  });
  afterEach(() => emu.close());

  it('points the template’s root-relative links into the preview and keeps menus apart', async () => {
    const res = await fetch(base);
    const html = await res.text();
    const path = new URL(base).pathname;
    expect(html).toContain(`<link rel="stylesheet" href="${path}assets/site.css">`);
    expect(html).toContain(`<img src="${path}assets/img/logo.png">`);
    expect(html).toContain('<a href="//cdn.example/x">'); // protocol-relative links stay as written
    expect(html).toContain(
      `<nav><ul><li><a href="${path}home">Home</a></li><li><a href="${path}about">About</a></li></ul></nav>`,
    );
    expect(html).toContain(
      '<footer><ul><li><a href="https://example.com/imprint">Imprint</a></li></ul></footer>',
    );
    expect(html).toContain('<main>Welcome &lt;b&gt;friends&lt;/b&gt;</main>');
    expect(res.headers.get('content-security-policy')).toBe(
      "script-src 'none'; object-src 'none'; base-uri 'none'",
    );
  });

  it('serves the assets of the previewed tree with their types, byte for byte', async () => {
    const css = await fetch(`${base}assets/site.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toBe('body { color: #222 }');
    const png = await fetch(`${base}assets/img/logo.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await png.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${base}assets/missing.css`)).status).toBe(404);
    expect((await fetch(`${base}assets/..%2Fsite.json`)).status).toBe(404);
  });
});
