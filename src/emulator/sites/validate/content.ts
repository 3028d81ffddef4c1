import { contentPath } from './layout.js';
import type { IssueList } from './issues.js';
import type { JsonFile } from './json-file.js';

export interface ContentFile {
  readonly key: string;
  readonly locale: string;
  readonly path: string;
  readonly file: JsonFile | undefined;
}

/**
 * Checks content/<page_key>/<locale>.json: a JSON object, for an existing page and a supported locale.
 * Warns (missing_translation) when a page has content in some supported locales but not all.
 */
export function checkContent(
  contents: readonly ContentFile[],
  pageKeys: ReadonlySet<string>,
  languages: ReadonlySet<string> | undefined,
  issues: IssueList,
): void {
  const localesByPage = new Map<string, Set<string>>();
  for (const { key, locale, path, file } of contents) {
    file?.rootObject(`content of page "${key}"`);
    if (!pageKeys.has(key)) {
      issues.add({
        code: 'unknown_page',
        message: `content for page "${key}", which has no pages/${key}.json`,
        path,
      });
    }
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
