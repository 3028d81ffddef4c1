/**
 * Idempotency (docs/platform-contract.md §3). Records are scoped to the credential and live 24 h by
 * the emulator clock. Same key + same method, path and canonical body → the stored response again;
 * a different request under the same key → 409. A request in flight under a key makes a concurrent
 * retry wait for it and replay its response.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';
import { ApiError, type Clock } from './route.js';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9._:-]{16,128}$/;

export interface StoredResponse {
  readonly status: number;
  readonly body: string;
  readonly contentType: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * What makes two requests under one key the same request. The body is kept as the SHA-256 of its
 * canonical JSON, not the JSON itself: a source write carries up to 24 MiB of file contents, and
 * a record lives 24 h (and in the --data file), so keeping bodies held a second copy of every
 * uploaded site in memory and on disk.
 */
export interface RequestFingerprint {
  readonly method: string;
  readonly path: string;
  /** Lowercase hex SHA-256 of the canonical JSON of the body. */
  readonly bodySha256: string;
}

export function fingerprintOf(method: string, path: string, body: unknown): RequestFingerprint {
  return { method, path, bodySha256: createHash('sha256').update(canonicalJson(body)).digest('hex') };
}

interface IdempotencyRecord {
  readonly credentialId: string;
  readonly key: string;
  readonly fingerprint: RequestFingerprint;
  readonly createdAt: string; // ISO, emulator clock
  readonly response: StoredResponse;
}

export type IdempotencyLookup =
  | { readonly kind: 'new'; commit(response: StoredResponse): void; abandon(): void }
  | { readonly kind: 'replay'; readonly response: StoredResponse }
  | { readonly kind: 'wait'; readonly response: Promise<StoredResponse | undefined> };

/** Throws 400 when an idempotent route has no key or a malformed one; returns the key. */
export function requireIdempotencyKey(raw: string | string[] | undefined): string {
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') {
    throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'this route requires an Idempotency-Key header');
  }
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(
      400,
      'INVALID_IDEMPOTENCY_KEY',
      `Idempotency-Key must be 16 to 128 characters of letters, digits, ".", "_", ":" or "-" (got ${key.length} characters)`,
    );
  }
  return key;
}

function sameRequest(a: RequestFingerprint, b: RequestFingerprint): boolean {
  return a.method === b.method && a.path === b.path && a.bodySha256 === b.bodySha256;
}

export class IdempotencyStore {
  private readonly records = new Map<string, IdempotencyRecord>();
  private readonly inFlight = new Map<
    string,
    { fingerprint: RequestFingerprint; done: Promise<StoredResponse | undefined> }
  >();

  constructor(private readonly clock: Clock) {}

  /** What to do with a request under `key`; throws 409 on a conflicting reuse. */
  begin(credentialId: string, key: string, fingerprint: RequestFingerprint): IdempotencyLookup {
    const slot = `${credentialId}\n${key}`;
    const conflict = (): never => {
      throw new ApiError(
        409,
        'DEVELOPER_IDEMPOTENCY_CONFLICT',
        `Idempotency-Key "${key}" was already used with a different method, path or body`,
      );
    };
    const pending = this.inFlight.get(slot);
    if (pending) {
      if (!sameRequest(pending.fingerprint, fingerprint)) conflict();
      return { kind: 'wait', response: pending.done };
    }
    const record = this.records.get(slot);
    if (record && this.isLive(record)) {
      if (!sameRequest(record.fingerprint, fingerprint)) conflict();
      return { kind: 'replay', response: record.response };
    }
    if (record) this.records.delete(slot);
    let settle: (response: StoredResponse | undefined) => void = () => undefined;
    const done = new Promise<StoredResponse | undefined>((resolve) => (settle = resolve));
    this.inFlight.set(slot, { fingerprint, done });
    return {
      kind: 'new',
      commit: (response) => {
        this.inFlight.delete(slot);
        this.records.set(slot, {
          credentialId,
          key,
          fingerprint,
          createdAt: this.clock.now().toISOString(),
          response,
        });
        settle(response);
      },
      abandon: () => {
        this.inFlight.delete(slot);
        settle(undefined);
      },
    };
  }

  private isLive(record: IdempotencyRecord): boolean {
    return this.clock.now().getTime() - Date.parse(record.createdAt) < IDEMPOTENCY_WINDOW_MS;
  }

  snapshot(): IdempotencyRecord[] {
    return [...this.records.values()].filter((r) => this.isLive(r));
  }

  restore(snapshot: unknown): void {
    this.records.clear();
    if (!Array.isArray(snapshot)) return;
    for (const record of snapshot as IdempotencyRecord[]) {
      this.records.set(`${record.credentialId}\n${record.key}`, withBodyDigest(record));
    }
  }

  clear(): void {
    this.records.clear();
  }
}

/** A record as data files before the body digest stored it: `fingerprint.body`, the canonical JSON. */
function withBodyDigest(record: IdempotencyRecord): IdempotencyRecord {
  const { fingerprint } = record as { fingerprint: Partial<RequestFingerprint> & { body?: unknown } };
  if (typeof fingerprint.bodySha256 === 'string' || typeof fingerprint.body !== 'string') return record;
  const bodySha256 = createHash('sha256').update(fingerprint.body).digest('hex');
  return {
    ...record,
    fingerprint: { method: record.fingerprint.method, path: record.fingerprint.path, bodySha256 },
  };
}
