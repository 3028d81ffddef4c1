import { relative } from 'node:path';
import { applySite, type SiteApplyResult } from '../apply/site-apply.js';
import type { GitRepo } from '../git/repo.js';
import type { PlatformClient } from '../platform/index.js';
import { PlatformError } from '../platform/errors.js';
import { writesAndDeletes, type SiteSourceDiff } from '../plan/site/diff.js';
import { siteHasChanges, type SitePlan } from '../plan/types.js';
import type { Reporter } from '../shared/reporter.js';
import type { PlannedSite } from '../sync/plan-site.js';
import { idempotencyKeyFor } from '../platform/idempotency.js';
import type { SourceFile } from '../source/index.js';
import { safeUrl } from './comment-body.js';
import type { StagedSessionMeta } from './comment-meta.js';
import { shortChecksum, siteRowsDigest, type SiteRow } from './reviewed-plan.js';

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
  const paths = [...new Set(changedTreePaths)].sort();
  return writesAndDeletes(
    paths.flatMap((path) => local.get(path) ?? []),
    paths.filter((path) => !local.has(path)),
  );
}

/**
 * What to write into a session that holds live + `held` so that it holds live + `wanted` (pure).
 * A path whose wanted state is live's again gets the local file back (it equals live), or is
 * deleted when neither live nor the tree has it.
 */
export function sessionDelta(
  held: readonly SiteRow[],
  wanted: readonly SiteRow[],
  tree: { readonly files: readonly Pick<SourceFile, 'path' | 'checksum' | 'byteSize'>[] },
): SiteSourceDiff {
  const before = new Map(held.map((r) => [r.path, r.checksum]));
  const after = new Map(wanted.map((r) => [r.path, r.checksum]));
  const local = new Map(tree.files.map((f) => [f.path, f]));
  const writes: Pick<SourceFile, 'path' | 'byteSize'>[] = [];
  const deletes: string[] = [];
  for (const path of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const was = before.get(path);
    const want = after.get(path);
    if (was === want) continue;
    const file = local.get(path);
    const write =
      want === undefined
        ? file !== undefined
        : want !== null && file !== undefined && shortChecksum(file.checksum) === want;
    if (write) writes.push(file!);
    else deletes.push(path);
  }
  return writesAndDeletes(writes, deletes);
}

function toMeta(r: SiteApplyResult, commit: string, holds: string): StagedSessionMeta {
  return {
    siteId: r.siteId,
    sessionId: r.sessionId,
    sourceRevision: r.sourceRevision,
    baseRevision: r.baseRevision ?? '',
    commit,
    holds,
    ...(r.expiresAt && { expiresAt: r.expiresAt }),
    ...previewOf(r.previewUrl),
  };
}

/** The preview link as kept: only an http(s) URL (the platform's word is not trusted to be one). */
function previewOf(url: string | undefined): { previewUrl?: string } {
  const safe = safeUrl(url);
  return safe ? { previewUrl: safe } : {};
}

type Liveness =
  { readonly alive: true; readonly previewUrl?: string } | { readonly alive: false; readonly reason: string };

/**
 * Asks the platform whether the session still lives (the preview route answers 404
 * SESSION_EXPIRED or NOT_FOUND otherwise). The probe's key is its own (run and time): an earlier
 * answer of the same commit must not be replayed for a session that expired since.
 */
async function probeSession(
  client: PlatformClient,
  meta: StagedSessionMeta,
  probeRevision: string,
  runTag: string,
): Promise<Liveness> {
  const key = idempotencyKeyFor(
    probeRevision,
    // a probe is a question, never to be answered from the idempotency store: its key is its own
    `liveness ${meta.siteId} ${meta.sessionId} ${runTag} ${Date.now()}`,
    undefined,
  );
  try {
    const preview = await client.sites.sessions.preview(meta.siteId, meta.sessionId, { idempotencyKey: key });
    return {
      alive: true,
      ...previewOf(preview.preview_url),
    };
  } catch (err) {
    if (err instanceof PlatformError && (err.status === 404 || err.status === 410))
      return { alive: false, reason: `the platform answers ${err.errorCode} for session ${meta.sessionId}` };
    throw err;
  }
}

/**
 * Stages a PR's site change in ONE session per PR. The session recorded in the sticky comment is
 * continued when it is based on the current live revision and the platform says it lives for at
 * least another hour; then only what differs from what it holds is written: known from the rows
 * the comment recorded (no git history needed, a shallow checkout works), else from git. Otherwise
 * a new session is opened with the full difference against live.
 */
export async function stagePullRequest(options: {
  client: PlatformClient;
  planned: PlannedSite;
  previous: StagedSessionMeta | undefined;
  /** The site rows the previous comment recorded (row form only). */
  previousRows: readonly SiteRow[] | undefined;
  /** This plan's site rows. */
  rows: readonly SiteRow[];
  repo: GitRepo | undefined;
  head: string;
  now: Date;
  reporter: Reporter;
  sessionName: string;
  /** The revision keys derive from, and a tag unique to this workflow run (for the probe's key). */
  probe: { revision: string; runTag: string };
  /**
   * Called before anything is written into the previous session: from then on, until this returns,
   * what it holds is no longer what `previous` says.
   */
  onContinue?: (sessionId: string) => void;
}): Promise<PrStaging> {
  const { client, planned, repo, head, reporter } = options;
  const plan: SitePlan = planned.plan;
  const holds = siteRowsDigest(options.rows);
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
    return { meta: toMeta(result, head, holds), how: 'new-session', reason, result };
  };
  const incremental = async (
    previous: StagedSessionMeta,
    diff: SiteSourceDiff,
    reason: string,
  ): Promise<PrStaging> => {
    options.onContinue?.(previous.sessionId);
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
      return { meta: toMeta(result, head, holds), how: 'incremental', reason, result };
    } catch (err) {
      const cause = (err as { cause?: unknown }).cause;
      if (cause instanceof PlatformError && (cause.status === 404 || cause.status === 409))
        return fresh(`the previous session could not be continued (${cause.errorCode})`);
      throw err;
    }
  };

  const previous = options.previous;
  if (!previous) return fresh('first push of this pull request');
  if (!siteHasChanges(plan)) return { meta: undefined, how: 'none', reason: 'no changes against live' };
  if (previous.baseRevision !== plan.live?.sourceRevision)
    return fresh('the live site changed since the session was opened');
  const live = await probeSession(client, previous, options.probe.revision, options.probe.runTag);
  if (!live.alive) return fresh(live.reason);
  // the session's own expiry as the platform gave it when it was opened (a preview's differs)
  if (previous.expiresAt && Date.parse(previous.expiresAt) - options.now.getTime() < MIN_REMAINING_MS)
    return fresh(`the previous session expires at ${previous.expiresAt}, within the hour`);
  // a preview link stays valid while its session lives: the one already shown is kept
  const alive: StagedSessionMeta = {
    ...previous,
    ...(!previous.previewUrl && live.previewUrl && { previewUrl: live.previewUrl }),
  };
  if (previous.holds === holds)
    return {
      meta: { ...alive, commit: head },
      how: 'unchanged',
      reason: 'the session already holds this plan',
    };

  if (options.previousRows && previous.holds === siteRowsDigest(options.previousRows)) {
    const diff = sessionDelta(options.previousRows, options.rows, planned.tree);
    return incremental(
      alive,
      diff,
      `${diff.added.length + diff.deleted.length} path(s) differ from what the session holds`,
    );
  }
  if (previous.holds === undefined && previous.commit === head)
    return { meta: alive, how: 'unchanged', reason: 'this commit is already staged' };
  if (!repo || !(await repo.hasCommit(previous.commit)))
    return fresh(
      `commit ${previous.commit.slice(0, 7)} of the previous session is not in this checkout and the comment does not record what the session holds`,
    );
  const sourceRel = relative(repo.root, planned.tree.root).split('\\').join('/');
  const changed = (await repo.changedPaths(previous.commit, head, sourceRel || '.')).map((p) =>
    sourceRel ? p.slice(sourceRel.length + 1) : p,
  );
  const diff = incrementalDiff(changed, planned);
  if (diff.added.length + diff.deleted.length === 0)
    return {
      meta: { ...alive, commit: head, holds },
      how: 'unchanged',
      reason: 'no site files changed since the last push',
    };
  return incremental(alive, diff, `${changed.length} path(s) changed since ${previous.commit.slice(0, 7)}`);
}
