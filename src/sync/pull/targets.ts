/**
 * Pure: what `sitesync pull` writes — the live edits of a plan (only those), each with the file it
 * lands in, narrowed by `--paths` and `--only`.
 */
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { SECTION_OF, type CatalogKind, type DesiredCatalog } from '../../catalog/types.js';
import { liveField, type LiveCatalog, type LiveRecord } from '../../plan/catalog/live-types.js';
import type { CatalogPlan } from '../../plan/catalog/types.js';
import type { Plan } from '../../plan/types.js';

export type PullTarget =
  | {
      readonly scope: 'site';
      readonly siteId: string;
      /** Absolute path of the site source folder. */
      readonly source: string;
      readonly path: string;
      /** edited: the file was edited live; created: it exists only live. */
      readonly reason: 'edited' | 'created';
      /** Absolute path written. */
      readonly file: string;
    }
  | {
      readonly scope: 'field';
      readonly kind: CatalogKind;
      readonly key: string;
      readonly field: string;
      /** The live value (references by slug). */
      readonly live: unknown;
      readonly file: string;
    }
  | {
      readonly scope: 'entity';
      readonly kind: 'brand' | 'category' | 'product';
      readonly key: string;
      readonly record: LiveRecord;
      readonly file: string;
    };

export interface PullSelection {
  /** Absolute paths (files or folders) a target's file must be or lie in. */
  readonly paths?: readonly string[];
  /** `site`, `catalog`, a kind (`product`), or `kind:slug` (`product:tent`). */
  readonly only?: readonly string[];
}

const within = (folder: string, file: string) => {
  const rel = relative(folder, file);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

export function selected(target: PullTarget, selection: PullSelection): boolean {
  if (selection.paths && selection.paths.length > 0 && !selection.paths.some((p) => within(p, target.file)))
    return false;
  if (!selection.only || selection.only.length === 0) return true;
  return selection.only.some((o) => {
    if (o === 'site') return target.scope === 'site';
    if (target.scope === 'site') return false;
    if (o === 'catalog') return true;
    const [kind, key] = o.split(':');
    return kind === target.kind && (key === undefined || key === target.key);
  });
}

export function pullTargets(input: {
  readonly plan: Plan;
  /** Absolute site source folders, in the order of plan.sites. */
  readonly sources: readonly string[];
  readonly rootDir: string;
  readonly catalogFile?: string;
  readonly desired?: DesiredCatalog;
  /** The live catalog the plan read (the records of kept entities). */
  readonly live?: LiveCatalog;
}): PullTarget[] {
  const targets: PullTarget[] = [];
  input.plan.sites.forEach((site, i) => {
    const source = input.sources[i]!;
    if (!site.siteId) return;
    for (const c of [...site.diff.modified, ...site.diff.deleted]) {
      if (c.origin !== 'live-edit') continue;
      targets.push({
        scope: 'site',
        siteId: site.siteId,
        source,
        path: c.path,
        reason: c.kind === 'modified' ? 'edited' : 'created',
        file: join(source, ...c.path.split('/')),
      });
    }
  });
  if (input.plan.catalog && input.catalogFile)
    targets.push(
      ...catalogTargets(input.plan.catalog, input.rootDir, input.catalogFile, input.desired, input.live),
    );
  return targets;
}

function catalogTargets(
  catalog: CatalogPlan,
  rootDir: string,
  catalogFile: string,
  desired: DesiredCatalog | undefined,
  live: LiveCatalog | undefined,
): PullTarget[] {
  const out: PullTarget[] = [];
  // An entity's file: where the YAML defines it; a new one goes where the last of its kind is.
  const fileOf = (location?: { file: string }) =>
    location ? resolve(rootDir, ...location.file.split('/')) : undefined;
  const lastOfKind = (kind: CatalogKind) =>
    fileOf(desired?.[SECTION_OF[kind]].at(-1)?.location) ?? catalogFile;
  for (const c of catalog.changes) {
    if (c.action === 'update') {
      for (const f of c.changes)
        if (f.origin === 'live-edit')
          out.push({
            scope: 'field',
            kind: c.kind,
            key: c.key,
            field: f.field,
            live: f.from,
            file: fileOf(c.location) ?? catalogFile,
          });
    } else if (c.action === 'archive' && c.origin === 'live-edit') {
      if (c.reason === 'pruned')
        out.push({
          scope: 'entity',
          kind: c.kind as 'brand' | 'category' | 'product',
          key: c.key,
          record: c.live,
          file: lastOfKind(c.kind),
        });
      else
        out.push({
          scope: 'field',
          kind: c.kind,
          key: c.key,
          field: 'status',
          live: liveField(c.live, 'status') ?? null,
          file: fileOf(c.location) ?? catalogFile,
        });
    }
  }
  const records = new Map(
    [...(live?.brands ?? []), ...(live?.categories ?? []), ...(live?.products ?? [])].map((r) => [r.id, r]),
  );
  for (const k of catalog.kept ?? []) {
    const record = records.get(k.id);
    if (k.origin === 'live-edit' && record)
      out.push({ scope: 'entity', kind: k.kind, key: k.key, record, file: lastOfKind(k.kind) });
  }
  return out;
}

/** A path given on the command line, made absolute against the folder the user is in. */
export function absolutePaths(paths: readonly string[] | undefined, cwd: string): string[] | undefined {
  return paths?.map((p) => resolve(cwd, p.split('/').join(sep)));
}
