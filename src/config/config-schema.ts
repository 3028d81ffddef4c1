/** The compiled JSON Schema of sitesync.yml (schemas/sitesync.schema.json). */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import configSchema from '../../schemas/sitesync.schema.json' with { type: 'json' };
import { SHIPPED_SCHEMA_OPTIONS } from '../shared/shipped-schema-options.js';

let compiled: ValidateFunction | undefined;

export function configValidator(): ValidateFunction {
  compiled ??= new Ajv2020({ ...SHIPPED_SCHEMA_OPTIONS, strict: true }).compile(configSchema);
  return compiled;
}
