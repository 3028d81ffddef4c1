import { relative } from 'node:path';
import { applySite, type SiteApplyResult } from '../apply/site-apply.js';
import type { GitRepo } from '../git/repo.js';
import type { PlatformClient } from '../platform/index.js';
import { PlatformError } from '../platform/errors.js';
import type { SiteFileChange, SiteSourceDiff } from '../plan/site/diff.js';
import { siteHasChanges, type SitePlan } from '../plan/types.js';
import type { Reporter } from '../shared/reporter.js';
import type { PlannedSite } from '../sync/plan-site.js';
import type { StagedSessionMeta } from './comment-body.js';

/** A session is reused while it has at least this long to live. */
const MIN_REMAINING_MS = 60 * 60 * 1000;

export interface PrStaging {
  readonly meta: StagedSessionMeta | undefined;
  readonly how: 'none' | 'unchanged' | 'incremental' | 'new-session';
  readonly reason: string;
  readonly result?: SiteApplyResult;
}

/** The change between two commits of the PR, as a diff the applier understands (paths relative to the tree). */
export function incrementalDiff(changedTreePaths: readonly string[], planned: PlannedSite): SiteSourceDiff {
  const local = new Map(planned.tree.files.map((f) => [f.path, f]));
  const added: SiteFileChange[] = [];
  const deleted: SiteFileChange[] = [];
  for (const path of [...new Set(changedTreePaths)].sort()) {
    const file = local.get(path);
    if (file) added.push({ path, kind: 'added', localBytes: file.byteSize });
    else deleted.push({ path, kind: 'deleted' });
  }
  return {
    added,
    modified: [],
    deleted,
    unchangedCount: 0,
    counts: { added: added.length, modified: 0, deleted: deleted.length, unchanged: 0 },
    bytesToUpload: added.reduce((n, c) => n + (c.localBytes ?? 0), 0),
  };
}

function toMeta(r: SiteApplyResult, commit: string): StagedSessionMeta {
  return {
    siteId: r.siteId,
    sessionId: r.sessionId,
    sourceRevision: r.sourceRevision,
    baseRevision: r.baseRevision ?? '',
    commit,
    ...(r.expiresAt && { expiresAt: r.expiresAt }),
    ...(r.previewUrl && { previewUrl: r.previewUrl }),
  };
}

/**
 * Stages a PR's site change in ONE session per PR: the session recorded in the sticky comment is
 * continued while it is unexpired, based on the current live revision and its commit is known to
 * git — then only the paths changed since that commit are written. Otherwise a new session is
 * opened with the full difference against live.
 */
export async function stagePullRequest(options: {
  client: PlatformClient;
  planned: PlannedSite;
  previous: StagedSessionMeta | undefined;
  repo: GitRepo | undefined;
  head: string;
  now: Date;
  reporter: Reporter;
  sessionName: string;
}): Promise<PrStaging> {
  const { client, planned, previous, repo, head, reporter } = options;
  const plan: SitePlan = planned.plan;
  const fresh = async (reason: string): Promise<PrStaging> => {
    if (!siteHasChanges(plan))
      return { meta: undefined, how: 'none', reason: `${reason}; no changes against live` };
    const result = await applySite({
      client,
      plan,
      tree: planned.tree,
      sessionName: options.sessionName,
      reporter,
    });
    return { meta: toMeta(result, head), how: 'new-session', reason, result };
  };
  if (!previous) return fresh('first push of this pull request');
  if (previous.baseRevision !== plan.live?.sourceRevision)
    return fresh('the live site changed since the session was opened');
  if (previous.expiresAt && Date.parse(previous.expiresAt) - options.now.getTime() < MIN_REMAINING_MS)
    return fresh('the previous session expires soon');
  if (previous.commit === head)
    return { meta: previous, how: 'unchanged', reason: 'this commit is already staged' };
  if (!repo || !(await repo.hasCommit(previous.commit)))
    return fresh(
      `commit ${previous.commit.slice(0, 7)} of the previous session is not in this checkout (force push or shallow clone)`,
    );

  const sourceRel = relative(repo.root, planned.tree.root).split('\\').join('/');
  const changed = (await repo.changedPaths(previous.commit, head, sourceRel || '.')).map((p) =>
    sourceRel ? p.slice(sourceRel.length + 1) : p,
  );
  const diff = incrementalDiff(changed, planned);
  if (diff.added.length + diff.deleted.length === 0) {
    return {
      meta: { ...previous, commit: head },
      how: 'unchanged',
      reason: 'no site files changed since the last push',
    };
  }
  try {
    const result = await applySite({
      client,
      plan: { ...plan, diff },
      tree: planned.tree,
      sessionName: options.sessionName,
      reporter,
      reuseSession: {
        sessionId: previous.sessionId,
        sourceRevision: previous.sourceRevision,
        baseRevision: previous.baseRevision,
        ...(previous.expiresAt && { expiresAt: previous.expiresAt }),
      },
    });
    return {
      meta: toMeta(result, head),
      how: 'incremental',
      reason: `${changed.length} path(s) changed since ${previous.commit.slice(0, 7)}`,
      result,
    };
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    if (cause instanceof PlatformError && (cause.status === 404 || cause.status === 409)) {
      return fresh(`the previous session could not be continued (${cause.errorCode})`);
    }
    throw err;
  }
}
