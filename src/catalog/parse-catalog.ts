/** Pure: catalog file texts → the validated DesiredCatalog, or one InputError with every problem. */
import { InputError } from '../shared/errors.js';
import type { InputIssue } from '../shared/errors.js';
import type { BuiltEntity } from './build-entity.js';
import { buildEntity } from './build-entity.js';
import { catalogValidator } from './catalog-schema.js';
import { checkCatalog } from './check-references.js';
import { formatCatalogIssue } from './format-issue.js';
import { collectEntries } from './raw-entries.js';
import type { DesiredCatalog, DesiredEntity } from './types.js';
import { SECTION_OF } from './types.js';
import { schemaIssues } from './yaml/schema-issues.js';
import { fastLoad } from './yaml/fast-load.js';
import {
  dataOf,
  lazySource,
  NeedsPositionedParse,
  parseYamlSource,
  prescanIssue,
} from './yaml/yaml-source.js';

export interface CatalogFile {
  /** Shown in messages and locations (relative, POSIX). */
  readonly file: string;
  readonly text: string;
}

const READ_ONLY = 'read-only: the platform sets it';

/** Fields people copy from API responses, with what to write instead. */
const UNKNOWN_FIELD_HINTS: Readonly<Record<string, string>> = {
  id: 'ids are assigned by the platform; entities are identified by slug',
  brand_id: 'refer to the brand by slug with "brand"',
  category_id: 'refer to the category by slug with "category"',
  parent_category_id: 'refer to the parent by slug with "parent"',
  is_active: 'derived from status; write status: active',
  object: READ_ONLY,
  brand_name: READ_ONLY,
  category_name: READ_ONLY,
  standard_category_name: READ_ONLY,
  created_at: READ_ONLY,
  updated_at: READ_ONLY,
  published_at: READ_ONLY,
  archived_at: READ_ONLY,
};

export interface ParseCatalogOptions {
  /** Try the fast parse first (default true); false always takes the positioned parse. */
  readonly fast?: boolean;
  /**
   * false: never the positioned parse (costly: ~150 bytes of memory per byte of text); where it
   * would be needed — a file the fast parse does not take, or a position beyond the items' own —
   * NeedsPositionedParse is thrown instead, for the caller to parse where that is safe (a worker).
   */
  readonly positioned?: boolean;
  /** Told the node count of each item, by section, of every file the fast parse took. */
  readonly onItemNodes?: (file: string, itemNodes: ReadonlyMap<string, readonly number[]>) => void;
}

export { NeedsPositionedParse };

export function parseCatalog(
  files: readonly CatalogFile[],
  options: ParseCatalogOptions = {},
): DesiredCatalog {
  const issues: InputIssue[] = [];
  const built: BuiltEntity[] = [];
  for (const { file, text } of files) {
    const fast = options.fast === false ? undefined : fastLoad(text);
    if (fast && catalogValidator()(fast.data)) {
      // The common case: well-formed YAML that satisfies the schema; positions only on demand.
      options.onItemNodes?.(file, fast.itemNodes);
      const source = lazySource(text, file, fast.itemPositions, options.positioned === false);
      for (const entry of collectEntries(source, fast.data)) {
        const result = buildEntity(entry);
        issues.push(...result.issues);
        if (result.built) built.push(result.built);
      }
      continue;
    }
    if (options.positioned === false) throw new NeedsPositionedParse(file);
    const early = prescanIssue(text, file);
    if (early) {
      issues.push(early);
      continue;
    }
    const parsed = parseYamlSource(text, file);
    issues.push(...parsed.issues);
    if (parsed.issues.some((i) => i.code === 'yaml_syntax')) continue;
    const read = dataOf(parsed.source);
    if (read.issue) {
      issues.push(read.issue);
      continue;
    }
    const data = read.data;
    const validate = catalogValidator();
    if (!validate(data))
      issues.push(
        ...schemaIssues(parsed.source, validate.errors, { unknownFieldHints: UNKNOWN_FIELD_HINTS }),
      );
    for (const entry of collectEntries(parsed.source, data)) {
      const result = buildEntity(entry);
      issues.push(...result.issues);
      if (result.built) built.push(result.built);
    }
  }
  issues.push(...checkCatalog(built));
  if (issues.length > 0) throw catalogError(issues);
  const section = (name: keyof DesiredCatalog): DesiredEntity[] =>
    built.filter((b) => SECTION_OF[b.entity.kind] === name).map((b) => b.entity);
  return Object.freeze({
    brands: section('brands'),
    categories: section('categories'),
    products: section('products'),
    services: section('services'),
  });
}

export function catalogError(issues: readonly InputIssue[]): InputError {
  const sorted = [...issues].sort(compareIssues);
  const count = sorted.length === 1 ? '1 error' : `${sorted.length} errors`;
  return new InputError(
    'CATALOG_INVALID',
    `the catalog has ${count}:\n${sorted.map((i) => '  ' + formatCatalogIssue(i)).join('\n')}`,
    sorted,
    { hint: 'fix the catalog YAML; nothing was written to the platform' },
  );
}

function compareIssues(a: InputIssue, b: InputIssue): number {
  return (
    (a.file ?? '').localeCompare(b.file ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    a.message.localeCompare(b.message)
  );
}
