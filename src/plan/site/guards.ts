/**
 * Guards that block a site apply which would delete too much or write into what looks like another
 * site (docs/source-tree.md, "Deletion guard"). Pure: the diff, the live and local paths, and the
 * names in the two site.json files in; the guards out. The catalog's guards are the model
 * (src/plan/catalog/guards.ts): apply refuses with exit 5 before any write while a guard that
 * was not overridden stands.
 */
import type { SiteSourceDiff } from './diff.js';

export type SiteGuardCode = 'delete_limit' | 'delete_share' | 'pages_lost' | 'site_json_lost' | 'wrong_site';

/** A reason to refuse apply; `overridden` when the caller allowed it. */
export interface SiteGuard {
  readonly code: SiteGuardCode;
  readonly message: string;
  readonly overridden: boolean;
}

/** The share guard counts only once a plan deletes more than this many files. */
export const DELETE_SHARE_FLOOR = 5;

export interface SiteGuardLimits {
  /** Most files one apply may delete (`max_delete`). */
  readonly maxDelete: number;
  /** Largest share 0..1 of the live tree one apply may delete (`max_delete_share`). */
  readonly maxDeleteShare: number;
}

export interface SiteGuardOverrides {
  /** `--allow-delete N` / input `allow-delete`: the deletion guards give way when the plan deletes at most N files. */
  readonly allowDelete?: number;
  /** `--allow-site-mismatch` / input `allow-site-mismatch`: apply although the live site looks like another one. */
  readonly allowSiteMismatch?: boolean;
}

export interface SiteGuardInput {
  readonly diff: SiteSourceDiff;
  /** Number of files in the live tree. */
  readonly liveCount: number;
  /** Number of files in the local (desired) tree. */
  readonly localCount: number;
  /** Live paths under pages/ (page definitions), to tell how many pages the plan keeps. */
  readonly livePages: number;
  /**
   * The `name` of the local and the live site.json when both were read (site.json differs from
   * live); `null` for a site.json without a string name. Absent: not compared (same bytes).
   */
  readonly names?: { readonly desired: string | null; readonly live: string | null };
}

const isPage = (path: string) => /^pages\/[^/]+\.json$/.test(path);
const percent = (share: number) => `${Math.round(share * 100)} %`;

export function countPages(paths: Iterable<string>): number {
  let n = 0;
  for (const p of paths) if (isPage(p)) n += 1;
  return n;
}

export function siteGuards(
  input: SiteGuardInput,
  limits: SiteGuardLimits,
  overrides: SiteGuardOverrides = {},
): SiteGuard[] {
  const deleted = input.diff.counts.deleted;
  const guards: SiteGuard[] = [];
  const deletionAllowed = overrides.allowDelete !== undefined && deleted <= overrides.allowDelete;
  const beyondAllowance =
    overrides.allowDelete !== undefined && !deletionAllowed
      ? ` (more than the ${overrides.allowDelete} deletion(s) allowed)`
      : '';
  const deletion = (code: SiteGuardCode, message: string) =>
    guards.push({ code, message: message + beyondAllowance, overridden: deletionAllowed });

  if (deleted > limits.maxDelete) {
    deletion(
      'delete_limit',
      `this plan deletes ${deleted} site files, more than max_delete (${limits.maxDelete})`,
    );
  }
  const share = input.liveCount > 0 ? deleted / input.liveCount : 0;
  if (deleted > DELETE_SHARE_FLOOR && share > limits.maxDeleteShare) {
    deletion(
      'delete_share',
      `this plan deletes ${deleted} of ${input.liveCount} live files (${percent(share)}), more than max_delete_share (${percent(limits.maxDeleteShare)})`,
    );
  }
  const deletedPages = countPages(input.diff.deleted.map((c) => c.path));
  if (input.livePages >= 2 && deletedPages > input.livePages / 2) {
    deletion(
      'pages_lost',
      `this plan deletes ${deletedPages} of ${input.livePages} live pages (pages/*.json): the site would lose most of its pages`,
    );
  }
  if (input.diff.deleted.some((c) => c.path === 'site.json')) {
    deletion('site_json_lost', 'this plan deletes site.json (the site’s name and languages)');
  } else if (input.names && input.names.desired === null && input.names.live !== null) {
    deletion(
      'site_json_lost',
      `site.json would lose the site's name (live: ${JSON.stringify(input.names.live)})`,
    );
  }

  const mismatch = (message: string) =>
    guards.push({ code: 'wrong_site', message, overridden: overrides.allowSiteMismatch === true });
  const names = input.names;
  if (names && names.desired !== null && names.live !== null && names.desired !== names.live) {
    mismatch(
      `site.json names the site ${JSON.stringify(names.desired)} but the live site.json names it ${JSON.stringify(names.live)}: site.id in sitesync.yml may point at another site`,
    );
  }
  const added = input.diff.counts.added;
  if (
    input.liveCount > 0 &&
    input.localCount > 0 &&
    deleted * 2 > input.liveCount &&
    added * 2 > input.localCount
  ) {
    mismatch(
      `most paths differ: ${deleted} of ${input.liveCount} live files are not in the tree and ${added} of ${input.localCount} local files are not live; site.id in sitesync.yml may point at another site`,
    );
  }
  return guards;
}

/** True when a guard that was not overridden stands. */
export function guardsBlock(guards: readonly SiteGuard[]): boolean {
  return guards.some((g) => !g.overridden);
}
