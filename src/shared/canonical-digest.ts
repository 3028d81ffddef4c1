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

class CanonicalWriter {
  private pending = '';

  constructor(private readonly hash: Hash) {}

  write(text: string): void {
    if (text.length >= CHUNK) {
      this.flush();
      this.writeLong(text);
      return;
    }
    this.pending += text;
    if (this.pending.length >= CHUNK) this.flush();
  }

  flush(): void {
    if (this.pending.length > 0) this.hash.update(this.pending, 'utf8');
    this.pending = '';
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
      for (const key of Object.keys(value).sort()) {
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
