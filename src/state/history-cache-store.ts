/**
 * The history cache: `.sitesync/history.json`. Git blobs are content-addressed, so what was
 * computed from one never goes stale: the checksum of a site file's committed version (upload
 * bytes, in an algorithm), and the catalog entities a committed catalog blob holds (only the ones
 * a plan asked about). An accelerator only: unreadable means empty, a failed save is ignored.
 * Bounded: the oldest entries go first beyond the caps.
 *
 * What it says is taken as it stands, and a blob id is no secret: a checksum edited where the file
 * lies ("the original blob's is the live edit's") turned a live edit into an older committed
 * version, which apply then overwrote unguarded. So it is a MAC'd file (state/mac-file.ts), read
 * only when its HMAC, made with the user's cache key, holds (test/integration/cli/live-edits.test.ts).
 */
import type { EntityKey, EntityVersion } from '../history/types.js';
import type { ChecksumAlgorithm } from '../source/index.js';
import { macFile, type MacFileOptions } from './mac-file.js';
import { isRecord, stateDirInside } from './state-file.js';

export const MAX_CACHED_BLOBS = 50_000;
/**
 * Entity versions kept, over all catalog blobs (the blob asked about last goes last). A plan that
 * changes a few entities asks about a few; one that creates a whole catalog (a first publish: 52,500
 * on L) asks about every one, and keeping those answers made every later plan load them all: on L a
 * 10.9 MB history.json, read by a small change that asked about 20 (~65 MB allocated, the plan's
 * peak RSS +30 MB; bench/ANALYSIS.md, thirteenth round). A blob past the cap is not kept: asking
 * about that many again is one parse of the committed catalog, which a plan of that size makes.
 */
export const MAX_CACHED_ENTITY_VERSIONS = 5_000;

type BlobSums = Partial<Record<ChecksumAlgorithm, string>>;

interface HistoryCacheFile {
  readonly version: 1;
  readonly blobs: Record<string, BlobSums>;
  /** catalog blob → entity key → its version in that blob (null: not in it). */
  readonly entities: Record<string, Record<EntityKey, EntityVersion | null>>;
}

export interface HistoryCache {
  checksum(blob: string, algorithm: ChecksumAlgorithm): string | undefined;
  setChecksum(blob: string, algorithm: ChecksumAlgorithm, checksum: string): void;
  /** undefined: not known for this blob yet. */
  entity(blob: string, key: EntityKey): EntityVersion | null | undefined;
  setEntity(blob: string, key: EntityKey, version: EntityVersion | null): void;
  /** Writes the file when something was added. */
  save(): Promise<void>;
}

const HEX = /^[0-9a-f]{32,64}$/;

function decode(raw: unknown): HistoryCacheFile | undefined {
  if (!isRecord(raw) || raw.version !== 1 || !isRecord(raw.blobs) || !isRecord(raw.entities))
    return undefined;
  const blobs: Record<string, BlobSums> = {};
  for (const [id, sums] of Object.entries(raw.blobs)) {
    if (!isRecord(sums)) continue;
    const ok: BlobSums = {};
    for (const alg of ['sha256', 'sha1', 'md5'] as const)
      if (typeof sums[alg] === 'string' && HEX.test(sums[alg])) ok[alg] = sums[alg];
    blobs[id] = ok;
  }
  const entities: Record<string, Record<EntityKey, EntityVersion | null>> = {};
  for (const [id, byKey] of Object.entries(raw.entities)) {
    if (!isRecord(byKey)) continue;
    const kept: Record<EntityKey, EntityVersion | null> = {};
    for (const [key, v] of Object.entries(byKey)) {
      if (v === null) kept[key] = null;
      else if (isRecord(v) && isRecord(v.fields) && isRecord(v.refs) && typeof v.archived === 'boolean')
        kept[key] = v as unknown as EntityVersion;
    }
    entities[id] = kept;
  }
  return { version: 1, blobs, entities };
}

const historyFile = (rootDir: string, options: MacFileOptions = {}) =>
  macFile(rootDir, 'history.json', options);

/** Where the history cache of a repository is kept. */
export const historyCachePath = (rootDir: string): string => historyFile(rootDir).path;

/**
 * In memory only when a site source folder holds `.sitesync` (the file would join that tree), or
 * when `untrusted`: a history.json that git tracks came with the repository (a pull request can
 * add one), and a cache in the repository could claim any checksum for any blob — a live edit
 * would read as an older committed version and pass the live-edit guard. It is neither read nor
 * written then.
 */
export async function loadHistoryCache(
  rootDir: string,
  sources: readonly string[] = [],
  options: { untrusted?: boolean } & MacFileOptions = {},
): Promise<HistoryCache> {
  const persist = !stateDirInside(rootDir, sources) && options.untrusted !== true;
  const file = historyFile(rootDir, options);
  const data = (persist ? decode(await file.load()) : undefined) ?? { version: 1, blobs: {}, entities: {} };
  const blobs = new Map(Object.entries(data.blobs));
  const entities = new Map(Object.entries(data.entities).map(([id, m]) => [id, new Map(Object.entries(m))]));
  /** Drops the oldest entries beyond the caps; whether it dropped any. */
  const trim = () => {
    const before = blobs.size + entities.size;
    while (blobs.size > MAX_CACHED_BLOBS) blobs.delete(blobs.keys().next().value!);
    let total = [...entities.values()].reduce((n, m) => n + m.size, 0);
    while (total > MAX_CACHED_ENTITY_VERSIONS && entities.size > 0) {
      const oldest = entities.keys().next().value!;
      total -= entities.get(oldest)!.size;
      entities.delete(oldest);
    }
    return blobs.size + entities.size < before;
  };
  // A file written with higher caps is written again within these.
  let dirty = trim();
  return {
    checksum: (blob, algorithm) => blobs.get(blob)?.[algorithm],
    setChecksum(blob, algorithm, checksum) {
      const sums = blobs.get(blob) ?? {};
      if (sums[algorithm] === checksum) return;
      blobs.delete(blob); // re-inserted last: the newest entries survive the cap
      blobs.set(blob, { ...sums, [algorithm]: checksum });
      dirty = true;
    },
    entity: (blob, key) => entities.get(blob)?.get(key),
    setEntity(blob, key, version) {
      const byKey = entities.get(blob) ?? new Map<EntityKey, EntityVersion | null>();
      entities.delete(blob);
      entities.set(blob, byKey);
      byKey.set(key, version);
      dirty = true;
    },
    async save() {
      if (!dirty || !persist) return;
      trim();
      await file.save({
        version: 1,
        blobs: Object.fromEntries(blobs),
        entities: Object.fromEntries([...entities].map(([id, m]) => [id, Object.fromEntries(m)])),
      });
      dirty = false;
    },
  };
}
