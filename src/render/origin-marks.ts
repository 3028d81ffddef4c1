/**
 * Pure wording of the three-way classification, shared by the text and markdown renderers: the
 * note on one change, the tallies of a summary row, the block that lists the live edits.
 */
import type { CatalogPlan, KeptEntity } from '../plan/catalog/types.js';
import {
  catalogOriginCounts,
  describeLiveEdit,
  liveEditsOf,
  planOriginCounts,
  type LiveEdit,
  type OriginCounts,
} from '../plan/live-edits.js';
import type { ChangeOrigin } from '../plan/origin.js';
import type { SiteFileChange } from '../plan/site/diff.js';
import type { Plan } from '../plan/types.js';
import { plural } from './units.js';

/** What a site file change does to live, when that is more than the repository's own change. */
export function siteChangeNote(change: SiteFileChange): string | undefined {
  if (change.origin === 'live-edit') {
    if (change.kind === 'deleted') return 'deletes a file created outside git';
    if (change.kind === 'added') return 'restores a file deleted outside git';
    return 'reverts a live edit (live, edited outside git)';
  }
  if (change.origin === 'behind') return 'live is behind (it holds an older commit’s version)';
  return undefined;
}

/** ` · 1 reverts a live edit · 2 behind` for a summary row; empty when there is nothing to say. */
export function originTally(counts: OriginCounts): string {
  const parts: string[] = [];
  if (counts['live-edit'] > 0)
    parts.push(
      counts['live-edit'] === 1 ? '1 reverts a live edit' : `${counts['live-edit']} revert live edits`,
    );
  if (counts.behind > 0) parts.push(`${counts.behind} behind`);
  if (counts.unknown > 0) parts.push(`${counts.unknown} unclassified`);
  return parts.map((p) => ` · ${p}`).join('');
}

export function catalogTally(catalog: CatalogPlan): string {
  return originTally(catalogOriginCounts(catalog));
}

/** The note of a live entity the YAML does not name (prune off). */
export function keptNote(k: KeptEntity): string {
  if (k.renamedTo !== undefined)
    return `kept live: its slug was renamed to "${k.renamedTo}" in the YAML; set prune: true to archive`;
  if (k.origin === 'live-edit')
    return 'kept live, created outside git (never in the YAML); `sitesync pull` adds it to the YAML';
  return 'kept live, not in the YAML; set prune: true to archive';
}

export const ORIGIN_LABEL: Readonly<Record<ChangeOrigin, string>> = {
  repo: 'repository change',
  behind: 'live is behind',
  'live-edit': 'live edit (outside git)',
  unknown: 'unclassified',
};

/** Why some changes could not be classified, from the plan's history windows. */
export function unclassifiedReason(plan: Plan): string | undefined {
  const windows = [...plan.sites.map((s) => s.history), plan.catalog?.history].filter((w) => w !== undefined);
  if (windows.some((w) => w.status === 'unavailable')) return 'no git history for the changed paths';
  const shallow = windows.find((w) => w.status === 'shallow');
  if (shallow)
    return `the clone is shallow (${plural(shallow.commits, 'commit')} of history): check out with fetch-depth: 0`;
  const cut = windows.find((w) => w.status === 'truncated');
  if (cut) return `older than the ${cut.depth} commits searched`;
  return undefined;
}

export interface LiveEditSummary {
  readonly edits: readonly LiveEdit[];
  readonly unknown: number;
  readonly reason: string | undefined;
}

export function liveEditSummary(plan: Plan): LiveEditSummary {
  return {
    edits: liveEditsOf(plan),
    unknown: planOriginCounts(plan).unknown,
    reason: unclassifiedReason(plan),
  };
}

/** One line per live edit, with the values for a field. */
export function liveEditLine(edit: LiveEdit, shown: (v: unknown) => string): string {
  if (edit.scope === 'catalog' && edit.field !== undefined)
    return `${describeLiveEdit(edit)}: ${shown(edit.live)} (live, edited outside git) → ${shown(edit.repo)}`;
  return describeLiveEdit(edit);
}
