/**
 * The preview renderer (pure): one HTML page per pages/<key>.json of a tree.
 *
 * - title: the page's seo.title, else its name; the site name from site.json is appended;
 * - language: the first path segment when it is a supported language (`/fr/about`), else
 *   `?locale=fr`, else the default language; content in another language falls back to the
 *   default language's (marked `data-fallback`); links keep the language; `<html lang>` says it;
 * - content: the values of content/<key>/<language>.json, each as escaped text;
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
const PLACEHOLDER = /\{\{\s*(title|lang|languages|nav(?:\.[A-Za-z0-9_-]+)?|content\.[A-Za-z0-9_.-]+)\s*\}\}/g;

/** The language a preview request asks for, and the page path without its language segment. */
export interface PreviewLocale {
  readonly language: string | undefined;
  readonly slug: string;
  /** Where links of this language start: `<base>` for the default language, `<base>fr/` else. */
  readonly linkBase: string;
}

/**
 * `fr/about` → fr + about when fr is supported; `?locale=fr` → fr; otherwise the default language.
 * An unsupported `?locale=` is an error (404), not a silent fallback.
 */
export function previewLocale(
  tree: SourceTree,
  path: string,
  linkBase: string,
  query: string | undefined,
): PreviewLocale | { readonly error: string } {
  const settings = siteSettingsOf(tree);
  const supported = settings.supported_languages ?? [];
  const fallback = settings.default_language;
  const [first, ...rest] = normalizeSlug(path).split('/');
  const base = (language: string | undefined) =>
    language === undefined || language === fallback ? linkBase : `${linkBase}${language}/`;
  if (first !== undefined && first !== '' && supported.includes(first) && !isPageSlug(tree, path))
    return { language: first, slug: rest.join('/'), linkBase: base(first) };
  if (query !== undefined && query !== '') {
    if (!supported.includes(query))
      return {
        error: `language "${query}" is not supported by this site (supported: ${supported.join(', ') || 'none'})`,
      };
    return { language: query, slug: normalizeSlug(path), linkBase: base(query) };
  }
  return { language: fallback, slug: normalizeSlug(path), linkBase };
}

/** A page whose slug is exactly the path wins over a language prefix of the same name. */
function isPageSlug(tree: SourceTree, path: string): boolean {
  const wanted = normalizeSlug(path);
  return pagesOf(tree).some((p) => slugOf(p) === wanted);
}

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

function navHtml(tree: SourceTree, pages: readonly PageSource[], linkBase: string, languages = ''): string {
  return `<nav>${menuHtml(tree, pages, linkBase)}${languages}</nav>`;
}

/**
 * Root-relative links and sources of a template point into the preview: `/assets/…` to the
 * preview's assets, any other page link to the page in the language shown.
 */
function intoPreview(html: string, linkBase: string, rootBase: string): string {
  return html.replace(
    /\b(href|src)=(["'])\/(?!\/)(assets\/)?/gi,
    (_m, attr: string, quote: string, assets: string | undefined) =>
      `${attr}=${quote}${assets ? `${rootBase}${assets}` : linkBase}`,
  );
}

function layout(title: string, nav: string, body: string, language: string | undefined): string {
  return [
    '<!doctype html>',
    `<html${language ? ` lang="${escapeHtml(language)}"` : ''}><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title>`,
    '</head><body>',
    nav,
    `<main>${body}</main>`,
    '</body></html>',
    '',
  ].join('\n');
}

/** Links to this page in every supported language (none for a single-language site). */
function languagesHtml(
  tree: SourceTree,
  rootBase: string,
  slug: string,
  current: string | undefined,
): string {
  const settings = siteSettingsOf(tree);
  const supported = settings.supported_languages ?? [];
  if (supported.length < 2) return '';
  const links = supported.map((language) => {
    const base = language === settings.default_language ? rootBase : `${rootBase}${language}/`;
    const attrs = language === current ? ' aria-current="true"' : '';
    return `<li><a href="${escapeHtml(base + slug)}" hreflang="${escapeHtml(language)}"${attrs}>${escapeHtml(language)}</a></li>`;
  });
  return `<ul class="languages">${links.join('')}</ul>`;
}

export function renderPreview(
  tree: SourceTree,
  path: string,
  rootBase: string,
  options: { locale?: string } = {},
): RenderedPreview {
  const settings = siteSettingsOf(tree);
  const siteName = settings.name ?? 'Preview';
  const chosen = previewLocale(tree, path, rootBase, options.locale);
  const pages = pagesOf(tree);
  if ('error' in chosen) {
    return {
      status: 404,
      html: layout(
        `Not found · ${siteName}`,
        navHtml(tree, pages, rootBase),
        `<h1>${escapeHtml(chosen.error)}</h1>`,
        undefined,
      ),
    };
  }
  const { language, linkBase } = chosen;
  const languages = languagesHtml(tree, rootBase, chosen.slug, language);
  const nav = navHtml(tree, pages, linkBase, languages);
  const wanted = chosen.slug;
  const page =
    pages.find((p) => slugOf(p) === wanted) ??
    (wanted === '' ? pages.find((p) => HOME_SLUGS.has(slugOf(p))) : undefined);
  if (!page) {
    if (wanted !== '') {
      return {
        status: 404,
        html: layout(`Not found · ${siteName}`, nav, `<h1>No page at /${escapeHtml(wanted)}</h1>`, language),
      };
    }
    const list = pages
      .map(
        (p) =>
          `<li><a href="${escapeHtml(linkBase + slugOf(p))}">${escapeHtml(String(p.doc.name ?? p.key))}</a></li>`,
      )
      .join('');
    return {
      status: 200,
      html: layout(siteName, nav, `<h1>${escapeHtml(siteName)}</h1><ul>${list}</ul>`, language),
    };
  }
  const seo = (typeof page.doc.seo === 'object' && page.doc.seo !== null ? page.doc.seo : {}) as {
    title?: unknown;
  };
  const pageTitle = typeof seo.title === 'string' ? seo.title : String(page.doc.name ?? page.key);
  const title = `${pageTitle} · ${siteName}`;
  const contents = contentsOf(tree, page.key);
  const own = contents.get(language ?? '');
  // A page not translated yet shows the default language's content, marked as such.
  const fallback = own === undefined && language !== settings.default_language;
  const content = own ?? contents.get(settings.default_language ?? '') ?? {};
  const template = typeof page.doc.template_file === 'string' ? tree.get(page.doc.template_file) : undefined;
  const templateText = template?.toString('utf8');
  if (templateText !== undefined && new RegExp(PLACEHOLDER.source).test(templateText)) {
    const html = intoPreview(templateText, linkBase, rootBase).replace(PLACEHOLDER, (whole, name: string) => {
      if (name === 'title') return escapeHtml(title);
      if (name === 'lang') return escapeHtml(language ?? '');
      if (name === 'languages') return languages;
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
  const heading = `<h1>${escapeHtml(pageTitle)}</h1>`;
  const body = fallback
    ? `${heading}\n<div data-fallback="${escapeHtml(settings.default_language ?? '')}">\n${sections}\n</div>`
    : `${heading}\n${sections}`;
  return { status: 200, html: layout(title, nav, body, language) };
}
