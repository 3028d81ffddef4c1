/** Issues of the site layout, with the platform's issue codes (lower_snake) and severities. */
import { formatJsonPath, type JsonDocument, type JsonPath } from './json-document.js';

export type LayoutIssueCode =
  | 'invalid_json'
  | 'missing_site_json'
  | 'missing_field'
  | 'invalid_field'
  | 'unsupported_default_language'
  | 'duplicate_slug'
  | 'missing_template'
  | 'unknown_page'
  | 'unsupported_locale'
  | 'unexpected_file'
  | 'missing_translation'
  | 'empty_navigation'
  | 'large_asset';

const WARNINGS: ReadonlySet<LayoutIssueCode> = new Set([
  'unexpected_file',
  'missing_translation',
  'empty_navigation',
  'large_asset',
]);

export interface LayoutIssue {
  readonly severity: 'error' | 'warning';
  readonly code: LayoutIssueCode;
  readonly message: string;
  /** Relative to the site's source folder. */
  readonly path: string;
  readonly line?: number;
  readonly column?: number;
  readonly field?: string;
}

export class LayoutIssues {
  private readonly items: LayoutIssue[] = [];

  add(issue: Omit<LayoutIssue, 'severity'>): void {
    this.items.push({ severity: WARNINGS.has(issue.code) ? 'warning' : 'error', ...issue });
  }

  /** Sorted by path, line, column and code. */
  list(): LayoutIssue[] {
    return [...this.items].sort(
      (a, b) =>
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0) ||
        a.code.localeCompare(b.code),
    );
  }
}

export type FieldKind =
  'string' | 'non-empty string' | 'boolean' | 'integer' | 'object' | 'array' | 'string array';

export type JsonObject = Record<string, unknown>;

export const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function matches(value: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'non-empty string':
      return typeof value === 'string' && value.trim() !== '';
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return Number.isInteger(value);
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string array':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
  }
}

/** A parsed layout file: reports field issues at their line and column. */
export class LayoutFile {
  constructor(
    readonly path: string,
    readonly doc: Extract<JsonDocument, { ok: true }>,
    private readonly issues: LayoutIssues,
  ) {}

  get value(): unknown {
    return this.doc.value;
  }

  report(code: LayoutIssueCode, message: string, at: JsonPath): void {
    const field = formatJsonPath(at);
    this.issues.add({ code, message, path: this.path, ...this.doc.positionOf(at), ...(field && { field }) });
  }

  /** `obj[name]` when it has the expected kind; missing_field / invalid_field otherwise. */
  field<T = unknown>(
    at: JsonPath,
    obj: JsonObject,
    name: string,
    kind: FieldKind,
    required: boolean,
  ): T | undefined {
    const path = [...at, name];
    if (!Object.hasOwn(obj, name)) {
      if (required) this.report('missing_field', `missing required field "${formatJsonPath(path)}"`, at);
      return undefined;
    }
    const value = obj[name];
    if (!matches(value, kind)) {
      this.report(
        'invalid_field',
        `field "${formatJsonPath(path)}" must be ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`,
        path,
      );
      return undefined;
    }
    return value as T;
  }

  rootObject(what: string): JsonObject | undefined {
    if (isObject(this.value)) return this.value;
    this.report('invalid_field', `${what} must be a JSON object`, []);
    return undefined;
  }
}
