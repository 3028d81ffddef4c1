/**
 * The sites module (src/emulator/sites/, written separately) seen from the core: its interface and
 * its factory, in one place so the rest of the core depends on this file only.
 */
import { createSitesModule, type SitesModule, type SitesModuleOptions } from './sites/index.js';

export type { SiteFixture, SitesModule, SitesModuleOptions } from './sites/index.js';

export function loadSitesModule(options: SitesModuleOptions): SitesModule {
  return createSitesModule(options);
}
