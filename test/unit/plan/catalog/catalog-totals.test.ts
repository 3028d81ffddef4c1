import { describe, expect, it } from 'vitest';
import { catalogTotals } from '../../../../src/plan/catalog/index.js';

const zero = { create: 0, update: 0, archive: 0, unchanged: 0, drift: 0 };

describe('catalogTotals', () => {
  it('adds the counts of every kind', () => {
    const counts = {
      brand: { ...zero, create: 1, unchanged: 2 },
      category: { ...zero, update: 3 },
      product: { ...zero, create: 4, archive: 1 },
      service: { ...zero, drift: 1, unchanged: 1 },
    };
    expect(catalogTotals({ counts })).toEqual({ create: 5, update: 3, archive: 1, unchanged: 3, drift: 1 });
  });

  it('is all zero without a catalog', () => {
    expect(catalogTotals(undefined)).toEqual(zero);
  });
});
