import { describe, expect, it } from 'vitest';
import { burstLine } from '../../../src/dev/dev-output.js';

describe('burstLine', () => {
  const base = { written: 1, deleted: 0, bytes: 41, ms: 62.4, revision: 'rev_a' };
  it.each([
    [{ ...base, batches: 1 }, 'staged 1 file (41 B) in 62 ms · rev_a'],
    [
      { ...base, written: 2, deleted: 1, batches: 2 },
      'staged 2 files (41 B), 1 deleted in 2 requests in 62 ms · rev_a',
    ],
    // A later request of the burst failed: what the ones before it staged, out of how many.
    [{ ...base, batches: 1, planned: 2 }, 'staged 1 file (41 B) in 1 of 2 requests in 62 ms · rev_a'],
    [{ ...base, batches: 2, planned: 2 }, 'staged 1 file (41 B) in 2 requests in 62 ms · rev_a'],
  ])('%o → %s', (report, line) => {
    expect(burstLine(report)).toBe(line);
  });
});
