import { describe, expect, it } from 'vitest';
import { phasesOf } from '../../../bench/scenarios.js';

describe('phasesOf', () => {
  it("reads the timings of the CLI's JSON envelope, and none from anything else", () => {
    const timings = [{ phase: 'read tree', startMs: 3.5, ms: 120.2 }];
    expect(phasesOf(JSON.stringify({ format: 'sitesync.result', result: {}, timings }))).toEqual(timings);
    expect(phasesOf(JSON.stringify({ format: 'sitesync.result', result: {} }))).toEqual([]);
    expect(phasesOf('Plan: no changes')).toEqual([]);
  });
});
