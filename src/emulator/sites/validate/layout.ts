/** Where a path sits in the site source layout (docs/platform-contract.md §6, layout table). */

export type LayoutRole =
  | { readonly kind: 'site' }
  | { readonly kind: 'page'; readonly key: string }
  | { readonly kind: 'content'; readonly key: string; readonly locale: string }
  | { readonly kind: 'navigation'; readonly menuKey: string }
  | { readonly kind: 'template' }
  | { readonly kind: 'asset' }
  | { readonly kind: 'unexpected' };

export const SITE_JSON = 'site.json';

export function pagePath(key: string): string {
  return `pages/${key}.json`;
}

export function contentPath(key: string, locale: string): string {
  return `content/${key}/${locale}.json`;
}

export function navigationPath(menuKey: string): string {
  return `navigation/${menuKey}.json`;
}

function jsonStem(name: string): string | undefined {
  return name.endsWith('.json') && name.length > '.json'.length ? name.slice(0, -'.json'.length) : undefined;
}

export function roleOf(path: string): LayoutRole {
  const parts = path.split('/');
  const [top, second, third] = parts;
  if (parts.length === 1 && top === SITE_JSON) return { kind: 'site' };
  if (top === 'templates' && parts.length > 1) return { kind: 'template' };
  if (top === 'assets' && parts.length > 1) return { kind: 'asset' };
  if (top === 'pages' && parts.length === 2) {
    const key = jsonStem(second!);
    if (key) return { kind: 'page', key };
  }
  if (top === 'content' && parts.length === 3) {
    const locale = jsonStem(third!);
    if (locale) return { kind: 'content', key: second!, locale };
  }
  if (top === 'navigation' && parts.length === 2) {
    const menuKey = jsonStem(second!);
    if (menuKey) return { kind: 'navigation', menuKey };
  }
  return { kind: 'unexpected' };
}
