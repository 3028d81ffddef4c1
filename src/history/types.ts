/** What the git history tells the three-way plan (docs/live-edits.md). */
import type { CommittedEntity } from '../plan/catalog/classify-catalog.js';
import type { GitLogWindow } from './git-reader.js';

/** Commits searched per path by default (commits that touched the site folder or the catalog). */
export const DEFAULT_HISTORY_DEPTH = 200;

/** How much history a plan could search, shown beside its classification. */
export interface HistoryWindow {
  /**
   * `complete`: every commit that touched the path was searched. `truncated`: the depth was
   * reached. `shallow`: the clone stops earlier (e.g. actions/checkout's `fetch-depth: 1`).
   * `unavailable`: not a git checkout, or the path was never committed.
   */
  readonly status: 'complete' | 'truncated' | 'shallow' | 'unavailable';
  /** Commits searched. */
  readonly commits: number;
  /** The depth asked for. */
  readonly depth: number;
}

/** The window a `git log` of `depth` commits covered (pure). */
export function historyWindow(
  log: Pick<GitLogWindow, 'commits' | 'complete' | 'shallow'>,
  depth: number,
): HistoryWindow {
  return {
    status:
      log.commits.length === 0
        ? 'unavailable'
        : log.complete
          ? 'complete'
          : log.shallow && log.commits.length < depth
            ? 'shallow'
            : 'truncated',
    commits: log.commits.length,
    depth,
  };
}

/** One catalog entity as one committed version of the YAML had it (normalised like the plan's). */
export type EntityVersion = CommittedEntity;

/** `kind:key`, e.g. `product:trail-tent`. */
export type EntityKey = string;

export const entityKey = (kind: string, key: string): EntityKey => `${kind}:${key}`;
