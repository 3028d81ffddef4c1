/**
 * Whether a push run's commit is still the publish branch's latest. GitHub's "Re-run jobs" on an
 * older push run checks out that older commit after newer merges were applied: its plan writes the
 * old tree over live and would undo them, and what live holds from them looks like edits made
 * outside git. Asked of GitHub (one call, `GET /repos/{owner}/{repo}/git/ref/heads/{branch}`) only
 * when a refusal is to be explained; undefined when GitHub cannot say or the commit is the tip.
 */
import type { FlowContext } from './flow-context.js';

export interface NewerTip {
  readonly branch: string;
  /** The commit the branch points at now. */
  readonly tip: string;
  /** The run's commit. */
  readonly sha: string;
}

/** A memoised lookup: the branch's newer tip when this run's commit is not it. */
export function newerTipLookup(flow: FlowContext, sha: string): () => Promise<NewerTip | undefined> {
  let answer: Promise<NewerTip | undefined> | undefined;
  const branch = flow.prepared.config.publish.branch;
  return () =>
    (answer ??= flow.gh
      .try('branch', (api) => api.branchHead(branch))
      .then((tip) => (tip && tip.toLowerCase() !== sha.toLowerCase() ? { branch, tip, sha } : undefined)));
}

/** One sentence for the log, the summary and errors. */
export function newerTipText(t: NewerTip): string {
  return `This run is for ${t.sha.slice(0, 7)}, an older commit: ${t.branch} is now at ${t.tip.slice(0, 7)} (a re-run of an older workflow run?). Its plan writes ${t.sha.slice(0, 7)}'s tree over live and would undo what the newer commits applied.`;
}

/** The hint for a refusal of an older commit's run: never overwrite, run the latest commit. */
export function newerTipHint(t: NewerTip): string {
  return `run the workflow for ${t.branch}'s latest commit (${t.tip.slice(0, 7)}) instead; do not force this older run through`;
}
