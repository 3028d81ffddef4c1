/** Development sessions: source-first (creates a draft site) and live-site (a copy of the live tree). */
import { assignPageIds, SESSION_LIFETIME_MS, sourceValidationFailed, type SitesCore } from './core.js';
import type { SessionRecord, SiteRecord } from './state.js';
import { applyPatch, EMPTY_TREE, type SourceTree } from './tree.js';
import { SITE_JSON, validateTree } from './validate/index.js';
import { sessionView } from './views.js';
import { patchFromWriteBody, type SourceWriteBody } from './write-body.js';

export interface SiteSettings {
  readonly name: string | undefined;
  readonly default_language: string | undefined;
  readonly supported_languages: string[] | undefined;
}

/** name and languages from the tree's site.json (undefined fields when absent or unreadable). */
export function siteSettingsOf(tree: SourceTree): SiteSettings {
  const none: SiteSettings = { name: undefined, default_language: undefined, supported_languages: undefined };
  const bytes = tree.get(SITE_JSON);
  if (!bytes) return none;
  try {
    const raw = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
    return {
      name: typeof raw.name === 'string' ? raw.name : undefined,
      default_language: typeof raw.default_language === 'string' ? raw.default_language : undefined,
      supported_languages: Array.isArray(raw.supported_languages)
        ? raw.supported_languages.filter((l): l is string => typeof l === 'string')
        : undefined,
    };
  } catch {
    return none;
  }
}

/** A new site record with an empty live tree (a draft), or with `liveTree` published as version 1. */
export function newSite(core: SitesCore, id: string, tree: SourceTree, published: boolean): SiteRecord {
  const now = core.timestamp();
  const settings = siteSettingsOf(tree);
  const site: SiteRecord = {
    id,
    name: settings.name ?? id,
    default_language: settings.default_language ?? null,
    supported_languages: settings.supported_languages ?? [],
    status: published ? 'live' : 'draft',
    created_at: now,
    updated_at: now,
    published_at: published ? now : null,
    liveTree: published ? tree : EMPTY_TREE,
    liveRevision: core.newRevision(),
    versionNumber: published ? 1 : 0,
    currentVersionId: published ? core.options.newId('sver') : null,
    pages: new Map(),
  };
  core.state.sites.set(site.id, site);
  assignPageIds(core, site, site.liveTree);
  return site;
}

function openSession(
  core: SitesCore,
  site: SiteRecord,
  tree: SourceTree,
  revision: string,
  name: string | undefined,
  creationMode: 'source' | null,
): SessionRecord {
  const session: SessionRecord = {
    id: core.options.newId('sess'),
    site_id: site.id,
    name: name ?? null,
    created_at: core.timestamp(),
    expires_at: core.timestamp(SESSION_LIFETIME_MS),
    baseRevision: site.liveRevision,
    tree,
    revision,
    creationMode,
    previewUrl: null,
  };
  core.state.sessions.set(session.id, session);
  return session;
}

export interface SourceSessionBody extends SourceWriteBody {
  readonly name?: string;
  readonly message?: string;
}

/** POST /v1/sites/development-sessions: nothing is created when the tree has blocking errors. */
export function createSourceSession(core: SitesCore, body: SourceSessionBody): Record<string, unknown> {
  const patch = patchFromWriteBody({ files: body.files ?? {} });
  const { tree } = applyPatch(EMPTY_TREE, patch);
  const result = validateTree(tree);
  if (!result.valid) throw sourceValidationFailed('the source tree is invalid', result.errors);
  const site = newSite(core, core.options.newId('site'), tree, false);
  const session = openSession(core, site, tree, core.newRevision(), body.name, 'source');
  assignPageIds(core, site, tree);
  return {
    ...sessionView(session),
    validation: core.validationObject(site.id, session.revision, tree),
    written_count: tree.size,
  };
}

export interface LiveSessionBody {
  readonly source_revision: string;
  readonly name?: string;
}

/** POST /v1/sites/{site_id}/development-sessions: starts as the live tree, at the live revision. */
export function createLiveSession(
  core: SitesCore,
  siteId: string,
  body: LiveSessionBody,
): Record<string, unknown> {
  const site = core.requireSite(siteId);
  core.requireRevision(body.source_revision, site.liveRevision, `live source of site ${site.id}`);
  return sessionView(openSession(core, site, site.liveTree, site.liveRevision, body.name, null));
}
