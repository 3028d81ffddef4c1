/**
 * A large text (a parse cache of 15 MB) written, read and MAC'd as text, a piece at a time, never
 * as one buffer of its bytes. `Buffer.from(text)` and `Buffer.concat` made two 15 MB copies of
 * the parse cache outside the heap, alive until a full collection, at the peak of an L plan.
 * Pure, but for the HMAC object it is given.
 */
import type { Hmac } from 'node:crypto';

/** Characters per piece: each is encoded on its own, into a buffer of at most 3× this. */
export const TEXT_PIECE_CHARS = 1024 * 1024;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * `text` in consecutive slices of about `size` characters (slices of a flat string share its
 * characters). A slice never ends between the two halves of a surrogate pair, so the UTF-8 of
 * the pieces, one after another, is the UTF-8 of the whole text.
 */
export function* textPieces(text: string, size = TEXT_PIECE_CHARS): Generator<string, void, undefined> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + Math.max(2, size));
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    yield text.slice(start, end);
    start = end;
  }
}

/** Feeds the UTF-8 of `texts` to `hmac`, in order, a piece at a time. */
export function updateWithText(hmac: Hmac, ...texts: readonly string[]): Hmac {
  for (const text of texts) for (const piece of textPieces(text)) hmac.update(piece, 'utf8');
  return hmac;
}

/**
 * The pieces of a state file whose head carries a MAC of the rest: `standIn` first (a head of the
 * real one's length, state-io.ts writes the real head over it once every piece is written), then
 * each piece of `rest`, fed to `hmac` as it goes.
 */
export function* macPieces(
  hmac: Hmac,
  standIn: string,
  rest: Iterable<string>,
): Generator<string, void, undefined> {
  yield standIn;
  for (const piece of rest) {
    updateWithText(hmac, piece);
    yield piece;
  }
}
