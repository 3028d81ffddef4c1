import type {
  SiteDevelopmentSessionObject,
  SiteDevelopmentSessionPreviewObject,
  SiteNavigationObject,
  SiteNavigationSourceWriteObject,
  SiteNavigationUpdateRequest,
  SiteObject,
  SitePageContentListResponse,
  SitePageContentObject,
  SitePageContentSourceWriteObject,
  SitePageContentUpdateRequest,
  SitePageCreateRequest,
  SitePageObject,
  SitePageSourceWriteObject,
  SitePageUpdateRequest,
  SitePublishRequestObject,
  SitePublishStatusObject,
  SiteSourceArchiveObject,
  SiteSourceBatchRequest,
  SiteSourceBatchWriteObject,
  SiteSourceDiffObject,
  SiteSourceDiffRequest,
  SiteSourceFileEntry,
  SiteSourceFileObject,
  SiteSourceManifestObject,
  SiteSourceValidationObject,
} from '../types.generated.js';
import { paginate, type PaginateOptions } from '../paginate.js';
import type { BodyChunks } from '../http-fetch.js';
import { checked, checkedItems, type FieldRules } from '../response-checks.js';
import type { PlatformRequest, Transport } from '../transport.js';

const enc = encodeURIComponent;

/**
 * What the client reads of each answer (src/platform/response-checks.ts). Optional fields it uses
 * when they are sent are checked for their kind only; where it needs one that is absent, the caller
 * says so (a preview without preview_url, a validation without its errors).
 */
const FILE_ENTRY: FieldRules = {
  path: 'string',
  byte_size: 'integer',
  binary: 'boolean?',
  checksum: 'string?',
};
const ISSUE: FieldRules = { code: 'string?', message: 'string?', path: 'string?' };
const VALIDATION: FieldRules = {
  valid: 'boolean',
  errors: { each: ISSUE, optional: true },
  warnings: { each: ISSUE, optional: true },
};
const STAGED_WRITE: FieldRules = {
  source_revision: 'string',
  written_count: 'integer',
  deleted_count: 'integer',
  validation: { object: VALIDATION },
};
const RULES = {
  site: { id: 'string' },
  liveSession: { id: 'string', site_id: 'string', source_revision: 'string', expires_at: 'string?' },
  sourceSession: {
    id: 'string',
    site_id: 'string',
    source_revision: 'string',
    expires_at: 'string?',
    written_count: 'integer',
    validation: { object: VALIDATION },
  },
  stagedWrite: STAGED_WRITE,
  pageWrite: { ...STAGED_WRITE, page_key: 'string' },
  preview: { preview_url: 'string?' },
  page: { id: 'string' },
  pageContents: { items: { each: { locale: 'string' } } },
  pageContent: { locale: 'string', content: 'object?' },
  navigation: { items: { each: { label: 'string' } } },
  manifest: { source_revision: 'string', files: { each: FILE_ENTRY } },
  archive: {
    manifest: { object: { files: { each: FILE_ENTRY } } },
    files: 'object?',
  },
  file: { path: 'string', content: 'string', encoding: 'string' },
  fileEntry: FILE_ENTRY,
  diff: {
    changes: { each: { path: 'string', change: 'string' } },
  },
  validation: VALIDATION,
  publishRequest: { id: 'string', status: 'string', rejection_reason: 'string?' },
  publishStatus: { current_version_number: 'integer?', current_version_label: 'string?' },
} as const satisfies Record<string, FieldRules>;

export function sitesResource(t: Transport) {
  const site = (siteId: string) => `/v1/sites/${enc(siteId)}`;
  const session = (siteId: string, sessionId: string) =>
    `${site(siteId)}/development-sessions/${enc(sessionId)}`;
  const request = async <T>(req: PlatformRequest, rules: FieldRules): Promise<T> =>
    checked<T>(req, await t.request<unknown>(req), rules);
  const read = <T>(path: string, rules: FieldRules, query?: PlatformRequest['query']) =>
    request<T>({ method: 'GET', path, ...(query && { query }) }, rules);
  /** `idempotencyKey`: a key the caller derived itself (sitesync dev); default: derived by the transport. */
  const write = <T>(
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
    rules: FieldRules,
    idempotencyKey?: string,
  ) => request<T>({ method, path, body, idempotent: true, ...(idempotencyKey && { idempotencyKey }) }, rules);
  /** A write whose body is streamed: `stream` yields its canonical JSON (see PlatformRequest.stream). */
  const writeStreamed = <T>(
    method: 'POST' | 'PATCH',
    path: string,
    stream: BodyChunks,
    rules: FieldRules,
    key?: { idempotencyKey?: string; keyScope?: string },
  ) =>
    request<T>(
      {
        method,
        path,
        stream,
        idempotent: true,
        ...(key?.idempotencyKey && { idempotencyKey: key.idempotencyKey }),
        ...(key?.keyScope !== undefined && { keyScope: key.keyScope }),
      },
      rules,
    );
  /** Every item of a listing, each checked. */
  const listOf = async <T>(path: string, rules: FieldRules, options: PaginateOptions<T>): Promise<T[]> => {
    const out: T[] = [];
    for await (const item of checkedItems({ method: 'GET', path }, paginate<T>(t, path, options), rules))
      out.push(item);
    return out;
  };

  return {
    list: (options: PaginateOptions<SiteObject> = {}) => listOf<SiteObject>('/v1/sites', RULES.site, options),
    get: (siteId: string) => read<SiteObject>(site(siteId), RULES.site),

    sessions: {
      /** Source-first: a new draft site and session from a complete tree. */
      createFromSource: (body: { files: SiteSourceBatchRequest['files']; name?: string; message?: string }) =>
        write<SiteDevelopmentSessionObject>(
          'POST',
          '/v1/sites/development-sessions',
          body,
          RULES.sourceSession,
        ),
      /**
       * As createFromSource, the body streamed (src/source/upload-body.ts). `keyScope`: mixed into
       * its derived Idempotency-Key (the checkout's creation token: state/site-creation-store.ts).
       */
      createFromSourceStreamed: (body: BodyChunks, keyScope?: string) =>
        writeStreamed<SiteDevelopmentSessionObject>(
          'POST',
          '/v1/sites/development-sessions',
          body,
          RULES.sourceSession,
          keyScope === undefined ? undefined : { keyScope },
        ),
      /** A session of an existing site at its live source revision. */
      create: (siteId: string, body: { source_revision: string; name?: string }, idempotencyKey?: string) =>
        write<SiteDevelopmentSessionObject>(
          'POST',
          `${site(siteId)}/development-sessions`,
          body,
          RULES.liveSession,
          idempotencyKey,
        ),
      writeBatch: (siteId: string, sessionId: string, body: SiteSourceBatchRequest) =>
        write<SiteSourceBatchWriteObject>(
          'PATCH',
          `${session(siteId, sessionId)}/source:batch`,
          body,
          RULES.stagedWrite,
        ),
      /** As writeBatch, the body streamed (src/source/upload-body.ts). */
      writeBatchStreamed: (siteId: string, sessionId: string, body: BodyChunks, idempotencyKey?: string) =>
        writeStreamed<SiteSourceBatchWriteObject>(
          'PATCH',
          `${session(siteId, sessionId)}/source:batch`,
          body,
          RULES.stagedWrite,
          idempotencyKey === undefined ? undefined : { idempotencyKey },
        ),
      /**
       * `idempotencyKey` overrides the derived key: a liveness probe must reach the platform, not
       * replay an earlier answer of the same commit (a session may have expired since).
       */
      preview: (siteId: string, sessionId: string, options: { idempotencyKey?: string } = {}) =>
        request<SiteDevelopmentSessionPreviewObject>(
          {
            method: 'POST',
            path: `${session(siteId, sessionId)}/preview`,
            idempotent: true,
            ...(options.idempotencyKey && { idempotencyKey: options.idempotencyKey }),
          },
          RULES.preview,
        ),
      writeNavigation: (siteId: string, sessionId: string, body: SiteNavigationUpdateRequest) =>
        write<SiteNavigationSourceWriteObject>(
          'PATCH',
          `${session(siteId, sessionId)}/navigation`,
          body,
          RULES.stagedWrite,
        ),
      createPage: (siteId: string, sessionId: string, body: SitePageCreateRequest) =>
        write<SitePageSourceWriteObject>(
          'POST',
          `${session(siteId, sessionId)}/pages`,
          body,
          RULES.pageWrite,
        ),
      updatePage: (siteId: string, sessionId: string, pageId: string, body: SitePageUpdateRequest) =>
        write<SitePageSourceWriteObject>(
          'PATCH',
          `${session(siteId, sessionId)}/pages/${enc(pageId)}`,
          body,
          RULES.pageWrite,
        ),
      deletePage: (
        siteId: string,
        sessionId: string,
        pageId: string,
        body: { source_revision: string; message?: string },
      ) =>
        write<SitePageSourceWriteObject>(
          'DELETE',
          `${session(siteId, sessionId)}/pages/${enc(pageId)}`,
          body,
          RULES.pageWrite,
        ),
      writePageContent: (
        siteId: string,
        sessionId: string,
        pageId: string,
        locale: string,
        body: SitePageContentUpdateRequest,
      ) =>
        write<SitePageContentSourceWriteObject>(
          'PATCH',
          `${session(siteId, sessionId)}/pages/${enc(pageId)}/contents/${enc(locale)}`,
          body,
          RULES.stagedWrite,
        ),
      deletePageContent: (
        siteId: string,
        sessionId: string,
        pageId: string,
        locale: string,
        body: { source_revision: string; message?: string },
      ) =>
        write<SitePageContentSourceWriteObject>(
          'DELETE',
          `${session(siteId, sessionId)}/pages/${enc(pageId)}/contents/${enc(locale)}`,
          body,
          RULES.stagedWrite,
        ),
    },

    pages: {
      list: (siteId: string, options: PaginateOptions<SitePageObject> = {}) =>
        listOf<SitePageObject>(`${site(siteId)}/pages`, RULES.page, options),
      get: (siteId: string, pageId: string) =>
        read<SitePageObject>(`${site(siteId)}/pages/${enc(pageId)}`, RULES.page),
      contents: (siteId: string, pageId: string) =>
        read<SitePageContentListResponse>(
          `${site(siteId)}/pages/${enc(pageId)}/contents`,
          RULES.pageContents,
        ),
      content: (siteId: string, pageId: string, locale: string) =>
        read<SitePageContentObject>(
          `${site(siteId)}/pages/${enc(pageId)}/contents/${enc(locale)}`,
          RULES.pageContent,
        ),
    },
    navigation: (siteId: string) =>
      read<SiteNavigationObject>(`${site(siteId)}/navigation`, RULES.navigation),

    source: {
      /** Every live file entry; a manifest without paths would be misread as an odd tree. */
      manifest: (siteId: string) =>
        read<SiteSourceManifestObject>(`${site(siteId)}/source/manifest`, RULES.manifest),
      archive: (siteId: string) =>
        request<SiteSourceArchiveObject>(
          { method: 'GET', path: `${site(siteId)}/source/archive`, sizeCap: 'archive' },
          RULES.archive,
        ),
      file: (siteId: string, path: string) =>
        read<SiteSourceFileObject>(`${site(siteId)}/source/file`, RULES.file, { path }),
      files: (siteId: string, options: PaginateOptions<SiteSourceFileEntry> = {}) =>
        checkedItems(
          { method: 'GET', path: `${site(siteId)}/source/files` },
          paginate<SiteSourceFileEntry>(t, `${site(siteId)}/source/files`, {
            cursorOf: (e) => e.path,
            ...options,
          }),
          RULES.fileEntry,
        ),
      diff: (siteId: string, body: SiteSourceDiffRequest) =>
        request<SiteSourceDiffObject>(
          { method: 'POST', path: `${site(siteId)}/source/diff`, body },
          RULES.diff,
        ),
      validate: (siteId: string, body: SiteSourceDiffRequest) =>
        request<SiteSourceValidationObject>(
          { method: 'POST', path: `${site(siteId)}/source/validate`, body },
          RULES.validation,
        ),
    },

    publish: {
      request: (siteId: string, body: { session_id: string; source_revision: string; message?: string }) =>
        write<SitePublishRequestObject>(
          'POST',
          `${site(siteId)}/publish-requests`,
          body,
          RULES.publishRequest,
        ),
      /** `timeLimitMs`: the read ends within it (a poll bounded by its wait; PlatformRequest.timeLimitMs). */
      get: (siteId: string, requestId: string, options: { timeLimitMs?: number } = {}) =>
        request<SitePublishRequestObject>(
          {
            method: 'GET',
            path: `${site(siteId)}/publish-requests/${enc(requestId)}`,
            ...(options.timeLimitMs !== undefined && { timeLimitMs: options.timeLimitMs }),
          },
          RULES.publishRequest,
        ),
      /**
       * Every field of the publish status is optional in the contract: callers say when one is
       * absent. `timeLimitMs` as for `get`: the read after a wait's decision, bounded by the wait.
       */
      status: (siteId: string, options: { timeLimitMs?: number } = {}) =>
        request<SitePublishStatusObject>(
          {
            method: 'GET',
            path: `${site(siteId)}/publish-status`,
            ...(options.timeLimitMs !== undefined && { timeLimitMs: options.timeLimitMs }),
          },
          RULES.publishStatus,
        ),
    },
  };
}
