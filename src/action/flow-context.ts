import type { GitRepo } from '../git/repo.js';
import type { Plan } from '../plan/types.js';
import type { Reporter } from '../shared/reporter.js';
import type { PreparedRun } from '../sync/prepare.js';
import type { BestEffortGitHub } from './github-best-effort.js';
import type { RunReport } from './run-report.js';
import type { ActionSettings } from './settings.js';

/** What every action flow works with. */
export interface FlowContext {
  readonly settings: ActionSettings;
  readonly prepared: PreparedRun;
  /** GitHub, best-effort: a failure is one warning and undefined. */
  readonly gh: BestEffortGitHub;
  /** The login the token acts as (memoised; undefined when GitHub would not say). */
  readonly identity: () => Promise<string | undefined>;
  readonly reporter: Reporter;
  /** Outputs and the job summary, written whatever happens. */
  readonly report: RunReport;
  /** The config path relative to the repository root: keys the comment and the environments. */
  readonly key: string;
  /** The commit checked out. */
  readonly head: string;
  readonly repo: GitRepo | undefined;
  readonly runUrl: string;
  /** Unique to this workflow run attempt (`<run id>.<attempt>`). */
  readonly runTag: string;
  readonly now: () => Date;
  /** The signal that cancelled the job (SIGINT, SIGTERM), undefined while none came. */
  readonly cancelled: () => string | undefined;
  writePlanJson(plan: Plan): Promise<string>;
}

/** A person's name for each site of the config: its name, else its source folder. */
export function siteLabels(plan: Plan, names: readonly (string | undefined)[]): Map<string, string> {
  const out = new Map<string, string>();
  plan.sites.forEach((s, i) => {
    if (s.siteId) out.set(s.siteId, names[i] ?? s.name ?? `${s.sourceDir}/`);
  });
  return out;
}

/** The local SHA-256 of a site's file, by site index and path (for the plan's rows). */
export function checksumsOf(
  trees: readonly { readonly files: readonly { readonly path: string; readonly checksum: string }[] }[],
): (siteIndex: number, path: string) => string | undefined {
  const maps = trees.map((t) => new Map(t.files.map((f) => [f.path, f.checksum])));
  return (i, path) => maps[i]?.get(path);
}
