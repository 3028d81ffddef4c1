/** What a dirty working tree's keys must cover of the catalog: the bytes of every catalog file. */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** One `catalog <file> <sha256>` line per YAML file (sorted); none when there is no catalog. */
export async function catalogDigestParts(catalogPath: string | undefined): Promise<string[]> {
  if (catalogPath === undefined) return [];
  let files: string[];
  try {
    const info = await stat(catalogPath);
    files = info.isDirectory()
      ? (await readdir(catalogPath))
          .filter((n) => /\.ya?ml$/.test(n))
          .sort()
          .map((n) => path.join(catalogPath, n))
      : [catalogPath];
  } catch {
    return ['catalog missing'];
  }
  const parts: string[] = [];
  for (const file of files) {
    const hash = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    parts.push(`catalog ${path.basename(file)} ${hash}`);
  }
  return parts;
}
