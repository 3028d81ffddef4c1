/**
 * Idempotency-Keys of the writes `sitesync dev` makes. The working tree is not a commit, so each
 * key derives from the content of its write (src/platform/idempotency.ts `contentRevision`): a
 * burst retried — by the transport, or by a restarted `dev` with the same files on the same
 * revision — carries the same key and is replayed, never written twice; any other content gets
 * another key. Pure.
 */
import { contentRevision, createIdempotencyKeyHasher } from '../platform/idempotency.js';
import { digestOf } from '../sync/revision.js';

export interface DevKeys {
  /** Opening a session on `liveRevision`; `replaces` is the session it replaces, if any. */
  openSession(siteId: string, liveRevision: string, replaces: string | undefined): string;
  /** A `source:batch` write of these files (path and SHA-256) and deletes on `sourceRevision`. */
  batch(
    sessionId: string,
    sourceRevision: string,
    files: readonly { readonly path: string; readonly checksum: string }[],
    deletes: readonly string[],
  ): string;
  /** A preview of the session at `sourceRevision` (the request has no body). */
  preview(sessionId: string, sourceRevision: string): string;
}

function keyOf(head: string | undefined, operation: string, parts: readonly string[]): string {
  const digest = digestOf([operation, ...parts]);
  const hasher = createIdempotencyKeyHasher(contentRevision(head, digest), operation);
  hasher.update(Buffer.from(digest));
  return hasher.key();
}

/**
 * `head` is the commit checked out (if any); `workTree` names this working tree (its folder), so
 * two working trees of one credential never share a session.
 */
export function devKeys(head: string | undefined, workTree: string): DevKeys {
  return {
    openSession: (siteId, liveRevision, replaces) =>
      keyOf(head, 'dev open-session', [workTree, siteId, liveRevision, replaces ?? '-']),
    batch: (sessionId, sourceRevision, files, deletes) =>
      keyOf(head, 'dev source:batch', [
        sessionId,
        sourceRevision,
        ...files.map((f) => `+ ${f.checksum} ${f.path}`),
        ...deletes.map((p) => `- ${p}`),
      ]),
    preview: (sessionId, sourceRevision) => keyOf(head, 'dev preview', [sessionId, sourceRevision]),
  };
}
