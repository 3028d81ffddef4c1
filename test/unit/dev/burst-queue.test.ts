import { describe, expect, it } from 'vitest';
import { BurstQueue } from '../../../src/dev/burst-queue.js';

/** A manual clock: timers fire only when `advance` passes them. */
function manualClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let next = 1;
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => {
      const id = next++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      timers = timers.filter((t) => t.id !== id);
    },
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.fn();
        await new Promise((r) => setImmediate(r));
      }
      now = until;
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe('BurstQueue', () => {
  it('hands over one burst once the tree is quiet, with the time of each path’s first event', async () => {
    const clock = manualClock();
    const bursts: Map<string, number>[] = [];
    const queue = new BurstQueue({
      quietMs: 30,
      maxWaitMs: 500,
      handle: async (b) => void bursts.push(new Map(b)),
      ...clock,
    });
    queue.push('a');
    await clock.advance(10);
    queue.push('b');
    queue.push('a');
    await clock.advance(29);
    expect(bursts).toHaveLength(0);
    await clock.advance(1);
    expect(bursts).toEqual([
      new Map([
        ['a', 0],
        ['b', 10],
      ]),
    ]);
  });

  it('hands over a burst at maxWaitMs while events keep coming', async () => {
    const clock = manualClock();
    const bursts: number[] = [];
    const queue = new BurstQueue({
      quietMs: 30,
      maxWaitMs: 100,
      handle: async (b) => void bursts.push(b.size),
      ...clock,
    });
    for (let t = 0; t < 100; t += 20) {
      queue.push(`p${t}`);
      await clock.advance(20);
    }
    expect(bursts).toEqual([5]);
  });

  it('keeps saves made while a burst is in flight for the next one', async () => {
    const clock = manualClock();
    const seen: string[][] = [];
    let release!: () => void;
    const queue = new BurstQueue({
      quietMs: 30,
      maxWaitMs: 500,
      handle: async (b) => {
        seen.push([...b.keys()]);
        if (seen.length === 1) await new Promise<void>((r) => (release = r));
      },
      ...clock,
    });
    queue.push('a');
    await clock.advance(30);
    queue.push('b');
    await clock.advance(100);
    expect(seen).toEqual([['a']]);
    release();
    await new Promise((r) => setImmediate(r)); // the burst in flight ends
    await clock.advance(30);
    expect(seen).toEqual([['a'], ['b']]);
  });

  it('waits longer for quiet once a burst is large (a checkout), so a slow machine does not cut it', async () => {
    const clock = manualClock();
    const bursts: number[] = [];
    const queue = new BurstQueue({
      quietMs: 30,
      maxWaitMs: 2000,
      largeBurst: { paths: 3, quietMs: 250 },
      handle: async (b) => void bursts.push(b.size),
      ...clock,
    });
    queue.push('a');
    queue.push('b');
    queue.push('c');
    await clock.advance(100); // 3 paths: a quiet of 30 ms is not enough
    queue.push('d');
    await clock.advance(249);
    expect(bursts).toEqual([]);
    await clock.advance(1);
    expect(bursts).toEqual([4]);
  });
});
