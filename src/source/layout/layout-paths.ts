/** Where a path sits in the site source layout (docs/platform-contract.md §6, "Site source layout"). */

export type LayoutRole =
  | { readonly kind: 'site' }
  | { readonly kind: 'page'; readonly key: string }
  | { readonly kind: 'content'; readonly key: string; readonly locale: string }
  | { readonly kind: 'navigation'; readonly menuKey: string }
  | { readonly kind: 'template' }
  | { readonly kind: 'asset' }
  | { readonly kind: 'unexpected' };

export const SITE_JSON = 'site.json';

export const pagePath = (key: string) => `pages/${key}.json`;
export const contentPath = (key: string, locale: string) => `content/${key}/${locale}.json`;

function jsonStem(name: string): string | undefined {
  return name.endsWith('.json') && name.length > '.json'.length ? name.slice(0, -'.json'.length) : undefined;
}

export function layoutRoleOf(path: string): LayoutRole {
  const parts = path.split('/');
  const [top, second, third] = parts;
  if (parts.length === 1 && top === SITE_JSON) return { kind: 'site' };
  if (top === 'templates' && parts.length > 1) return { kind: 'template' };
  if (top === 'assets' && parts.length > 1) return { kind: 'asset' };
  const key = parts.length === 2 ? jsonStem(second!) : undefined;
  if (top === 'pages' && key) return { kind: 'page', key };
  if (top === 'navigation' && key) return { kind: 'navigation', menuKey: key };
  const locale = parts.length === 3 ? jsonStem(third!) : undefined;
  if (top === 'content' && locale) return { kind: 'content', key: second!, locale };
  return { kind: 'unexpected' };
}

/** Files whose JSON the layout checks read (templates and assets are only looked up or sized). */
export function isLayoutJson(path: string): boolean {
  const kind = layoutRoleOf(path).kind;
  return kind === 'site' || kind === 'page' || kind === 'content' || kind === 'navigation';
}
