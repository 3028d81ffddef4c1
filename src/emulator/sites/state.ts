/** The sites module's state: plain records in insertion (= creation) order. */
import type { SourceTree } from './tree.js';

export type SiteStatus = 'draft' | 'live';

export interface PageStamp {
  readonly id: string;
  readonly created_at: string;
  updated_at: string;
}

export interface SiteRecord {
  readonly id: string;
  name: string;
  default_language: string | null;
  supported_languages: string[];
  status: SiteStatus;
  readonly created_at: string;
  updated_at: string;
  published_at: string | null;
  liveTree: SourceTree;
  liveRevision: string;
  versionNumber: number;
  currentVersionId: string | null;
  /** page key → its stable wpag_ id and times (assigned on first sight, kept after deletion). */
  readonly pages: Map<string, PageStamp>;
}

export interface SessionRecord {
  readonly id: string;
  readonly site_id: string;
  readonly name: string | null;
  readonly created_at: string;
  readonly expires_at: string;
  /** The live revision the session was opened at (moved forward when its own revision is published). */
  baseRevision: string;
  tree: SourceTree;
  revision: string;
  readonly creationMode: 'source' | null;
  previewUrl: string | null;
}

export interface PreviewRecord {
  readonly token: string;
  readonly session_id: string;
  readonly site_id: string;
  readonly revision: string;
  readonly tree: SourceTree;
  readonly created_at: string;
  readonly expires_at: string;
}

export type PublishRequestStatus = 'pending' | 'approved' | 'published' | 'rejected';

export interface PublishRequestRecord {
  readonly id: string;
  readonly site_id: string;
  readonly session_id: string;
  readonly source_revision: string;
  readonly tree: SourceTree;
  /** The live revision the session was based on when the request was filed. */
  readonly baseRevision: string;
  status: PublishRequestStatus;
  readonly message: string | null;
  readonly created_at: string;
  approved_at: string | null;
  published_at: string | null;
  rejected_at: string | null;
  rejection_reason: string | null;
  version_number: number | null;
}

export class SitesState {
  readonly sites = new Map<string, SiteRecord>();
  readonly sessions = new Map<string, SessionRecord>();
  readonly previews = new Map<string, PreviewRecord>();
  readonly publishRequests = new Map<string, PublishRequestRecord>();

  clear(): void {
    this.sites.clear();
    this.sessions.clear();
    this.previews.clear();
    this.publishRequests.clear();
  }
}
