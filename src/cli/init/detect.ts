/** What `sitesync init` finds in a folder: site source trees and a catalog. */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface DetectedLayout {
  /** Site source folders (names of subfolders): `site` when it exists, else every subfolder holding a site.json. */
  readonly sites: readonly string[];
  /** `catalog.yml`, `catalog.yaml` or a `catalog/` folder, the first that exists. */
  readonly catalog: string | undefined;
}

/** `missing` or `empty`: a scaffold may go there; `site`: a tree with site.json; `other`: files, no site.json. */
export type TreeState = 'missing' | 'empty' | 'site' | 'other';

const SKIPPED = new Set(['node_modules']);

async function kindOf(path: string): Promise<'file' | 'folder' | undefined> {
  try {
    const s = await stat(path);
    return s.isDirectory() ? 'folder' : s.isFile() ? 'file' : undefined;
  } catch {
    return undefined;
  }
}

export async function treeState(dir: string): Promise<TreeState> {
  const kind = await kindOf(dir);
  if (kind === undefined) return 'missing';
  if (kind === 'file') return 'other';
  if ((await kindOf(join(dir, 'site.json'))) === 'file') return 'site';
  const entries = (await readdir(dir)).filter((name) => !name.startsWith('.'));
  return entries.length === 0 ? 'empty' : 'other';
}

export async function detectLayout(base: string): Promise<DetectedLayout> {
  let sites: string[] = [];
  if ((await kindOf(join(base, 'site'))) === 'folder') sites = ['site'];
  else {
    const entries = await readdir(base, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
      if ((await kindOf(join(base, entry.name, 'site.json'))) === 'file') sites.push(entry.name);
    }
    sites.sort();
  }
  let catalog: string | undefined;
  for (const [name, kind] of [
    ['catalog.yml', 'file'],
    ['catalog.yaml', 'file'],
    ['catalog', 'folder'],
  ] as const) {
    if ((await kindOf(join(base, name))) === kind) {
      catalog = kind === 'folder' ? `${name}/` : name;
      break;
    }
  }
  return { sites, catalog };
}
