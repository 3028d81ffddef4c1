/**
 * Opens the personal development session of `sitesync dev`, or continues the one recorded in
 * `.sitesync/dev.json` while it lives: the working tree is planned against live with the plan
 * machinery (src/sync/plan-site.ts: one manifest request), and the recorded session is reused
 * when it belongs to this platform, was opened on the live revision that is still live, and has
 * more than an hour left. Otherwise a new session is opened on live, and the reason is said once.
 */
import type { SiteConfig } from '../config/index.js';
import type { PlatformClient } from '../platform/index.js';
import { shownUrl } from '../platform/url-secrets.js';
import { DEFAULT_HISTORY_DEPTH } from '../history/types.js';
import { allSiteChanges } from '../plan/site/diff.js';
import { silentReporter, type Reporter } from '../shared/reporter.js';
import type { SourceTree } from '../source/index.js';
import type { DevSessionRecord } from '../state/dev-session-store.js';
import { classifyPlan } from '../sync/classify-plan.js';
import { planSite } from '../sync/plan-site.js';
import type { DevKeys } from './dev-keys.js';
import { SessionView } from './session-view.js';

/** A session is continued while it has at least this long to live. */
export const MIN_REMAINING_MS = 60 * 60 * 1000;

export interface DevSession {
  readonly sessionId: string;
  readonly sourceRevision: string;
  /** The live revision the session was opened on. */
  readonly baseRevision: string;
  readonly expiresAt?: string;
}

export interface OpenedSession {
  readonly session: DevSession;
  readonly view: SessionView;
  readonly reused: boolean;
  /** Why a recorded session was not continued (said once to the user). */
  readonly replaced?: string;
  /**
   * Paths whose live version no commit of this checkout ever had (a teammate's publish not pulled
   * yet, an edit on the platform): the session holds the working tree's, so publishing it reverts
   * them (docs/live-edits.md).
   */
  readonly liveEdits: readonly string[];
}

/** Why `previous` cannot be continued on `liveRevision` (undefined: it can). Pure. */
export function reuseProblem(
  previous: DevSessionRecord,
  liveRevision: string,
  baseUrl: string,
  nowMs: number,
): string | undefined {
  // Compared as shown: dev.json keeps the URL without its user info and query (credentials).
  if (shownUrl(previous.baseUrl) !== shownUrl(baseUrl))
    return `session ${previous.sessionId} belongs to ${shownUrl(previous.baseUrl)}`;
  if (previous.baseRevision !== liveRevision)
    return `the live site changed since session ${previous.sessionId} was opened (it was published, or edited outside this tree)`;
  if (previous.expiresAt) {
    const left = Date.parse(previous.expiresAt) - nowMs;
    if (left <= 0) return `session ${previous.sessionId} expired at ${previous.expiresAt}`;
    if (left < MIN_REMAINING_MS) return `session ${previous.sessionId} expires at ${previous.expiresAt}`;
  }
  return undefined;
}

export async function openDevSession(options: {
  client: PlatformClient;
  site: SiteConfig & { id: string };
  rootDir: string;
  baseUrl: string;
  tree: SourceTree;
  keys: DevKeys;
  sessionName: string;
  reporter: Reporter;
  previous: DevSessionRecord | undefined;
  /** Do not continue `previous`, for this reason (it expired or moved on while dev ran). */
  force?: string;
  nowMs: number;
}): Promise<OpenedSession> {
  const { client, site, tree, previous } = options;
  const planned = await planSite({
    client,
    site,
    rootDir: options.rootDir,
    reporter: options.reporter,
    validate: false,
    tree,
  });
  const liveRevision = planned.plan.live!.sourceRevision;
  // Three-way, as plan does (git history only, no request; nothing to do when the tree is live's).
  const [classified] = (
    await classifyPlan({
      rootDir: options.rootDir,
      sites: [{ ...planned, source: site.source }],
      depth: DEFAULT_HISTORY_DEPTH,
      reporter: silentReporter,
    })
  ).sites;
  const liveEdits = allSiteChanges(classified!.diff)
    .filter((c) => c.origin === 'live-edit')
    .map((c) => c.path);
  const problem =
    options.force ?? (previous && reuseProblem(previous, liveRevision, options.baseUrl, options.nowMs));
  if (previous && !problem) {
    return {
      session: previous,
      view: SessionView.fromPlan(tree.files, planned.plan.diff, previous.staged),
      reused: true,
      liveEdits,
    };
  }
  const created = await client.sites.sessions.create(
    site.id,
    { source_revision: liveRevision, name: options.sessionName },
    options.keys.openSession(site.id, liveRevision, previous?.sessionId),
  );
  return {
    session: {
      sessionId: created.id,
      sourceRevision: created.source_revision,
      baseRevision: liveRevision,
      ...(created.expires_at && { expiresAt: created.expires_at }),
    },
    view: SessionView.fromPlan(tree.files, planned.plan.diff),
    reused: false,
    ...(problem && { replaced: problem }),
    liveEdits,
  };
}
