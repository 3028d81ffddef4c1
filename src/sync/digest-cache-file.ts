/**
 * The digest cache on disk: `.sitesync/digests.json` beside sitesync.yml (with state.json). It is
 * only an accelerator: unreadable means empty, a failed save is ignored, and it is not used when
 * a site source contains the `.sitesync` folder (the cache would become part of the tree).
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative, isAbsolute } from 'node:path';
import { createDigestCache, type DigestCache, type DigestCacheData } from '../source/index.js';

const cacheFile = (rootDir: string) => join(rootDir, '.sitesync', 'digests.json');

const contains = (dir: string, path: string) => {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/** undefined when a source folder holds `.sitesync` itself. */
export async function loadDigestCache(
  rootDir: string,
  sources: readonly string[],
): Promise<DigestCache | undefined> {
  if (sources.some((s) => contains(s, join(rootDir, '.sitesync')))) return undefined;
  let data: DigestCacheData | undefined;
  let savedAtMs: number | undefined;
  try {
    // The stat first: a save between the two reads then makes entries racy, never trusted early.
    savedAtMs = (await stat(cacheFile(rootDir))).mtimeMs;
    data = JSON.parse(await readFile(cacheFile(rootDir), 'utf8')) as DigestCacheData;
  } catch {
    data = undefined;
  }
  return createDigestCache(data && typeof data.entries === 'object' ? data : undefined, true, savedAtMs);
}

export async function saveDigestCache(rootDir: string, cache: DigestCache | undefined): Promise<void> {
  if (!cache) return;
  const file = cacheFile(rootDir);
  try {
    await mkdir(join(rootDir, '.sitesync'), { recursive: true });
    await writeFile(`${file}.tmp`, JSON.stringify(cache.snapshot()));
    await rename(`${file}.tmp`, file);
  } catch {
    // an accelerator only: the next run hashes again
  }
}
