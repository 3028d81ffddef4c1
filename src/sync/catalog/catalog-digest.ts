/** What a dirty working tree's keys must cover of the catalog: the bytes of every catalog file. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** One `catalog <file> <sha256>` line per YAML file (sorted); none when there is no catalog. */
export async function catalogDigestParts(catalogPath: string | undefined): Promise<string[]> {
  if (catalogPath === undefined) return [];
  let files: string[];
  try {
    const info = await stat(catalogPath);
    // A catalog that is not a regular file is refused by its load (load-catalog.ts) and not read
    // here either: a FIFO would keep this read, and with it the plan's end, waiting for ever.
    if (!info.isDirectory() && !info.isFile()) return ['catalog not a regular file'];
    // The files the catalog is read from (load-catalog.ts): in a folder, regular files only. A
    // symlink there (`x.yml -> /dev/zero`) is not part of the catalog and is not read here either.
    files = info.isDirectory()
      ? (await readdir(catalogPath, { withFileTypes: true }))
          .filter((d) => d.isFile() && /\.ya?ml$/.test(d.name))
          .map((d) => d.name)
          .sort()
          .map((n) => path.join(catalogPath, n))
      : [catalogPath];
  } catch {
    return ['catalog missing'];
  }
  const parts: string[] = [];
  for (const file of files) {
    // Streamed: the plan has read these bytes once already and holds its live pages by now; a
    // second copy of L's 8 MB catalog at once stood on its peak.
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    parts.push(`catalog ${path.basename(file)} ${hash.digest('hex')}`);
  }
  return parts;
}
