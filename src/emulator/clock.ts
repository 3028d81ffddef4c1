/** The emulator's clock: an injectable base clock plus an offset that admin routes and tests advance. */
import type { Clock } from './http/route.js';

export interface AdjustableClock extends Clock {
  /** Moves the clock forward by `seconds` (must be ≥ 0). */
  advance(seconds: number): void;
}

export const systemClock: Clock = { now: () => new Date() };

export function createAdjustableClock(base: Clock = systemClock): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0)
        throw new RangeError(`cannot advance the clock by ${seconds} seconds`);
      offsetMs += seconds * 1000;
    },
  };
}
