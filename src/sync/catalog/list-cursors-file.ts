/**
 * The cursor hints of the live catalog read on disk: `.sitesync/list-cursors.json` beside
 * sitesync.yml. An accelerator only: unreadable means no hints, a failed save is ignored, and
 * hints that no longer hold cost a sequential read (see hinted-list.ts).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ListCursors } from './read-live-catalog.js';

const file = (rootDir: string) => join(rootDir, '.sitesync', 'list-cursors.json');

const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export async function loadListCursors(rootDir: string): Promise<ListCursors | undefined> {
  try {
    const data = JSON.parse(await readFile(file(rootDir), 'utf8')) as {
      version?: number;
      cursors?: Record<string, unknown>;
    };
    if (data.version !== 1 || !data.cursors) return undefined;
    const { brands, categories, products } = data.cursors;
    return {
      ...(isIdList(brands) && { brands }),
      ...(isIdList(categories) && { categories }),
      ...(isIdList(products) && { products }),
    };
  } catch {
    return undefined;
  }
}

export async function saveListCursors(rootDir: string, cursors: ListCursors): Promise<void> {
  const target = file(rootDir);
  try {
    await mkdir(join(rootDir, '.sitesync'), { recursive: true });
    await writeFile(`${target}.tmp`, JSON.stringify({ version: 1, cursors }));
    await rename(`${target}.tmp`, target);
  } catch {
    // an accelerator only
  }
}
