/**
 * Gathers the paths of a burst of saves and hands them over once the tree is quiet: `quietMs`
 * after the last event, or `maxWaitMs` after the first one when events keep coming. One burst is
 * handled at a time; saves made meanwhile form the next burst. Timers are injectable.
 */

export interface BurstQueueOptions {
  /** Quiet time that ends a burst. */
  readonly quietMs: number;
  /** A burst is handed over at the latest this long after its first event. */
  readonly maxWaitMs: number;
  /**
   * A burst of this many paths or more is a tool at work (a checkout, a formatter), not a save:
   * it waits for `largeQuietMs` of quiet, so that a machine slow to deliver its events does not
   * cut it in two.
   */
  readonly largeBurst?: { readonly paths: number; readonly quietMs: number };
  /** Handles one burst: path → time of its first event (ms). */
  readonly handle: (burst: ReadonlyMap<string, number>) => Promise<void>;
  readonly now?: () => number;
  readonly setTimer?: (fn: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

export class BurstQueue {
  private pending = new Map<string, number>();
  private firstAt = 0;
  private lastAt = 0;
  private timer: unknown;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: BurstQueueOptions) {
    this.now = options.now ?? Date.now;
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as NodeJS.Timeout));
  }

  /** A path changed at `at` (default now). */
  push(path: string, at = this.now()): void {
    if (this.stopped) return;
    if (this.pending.size === 0) this.firstAt = at;
    if (!this.pending.has(path)) this.pending.set(path, at);
    this.lastAt = Math.max(this.lastAt, at);
    this.schedule();
  }

  /** Paths waiting for the next burst. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Stops taking events; resolves when the burst in flight (if any) is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Resolves when no burst is in flight or waiting (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running || (this.pending.size > 0 && !this.stopped)) {
      await (this.running ?? new Promise((r) => this.setTimer(r, this.options.quietMs)));
    }
  }

  private schedule(): void {
    if (this.running || this.pending.size === 0 || this.stopped) return;
    if (this.timer !== undefined) this.clearTimer(this.timer);
    const large = this.options.largeBurst;
    const quiet =
      large && this.pending.size >= large.paths
        ? Math.max(large.quietMs, this.options.quietMs)
        : this.options.quietMs;
    const due = Math.min(this.lastAt + quiet, this.firstAt + this.options.maxWaitMs);
    this.timer = this.setTimer(() => this.fire(), Math.max(0, due - this.now()));
  }

  private fire(): void {
    this.timer = undefined;
    if (this.running || this.pending.size === 0 || this.stopped) return;
    const burst = this.pending;
    this.pending = new Map();
    this.running = this.options
      .handle(burst)
      .catch(() => undefined)
      .finally(() => {
        this.running = undefined;
        if (this.pending.size > 0) {
          // Saves made during the burst: their own quiet time counts from their last event.
          this.firstAt = Math.min(...this.pending.values());
          this.schedule();
        }
      });
  }
}
