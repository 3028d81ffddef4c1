/**
 * The emulator's sites module: sites, development sessions, staged source, validation, preview
 * pages, publishing and the live reads of docs/platform-contract.md §6. The HTTP layer mounts
 * `routes`; the admin routes call approvePublishRequest / rejectPublishRequest.
 */
import type { Clock, RouteDef } from '../http/route.js';
import { SitesCore } from './core.js';
import { seedSites, type SiteFixture } from './fixture.js';
import { decidePublishRequest } from './publish.js';
import type { SitesRouteGroup } from './routes/group.js';
import { navigationRoutes } from './routes/navigation.js';
import { pageRoutes } from './routes/pages.js';
import { previewPageRoutes, publishRoutes } from './routes/publish.js';
import { sessionRoutes } from './routes/sessions.js';
import { siteRoutes } from './routes/sites.js';
import { sourceRoutes } from './routes/source.js';
import { restoreState, snapshotState } from './snapshot.js';
import { SitesState } from './state.js';

export type { SiteFixture } from './fixture.js';

export interface SitesModuleOptions {
  checksum: 'sha256' | 'sha1' | 'md5';
  autoApprove: boolean;
  clock: Clock;
  newId(prefix: string): string;
}

export interface SitesModule {
  /** All /v1/sites… routes and the public /preview/… pages. */
  routes: RouteDef[];
  /** JSON-serialisable state slice (file bytes as Base64Bytes: base64 strings in its JSON). */
  snapshot(): unknown;
  restore(snapshot: unknown): void;
  seed(fixture: SiteFixture[]): void;
  /** Throws ApiError 404 when unknown. */
  approvePublishRequest(id: string): unknown;
  rejectPublishRequest(id: string, reason?: string): unknown;
  /** For /v1/events. */
  routeGroups: Array<{ name: string; scopes: string[]; routeCount: number }>;
}

export function createSitesModule(options: SitesModuleOptions): SitesModule {
  const state = new SitesState();
  const core = new SitesCore(options, state);
  const groups: SitesRouteGroup[] = [
    siteRoutes(core),
    sessionRoutes(core),
    pageRoutes(core),
    navigationRoutes(core),
    sourceRoutes(core),
    publishRoutes(core),
    previewPageRoutes(core),
  ];
  return {
    routes: groups.flatMap((g) => g.routes),
    snapshot: () => snapshotState(state),
    restore: (snapshot) => restoreState(state, snapshot),
    seed: (fixtures) => seedSites(core, fixtures),
    approvePublishRequest: (id) => decidePublishRequest(core, id, 'approve'),
    rejectPublishRequest: (id, reason) => decidePublishRequest(core, id, 'reject', reason),
    routeGroups: groups.map((g) => ({
      name: g.name,
      scopes: [...new Set(g.routes.map((r) => r.scope).filter((s): s is string => s !== null))].sort(),
      routeCount: g.routes.length,
    })),
  };
}
