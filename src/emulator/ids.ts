/** Public identifiers `<prefix>_<21 Base62>` from the crypto RNG; the one id source of the emulator. */
import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Base62 characters from random bytes, uniformly distributed (rejection sampling). */
function base62From(length: number, nextByte: () => number): string {
  let out = '';
  while (out.length < length) {
    const byte = nextByte();
    if (byte >= 248) continue; // 248 = 4 × 62: keeps the distribution uniform
    out += BASE62[byte % 62];
  }
  return out;
}

/** `length` characters of Base62 from bytes drawn for this call alone (keys, tokens: secrets). */
export function randomBase62(length: number): string {
  let bytes = randomBytes(length * 2);
  let at = 0;
  return base62From(length, () => {
    if (at === bytes.length) {
      bytes = randomBytes(length * 2);
      at = 0;
    }
    return bytes[at++]!;
  });
}

/**
 * Random bytes for public ids, drawn 4 KiB at a time (one RNG call per ~150 ids, not one per id:
 * a first publish creates tens of thousands). Never used for secrets.
 */
const idPool = { bytes: Buffer.alloc(0), at: 0 };
function nextIdByte(): number {
  if (idPool.at === idPool.bytes.length) {
    idPool.bytes = randomBytes(4096);
    idPool.at = 0;
  }
  return idPool.bytes[idPool.at++]!;
}

/** A new public id, e.g. `newId('prod')` → `prod_7Hc…` (21 Base62 characters after the underscore). */
export function newId(prefix: string): string {
  return `${prefix}_${base62From(21, nextIdByte)}`;
}
