import { describe, expect, it } from 'vitest';
import type { SourceTree } from '../../../../src/emulator/sites/tree.js';
import { LARGE_ASSET_BYTES, validateTree } from '../../../../src/emulator/sites/validate/index.js';

const SITE = '{\n  "name": "Shop",\n  "default_language": "en",\n  "supported_languages": ["en", "de"]\n}\n';
const HOME = '{\n  "name": "Home",\n  "slug": "",\n  "template_file": "templates/page.html"\n}\n';
const ABOUT = '{\n  "name": "About",\n  "slug": "about",\n  "template_file": "templates/page.html"\n}\n';

function tree(files: Record<string, string | Buffer>): SourceTree {
  return new Map(Object.entries(files).map(([p, c]) => [p, typeof c === 'string' ? Buffer.from(c) : c]));
}

const valid = {
  'site.json': SITE,
  'pages/home.json': HOME,
  'pages/about.json': ABOUT,
  'content/home/en.json': '{"title": "Hi"}',
  'content/home/de.json': '{"title": "Hallo"}',
  'navigation/main.json':
    '{"items": [{"label": "About", "page": "about"}, {"label": "Blog", "url": "https://x.test"}]}',
  'templates/page.html': '<h1>{{title}}</h1>',
  'assets/logo.png': Buffer.from([0x89, 0x50, 0, 1]),
};

describe('validateTree', () => {
  it('accepts a complete tree with no issues', () => {
    expect(validateTree(tree(valid))).toEqual({ valid: true, errors: [], warnings: [] });
  });

  it('invalid_json: with the line and column of the parse error', () => {
    const result = validateTree(
      tree({ ...valid, 'pages/about.json': '{\n  "name": "About",\n  "slug": about\n}' }),
    );
    expect(result.errors).toEqual([
      {
        code: 'invalid_json',
        severity: 'error',
        message: 'invalid JSON: unexpected character "a", expected a value',
        path: 'pages/about.json',
        line: 3,
        column: 11,
      },
    ]);
  });

  it('invalid_json: a JSON file that is not UTF-8', () => {
    const result = validateTree(tree({ ...valid, 'content/home/de.json': Buffer.from([0xff, 0xfe]) }));
    expect(result.errors).toEqual([
      { code: 'invalid_json', severity: 'error', message: 'is not UTF-8 text', path: 'content/home/de.json' },
    ]);
  });

  it('missing_site_json', () => {
    const { 'site.json': _omit, ...rest } = valid;
    const result = validateTree(tree(rest));
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      {
        code: 'missing_site_json',
        severity: 'error',
        message: 'the source tree has no site.json',
        path: 'site.json',
      },
    ]);
  });

  it('missing_field at the object, invalid_field at the value', () => {
    const page =
      '{\n  "name": "About",\n  "slug": 7,\n  "template_file": "templates/page.html",\n  "menu_order": 1.5\n}';
    const site = '{\n  "default_language": "en",\n  "supported_languages": ["en", "de"]\n}';
    const result = validateTree(tree({ ...valid, 'site.json': site, 'pages/about.json': page }));
    expect(result.errors).toEqual([
      {
        code: 'invalid_field',
        severity: 'error',
        message: 'field "slug" must be a string',
        path: 'pages/about.json',
        line: 3,
        column: 11,
        field: 'slug',
      },
      {
        code: 'invalid_field',
        severity: 'error',
        message: 'field "menu_order" must be an integer',
        path: 'pages/about.json',
        line: 5,
        column: 17,
        field: 'menu_order',
      },
      {
        code: 'missing_field',
        severity: 'error',
        message: 'missing required field "name"',
        path: 'site.json',
        line: 1,
        column: 1,
      },
    ]);
  });

  it('unsupported_default_language on the default_language value', () => {
    const site =
      '{\n  "name": "Shop",\n  "default_language": "fr",\n  "supported_languages": ["en", "de"]\n}';
    const result = validateTree(tree({ ...valid, 'site.json': site }));
    expect(result.errors).toEqual([
      {
        code: 'unsupported_default_language',
        severity: 'error',
        message: 'default_language "fr" is not in supported_languages (en, de)',
        path: 'site.json',
        line: 3,
        column: 23,
        field: 'default_language',
      },
    ]);
  });

  it('duplicate_slug on the second page in path order', () => {
    const result = validateTree(tree({ ...valid, 'pages/zeta.json': ABOUT.replace('About', 'Zeta') }));
    expect(result.errors).toEqual([
      {
        code: 'duplicate_slug',
        severity: 'error',
        message: 'slug "about" is already used by page "about"',
        path: 'pages/zeta.json',
        line: 3,
        column: 11,
        field: 'slug',
      },
    ]);
  });

  it('missing_template on the template_file value', () => {
    const result = validateTree(
      tree({ ...valid, 'pages/about.json': ABOUT.replace('page.html', 'nope.html') }),
    );
    expect(result.errors).toEqual([
      {
        code: 'missing_template',
        severity: 'error',
        message: 'template_file "templates/nope.html" does not exist in the source tree',
        path: 'pages/about.json',
        line: 4,
        column: 20,
        field: 'template_file',
      },
    ]);
  });

  it('unknown_page for content and for navigation items', () => {
    const nav = '{"items": [\n  {"label": "Gone", "page": "gone"}\n]}';
    const result = validateTree(
      tree({ ...valid, 'content/gone/en.json': '{}', 'navigation/main.json': nav }),
    );
    expect(result.errors).toEqual([
      {
        code: 'unknown_page',
        severity: 'error',
        message: 'content for page "gone", which has no pages/gone.json',
        path: 'content/gone/en.json',
      },
      {
        code: 'unknown_page',
        severity: 'error',
        message: 'navigation item refers to page "gone", which has no pages/gone.json',
        path: 'navigation/main.json',
        line: 2,
        column: 29,
        field: 'items[0].page',
      },
    ]);
  });

  it('unsupported_locale', () => {
    const result = validateTree(tree({ ...valid, 'content/about/fr.json': '{}' }));
    expect(result.errors).toEqual([
      {
        code: 'unsupported_locale',
        severity: 'error',
        message: 'locale "fr" is not in supported_languages (en, de)',
        path: 'content/about/fr.json',
      },
    ]);
  });

  it('navigation items need exactly one of page and url', () => {
    const nav = '{"items": [\n  {"label": "A"},\n  {"label": "B", "page": "about", "url": "/b"}\n]}';
    const result = validateTree(tree({ ...valid, 'navigation/main.json': nav }));
    expect(result.errors.map((i) => [i.code, i.line, i.column, i.field, i.message])).toEqual([
      ['missing_field', 2, 3, 'items[0]', 'navigation item 0 needs "page" or "url"'],
      ['invalid_field', 3, 42, 'items[1].url', 'navigation item 1 has both "page" and "url"; keep one'],
    ]);
  });

  it('warnings never make the tree invalid: unexpected_file, missing_translation, empty_navigation, large_asset', () => {
    const result = validateTree(
      tree({
        ...valid,
        'README.md': '# hi',
        'content/about/en.json': '{}',
        'navigation/footer.json': '{\n  "items": []\n}',
        'assets/big.bin': Buffer.alloc(LARGE_ASSET_BYTES + 1),
      }),
    );
    expect(result.valid).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((w) => [w.code, w.path, w.line, w.column])).toEqual([
      ['unexpected_file', 'README.md', undefined, undefined],
      ['large_asset', 'assets/big.bin', undefined, undefined],
      ['missing_translation', 'content/about/de.json', undefined, undefined],
      ['empty_navigation', 'navigation/footer.json', 2, 12],
    ]);
    expect(result.warnings[2]!.message).toBe('page "about" has content for en but not for de');
  });
});
