/**
 * The sites module (src/emulator/sites/, written separately) is loaded through this bridge. The
 * interface below mirrors the one sites/index.ts exports; when that module is absent the emulator
 * runs without site routes.
 */
import type { Clock, RouteDef } from './http/route.js';

export interface SiteFixture {
  readonly id?: string;
  readonly name: string;
  readonly default_language?: string;
  readonly supported_languages?: string[];
  readonly files?: Record<string, string | { content: string; encoding: 'utf8' | 'base64' }>;
  readonly dir?: string;
}

export interface SitesModuleOptions {
  checksum: 'sha256' | 'sha1' | 'md5';
  autoApprove: boolean;
  clock: Clock;
  newId(prefix: string): string;
}

export interface SitesModule {
  routes: RouteDef[];
  snapshot(): unknown;
  restore(snapshot: unknown): void;
  seed(fixture: SiteFixture[]): void;
  approvePublishRequest(id: string): unknown;
  rejectPublishRequest(id: string, reason?: string): unknown;
  routeGroups: Array<{ name: string; scopes: string[]; routeCount: number }>;
}

type SitesFactory = (options: SitesModuleOptions) => SitesModule;

/** The sites module, or undefined when src/emulator/sites/index.* does not exist. */
export async function loadSitesModule(options: SitesModuleOptions): Promise<SitesModule | undefined> {
  const specifier = './sites/index.js';
  let mod: { createSitesModule?: SitesFactory };
  try {
    mod = (await import(specifier)) as { createSitesModule?: SitesFactory };
  } catch (err) {
    const code = (err as { code?: string }).code;
    const message = err instanceof Error ? err.message : '';
    if (
      (code === 'ERR_MODULE_NOT_FOUND' || /Cannot find module|Failed to load url/i.test(message)) &&
      message.includes('sites')
    )
      return undefined;
    throw err;
  }
  return mod.createSitesModule?.(options);
}
