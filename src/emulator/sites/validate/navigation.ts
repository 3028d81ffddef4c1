import type { IssueList } from './issues.js';
import { isObject, type JsonFile, type JsonObject } from './json-file.js';

export interface NavigationFile {
  readonly menuKey: string;
  readonly file: JsonFile;
}

/** Checks navigation/<menu_key>.json: `{items: [{label, page? | url?, is_published?}]}`. */
export function checkNavigation(
  menus: readonly NavigationFile[],
  pageKeys: ReadonlySet<string>,
  issues: IssueList,
): void {
  for (const { menuKey, file } of menus) {
    const root = file.rootObject(`menu "${menuKey}"`);
    if (!root) continue;
    const items = file.field<unknown[]>([], root, 'items', 'array', true);
    if (!items) continue;
    if (items.length === 0) {
      issues.add({
        code: 'empty_navigation',
        message: `menu "${menuKey}" has no items`,
        path: file.path,
        ...file.position(['items']),
        field: 'items',
      });
    }
    items.forEach((item, index) => checkItem(file, ['items', index], item, pageKeys));
  }
}

function checkItem(
  file: JsonFile,
  at: (string | number)[],
  item: unknown,
  pageKeys: ReadonlySet<string>,
): void {
  if (!isObject(item)) {
    file.report('invalid_field', `navigation item ${at[1]} must be a JSON object`, at);
    return;
  }
  const obj: JsonObject = item;
  file.field(at, obj, 'label', 'non-empty string', true);
  const page = file.field<string>(at, obj, 'page', 'non-empty string', false);
  file.field(at, obj, 'url', 'non-empty string', false);
  file.field(at, obj, 'is_published', 'boolean', false);
  const hasPage = Object.hasOwn(obj, 'page');
  const hasUrl = Object.hasOwn(obj, 'url');
  if (!hasPage && !hasUrl) {
    file.report('missing_field', `navigation item ${at[1]} needs "page" or "url"`, at);
  } else if (hasPage && hasUrl) {
    file.report('invalid_field', `navigation item ${at[1]} has both "page" and "url"; keep one`, [
      ...at,
      'url',
    ]);
  }
  if (page !== undefined && !pageKeys.has(page)) {
    file.report('unknown_page', `navigation item refers to page "${page}", which has no pages/${page}.json`, [
      ...at,
      'page',
    ]);
  }
}
