/** Pure: the text of sitesync.yml → a resolved SitesyncConfig, or one InputError with every problem. */
import path from 'node:path';
import { InputError } from '../shared/errors.js';
import type { InputIssue } from '../shared/errors.js';
import { formatCatalogIssue } from '../catalog/format-issue.js';
import { schemaIssues } from '../catalog/yaml/schema-issues.js';
import { dataOf, fieldPath, parseYamlSource, positionOf, prescanIssue } from '../catalog/yaml/yaml-source.js';
import type { YamlPath, YamlSource } from '../catalog/yaml/yaml-source.js';
import { configValidator } from './config-schema.js';
import type { SiteConfig, SitesyncConfig } from './types.js';
import { CONFIG_DEFAULTS } from './types.js';

interface RawConfig {
  site?: { id?: string; source?: string; name?: string };
  sites?: { id?: string; source: string; name?: string }[];
  catalog?: string;
  publish?: { branch?: string };
  prune?: boolean;
  max_archive?: number;
  max_delete?: number;
  max_delete_share?: number;
}

export interface ParsedConfig {
  readonly config: SitesyncConfig;
  readonly source: YamlSource;
}

/**
 * @param configFile absolute path of the file (paths are resolved against its folder)
 * @param shownFile the file as shown in messages
 */
export function parseConfig(text: string, configFile: string, shownFile: string): ParsedConfig {
  const early = prescanIssue(text, shownFile);
  if (early) throw configError(shownFile, [early]);
  const { source, issues } = parseYamlSource(text, shownFile);
  if (issues.some((i) => i.code === 'yaml_syntax')) throw configError(shownFile, issues);
  const read = dataOf(source);
  if (read.issue) throw configError(shownFile, [read.issue]);
  const data = read.data;
  const validate = configValidator();
  if (!validate(data)) issues.push(...schemaIssues(source, validate.errors));
  if (issues.length > 0) throw configError(shownFile, issues);
  const raw = data as RawConfig;
  issues.push(...checkSites(source, raw));
  if (issues.length > 0) throw configError(shownFile, issues);

  const rootDir = path.dirname(configFile);
  const resolve = (p: string): string => path.resolve(rootDir, p);
  // A site is synced only when the file says so: `site:` (source default `site`) or `sites:`.
  // A file with only `catalog:` is a catalog-only repository.
  const sites: SiteConfig[] = raw.sites
    ? raw.sites.map((s) => ({ id: s.id, source: resolve(s.source), name: s.name }))
    : raw.site
      ? [
          {
            id: raw.site.id,
            source: resolve(raw.site.source ?? CONFIG_DEFAULTS.siteSource),
            name: raw.site.name,
          },
        ]
      : [];
  const config: SitesyncConfig = {
    configFile,
    rootDir,
    layout: raw.sites ? 'multi' : raw.site ? 'single' : 'catalog-only',
    sites,
    catalog: raw.catalog === undefined ? undefined : resolve(raw.catalog),
    publish: { branch: raw.publish?.branch ?? CONFIG_DEFAULTS.publishBranch },
    prune: raw.prune ?? CONFIG_DEFAULTS.prune,
    maxArchive: raw.max_archive ?? CONFIG_DEFAULTS.maxArchive,
    maxDelete: raw.max_delete ?? CONFIG_DEFAULTS.maxDelete,
    maxDeleteShare: raw.max_delete_share ?? CONFIG_DEFAULTS.maxDeleteShare,
  };
  return { config, source };
}

function checkSites(source: YamlSource, raw: RawConfig): InputIssue[] {
  const issues: InputIssue[] = [];
  const at = (p: YamlPath, code: string, message: string, where: 'key' | 'value' = 'value'): void => {
    issues.push({
      ...positionOf(source, p, where),
      file: source.file,
      field: fieldPath(p),
      code,
      severity: 'error',
      message,
    });
  };
  if (raw.site === undefined && raw.sites === undefined && raw.catalog === undefined) {
    issues.push({
      line: 1,
      column: 1,
      file: source.file,
      code: 'nothing_to_sync',
      severity: 'error',
      message:
        'names no site and no catalog: add `site:` (e.g. `site: { source: site }`), `sites:` or `catalog: catalog.yml`',
    });
  }
  if (raw.site !== undefined && raw.sites !== undefined) {
    at(
      ['sites'],
      'conflicting_fields',
      '"site" and "sites" cannot both be set; use "sites" for several sites',
      'key',
    );
  }
  const seen = new Map<string, number>();
  const seenIds = new Map<string, number>();
  raw.sites?.forEach((site, i) => {
    const normalised = path.posix.normalize(site.source.replace(/\\/g, '/')).replace(/\/$/, '');
    const first = seen.get(normalised);
    if (first !== undefined)
      at(
        ['sites', i, 'source'],
        'duplicate_source',
        `source "${site.source}" is already used by sites[${first}]`,
      );
    else seen.set(normalised, i);
    if (site.id === undefined) return;
    const firstId = seenIds.get(site.id);
    if (firstId !== undefined)
      at(
        ['sites', i, 'id'],
        'duplicate_site_id',
        `site id "${site.id}" is already used by sites[${firstId}]`,
      );
    else seenIds.set(site.id, i);
  });
  return issues;
}

export function configError(file: string, issues: readonly InputIssue[]): InputError {
  const count = issues.length === 1 ? '1 error' : `${issues.length} errors`;
  return new InputError(
    'CONFIG_INVALID',
    `${file} has ${count}:\n${issues.map((i) => '  ' + formatCatalogIssue(i)).join('\n')}`,
    issues,
  );
}
