/**
 * The hints of the live catalog read: `.sitesync/list-cursors.json`. The cursors each list
 * followed last time, and the rate limit the platform reported for the credential (tagged with
 * `Transport.credentialTag`, never the key), so a plan, which does not ask for it, can still ask for
 * every page at once within it. An accelerator only: unreadable means no hints, a failed save is
 * ignored, and hints that no longer hold cost a sequential read (see sync/catalog/hinted-list.ts).
 */
import type { ListCursors } from '../sync/catalog/read-live-catalog.js';
import { isRecord, stateFile } from './state-file.js';

/** A rate limit the platform reported (GET /v1/auth/status), for one credential. */
export interface RememberedRateLimit {
  readonly credential: string;
  readonly perMinute: number;
}

export interface CatalogReadHints {
  readonly cursors: ListCursors;
  readonly rateLimit?: RememberedRateLimit;
}

interface CursorsFile extends CatalogReadHints {
  readonly version: 1;
}

const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

function decodeRateLimit(raw: unknown): RememberedRateLimit | undefined {
  if (!isRecord(raw)) return undefined;
  const { credential, perMinute } = raw;
  if (typeof credential !== 'string' || typeof perMinute !== 'number') return undefined;
  if (!Number.isSafeInteger(perMinute) || perMinute <= 0) return undefined;
  return { credential, perMinute };
}

const cursorsFile = (rootDir: string) =>
  stateFile<CursorsFile>(rootDir, 'list-cursors.json', {
    bestEffort: true,
    decode: (raw) => {
      if (!isRecord(raw) || raw.version !== 1 || !isRecord(raw.cursors)) return undefined;
      const { brands, categories, products } = raw.cursors;
      const rateLimit = decodeRateLimit(raw.rateLimit);
      return {
        version: 1,
        cursors: {
          ...(isIdList(brands) && { brands }),
          ...(isIdList(categories) && { categories }),
          ...(isIdList(products) && { products }),
        },
        ...(rateLimit && { rateLimit }),
      };
    },
  });

export async function loadCatalogReadHints(rootDir: string): Promise<CatalogReadHints | undefined> {
  const file = await cursorsFile(rootDir).load();
  return file && { cursors: file.cursors, ...(file.rateLimit && { rateLimit: file.rateLimit }) };
}

export async function saveCatalogReadHints(rootDir: string, hints: CatalogReadHints): Promise<void> {
  await cursorsFile(rootDir).save({ version: 1, ...hints });
}

/** The rate limit to remember after a read: the one the transport paces to now, else the stored one. */
export function rateLimitToRemember(
  transport: { readonly rateLimit: number | undefined; readonly credentialTag: string },
  stored: RememberedRateLimit | undefined,
): RememberedRateLimit | undefined {
  if (transport.rateLimit !== undefined)
    return { credential: transport.credentialTag, perMinute: transport.rateLimit };
  return stored;
}
