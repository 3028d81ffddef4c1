/**
 * Checks across the whole (merged) catalog: duplicate keys, dangling references, references to
 * archived entities and cycles among category parents.
 */
import type { InputIssue } from '../shared/errors.js';
import type { BuiltEntity } from './build-entity.js';
import { keyFieldOf, REFS_OF } from './build-entity.js';
import { entryLocation, type RawEntry } from './raw-entries.js';
import { didYouMean } from './suggest.js';
import type { CatalogKind, DesiredEntity } from './types.js';
import { REF_KIND } from './types.js';
import { fieldPath } from './yaml/yaml-source.js';

/** The entities a check runs over, by position; an entry is asked for only to report an issue. */
export interface CheckedItems {
  readonly length: number;
  entity(i: number): DesiredEntity;
  entry(i: number): RawEntry;
}

export function checkCatalog(all: readonly BuiltEntity[]): InputIssue[] {
  return checkItems({ length: all.length, entity: (i) => all[i]!.entity, entry: (i) => all[i]!.entry });
}

/** checkCatalog over items by position: no BuiltEntity is made for an entity that has no issue. */
export function checkItems(items: CheckedItems): InputIssue[] {
  const { index, issues } = indexByKey(items);
  issues.push(...checkReferences(items, index), ...checkCategoryCycles(items, index));
  return issues;
}

/** Each kind's keys, with the position of the first entity of each. */
type KeyIndex = ReadonlyMap<CatalogKind, ReadonlyMap<string, number>>;

function issueAt(items: CheckedItems, i: number, field: string, code: string, message: string): InputIssue {
  const entry = items.entry(i);
  return {
    ...entryLocation(entry, field),
    code,
    severity: 'error',
    field: fieldPath([entry.section, entry.index, field]),
    message,
  };
}

function where(items: CheckedItems, i: number): string {
  const loc = items.entity(i).location;
  const entry = items.entry(i);
  return `${loc.file}:${loc.line}:${loc.column} (${fieldPath([entry.section, entry.index])})`;
}

function indexByKey(items: CheckedItems): { index: KeyIndex; issues: InputIssue[] } {
  const index = new Map<CatalogKind, Map<string, number>>();
  const issues: InputIssue[] = [];
  for (let i = 0; i < items.length; i++) {
    const { kind, key } = items.entity(i);
    let byKey = index.get(kind);
    if (!byKey) index.set(kind, (byKey = new Map<string, number>()));
    const first = byKey.get(key);
    if (first !== undefined) {
      const keyField = keyFieldOf(kind);
      const what = keyField === 'slug' ? `${kind} slug` : 'service_code';
      issues.push(
        issueAt(
          items,
          i,
          keyField,
          kind === 'service' ? 'duplicate_service_code' : 'duplicate_slug',
          `duplicate ${what} "${key}": already defined at ${where(items, first)}`,
        ),
      );
      continue;
    }
    byKey.set(key, i);
  }
  return { index, issues };
}

function checkReferences(items: CheckedItems, index: KeyIndex): InputIssue[] {
  const issues: InputIssue[] = [];
  for (let i = 0; i < items.length; i++) {
    const entity = items.entity(i);
    for (const ref of REFS_OF[entity.kind]) {
      const target = entity.refs[ref];
      if (target === undefined) continue;
      const targetKind = REF_KIND[ref];
      const candidates = index.get(targetKind) ?? new Map<string, number>();
      const found = candidates.get(target);
      if (found === undefined) {
        issues.push(
          issueAt(
            items,
            i,
            ref,
            'unknown_reference',
            `unknown ${targetKind} "${target}"${didYouMean(target, candidates.keys())}`,
          ),
        );
      } else if (items.entity(found).archived && !entity.archived && !(ref === 'parent' && found === i)) {
        issues.push(
          issueAt(
            items,
            i,
            ref,
            'archived_reference',
            `${targetKind} "${target}" is archived (at ${where(items, found)}); a ${entity.kind} that stays live cannot refer to it`,
          ),
        );
      }
    }
  }
  return issues;
}

function checkCategoryCycles(items: CheckedItems, index: KeyIndex): InputIssue[] {
  const categories = index.get('category') ?? new Map<string, number>();
  const issues: InputIssue[] = [];
  const reported = new Set<string>();
  for (let i = 0; i < items.length; i++) {
    const entity = items.entity(i);
    if (entity.kind !== 'category' || categories.get(entity.key) !== i) continue;
    const chain: string[] = [];
    let current: number | undefined = i;
    while (current !== undefined && !chain.includes(items.entity(current).key)) {
      const at: DesiredEntity = items.entity(current);
      chain.push(at.key);
      const parent: string | undefined = at.refs.parent;
      current = parent === undefined ? undefined : categories.get(parent);
    }
    if (current === undefined || current !== i) continue;
    const cycle = [...chain, entity.key];
    const id = [...chain].sort().join('\u0000');
    if (reported.has(id)) continue;
    reported.add(id);
    const message =
      chain.length === 1
        ? `category "${entity.key}" cannot be its own parent`
        : `categories form a cycle: ${cycle.join(' → ')}`;
    issues.push(issueAt(items, i, 'parent', 'category_cycle', message));
  }
  return issues;
}
