/**
 * Exact sizes of the `{"content": "...", "encoding": "utf8" | "base64"}` entries of a source write
 * body, so that batches are sized honestly (docs/platform-contract.md §6). Pure.
 */

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

/**
 * Extra bytes JSON.stringify adds to the UTF-8 bytes of a valid UTF-8 text: `"` and `\` and the
 * short escapes \b \f \n \r \t add one byte each; other control characters below U+0020 become
 * `\u00XX` (five more). Non-ASCII characters are written as they are. Works on any chunking,
 * since every byte that needs escaping is ASCII.
 */
export function jsonEscapeExtraBytes(bytes: Uint8Array): number {
  let extra = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (b >= 0x20) {
      if (b === 0x22 || b === 0x5c) extra += 1;
    } else if (b === 0x08 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d) {
      extra += 1;
    } else {
      extra += 5;
    }
  }
  return extra;
}

/** Bytes of the JSON-encoded entry, computed from its content. */
export function encodedEntryBytes(entry: UploadContent): number {
  if (entry.encoding === 'base64') return ENTRY_FRAME_BYTES + 'base64'.length + entry.content.length;
  const bytes = Buffer.from(entry.content, 'utf8');
  return utf8EntryBytes(bytes.length, jsonEscapeExtraBytes(bytes));
}
