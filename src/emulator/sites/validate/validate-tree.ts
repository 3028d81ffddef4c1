/**
 * Validation of a site source tree against the layout of docs/platform-contract.md §6. Pure: the
 * same tree always gives the same issues, sorted by path, line and column.
 */
import { sortedPaths, type SourceTree } from '../tree.js';
import { checkContent, type ContentFile } from './content.js';
import { IssueList, type TreeValidation } from './issues.js';
import { readJsonFile } from './json-file.js';
import { roleOf, SITE_JSON } from './layout.js';
import { checkNavigation, type NavigationFile } from './navigation.js';
import { checkPages, type PageFile } from './pages.js';
import { checkSiteJson } from './site-json.js';

/** Assets larger than this get a large_asset warning. */
export const LARGE_ASSET_BYTES = 2 * 1024 * 1024;

export function validateTree(tree: SourceTree): TreeValidation {
  const issues = new IssueList();
  const pages: PageFile[] = [];
  const contents: ContentFile[] = [];
  const menus: NavigationFile[] = [];
  const pageKeys = new Set<string>();

  for (const path of sortedPaths(tree)) {
    const bytes = tree.get(path)!;
    const role = roleOf(path);
    switch (role.kind) {
      case 'site':
        break;
      case 'page': {
        pageKeys.add(role.key);
        const file = readJsonFile(path, bytes, issues);
        if (file) pages.push({ key: role.key, file });
        break;
      }
      case 'content':
        contents.push({ key: role.key, locale: role.locale, path, file: readJsonFile(path, bytes, issues) });
        break;
      case 'navigation': {
        const file = readJsonFile(path, bytes, issues);
        if (file) menus.push({ menuKey: role.menuKey, file });
        break;
      }
      case 'template':
        break;
      case 'asset':
        if (bytes.length > LARGE_ASSET_BYTES) {
          issues.add({
            code: 'large_asset',
            message: `asset is ${bytes.length} bytes, over the advised ${LARGE_ASSET_BYTES} bytes`,
            path,
          });
        }
        break;
      case 'unexpected':
        issues.add({
          code: 'unexpected_file',
          message:
            'file is outside the site layout (site.json, pages/<key>.json, content/<key>/<locale>.json, navigation/<menu>.json, templates/**, assets/**)',
          path,
        });
        break;
    }
  }

  const siteBytes = tree.get(SITE_JSON);
  const siteFile = siteBytes ? readJsonFile(SITE_JSON, siteBytes, issues) : undefined;
  const settings = checkSiteJson(siteFile, siteBytes !== undefined, issues);
  checkPages(pages, tree);
  checkContent(contents, pageKeys, settings.supportedLanguages, issues);
  checkNavigation(menus, pageKeys, issues);
  return issues.result();
}
