/**
 * The committed versions of catalog entities. The catalog (one file, or the `*.yml` / `*.yaml`
 * files of a folder) is rebuilt as it stood after each commit of the window, newest first: HEAD's
 * blobs, then each commit's changes undone. Each distinct blob is parsed once, only when a plan
 * asks about an entity it has not been asked about before (`.sitesync/history.json` remembers).
 *
 * The versions are read newest first, in rounds of 1, 1, 2, 4… snapshots, and an entity whose
 * origin the versions read so far settle (`settled`: live holds one of them) is not searched for
 * in older ones. A catalog is one file that most commits change, so every snapshot is a blob of its
 * own: without this a small change asked about 20 entities in every version of the window (up to
 * 200 versions of the whole catalog), where the newest one or two decide them. Keys are checked
 * before the first round too: when the whole history was searched and began without a catalog,
 * the oldest snapshot is known empty without a read, which settles a first publish's creates.
 */
import { relative, sep } from 'node:path';
import { releaseBytes } from '../platform/release-bytes.js';
import type { HistoryCache } from '../state/history-cache-store.js';
import { entitiesOfCatalogVersion } from './catalog-version.js';
import type { HistoryReader } from './git-reader.js';
import { historyWindow, type EntityKey, type EntityVersion, type HistoryWindow } from './types.js';

export interface EntityHistory {
  /**
   * The entity in each snapshot, newest (HEAD) first; undefined where the YAML did not have it. For
   * a key settled early: the snapshots read, then the oldest when it is known empty.
   */
  readonly versions: readonly (EntityVersion | undefined)[];
  /** The snapshots reach back to before the entity was in the YAML. */
  readonly complete: boolean;
}

export interface CatalogHistory {
  readonly window: HistoryWindow;
  readonly entities: ReadonlyMap<EntityKey, EntityHistory>;
}

const toPosix = (p: string) => p.split(sep).join('/');

export async function readCatalogHistory(options: {
  readonly reader: HistoryReader;
  /** Absolute path of the catalog file or folder. */
  readonly catalog: string;
  /** Is the catalog a folder of YAML files? */
  readonly folder: boolean;
  readonly keys: readonly EntityKey[];
  readonly depth: number;
  /** May still be loading: it is needed only once git has answered. */
  readonly cache: HistoryCache | Promise<HistoryCache>;
  /**
   * Whether the versions of an entity read so far (newest first) settle what the plan asks of it,
   * so that older versions cannot change the answer; `emptyOrigin`: the oldest snapshot, read or
   * not, is known to hold no entity (the whole history searched, and it began without a catalog).
   * Without it every version is read.
   */
  readonly settled?: (
    key: EntityKey,
    versions: readonly (EntityVersion | undefined)[],
    known: { readonly emptyOrigin: boolean },
  ) => boolean;
}): Promise<CatalogHistory> {
  const { reader, depth } = options;
  const target = toPosix(relative(reader.root, options.catalog));
  const isCatalogFile = (path: string) =>
    options.folder
      ? path.startsWith(target + '/') && !path.slice(target.length + 1).includes('/') && /\.ya?ml$/.test(path)
      : path === target;

  // Both at once (each is a git process).
  const [log, head] = await Promise.all([reader.log([target], depth), reader.headBlobs([target])]);
  const window = historyWindow(log, depth);
  const cache = await options.cache;

  // Snapshots: path → blob after each commit, newest first; the last one is the state before
  // the oldest commit of the window, unless that commit is a shallow boundary (state unknown).
  const state = new Map([...head].filter(([p]) => isCatalogFile(p)));
  const snapshots: Map<string, string>[] = [new Map(state)];
  let reachesOrigin = log.commits.length > 0;
  for (let c = 0; c < log.commits.length; c++) {
    if (log.boundary.has(c)) {
      reachesOrigin = false;
      break;
    }
    for (const change of log.changes) {
      if (change.commit !== c || !isCatalogFile(change.path)) continue;
      if (change.before === null) state.delete(change.path);
      else state.set(change.path, change.before);
    }
    snapshots.push(new Map(state));
  }

  // In a folder, an entity defined twice counts from the first file by name (as the parse reads them).
  const ordered = snapshots.map((snap) =>
    [...snap.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, blob]) => blob),
  );
  const blobPath = new Map<string, string>(); // blob → a path it had (for messages only)
  for (const snap of snapshots) for (const [path, blob] of snap) blobPath.set(blob, path);
  const versionIn = (snapshot: number, key: EntityKey): EntityVersion | undefined => {
    for (const blob of ordered[snapshot]!) {
      const v = cache.entity(blob, key);
      if (v) return v;
    }
    return undefined;
  };

  // The whole history of the catalog was searched and it began without a catalog file: every
  // entity is absent from the oldest snapshot, which needs no read.
  const emptyOrigin = log.complete && snapshots[snapshots.length - 1]!.size === 0;

  // Rounds of snapshots, newest first; each distinct blob read once, for the keys still open.
  // Keys are checked before each round: some are settled before any read (a create, when the
  // catalog began empty: `originsSettledBy`).
  const open = new Set(options.keys);
  /** Snapshots an entity's versions were searched in, when it was settled before the oldest. */
  const settledAt = new Map<EntityKey, number>();
  let read = 0;
  while (open.size > 0) {
    if (options.settled) {
      for (const key of open) {
        const versions = Array.from({ length: read }, (_, s) => versionIn(s, key));
        if (options.settled(key, versions, { emptyOrigin })) {
          open.delete(key);
          settledAt.set(key, read);
        }
      }
    }
    if (read === snapshots.length || open.size === 0) break;
    // Each round reads as many snapshots as were read before it (1, 1, 2, 4…): the total doubles.
    const end = options.settled ? Math.min(snapshots.length, read + Math.max(1, read)) : snapshots.length;
    const keys = [...open];
    const unknownIn = (blob: string) => keys.filter((k) => cache.entity(blob, k) === undefined);
    const toParse = [...new Set(ordered.slice(read, end).flat())].filter((b) => unknownIn(b).length > 0);
    await reader.readBlobs(toParse, (blob, bytes) => {
      const wanted = unknownIn(blob);
      const text = bytes.toString('utf8');
      // Decoded: the bytes (8 MB for L's catalog) go now, not at the next full collection.
      releaseBytes(bytes);
      const found = entitiesOfCatalogVersion(text, blobPath.get(blob) ?? target, wanted);
      for (const key of wanted) cache.setEntity(blob, key, found.get(key) ?? null);
    });
    read = end;
  }

  const entities = new Map<EntityKey, EntityHistory>();
  for (const key of options.keys) {
    const searched = settledAt.get(key);
    if (searched !== undefined && searched < snapshots.length) {
      // Settled early: older versions were not read, and are not claimed absent; the oldest
      // snapshot, when it is known empty, stands at the end.
      const versions = Array.from({ length: searched }, (_, s) => versionIn(s, key));
      entities.set(key, { versions: emptyOrigin ? [...versions, undefined] : versions, complete: false });
      continue;
    }
    const versions = Array.from({ length: snapshots.length }, (_, s) => versionIn(s, key));
    const absentAtOrigin = reachesOrigin && versions[versions.length - 1] === undefined;
    entities.set(key, { versions, complete: log.complete || absentAtOrigin });
  }
  return { window, entities };
}
