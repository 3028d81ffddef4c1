/**
 * The digest cache: `.sitesync/digests.json`. Only an accelerator: unreadable means empty, a
 * failed save is ignored, and it is not used when a site source contains the `.sitesync` folder
 * (the cache would become part of the tree).
 *
 * Its digests are taken as they stand — a file whose stat matches its entry is not read — so it is
 * a MAC'd file (state/mac-file.ts), used only when its HMAC, made with the user's cache key,
 * holds. A stat is no secret: an entry edited to a changed file's new stat with its old checksum
 * made a plan call the file unchanged, and apply leave it out (test/journey/state-attack.test.ts).
 * Without a cache key nothing is read or written: every file is read.
 */
import { createDigestCache, digestCacheColumns, type DigestCache } from '../source/index.js';
import { macFile, type MacFileOptions } from './mac-file.js';
import { stateDirInside } from './state-file.js';

const digestFile = (rootDir: string, options: MacFileOptions) => macFile(rootDir, 'digests.json', options);

/** undefined when a source folder holds `.sitesync` itself. */
export async function loadDigestCache(
  rootDir: string,
  sources: readonly string[],
  options: MacFileOptions = {},
): Promise<DigestCache | undefined> {
  if (stateDirInside(rootDir, sources)) return undefined;
  const file = digestFile(rootDir, options);
  // The stat first: a save between the two reads then makes entries racy, never trusted early.
  const savedAtMs = await file.savedAtMs();
  const columns = savedAtMs === undefined ? undefined : digestCacheColumns(await file.load());
  // The file system's time before any file of this read is read: an entry stored by this read is
  // trusted later only if its file's mtime is older (source/digest-cache.ts).
  const clockMs = file.clockMs();
  // Only columns are written; version 1's objects came from before the MAC.
  return createDigestCache(columns?.version === 2 ? columns : undefined, true, savedAtMs, clockMs);
}

/**
 * Saves the entries of this run; not at all when they are the saved ones (a no-op plan writes
 * nothing), nor without the user's cache key.
 */
export async function saveDigestCache(
  rootDir: string,
  cache: DigestCache | undefined,
  options: MacFileOptions = {},
): Promise<void> {
  if (!cache?.changed) return;
  await digestFile(rootDir, options).save(cache.snapshot());
}
