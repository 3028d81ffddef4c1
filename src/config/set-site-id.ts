/** Writes a site id into sitesync.yml, keeping its comments and formatting. */
import { readFile, writeFile } from 'node:fs/promises';
import { isMap, isSeq, parseDocument } from 'yaml';
import { SitesyncError } from '../shared/errors.js';

export interface SetSiteIdOptions {
  /** In a multi-site file: the `source` of the entry to bind (as written in the file). */
  readonly source?: string;
  /** In a multi-site file: the index of the entry to bind (wins over `source`). */
  readonly index?: number;
}

export async function setSiteId(
  configFile: string,
  siteId: string,
  options: SetSiteIdOptions = {},
): Promise<void> {
  const text = await readFile(configFile, 'utf8');
  await writeFile(configFile, withSiteId(text, siteId, options, configFile), 'utf8');
}

/**
 * Pure: the same YAML text with `site.id` (or `sites[n].id`) set. A byte order mark and Windows
 * line endings (a file saved by Notepad) are kept: the YAML library writes neither, and every line
 * of the file then differed in `git diff` for the one line init adds.
 */
export function withSiteId(
  text: string,
  siteId: string,
  options: SetSiteIdOptions = {},
  file = 'sitesync.yml',
): string {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const crlf = /\r\n/.test(text);
  const written = setIn(bom ? text.slice(1) : text, siteId, options, file);
  return bom + (crlf ? written.replace(/\r?\n/g, '\r\n') : written);
}

function setIn(text: string, siteId: string, options: SetSiteIdOptions, file: string): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) {
    throw new SitesyncError('CONFIG_INVALID', `${file} is not valid YAML: ${doc.errors[0]?.message ?? ''}`);
  }
  const sites = doc.get('sites');
  if (isSeq(sites)) {
    if (options.index !== undefined) {
      if (!isMap(sites.items[options.index])) {
        throw new SitesyncError('SITE_NOT_FOUND', `${file} has no sites[${options.index}]`);
      }
      doc.setIn(['sites', options.index, 'id'], siteId);
      return doc.toString();
    }
    if (options.source === undefined) {
      throw new SitesyncError('SITE_AMBIGUOUS', `${file} lists several sites; say which one to bind`, {
        hint: 'pass the source folder of the site',
      });
    }
    const index = sites.items.findIndex((item) => isMap(item) && item.get('source') === options.source);
    if (index < 0) {
      throw new SitesyncError('SITE_NOT_FOUND', `${file} has no site with source "${options.source}"`);
    }
    doc.setIn(['sites', index, 'id'], siteId);
  } else if (isMap(doc.get('site'))) {
    doc.setIn(['site', 'id'], siteId);
  } else {
    doc.set('site', doc.createNode({ id: siteId }));
  }
  return doc.toString();
}
