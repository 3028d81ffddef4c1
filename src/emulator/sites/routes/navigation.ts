import type { SitesCore } from '../core.js';
import { getNavigation } from '../live-reads.js';
import { writeNavigation, type NavigationBody } from '../page-writes.js';
import { param, SCHEMA, SESSION, SITE, type SitesRouteGroup } from './group.js';

export function navigationRoutes(core: SitesCore): SitesRouteGroup {
  return {
    name: 'site_navigation',
    routes: [
      {
        method: 'PATCH',
        path: `${SESSION}/navigation`,
        scope: 'site_navigation:write',
        idempotent: true,
        bodySchema: SCHEMA('navigation-update-body'),
        handler: (ctx) => ({
          data: writeNavigation(
            core,
            param(ctx.params, 'site_id'),
            param(ctx.params, 'session_id'),
            ctx.body as NavigationBody,
          ),
        }),
      },
      {
        method: 'GET',
        path: `${SITE}/navigation`,
        scope: 'site_navigation:read',
        idempotent: false,
        handler: (ctx) => ({ data: getNavigation(core, param(ctx.params, 'site_id')) }),
      },
    ],
  };
}
