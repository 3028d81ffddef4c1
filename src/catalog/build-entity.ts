/**
 * One YAML item → one DesiredEntity: references split from fields, decimals normalised, status
 * aliases resolved. Problems local to the item (decimals, status contradictions) become issues.
 */
import type { InputIssue } from '../shared/errors.js';
import { DECIMAL_FIELDS, normaliseDecimal } from './decimal.js';
import type { RawEntry } from './raw-entries.js';
import { entryLocation, isRecord } from './raw-entries.js';
import type { CatalogKind, CatalogRefName, DesiredEntity, FieldValue } from './types.js';
import { KIND_OF } from './types.js';
import { fieldPath } from './yaml/yaml-source.js';

/** The YAML fields that are references, per kind. */
export const REFS_OF: Readonly<Record<CatalogKind, readonly CatalogRefName[]>> = {
  brand: [],
  category: ['parent'],
  product: ['brand', 'category'],
  service: ['category'],
};

export interface BuiltEntity {
  readonly entity: DesiredEntity;
  readonly entry: RawEntry;
}

export function keyFieldOf(kind: CatalogKind): 'slug' | 'service_code' {
  return kind === 'service' ? 'service_code' : 'slug';
}

export function buildEntity(entry: RawEntry): { built?: BuiltEntity; issues: InputIssue[] } {
  const kind = KIND_OF[entry.section];
  const value = entry.value;
  if (!isRecord(value)) return { issues: [] };
  const key = value[keyFieldOf(kind)];
  const issues: InputIssue[] = [];
  const issue = (field: string, code: string, message: string): void => {
    issues.push({
      ...entryLocation(entry, field),
      code,
      severity: 'error',
      field: fieldPath([entry.section, entry.index, field]),
      message,
    });
  };

  const refNames: readonly string[] = REFS_OF[kind];
  const fields: Record<string, FieldValue> = {};
  const refs: Partial<Record<CatalogRefName, string>> = {};
  for (const [name, raw] of Object.entries(value)) {
    if (name === 'archived') continue;
    if (refNames.includes(name)) {
      if (typeof raw === 'string') refs[name as CatalogRefName] = raw;
      continue;
    }
    if (DECIMAL_FIELDS.has(name)) {
      const result = normaliseDecimal(raw);
      if (result.ok) fields[name] = result.value;
      else if (typeof raw === 'number' || typeof raw === 'string')
        issue(name, 'invalid_decimal', result.reason);
      continue;
    }
    if (isFieldValue(raw)) fields[name] = raw;
  }

  let archived = value['archived'] === true;
  const status = fields['status'];
  if (kind === 'service' && archived) {
    issue(
      'archived',
      'service_archive_unsupported',
      'services cannot be archived: the platform has no route to archive or update a service',
    );
    archived = false;
  }
  if (kind === 'product' && status === 'published') fields['status'] = 'active';
  if (kind !== 'service' && status === 'archived') {
    if (value['archived'] === false) {
      issue('status', 'status_conflict', 'status "archived" contradicts "archived: false"; keep one of them');
    }
    archived = true;
    delete fields['status'];
  } else if (archived && typeof status === 'string') {
    issue('status', 'status_conflict', `status "${status}" contradicts "archived: true"; keep one of them`);
  }

  if (typeof key !== 'string' || key === '') return { issues };
  const entity: DesiredEntity = {
    kind,
    key,
    fields,
    refs,
    archived,
    location: entryLocation(entry),
  };
  return { built: { entity, entry }, issues };
}

function isFieldValue(raw: unknown): raw is FieldValue {
  if (typeof raw === 'string' || typeof raw === 'boolean') return true;
  if (typeof raw === 'number') return Number.isFinite(raw);
  return isRecord(raw) && Object.values(raw).every((v) => typeof v === 'boolean');
}
