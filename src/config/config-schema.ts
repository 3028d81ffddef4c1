/**
 * The validator of sitesync.yml (schemas/sitesync.schema.json), generated as code by
 * scripts/gen-validators.ts: no schema is compiled when a command starts.
 */
import type { ValidateFunction } from 'ajv';
import validateConfig from './config-validator.generated.js';

export function configValidator(): ValidateFunction {
  return validateConfig as unknown as ValidateFunction;
}
