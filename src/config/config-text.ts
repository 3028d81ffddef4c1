/** Pure: the text of a new sitesync.yml (what `sitesync init` writes). */
import { Document } from 'yaml';

export interface NewConfig {
  /** Source folders, relative to the folder of sitesync.yml (POSIX); none: a catalog-only repository. */
  readonly sites: readonly { readonly source: string; readonly name?: string }[];
  /** The catalog file or folder, relative to the folder of sitesync.yml; undefined: site-only. */
  readonly catalog?: string;
}

export function newConfigText(config: NewConfig): string {
  const body: Record<string, unknown> = {};
  if (config.sites.length === 1) {
    const [site] = config.sites;
    body.site = { source: site!.source, ...(site!.name !== undefined && { name: site!.name }) };
  } else if (config.sites.length > 1) {
    body.sites = config.sites.map((s) => ({
      source: s.source,
      ...(s.name !== undefined && { name: s.name }),
    }));
  }
  if (config.catalog !== undefined) body.catalog = config.catalog;
  const doc = new Document(body);
  doc.commentBefore = [
    ' sitesync configuration, written by `sitesync init` (fields: schemas/sitesync.schema.json).',
    ' `sitesync init` writes each site.id here when it creates the site on the platform.',
  ].join('\n');
  return doc.toString();
}
