/** Public identifiers `<prefix>_<21 Base62>` from the crypto RNG; the one id source of the emulator. */
import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` characters of Base62, uniformly distributed (rejection sampling over random bytes). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= 248) continue; // 248 = 4 × 62: keeps the distribution uniform
      out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A new public id, e.g. `newId('prod')` → `prod_7Hc…` (21 Base62 characters after the underscore). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBase62(21)}`;
}
