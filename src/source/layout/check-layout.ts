/**
 * Pure: the site source layout checked offline, as the platform's validation does (the rules of
 * docs/platform-contract.md §6): JSON syntax with line and column, required fields and their
 * types, unique page slugs, template and page references, supported locales, navigation targets.
 * The same tree gives the same issues, sorted by path, line and column.
 */
import { parseJsonDocument } from './json-document.js';
import { LayoutFile, LayoutIssues, type JsonObject, type LayoutIssue } from './layout-issues.js';
import { contentPath, layoutRoleOf, SITE_JSON } from './layout-paths.js';

/** Assets larger than this get a large_asset warning. */
export const LARGE_ASSET_BYTES = 2 * 1024 * 1024;

/** A slug: "" or "/" for the home page, else URL path segments of [A-Za-z0-9._~-] joined by "/". */
const SLUG = /^\/?([A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*)?$/;

export interface LayoutInput {
  /** Every file of the tree (path relative to the source folder) with its size in bytes. */
  readonly files: readonly { readonly path: string; readonly byteSize: number }[];
  /** The text of each layout JSON file; undefined when its bytes are not UTF-8 text. */
  readonly texts: ReadonlyMap<string, string | undefined>;
}

interface Parsed {
  readonly key: string;
  readonly file: LayoutFile;
}

export function checkSiteLayout(input: LayoutInput): LayoutIssue[] {
  const issues = new LayoutIssues();
  const paths = new Set(input.files.map((f) => f.path));
  const read = (path: string): LayoutFile | undefined => {
    const text = input.texts.get(path);
    if (text === undefined) {
      issues.add({ code: 'invalid_json', message: 'is not UTF-8 text', path });
      return undefined;
    }
    const doc = parseJsonDocument(text);
    if (!doc.ok) {
      issues.add({
        code: 'invalid_json',
        message: `invalid JSON: ${doc.message}`,
        path,
        line: doc.line,
        column: doc.column,
      });
      return undefined;
    }
    return new LayoutFile(path, doc, issues);
  };

  const pages: Parsed[] = [];
  const menus: Parsed[] = [];
  const contents: { key: string; locale: string; path: string; file: LayoutFile | undefined }[] = [];
  const pageKeys = new Set<string>();
  for (const { path, byteSize } of input.files) {
    const role = layoutRoleOf(path);
    if (role.kind === 'page') {
      pageKeys.add(role.key);
      const file = read(path);
      if (file) pages.push({ key: role.key, file });
    } else if (role.kind === 'content') {
      contents.push({ key: role.key, locale: role.locale, path, file: read(path) });
    } else if (role.kind === 'navigation') {
      const file = read(path);
      if (file) menus.push({ key: role.menuKey, file });
    } else if (role.kind === 'asset' && byteSize > LARGE_ASSET_BYTES) {
      issues.add({
        code: 'large_asset',
        message: `asset is ${byteSize} bytes, over the advised ${LARGE_ASSET_BYTES} bytes`,
        path,
      });
    } else if (role.kind === 'unexpected') {
      issues.add({
        code: 'unexpected_file',
        message:
          'file is outside the site layout (site.json, pages/<key>.json, content/<key>/<locale>.json, navigation/<menu>.json, templates/**, assets/**)',
        path,
      });
    }
  }
  const languages = checkSiteJson(
    paths.has(SITE_JSON) ? read(SITE_JSON) : undefined,
    paths.has(SITE_JSON),
    issues,
  );
  checkPages(pages, paths);
  checkContent(contents, pageKeys, languages, issues);
  checkNavigation(menus, pageKeys, issues);
  return issues.list();
}

/** site.json: `{name, default_language, supported_languages}`; the supported languages, when usable. */
function checkSiteJson(
  file: LayoutFile | undefined,
  present: boolean,
  issues: LayoutIssues,
): ReadonlySet<string> | undefined {
  if (!present) {
    issues.add({ code: 'missing_site_json', message: 'the source tree has no site.json', path: SITE_JSON });
    return undefined;
  }
  const root = file?.rootObject('site.json');
  if (!file || !root) return undefined;
  file.field([], root, 'name', 'non-empty string', true);
  const defaultLanguage = file.field<string>([], root, 'default_language', 'non-empty string', true);
  const supported = file.field<string[]>([], root, 'supported_languages', 'string array', true);
  if (supported && supported.length === 0)
    file.report('invalid_field', 'field "supported_languages" must list at least one language', [
      'supported_languages',
    ]);
  const languages = supported && supported.length > 0 ? new Set(supported) : undefined;
  if (languages && defaultLanguage !== undefined && !languages.has(defaultLanguage)) {
    file.report(
      'unsupported_default_language',
      `default_language "${defaultLanguage}" is not in supported_languages (${[...languages].join(', ')})`,
      ['default_language'],
    );
  }
  return languages;
}

const PAGE_FLAGS = [
  ['description', 'string'],
  ['icon', 'string'],
  ['page_type', 'string'],
  ['is_published', 'boolean'],
  ['is_in_menu', 'boolean'],
  ['is_enabled', 'boolean'],
  ['requires_auth', 'boolean'],
  ['menu_order', 'integer'],
] as const;

/** pages/<key>.json: fields, unique slugs (the second page is the one reported), existing template_file. */
function checkPages(pages: readonly Parsed[], paths: ReadonlySet<string>): void {
  const slugOwners = new Map<string, string>();
  for (const { key, file } of pages) {
    const root = file.rootObject(`page "${key}"`);
    if (!root) continue;
    file.field([], root, 'name', 'non-empty string', true);
    const slug = file.field<string>([], root, 'slug', 'string', true);
    if (slug !== undefined) checkSlug(file, key, slug, slugOwners);
    const template = file.field<string>([], root, 'template_file', 'non-empty string', true);
    if (template !== undefined && !paths.has(template))
      file.report('missing_template', `template_file "${template}" does not exist in the source tree`, [
        'template_file',
      ]);
    const seo = file.field<JsonObject>([], root, 'seo', 'object', false);
    if (seo) {
      file.field(['seo'], seo, 'title', 'string', false);
      file.field(['seo'], seo, 'description', 'string', false);
    }
    for (const [name, kind] of PAGE_FLAGS) file.field([], root, name, kind, false);
  }
}

function checkSlug(file: LayoutFile, key: string, slug: string, owners: Map<string, string>): void {
  if (!SLUG.test(slug)) {
    file.report(
      'invalid_field',
      `field "slug" must be URL path segments of letters, digits, ".", "_", "~" or "-" joined by "/" (got "${slug}")`,
      ['slug'],
    );
    return;
  }
  const normalized = slug.replace(/^\//, '');
  const owner = owners.get(normalized);
  if (owner !== undefined) {
    file.report('duplicate_slug', `slug "${slug}" is already used by page "${owner}"`, ['slug']);
    return;
  }
  owners.set(normalized, key);
}

/** content/<key>/<locale>.json: an object, for an existing page and a supported locale. */
function checkContent(
  contents: readonly { key: string; locale: string; path: string; file: LayoutFile | undefined }[],
  pageKeys: ReadonlySet<string>,
  languages: ReadonlySet<string> | undefined,
  issues: LayoutIssues,
): void {
  const localesByPage = new Map<string, Set<string>>();
  for (const { key, locale, path, file } of contents) {
    file?.rootObject(`content of page "${key}"`);
    if (!pageKeys.has(key))
      issues.add({
        code: 'unknown_page',
        message: `content for page "${key}", which has no pages/${key}.json`,
        path,
      });
    if (languages && !languages.has(locale)) {
      issues.add({
        code: 'unsupported_locale',
        message: `locale "${locale}" is not in supported_languages (${[...languages].join(', ')})`,
        path,
      });
    }
    if (pageKeys.has(key) && languages?.has(locale)) {
      const set = localesByPage.get(key) ?? new Set<string>();
      set.add(locale);
      localesByPage.set(key, set);
    }
  }
  if (!languages) return;
  for (const [key, present] of localesByPage) {
    for (const locale of languages) {
      if (present.has(locale)) continue;
      issues.add({
        code: 'missing_translation',
        message: `page "${key}" has content for ${[...present].sort().join(', ')} but not for ${locale}`,
        path: contentPath(key, locale),
      });
    }
  }
}

/** navigation/<menu>.json: `{items: [{label, page? | url?, is_published?}]}`, pages that exist. */
function checkNavigation(
  menus: readonly Parsed[],
  pageKeys: ReadonlySet<string>,
  issues: LayoutIssues,
): void {
  for (const { key: menuKey, file } of menus) {
    const root = file.rootObject(`menu "${menuKey}"`);
    if (!root) continue;
    const items = file.field<unknown[]>([], root, 'items', 'array', true);
    if (!items) continue;
    if (items.length === 0) {
      issues.add({
        code: 'empty_navigation',
        message: `menu "${menuKey}" has no items`,
        path: file.path,
        ...file.doc.positionOf(['items']),
        field: 'items',
      });
    }
    items.forEach((item, index) => {
      const at = ['items', index];
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        file.report('invalid_field', `navigation item ${index} must be a JSON object`, at);
        return;
      }
      const obj = item as JsonObject;
      file.field(at, obj, 'label', 'non-empty string', true);
      const page = file.field<string>(at, obj, 'page', 'non-empty string', false);
      file.field(at, obj, 'url', 'non-empty string', false);
      file.field(at, obj, 'is_published', 'boolean', false);
      const hasPage = Object.hasOwn(obj, 'page');
      const hasUrl = Object.hasOwn(obj, 'url');
      if (!hasPage && !hasUrl)
        file.report('missing_field', `navigation item ${index} needs "page" or "url"`, at);
      else if (hasPage && hasUrl)
        file.report('invalid_field', `navigation item ${index} has both "page" and "url"; keep one`, [
          ...at,
          'url',
        ]);
      if (page !== undefined && !pageKeys.has(page))
        file.report(
          'unknown_page',
          `navigation item refers to page "${page}", which has no pages/${page}.json`,
          [...at, 'page'],
        );
    });
  }
}
