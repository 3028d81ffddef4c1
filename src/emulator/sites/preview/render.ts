/**
 * The preview renderer (pure): one HTML page per pages/<key>.json of a tree.
 *
 * - title: the page's seo.title, else its name; the site name from site.json is appended;
 * - content: the values of content/<key>/<default_language>.json, each as escaped text;
 * - navigation: the published items of every menu, as links (page items link to the page's slug);
 * - template: when the page's template_file contains a placeholder — `{{title}}`, `{{nav}}` or
 *   `{{content.KEY}}` — the template is rendered with them substituted (values escaped); otherwise a
 *   built-in layout is used. Unknown placeholders are left as written.
 */
import { contentsOf, navigationOf, pagesOf, type PageSource } from '../live-pages.js';
import { siteSettingsOf } from '../sessions.js';
import type { SourceTree } from '../tree.js';
import { normalizeSlug } from '../validate/index.js';
import { escapeHtml, safeHref, valueText } from './html.js';

export interface RenderedPreview {
  readonly status: number;
  readonly html: string;
}

const HOME_SLUGS = new Set(['', 'index', 'home']);
const PLACEHOLDER = /\{\{\s*(title|nav(?:\.[A-Za-z0-9_-]+)?|content\.[A-Za-z0-9_.-]+)\s*\}\}/g;

function slugOf(page: PageSource): string {
  return normalizeSlug(typeof page.doc.slug === 'string' ? page.doc.slug : page.key);
}

/**
 * The published items of one menu (`main` for `{{nav}}`; every menu when there is no `main`), as a
 * `<ul>` of links; `{{nav.footer}}` renders the `footer` menu.
 */
function menuHtml(
  tree: SourceTree,
  pages: readonly PageSource[],
  linkBase: string,
  menuKey?: string,
): string {
  const slugs = new Map(pages.map((p) => [p.key, slugOf(p)]));
  const all = navigationOf(tree);
  const key = menuKey ?? (all.some((i) => i.menuKey === 'main') ? 'main' : undefined);
  const links = all
    .filter((item) => item.is_published && (key === undefined || item.menuKey === key))
    .map((item) => {
      const href =
        item.page !== undefined
          ? escapeHtml(linkBase + (slugs.get(item.page) ?? ''))
          : safeHref(item.url ?? '#');
      return `<li><a href="${href}">${escapeHtml(item.label)}</a></li>`;
    });
  return `<ul>${links.join('')}</ul>`;
}

function navHtml(tree: SourceTree, pages: readonly PageSource[], linkBase: string): string {
  return `<nav>${menuHtml(tree, pages, linkBase)}</nav>`;
}

/** Root-relative links and sources of a template (`/assets/site.css`) point into the preview. */
function intoPreview(html: string, linkBase: string): string {
  return html.replace(
    /\b(href|src)=(["'])\/(?!\/)/gi,
    (_m, attr: string, quote: string) => `${attr}=${quote}${linkBase}`,
  );
}

function layout(title: string, nav: string, body: string): string {
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    '</head><body>',
    nav,
    `<main>${body}</main>`,
    '</body></html>',
    '',
  ].join('\n');
}

export function renderPreview(tree: SourceTree, slug: string, linkBase: string): RenderedPreview {
  const settings = siteSettingsOf(tree);
  const siteName = settings.name ?? 'Preview';
  const pages = pagesOf(tree);
  const nav = navHtml(tree, pages, linkBase);
  const wanted = normalizeSlug(slug);
  const page =
    pages.find((p) => slugOf(p) === wanted) ??
    (wanted === '' ? pages.find((p) => HOME_SLUGS.has(slugOf(p))) : undefined);
  if (!page) {
    if (wanted !== '') {
      return {
        status: 404,
        html: layout(`Not found · ${siteName}`, nav, `<h1>No page at /${escapeHtml(wanted)}</h1>`),
      };
    }
    const list = pages
      .map(
        (p) =>
          `<li><a href="${escapeHtml(linkBase + slugOf(p))}">${escapeHtml(String(p.doc.name ?? p.key))}</a></li>`,
      )
      .join('');
    return { status: 200, html: layout(siteName, nav, `<h1>${escapeHtml(siteName)}</h1><ul>${list}</ul>`) };
  }
  const seo = (typeof page.doc.seo === 'object' && page.doc.seo !== null ? page.doc.seo : {}) as {
    title?: unknown;
  };
  const pageTitle = typeof seo.title === 'string' ? seo.title : String(page.doc.name ?? page.key);
  const title = `${pageTitle} · ${siteName}`;
  const content = contentsOf(tree, page.key).get(settings.default_language ?? '') ?? {};
  const template = typeof page.doc.template_file === 'string' ? tree.get(page.doc.template_file) : undefined;
  const templateText = template?.toString('utf8');
  if (templateText !== undefined && new RegExp(PLACEHOLDER.source).test(templateText)) {
    const html = intoPreview(templateText, linkBase).replace(PLACEHOLDER, (whole, name: string) => {
      if (name === 'title') return escapeHtml(title);
      if (name === 'nav') return menuHtml(tree, pages, linkBase);
      if (name.startsWith('nav.')) return menuHtml(tree, pages, linkBase, name.slice('nav.'.length));
      const key = name.slice('content.'.length);
      return Object.hasOwn(content, key) ? valueText(content[key]) : '';
    });
    return { status: 200, html };
  }
  const sections = Object.entries(content)
    .map(([key, value]) => `<section data-key="${escapeHtml(key)}">${valueText(value)}</section>`)
    .join('\n');
  return { status: 200, html: layout(title, nav, `<h1>${escapeHtml(pageTitle)}</h1>\n${sections}`) };
}
