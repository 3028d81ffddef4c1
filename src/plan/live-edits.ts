/**
 * Pure: the live edits a plan would revert (the guard's list), and the tallies of origins shown in
 * every summary row. A live edit is a change whose live side no commit ever had: a site file
 * edited or created outside git, a catalog field edited outside git, an entity created outside
 * git that prune would archive.
 */
import type { CatalogKind } from '../catalog/types.js';
import type { CatalogPlan } from './catalog/types.js';
import type { ChangeOrigin } from './origin.js';
import { allSiteChanges, type SiteSourceDiff } from './site/diff.js';
import type { Plan, SitePlan } from './types.js';

export type LiveEdit =
  | {
      readonly scope: 'site';
      /** The site id (or the source folder of a site not created yet). */
      readonly site: string;
      readonly sourceDir: string;
      readonly path: string;
      /** modified: edited live; deleted: created live (the plan would delete it). */
      readonly change: 'added' | 'modified' | 'deleted';
    }
  | {
      readonly scope: 'catalog';
      readonly kind: CatalogKind;
      readonly key: string;
      /** The edited field; absent for an entity created outside git. */
      readonly field?: string;
      readonly action: 'update' | 'archive';
      /** The live value that would be lost (fields only). */
      readonly live?: unknown;
      /** The value the repository would write (fields only). */
      readonly repo?: unknown;
    };

export type OriginCounts = Readonly<Record<ChangeOrigin, number>>;

const zero = (): Record<ChangeOrigin, number> => ({ repo: 0, behind: 0, 'live-edit': 0, unknown: 0 });

export function siteLiveEdits(site: SitePlan): LiveEdit[] {
  return allSiteChanges(site.diff)
    .filter((c) => c.origin === 'live-edit')
    .map((c) => ({
      scope: 'site' as const,
      site: site.siteId ?? site.sourceDir,
      sourceDir: site.sourceDir,
      path: c.path,
      change: c.kind,
    }));
}

export function catalogLiveEdits(catalog: CatalogPlan): LiveEdit[] {
  const out: LiveEdit[] = [];
  for (const c of catalog.changes) {
    if (c.action === 'update') {
      for (const f of c.changes)
        if (f.origin === 'live-edit')
          out.push({
            scope: 'catalog',
            kind: c.kind,
            key: c.key,
            field: f.field,
            action: 'update',
            live: f.from,
            repo: f.to,
          });
    } else if (c.action === 'archive' && c.origin === 'live-edit') {
      out.push(
        c.reason === 'pruned'
          ? { scope: 'catalog', kind: c.kind, key: c.key, action: 'archive' }
          : {
              scope: 'catalog',
              kind: c.kind,
              key: c.key,
              field: 'status',
              action: 'archive',
              live: c.live.status ?? null,
              repo: 'archived',
            },
      );
    }
  }
  return out;
}

/** Every live edit the plan would revert, sites first. */
export function liveEditsOf(plan: Plan): LiveEdit[] {
  return [...plan.sites.flatMap(siteLiveEdits), ...(plan.catalog ? catalogLiveEdits(plan.catalog) : [])];
}

export function siteOriginCounts(diff: SiteSourceDiff): OriginCounts {
  const counts = zero();
  for (const c of allSiteChanges(diff)) if (c.origin) counts[c.origin] += 1;
  return counts;
}

/** Catalog origins counted per field change (updates), per entity otherwise. */
export function catalogOriginCounts(catalog: CatalogPlan): OriginCounts {
  const counts = zero();
  for (const c of catalog.changes) {
    if (c.action === 'update') {
      for (const f of c.changes) if (f.origin) counts[f.origin] += 1;
    } else if ((c.action === 'archive' || c.action === 'create') && c.origin) counts[c.origin] += 1;
  }
  return counts;
}

export function planOriginCounts(plan: Plan): OriginCounts {
  const counts = zero();
  const add = (c: OriginCounts) => {
    for (const k of Object.keys(counts) as ChangeOrigin[]) counts[k] += c[k];
  };
  for (const s of plan.sites) add(siteOriginCounts(s.diff));
  if (plan.catalog) add(catalogOriginCounts(plan.catalog));
  return counts;
}

/** Live entities the YAML does not name that were created outside git (pull brings them in). */
export function liveCreatedEntities(catalog: CatalogPlan | undefined) {
  return (catalog?.kept ?? []).filter((k) => k.origin === 'live-edit');
}

/** One line per live edit, e.g. `site_x: pages/about.json` or `product "tent" price`. */
export function describeLiveEdit(edit: LiveEdit): string {
  if (edit.scope === 'site')
    return `site ${edit.site}: ${edit.path}${edit.change === 'deleted' ? ' (created outside git)' : ''}`;
  if (edit.field === undefined) return `${edit.kind} "${edit.key}" (created outside git)`;
  return `${edit.kind} "${edit.key}" ${edit.field}`;
}
