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

/**
 * Previews show user content on the emulator's origin, where the admin routes also live: no script
 * runs in them, and nothing is sniffed into another type.
 */
const PREVIEW_HEADERS = {
  'content-security-policy': "script-src 'none'; object-src 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
} as const;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

export function contentTypeOf(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

function notFound(message: string): RouteResult {
  const html = `<!doctype html>\n<html><head><meta charset="utf-8"><title>Preview not found</title></head><body><h1>${escapeHtml(message)}</h1></body></html>\n`;
  return {
    status: 404,
    headers: PREVIEW_HEADERS,
    raw: { contentType: 'text/html; charset=utf-8', body: html },
  };
}

function livePreview(core: SitesCore, token: string): PreviewRecord | RouteResult {
  const preview = core.state.previews.get(token);
  if (!preview) return notFound('This preview link does not exist.');
  if (core.now().getTime() >= Date.parse(preview.expires_at))
    return notFound('This preview link has expired.');
  return preview;
}

/** GET /preview/:token/assets/*path (public): a file of the previewed tree under assets/. */
export function servePreviewAsset(core: SitesCore, token: string, path: string): RouteResult {
  const preview = livePreview(core, token);
  if (!('tree' in preview)) return preview;
  const bytes = preview.tree.get(`assets/${path}`);
  if (!bytes) return notFound(`No file assets/${path} in this preview.`);
  return { status: 200, headers: PREVIEW_HEADERS, raw: { contentType: contentTypeOf(path), body: bytes } };
}

/**
 * GET /preview/:token/ and /preview/:token/*path (public): `path` is a page slug, optionally after
 * a supported language (`fr/about`); `?locale=fr` also picks the language.
 */
export function servePreview(core: SitesCore, token: string, path: string, locale?: string): RouteResult {
  const preview = livePreview(core, token);
  if (!('tree' in preview)) return preview;
  const page = renderPreview(preview.tree, path, previewPath(token), {
    ...(locale !== undefined && { locale }),
  });
  return {
    status: page.status,
    headers: PREVIEW_HEADERS,
    raw: { contentType: 'text/html; charset=utf-8', body: page.html },
  };
}
