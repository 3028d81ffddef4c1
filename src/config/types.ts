/** The resolved configuration of a sitesync repository (sitesync.yml). */

export interface SiteConfig {
  /** The platform's site id; undefined until `sitesync init` binds it. */
  readonly id: string | undefined;
  /** Absolute path of the site source folder. */
  readonly source: string;
  /** The site's display name in plans (`name` of the entry in sitesync.yml). */
  readonly name: string | undefined;
}

export interface SitesyncConfig {
  /** Absolute path of sitesync.yml. */
  readonly configFile: string;
  /** The folder of sitesync.yml; relative paths are resolved against it. */
  readonly rootDir: string;
  /**
   * `single` for `site:`, `multi` for `sites:`, `catalog-only` when the file names no site (then
   * `catalog` is set: a file naming neither is rejected).
   */
  readonly layout: ConfigLayout;
  /** Exactly one site for `single`, one or more for `multi`, none for `catalog-only`. */
  readonly sites: readonly SiteConfig[];
  /** Absolute path of the catalog file or folder; undefined when the repository has no catalog. */
  readonly catalog: string | undefined;
  readonly publish: { readonly branch: string };
  readonly prune: boolean;
  readonly maxArchive: number;
  /** Most site files one apply may delete (the site deletion guard, src/plan/site/guards.ts). */
  readonly maxDelete: number;
  /** Largest share (0..1) of the live site tree one apply may delete. */
  readonly maxDeleteShare: number;
}

export type ConfigLayout = 'single' | 'multi' | 'catalog-only';

export const CONFIG_FILE_NAMES = ['sitesync.yml', 'sitesync.yaml'] as const;

export const CONFIG_DEFAULTS = {
  siteSource: 'site',
  publishBranch: 'main',
  prune: false,
  maxArchive: 10,
  maxDelete: 25,
  maxDeleteShare: 0.1,
} as const;
