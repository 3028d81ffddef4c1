/**
 * The committed versions of site files, as checksums the live manifest can be compared with: one
 * `git log` over the source folder, then the bytes of the versions that matter through one
 * `git cat-file --batch`, each hashed as sitesync would upload it (text: CRLF → LF) in the live
 * manifest's algorithm. Hashes are cached by blob id in `.sitesync/history.json`.
 */
import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';
import { isBinaryContent } from '../source/binary-detection.js';
import { normalizeCrlf } from '../source/line-endings.js';
import type { ChecksumAlgorithm } from '../source/index.js';
import { collapseRuns, UNKNOWABLE } from '../plan/origin.js';
import type { CommittedFile, CommittedFileVersion } from '../plan/site/classify-site.js';
import type { HistoryCache } from '../state/history-cache-store.js';
import type { HistoryReader } from './git-reader.js';
import { historyWindow, type HistoryWindow } from './types.js';

export interface SiteHistory {
  readonly window: HistoryWindow;
  readonly files: ReadonlyMap<string, CommittedFile>;
}

/** Git LFS pointer: its oid is the SHA-256 of the real content. */
const LFS_POINTER =
  /^version https:\/\/git-lfs\.github\.com\/spec\/v1\n(?:.*\n)*?oid sha256:([0-9a-f]{64})\n/;

/**
 * At most this many changed paths are named to git (and in at most this many characters): git then
 * lists only the commits and blobs of those files. More, and the log covers the whole source folder
 * (one argument list cannot hold any number of paths).
 */
export const MAX_NAMED_PATHS = 1_000;
/**
 * Characters of the named paths' arguments, each as git gets it (`:(literal)` and the path, a
 * separator): a Windows command line holds at most 32,767 in all, git's other arguments included,
 * and a longer one fails to start (the plan would fail with it).
 */
export const MAX_NAMED_CHARS = 24 * 1024;

function repoRelative(root: string, folder: string): string {
  const rel = relative(root, folder);
  return rel === '' ? '' : rel.split(sep).join('/');
}

export async function readSiteHistory(options: {
  readonly reader: HistoryReader;
  /** Absolute path of the site source folder. */
  readonly source: string;
  /** Site paths (relative to the source folder) whose history is wanted. */
  readonly paths: readonly string[];
  readonly algorithm: ChecksumAlgorithm;
  readonly depth: number;
  /** May still be loading: it is needed only once git has answered. */
  readonly cache: HistoryCache | Promise<HistoryCache>;
  /**
   * Paths absent live (the plan adds them) with the local file's SHA-256: where live has nothing
   * only the places the path did not exist matter, so their blobs are not read — the newest
   * version stands for the local file when git says the file is unchanged since HEAD.
   */
  readonly absentLive?: ReadonlyMap<string, string>;
}): Promise<SiteHistory> {
  const { reader, depth } = options;
  const prefix = repoRelative(reader.root, options.source);
  const absentLive = options.absentLive ?? new Map<string, string>();
  const inRepo = (path: string) => (prefix === '' ? path : `${prefix}/${path}`);
  // The changed files by name when they are few: a log of the whole folder lists every file of
  // every commit in the window (the first commit of a 20,000-file site alone is 2.6 MB of it).
  const named = (paths: Iterable<string>) => {
    const list = [...paths].map(inRepo);
    const chars = list.reduce((n, p) => n + ':(literal) '.length + p.length, 0);
    return list.length > 0 && list.length <= MAX_NAMED_PATHS && chars <= MAX_NAMED_CHARS ? list : [prefix];
  };
  // Both at once (each is a git process).
  const [namedLog, dirty] = await Promise.all([
    reader.log(named(options.paths), depth),
    absentLive.size > 0 ? reader.dirtyPaths(named(absentLive.keys())) : Promise.resolve(new Set<string>()),
  ]);
  // No commit ever touched the files named: the folder's log says whether that is because they
  // were never committed (a complete history of the folder) or there is no history to search.
  // Likewise in a shallow clone when no commit of the named log is the clone's boundary (none of
  // the files named was there): the log ran into the cut without showing it, and claims a complete
  // history a file deleted before the cut would be missing from ("never committed").
  const log =
    options.paths.length > 0 && (namedLog.commits.length === 0 || (namedLog.shallow && namedLog.complete))
      ? await reader.log([prefix], depth)
      : namedLog;
  const window = historyWindow(log, depth);
  const wanted = new Set(options.paths);
  const changesOf = new Map<string, { before: string | null; after: string | null; commit: number }[]>();
  const strip = prefix === '' ? 0 : prefix.length + 1;
  for (const change of log.changes) {
    if (prefix !== '' && !change.path.startsWith(prefix + '/')) continue;
    const path = change.path.slice(strip);
    if (!wanted.has(path)) continue;
    let list = changesOf.get(path);
    if (!list) changesOf.set(path, (list = []));
    list.push(change);
  }

  const blobs = new Set<string>();
  const byPath = new Map<string, { ids: (string | null)[]; complete: boolean }>();
  for (const path of wanted) {
    const changes = changesOf.get(path) ?? [];
    if (changes.length === 0) {
      // Never touched in the window: with the whole history searched, it never existed.
      byPath.set(path, { ids: log.complete ? [null] : [], complete: log.complete });
      continue;
    }
    const ids: (string | null)[] = [];
    let created = false;
    for (const c of changes) {
      ids.push(c.after);
      // At a shallow boundary every path looks added: that is not its creation.
      if (log.boundary.has(c.commit)) continue;
      ids.push(c.before);
      if (c.before === null) created = true;
    }
    const collapsed = collapseRuns(ids, (a, b) => a === b);
    if (!absentLive.has(path)) for (const id of collapsed) if (id !== null) blobs.add(id);
    byPath.set(path, { ids: collapsed, complete: log.complete || created });
  }

  const sums = await blobChecksums(reader, [...blobs], options.algorithm, await options.cache);
  const files = new Map<string, CommittedFile>();
  for (const [path, { ids, complete }] of byPath) {
    const local = absentLive.get(path);
    const clean = local !== undefined && !dirty.has(inRepo(path));
    files.set(path, {
      versions: ids.map((id, i) => {
        if (id === null) return null;
        // A version live never holds here: only whether it is the local file matters.
        if (local !== undefined)
          return { sha256: i === 0 && clean ? local : `blob:${id}`, live: `blob:${id}` };
        return sums.get(id) ?? UNKNOWABLE;
      }),
      complete,
    });
  }
  return { window, files };
}

/** Checksums of blobs as uploaded (text normalised), from the cache or by reading them once. */
export async function blobChecksums(
  reader: HistoryReader,
  ids: readonly string[],
  algorithm: ChecksumAlgorithm,
  cache: HistoryCache,
): Promise<Map<string, CommittedFileVersion>> {
  const out = new Map<string, CommittedFileVersion>();
  const missing: string[] = [];
  for (const id of ids) {
    const sha256 = cache.checksum(id, 'sha256');
    const live = cache.checksum(id, algorithm);
    if (sha256 && live) out.set(id, { sha256, live });
    else missing.push(id);
  }
  await reader.readBlobs(missing, (id, bytes) => {
    const lfs = bytes.length < 1024 ? LFS_POINTER.exec(bytes.toString('utf8')) : null;
    if (lfs) {
      // The pointer names the content's SHA-256; another algorithm cannot be derived from it.
      const sha256 = lfs[1]!;
      cache.setChecksum(id, 'sha256', sha256);
      if (algorithm === 'sha256') out.set(id, { sha256, live: sha256 });
      return;
    }
    const upload = isBinaryContent(bytes) ? bytes : normalizeCrlf(bytes);
    const sha256 = createHash('sha256').update(upload).digest('hex');
    const live = algorithm === 'sha256' ? sha256 : createHash(algorithm).update(upload).digest('hex');
    cache.setChecksum(id, 'sha256', sha256);
    cache.setChecksum(id, algorithm, live);
    out.set(id, { sha256, live });
  });
  return out;
}
