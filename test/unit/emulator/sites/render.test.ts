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
        '<html><head><meta charset="utf-8">',
        '<title>About · Shop &amp; Co</title>',
        '</head><body>',
        '<nav><ul><li><a href="/preview/t/about">About</a></li><li><a href="#">Evil</a></li></ul></nav>',
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
});
