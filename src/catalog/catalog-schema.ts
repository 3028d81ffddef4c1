/**
 * The validator of catalog files (schemas/catalog.schema.json), generated as code by
 * scripts/gen-validators.ts: no schema is compiled when a catalog is parsed.
 */
import type { ValidateFunction } from 'ajv';
import validateCatalog from './catalog-validator.generated.js';

export function catalogValidator(): ValidateFunction {
  return validateCatalog as unknown as ValidateFunction;
}
