import type { SitesCore } from '../core.js';
import { listSites } from '../live-reads.js';
import { siteView } from '../views.js';
import { param, SITE, type SitesRouteGroup } from './group.js';

export function siteRoutes(core: SitesCore): SitesRouteGroup {
  return {
    name: 'sites',
    routes: [
      {
        method: 'GET',
        path: '/v1/sites',
        scope: 'sites:read',
        idempotent: false,
        handler: (ctx) => ({ data: listSites(core, ctx.query) }),
      },
      {
        method: 'GET',
        path: SITE,
        scope: 'sites:read',
        idempotent: false,
        handler: (ctx) => ({ data: siteView(core.requireSite(param(ctx.params, 'site_id'))) }),
      },
    ],
  };
}
