/** The compiled JSON Schema of catalog files (schemas/catalog.schema.json). */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import catalogSchema from '../../schemas/catalog.schema.json' with { type: 'json' };
import { SHIPPED_SCHEMA_OPTIONS } from '../shared/shipped-schema-options.js';

let compiled: ValidateFunction | undefined;

export function catalogValidator(): ValidateFunction {
  compiled ??= new Ajv2020({
    ...SHIPPED_SCHEMA_OPTIONS,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
  }).compile(catalogSchema);
  return compiled;
}
