import { describe, expect, it } from 'vitest';
import { renderPreview } from '../../../../src/emulator/sites/preview/render.js';
import type { SourceTree } from '../../../../src/emulator/sites/tree.js';

const tree = (files: Record<string, string>): SourceTree =>
  new Map(Object.entries(files).map(([p, c]) => [p, Buffer.from(c)]));

const base = {
  'site.json': JSON.stringify({
    name: 'Shop & Co',
    default_language: 'de',
    supported_languages: ['de', 'en'],
  }),
  'pages/about.json': JSON.stringify({ name: 'About', slug: 'about', template_file: 'templates/plain.html' }),
  'content/about/de.json': JSON.stringify({ intro: '<b>Hallo</b>', year: 1999 }),
  'content/about/en.json': JSON.stringify({ intro: 'Hello' }),
  'navigation/main.json': JSON.stringify({
    items: [
      { label: 'About', page: 'about' },
      { label: 'Evil', url: 'javascript:alert(1)' },
      { label: 'Hidden', url: 'https://x.test', is_published: false },
    ],
  }),
  'templates/plain.html': '<div>no placeholders here</div>',
};

describe('renderPreview', () => {
  it('uses the built-in layout when the template has no placeholder, escaping every value', () => {
    const page = renderPreview(tree(base), 'about', '/preview/t/');
    expect(page.status).toBe(200);
    expect(page.html).toBe(
      [
        '<!doctype html>',
        '<html lang="de"><head><meta charset="utf-8">',
        '<title>About · Shop &amp; Co</title>',
        '</head><body>',
        '<nav><ul><li><a href="/preview/t/about">About</a></li><li><a href="#">Evil</a></li></ul>' +
          '<ul class="languages"><li><a href="/preview/t/about" hreflang="de" aria-current="true">de</a></li>' +
          '<li><a href="/preview/t/en/about" hreflang="en">en</a></li></ul></nav>',
        '<main><h1>About</h1>',
        '<section data-key="intro">&lt;b&gt;Hallo&lt;/b&gt;</section>',
        '<section data-key="year">1999</section></main>',
        '</body></html>',
        '',
      ].join('\n'),
    );
  });

  it('fills {{title}}, {{nav}} and {{content.KEY}} placeholders of the template', () => {
    const files = {
      ...base,
      'templates/plain.html': '<title>{{ title }}</title>{{content.intro}}|{{content.missing}}|{{other}}',
      'pages/about.json': JSON.stringify({
        name: 'About',
        slug: 'about',
        template_file: 'templates/plain.html',
        seo: { title: 'Über uns' },
      }),
      'navigation/main.json': JSON.stringify({ items: [] }),
    };
    expect(renderPreview(tree(files), 'about', '/p/').html).toBe(
      '<title>Über uns · Shop &amp; Co</title>&lt;b&gt;Hallo&lt;/b&gt;||{{other}}',
    );
  });

  it('lists the pages at the root when no page has a home slug, and 404s an unknown slug', () => {
    const root = renderPreview(tree(base), '', '/p/');
    expect(root.status).toBe(200);
    expect(root.html).toContain('<h1>Shop &amp; Co</h1><ul><li><a href="/p/about">About</a></li></ul>');
    const missing = renderPreview(tree(base), 'nope', '/p/');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<h1>No page at /nope</h1>');
  });

  it('serves every supported language: a /en/ path prefix or ?locale=en, links keeping the language', () => {
    const byPath = renderPreview(tree(base), 'en/about', '/preview/t/');
    const byQuery = renderPreview(tree(base), 'about', '/preview/t/', { locale: 'en' });
    for (const page of [byPath, byQuery]) {
      expect(page.status).toBe(200);
      expect(page.html).toContain('<html lang="en">');
      expect(page.html).toContain('<section data-key="intro">Hello</section>');
      expect(page.html).not.toContain('Hallo');
      expect(page.html).toContain('<a href="/preview/t/en/about">About</a>');
      expect(page.html).toContain('hreflang="en" aria-current="true"');
    }
  });

  it('falls back to the default language’s content, marked, for a page not translated yet', () => {
    const files = {
      ...base,
      'site.json': JSON.stringify({
        name: 'S',
        default_language: 'de',
        supported_languages: ['de', 'en', 'fr'],
      }),
    };
    const page = renderPreview(tree(files), 'fr/about', '/p/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="fr">');
    expect(page.html).toContain('<div data-fallback="de">');
    expect(page.html).toContain('&lt;b&gt;Hallo&lt;/b&gt;');
  });

  it('refuses a ?locale= the site does not support (404), and a page slug wins over a language prefix', () => {
    const page = renderPreview(tree(base), 'about', '/p/', { locale: 'xx' });
    expect(page.status).toBe(404);
    expect(page.html).toContain('language &quot;xx&quot; is not supported by this site (supported: de, en)');
    const files = {
      ...base,
      'pages/en.json': JSON.stringify({
        name: 'English corner',
        slug: 'en',
        template_file: 'templates/plain.html',
      }),
    };
    expect(renderPreview(tree(files), 'en', '/p/').html).toContain('<h1>English corner</h1>');
  });

  it('points root-relative asset links of a template at the preview’s assets in every language', () => {
    const files = {
      ...base,
      'templates/plain.html': '<link href="/assets/site.css"><a href="/about">{{lang}}</a>{{languages}}',
    };
    const html = renderPreview(tree(files), 'en/about', '/p/').html;
    expect(html).toContain(
      '<link href="/p/assets/site.css"><a href="/p/en/about">en</a><ul class="languages">',
    );
  });
});
