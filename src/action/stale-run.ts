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

/** Where the run's commit stands: the branch's tip, older than it, or GitHub could not say. */
export type TipState =
  { readonly kind: 'tip' } | ({ readonly kind: 'older' } & NewerTip) | { readonly kind: 'unknown' };

export interface TipLookup {
  /** The branch's newer tip when this run's commit is not it (undefined: the tip, or not known). */
  (): Promise<NewerTip | undefined>;
  state(): Promise<TipState>;
}

/** A memoised lookup of the publish branch's tip (one GitHub call at most). */
export function newerTipLookup(flow: FlowContext, sha: string): TipLookup {
  let answer: Promise<TipState> | undefined;
  const branch = flow.prepared.config.publish.branch;
  const state = () =>
    (answer ??= flow.gh
      .try('branch', (api) => api.branchHead(branch))
      .then((tip): TipState => {
        if (!tip) return { kind: 'unknown' };
        return tip.toLowerCase() === sha.toLowerCase()
          ? { kind: 'tip' }
          : { kind: 'older', branch, tip, sha };
      }));
  const lookup = (async () => {
    const s = await state();
    return s.kind === 'older' ? { branch: s.branch, tip: s.tip, sha: s.sha } : undefined;
  }) as TipLookup;
  lookup.state = state;
  return lookup;
}

/** One sentence for the log, the summary and errors. */
export function newerTipText(t: NewerTip): string {
  return `This run is for ${t.sha.slice(0, 7)}, an older commit: ${t.branch} is now at ${t.tip.slice(0, 7)} (a re-run of an older workflow run?). Its plan writes ${t.sha.slice(0, 7)}'s tree over live and would undo what the newer commits applied.`;
}

/** The hint for a refusal of an older commit's run: never overwrite, run the latest commit. */
export function newerTipHint(t: NewerTip): string {
  return `run the workflow for ${t.branch}'s latest commit (${t.tip.slice(0, 7)}) instead; do not force this older run through`;
}
