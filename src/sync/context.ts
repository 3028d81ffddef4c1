import type { SitesyncConfig } from '../config/index.js';
import type { PlatformClient } from '../platform/index.js';
import type { PlanRevision } from '../plan/types.js';

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

export interface SyncContext {
  readonly config: SitesyncConfig;
  readonly client: PlatformClient;
  readonly revision: PlanRevision;
  readonly reporter: Reporter;
  readonly now: () => Date;
}
