import { describe, expect, it } from 'vitest';
import { pagesAtOnce } from '../../../src/sync/catalog/pages-at-once.js';

describe('pagesAtOnce', () => {
  it.each([
    [526, 1_000_000, 526],
    [526, 330, 330],
    [107, 79, 79],
    [0, 1200, 1],
    [3, 2.9, 2],
  ])('%i pages under a limit of %d a minute: %i at once', (pages, limit, expected) => {
    expect(pagesAtOnce(pages, limit)).toBe(expected);
  });

  it('no known limit (or a nonsense one): undefined, each list keeps its own pace', () => {
    expect(pagesAtOnce(526, undefined)).toBeUndefined();
    expect(pagesAtOnce(526, 0)).toBeUndefined();
    expect(pagesAtOnce(526, Number.NaN)).toBeUndefined();
  });
});
