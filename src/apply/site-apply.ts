import type { PlatformClient, SiteSourceBatchWriteObject } from '../platform/index.js';
import { allSiteChanges } from '../plan/site/diff.js';
import type { SitePlan } from '../plan/types.js';
import {
  DEFAULT_BATCH_LIMITS,
  planBatches,
  type BatchLimits,
  type SourceBatch,
  type SourceFile,
  type SourceTree,
} from '../source/index.js';
import { sourceWriteBody } from '../source/upload-body.js';
import type { Reporter } from '../shared/reporter.js';
import { runStages } from './stage-error.js';
import { ExitCode, SitesyncError } from '../shared/errors.js';

export interface SiteApplyResult {
  readonly siteId: string;
  /** True when this apply created the site (source-first session). */
  readonly createdSite: boolean;
  readonly sessionId: string;
  readonly sourceRevision: string;
  /** The live revision the session started from (null for a site created from source). */
  readonly baseRevision: string | null;
  readonly expiresAt: string | undefined;
  readonly previewUrl: string | undefined;
  readonly batches: number;
  readonly written: number;
  readonly deleted: number;
  readonly warnings: readonly { code: string; message: string; path?: string }[];
  /** Of the above, what an earlier run had written: the platform answered it as a replay. */
  readonly replayed: SiteReplays;
  /**
   * Of the above, what was answered as a replay after an attempt of this run lost its answer:
   * written by that attempt, or by an earlier run if it never ran (the platform does not say
   * which). Not in `replayed`, nor counted as this run's (describe-site.ts).
   */
  readonly replayedAfterLostAnswer: {
    readonly session: boolean;
    readonly batches: number;
    readonly written: number;
    readonly deleted: number;
  };
}

/**
 * Requests of a site apply an earlier run had made (same key: the same commit), which the platform
 * answered as replays and no attempt of this run can have run (`replayOrigin`,
 * src/platform/request-log.ts): this run changed nothing with them. `written`, `deleted` and
 * `batches` are part of the result's totals; `session`: the session was opened (or the site
 * created, with its files) then.
 */
export interface SiteReplays {
  readonly session: boolean;
  readonly batches: number;
  readonly written: number;
  readonly deleted: number;
}

/** Files the platform validates structurally must arrive with the first, source-first request. */
const isStructural = (path: string) => !path.startsWith('assets/');

const asAdded = (files: readonly SourceFile[]) =>
  files.map((f) => ({ path: f.path, kind: 'added' as const }));

/**
 * The files of the request that creates a site from source: the whole tree when it fits in one
 * request; else the structural files when they fit (the platform validates the tree it creates);
 * else `site.json` alone, a valid tree on which the batches after it build in dependency order
 * (templates and assets, then pages, content, navigation). The structural files of a large site
 * (2,412 in the bench's L fixture) used to go in one request over the 1,000-path limit.
 */
export function creatingFiles(
  files: readonly SourceFile[],
  sizeOf: (path: string) => number,
  limits: BatchLimits,
): SourceFile[] {
  if (planBatches(asAdded(files), sizeOf, limits).length === 1) return [...files];
  const structural = files.filter((f) => isStructural(f.path));
  if (planBatches(asAdded(structural), sizeOf, limits).length === 1) return structural;
  return files.filter((f) => f.path === 'site.json');
}

/**
 * Stages the site change of a plan in a development session: open (or create the site from
 * source), write the change in `source:batch` requests under the limits, each based on the
 * revision the previous one returned, then request a preview.
 */
export async function applySite(options: {
  client: PlatformClient;
  plan: SitePlan;
  tree: SourceTree;
  sessionName: string;
  reporter: Reporter;
  limits?: BatchLimits;
  /** Continue in this session (PR pushes) instead of opening one. */
  reuseSession?: { sessionId: string; sourceRevision: string; baseRevision: string; expiresAt?: string };
  preview?: boolean;
  /**
   * Where the site's source lives in the repository (default: the plan's `sourceDir`). It is the
   * `message` of the request that creates a site, so two sites created from identical trees in one
   * run send different bodies, hence different idempotency keys, and get two sites, not one replayed.
   */
  origin?: string;
  /**
   * Mixed into the Idempotency-Key of the request that creates a site (not sent): the checkout's
   * creation token (state/site-creation-store.ts), so that two checkouts of one commit create two
   * sites instead of the second being answered with the first one's.
   */
  creationKeyScope?: string;
  /** The Idempotency-Key of a batch written on `sourceRevision` (default: derived by the transport). */
  batchKey?: (batch: SourceBatch, sourceRevision: string) => string;
  /**
   * Called after each batch the platform staged (a caller keeping its own view of the session),
   * with the number of batches the change was planned in.
   */
  onBatch?: (batch: SourceBatch, result: SiteSourceBatchWriteObject, planned: number) => void;
}): Promise<SiteApplyResult> {
  const { client, plan, tree, reporter } = options;
  // Callers stop on a blocked plan before any write; this is the backstop (src/plan/site/guards.ts).
  const standing = plan.guards.filter((g) => !g.overridden);
  if (standing.length > 0)
    throw new SitesyncError(
      'SITE_GUARD',
      `site ${plan.siteId ?? plan.sourceDir}: blocked by a site guard, nothing was written: ${standing.map((g) => `${g.code}: ${g.message}`).join('; ')}`,
      { exitCode: ExitCode.blockedByGuard },
    );
  const limits = options.limits ?? DEFAULT_BATCH_LIMITS;
  const byPath = new Map(tree.files.map((f) => [f.path, f]));
  let changes = allSiteChanges(plan.diff);
  let siteId = plan.siteId ?? '';
  let sessionId = options.reuseSession?.sessionId ?? '';
  let revision = options.reuseSession?.sourceRevision ?? '';
  let previewUrl: string | undefined;
  let expiresAt: string | undefined;
  let baseRevision: string | null = plan.live?.sourceRevision ?? null;
  let batches = 0;
  let written = 0;
  let deleted = 0;
  const warnings: { code: string; message: string; path?: string }[] = [];
  const sizeOf = (path: string) => byPath.get(path)?.encodedBytes ?? 0;
  const replayed = { session: false, batches: 0, written: 0, deleted: 0 };
  const lostAnswer = { session: false, batches: 0, written: 0, deleted: 0 };
  const wasReplayed = (answer: object) => client.transport.wasReplayed?.(answer) === true;
  const wasLostAnswerReplay = (answer: object) => client.transport.wasLostAnswerReplay?.(answer) === true;
  /** How an answer was a replay, for the steps done: of an earlier run, or of this run's lost answer. */
  const replayWords = (answer: object) =>
    wasReplayed(answer)
      ? 'already done: replayed'
      : wasLostAnswerReplay(answer)
        ? 'its answer lost: replayed on retry'
        : undefined;
  const replayNote = (answer: object) => {
    const words = replayWords(answer);
    return words === undefined ? '' : `, ${words}`;
  };

  return runStages(
    [
      {
        name: 'open-session',
        run: async (done) => {
          if (options.reuseSession) {
            baseRevision = options.reuseSession.baseRevision;
            expiresAt = options.reuseSession.expiresAt;
            done.push(`continued session ${sessionId}`);
            return;
          }
          if (plan.siteId === null) {
            // Source-first: the structural files in the creating request (the platform validates
            // the tree it creates), the rest in batches afterwards if it does not fit in one.
            const first = creatingFiles(tree.files, sizeOf, limits);
            // Bodies are streamed, file by file: a body of 8 MiB never exists whole in memory.
            const session = await client.sites.sessions.createFromSourceStreamed(
              sourceWriteBody({
                fields: {
                  name: options.sessionName,
                  message: `sitesync: new site from ${options.origin ?? plan.sourceDir}/`,
                },
                files: first,
              }),
              options.creationKeyScope,
            );
            siteId = session.site_id;
            sessionId = session.id;
            revision = session.source_revision;
            expiresAt = session.expires_at ?? undefined;
            const sent = new Set(first.map((f) => f.path));
            changes = changes.filter((c) => !sent.has(c.path));
            written += first.length;
            if (wasReplayed(session)) {
              replayed.session = true;
              replayed.written += first.length;
            }
            lostAnswer.session = wasLostAnswerReplay(session);
            if (lostAnswer.session) lostAnswer.written += first.length;
            done.push(
              `created site ${siteId} with session ${sessionId} (${first.length} files${replayNote(session)})`,
            );
            return;
          }
          const session = await client.sites.sessions.create(plan.siteId, {
            source_revision: plan.live!.sourceRevision,
            name: options.sessionName,
          });
          sessionId = session.id;
          revision = session.source_revision;
          expiresAt = session.expires_at ?? undefined;
          replayed.session = wasReplayed(session);
          lostAnswer.session = wasLostAnswerReplay(session);
          const words = replayWords(session);
          done.push(
            `opened session ${sessionId} at ${plan.live!.sourceRevision}${words === undefined ? '' : ` (${words})`}`,
          );
        },
      },
      {
        name: 'write-source',
        run: async (done) => {
          const planned = planBatches(changes, sizeOf, limits);
          const batchBytes = (files: readonly string[]) => files.reduce((n, p) => n + sizeOf(p), 0);
          if (planned.length === 0) return;
          const bar = reporter.progress('uploading source', planned.length, {
            unit: 'batches',
            totalBytes: planned.reduce((n, b) => n + batchBytes(b.files), 0),
          });
          try {
            for (const batch of planned) {
              const body = sourceWriteBody({
                fields: {
                  source_revision: revision,
                  ...(batch.deletePaths.length > 0 && { delete_paths: [...batch.deletePaths] }),
                },
                ...(batch.files.length > 0 && { files: batch.files.map((p) => byPath.get(p)!) }),
              });
              const result = await client.sites.sessions.writeBatchStreamed(
                siteId,
                sessionId,
                body,
                options.batchKey?.(batch, revision),
              );
              revision = result.source_revision;
              options.onBatch?.(batch, result, planned.length);
              batches += 1;
              written += result.written_count;
              deleted += result.deleted_count;
              if (wasReplayed(result)) {
                replayed.batches += 1;
                replayed.written += result.written_count;
                replayed.deleted += result.deleted_count;
              }
              if (wasLostAnswerReplay(result)) {
                lostAnswer.batches += 1;
                lostAnswer.written += result.written_count;
                lostAnswer.deleted += result.deleted_count;
              }
              for (const w of result.validation?.warnings ?? [])
                warnings.push(w as { code: string; message: string; path?: string });
              done.push(
                `batch ${batches}/${planned.length} (${batch.files.length} written, ${batch.deletePaths.length} deleted${replayNote(result)})`,
              );
              bar.tick(1, batchBytes(batch.files));
            }
          } finally {
            bar.done();
          }
        },
      },
      {
        name: 'preview',
        run: async (done) => {
          if (options.preview === false) return;
          const preview = await client.sites.sessions.preview(siteId, sessionId);
          previewUrl = preview.preview_url ?? undefined;
          if (previewUrl === undefined) {
            reporter.warn(
              'the preview answer carries no preview_url (not shown in the contract): no preview link',
            );
          }
          done.push(
            previewUrl === undefined ? 'preview requested (no link in the answer)' : `preview ${previewUrl}`,
          );
        },
      },
    ],
    () => ({
      siteId,
      createdSite: plan.siteId === null,
      sessionId,
      sourceRevision: revision,
      baseRevision,
      expiresAt,
      previewUrl,
      batches,
      written,
      deleted,
      warnings,
      replayed: { ...replayed },
      replayedAfterLostAnswer: { ...lostAnswer },
    }),
  );
}
