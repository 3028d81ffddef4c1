/** Pages, page contents and navigation as read from a source tree (the live reads of §6). */
import { comparePaths, type SourceTree } from './tree.js';
import { roleOf } from './validate/index.js';

export interface PageSource {
  readonly key: string;
  readonly path: string;
  readonly doc: Record<string, unknown>;
}

function parseObject(bytes: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Every readable pages/<key>.json, sorted by path. */
export function pagesOf(tree: SourceTree): PageSource[] {
  const out: PageSource[] = [];
  for (const [path, bytes] of tree) {
    const role = roleOf(path);
    if (role.kind !== 'page') continue;
    const doc = parseObject(bytes);
    if (doc) out.push({ key: role.key, path, doc });
  }
  return out.sort((a, b) => comparePaths(a.path, b.path));
}

export function pageOf(tree: SourceTree, key: string): PageSource | undefined {
  return pagesOf(tree).find((p) => p.key === key);
}

/** locale → content object of a page, locales sorted. */
export function contentsOf(tree: SourceTree, key: string): Map<string, Record<string, unknown>> {
  const found: [string, Record<string, unknown>][] = [];
  for (const [path, bytes] of tree) {
    const role = roleOf(path);
    if (role.kind !== 'content' || role.key !== key) continue;
    const doc = parseObject(bytes);
    if (doc) found.push([role.locale, doc]);
  }
  return new Map(found.sort(([a], [b]) => comparePaths(a, b)));
}

export interface MenuItem {
  readonly menuKey: string;
  readonly label: string;
  readonly page?: string;
  readonly url?: string;
  readonly is_published: boolean;
}

/** Items of every navigation/<menu>.json, menus sorted by key, items in file order. */
export function navigationOf(tree: SourceTree): MenuItem[] {
  const menus: { menuKey: string; doc: Record<string, unknown> }[] = [];
  for (const [path, bytes] of tree) {
    const role = roleOf(path);
    if (role.kind !== 'navigation') continue;
    const doc = parseObject(bytes);
    if (doc) menus.push({ menuKey: role.menuKey, doc });
  }
  menus.sort((a, b) => comparePaths(a.menuKey, b.menuKey));
  const out: MenuItem[] = [];
  for (const { menuKey, doc } of menus) {
    const items = Array.isArray(doc.items) ? doc.items : [];
    for (const raw of items) {
      if (typeof raw !== 'object' || raw === null) continue;
      const item = raw as Record<string, unknown>;
      out.push({
        menuKey,
        label: typeof item.label === 'string' ? item.label : '',
        ...(typeof item.page === 'string' ? { page: item.page } : {}),
        ...(typeof item.url === 'string' ? { url: item.url } : {}),
        is_published: item.is_published !== false,
      });
    }
  }
  return out;
}
