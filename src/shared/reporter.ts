/** Progress and notes from the use-cases; the CLI prints them, the action logs them. */
export interface Reporter {
  info(message: string): void;
  warn(message: string): void;
  /** A long step: total known; `tick` advances it (and the bytes moved, when `totalBytes` is given). */
  progress(label: string, total: number, options?: ProgressOptions): ProgressHandle;
  /** A step of unknown length (a read, a wait): shown with its elapsed time and traffic. */
  activity?(label: string, options?: ProgressOptions): ProgressHandle;
}

export interface ProgressOptions {
  /** What a unit is, plural: "writes", "batches", "files". */
  readonly unit?: string;
  /** Bytes in all: the rate and ETA are then in bytes. */
  readonly totalBytes?: number;
  /** For a wait: when it ends (ms since the epoch); shown as the time left. */
  readonly deadline?: number;
}

export interface ProgressHandle {
  tick(n?: number, bytes?: number): void;
  /** A short state shown beside the counts ("pending"). */
  note?(text: string): void;
  done(): void;
}

export const silentReporter: Reporter = {
  info: () => {},
  warn: () => {},
  progress: () => ({ tick: () => {}, done: () => {} }),
};
