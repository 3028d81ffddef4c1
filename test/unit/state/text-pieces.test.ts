import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { textPieces, updateWithText } from '../../../src/state/text-pieces.js';

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const joinedBytes = (pieces: Iterable<string>) => Buffer.concat([...pieces].map(utf8));

describe('textPieces', () => {
  it('cuts a text into slices of the size asked for whose UTF-8, one after another, is the whole text’s', () => {
    const text = 'abcdefghij'.repeat(10);
    const pieces = [...textPieces(text, 7)];
    expect(pieces.join('')).toBe(text);
    expect(pieces.slice(0, -1).every((p) => p.length === 7)).toBe(true);
    expect(pieces.at(-1)!.length).toBe(100 % 7);
    expect([...textPieces('', 7)]).toEqual([]);
  });

  it('never ends a piece between the halves of a surrogate pair (each half alone would be U+FFFD)', () => {
    // An emoji (two UTF-16 units) at every offset against the cut.
    for (let lead = 0; lead < 6; lead++) {
      const text = `${'x'.repeat(lead)}${'🛒é中'.repeat(20)}`;
      for (const size of [2, 3, 4, 5]) {
        const pieces = [...textPieces(text, size)];
        expect(pieces.join('')).toBe(text);
        expect(joinedBytes(pieces).equals(utf8(text))).toBe(true);
        for (const p of pieces) expect(utf8(p).includes(utf8('\uFFFD'))).toBe(false);
      }
    }
  });

  it('an HMAC fed piece by piece equals the HMAC of the whole text’s bytes', () => {
    const key = Buffer.alloc(32, 3);
    const text = `{"name":"Räder 🚲","x":"${'y'.repeat(3 * 1024 * 1024 + 17)}🛒"}`;
    const whole = createHmac('sha256', key).update(utf8(text)).digest('hex');
    expect(updateWithText(createHmac('sha256', key), text).digest('hex')).toBe(whole);
    const [a, b] = [text.slice(0, 9), text.slice(9)];
    expect(updateWithText(createHmac('sha256', key), a, b).digest('hex')).toBe(whole);
  });
});
