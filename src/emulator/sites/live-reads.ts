/** Live reads: sites, pages, page contents and navigation of the live tree. */
import { ApiError } from '../http/route.js';
import type { SitesCore } from './core.js';
import { contentsOf, navigationOf, pagesOf, type PageSource } from './live-pages.js';
import { paginate } from '../http/paginate.js';
import type { SiteRecord } from './state.js';
import { siteView } from './views.js';

type Query = Readonly<Record<string, string | undefined>>;

export function listSites(core: SitesCore, query: Query): unknown {
  const page = paginate([...core.state.sites.values()], query, '/v1/sites');
  return { ...page, items: page.items.map(siteView) };
}

function pageView(core: SitesCore, site: SiteRecord, page: PageSource): Record<string, unknown> {
  const id = core.pageIdFor(site, page.key);
  const stamp = site.pages.get(page.key)!;
  const doc = page.doc;
  const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  // Fields the page file does not set are left out (never null).
  return {
    object: 'site_page',
    id,
    key: page.key,
    name: str(doc.name) ?? page.key,
    slug: str(doc.slug) ?? page.key,
    ...(str(doc.template_file) !== undefined && { template_file: str(doc.template_file) }),
    seo: typeof doc.seo === 'object' && doc.seo !== null ? doc.seo : {},
    is_published: doc.is_published !== false,
    is_in_menu: doc.is_in_menu === true,
    ...(Number.isInteger(doc.menu_order) && { menu_order: doc.menu_order }),
    requires_auth: doc.requires_auth === true,
    ...(str(doc.description) !== undefined && { description: str(doc.description) }),
    created_at: stamp.created_at,
    updated_at: stamp.updated_at,
  };
}

/** Live pages in creation order of their ids (oldest first). */
function livePages(core: SitesCore, site: SiteRecord): Record<string, unknown>[] {
  const views = pagesOf(site.liveTree).map((p) => pageView(core, site, p));
  const order = [...site.pages.keys()];
  return views.sort((a, b) => order.indexOf(a.key as string) - order.indexOf(b.key as string));
}

export function listPages(core: SitesCore, siteId: string, query: Query): unknown {
  const site = core.requireSite(siteId);
  return paginate(livePages(core, site), query, `/v1/sites/${site.id}/pages`, (p) => p.id as string);
}

function livePage(core: SitesCore, siteId: string, pageId: string): { site: SiteRecord; page: PageSource } {
  const site = core.requireSite(siteId);
  const key = core.pageKeyOf(site, pageId);
  const page = pagesOf(site.liveTree).find((p) => p.key === key);
  if (!page) throw new ApiError(404, 'NOT_FOUND', `page ${pageId} is not live on site ${siteId}`);
  return { site, page };
}

export function getPage(core: SitesCore, siteId: string, pageId: string): unknown {
  const { site, page } = livePage(core, siteId, pageId);
  return pageView(core, site, page);
}

export function listContents(core: SitesCore, siteId: string, pageId: string): unknown {
  const { site, page } = livePage(core, siteId, pageId);
  const items = [...contentsOf(site.liveTree, page.key)].map(([locale, content]) => ({
    object: 'site_page_content',
    page_id: pageId,
    locale,
    content,
  }));
  return { items, has_more: false };
}

export function getContent(core: SitesCore, siteId: string, pageId: string, locale: string): unknown {
  const { site, page } = livePage(core, siteId, pageId);
  const content = contentsOf(site.liveTree, page.key).get(locale);
  if (!content)
    throw new ApiError(404, 'NOT_FOUND', `page ${pageId} has no live content for locale "${locale}"`);
  return { object: 'site_page_content', page_id: pageId, locale, content };
}

export function getNavigation(core: SitesCore, siteId: string): unknown {
  const site = core.requireSite(siteId);
  const items = navigationOf(site.liveTree).map((item) => ({
    object: 'site_navigation_item',
    menu_key: item.menuKey,
    label: item.label,
    ...(item.page !== undefined ? { page_id: core.pageIdFor(site, item.page) } : {}),
    ...(item.url !== undefined ? { url: item.url } : {}),
    is_published: item.is_published,
  }));
  return { object: 'site_navigation', items };
}
