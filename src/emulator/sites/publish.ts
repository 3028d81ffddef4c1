/**
 * Publish requests: pending → approved → published, or rejected. Approval publishes at once; it
 * rejects with live_source_changed when the live tree moved since the session was opened.
 */
import { ApiError } from '../http/route.js';
import { assignPageIds, sourceValidationFailed, type SitesCore } from './core.js';
import { siteSettingsOf } from './sessions.js';
import type { PublishRequestRecord, SiteRecord } from './state.js';
import { treesEqual } from './tree.js';
import { pagePath } from './validate/index.js';
import { publishRequestView } from './views.js';

export interface PublishRequestBody {
  readonly session_id: string;
  readonly source_revision: string;
  readonly message?: string;
}

export const LIVE_SOURCE_CHANGED = 'live_source_changed';

export function createPublishRequest(core: SitesCore, siteId: string, body: PublishRequestBody): unknown {
  const session = core.requireSession(siteId, body.session_id);
  core.requireRevision(body.source_revision, session.revision, `development session ${session.id}`);
  const validation = core.validationObject(siteId, session.revision, session.tree);
  if (!validation.valid) throw sourceValidationFailed('the session source is invalid', validation.errors);
  const request: PublishRequestRecord = {
    id: core.options.newId('sprq'),
    site_id: siteId,
    session_id: session.id,
    source_revision: session.revision,
    tree: session.tree,
    baseRevision: session.baseRevision,
    status: 'pending',
    message: body.message ?? null,
    created_at: core.timestamp(),
    approved_at: null,
    published_at: null,
    rejected_at: null,
    rejection_reason: null,
    version_number: null,
  };
  core.state.publishRequests.set(request.id, request);
  if (core.options.autoApprove) decide(core, request, 'approve');
  return publishRequestView(request);
}

export function requirePublishRequest(
  core: SitesCore,
  requestId: string,
  siteId?: string,
): PublishRequestRecord {
  const request = core.state.publishRequests.get(requestId);
  if (!request || (siteId !== undefined && request.site_id !== siteId)) {
    throw new ApiError(
      404,
      'NOT_FOUND',
      `publish request ${requestId} not found${siteId ? ` on site ${siteId}` : ''}`,
    );
  }
  return request;
}

function publish(core: SitesCore, site: SiteRecord, request: PublishRequestRecord): void {
  const now = core.timestamp();
  const before = site.liveTree;
  site.liveTree = request.tree;
  site.liveRevision = core.newRevision();
  site.versionNumber += 1;
  site.currentVersionId = core.options.newId('sver');
  site.status = 'live';
  site.published_at = now;
  site.updated_at = now;
  const settings = siteSettingsOf(request.tree);
  if (settings.name !== undefined) site.name = settings.name;
  if (settings.default_language !== undefined) site.default_language = settings.default_language;
  if (settings.supported_languages !== undefined) site.supported_languages = settings.supported_languages;
  assignPageIds(core, site, request.tree);
  for (const [key, stamp] of site.pages) {
    const path = pagePath(key);
    const old = before.get(path);
    const next = request.tree.get(path);
    if (next && (!old || !old.equals(next))) stamp.updated_at = now;
  }
  request.status = 'published';
  request.published_at = now;
  request.version_number = site.versionNumber;
  // The session now builds on what it published.
  const session = core.state.sessions.get(request.session_id);
  if (session) session.baseRevision = site.liveRevision;
}

function decide(
  core: SitesCore,
  request: PublishRequestRecord,
  decision: 'approve' | 'reject',
  reason?: string,
): void {
  const now = core.timestamp();
  if (decision === 'reject') {
    request.status = 'rejected';
    request.rejected_at = now;
    request.rejection_reason = reason ?? 'rejected_by_owner';
    return;
  }
  const site = core.requireSite(request.site_id);
  if (site.liveRevision !== request.baseRevision) {
    request.status = 'rejected';
    request.rejected_at = now;
    request.rejection_reason = LIVE_SOURCE_CHANGED;
    return;
  }
  request.status = 'approved';
  request.approved_at = now;
  publish(core, site, request);
}

/**
 * The owner's decision (admin route). Deciding again the same way returns the request unchanged;
 * approving a rejected request or rejecting a published one → 409 PUBLISH_REQUEST_NOT_PENDING.
 */
export function decidePublishRequest(
  core: SitesCore,
  requestId: string,
  decision: 'approve' | 'reject',
  reason?: string,
): unknown {
  const request = requirePublishRequest(core, requestId);
  if (request.status !== 'pending') {
    const same = decision === 'reject' ? request.status === 'rejected' : request.status !== 'rejected';
    if (!same) {
      throw new ApiError(
        409,
        'PUBLISH_REQUEST_NOT_PENDING',
        `publish request ${requestId} is ${request.status}; it cannot be ${decision === 'approve' ? 'approved' : 'rejected'}`,
        { status: request.status },
      );
    }
    return publishRequestView(request);
  }
  decide(core, request, decision, reason);
  return publishRequestView(request);
}

export function publishStatus(core: SitesCore, siteId: string): unknown {
  const site = core.requireSite(siteId);
  const sessions = [...core.state.sessions.values()].filter(
    (s) => s.site_id === site.id && !core.isExpired(s),
  );
  // A site never published has no current version: its id, label and publication time are left out.
  return {
    object: 'site_publish_status',
    site_id: site.id,
    ...(site.currentVersionId !== null && { current_version_id: site.currentVersionId }),
    ...(site.versionNumber > 0 && { current_version_label: `v${site.versionNumber}` }),
    current_version_number: site.versionNumber,
    has_unpublished_changes: sessions.some((s) => !treesEqual(s.tree, site.liveTree)),
    live_source_revision: site.liveRevision,
    ...(site.published_at !== null && { published_at: site.published_at }),
    pending_request_ids: [...core.state.publishRequests.values()]
      .filter((r) => r.site_id === site.id && r.status === 'pending')
      .map((r) => r.id),
  };
}
