/**
 * What a job owns on GitHub, keyed by its config path and site, so that the jobs of a matrix
 * (several `config:` on one pull request) and the sites of one config never share a comment or a
 * deployment environment (pure).
 */
import { relative, sep } from 'node:path';

const DEFAULT_CONFIGS = new Set(['sitesync.yml', 'sitesync.yaml']);

/** The config file's path relative to the repository root, with `/` (e.g. `shops/b/sitesync.yml`). */
export function configKey(configFile: string, repoRoot: string): string {
  const rel = relative(repoRoot, configFile).split(sep).join('/');
  return rel === '' || rel.startsWith('../') ? configFile.split(sep).join('/') : rel;
}

function slug(text: string): string {
  return text
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * The deployment environment of one site's preview: `sitesync-preview-pr-<n>` for the root
 * sitesync.yml with one site (as before keys existed), then `-<config folder or path>` for another
 * config and `-<site id>` when the config has several sites.
 */
export function previewEnvironment(pr: number, key: string, siteId: string, siteCount: number): string {
  const parts = [`sitesync-preview-pr-${pr}`];
  if (!DEFAULT_CONFIGS.has(key)) {
    const dir = key.replace(/\/sitesync\.ya?ml$/, '');
    parts.push(slug(dir) || 'config');
  }
  if (siteCount > 1) parts.push(slug(siteId));
  return parts.join('-');
}
