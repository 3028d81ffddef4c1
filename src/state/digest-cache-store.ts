/**
 * The digest cache: `.sitesync/digests.json`. Only an accelerator: unreadable means empty, a
 * failed save is ignored, and it is not used when a site source contains the `.sitesync` folder
 * (the cache would become part of the tree).
 */
import {
  createDigestCache,
  digestCacheColumns,
  type DigestCache,
  type DigestCacheData,
  type DigestCacheDataV1,
} from '../source/index.js';
import { stateDirInside, stateFile } from './state-file.js';

const digestFile = (rootDir: string) =>
  stateFile<DigestCacheData | DigestCacheDataV1>(rootDir, 'digests.json', {
    bestEffort: true,
    // Well-formed columns, or version 1's objects (saved again as columns), else an empty cache.
    decode: (raw) => (digestCacheColumns(raw) ? (raw as DigestCacheData | DigestCacheDataV1) : undefined),
  });

/** undefined when a source folder holds `.sitesync` itself. */
export async function loadDigestCache(
  rootDir: string,
  sources: readonly string[],
): Promise<DigestCache | undefined> {
  if (stateDirInside(rootDir, sources)) return undefined;
  const file = digestFile(rootDir);
  // The stat first: a save between the two reads then makes entries racy, never trusted early.
  const savedAtMs = await file.savedAtMs();
  const data = savedAtMs === undefined ? undefined : await file.load();
  return createDigestCache(data, true, savedAtMs);
}

/** Saves the entries of this run; not at all when they are the saved ones (a no-op plan writes nothing). */
export async function saveDigestCache(rootDir: string, cache: DigestCache | undefined): Promise<void> {
  if (!cache?.changed) return;
  await digestFile(rootDir).save(cache.snapshot());
}
