import type { SitesCore } from '../core.js';
import { getContent, getPage, listContents, listPages } from '../live-reads.js';
import {
  createPage,
  deleteContent,
  deletePage,
  updatePage,
  writeContent,
  type ContentBody,
  type PageCreateBody,
  type PageUpdateBody,
} from '../page-writes.js';
import type { RouteContext } from '../../http/route.js';
import { param, SCHEMA, SESSION, SITE, type SitesRouteGroup } from './group.js';

const ids = (ctx: RouteContext) => ({
  siteId: param(ctx.params, 'site_id'),
  sessionId: param(ctx.params, 'session_id'),
  pageId: param(ctx.params, 'page_id'),
  locale: param(ctx.params, 'locale'),
});

export function pageRoutes(core: SitesCore): SitesRouteGroup {
  const site = (ctx: RouteContext): string => param(ctx.params, 'site_id');
  const session = (ctx: RouteContext): string => param(ctx.params, 'session_id');
  const page = (ctx: RouteContext): string => param(ctx.params, 'page_id');
  return {
    name: 'site_pages',
    routes: [
      {
        method: 'POST',
        path: `${SESSION}/pages`,
        scope: 'site_pages:write',
        idempotent: true,
        bodySchema: SCHEMA('page-create-body'),
        handler: (ctx) => ({ data: createPage(core, site(ctx), session(ctx), ctx.body as PageCreateBody) }),
      },
      {
        method: 'PATCH',
        path: `${SESSION}/pages/:page_id`,
        scope: 'site_pages:write',
        idempotent: true,
        bodySchema: SCHEMA('page-update-body'),
        handler: (ctx) => ({
          data: updatePage(core, site(ctx), session(ctx), page(ctx), ctx.body as PageUpdateBody),
        }),
      },
      {
        method: 'DELETE',
        path: `${SESSION}/pages/:page_id`,
        scope: 'site_pages:write',
        idempotent: true,
        bodySchema: SCHEMA('page-delete-body'),
        handler: (ctx) => ({
          data: deletePage(core, site(ctx), session(ctx), page(ctx), ctx.body as { source_revision: string }),
        }),
      },
      {
        method: 'PATCH',
        path: `${SESSION}/pages/:page_id/contents/:locale`,
        scope: 'site_pages:write',
        idempotent: true,
        bodySchema: SCHEMA('page-content-update-body'),
        handler: (ctx) => ({ data: writeContent(core, ids(ctx), ctx.body as ContentBody) }),
      },
      {
        method: 'DELETE',
        path: `${SESSION}/pages/:page_id/contents/:locale`,
        scope: 'site_pages:write',
        idempotent: true,
        bodySchema: SCHEMA('page-content-delete-body'),
        handler: (ctx) => ({ data: deleteContent(core, ids(ctx), ctx.body as { source_revision: string }) }),
      },
      {
        method: 'GET',
        path: `${SITE}/pages`,
        scope: 'site_pages:read',
        idempotent: false,
        handler: (ctx) => ({ data: listPages(core, site(ctx), ctx.query) }),
      },
      {
        method: 'GET',
        path: `${SITE}/pages/:page_id`,
        scope: 'site_pages:read',
        idempotent: false,
        handler: (ctx) => ({ data: getPage(core, site(ctx), page(ctx)) }),
      },
      {
        method: 'GET',
        path: `${SITE}/pages/:page_id/contents`,
        scope: 'site_pages:read',
        idempotent: false,
        handler: (ctx) => ({ data: listContents(core, site(ctx), page(ctx)) }),
      },
      {
        method: 'GET',
        path: `${SITE}/pages/:page_id/contents/:locale`,
        scope: 'site_pages:read',
        idempotent: false,
        handler: (ctx) => ({ data: getContent(core, site(ctx), page(ctx), param(ctx.params, 'locale')) }),
      },
    ],
  };
}
