/**
 * Pure: where a difference between the repository and live comes from (docs/live-edits.md).
 *
 * The history of one file or catalog field is the list of its committed versions, newest (HEAD)
 * first. Versions equal to what the repository wants now are dropped from the front; of what
 * remains, the first is the version the repository's latest change replaced:
 *
 * - live holds that version → `repo` (the repository changed it since the version live carries);
 * - live holds an older committed version → `behind`;
 * - live holds something no version in the history had → `live-edit` (edited outside git);
 * - the history searched was cut (depth, shallow clone) or a version cannot be compared →
 *   `unknown`: never claimed to be an edit, never claimed not to be.
 */

export type ChangeOrigin = 'repo' | 'behind' | 'live-edit' | 'unknown';

export const CHANGE_ORIGINS: readonly ChangeOrigin[] = ['repo', 'behind', 'live-edit', 'unknown'];

/** A catalog version where the entity was in the YAML but this field was not: the platform chose it. */
export const UNMANAGED: unique symbol = Symbol('unmanaged');
/** A version whose content cannot be compared (e.g. a Git LFS pointer under another algorithm). */
export const UNKNOWABLE: unique symbol = Symbol('unknowable');

export type HistoryVersion<V> = V | typeof UNMANAGED | typeof UNKNOWABLE;

export interface OriginInput<V> {
  /** Committed versions, newest (HEAD) first. */
  readonly versions: readonly HistoryVersion<V>[];
  /** Is this version what the repository wants now (the working tree)? */
  readonly isLocal: (version: V) => boolean;
  /** Is this version what live holds? (an UNMANAGED version matches when `liveIsEmpty`) */
  readonly isLive: (version: V) => boolean;
  /** Live holds no value (null, empty): an unmanaged version may have left it so. */
  readonly liveIsEmpty?: boolean;
  /** The versions reach back to before the file or entity existed (nothing older was cut off). */
  readonly complete: boolean;
}

export function originOf<V>(input: OriginInput<V>): ChangeOrigin {
  const { versions } = input;
  let start = 0;
  while (start < versions.length) {
    const v = versions[start]!;
    if (v === UNMANAGED || v === UNKNOWABLE || !input.isLocal(v)) break;
    start++;
  }
  const rest = versions.slice(start);
  // The repository's latest change starts managing a field it left to the platform before.
  if (rest[0] === UNMANAGED) return 'repo';
  let unknowable = false;
  for (const [k, v] of rest.entries()) {
    if (v === UNKNOWABLE) {
      unknowable = true;
      continue;
    }
    const matches = v === UNMANAGED ? input.liveIsEmpty === true : input.isLive(v);
    if (matches) return k === 0 ? 'repo' : 'behind';
  }
  if (!input.complete || unknowable) return 'unknown';
  return 'live-edit';
}

/** Consecutive equal versions collapsed (a history lists each change, not each commit). */
export function collapseRuns<V>(versions: readonly V[], same: (a: V, b: V) => boolean): V[] {
  const out: V[] = [];
  for (const v of versions) if (out.length === 0 || !same(out[out.length - 1]!, v)) out.push(v);
  return out;
}
