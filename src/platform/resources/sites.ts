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
import { listAll, paginate, type PaginateOptions } from '../paginate.js';
import type { BodyChunks } from '../http-fetch.js';
import type { Transport } from '../transport.js';
import { ProtocolError } from '../errors.js';

const enc = encodeURIComponent;

/** A manifest whose `files` is not a list of entries with a path would be misread as an empty or odd tree. */
function checkedManifest(path: string, manifest: SiteSourceManifestObject): SiteSourceManifestObject {
  const files: unknown = (manifest as { files?: unknown }).files;
  if (!Array.isArray(files)) {
    throw new ProtocolError(
      'GET',
      path,
      `answered a manifest whose "files" is not a list (got ${typeof files})`,
    );
  }
  const bad = files.findIndex((f) => typeof (f as { path?: unknown } | null)?.path !== 'string');
  if (bad >= 0) {
    throw new ProtocolError('GET', path, `answered a manifest whose files[${bad}] has no "path" string`);
  }
  return manifest;
}

export function sitesResource(t: Transport) {
  const site = (siteId: string) => `/v1/sites/${enc(siteId)}`;
  const session = (siteId: string, sessionId: string) =>
    `${site(siteId)}/development-sessions/${enc(sessionId)}`;
  /** `idempotencyKey`: a key the caller derived itself (sitesync dev); default: derived by the transport. */
  const write = <T>(
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
    idempotencyKey?: string,
  ) => t.request<T>({ method, path, body, idempotent: true, ...(idempotencyKey && { idempotencyKey }) });
  /** A write whose body is streamed: `stream` yields its canonical JSON (see PlatformRequest.stream). */
  const writeStreamed = <T>(
    method: 'POST' | 'PATCH',
    path: string,
    stream: BodyChunks,
    idempotencyKey?: string,
  ) => t.request<T>({ method, path, stream, idempotent: true, ...(idempotencyKey && { idempotencyKey }) });

  return {
    list: (options: PaginateOptions<SiteObject> = {}) => listAll<SiteObject>(t, '/v1/sites', options),
    get: (siteId: string) => t.request<SiteObject>({ method: 'GET', path: site(siteId) }),

    sessions: {
      /** Source-first: a new draft site and session from a complete tree. */
      createFromSource: (body: { files: SiteSourceBatchRequest['files']; name?: string; message?: string }) =>
        write<SiteDevelopmentSessionObject>('POST', '/v1/sites/development-sessions', body),
      /** As createFromSource, the body streamed (src/source/upload-body.ts). */
      createFromSourceStreamed: (body: BodyChunks) =>
        writeStreamed<SiteDevelopmentSessionObject>('POST', '/v1/sites/development-sessions', body),
      /** A session of an existing site at its live source revision. */
      create: (siteId: string, body: { source_revision: string; name?: string }, idempotencyKey?: string) =>
        write<SiteDevelopmentSessionObject>(
          'POST',
          `${site(siteId)}/development-sessions`,
          body,
          idempotencyKey,
        ),
      writeBatch: (siteId: string, sessionId: string, body: SiteSourceBatchRequest) =>
        write<SiteSourceBatchWriteObject>('PATCH', `${session(siteId, sessionId)}/source:batch`, body),
      /** As writeBatch, the body streamed (src/source/upload-body.ts). */
      writeBatchStreamed: (siteId: string, sessionId: string, body: BodyChunks, idempotencyKey?: string) =>
        writeStreamed<SiteSourceBatchWriteObject>(
          'PATCH',
          `${session(siteId, sessionId)}/source:batch`,
          body,
          idempotencyKey,
        ),
      /** `idempotencyKey`: the request has no body, so a caller that asks again for a newer revision gives one. */
      preview: (siteId: string, sessionId: string, idempotencyKey?: string) =>
        t.request<SiteDevelopmentSessionPreviewObject>({
          method: 'POST',
          path: `${session(siteId, sessionId)}/preview`,
          idempotent: true,
          ...(idempotencyKey && { idempotencyKey }),
        }),
      writeNavigation: (siteId: string, sessionId: string, body: SiteNavigationUpdateRequest) =>
        write<SiteNavigationSourceWriteObject>('PATCH', `${session(siteId, sessionId)}/navigation`, body),
      createPage: (siteId: string, sessionId: string, body: SitePageCreateRequest) =>
        write<SitePageSourceWriteObject>('POST', `${session(siteId, sessionId)}/pages`, body),
      updatePage: (siteId: string, sessionId: string, pageId: string, body: SitePageUpdateRequest) =>
        write<SitePageSourceWriteObject>('PATCH', `${session(siteId, sessionId)}/pages/${enc(pageId)}`, body),
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
        ),
    },

    pages: {
      list: (siteId: string, options: PaginateOptions<SitePageObject> = {}) =>
        listAll<SitePageObject>(t, `${site(siteId)}/pages`, options),
      get: (siteId: string, pageId: string) =>
        t.request<SitePageObject>({ method: 'GET', path: `${site(siteId)}/pages/${enc(pageId)}` }),
      contents: (siteId: string, pageId: string) =>
        t.request<SitePageContentListResponse>({
          method: 'GET',
          path: `${site(siteId)}/pages/${enc(pageId)}/contents`,
        }),
      content: (siteId: string, pageId: string, locale: string) =>
        t.request<SitePageContentObject>({
          method: 'GET',
          path: `${site(siteId)}/pages/${enc(pageId)}/contents/${enc(locale)}`,
        }),
    },
    navigation: (siteId: string) =>
      t.request<SiteNavigationObject>({ method: 'GET', path: `${site(siteId)}/navigation` }),

    source: {
      manifest: async (siteId: string) => {
        const path = `${site(siteId)}/source/manifest`;
        return checkedManifest(path, await t.request<SiteSourceManifestObject>({ method: 'GET', path }));
      },
      archive: (siteId: string) =>
        t.request<SiteSourceArchiveObject>({ method: 'GET', path: `${site(siteId)}/source/archive` }),
      file: (siteId: string, path: string) =>
        t.request<SiteSourceFileObject>({
          method: 'GET',
          path: `${site(siteId)}/source/file`,
          query: { path },
        }),
      files: (siteId: string, options: PaginateOptions<SiteSourceFileEntry> = {}) =>
        paginate<SiteSourceFileEntry>(t, `${site(siteId)}/source/files`, {
          cursorOf: (e) => e.path,
          ...options,
        }),
      diff: (siteId: string, body: SiteSourceDiffRequest) =>
        t.request<SiteSourceDiffObject>({ method: 'POST', path: `${site(siteId)}/source/diff`, body }),
      validate: (siteId: string, body: SiteSourceDiffRequest) =>
        t.request<SiteSourceValidationObject>({
          method: 'POST',
          path: `${site(siteId)}/source/validate`,
          body,
        }),
    },

    publish: {
      request: (siteId: string, body: { session_id: string; source_revision: string; message?: string }) =>
        write<SitePublishRequestObject>('POST', `${site(siteId)}/publish-requests`, body),
      get: (siteId: string, requestId: string) =>
        t.request<SitePublishRequestObject>({
          method: 'GET',
          path: `${site(siteId)}/publish-requests/${enc(requestId)}`,
        }),
      status: (siteId: string) =>
        t.request<SitePublishStatusObject>({ method: 'GET', path: `${site(siteId)}/publish-status` }),
    },
  };
}
