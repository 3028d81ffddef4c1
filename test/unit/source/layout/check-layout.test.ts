/** The client's offline layout checks (pure), against the rules of docs/platform-contract.md §6. */
import { describe, expect, it } from 'vitest';
import { checkSiteLayout, parseJsonDocument } from '../../../../src/source/layout/index.js';

const SITE = JSON.stringify({ name: 'S', default_language: 'en', supported_languages: ['en', 'fr'] });

function check(files: Record<string, string | Buffer>) {
  const texts = new Map<string, string | undefined>();
  for (const [path, content] of Object.entries(files))
    texts.set(path, typeof content === 'string' ? content : undefined);
  return checkSiteLayout({
    files: Object.entries(files).map(([path, c]) => ({ path, byteSize: Buffer.byteLength(c) })),
    texts,
  });
}

const brief = (issues: ReturnType<typeof check>) =>
  issues.map(
    (i) =>
      `${i.severity} ${i.path}${i.line ? `:${i.line}:${i.column}` : ''} ${i.code}${i.field ? ` (${i.field})` : ''}`,
  );

describe('checkSiteLayout', () => {
  it('passes a valid tree', () => {
    expect(
      check({
        'site.json': SITE,
        'pages/home.json': JSON.stringify({ name: 'Home', slug: '', template_file: 'templates/p.html' }),
        'content/home/en.json': '{}',
        'content/home/fr.json': '{}',
        'navigation/main.json': JSON.stringify({
          items: [
            { label: 'Home', page: 'home' },
            { label: 'X', url: 'https://x' },
          ],
        }),
        'templates/p.html': '<p/>',
        'assets/a.css': '',
      }),
    ).toEqual([]);
  });

  it('JSON syntax errors at their line and column: ",,", a trailing comma, a comment, not UTF-8', () => {
    expect(
      brief(
        check({
          'site.json': SITE,
          'pages/a.json': '{\n  "name": "A",,\n}',
          'pages/b.json': '{"name": "B", "slug": "b", "template_file": "t",}',
          'pages/c.json': '// c\n{}',
          'pages/d.json': Buffer.from([0xff, 0xfe]),
        }),
      ),
    ).toEqual([
      'error pages/a.json:2:15 invalid_json',
      'error pages/b.json:1:49 invalid_json',
      'error pages/c.json:1:1 invalid_json',
      'error pages/d.json invalid_json',
    ]);
  });

  it('required fields and types, duplicate slugs, missing templates, locales, references', () => {
    expect(
      brief(
        check({
          'site.json': JSON.stringify({ name: 'S', default_language: 'de', supported_languages: ['en'] }),
          'pages/a.json': JSON.stringify({
            name: 'A',
            slug: 'same',
            template_file: 't.html',
            menu_order: 1.5,
          }),
          'pages/b.json': JSON.stringify({ name: '', slug: '/same', template_file: 't.html' }),
          'content/ghost/en.json': '{}',
          'content/a/xx.json': '[]',
          'navigation/main.json': JSON.stringify({
            items: [{ label: 'G', page: 'ghost' }, { label: 'Both', page: 'a', url: '/x' }, {}],
          }),
          'navigation/empty.json': '{"items": []}',
          'README.md': '',
          't.html': '',
        }),
      ),
    ).toEqual([
      'warning README.md unexpected_file',
      'error content/a/xx.json unsupported_locale',
      'error content/a/xx.json:1:1 invalid_field',
      'error content/ghost/en.json unknown_page',
      'warning navigation/empty.json:1:11 empty_navigation (items)',
      'error navigation/main.json:1:31 unknown_page (items[0].page)',
      'error navigation/main.json:1:73 invalid_field (items[1].url)',
      'error navigation/main.json:1:79 missing_field (items[2])',
      'error navigation/main.json:1:79 missing_field (items[2])',
      'error pages/a.json:1:65 invalid_field (menu_order)',
      'error pages/b.json:1:9 invalid_field (name)',
      'error pages/b.json:1:19 duplicate_slug (slug)',
      'error site.json:1:32 unsupported_default_language (default_language)',
      'warning t.html unexpected_file',
    ]);
  });

  it('a tree without site.json says so', () => {
    expect(brief(check({ 'templates/p.html': '' }))).toEqual(['error site.json missing_site_json']);
  });
});

describe('parseJsonDocument', () => {
  it('a member named __proto__ is data, not the prototype', () => {
    const doc = parseJsonDocument('{"__proto__": {"polluted": true}}');
    expect(doc.ok).toBe(true);
    const value = (doc as { value: Record<string, unknown> }).value;
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((value as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
