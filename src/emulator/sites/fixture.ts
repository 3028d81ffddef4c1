/** Seeding sites from fixtures (files inline or a folder on disk). */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SESSION_LIFETIME_MS, type SitesCore } from './core.js';
import { sourcePathProblem } from './paths.js';
import { newSite } from './sessions.js';
import type { SourceTree } from './tree.js';

export interface SiteFixture {
  id?: string;
  name: string;
  default_language?: string;
  supported_languages?: string[];
  files?: Record<string, string | { content: string; encoding: 'utf8' | 'base64' }>;
  /** A folder whose files (dot-files and dot-folders skipped) become the tree; `files` are laid over it. */
  dir?: string;
  /** Default true: the files become the live tree (version 1). False: a draft site and one session holding them. */
  published?: boolean;
}

function readDir(root: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.set(relative(root, full).split(sep).join('/'), readFileSync(full));
    }
  };
  walk(root);
  return out;
}

export function fixtureTree(fixture: SiteFixture): SourceTree {
  const tree = fixture.dir ? readDir(fixture.dir) : new Map<string, Buffer>();
  for (const [path, file] of Object.entries(fixture.files ?? {})) {
    const problem = sourcePathProblem(path);
    if (problem) throw new Error(`site fixture "${fixture.name}": source path "${path}" ${problem}`);
    const bytes =
      typeof file === 'string'
        ? Buffer.from(file, 'utf8')
        : Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8');
    tree.set(path, bytes);
  }
  return tree;
}

export function seedSites(core: SitesCore, fixtures: readonly SiteFixture[]): void {
  for (const fixture of fixtures) {
    const tree = fixtureTree(fixture);
    const published = fixture.published !== false;
    const site = newSite(core, fixture.id ?? core.options.newId('site'), tree, published);
    site.name = fixture.name;
    if (fixture.default_language !== undefined) site.default_language = fixture.default_language;
    if (fixture.supported_languages !== undefined)
      site.supported_languages = [...fixture.supported_languages];
    if (!published) {
      const id = core.options.newId('sess');
      core.state.sessions.set(id, {
        id,
        site_id: site.id,
        name: null,
        created_at: core.timestamp(),
        expires_at: core.timestamp(SESSION_LIFETIME_MS),
        baseRevision: site.liveRevision,
        tree,
        revision: core.newRevision(),
        creationMode: 'source',
        previewUrl: null,
      });
    }
  }
}
