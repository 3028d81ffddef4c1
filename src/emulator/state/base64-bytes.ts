/**
 * File bytes inside a state snapshot. In JSON they are one base64 string, but the state writer
 * (json-parts.ts) produces that string a slice at a time from the bytes, so a snapshot holds no
 * base64 copy of the site sources: a snapshot of 1 GiB of files costs references, not 1.4 GB of
 * strings. `JSON.stringify` (the admin state dump) still sees the whole base64 string.
 */

/** Bytes encoded per part: a multiple of 3, so the parts join to the base64 of the whole. */
const PART_BYTES = 3 * 256 * 1024;

export class Base64Bytes {
  constructor(readonly bytes: Buffer) {}

  /** Length of its JSON text: the base64 string with its two quotes (all ASCII, so also its bytes). */
  get jsonLength(): number {
    return 4 * Math.ceil(this.bytes.length / 3) + 2;
  }

  toJSON(): string {
    return this.bytes.toString('base64');
  }

  /** Its JSON text (a quoted base64 string) in parts of at most 1 MiB. */
  *jsonParts(): Generator<string> {
    yield '"';
    for (let start = 0; start < this.bytes.length; start += PART_BYTES) {
      yield this.bytes.subarray(start, start + PART_BYTES).toString('base64');
    }
    yield '"';
  }
}
