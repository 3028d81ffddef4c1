/**
 * Line-ending normalisation of text files (see docs/source-tree.md, "Line endings").
 *
 * Decision: a text file (valid UTF-8 without NUL) has every CRLF pair replaced by LF before it is
 * hashed and uploaded, so a Windows checkout (core.autocrlf=true) never shows a false diff against
 * the live tree. A lone CR is kept. Binary files are byte-exact. Sizes and checksums are those of
 * the normalised bytes, which are exactly the bytes uploaded.
 */

const CR = 0x0d;
const LF = 0x0a;

export interface CrlfNormalizer {
  /** Normalises the next chunk; a CR at the end of a chunk is held until the next byte is known. */
  push(chunk: Uint8Array): Buffer;
  /** Flushes a held CR. */
  end(): Buffer;
}

export function createCrlfNormalizer(): CrlfNormalizer {
  let heldCr = false;
  return {
    push(chunk) {
      const input = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      // Most text has no CR at all: hand the bytes back as they are, without a copy.
      if (!heldCr && input.indexOf(CR) === -1) return input;
      const out = Buffer.allocUnsafe(input.length + 1);
      let n = 0;
      let i = 0;
      if (heldCr) {
        heldCr = false;
        if (input.length === 0) {
          heldCr = true;
          return Buffer.alloc(0);
        }
        if (input[0] !== LF) out[n++] = CR;
      }
      while (i < input.length) {
        const cr = input.indexOf(CR, i);
        if (cr === -1) {
          n += input.copy(out, n, i);
          break;
        }
        n += input.copy(out, n, i, cr);
        if (cr === input.length - 1) {
          heldCr = true;
          i = input.length;
        } else if (input[cr + 1] === LF) {
          i = cr + 1; // drop the CR, keep the LF
        } else {
          out[n++] = CR;
          i = cr + 1;
        }
      }
      return out.subarray(0, n);
    },
    end() {
      if (!heldCr) return Buffer.alloc(0);
      heldCr = false;
      return Buffer.from([CR]);
    },
  };
}

/** Normalises a whole buffer (CRLF → LF). */
export function normalizeCrlf(bytes: Uint8Array): Buffer {
  const normalizer = createCrlfNormalizer();
  return Buffer.concat([normalizer.push(bytes), normalizer.end()]);
}
