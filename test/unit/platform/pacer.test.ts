import { describe, expect, it } from 'vitest';
import { createPacer } from '../../../src/platform/pacer.js';

function fakeClock() {
  let t = 0;
  const sleeps: number[] = [];
  return {
    now: () => t,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      t += ms;
    },
    sleeps,
    advance: (ms: number) => (t += ms),
  };
}

describe('pacer', () => {
  it('does not wait while the limit is unknown', async () => {
    const c = fakeClock();
    const p = createPacer(c);
    for (let i = 0; i < 500; i++) await p.acquire();
    expect(c.sleeps).toEqual([]);
  });

  it('keeps at most `limit` requests in any sliding window', async () => {
    const c = fakeClock();
    const p = createPacer({ ...c, windowMs: 1000, limit: 3 });
    const sentAt: number[] = [];
    for (let i = 0; i < 7; i++) {
      await p.acquire();
      sentAt.push(c.now());
      c.advance(10);
    }
    expect(sentAt).toEqual([0, 10, 20, 1000, 1010, 1020, 2000]);
    for (let i = 0; i < sentAt.length; i++) {
      const inWindow = sentAt.filter((t) => t > sentAt[i]! - 1000 && t <= sentAt[i]!);
      expect(inWindow.length).toBeLessThanOrEqual(3);
    }
  });

  it('defaults to a 61 s window and takes the limit later', async () => {
    const c = fakeClock();
    const p = createPacer(c);
    p.setLimit(2);
    await p.acquire();
    await p.acquire();
    await p.acquire();
    expect(c.sleeps).toEqual([61_000]);
    expect(p.limit).toBe(2);
  });

  it('with a deadline, does not wait past it: false at once, nothing recorded; true when the slot comes before it', async () => {
    const c = fakeClock();
    const p = createPacer({ ...c, windowMs: 1000, limit: 1 });
    expect(await p.acquire(undefined, 5)).toBe(true);
    c.advance(100);
    // The next slot is at 1000: a deadline at (or before) it is not waited for.
    expect(await p.acquire(undefined, 1000)).toBe(false);
    expect(c.sleeps).toEqual([]);
    expect(await p.acquire(undefined, 1001)).toBe(true);
    expect(c.sleeps).toEqual([900]);
    expect(c.now()).toBe(1000);
    // The refused request took no slot: the next one is due a window after the last one sent.
    expect(await p.acquire(undefined, 2001)).toBe(true);
    expect(c.sleeps).toEqual([900, 1000]);
  });
});
