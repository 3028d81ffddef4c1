/**
 * Exact sizes of the `{"content": "...", "encoding": "utf8" | "base64"}` entries of a source write
 * body, so that batches are sized honestly (docs/platform-contract.md §6). Pure.
 */
import { SIMD_CHUNK_BYTES, simdEscapeCounter } from './escape-count-simd.js';

export type UploadEncoding = 'utf8' | 'base64';

export interface UploadContent {
  readonly content: string;
  readonly encoding: UploadEncoding;
}

/** `{"content":"` + `","encoding":"` + `"}` around the content, plus the encoding name. */
const ENTRY_FRAME_BYTES = '{"content":"","encoding":""}'.length;

/** Bytes of the JSON-encoded entry of `byteSize` bytes sent as base64 (4 characters per 3 bytes). */
export function base64EntryBytes(byteSize: number): number {
  return ENTRY_FRAME_BYTES + 'base64'.length + 4 * Math.ceil(byteSize / 3);
}

/**
 * Bytes of the JSON-encoded entry of a UTF-8 text of `byteSize` bytes whose JSON escaping adds
 * `escapeExtraBytes` (see `jsonEscapeExtraBytes`).
 */
export function utf8EntryBytes(byteSize: number, escapeExtraBytes: number): number {
  return ENTRY_FRAME_BYTES + 'utf8'.length + byteSize + escapeExtraBytes;
}

/** Below this, the copy into the SIMD module's memory costs more than it saves. */
const SIMD_FROM_BYTES = 256;

/** The extra bytes of one byte's escape (see `jsonEscapeExtraBytes`). */
function escapeExtra(b: number): number {
  if (b >= 0x20) return b === 0x22 || b === 0x5c ? 1 : 0;
  return b === 0x08 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d ? 1 : 5;
}

/**
 * Extra bytes JSON.stringify adds to the UTF-8 bytes of a valid UTF-8 text: `"` and `\` and the
 * short escapes \b \f \n \r \t add one byte each; other control characters below U+0020 become
 * `\u00XX` (five more). Non-ASCII characters are written as they are. Works on any chunking,
 * since every byte that needs escaping is ASCII.
 *
 * Sixteen bytes at a time by WebAssembly's SIMD (escape-count-simd.ts: 0.46 s of L's first read
 * was this count four bytes at a time), else `wordwiseExtraBytes`.
 */
export function jsonEscapeExtraBytes(bytes: Uint8Array): number {
  const simd = bytes.length >= SIMD_FROM_BYTES ? simdEscapeCounter() : null;
  if (!simd) return wordwiseExtraBytes(bytes);
  let extra = 0;
  for (let at = 0; at < bytes.length; at += SIMD_CHUNK_BYTES) {
    const part = bytes.subarray(at, Math.min(bytes.length, at + SIMD_CHUNK_BYTES));
    const vectors = part.length & ~15;
    simd.memory.set(part.subarray(0, vectors));
    extra += simd.count(vectors) + wordwiseExtraBytes(part.subarray(vectors));
  }
  return extra;
}

/**
 * jsonEscapeExtraBytes four bytes at a time (where WebAssembly's SIMD is not available, and for
 * tails): a 32-bit word is looked at byte by byte only when it may hold a byte below 0x20, a `"` or
 * a `\` (the classic "has a byte less than / equal to" bit tests, which never miss one). About three
 * times the speed of a loop over every byte (0.85 against 2.5 ns a byte on the bench's HTML).
 */
export function wordwiseExtraBytes(bytes: Uint8Array): number {
  const n = bytes.length;
  let extra = 0;
  let i = 0;
  const head = Math.min(n, (4 - (bytes.byteOffset & 3)) & 3);
  for (; i < head; i++) extra += escapeExtra(bytes[i] as number);
  // Words only past the aligned head (a view shorter than the head has none).
  const words = (n - i) >>> 2;
  if (words > 0) {
    const view = new Int32Array(bytes.buffer, bytes.byteOffset + i, words);
    for (let w = 0; w < words; w++) {
      const x = view[w] as number;
      const quote = x ^ 0x22222222;
      const slash = x ^ 0x5c5c5c5c;
      const below = ((x - 0x20202020) | 0) & ~x; // a byte < 0x20 (exact for bounds up to 0x80)
      const isQuote = ((quote - 0x01010101) | 0) & ~quote; // a zero byte: a 0x22 in x
      const isSlash = ((slash - 0x01010101) | 0) & ~slash; // a zero byte: a 0x5c in x
      if (((below | isQuote | isSlash) & 0x80808080) === 0) continue;
      const at = i + 4 * w;
      extra +=
        escapeExtra(bytes[at] as number) +
        escapeExtra(bytes[at + 1] as number) +
        escapeExtra(bytes[at + 2] as number) +
        escapeExtra(bytes[at + 3] as number);
    }
  }
  for (i += words * 4; i < n; i++) extra += escapeExtra(bytes[i] as number);
  return extra;
}

/** Bytes of the JSON-encoded entry, computed from its content. */
export function encodedEntryBytes(entry: UploadContent): number {
  if (entry.encoding === 'base64') return ENTRY_FRAME_BYTES + 'base64'.length + entry.content.length;
  const bytes = Buffer.from(entry.content, 'utf8');
  return utf8EntryBytes(bytes.length, jsonEscapeExtraBytes(bytes));
}
