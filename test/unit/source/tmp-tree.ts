/** Test helper: a real temporary directory with files, removed after the test. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface TmpTree {
  readonly root: string;
  write(rel: string, content: string | Uint8Array): Promise<string>;
  remove(): Promise<void>;
}

export async function makeTmpTree(files: Record<string, string | Uint8Array> = {}): Promise<TmpTree> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'sitesync-source-'));
  const root = path.join(base, 'site');
  await mkdir(root);
  const tree: TmpTree = {
    root,
    async write(rel, content) {
      const abs = path.join(root, rel);
      await mkdir(path.dirname(abs), { recursive: true });
      await writeFile(abs, content);
      return abs;
    },
    remove: () => rm(base, { recursive: true, force: true }),
  };
  for (const [rel, content] of Object.entries(files)) await tree.write(rel, content);
  return tree;
}
