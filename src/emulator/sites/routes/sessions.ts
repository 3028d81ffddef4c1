import type { SitesCore } from '../core.js';
import { createPreview } from '../preview/previews.js';
import {
  createLiveSession,
  createSourceSession,
  type LiveSessionBody,
  type SourceSessionBody,
} from '../sessions.js';
import { stageWrite } from '../staging.js';
import { sessionView } from '../views.js';
import { patchFromWriteBody, type SourceWriteBody } from '../write-body.js';
import { param, SCHEMA, SESSION, SITE, type SitesRouteGroup } from './group.js';

interface BatchBody extends SourceWriteBody {
  readonly source_revision: string;
  readonly message?: string;
}

export function sessionRoutes(core: SitesCore): SitesRouteGroup {
  return {
    name: 'site_development_sessions',
    routes: [
      {
        method: 'POST',
        path: '/v1/sites/development-sessions',
        scope: 'site_drafts:write',
        idempotent: true,
        bodySchema: SCHEMA('session-create-source-body'),
        handler: (ctx) => ({ data: createSourceSession(core, ctx.body as SourceSessionBody) }),
      },
      {
        method: 'POST',
        path: `${SITE}/development-sessions`,
        scope: 'site_drafts:write',
        idempotent: true,
        bodySchema: SCHEMA('session-create-live-body'),
        handler: (ctx) => ({
          data: createLiveSession(core, param(ctx.params, 'site_id'), ctx.body as LiveSessionBody),
        }),
      },
      {
        // Emulator extension: read a session back (its current revision, expiry and preview link).
        method: 'GET',
        path: SESSION,
        scope: 'sites:read',
        idempotent: false,
        handler: (ctx) => ({
          data: sessionView(
            core.requireSession(param(ctx.params, 'site_id'), param(ctx.params, 'session_id')),
          ),
        }),
      },
      {
        method: 'PATCH',
        path: `${SESSION}/source:batch`,
        scope: 'site_theme_files:write',
        idempotent: true,
        bodySchema: SCHEMA('source-batch-body'),
        handler: (ctx) => {
          const body = ctx.body as BatchBody;
          const session = core.requireSession(param(ctx.params, 'site_id'), param(ctx.params, 'session_id'));
          const patch = patchFromWriteBody(body);
          return {
            data: {
              object: 'site_source_batch_write',
              ...stageWrite(core, session, body.source_revision, patch),
            },
          };
        },
      },
      {
        method: 'POST',
        path: `${SESSION}/preview`,
        scope: 'site_drafts:write',
        idempotent: true,
        handler: (ctx) => ({
          data: createPreview(
            core,
            param(ctx.params, 'site_id'),
            param(ctx.params, 'session_id'),
            ctx.baseUrl,
          ),
        }),
      },
    ],
  };
}
