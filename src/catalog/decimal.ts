/**
 * Decimal amounts (price, compare_at_price, weight). The platform stores two decimals and returns
 * strings; we never go through floating point arithmetic.
 */

export type DecimalResult =
  { readonly ok: true; readonly value: string } | { readonly ok: false; readonly reason: string };

const PLAIN = /^(\d+)(?:\.(\d+))?$/;

/**
 * A number or decimal string → a string with exactly two decimals (`129.9` → `"129.90"`).
 * Rejected: negative amounts, commas, exponents inside strings, and more than two significant
 * decimals (which the platform would round). YAML numbers such as `1e3` are plain numbers and fine.
 */
export function normaliseDecimal(input: unknown): DecimalResult {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, reason: `${String(input)} is not a decimal number` };
    if (input < 0) return { ok: false, reason: `${String(input)} must not be negative` };
    text = String(input);
    if (text.includes('e')) {
      return input >= 1
        ? { ok: false, reason: `${text} is too large for an amount` }
        : { ok: false, reason: `${text} has more than two decimals (the platform stores two)` };
    }
  } else if (typeof input === 'string') {
    text = input;
  } else {
    return { ok: false, reason: 'must be a number or a decimal string' };
  }
  const shown = typeof input === 'string' ? `"${input}"` : text;
  if (/^-\d/.test(text)) return { ok: false, reason: `${shown} must not be negative` };
  const match = PLAIN.exec(text);
  if (!match) {
    if (/^\d+,\d+$/.test(text)) {
      return {
        ok: false,
        reason: `${shown} is not a decimal number (use a dot as the decimal separator: "${text.replace(',', '.')}")`,
      };
    }
    return {
      ok: false,
      reason: `${shown} is not a decimal number (expected digits with an optional dot, e.g. "12.50")`,
    };
  }
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2)
    return { ok: false, reason: `${shown} has more than two decimals (the platform stores two)` };
  return { ok: true, value: `${whole}.${fraction.padEnd(2, '0')}` };
}

/** For comparisons: the normalised form when the value is a decimal, else undefined. */
export function canonicalDecimal(input: unknown): string | undefined {
  const result = normaliseDecimal(input);
  return result.ok ? result.value : undefined;
}

export const DECIMAL_FIELDS: ReadonlySet<string> = new Set(['price', 'compare_at_price', 'weight']);
