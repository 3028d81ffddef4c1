import type { SitesCore } from '../core.js';
import { archive, diff, fileList, manifest, sourceFile, validate, type DiffBody } from '../source-reads.js';
import { param, SCHEMA, SITE, type SitesRouteGroup } from './group.js';

export function sourceRoutes(core: SitesCore): SitesRouteGroup {
  const read = (path: string, fn: typeof manifest) => ({
    method: 'GET' as const,
    path: `${SITE}/source/${path}`,
    scope: 'site_theme_files:read',
    idempotent: false,
    handler: (ctx: {
      params: Readonly<Record<string, string>>;
      query: Readonly<Record<string, string | undefined>>;
    }) => ({
      data: fn(core, param(ctx.params, 'site_id'), ctx.query),
    }),
  });
  const post = (path: string, fn: typeof diff) => ({
    method: 'POST' as const,
    path: `${SITE}/source/${path}`,
    scope: 'site_theme_files:read',
    idempotent: false,
    bodySchema: SCHEMA('diff-body'),
    handler: (ctx: { params: Readonly<Record<string, string>>; body: unknown }) => ({
      data: fn(core, param(ctx.params, 'site_id'), ctx.body as DiffBody),
    }),
  });
  return {
    name: 'site_source',
    routes: [
      read('archive', archive),
      read('file', sourceFile),
      read('files', fileList),
      read('manifest', manifest),
      post('diff', diff),
      post('validate', validate),
    ],
  };
}
