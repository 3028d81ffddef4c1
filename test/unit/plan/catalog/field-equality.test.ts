import { describe, expect, it } from 'vitest';
import { sameFieldValue } from '../../../../src/plan/catalog/field-equality.js';

describe('sameFieldValue', () => {
  it.each([
    ['product', 'price', '49.00', '49.00', true],
    ['product', 'price', '129.9', '129.90', true],
    ['product', 'price', 129.9, '129.90', true],
    ['product', 'price', '129.91', '129.90', false],
    ['product', 'status', 'published', 'active', true],
    ['product', 'status', 'active', 'active', true],
    ['product', 'status', 'draft', 'active', false],
    ['product', 'name', 'Tent', 'Tent', true],
    ['product', 'name', 'Tent', 'tent', false],
    ['product', 'sku', null, null, true],
    ['product', 'sku', null, undefined, false],
    ['product', 'publishing_channels', { web: true, pos: false }, { web: true }, true],
    ['product', 'publishing_channels', { web: true }, { web: false }, false],
  ] as const)('%s.%s: %j against live %j → %s', (kind, field, desired, live, same) => {
    expect(sameFieldValue(kind, field, desired, live)).toBe(same);
  });
});
