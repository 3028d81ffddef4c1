import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import catalogSchema from '../../../schemas/catalog.schema.json' with { type: 'json' };
import configSchema from '../../../schemas/sitesync.schema.json' with { type: 'json' };
import { catalogValidator } from '../../../src/catalog/catalog-schema.js';
import { configValidator } from '../../../src/config/config-schema.js';

// The shipped validators skip Ajv's meta-schema check at run time (start-up cost): it is made here.
describe('the schemas sitesync ships', () => {
  it.each([
    ['schemas/sitesync.schema.json', configSchema],
    ['schemas/catalog.schema.json', catalogSchema],
  ])('%s is a valid draft 2020-12 schema', (_name, schema) => {
    const ajv = new Ajv2020({ allErrors: true });
    expect(ajv.validateSchema(schema), ajv.errorsText(ajv.errors)).toBe(true);
  });

  it('compile into working validators without the run-time meta-schema check', () => {
    expect(configValidator()({ site: { source: 'site' } })).toBe(true);
    const validate = configValidator();
    expect(validate({ site: { source: 3 } })).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/site/source');
    expect(catalogValidator()({ products: 'not a list' })).toBe(false);
  });
});
