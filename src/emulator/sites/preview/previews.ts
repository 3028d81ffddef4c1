/** Preview links: POST …/preview freezes the session's tree at its revision behind an unguessable token. */
import { randomBytes } from 'node:crypto';
import type { RouteResult } from '../../http/route.js';
import { PREVIEW_LIFETIME_MS, type SitesCore } from '../core.js';
import type { PreviewRecord } from '../state.js';
import { escapeHtml } from './html.js';
import { renderPreview } from './render.js';

export function previewPath(token: string): string {
  return `/preview/${token}/`;
}

export function createPreview(core: SitesCore, siteId: string, sessionId: string, baseUrl: string): unknown {
  const session = core.requireSession(siteId, sessionId);
  const preview: PreviewRecord = {
    token: randomBytes(24).toString('base64url'),
    session_id: session.id,
    site_id: siteId,
    revision: session.revision,
    tree: session.tree,
    created_at: core.timestamp(),
    expires_at: core.timestamp(PREVIEW_LIFETIME_MS),
  };
  core.state.previews.set(preview.token, preview);
  const url = baseUrl.replace(/\/+$/, '') + previewPath(preview.token);
  session.previewUrl = url;
  return {
    object: 'site_development_session_preview',
    session_id: session.id,
    site_id: siteId,
    preview_url: url,
    expires_at: preview.expires_at,
    source_revision: preview.revision,
  };
}

function notFound(message: string): RouteResult {
  const html = `<!doctype html>\n<html><head><meta charset="utf-8"><title>Preview not found</title></head><body><h1>${escapeHtml(message)}</h1></body></html>\n`;
  return { status: 404, raw: { contentType: 'text/html; charset=utf-8', body: html } };
}

/** GET /preview/:token/ and /preview/:token/:slug (public). */
export function servePreview(core: SitesCore, token: string, slug: string): RouteResult {
  const preview = core.state.previews.get(token);
  if (!preview) return notFound('This preview link does not exist.');
  if (core.now().getTime() >= Date.parse(preview.expires_at))
    return notFound('This preview link has expired.');
  const page = renderPreview(preview.tree, slug, previewPath(token));
  return { status: page.status, raw: { contentType: 'text/html; charset=utf-8', body: page.html } };
}
