/**
 * Turns ajv errors into input issues placed at the YAML node they are about, with messages a
 * person can act on ("unknown field "colour" (did you mean "color"?)").
 */
import type { ErrorObject } from 'ajv';
import type { InputIssue } from '../../shared/errors.js';
import { didYouMean } from '../suggest.js';
import { fieldPath, positionOf } from './yaml-source.js';
import type { YamlPath, YamlSource } from './yaml-source.js';

export interface SchemaIssueOptions {
  /** Errors whose schemaPath starts with one of these are left to later, more precise checks. */
  readonly deferSchemaPaths?: readonly string[];
  /** Explanations for well-known unknown fields, by name (replaces the "did you mean"). */
  readonly unknownFieldHints?: Readonly<Record<string, string>>;
}

/** Requires ajv to have been created with `verbose: true` (for the allowed field names). */
export function schemaIssues(
  source: YamlSource,
  errors: readonly ErrorObject[] | null | undefined,
  options: SchemaIssueOptions = {},
): InputIssue[] {
  const issues: InputIssue[] = [];
  const seen = new Set<string>();
  for (const err of errors ?? []) {
    if (err.keyword === 'if') continue;
    if (options.deferSchemaPaths?.some((p) => err.schemaPath.startsWith(p) && err.keyword !== 'type'))
      continue;
    const issue = toIssue(source, err, options);
    const id = `${issue.line}:${issue.column}:${issue.field}:${issue.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    issues.push(issue);
  }
  return issues;
}

function toIssue(source: YamlSource, err: ErrorObject, options: SchemaIssueOptions): InputIssue {
  const path = pointerToPath(err.instancePath);
  const base = { severity: 'error' as const, file: source.file };
  switch (err.keyword) {
    case 'additionalProperties': {
      const name = String(err.params['additionalProperty']);
      const allowed = Object.keys(
        (err.parentSchema as { properties?: object } | undefined)?.properties ?? {},
      );
      const at = positionOf(source, [...path, name], 'key');
      return {
        ...base,
        ...at,
        code: 'unknown_field',
        field: fieldPath([...path, name]),
        message: `unknown field "${name}"${hintFor(name, allowed, options)}`,
      };
    }
    case 'required': {
      const name = String(err.params['missingProperty']);
      return {
        ...base,
        ...positionOf(source, path),
        code: 'missing_field',
        field: fieldPath(path) || '(root)',
        message: `missing required field "${name}"`,
      };
    }
    case 'type':
      return {
        ...base,
        ...positionOf(source, path),
        code: 'invalid_type',
        field: fieldPath(path) || '(root)',
        message: `must be ${typeNames(err.params['type'])}, got ${describeValue(err.data)}${quoteHint(err)}`,
      };
    case 'enum': {
      const allowed = (err.params['allowedValues'] as unknown[]).map(String);
      return {
        ...base,
        ...positionOf(source, path),
        code: 'invalid_value',
        field: fieldPath(path),
        message: `${describeValue(err.data)} is not one of ${allowed.join(', ')}${typeof err.data === 'string' ? didYouMean(err.data, allowed) : ''}`,
      };
    }
    case 'minItems':
    case 'minimum':
    case 'minLength':
      return {
        ...base,
        ...positionOf(source, path),
        code: 'invalid_value',
        field: fieldPath(path) || '(root)',
        message: limitMessage(err),
      };
    default:
      return {
        ...base,
        ...positionOf(source, path),
        code: 'invalid_value',
        field: fieldPath(path) || '(root)',
        message: `${err.message ?? 'is invalid'}${err.data === undefined ? '' : ` (got ${describeValue(err.data)})`}`,
      };
  }
}

function limitMessage(err: ErrorObject): string {
  const limit = Number(err.params['limit']);
  if (err.keyword === 'minLength') return 'must not be empty';
  if (err.keyword === 'minItems') return `must have at least ${limit} ${limit === 1 ? 'entry' : 'entries'}`;
  return `must be at least ${limit}, got ${describeValue(err.data)}`;
}

function hintFor(name: string, allowed: readonly string[], options: SchemaIssueOptions): string {
  const hint = options.unknownFieldHints?.[name];
  return hint === undefined ? didYouMean(name, allowed) : ` (${hint})`;
}

function quoteHint(err: ErrorObject): string {
  const wantsString = String(err.params['type']) === 'string';
  const scalar = typeof err.data === 'number' || typeof err.data === 'boolean';
  return wantsString && scalar ? ' (put the value in quotes to keep it as text)' : '';
}

function pointerToPath(pointer: string): YamlPath {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

const ARTICLE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean (true or false)',
  object: 'a mapping',
  array: 'a list',
  null: 'null',
};

function typeNames(type: unknown): string {
  const list = Array.isArray(type) ? type.map(String) : String(type).split(',');
  return list.map((t) => ARTICLE[t] ?? t).join(' or ');
}

export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `"${value}"`;
  return String(value);
}
