/** The compiled JSON Schema of sitesync.yml (schemas/sitesync.schema.json). */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import configSchema from '../../schemas/sitesync.schema.json' with { type: 'json' };

let compiled: ValidateFunction | undefined;

export function configValidator(): ValidateFunction {
  compiled ??= new Ajv2020({ allErrors: true, verbose: true, strict: true }).compile(configSchema);
  return compiled;
}
