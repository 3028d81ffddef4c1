/**
 * Source reads of a site: manifest, files (paged by path), file, archive, diff and validate.
 * They read the live tree; with `?session_id=` (an emulator extension) the manifest, files, file
 * and archive read that session's staged tree instead.
 */
import { ApiError } from '../http/route.js';
import type { SitesCore } from './core.js';
import { paginate } from '../http/paginate.js';
import {
  applyPatch,
  EMPTY_TREE,
  fileEntry,
  manifestOf,
  payloadOf,
  sortedPaths,
  type SourceTree,
} from './tree.js';
import { diffObject } from './views.js';
import { patchFromWriteBody, type SourceWriteBody } from './write-body.js';

type Query = Readonly<Record<string, string | undefined>>;

interface TreeAt {
  readonly siteId: string;
  readonly tree: SourceTree;
  readonly revision: string;
}

function treeAt(core: SitesCore, siteId: string, query: Query): TreeAt {
  const site = core.requireSite(siteId);
  if (query.session_id !== undefined) {
    const session = core.requireSession(siteId, query.session_id);
    return { siteId: site.id, tree: session.tree, revision: session.revision };
  }
  return { siteId: site.id, tree: site.liveTree, revision: site.liveRevision };
}

export function manifest(core: SitesCore, siteId: string, query: Query): unknown {
  const at = treeAt(core, siteId, query);
  return {
    site_id: at.siteId,
    source_revision: at.revision,
    files: manifestOf(at.tree, core.options.checksum),
  };
}

export function fileList(core: SitesCore, siteId: string, query: Query): unknown {
  const at = treeAt(core, siteId, query);
  const paths = sortedPaths(at.tree);
  const page = paginate(paths, query, `/v1/sites/${at.siteId}/source/files`, (p) => p);
  return { ...page, items: page.items.map((p) => fileEntry(p, at.tree.get(p)!, core.options.checksum)) };
}

export function sourceFile(core: SitesCore, siteId: string, query: Query): unknown {
  const path = query.path;
  if (path === undefined || path === '') {
    throw new ApiError(400, 'INVALID_REQUEST', 'query parameter "path" is required', {
      errors: [{ code: 'missing_field', message: 'is required', field: 'path' }],
    });
  }
  const at = treeAt(core, siteId, query);
  const bytes = at.tree.get(path);
  if (!bytes)
    throw new ApiError(404, 'NOT_FOUND', `source file "${path}" not found at revision ${at.revision}`);
  return {
    ...fileEntry(path, bytes, core.options.checksum),
    ...payloadOf(bytes),
  };
}

export function archive(core: SitesCore, siteId: string, query: Query): unknown {
  const at = treeAt(core, siteId, query);
  const files: Record<string, unknown> = {};
  for (const path of sortedPaths(at.tree)) files[path] = payloadOf(at.tree.get(path)!);
  return {
    site_id: at.siteId,
    source_revision: at.revision,
    generated_at: core.timestamp(),
    manifest: manifest(core, siteId, query),
    files,
  };
}

export interface DiffBody extends SourceWriteBody {
  readonly include_unchanged?: boolean;
  readonly mode?: 'archive' | 'patch';
  readonly source_revision?: string;
}

/** The tree the body describes: the complete tree (archive) or live with the body applied (patch). */
function desiredTree(core: SitesCore, siteId: string, body: DiffBody): { live: TreeAt; desired: SourceTree } {
  const site = core.requireSite(siteId);
  if (body.source_revision !== undefined) {
    core.requireRevision(body.source_revision, site.liveRevision, `live source of site ${site.id}`);
  }
  const live = { siteId: site.id, tree: site.liveTree, revision: site.liveRevision };
  const mode = body.mode ?? 'patch';
  const patch = patchFromWriteBody(mode === 'archive' ? { files: body.files ?? {} } : body);
  const base = mode === 'archive' ? EMPTY_TREE : live.tree;
  return { live, desired: applyPatch(base, patch).tree };
}

export function diff(core: SitesCore, siteId: string, body: DiffBody): unknown {
  const { live, desired } = desiredTree(core, siteId, body);
  return diffObject(core, {
    siteId: live.siteId,
    revision: live.revision,
    mode: body.mode ?? 'patch',
    before: live.tree,
    after: desired,
    includeUnchanged: body.include_unchanged === true,
    validation: core.validationObject(live.siteId, live.revision, desired),
  });
}

export function validate(core: SitesCore, siteId: string, body: DiffBody): unknown {
  const { live, desired } = desiredTree(core, siteId, body);
  return core.validationObject(live.siteId, live.revision, desired);
}
