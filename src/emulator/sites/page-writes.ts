/**
 * The page, page content and navigation routes of a session: each builds the layout file(s) and
 * stages them like a source batch (docs/platform-contract.md §6 Sessions).
 */
import { ApiError } from '../http/route.js';
import type { SitesCore } from './core.js';
import { contentsOf, pageOf } from './live-pages.js';
import {
  navigationItems,
  pageDocument,
  pickPageFields,
  slugify,
  type NavigationItemInput,
  type PageFields,
} from './page-files.js';
import { sourcePathProblem } from './paths.js';
import { stageWrite } from './staging.js';
import type { SessionRecord, SiteRecord } from './state.js';
import { jsonBytes } from './tree.js';
import { contentPath, navigationPath, pagePath } from './validate/index.js';

interface Revisioned {
  readonly source_revision: string;
  readonly message?: string;
}

export interface PageCreateBody extends Revisioned, PageFields {
  readonly name: string;
  readonly key?: string;
  readonly template?: { readonly path?: string; readonly content: string };
}

export type PageUpdateBody = Revisioned & PageFields;

interface SessionPage {
  readonly site: SiteRecord;
  readonly session: SessionRecord;
  readonly key: string;
  readonly pageId: string;
}

/** The page of a session by id: 404 when the id is unknown or the session has no such page file. */
function sessionPage(core: SitesCore, siteId: string, sessionId: string, pageId: string): SessionPage {
  const session = core.requireSession(siteId, sessionId);
  const site = core.requireSite(siteId);
  const key = core.pageKeyOf(site, pageId);
  if (!session.tree.has(pagePath(key))) {
    throw new ApiError(
      404,
      'NOT_FOUND',
      `page ${pageId} (${pagePath(key)}) is not in development session ${sessionId}`,
    );
  }
  return { site, session, key, pageId };
}

function checkSegment(value: string, what: string): void {
  if (sourcePathProblem(value) !== undefined || value.includes('/') || value.endsWith('.json')) {
    throw new ApiError(422, 'VALIDATION_FAILED', `${what} "${value}" cannot be used as a file name`, {
      errors: [
        { code: 'invalid_field', message: `${what} "${value}" cannot be used as a file name`, field: what },
      ],
    });
  }
}

export function createPage(
  core: SitesCore,
  siteId: string,
  sessionId: string,
  body: PageCreateBody,
): unknown {
  const session = core.requireSession(siteId, sessionId);
  const site = core.requireSite(siteId);
  const key = body.key ?? slugify(body.slug ?? body.name);
  checkSegment(key, 'key');
  const path = pagePath(key);
  if (session.tree.has(path)) {
    throw new ApiError(409, 'DUPLICATE_PAGE_KEY', `page "${key}" already exists in the session (${path})`, {
      existing_id: core.pageIdFor(site, key),
    });
  }
  const files = new Map<string, Buffer>();
  const templatePath = body.template ? (body.template.path ?? `templates/${key}.html`) : undefined;
  if (body.template && templatePath) {
    const problem = sourcePathProblem(templatePath);
    if (problem) throw new ApiError(422, 'VALIDATION_FAILED', `template.path "${templatePath}" ${problem}`);
    files.set(templatePath, Buffer.from(body.template.content, 'utf8'));
  }
  const fields: PageFields = {
    slug: key,
    template_file: templatePath ?? 'templates/page.html',
    ...pickPageFields(body as unknown as Record<string, unknown>),
  };
  files.set(path, jsonBytes(pageDocument({}, fields)));
  const staged = stageWrite(core, session, body.source_revision, { files, deletePaths: [] });
  return {
    object: 'site_page_source_write',
    ...staged,
    action: 'created',
    page_key: key,
    paths: [...files.keys()].sort(),
  };
}

export function updatePage(
  core: SitesCore,
  siteId: string,
  sessionId: string,
  pageId: string,
  body: PageUpdateBody,
): unknown {
  const { session, key } = sessionPage(core, siteId, sessionId, pageId);
  const existing = pageOf(session.tree, key)?.doc ?? {};
  const path = pagePath(key);
  const files = new Map([
    [path, jsonBytes(pageDocument(existing, pickPageFields(body as unknown as Record<string, unknown>)))],
  ]);
  const staged = stageWrite(core, session, body.source_revision, { files, deletePaths: [] });
  return {
    object: 'site_page_source_write',
    ...staged,
    action: 'updated',
    page_key: key,
    paths: [path],
  };
}

export function deletePage(
  core: SitesCore,
  siteId: string,
  sessionId: string,
  pageId: string,
  body: Revisioned,
): unknown {
  const { session, key } = sessionPage(core, siteId, sessionId, pageId);
  const paths = [
    pagePath(key),
    ...[...contentsOf(session.tree, key).keys()].map((locale) => contentPath(key, locale)),
  ];
  const staged = stageWrite(core, session, body.source_revision, { files: new Map(), deletePaths: paths });
  return {
    object: 'site_page_source_write',
    ...staged,
    action: 'deleted',
    page_key: key,
    paths: paths.sort(),
  };
}

export interface ContentBody extends Revisioned {
  readonly values?: Record<string, unknown>;
}

export function writeContent(
  core: SitesCore,
  ids: { siteId: string; sessionId: string; pageId: string; locale: string },
  body: ContentBody,
): unknown {
  const { session, key } = sessionPage(core, ids.siteId, ids.sessionId, ids.pageId);
  checkSegment(ids.locale, 'locale');
  const path = contentPath(key, ids.locale);
  const files = new Map([[path, jsonBytes(body.values ?? {})]]);
  const staged = stageWrite(core, session, body.source_revision, { files, deletePaths: [] });
  return {
    object: 'site_page_content_source_write',
    ...staged,
    locale: ids.locale,
    page_id: ids.pageId,
    path,
  };
}

export function deleteContent(
  core: SitesCore,
  ids: { siteId: string; sessionId: string; pageId: string; locale: string },
  body: Revisioned,
): unknown {
  const { session, key } = sessionPage(core, ids.siteId, ids.sessionId, ids.pageId);
  const path = contentPath(key, ids.locale);
  if (!session.tree.has(path)) {
    throw new ApiError(
      404,
      'NOT_FOUND',
      `page ${ids.pageId} has no content for locale "${ids.locale}" (${path})`,
    );
  }
  const staged = stageWrite(core, session, body.source_revision, { files: new Map(), deletePaths: [path] });
  return {
    object: 'site_page_content_source_write',
    ...staged,
    locale: ids.locale,
    page_id: ids.pageId,
    path,
  };
}

export interface NavigationBody extends Revisioned {
  readonly menu_key?: string;
  readonly items?: readonly NavigationItemInput[];
}

export const DEFAULT_MENU_KEY = 'main';

export function writeNavigation(
  core: SitesCore,
  siteId: string,
  sessionId: string,
  body: NavigationBody,
): unknown {
  const session = core.requireSession(siteId, sessionId);
  const site = core.requireSite(siteId);
  const menuKey = body.menu_key ?? DEFAULT_MENU_KEY;
  const path = navigationPath(menuKey);
  let items: unknown[];
  if (body.items) {
    items = navigationItems(body.items, (pageId) => {
      try {
        return core.pageKeyOf(site, pageId);
      } catch {
        throw new ApiError(
          422,
          'VALIDATION_FAILED',
          `navigation item refers to page ${pageId}, which does not exist`,
          {
            errors: [{ code: 'unknown_page', message: `page ${pageId} does not exist`, field: '/items' }],
          },
        );
      }
    });
  } else {
    const current = session.tree.get(path);
    items = current ? ((JSON.parse(current.toString('utf8')) as { items?: unknown[] }).items ?? []) : [];
  }
  const files = new Map([[path, jsonBytes({ items })]]);
  const staged = stageWrite(core, session, body.source_revision, { files, deletePaths: [] });
  return { object: 'site_navigation_source_write', ...staged, menu_key: menuKey, path };
}
