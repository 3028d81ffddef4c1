/** JSON views of the records (the response shapes of docs/platform-contract.md §6). */
import type { SitesCore, ValidationObject } from './core.js';
import { diffTrees } from './diff.js';
import type { PublishRequestRecord, SessionRecord, SiteRecord } from './state.js';
import type { SourceTree } from './tree.js';

/** The record's fields that have a value: an unknown optional field is left out, never null. */
function known(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  );
}

export function siteView(site: SiteRecord): Record<string, unknown> {
  return known({
    id: site.id,
    object: 'site',
    name: site.name,
    status: site.status,
    is_live: site.status === 'live',
    default_language: site.default_language,
    supported_languages: site.supported_languages,
    created_at: site.created_at,
    updated_at: site.updated_at,
    published_at: site.published_at,
  });
}

/**
 * A development session: the fields the seed lists for the session of an existing site. The seed
 * gives no `base_source_revision` (the live revision it started from): it stays in the record only.
 */
export function sessionView(session: SessionRecord): Record<string, unknown> {
  return known({
    id: session.id,
    object: 'site_development_session',
    site_id: session.site_id,
    source_revision: session.revision,
    created_at: session.created_at,
    expires_at: session.expires_at,
    name: session.name,
    preview_url: session.previewUrl,
    status: 'open',
    creation_mode: session.creationMode,
  });
}

export function publishRequestView(request: PublishRequestRecord): Record<string, unknown> {
  return known({
    id: request.id,
    object: 'site_publish_request',
    site_id: request.site_id,
    session_id: request.session_id,
    source_revision: request.source_revision,
    status: request.status,
    message: request.message,
    created_at: request.created_at,
    approved_at: request.approved_at,
    published_at: request.published_at,
    rejected_at: request.rejected_at,
    rejection_reason: request.rejection_reason,
    version_number: request.version_number,
  });
}

export interface DiffInput {
  readonly siteId: string;
  readonly revision: string;
  readonly mode: 'archive' | 'patch';
  readonly before: SourceTree;
  readonly after: SourceTree;
  readonly includeUnchanged: boolean;
  readonly validation: ValidationObject;
}

export function diffObject(core: SitesCore, input: DiffInput): Record<string, unknown> {
  const diff = diffTrees(input.before, input.after, input.includeUnchanged);
  return {
    object: 'site_source_diff',
    site_id: input.siteId,
    source_revision: input.revision,
    mode: input.mode,
    generated_at: core.timestamp(),
    has_changes: diff.hasChanges,
    summary: diff.summary,
    changes: diff.changes,
    validation: input.validation,
  };
}
