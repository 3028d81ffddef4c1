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
import { parseYamlSource } from './yaml/yaml-source.js';

export interface CatalogFile {
  /** Shown in messages and locations (relative, POSIX). */
  readonly file: string;
  readonly text: string;
}

export function parseCatalog(files: readonly CatalogFile[]): DesiredCatalog {
  const issues: InputIssue[] = [];
  const built: BuiltEntity[] = [];
  for (const { file, text } of files) {
    const parsed = parseYamlSource(text, file);
    issues.push(...parsed.issues);
    if (parsed.issues.some((i) => i.code === 'yaml_syntax')) continue;
    const data: unknown = parsed.source.doc.toJS({ maxAliasCount: 100 }) ?? {};
    const validate = catalogValidator();
    if (!validate(data)) issues.push(...schemaIssues(parsed.source, validate.errors));
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
    { hint: 'fix the catalog YAML; nothing was read from or written to the platform' },
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
