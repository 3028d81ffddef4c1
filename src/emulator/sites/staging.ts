/**
 * Staged writes to a development session: optimistic revision check, patch, validation (blocking
 * errors → 422 and nothing staged), a new revision. Every page, content, navigation and batch
 * route goes through stageWrite.
 */
import { assignPageIds, sourceValidationFailed, type SitesCore } from './core.js';
import type { SessionRecord } from './state.js';
import { applyPatch, type TreePatch } from './tree.js';
import { diffObject } from './views.js';

export interface StagedWriteFields {
  readonly session_id: string;
  readonly site_id: string;
  readonly source_revision: string;
  readonly staged_at: string;
  readonly written_count: number;
  readonly deleted_count: number;
  readonly diff: Record<string, unknown>;
  readonly validation: unknown;
}

export function stageWrite(
  core: SitesCore,
  session: SessionRecord,
  sourceRevision: string,
  patch: TreePatch,
): StagedWriteFields {
  core.requireRevision(sourceRevision, session.revision, `development session ${session.id}`);
  const before = session.tree;
  const { tree, deleted } = applyPatch(before, patch);
  const revision = core.newRevision();
  const validation = core.validationObject(session.site_id, revision, tree);
  if (!validation.valid)
    throw sourceValidationFailed('the write would leave the source invalid', validation.errors);
  session.tree = tree;
  session.revision = revision;
  assignPageIds(core, core.requireSite(session.site_id), tree);
  return {
    session_id: session.id,
    site_id: session.site_id,
    source_revision: revision,
    staged_at: core.timestamp(),
    written_count: patch.files.size,
    deleted_count: deleted,
    diff: diffObject(core, {
      siteId: session.site_id,
      revision,
      mode: 'patch',
      before,
      after: tree,
      includeUnchanged: false,
      validation,
    }),
    validation,
  };
}
