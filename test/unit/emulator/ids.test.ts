/** Public ids (drawn from a pool of random bytes) and secrets (random bytes of their own). */
import { describe, expect, it } from 'vitest';
import { newId, randomBase62 } from '../../../src/emulator/ids.js';

describe('emulator ids', () => {
  it('newId: prefix, 21 Base62 characters, no repeats across many pool refills', () => {
    const ids = Array.from({ length: 20_000 }, () => newId('prod'));
    for (const id of ids) expect(id).toMatch(/^prod_[0-9A-Za-z]{21}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Every Base62 character turns up (420,000 draws; a byte ≥ 248 is never mapped onto one).
    expect(new Set(ids.join('').replaceAll('prod_', '')).size).toBe(62);
  });

  it('randomBase62: the length asked for, Base62 only', () => {
    for (const length of [1, 21, 32, 200])
      expect(randomBase62(length)).toMatch(new RegExp(`^[0-9A-Za-z]{${length}}$`));
  });
});
