/** What a folder holds, to compare before and after a run: every entry by path (nothing followed). */
import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, readlink } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** path → `dir`, `link -> <target>` or `file <sha256>` for every entry below `root` (root included). */
export async function treeSnapshot(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const info = await lstat(root).catch(() => undefined);
  if (!info) return out;
  const visit = async (abs: string): Promise<void> => {
    const rel = relative(root, abs).split(sep).join('/') || '.';
    const stats = await lstat(abs);
    if (stats.isSymbolicLink()) out[rel] = `link -> ${await readlink(abs)}`;
    else if (stats.isDirectory()) {
      out[rel] = 'dir';
      for (const name of await readdir(abs)) await visit(join(abs, name));
    } else if (stats.isFile())
      out[rel] = `file ${createHash('sha256')
        .update(await readFile(abs))
        .digest('hex')}`;
    else out[rel] = 'other';
  };
  await visit(root);
  return out;
}
