/**
 * Wall time per phase of a command (reading the tree, reading live, comparing, writing), for
 * `--json` output and the benchmark. Phases may overlap (the catalog and the sites are planned
 * at the same time); each records its own start and duration, relative to the clock's creation.
 */
export interface PhaseTiming {
  readonly phase: string;
  /** ms from the start of the command. */
  readonly startMs: number;
  readonly ms: number;
}

export interface PhaseClock {
  time<T>(phase: string, work: () => Promise<T>): Promise<T>;
  /** In order of start. */
  timings(): PhaseTiming[];
}

export function createPhaseClock(now: () => number = () => performance.now()): PhaseClock {
  const origin = now();
  const recorded: PhaseTiming[] = [];
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    async time(phase, work) {
      const start = now();
      try {
        return await work();
      } finally {
        recorded.push({ phase, startMs: round(start - origin), ms: round(now() - start) });
      }
    },
    timings: () => [...recorded].sort((a, b) => a.startMs - b.startMs),
  };
}

/** A clock that measures nothing (callers that do not report timings). */
export const NO_PHASE_CLOCK: PhaseClock = {
  time: (_phase, work) => work(),
  timings: () => [],
};
