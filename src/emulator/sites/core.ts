/** Shared services of the sites module: options, state, lookups and the validation object. */
import { ApiError, type Clock } from '../http/route.js';
import type { ChecksumAlgorithm } from './checksum.js';
import type { SessionRecord, SiteRecord, SitesState } from './state.js';
import { manifestOf, type FileEntry, type SourceTree } from './tree.js';
import { validateTree, type ValidationIssue } from './validate/index.js';

export interface SitesCoreOptions {
  readonly checksum: ChecksumAlgorithm;
  readonly autoApprove: boolean;
  readonly clock: Clock;
  newId(prefix: string): string;
}

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const PREVIEW_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface ValidationObject {
  readonly object: 'site_source_validation';
  readonly site_id: string;
  readonly source_revision: string;
  readonly checked_at: string;
  readonly valid: boolean;
  readonly errors: readonly ValidationIssue[];
  readonly warnings: readonly ValidationIssue[];
  readonly files: FileEntry[];
}

export class SitesCore {
  constructor(
    readonly options: SitesCoreOptions,
    readonly state: SitesState,
  ) {}

  now(): Date {
    return this.options.clock.now();
  }

  timestamp(offsetMs = 0): string {
    return new Date(this.now().getTime() + offsetMs).toISOString();
  }

  newRevision(): string {
    return this.options.newId('rev');
  }

  requireSite(siteId: string): SiteRecord {
    const site = this.state.sites.get(siteId);
    if (!site) throw new ApiError(404, 'NOT_FOUND', `site ${siteId} not found`);
    return site;
  }

  /** The open session of the site; 404 NOT_FOUND when unknown, 404 SESSION_EXPIRED past expires_at. */
  requireSession(siteId: string, sessionId: string): SessionRecord {
    const site = this.requireSite(siteId);
    const session = this.state.sessions.get(sessionId);
    if (!session || session.site_id !== site.id) {
      throw new ApiError(404, 'NOT_FOUND', `development session ${sessionId} not found on site ${siteId}`);
    }
    if (this.isExpired(session)) {
      throw new ApiError(
        404,
        'SESSION_EXPIRED',
        `development session ${sessionId} expired at ${session.expires_at}`,
        {
          expires_at: session.expires_at,
        },
      );
    }
    return session;
  }

  isExpired(session: SessionRecord): boolean {
    return this.now().getTime() >= Date.parse(session.expires_at);
  }

  /** 409 STALE_SOURCE_REVISION unless `given` is `current`. */
  requireRevision(given: string, current: string, what: string): void {
    if (given !== current) {
      throw new ApiError(
        409,
        'STALE_SOURCE_REVISION',
        `source_revision ${given} is not the current revision of the ${what} (${current})`,
        { current_source_revision: current },
      );
    }
  }

  validationObject(siteId: string, revision: string, tree: SourceTree): ValidationObject {
    const result = validateTree(tree);
    return {
      object: 'site_source_validation',
      site_id: siteId,
      source_revision: revision,
      checked_at: this.timestamp(),
      valid: result.valid,
      errors: result.errors,
      warnings: result.warnings,
      files: manifestOf(tree, this.options.checksum),
    };
  }

  /** The stable page id of a page key on a site (assigned on first use). */
  pageIdFor(site: SiteRecord, key: string): string {
    let stamp = site.pages.get(key);
    if (!stamp) {
      const at = this.timestamp();
      stamp = { id: this.options.newId('wpag'), created_at: at, updated_at: at };
      site.pages.set(key, stamp);
    }
    return stamp.id;
  }

  /** The page key of a page id on a site, or 404. */
  pageKeyOf(site: SiteRecord, pageId: string): string {
    for (const [key, stamp] of site.pages) if (stamp.id === pageId) return key;
    throw new ApiError(404, 'NOT_FOUND', `page ${pageId} not found on site ${site.id}`);
  }
}

export function sourceValidationFailed(message: string, errors: readonly ValidationIssue[]): ApiError {
  const first = errors[0];
  const where = first
    ? ` (first: ${first.path}${first.line ? `:${first.line}:${first.column}` : ''} ${first.message})`
    : '';
  return new ApiError(
    422,
    'SOURCE_VALIDATION_FAILED',
    `${message}: ${errors.length} blocking issue(s)${where}`,
    {
      errors,
    },
  );
}

/** Gives every page key of `tree` its stable id on the site. */
export function assignPageIds(core: SitesCore, site: SiteRecord, tree: SourceTree): void {
  for (const path of tree.keys()) {
    const match = /^pages\/([^/]+)\.json$/.exec(path);
    if (match) core.pageIdFor(site, match[1]!);
  }
}
