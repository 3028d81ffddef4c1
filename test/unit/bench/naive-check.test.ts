import { describe, expect, it } from 'vitest';
import { naiveRunCheck } from '../../../bench/naive-check.js';
import type { NaiveRun } from '../../../bench/naive-sync.js';
import { planFixture } from '../../../bench/fixture.js';
import { FIXTURE_SIZES } from '../../../bench/sizes.js';

const model = planFixture('/tmp/never-written', FIXTURE_SIZES.S, 7);
const files = model.files.size;
const entities = model.brands.length + model.categories.length + model.products.length;

function run(perItem: number, protocol: number, total = perItem + protocol, retries = 0): NaiveRun {
  return {
    counts: { total, byRoute: {}, retries, status429: 0, bytesUp: 2e6, bytesDown: 3e6, sourceWriteBytes: 0 },
    perItem,
    protocol,
    wallMs: 1500,
  };
}

describe('naiveRunCheck', () => {
  const modelled = 2 * files + 2 * entities;

  it('holds when the run sent one request per file and entity each way, plus its protocol', () => {
    expect(naiveRunCheck(model, run(modelled, 14))).toEqual({
      goal: 'naive baseline run for real: requests = the model + protocol',
      holds: true,
      detail: `${modelled + 14} = ${modelled} per file and entity (model ${modelled}) + 14 protocol; 2.00 MB up, 3.00 MB down, 1.5 s`,
    });
  });

  it('fails when the run and the model disagree, a request is unaccounted for, or one was retried', () => {
    expect(naiveRunCheck(model, run(modelled - 1, 14)).holds).toBe(false);
    expect(naiveRunCheck(model, run(modelled, 14, modelled + 15)).holds).toBe(false);
    expect(naiveRunCheck(model, run(modelled, 14, modelled + 14, 1)).holds).toBe(false);
  });
});
