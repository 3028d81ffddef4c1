/**
 * Checks across the whole (merged) catalog: duplicate keys, dangling references, references to
 * archived entities and cycles among category parents.
 */
import type { InputIssue } from '../shared/errors.js';
import type { BuiltEntity } from './build-entity.js';
import { keyFieldOf, REFS_OF } from './build-entity.js';
import { entryLocation } from './raw-entries.js';
import { didYouMean } from './suggest.js';
import type { CatalogKind, SourceLocation } from './types.js';
import { REF_KIND } from './types.js';
import { fieldPath } from './yaml/yaml-source.js';

export function checkCatalog(all: readonly BuiltEntity[]): InputIssue[] {
  const { index, issues } = indexByKey(all);
  issues.push(...checkReferences(all, index), ...checkCategoryCycles(all, index));
  return issues;
}

type KeyIndex = ReadonlyMap<CatalogKind, ReadonlyMap<string, BuiltEntity>>;

function issueAt(built: BuiltEntity, field: string, code: string, message: string): InputIssue {
  const { entry } = built;
  return {
    ...entryLocation(entry, field),
    code,
    severity: 'error',
    field: fieldPath([entry.section, entry.index, field]),
    message,
  };
}

function where(loc: SourceLocation, built: BuiltEntity): string {
  return `${loc.file}:${loc.line}:${loc.column} (${fieldPath([built.entry.section, built.entry.index])})`;
}

function indexByKey(all: readonly BuiltEntity[]): { index: KeyIndex; issues: InputIssue[] } {
  const index = new Map<CatalogKind, Map<string, BuiltEntity>>();
  const issues: InputIssue[] = [];
  for (const built of all) {
    const { kind, key } = built.entity;
    const byKey = index.get(kind) ?? new Map<string, BuiltEntity>();
    index.set(kind, byKey);
    const first = byKey.get(key);
    if (first) {
      const keyField = keyFieldOf(kind);
      const what = keyField === 'slug' ? `${kind} slug` : 'service_code';
      issues.push(
        issueAt(
          built,
          keyField,
          kind === 'service' ? 'duplicate_service_code' : 'duplicate_slug',
          `duplicate ${what} "${key}": already defined at ${where(first.entity.location, first)}`,
        ),
      );
      continue;
    }
    byKey.set(key, built);
  }
  return { index, issues };
}

function checkReferences(all: readonly BuiltEntity[], index: KeyIndex): InputIssue[] {
  const issues: InputIssue[] = [];
  for (const built of all) {
    const { entity } = built;
    for (const ref of REFS_OF[entity.kind]) {
      const target = entity.refs[ref];
      if (target === undefined) continue;
      const targetKind = REF_KIND[ref];
      const candidates = index.get(targetKind) ?? new Map<string, BuiltEntity>();
      const found = candidates.get(target);
      if (!found) {
        issues.push(
          issueAt(
            built,
            ref,
            'unknown_reference',
            `unknown ${targetKind} "${target}"${didYouMean(target, candidates.keys())}`,
          ),
        );
      } else if (found.entity.archived && !entity.archived && !(ref === 'parent' && found === built)) {
        issues.push(
          issueAt(
            built,
            ref,
            'archived_reference',
            `${targetKind} "${target}" is archived (at ${where(found.entity.location, found)}); a ${entity.kind} that stays live cannot refer to it`,
          ),
        );
      }
    }
  }
  return issues;
}

function checkCategoryCycles(all: readonly BuiltEntity[], index: KeyIndex): InputIssue[] {
  const categories = index.get('category') ?? new Map<string, BuiltEntity>();
  const issues: InputIssue[] = [];
  const reported = new Set<string>();
  for (const built of all) {
    if (built.entity.kind !== 'category' || categories.get(built.entity.key) !== built) continue;
    const chain: string[] = [];
    let current: BuiltEntity | undefined = built;
    while (current && !chain.includes(current.entity.key)) {
      chain.push(current.entity.key);
      const parent: string | undefined = current.entity.refs.parent;
      current = parent === undefined ? undefined : categories.get(parent);
    }
    if (!current || current !== built) continue;
    const cycle = [...chain, built.entity.key];
    const id = [...chain].sort().join('\u0000');
    if (reported.has(id)) continue;
    reported.add(id);
    const message =
      chain.length === 1
        ? `category "${built.entity.key}" cannot be its own parent`
        : `categories form a cycle: ${cycle.join(' → ')}`;
    issues.push(issueAt(built, 'parent', 'category_cycle', message));
  }
  return issues;
}
