/** Checks a `--json` envelope against schemas/result.schema.json (with the plan schema it refers to). */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
ajv.addSchema(JSON.parse(readFileSync('schemas/plan.schema.json', 'utf8')) as object);
const validate = ajv.compile(JSON.parse(readFileSync('schemas/result.schema.json', 'utf8')) as object);

/** Parses stdout as exactly one envelope and checks it against the schema. */
export function parseEnvelope<T = Record<string, unknown>>(stdout: string): T {
  const parsed = JSON.parse(stdout) as unknown;
  expect(validate(parsed), JSON.stringify(validate.errors, null, 2)).toBe(true);
  return parsed as T;
}
