/**
 * Checks the emulator's answers against the platform's OpenAPI description
 * (schemas/platform/openapi.yaml, bundled in src/schemas/platform-openapi.generated.ts): every
 * answer of a /v1 route must validate against the schema of its route and status (ajv, draft
 * 2020-12), and — except in the noisy shape, which adds unknown fields — carry no `null`. Under the
 * noisy shape the description's closed objects are opened (the extra fields are the point).
 *
 * The shared harnesses start their emulators through test/helpers/emulator.ts, which feeds every
 * answer here; test/setup/contract-violations.ts fails the test during which a violation happened.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ContractDescription } from '../../src/emulator/contract/description.js';
import { isResponseShape, type ObservedResponse, type ResponseShape } from '../../src/emulator/index.js';
import { PLATFORM_OPENAPI } from '../../src/schemas/platform-openapi.generated.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const DOCUMENT_ID = 'urn:sitesync:platform-openapi';

/** The shape the shared harnesses start emulators with: SITESYNC_TEST_SHAPE, default strict. */
export function testShape(): ResponseShape {
  const value = process.env.SITESYNC_TEST_SHAPE;
  if (value === undefined || value === '') return 'strict';
  if (!isResponseShape(value)) {
    throw new Error(`SITESYNC_TEST_SHAPE must be strict, minimal or noisy, got "${value}"`);
  }
  return value;
}

/** The description with every closed object opened (for the noisy shape). */
function opened(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(opened);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'additionalProperties' || key === 'unevaluatedProperties') && value === false) continue;
    out[key] = opened(value);
  }
  return out;
}

/** The JSON pointers (`/a/0/b`) of every null in `value`. */
export function nullsIn(value: unknown, at = ''): string[] {
  if (value === null) return [at || '/'];
  if (Array.isArray(value)) return value.flatMap((v, i) => nullsIn(v, `${at}/${i}`));
  if (typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => nullsIn(v, `${at}/${k}`));
  return [];
}

export interface ResponseValidator {
  /** The problems of one answer (empty when it keeps the contract). */
  check(response: ObservedResponse): string[];
}

const validators = new Map<ResponseShape, ResponseValidator>();

export function responseValidator(shape: ResponseShape): ResponseValidator {
  let validator = validators.get(shape);
  if (!validator) {
    validator = createResponseValidator(shape);
    validators.set(shape, validator);
  }
  return validator;
}

function createResponseValidator(shape: ResponseShape): ResponseValidator {
  const description = new ContractDescription();
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema((shape === 'noisy' ? opened(PLATFORM_OPENAPI) : PLATFORM_OPENAPI) as object, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  const compile = (pointer: string): ValidateFunction => {
    let fn = compiled.get(pointer);
    if (!fn) {
      fn = ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      compiled.set(pointer, fn);
    }
    return fn;
  };

  return {
    check(response) {
      const { method, path, route, status } = response;
      if (!(path === '/v1' || path.startsWith('/v1/'))) return [];
      if (!response.contentType.startsWith('application/json')) {
        return [`answered ${status} with content type ${response.contentType}, not JSON`];
      }
      let body: unknown;
      try {
        body = JSON.parse(response.body);
      } catch {
        return [`answered ${status} with a body that is not JSON`];
      }
      const pointer =
        route === null
          ? status >= 400
            ? '#/components/schemas/ErrorResponse'
            : undefined
          : description.responseSchemaPointer(method, route, status);
      if (pointer === undefined) {
        return [`answered ${status}, which the description does not declare for ${method} ${route}`];
      }
      const validate = compile(pointer);
      const problems = validate(body)
        ? []
        : (validate.errors ?? []).map((e) => {
            const extra =
              e.keyword === 'additionalProperties'
                ? ` (${(e.params as { additionalProperty: string }).additionalProperty})`
                : '';
            return `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${extra}`;
          });
      if (shape !== 'noisy') problems.push(...nullsIn(body).map((at) => `${at} is null`));
      return problems;
    },
  };
}

/** Violations seen since the last drain (by any emulator this process started through the helper). */
const violations: string[] = [];

export function recordViolations(shape: ResponseShape, response: ObservedResponse): void {
  const problems = responseValidator(shape).check(response);
  if (problems.length === 0) return;
  const where = `${response.method} ${response.path} → ${response.status}${response.route ? ` (${response.route})` : ''}`;
  violations.push(`${where} [shape ${shape}]: ${problems.slice(0, 8).join('; ')}`);
}

/** The violations recorded so far, clearing them. */
export function drainViolations(): string[] {
  return violations.splice(0, violations.length);
}

/**
 * `fields` when the harness emulators render optional fields (the strict and noisy shapes), else
 * nothing: `expect(x).toMatchObject({ id, ...shown({ object: 'site' }) })` asserts the required
 * fields in every shape and the optional ones where they are sent.
 */
export function shown<T extends object>(fields: T): Partial<T> {
  return testShape() === 'minimal' ? {} : fields;
}
