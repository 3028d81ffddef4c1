/**
 * Binary detection, the platform's definition: a file is binary when its bytes are not valid
 * UTF-8 or contain a NUL byte. Streaming: chunks may split a multi-byte character.
 *
 * Validated in place (`buffer.isUtf8`), never decoded: decoding every chunk of every text file
 * into a string only to throw it away was ~500 MB of garbage over L's first read (20,000 files,
 * 950 MB), 0.09–0.14 s of its hashing worker's collector (bench/ANALYSIS.md, fifteenth round). A
 * character split between two chunks is carried over (at most three bytes) and checked whole.
 */
import { isUtf8 } from 'node:buffer';

export interface BinaryDetector {
  push(chunk: Uint8Array): void;
  /** True once the bytes seen so far prove the file binary. */
  readonly binary: boolean;
  /** Ends the stream (an incomplete character at the end makes the file binary) and answers. */
  end(): boolean;
}

/** The length of the sequence a UTF-8 lead byte starts (1 for ASCII); 0 for a byte that leads none. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/**
 * Where the last character of `bytes` starts when it is incomplete there (its lead byte is among
 * the last three and its continuation bytes run to the end); else `bytes.length`. Anything
 * invalid is left in place, for isUtf8 to refuse.
 */
function incompleteTail(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= 3 && back <= n; back++) {
    const b = bytes[n - back]!;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const length = sequenceLength(b);
    return length > back ? n - back : n;
  }
  return n;
}

export function createBinaryDetector(): BinaryDetector {
  let binary = false;
  // The first bytes of a character the last chunk ended inside (at most three).
  let carry: Uint8Array | undefined;
  return {
    push(chunk) {
      if (binary) return;
      if (chunk.includes(0)) {
        binary = true;
        return;
      }
      let start = 0;
      if (carry) {
        // Complete the carried character with this chunk's first bytes, and check it whole.
        const length = sequenceLength(carry[0]!);
        const take = Math.min(length - carry.length, chunk.length);
        const joined = new Uint8Array(carry.length + take);
        joined.set(carry);
        joined.set(chunk.subarray(0, take), carry.length);
        start = take;
        if (joined.length < length) {
          carry = joined;
          return;
        }
        carry = undefined;
        if (!isUtf8(joined)) {
          binary = true;
          return;
        }
      }
      const rest = chunk.subarray(start);
      const cut = incompleteTail(rest);
      if (!isUtf8(rest.subarray(0, cut))) {
        binary = true;
        return;
      }
      if (cut < rest.length) carry = rest.slice(cut);
    },
    get binary() {
      return binary;
    },
    end() {
      if (!binary && carry) binary = true;
      carry = undefined;
      return binary;
    },
  };
}

export function isBinaryContent(bytes: Uint8Array): boolean {
  const detector = createBinaryDetector();
  detector.push(bytes);
  return detector.end();
}
