import { createHash, type Hash } from 'node:crypto';
import { SitesyncError } from '../shared/errors.js';
import { updateWithCanonicalJson } from '../shared/canonical-digest.js';

/**
 * Idempotency keys. One logical write has one key, reused on every retry, and derived (not
 * random): the same commit performing the same operation with the same body always sends the
 * same key, so a rerun of a commit replays instead of writing twice.
 *
 *   ss1.<40 hex revision>.<32 hex>   (77 characters)
 *
 * The revision is the commit SHA, or for a dirty working tree a 40-hex digest of its content.
 * The last part is the first 128 bits of SHA-256 over `operation + "\n" + canonical JSON body`.
 * The canonical JSON is hashed as it is written, never built as a string (a source batch body is
 * up to 8 MiB).
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{16,128}$/;

export function isValidIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY_PATTERN.test(key);
}

export function assertValidIdempotencyKey(key: string): void {
  if (!isValidIdempotencyKey(key)) {
    throw new SitesyncError(
      'INVALID_IDEMPOTENCY_KEY',
      `Idempotency-Key ${JSON.stringify(key.slice(0, 140))} is invalid: it must be 16–128 characters of letters, digits, '.', '_', ':' or '-' (it has ${key.length})`,
      { hint: 'keys are derived by idempotencyKeyFor(); a custom key must follow the platform rule' },
    );
  }
}

const REVISION = /^[0-9a-f]{40}$/;

export function idempotencyKeyFor(revision: string, operation: string, body: unknown): string {
  const hasher = createIdempotencyKeyHasher(revision, operation);
  if (body !== undefined) updateWithCanonicalJson(hasher.hash, body);
  return hasher.key();
}

/**
 * The key of a body given as its canonical JSON bytes, fed in pieces (a streamed source write):
 * `update` each piece, then `key()`. Same bytes, same key as `idempotencyKeyFor` of the value.
 */
export interface IdempotencyKeyHasher {
  readonly hash: Hash;
  update(canonicalJsonBytes: Uint8Array): void;
  key(): string;
}

export function createIdempotencyKeyHasher(revision: string, operation: string): IdempotencyKeyHasher {
  const rev = revision.toLowerCase();
  if (!REVISION.test(rev)) {
    throw new SitesyncError(
      'INVALID_REVISION',
      `revision for an idempotency key must be 40 hex characters, got ${JSON.stringify(revision)}`,
    );
  }
  const hash = createHash('sha256').update(operation).update('\n');
  return {
    hash,
    update: (bytes) => void hash.update(bytes),
    key() {
      const key = `ss1.${rev}.${hash.digest('hex').slice(0, 32)}`;
      assertValidIdempotencyKey(key);
      return key;
    },
  };
}

/** A 40-hex revision for a dirty working tree: HEAD (if any) plus a digest of the content. */
export function contentRevision(head: string | undefined, contentDigest: string): string {
  return createHash('sha256')
    .update(`dirty\n${head ?? 'no-head'}\n${contentDigest}`)
    .digest('hex')
    .slice(0, 40);
}
