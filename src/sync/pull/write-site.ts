/**
 * Writes live site files into the working tree (`sitesync pull`): one GET of the live file per
 * path. Nothing from the platform lands outside the source folder: the path must pass the
 * platform's path rules, and the folder it lands in must resolve (symlinks followed) inside the
 * source folder's real path.
 */
import { lstat, mkdir, realpath, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { PlatformClient } from '../../platform/index.js';
import { isWithin } from '../../source/containment.js';
import { sourcePathProblem } from '../../source/index.js';
import type { PullTarget } from './targets.js';

export interface PulledFile {
  readonly target: Extract<PullTarget, { scope: 'site' }>;
  readonly bytes: number;
}

/** The nearest folder of `path` that exists, resolved through symlinks. */
async function realFolder(path: string): Promise<string> {
  let folder = path;
  for (;;) {
    try {
      return await realpath(folder);
    } catch {
      const parent = dirname(folder);
      if (parent === folder) throw new Error(`no folder of ${path} exists`);
      folder = parent;
    }
  }
}

export async function pullSiteFile(
  client: PlatformClient,
  target: Extract<PullTarget, { scope: 'site' }>,
): Promise<{ pulled?: PulledFile; skipped?: string }> {
  const problem = sourcePathProblem(target.path);
  if (problem) return { skipped: problem.message };
  const folder = dirname(target.file);
  const root = await realpath(target.source);
  if (!isWithin(target.source, target.file) || !isWithin(root, await realFolder(folder)))
    return { skipped: 'it would land outside the source folder' };
  const file = await client.sites.source.file(target.siteId, target.path);
  if (typeof file.content !== 'string' || (file.encoding !== 'utf8' && file.encoding !== 'base64'))
    return { skipped: 'the platform answered no content for it' };
  const bytes = Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8');
  await mkdir(folder, { recursive: true });
  // The folders made now are checked too: a symlink raced in would show here.
  if (!isWithin(root, await realpath(folder))) return { skipped: 'it would land outside the source folder' };
  if ((await lstat(target.file).catch(() => undefined))?.isSymbolicLink())
    return { skipped: 'it is a symbolic link in the working tree; replace it by hand' };
  await writeFile(target.file, bytes);
  return { pulled: { target, bytes: bytes.length } };
}
