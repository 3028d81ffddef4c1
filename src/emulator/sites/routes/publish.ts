import type { SitesCore } from '../core.js';
import { servePreview, servePreviewAsset } from '../preview/previews.js';
import {
  createPublishRequest,
  publishStatus,
  requirePublishRequest,
  type PublishRequestBody,
} from '../publish.js';
import { publishRequestView } from '../views.js';
import { param, SCHEMA, SITE, type SitesRouteGroup } from './group.js';

export function publishRoutes(core: SitesCore): SitesRouteGroup {
  return {
    name: 'site_publish',
    routes: [
      {
        method: 'POST',
        path: `${SITE}/publish-requests`,
        scope: 'site_publish:write',
        idempotent: true,
        bodySchema: SCHEMA('publish-request-body'),
        handler: (ctx) => ({
          data: createPublishRequest(core, param(ctx.params, 'site_id'), ctx.body as PublishRequestBody),
        }),
      },
      {
        method: 'GET',
        path: `${SITE}/publish-requests/:request_id`,
        scope: 'site_publish:read',
        idempotent: false,
        handler: (ctx) => ({
          data: publishRequestView(
            requirePublishRequest(core, param(ctx.params, 'request_id'), param(ctx.params, 'site_id')),
          ),
        }),
      },
      {
        method: 'GET',
        path: `${SITE}/publish-status`,
        scope: 'site_publish:read',
        idempotent: false,
        handler: (ctx) => ({ data: publishStatus(core, param(ctx.params, 'site_id')) }),
      },
    ],
  };
}

export function previewPageRoutes(core: SitesCore): SitesRouteGroup {
  return {
    name: 'site_preview_pages',
    routes: [
      {
        method: 'GET',
        path: '/preview/:token/',
        scope: null,
        idempotent: false,
        public: true,
        handler: (ctx) => servePreview(core, param(ctx.params, 'token'), '', ctx.query['locale']),
      },
      {
        method: 'GET',
        path: '/preview/:token/assets/*path',
        scope: null,
        idempotent: false,
        public: true,
        handler: (ctx) => servePreviewAsset(core, param(ctx.params, 'token'), param(ctx.params, 'path')),
      },
      {
        method: 'GET',
        path: '/preview/:token/*path',
        scope: null,
        idempotent: false,
        public: true,
        handler: (ctx) =>
          servePreview(core, param(ctx.params, 'token'), param(ctx.params, 'path'), ctx.query['locale']),
      },
    ],
  };
}
