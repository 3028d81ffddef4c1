/**
 * When a desired value and a live value mean the same thing. Each rule exists because the
 * platform returns the value in another form than the YAML writes it.
 */
import { canonicalDecimal, DECIMAL_FIELDS } from '../../catalog/decimal.js';
import type { CatalogKind } from '../../catalog/types.js';

export function sameFieldValue(kind: CatalogKind, field: string, desired: unknown, live: unknown): boolean {
  // The same primitive means the same thing under every rule below: no normalising (a plan of
  // 50k products compares ~250k fields, nearly all of them equal as they are).
  if (desired === live && (desired === null || typeof desired !== 'object')) return true;
  if (DECIMAL_FIELDS.has(field)) {
    // "129.9", 129.90 and "129.90" are one amount.
    const a = canonicalDecimal(desired);
    const b = canonicalDecimal(live);
    if (a !== undefined && b !== undefined) return a === b;
  }
  if (kind === 'product' && field === 'status') {
    // `published` is a write-only alias of `active`.
    return productStatus(desired) === productStatus(live);
  }
  if (field === 'publishing_channels') return sameChannels(desired, live);
  return desired === live;
}

function productStatus(value: unknown): unknown {
  return value === 'published' ? 'active' : value;
}

/** Channels compare by name; a channel that is absent is the same as `false`. */
function sameChannels(desired: unknown, live: unknown): boolean {
  const a = asChannels(desired);
  const b = asChannels(live);
  if (!a || !b) return desired === live;
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => (a[name] === true) === (b[name] === true));
}

function asChannels(value: unknown): Record<string, unknown> | undefined {
  if (value === null || value === undefined) return {};
  return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
