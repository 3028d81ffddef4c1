/** Pure difference between two source trees. */
import { comparePaths, isBinary, type SourceTree } from './tree.js';

export type ChangeKind = 'added' | 'modified' | 'deleted' | 'unchanged';

export interface DiffChange {
  readonly path: string;
  readonly change: ChangeKind;
  readonly byte_size?: number;
  readonly previous_byte_size?: number;
  readonly binary?: boolean;
}

export interface DiffSummary {
  added: number;
  modified: number;
  deleted: number;
  unchanged: number;
}

export interface TreeDiff {
  readonly changes: DiffChange[];
  readonly summary: DiffSummary;
  readonly hasChanges: boolean;
}

/** Changes from `before` to `after`, sorted by path. Unchanged files are counted, and listed only on request. */
export function diffTrees(before: SourceTree, after: SourceTree, includeUnchanged = false): TreeDiff {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort(comparePaths);
  const summary: DiffSummary = { added: 0, modified: 0, deleted: 0, unchanged: 0 };
  const changes: DiffChange[] = [];
  for (const path of paths) {
    const old = before.get(path);
    const now = after.get(path);
    if (old && now) {
      const kind: ChangeKind = old === now || old.equals(now) ? 'unchanged' : 'modified';
      summary[kind]++;
      if (kind === 'modified' || includeUnchanged) {
        changes.push({
          path,
          change: kind,
          byte_size: now.length,
          previous_byte_size: old.length,
          binary: isBinary(now),
        });
      }
    } else if (now) {
      summary.added++;
      changes.push({ path, change: 'added', byte_size: now.length, binary: isBinary(now) });
    } else if (old) {
      summary.deleted++;
      changes.push({ path, change: 'deleted', previous_byte_size: old.length, binary: isBinary(old) });
    }
  }
  return { changes, summary, hasChanges: summary.added + summary.modified + summary.deleted > 0 };
}
