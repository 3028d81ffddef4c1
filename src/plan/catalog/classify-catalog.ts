/**
 * Pure: the origin of every catalog change, from the entities' committed versions.
 *
 * - A changed field: the live value against that field's values in the YAML's history. A version
 *   where the entity was in the YAML without the field is UNMANAGED (the platform chose the value,
 *   e.g. a default): when the repository's latest change starts setting the field, that is `repo`.
 * - An entity the YAML does not name (pruned or kept): was it ever in the YAML? Never → created
 *   outside git (`live-edit`).
 * - A create: the entity is missing live; `repo` when the YAML just added it.
 */
import type { CatalogKind, CatalogRefName } from '../../catalog/types.js';
import { REF_FIELD } from '../../catalog/types.js';
import { originOf, UNMANAGED, type ChangeOrigin, type HistoryVersion } from '../origin.js';
import { sameFieldValue } from './field-equality.js';
import type {
  ArchiveChange,
  CatalogChange,
  CatalogPlan,
  CreateChange,
  FieldChange,
  KeptEntity,
  UpdateChange,
} from './types.js';

/** One committed version of an entity (normalised like the desired catalog). */
export interface CommittedEntity {
  readonly fields: Readonly<Record<string, unknown>>;
  readonly refs: Readonly<Partial<Record<CatalogRefName, string>>>;
  readonly archived: boolean;
}

export interface EntityCommits {
  /** Newest (HEAD) first; undefined where the YAML did not have the entity. */
  readonly versions: readonly (CommittedEntity | undefined)[];
  readonly complete: boolean;
}

/** `kind:key` → the entity's committed versions. A key without one is `unknown`. */
export type CatalogCommits = ReadonlyMap<string, EntityCommits>;

const keyOf = (kind: string, key: string) => `${kind}:${key}`;

/** Every entity key whose history a plan needs (updates, archives, creates, kept). */
export function entityKeysToClassify(plan: CatalogPlan): string[] {
  const keys = new Set<string>();
  for (const c of plan.changes) {
    if (c.action === 'update' || c.action === 'archive' || c.action === 'create')
      keys.add(keyOf(c.kind, c.key));
  }
  for (const k of plan.kept ?? []) keys.add(keyOf(k.kind, k.key));
  return [...keys];
}

type Slot = { readonly present: false } | { readonly present: true; readonly value: unknown };
const ABSENT_ENTITY: Slot = { present: false };

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'object' && !Array.isArray(value))
    return Object.values(value as Record<string, unknown>).every((v) => v !== true);
  return false;
}

/** The value a committed entity gives `field` (as FieldChange names it), or UNMANAGED. */
function committedField(kind: CatalogKind, entity: CommittedEntity, field: string): HistoryVersion<Slot> {
  if (field in REF_FIELD) {
    const ref = entity.refs[field as CatalogRefName];
    // A category without `parent` is a root: the YAML says "no parent", it does not leave it open.
    if (ref === undefined)
      return kind === 'category' && field === 'parent' ? { present: true, value: null } : UNMANAGED;
    return { present: true, value: ref };
  }
  if (field === 'status' && entity.archived) return { present: true, value: 'archived' };
  const value = entity.fields[field];
  return value === undefined ? UNMANAGED : { present: true, value };
}

function sameValue(kind: CatalogKind, field: string, a: unknown, b: unknown): boolean {
  if (field in REF_FIELD) return (a ?? null) === (b ?? null);
  return sameFieldValue(kind, field, a, b);
}

export function fieldOrigin(
  kind: CatalogKind,
  change: FieldChange,
  commits: EntityCommits | undefined,
): ChangeOrigin {
  if (!commits) return 'unknown';
  const versions = commits.versions.map((v) =>
    v === undefined ? ABSENT_ENTITY : committedField(kind, v, change.field),
  );
  const liveIsEmpty = isEmptyValue(change.from);
  return originOf<Slot>({
    versions,
    isLocal: (v) => v.present && sameValue(kind, change.field, v.value, change.to),
    isLive: (v) => (v.present ? sameValue(kind, change.field, v.value, change.from) : liveIsEmpty),
    liveIsEmpty,
    complete: commits.complete,
  });
}

/** Presence: was the entity in the YAML in each version, against "absent locally, present live" or the reverse. */
export function presenceOrigin(
  commits: EntityCommits | undefined,
  local: boolean,
  live: boolean,
): ChangeOrigin {
  if (!commits) return 'unknown';
  return originOf<boolean>({
    versions: commits.versions.map((v) => v !== undefined),
    isLocal: (present) => present === local,
    isLive: (present) => present === live,
    complete: commits.complete,
  });
}

function classifyChange(change: CatalogChange, commits: CatalogCommits): CatalogChange {
  const history = commits.get(keyOf(change.kind, change.key));
  switch (change.action) {
    case 'update':
      return {
        ...change,
        changes: change.changes.map((f) => ({ ...f, origin: fieldOrigin(change.kind, f, history) })),
      } satisfies UpdateChange;
    case 'archive':
      if (change.reason === 'pruned')
        return { ...change, origin: presenceOrigin(history, false, true) } satisfies ArchiveChange;
      return {
        ...change,
        origin: fieldOrigin(
          change.kind,
          { field: 'status', from: change.live.status ?? null, to: 'archived' },
          history,
        ),
      } satisfies ArchiveChange;
    case 'create':
      return { ...change, origin: presenceOrigin(history, true, false) } satisfies CreateChange;
    default:
      return change;
  }
}

const NO_ORIGINS: readonly (ChangeOrigin | undefined)[] = [];

/** The origins a classified change carries: one per field of an update, one for a create or an archive. */
export function changeOrigins(change: CatalogChange): readonly (ChangeOrigin | undefined)[] {
  switch (change.action) {
    case 'update':
      return change.changes.map((f) => f.origin);
    case 'archive':
    case 'create':
      return [change.origin];
    default:
      return NO_ORIGINS;
  }
}

/**
 * Whether an entity's committed versions read so far (newest first) settle the origin of every
 * change the plan has for it. `repo` and `behind` are decided by the first version live holds,
 * which older versions cannot change (origin.ts); `live-edit` needs the whole history and
 * `unknown` more of it, so those keys are read further (history/catalog-history.ts).
 *
 * A create (live lacks the entity) is `repo` as soon as any version lacks it: that version is the
 * first one live holds, wherever it stands. When the catalog's whole history was searched and it
 * began without a catalog (`emptyOrigin`), its oldest version lacks every entity, so a create is
 * settled before any version is read: a first publish of a catalog with a long history reads none.
 */
export function originsSettledBy(
  plan: CatalogPlan,
): (
  key: string,
  versions: readonly (CommittedEntity | undefined)[],
  known?: { readonly emptyOrigin: boolean },
) => boolean {
  const changesOf = new Map<string, CatalogChange[]>();
  for (const c of plan.changes) {
    if (c.action !== 'update' && c.action !== 'archive' && c.action !== 'create') continue;
    const key = keyOf(c.kind, c.key);
    changesOf.set(key, [...(changesOf.get(key) ?? []), c]);
  }
  const kept = new Set((plan.kept ?? []).map((k) => keyOf(k.kind, k.key)));
  return (key, versions, known) => {
    const history: EntityCommits = { versions, complete: false };
    const commits = new Map([[key, history]]);
    const settledChange = (c: CatalogChange) =>
      (c.action === 'create' && known?.emptyOrigin === true) ||
      !changeOrigins(classifyChange(c, commits)).includes('unknown');
    if (!(changesOf.get(key) ?? []).every(settledChange)) return false;
    return !kept.has(key) || presenceOrigin(history, false, true) !== 'unknown';
  };
}

export function classifyCatalogPlan(plan: CatalogPlan, commits: CatalogCommits): CatalogPlan {
  return {
    ...plan,
    changes: plan.changes.map((c) => classifyChange(c, commits)),
    ...(plan.kept && {
      kept: plan.kept.map((k): KeptEntity => ({
        ...k,
        origin: presenceOrigin(commits.get(keyOf(k.kind, k.key)), false, true),
      })),
    }),
  };
}

/** Every classifiable change marked `unknown` (no history). */
export function unclassifiedCatalogPlan(plan: CatalogPlan): CatalogPlan {
  return classifyCatalogPlan(plan, new Map());
}
