/** Progress and notes from the use-cases; the CLI prints them, the action logs them. */
export interface Reporter {
  info(message: string): void;
  warn(message: string): void;
  /** A long step: total known; `tick` advances it. */
  progress(label: string, total: number): { tick(n?: number): void; done(): void };
}

export const silentReporter: Reporter = {
  info: () => {},
  warn: () => {},
  progress: () => ({ tick: () => {}, done: () => {} }),
};
