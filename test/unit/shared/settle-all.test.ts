import { describe, expect, it } from 'vitest';
import { settleAll } from '../../../src/shared/settle-all.js';

describe('settleAll', () => {
  it('resolves like Promise.all', async () => {
    expect(await settleAll([Promise.resolve(1), Promise.resolve('a')] as const)).toEqual([1, 'a']);
  });

  it('rejects with the first failure only after every sibling has settled', async () => {
    let siblingDone = false;
    const sibling = new Promise<number>((resolve) =>
      setTimeout(() => {
        siblingDone = true;
        resolve(2);
      }, 20),
    );
    await expect(settleAll([Promise.reject(new Error('first')), sibling] as const)).rejects.toThrow('first');
    expect(siblingDone).toBe(true);
  });
});
