/**
 * What `sitesync dev` knows of its session's tree, path by path: the SHA-256 of the staged bytes,
 * or UNKNOWN for a path the session holds with content that cannot be compared (a live file the
 * working tree changed, before it is staged). Built once from the plan of the working tree
 * against live plus what the session staged beyond live; then kept up to date from the writes.
 * Pure.
 */
import type { SiteSourceDiff } from '../plan/site/diff.js';

export const UNKNOWN = '?';

export interface LocalEntry {
  readonly path: string;
  readonly checksum: string;
}

/** A difference between the working tree and the session: what to write or delete. */
export interface ViewChanges {
  readonly writes: readonly string[];
  readonly deletes: readonly string[];
}

export class SessionView {
  private readonly files = new Map<string, string>();
  /** What the session holds beyond the live tree it was opened on (path → SHA-256, or null: deleted). */
  private readonly overrides = new Map<string, string | null>();

  /**
   * The session's tree: live (as the plan of `local` against it describes it) with `staged` on
   * top. `local` is the working tree the plan was made from.
   */
  static fromPlan(
    local: readonly LocalEntry[],
    liveDiff: SiteSourceDiff,
    staged: Readonly<Record<string, string | null>> = {},
  ): SessionView {
    const view = new SessionView();
    const added = new Set(liveDiff.added.map((c) => c.path));
    const modified = new Set(liveDiff.modified.map((c) => c.path));
    for (const f of local) {
      if (added.has(f.path)) continue;
      view.files.set(f.path, modified.has(f.path) ? UNKNOWN : f.checksum);
    }
    for (const c of liveDiff.deleted) view.files.set(c.path, UNKNOWN);
    for (const [path, checksum] of Object.entries(staged)) view.record(path, checksum);
    return view;
  }

  /** The staged SHA-256 of `path`, UNKNOWN, or undefined when the session does not hold it. */
  get(path: string): string | undefined {
    return this.files.get(path);
  }

  get size(): number {
    return this.files.size;
  }

  paths(): IterableIterator<string> {
    return this.files.keys();
  }

  /** The session now holds `checksum` at `path` (null: the path was deleted). */
  record(path: string, checksum: string | null): void {
    if (checksum === null) this.files.delete(path);
    else this.files.set(path, checksum);
    this.overrides.set(path, checksum);
  }

  /** For `.sitesync/dev.json`. */
  staged(): Record<string, string | null> {
    return Object.fromEntries(this.overrides);
  }

  /** Whether the working tree's state of one path (undefined: absent) differs from the session's. */
  differs(path: string, local: string | undefined): boolean {
    const staged = this.files.get(path);
    if (local === undefined) return staged !== undefined;
    return staged !== local;
  }

  /** Every difference between a whole working tree and the session. */
  changesFrom(local: readonly LocalEntry[]): ViewChanges {
    const present = new Set<string>();
    const writes: string[] = [];
    for (const f of local) {
      present.add(f.path);
      if (this.differs(f.path, f.checksum)) writes.push(f.path);
    }
    const deletes = [...this.files.keys()].filter((p) => !present.has(p));
    return { writes, deletes };
  }
}
