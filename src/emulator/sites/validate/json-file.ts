/** A parsed JSON file of the layout, with helpers that report field issues at their position. */
import {
  formatJsonPath,
  parseJsonWithPositions,
  type JsonPath,
  type ParsedJson,
  type TextPosition,
} from '../json-positions.js';
import { isBinary } from '../tree.js';
import type { IssueCode, IssueList } from './issues.js';

export type FieldKind =
  'string' | 'non-empty string' | 'boolean' | 'integer' | 'object' | 'array' | 'string array';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

export class JsonFile {
  constructor(
    readonly path: string,
    readonly doc: ParsedJson,
    private readonly issues: IssueList,
  ) {}

  get value(): unknown {
    return this.doc.value;
  }

  /** Where the value at `at` starts; falls back to the nearest enclosing value. */
  position(at: JsonPath): TextPosition {
    for (let n = at.length; n >= 0; n--) {
      const pos = this.doc.valueAt(at.slice(0, n));
      if (pos) return pos;
    }
    return { line: 1, column: 1 };
  }

  report(code: IssueCode, message: string, at: JsonPath): void {
    const field = formatJsonPath(at);
    this.issues.add({ code, message, path: this.path, ...this.position(at), ...(field ? { field } : {}) });
  }

  /** The value of `obj[name]` when it has the expected kind; reports missing_field / invalid_field otherwise. */
  field<T = unknown>(
    objAt: JsonPath,
    obj: JsonObject,
    name: string,
    kind: FieldKind,
    required: boolean,
  ): T | undefined {
    const at = [...objAt, name];
    if (!Object.hasOwn(obj, name)) {
      if (required) this.report('missing_field', `missing required field "${formatJsonPath(at)}"`, objAt);
      return undefined;
    }
    const value = obj[name];
    if (!matches(value, kind)) {
      this.report(
        'invalid_field',
        `field "${formatJsonPath(at)}" must be ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`,
        at,
      );
      return undefined;
    }
    return value as T;
  }

  /** The root as an object, or an invalid_field issue at 1:1. */
  rootObject(what: string): JsonObject | undefined {
    if (isObject(this.value)) return this.value;
    this.report('invalid_field', `${what} must be a JSON object`, []);
    return undefined;
  }
}

/**
 * Parses are kept per buffer: trees share their buffers and never change them, so the validation
 * of the whole tree after each staged write parses only the files that write brought.
 */
const parses = new WeakMap<Buffer, ReturnType<typeof parseJsonWithPositions> | 'binary'>();

function parseOnce(bytes: Buffer): ReturnType<typeof parseJsonWithPositions> | 'binary' {
  let parsed = parses.get(bytes);
  if (parsed === undefined) {
    parsed = isBinary(bytes) ? 'binary' : parseJsonWithPositions(bytes.toString('utf8'));
    parses.set(bytes, parsed);
  }
  return parsed;
}

/** Parses a layout JSON file; reports invalid_json (with line and column) and returns undefined on failure. */
export function readJsonFile(path: string, bytes: Buffer, issues: IssueList): JsonFile | undefined {
  const doc = parseOnce(bytes);
  if (doc === 'binary') {
    issues.add({ code: 'invalid_json', message: 'is not UTF-8 text', path });
    return undefined;
  }
  if (!doc.ok) {
    issues.add({
      code: 'invalid_json',
      message: `invalid JSON: ${doc.message}`,
      path,
      line: doc.line,
      column: doc.column,
    });
    return undefined;
  }
  return new JsonFile(path, doc, issues);
}
