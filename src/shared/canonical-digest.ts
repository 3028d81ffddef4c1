/**
 * Feeds the canonical JSON of a value (src/shared/canonical-json.ts: keys sorted, no whitespace,
 * `undefined` members dropped) into a hash piece by piece, without building the string. The bytes
 * hashed are exactly the UTF-8 bytes of `canonicalJson(value)`; what is saved is the string
 * itself: a source batch body of 8 MiB used to exist a second time, as its canonical JSON, only
 * to derive its idempotency key.
 */
import type { Hash } from 'node:crypto';

/** Pieces shorter than this are gathered into one `update` call; longer strings go in slices. */
const CHUNK = 64 * 1024;

/** Characters JSON.stringify escapes: `"`, `\`, controls and surrogates (escaped when lone). */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * The bytes are gathered in one buffer, reused by every digest: a digest is written start to end
 * in one synchronous call (`updateWithCanonicalJson`), so two never share it. Before, each piece
 * was appended to a string and the string flattened per chunk: a first publish's plan digest on L
 * made ~350 MB of such strings, enough to carry its objects into the old generation.
 */
const SCRATCH = Buffer.allocUnsafeSlow(CHUNK);

class CanonicalWriter {
  private used = 0;

  constructor(private readonly hash: Hash) {}

  write(text: string): void {
    // At most 3 bytes of UTF-8 per UTF-16 unit (a pair is 4 bytes for 2 units).
    if (text.length * 3 > CHUNK - this.used) {
      this.flush();
      if (text.length * 3 > CHUNK) {
        this.writeLong(text);
        return;
      }
    }
    this.used += SCRATCH.write(text, this.used, 'utf8');
  }

  flush(): void {
    if (this.used > 0) this.hash.update(SCRATCH.subarray(0, this.used));
    this.used = 0;
  }

  /** A long string in slices that never split a surrogate pair (each is encoded on its own). */
  private writeLong(text: string): void {
    for (let start = 0; start < text.length;) {
      let end = Math.min(start + CHUNK, text.length);
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
      this.hash.update(text.slice(start, end), 'utf8');
      start = end;
    }
  }

  /** A JSON string literal; a string with nothing to escape is written as it is (no copy). */
  string(value: string): void {
    if (NEEDS_ESCAPE.test(value)) {
      this.write(JSON.stringify(value));
      return;
    }
    this.write('"');
    this.write(value);
    this.write('"');
  }

  value(value: unknown): void {
    if (typeof value === 'string') return this.string(value);
    if (Array.isArray(value)) {
      this.write('[');
      for (let i = 0; i < value.length; i++) {
        if (i > 0) this.write(',');
        const item: unknown = value[i]; // a hole reads as undefined: null, as JSON.stringify writes it
        if (isOmitted(item)) this.write('null');
        else this.value(item);
      }
      this.write(']');
      return;
    }
    if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      this.write('{');
      let first = true;
      for (const key of sortedKeys(value)) {
        const member = (value as Record<string, unknown>)[key];
        if (isOmitted(member)) continue;
        this.write(first ? '' : ',');
        first = false;
        this.string(key);
        this.write(':');
        this.value(member);
      }
      this.write('}');
      return;
    }
    // Numbers, booleans, null, dates: exactly what JSON.stringify writes for them.
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) throw new TypeError(`canonical JSON of a ${typeof value} is undefined`);
    this.write(text);
  }
}

/**
 * An object's keys in the order `Array.prototype.sort` gives them (by UTF-16 code units, as `<`
 * compares strings). Sorted in place by insertion when they are few, as most objects' are: the
 * built-in sort copies into a work array each time (~150 MB over a first publish's plan on L).
 */
function sortedKeys(value: object): string[] {
  const keys = Object.keys(value);
  if (keys.length > 32) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > key) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = key;
  }
  return keys;
}

/** Members JSON.stringify leaves out of an object (and writes as null in an array). */
function isOmitted(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/**
 * Updates `hash` with the UTF-8 bytes of `canonicalJson(value)`. `value` must be defined and
 * JSON-serialisable (as for canonicalJson).
 */
export function updateWithCanonicalJson(hash: Hash, value: unknown): Hash {
  const writer = new CanonicalWriter(hash);
  writer.value(value);
  writer.flush();
  return hash;
}
