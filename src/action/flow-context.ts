import type { GitRepo } from '../git/repo.js';
import type { Plan } from '../plan/types.js';
import type { Reporter } from '../shared/reporter.js';
import type { PreparedRun } from '../sync/prepare.js';
import type { GitHubApi } from './github.js';
import type { ActionSettings } from './settings.js';

/** What every action flow works with. */
export interface FlowContext {
  readonly settings: ActionSettings;
  readonly prepared: PreparedRun;
  readonly gh: GitHubApi | undefined;
  readonly reporter: Reporter;
  /** The commit checked out. */
  readonly head: string;
  readonly repo: GitRepo | undefined;
  readonly runUrl: string;
  readonly now: () => Date;
  writePlanJson(plan: Plan): Promise<string>;
}
