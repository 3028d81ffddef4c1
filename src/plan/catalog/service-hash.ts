/** The hash that identifies what a service was created with (services cannot be read back). */
import { createHash } from 'node:crypto';
import type { DesiredEntity } from '../../catalog/types.js';

/** Lowercase hex SHA-256 of the canonical JSON of the service's fields and references. */
export function serviceBodyHash(service: DesiredEntity): string {
  return createHash('sha256')
    .update(canonicalJson({ fields: service.fields, refs: service.refs }))
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
