/**
 * The cursor hints of the live catalog read: `.sitesync/list-cursors.json`. An accelerator only:
 * unreadable means no hints, a failed save is ignored, and hints that no longer hold cost a
 * sequential read (see sync/catalog/hinted-list.ts).
 */
import type { ListCursors } from '../sync/catalog/read-live-catalog.js';
import { isRecord, stateFile } from './state-file.js';

interface CursorsFile {
  readonly version: 1;
  readonly cursors: ListCursors;
}

const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

const cursorsFile = (rootDir: string) =>
  stateFile<CursorsFile>(rootDir, 'list-cursors.json', {
    bestEffort: true,
    decode: (raw) => {
      if (!isRecord(raw) || raw.version !== 1 || !isRecord(raw.cursors)) return undefined;
      const { brands, categories, products } = raw.cursors;
      return {
        version: 1,
        cursors: {
          ...(isIdList(brands) && { brands }),
          ...(isIdList(categories) && { categories }),
          ...(isIdList(products) && { products }),
        },
      };
    },
  });

export async function loadListCursors(rootDir: string): Promise<ListCursors | undefined> {
  return (await cursorsFile(rootDir).load())?.cursors;
}

export async function saveListCursors(rootDir: string, cursors: ListCursors): Promise<void> {
  await cursorsFile(rootDir).save({ version: 1, cursors });
}
