/**
 * Request-body validation against the JSON Schemas in schemas/platform/ (draft 2020-12).
 * A body that does not match → 422 VALIDATION_FAILED with one issue per problem, each naming the
 * field as a JSON pointer into the body.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PLATFORM_SCHEMAS } from '../../schemas/platform-schemas.generated.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ApiError, type ApiIssue } from './route.js';

export interface BodyValidator {
  /** Throws ApiError 422 VALIDATION_FAILED when `body` does not satisfy the schema `$id`. */
  validate(schemaId: string, body: unknown): void;
  has(schemaId: string): boolean;
}

function listSchemaFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listSchemaFiles(full));
    else if (name.endsWith('.schema.json')) out.push(full);
  }
  return out;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * Validates against the schemas of schemas/platform/ — by default the copy bundled in
 * src/schemas/platform-schemas.generated.ts (so dist/ needs no files), or those of `schemaDir`.
 */
export function createBodyValidator(schemaDir?: string): BodyValidator {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const schemas = schemaDir
    ? listSchemaFiles(schemaDir).map((file) => JSON.parse(readFileSync(file, 'utf8')) as object)
    : PLATFORM_SCHEMAS;
  for (const schema of schemas) ajv.addSchema(schema);
  const compiled = new Map<string, ValidateFunction>();
  const get = (schemaId: string): ValidateFunction => {
    let fn = compiled.get(schemaId);
    if (!fn) {
      fn = ajv.getSchema(schemaId);
      if (!fn) throw new Error(`unknown request schema ${schemaId}`);
      compiled.set(schemaId, fn);
    }
    return fn;
  };
  return {
    has: (schemaId) => ajv.getSchema(schemaId) !== undefined,
    validate(schemaId, body) {
      const fn = get(schemaId);
      if (fn(body)) return;
      const issues = issuesFromAjv(fn.errors ?? []);
      const first = issues[0];
      throw new ApiError(
        422,
        'VALIDATION_FAILED',
        first ? `request body is invalid: ${first.field || '/'} ${first.message}` : 'request body is invalid',
        { errors: issues },
      );
    },
  };
}

/** Ajv errors → issues; anyOf/oneOf noise collapses into one issue per field. */
export function issuesFromAjv(errors: readonly ErrorObject[]): ApiIssue[] {
  const byField = new Map<string, ApiIssue>();
  for (const e of errors) {
    let field = e.instancePath;
    let code = 'invalid_field';
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'required') {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      field = `${field}/${escapePointer(missing)}`;
      code = 'missing_field';
      message = 'is required';
    } else if (e.keyword === 'additionalProperties') {
      const extra = (e.params as { additionalProperty: string }).additionalProperty;
      field = `${field}/${escapePointer(extra)}`;
      code = 'unknown_field';
      message = 'is not a known field';
    } else if (e.keyword === 'enum') {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
      message = `must be one of ${allowed.filter((v) => v !== null).join(', ')}`;
    }
    const existing = byField.get(field);
    if (existing && existing.code !== 'invalid_field') continue;
    if (existing && (e.keyword === 'anyOf' || e.keyword === 'oneOf')) {
      byField.set(field, { code, message: 'does not match any allowed type', field });
      continue;
    }
    if (existing) continue;
    byField.set(field, { code, message, field });
  }
  return [...byField.values()];
}

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}
