import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestOf } from '../../../src/sync/revision.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('digestOf (the content revision of a dirty tree: idempotency keys derive from it)', () => {
  it('is the SHA-256 of the parts, each followed by a newline', () => {
    expect(digestOf(['a', 'b'])).toBe(sha256('a\nb\n'));
    expect(digestOf([])).toBe(sha256(''));
    expect(digestOf(['site 0', 'index.html é'])).toBe(sha256('site 0\nindex.html é\n'));
  });

  it('is the same digest when the text spans many chunks (20,000 files of the L tree)', () => {
    const parts = Array.from({ length: 20_000 }, (_, i) => `pages/p${i}.json ${sha256(String(i))}`);
    expect(digestOf(parts)).toBe(sha256(parts.map((p) => `${p}\n`).join('')));
  });
});
