/** schemas/plan.schema.json describes what toPlanJson produces. */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import planSchema from '../../../schemas/plan.schema.json' with { type: 'json' };
import { toPlanJson } from '../../../src/render/json.js';
import { siteOnly, withCatalog } from './fixtures.js';

const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats.default(ajv);
const validate = ajv.compile(planSchema);
/** Through JSON, as a consumer of `--json` sees it. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('plan.schema.json', () => {
  it('accepts a site-only plan', () => {
    const ok = validate(asJson(toPlanJson(siteOnly)));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('accepts a plan with a catalog part (create, update, archive, unchanged)', () => {
    const json = asJson(toPlanJson(withCatalog)) as { catalog: { changes: { action: string }[] } };
    expect(new Set(json.catalog.changes.map((c) => c.action))).toEqual(
      new Set(['create', 'update', 'archive', 'unchanged']),
    );
    const ok = validate(json);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('lists an unchanged entity by kind, key and live id only (its records would repeat the live catalog)', () => {
    const json = asJson(toPlanJson(withCatalog)) as { catalog: { changes: Record<string, unknown>[] } };
    const unchanged = json.catalog.changes.filter((c) => c['action'] === 'unchanged');
    expect(unchanged.length).toBeGreaterThan(0);
    for (const c of unchanged) expect(Object.keys(c).sort()).toEqual(['action', 'id', 'key', 'kind']);
    unchanged[0]!['live'] = { id: 'x' };
    expect(validate(json)).toBe(false);
  });

  it('rejects a plan without its format version or with an unknown catalog action', () => {
    const json = asJson(toPlanJson(withCatalog)) as Record<string, unknown> & {
      catalog: { changes: Record<string, unknown>[] };
    };
    delete json['formatVersion'];
    json.catalog.changes[0]!['action'] = 'rename';
    expect(validate(json)).toBe(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.message}`)).toEqual(
      expect.arrayContaining([
        " must have required property 'formatVersion'",
        '/catalog/changes/0/action must be equal to one of the allowed values',
      ]),
    );
  });
});
