/**
 * The committed versions of catalog entities. The catalog (one file, or the `*.yml` / `*.yaml`
 * files of a folder) is rebuilt as it stood after each commit of the window, newest first: HEAD's
 * blobs, then each commit's changes undone. Each distinct blob is parsed once, only when a plan
 * asks about an entity it has not been asked about before (`.sitesync/history.json` remembers).
 */
import { relative, sep } from 'node:path';
import type { HistoryCache } from '../state/history-cache-store.js';
import { entitiesOfCatalogVersion } from './catalog-version.js';
import type { HistoryReader } from './git-reader.js';
import { historyWindow, type EntityKey, type EntityVersion, type HistoryWindow } from './types.js';

export interface EntityHistory {
  /** The entity in each snapshot, newest (HEAD) first; undefined where the YAML did not have it. */
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

  // Each distinct blob: the asked entities it holds, from the cache or parsed once.
  const blobs = new Map<string, string>(); // blob → a path it had (for messages only)
  for (const snap of snapshots) for (const [path, blob] of snap) blobs.set(blob, path);
  const unknownIn = (blob: string) => options.keys.filter((k) => cache.entity(blob, k) === undefined);
  const toParse = [...blobs.keys()].filter((b) => unknownIn(b).length > 0);
  await reader.readBlobs(toParse, (blob, bytes) => {
    const keys = unknownIn(blob);
    const found = entitiesOfCatalogVersion(bytes.toString('utf8'), blobs.get(blob) ?? target, keys);
    for (const key of keys) cache.setEntity(blob, key, found.get(key) ?? null);
  });

  // In a folder, an entity defined twice counts from the first file by name (as the parse reads them).
  const ordered = snapshots.map((snap) =>
    [...snap.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, blob]) => blob),
  );
  const entities = new Map<EntityKey, EntityHistory>();
  for (const key of options.keys) {
    const versions = ordered.map((blobsOfSnap) => {
      for (const blob of blobsOfSnap) {
        const v = cache.entity(blob, key);
        if (v) return v;
      }
      return undefined;
    });
    const absentAtOrigin = reachesOrigin && versions[versions.length - 1] === undefined;
    entities.set(key, { versions, complete: log.complete || absentAtOrigin });
  }
  return { window, entities };
}
