import { describe, expect, it } from 'vitest';
import { canonicalDecimal, normaliseDecimal } from '../../../src/catalog/decimal.js';

describe('normaliseDecimal', () => {
  it.each([
    [129.9, '129.90'],
    ['129.9', '129.90'],
    ['129.90', '129.90'],
    [40, '40.00'],
    ['007.5', '7.50'],
    [0, '0.00'],
    ['0.10', '0.10'],
    ['12.500', '12.50'],
    [1e3, '1000.00'],
    ['12345678901234567890.99', '12345678901234567890.99'],
  ])('%j → %s', (input, expected) => {
    expect(normaliseDecimal(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['12,50', '"12,50" is not a decimal number (use a dot as the decimal separator: "12.50")'],
    ['1e3', '"1e3" is not a decimal number (expected digits with an optional dot, e.g. "12.50")'],
    ['', '"" is not a decimal number (expected digits with an optional dot, e.g. "12.50")'],
    ['.5', '".5" is not a decimal number (expected digits with an optional dot, e.g. "12.50")'],
    [-1, '-1 must not be negative'],
    ['-1.00', '"-1.00" must not be negative'],
    ['1.234', '"1.234" has more than two decimals (the platform stores two)'],
    [1e-7, '1e-7 has more than two decimals (the platform stores two)'],
    [1e21, '1e+21 is too large for an amount'],
    [Number.NaN, 'NaN is not a decimal number'],
    [true, 'must be a number or a decimal string'],
  ])('%j is rejected', (input, reason) => {
    expect(normaliseDecimal(input)).toEqual({ ok: false, reason });
  });

  it('canonicalDecimal returns undefined for what is not a decimal', () => {
    expect(canonicalDecimal('abc')).toBeUndefined();
    expect(canonicalDecimal('5')).toBe('5.00');
  });
});
