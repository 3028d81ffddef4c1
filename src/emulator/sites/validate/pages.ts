import type { SourceTree } from '../tree.js';
import type { JsonFile, JsonObject } from './json-file.js';

/** A slug: "" or "/" for the home page, else URL path segments of [A-Za-z0-9._~-] joined by "/". */
const SLUG = /^\/?([A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*)?$/;

export function normalizeSlug(slug: string): string {
  return slug.replace(/^\//, '');
}

export interface PageFile {
  readonly key: string;
  readonly file: JsonFile;
}

const OPTIONAL_FIELDS = [
  ['description', 'string'],
  ['icon', 'string'],
  ['page_type', 'string'],
  ['is_published', 'boolean'],
  ['is_in_menu', 'boolean'],
  ['is_enabled', 'boolean'],
  ['requires_auth', 'boolean'],
  ['menu_order', 'integer'],
] as const;

/** Checks every pages/<key>.json (given in path order): fields, unique slugs, existing template_file. */
export function checkPages(pages: readonly PageFile[], tree: SourceTree): void {
  const slugOwners = new Map<string, string>();
  for (const { key, file } of pages) {
    const root = file.rootObject(`page "${key}"`);
    if (!root) continue;
    file.field([], root, 'name', 'non-empty string', true);
    const slug = file.field<string>([], root, 'slug', 'string', true);
    if (slug !== undefined) checkSlug(file, key, slug, slugOwners);
    const template = file.field<string>([], root, 'template_file', 'non-empty string', true);
    if (template !== undefined && !tree.has(template)) {
      file.report('missing_template', `template_file "${template}" does not exist in the source tree`, [
        'template_file',
      ]);
    }
    const seo = file.field<JsonObject>([], root, 'seo', 'object', false);
    if (seo) {
      file.field(['seo'], seo, 'title', 'string', false);
      file.field(['seo'], seo, 'description', 'string', false);
    }
    for (const [name, kind] of OPTIONAL_FIELDS) file.field([], root, name, kind, false);
  }
}

function checkSlug(file: JsonFile, key: string, slug: string, owners: Map<string, string>): void {
  if (!SLUG.test(slug)) {
    file.report(
      'invalid_field',
      `field "slug" must be URL path segments of letters, digits, ".", "_", "~" or "-" joined by "/" (got "${slug}")`,
      ['slug'],
    );
    return;
  }
  const normalized = normalizeSlug(slug);
  const owner = owners.get(normalized);
  if (owner !== undefined) {
    file.report('duplicate_slug', `slug "${slug}" is already used by page "${owner}"`, ['slug']);
    return;
  }
  owners.set(normalized, key);
}
