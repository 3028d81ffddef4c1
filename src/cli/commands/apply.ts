import { applyCatalog, describeCatalogApply, type CatalogApplyResult } from '../../apply/catalog/index.js';
import { applySite, type SiteApplyResult } from '../../apply/site-apply.js';
import { describeApplied } from '../../apply/describe-site.js';
import { publishSession, undecidedWords, WaitBound, type PublishOutcome } from '../../apply/publish.js';
import { StageError } from '../../apply/stage-error.js';
import {
  createWriteTally,
  describeWrites,
  nothingWritten,
  type WriteTallySummary,
} from '../../apply/write-tally.js';
import { blockingSiteGuards, siteHasChanges, siteHasErrors } from '../../plan/types.js';
import { catalogTotals, type CatalogGuard } from '../../plan/catalog/index.js';
import { liveEditsOf } from '../../plan/live-edits.js';
import { liveEditRefusal } from '../../render/live-edits-text.js';
import { toPlanJson } from '../../render/json.js';
import { inertLine } from '../../render/inert-text.js';
import { renderPlanText } from '../../render/text.js';
import { ExitCode, SitesyncError } from '../../shared/errors.js';
import { parseDuration } from '../../shared/duration.js';
import { kindsToRefresh, refreshListCursors } from '../../sync/catalog/refresh-list-cursors.js';
import { createPhaseClock } from '../../shared/phase-clock.js';
import { recordApplied } from '../../sync/record-applied.js';
import { assertStateFolder } from '../../state/state-file.js';
import { siteCreationToken } from '../../state/site-creation-store.js';
import { heavyWrites } from '../../runtime/heap-flags.js';
import { tuneForHeavyWrites } from '../../runtime/tune-heap.js';
import { planRun } from '../../sync/plan-run.js';
import { learnRateLimit } from '../../sync/rate-limit.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { showPhases } from '../phase-activity.js';
import {
  chainRequestHooks,
  parseHistoryDepth,
  prepareFromCli,
  withRunLock,
  type TakeRunLock,
} from './shared.js';
import { siteValidationError } from './validation-error.js';

export interface ApplyOptions extends GlobalOptions {
  /** Apply a catalog plan that archives more than max_archive. */
  readonly allowArchiveOverflow?: boolean;
  /** Apply a catalog plan whose empty section would archive everything live (prune). */
  readonly allowEmptySection?: boolean;
  /** Apply a site plan past the deletion guards when it deletes at most this many files. */
  readonly allowDelete?: string;
  /** Apply a site plan although the live site looks like another site. */
  readonly allowSiteMismatch?: boolean;
  readonly publish?: boolean;
  readonly wait?: string;
  readonly message?: string;
  /** Leave the plan out of the text (the demo has just shown it). */
  readonly omitPlanText?: boolean;
  /** Revert live edits made outside git (docs/live-edits.md); without it apply refuses them. */
  readonly overwriteLiveEdits?: boolean;
  /** Commits of git history searched to classify changes. */
  readonly historyDepth?: string;
}

// Ids, statuses and links below come from the platform: each is shown as one inert line.
export function describePublished(p: PublishOutcome): string {
  const id = inertLine(String(p.request.id));
  const status = inertLine(String(p.request.status));
  const undecided = undecidedWords(
    {
      ...p,
      ...(p.lastPollFailed !== undefined && { lastPollFailed: inertLine(p.lastPollFailed) }),
      ...(p.replayUnread !== undefined && { replayUnread: inertLine(p.replayUnread) }),
    },
    status,
  );
  if (undecided !== undefined) return `publish request ${id}: ${undecided}`;
  if (p.statusUnread !== undefined)
    return `publish request ${id}: ${status}; live version not read: ${inertLine(p.statusUnread)}`;
  if (p.status)
    return `publish request ${id}: ${status}; live version ${p.status.current_version_number === undefined ? 'not reported (the publish status has no current_version_number, an optional field)' : inertLine(String(p.status.current_version_number))}`;
  // The owner approves a pending request; one decided says how (a rejection with its reason).
  if (p.request.status === 'pending') return `publish request ${id}: pending (the site owner approves it)`;
  const reason = (p.request as { rejection_reason?: string | null }).rejection_reason;
  if (p.request.status === 'rejected' && reason)
    return `publish request ${id}: rejected (reason: ${inertLine(reason)})`;
  return `publish request ${id}: ${status}`;
}

/** `--allow-delete N`: a whole number of files, 0 or more. */
export function parseAllowDelete(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim()))
    throw new SitesyncError(
      'USAGE',
      `--allow-delete ${JSON.stringify(value)} must be a whole number of files (the most deletions you accept)`,
      { exitCode: ExitCode.usage },
    );
  return Number(value.trim());
}

/** `--wait` only means something with `--publish`: alone it would be silently ignored. */
export function checkApplyFlags(opts: ApplyOptions): number {
  if (opts.wait !== undefined && !opts.publish) {
    throw new SitesyncError(
      'WAIT_WITHOUT_PUBLISH',
      '--wait waits for a publish request; apply files one only with --publish',
      {
        exitCode: ExitCode.usage,
        hint: `use \`sitesync apply --publish --wait ${opts.wait}\`, or \`sitesync publish --wait ${opts.wait}\` after apply`,
      },
    );
  }
  if (opts.message !== undefined && !opts.publish) {
    // The message is the publish request's: without one it went nowhere, and apply said nothing.
    throw new SitesyncError(
      'MESSAGE_WITHOUT_PUBLISH',
      '-m/--message is the message of a publish request; apply files one only with --publish',
      {
        exitCode: ExitCode.usage,
        hint: `use \`sitesync apply --publish -m ${JSON.stringify(opts.message)}\`, or \`sitesync publish -m ${JSON.stringify(opts.message)}\` after apply`,
      },
    );
  }
  return opts.wait ? parseDuration(opts.wait, '--wait') : 0;
}

/** One apply at a time in a checkout: a second refuses, naming the first (state/run-lock.ts). */
export function applyCommand(opts: ApplyOptions, io: CommandIO): Promise<CommandResult> {
  return withRunLock('apply', io, (takeLock) => applyLocked(opts, io, takeLock));
}

async function applyLocked(opts: ApplyOptions, io: CommandIO, takeLock: TakeRunLock): Promise<CommandResult> {
  const waitMs = checkApplyFlags(opts);
  const allowDelete = parseAllowDelete(opts.allowDelete);
  const overwriteLiveEdits = opts.overwriteLiveEdits === true;
  const clock = createPhaseClock();
  const reporter = io.output.reporter();
  const phases = showPhases(clock, reporter);
  // Every write the client makes is tallied: what this command says it wrote comes from here.
  const tally = createWriteTally();
  const tallied: CommandIO = {
    ...io,
    transport: { ...io.transport, onRequest: chainRequestHooks(io.transport?.onRequest, tally.record) },
  };
  const prepared = await prepareFromCli(opts, tallied, true, {
    clock: phases,
    lock: takeLock,
    // The rate limit first, before the plan's reads: a large catalog's list pages alone can
    // exceed a tight limit, and the pacer can only hold back what it knows of
    // (platform-contract.md §5). Both go beside the tree read.
    readLiveEarly: {
      before: (client) => phases.time('auth status', () => learnRateLimit(client, reporter)),
      compactLive: true,
    },
  });
  // The session is recorded in .sitesync: a symlink there is refused before anything is written.
  assertStateFolder(prepared.config.rootDir);
  const client = prepared.client!;
  const run = await planRun(prepared, {
    reporter,
    clock: phases,
    ...(opts.historyDepth !== undefined && { historyDepth: parseHistoryDepth(opts.historyDepth) }),
    catalog: {
      ...(opts.allowArchiveOverflow && { allowArchiveOverflow: true }),
      ...(opts.allowEmptySection && { allowEmptySection: true }),
    },
    site: {
      ...(allowDelete !== undefined && { allowDelete }),
      ...(opts.allowSiteMismatch && { allowSiteMismatch: true }),
    },
  });
  const text = opts.omitPlanText
    ? []
    : [renderPlanText(run.plan, { color: io.output.color, overwriteLiveEdits })];
  const planJson = toPlanJson(run.plan);
  if (run.plan.sites.some(siteHasErrors)) {
    text.push('', 'Validation failed: nothing was written.');
    return {
      exitCode: ExitCode.validation,
      json: { plan: planJson, applied: [] },
      text: text.join('\n'),
      timings: clock.timings(),
      error: siteValidationError(run.plan)!,
    };
  }
  // Site guards before anything is written, the catalog included (docs/source-tree.md).
  const siteBlocks = blockingSiteGuards(run.plan);
  if (siteBlocks.length > 0) {
    const codes = [...new Set(siteBlocks.map((b) => b.guard.code))];
    const remedy = codes.every((c) => c === 'wrong_site')
      ? 'Check site.id in sitesync.yml; pass --allow-site-mismatch if this is the right site (e.g. a rename).'
      : codes.includes('wrong_site')
        ? 'Check site.id in sitesync.yml; pass --allow-site-mismatch and --allow-delete N (N ≥ the files deleted) to apply anyway.'
        : `Pass --allow-delete ${Math.max(...siteBlocks.map((b) => b.site.diff.counts.deleted))} to apply these deletions anyway, or raise max_delete / max_delete_share in sitesync.yml.`;
    text.push('', `Blocked by a site guard (${codes.join(', ')}): nothing was written. ${remedy}`);
    return {
      exitCode: ExitCode.blockedByGuard,
      json: { plan: planJson, applied: [] },
      text: text.join('\n'),
      timings: clock.timings(),
      error: new SitesyncError(
        'SITE_GUARD_BLOCKED',
        `the site plan is blocked (${codes.join(', ')}): ${siteBlocks.map((b) => b.guard.message).join('; ')}`,
        { exitCode: ExitCode.blockedByGuard, hint: remedy },
      ),
    };
  }
  if (run.plan.catalog?.blocked) {
    text.push(
      '',
      'Blocked by a catalog guard: nothing was written. Pass --allow-archive-overflow or --allow-empty-section to apply anyway.',
    );
    return {
      exitCode: ExitCode.blockedByGuard,
      json: { plan: planJson, applied: [] },
      text: text.join('\n'),
      timings: clock.timings(),
      error: new SitesyncError('CATALOG_GUARD_BLOCKED', blockedMessage(run.plan.catalog.guards), {
        exitCode: ExitCode.blockedByGuard,
        hint: 'pass --allow-archive-overflow or --allow-empty-section to apply anyway',
      }),
    };
  }
  const liveEdits = liveEditsOf(run.plan);
  if (liveEdits.length > 0 && !overwriteLiveEdits) {
    const refusal = liveEditRefusal(liveEdits, 'pass --overwrite-live-edits');
    text.push('', refusal);
    return {
      exitCode: ExitCode.blockedByGuard,
      json: { plan: planJson, applied: [], blockedBy: { code: 'live_edits', liveEdits } },
      text: text.join('\n'),
      timings: clock.timings(),
      error: new SitesyncError(
        'LIVE_EDITS',
        `the plan would revert ${liveEdits.length} live edit(s) made outside git: nothing was written`,
        {
          exitCode: ExitCode.blockedByGuard,
          hint: 'bring them into git with `sitesync pull`, or pass --overwrite-live-edits to revert them',
        },
      ),
    };
  }
  // An apply that writes much collects for size from here on (runtime/heap-flags.ts).
  const totals = catalogTotals(run.plan.catalog);
  if (
    heavyWrites({
      uploadBytes: run.sites.reduce((n, s) => n + s.plan.diff.bytesToUpload, 0),
      catalogWrites: totals.create + totals.update + totals.archive,
    })
  )
    tuneForHeavyWrites();
  // The catalog first: on the platform it has no staging, and the site may show its products.
  let catalog: CatalogApplyResult | undefined;
  const applied: SiteApplyResult[] = [];
  const published: PublishOutcome[] = [];
  let refreshing: Promise<unknown> = Promise.resolve();
  const resultJson = (extra: Record<string, unknown> = {}) => ({
    plan: planJson,
    ...(catalog && { catalog }),
    applied,
    published: published.map((p) => ({
      request: p.request,
      status: p.status,
      timedOut: p.timedOut,
      ...(p.lastPollFailed !== undefined && { lastPollFailed: p.lastPollFailed }),
      ...(p.statusUnread !== undefined && { statusUnread: p.statusUnread }),
      ...(p.filedAfterWait && { filedAfterWait: true }),
      ...(p.replayUnread !== undefined && { replayUnread: p.replayUnread }),
    })),
    writes: tally.summary(),
    ...extra,
  });
  /** A stage threw: say what this run wrote before it, and exit 4 when it wrote anything. */
  const stopped = async (stage: string, err: unknown): Promise<CommandResult> => {
    await refreshing.catch(() => undefined);
    const writes = tally.summary();
    const failure = err instanceof StageError ? err : new StageError(stage, [], err);
    if (nothingWritten(writes)) throw failure.withWrites(describeWrites(writes));
    const interrupted = failure.exitCode === ExitCode.interrupted;
    text.push('', ...stopReport(failure, writes, interrupted));
    return {
      exitCode: interrupted ? ExitCode.interrupted : ExitCode.partialApply,
      json: resultJson({ stopped: { stage: failure.stage, done: failure.done, reason: failure.reason } }),
      text: text.join('\n'),
      timings: clock.timings(),
      errorOnStderr: true,
      error: new SitesyncError(
        interrupted ? 'INTERRUPTED' : 'PARTIAL_APPLY',
        `apply ${interrupted ? 'was interrupted' : 'stopped part-way'} at stage "${failure.stage}": ${failure.reason}. ${describeWrites(writes)}`,
        {
          cause: err,
          exitCode: interrupted ? ExitCode.interrupted : ExitCode.partialApply,
          hint: 'rerun the same commit to converge: what was written is replayed, not repeated; the rest is written',
        },
      ),
    };
  };

  // The catalog first: on the platform it has no staging, and the site may show its products.
  if (run.catalog?.plan.hasChanges) {
    const planned = run.catalog;
    try {
      catalog = await phases.time('catalog: apply', () =>
        applyCatalog({ client, plan: planned.plan, live: planned.live, ledger: planned.ledger, reporter }),
      );
    } catch (err) {
      return stopped('catalog', err);
    }
    // A write an earlier run made, answered as a replay, changed nothing now: said apart from this
    // run's; one this run made whose answer was lost, its retry answered as a replay, is this run's
    // (platform-contract.md §12). The action says the same lines (src/action/flow-publish.ts).
    text.push('', describeCatalogApply(catalog));
  }
  // Lists that grew by pages are read once more, beside the site stage, so the next plan can ask
  // for all their pages at once (refresh-list-cursors.ts).
  const kinds = catalog ? kindsToRefresh(catalog) : [];
  if (kinds.length > 0)
    refreshing = clock.time('catalog: store list cursors', () =>
      refreshListCursors({ client, rootDir: prepared.config.rootDir, kinds }),
    );
  const sessionName = `sitesync ${prepared.revision.keyRevision.slice(0, 7)}`;
  // One wait for every site's publish request, from when the first is filed (platform-contract.md §12).
  const wait = new WaitBound(waitMs);
  for (const [i, site] of run.sites.entries()) {
    if (!siteHasChanges(site.plan)) continue;
    const label = run.sites.length > 1 ? `site ${i + 1}` : 'site';
    let result: SiteApplyResult;
    try {
      const source = prepared.config.sites[i]?.source;
      // A site without site.id is created here: its key carries this checkout's creation token.
      const creationKeyScope =
        site.plan.siteId === null && source !== undefined
          ? await siteCreationToken(prepared.config.rootDir, prepared.config.configFile, source)
          : undefined;
      result = await phases.time(`${label}: apply`, () =>
        applySite({
          client,
          plan: site.plan,
          tree: site.tree,
          sessionName,
          reporter,
          ...(creationKeyScope !== undefined && { creationKeyScope }),
        }),
      );
    } catch (err) {
      return stopped(label, err);
    }
    applied.push(result);
    text.push('', describeApplied(result));
    text.push(...(await recordApplied(prepared, i, result, io.cwd)));
    if (opts.publish) {
      try {
        const outcome = await phases.time(`${label}: publish request`, () =>
          publishSession({
            client,
            siteId: result.siteId,
            sessionId: result.sessionId,
            sourceRevision: result.sourceRevision,
            bound: wait,
            reporter,
            signal: io.signal,
            ...(opts.message && { message: opts.message }),
          }),
        );
        published.push(outcome);
        text.push(describePublished(outcome));
      } catch (err) {
        return stopped(`${label}: publish request`, err);
      }
    }
  }
  await refreshing;
  if (applied.length === 0 && !catalog) text.push('', 'Nothing to apply.');
  else if (!opts.publish && applied.length > 0)
    text.push('', 'Run `sitesync publish` to ask the site owner to publish the staged change.');
  const partial = catalog?.partial === true;
  // A write that failed may still have been carried out (its answer lost): the tally says which.
  if (partial) text.push(describeWrites(tally.summary()));
  // Everything applied, but `--wait` ended before the owner decided: as `publish --wait`, exit 1.
  const waitEnded = partial ? [] : published.filter((p) => p.timedOut);
  return {
    exitCode: partial ? ExitCode.partialApply : waitEnded.length > 0 ? ExitCode.failure : ExitCode.ok,
    json: resultJson(),
    text: text.join('\n'),
    timings: clock.timings(),
    ...(waitEnded.length > 0 && {
      // Text mode says why it exits 1 and how to follow the request up, as --json does.
      errorOnStderr: true,
      error: new SitesyncError(
        'PUBLISH_WAIT_ENDED',
        `the change is applied and its publish request filed, but the wait ended before the site owner decided on ${waitEnded.map((p) => String(p.request.id)).join(', ')}`,
        {
          hint: `the request stays filed; check it later with \`sitesync publish --request ${String(waitEnded[0]!.request.id)}\``,
        },
      ),
    }),
    ...(partial && {
      errorOnStderr: true,
      error: new SitesyncError(
        'PARTIAL_APPLY',
        `the catalog ${nothingWritten(tally.summary()) ? 'apply failed' : 'applied part-way'}: ${catalog!.counts.failed} write(s) failed, ${catalog!.counts.blocked} blocked${catalog!.counts.unread ? `, ${catalog!.counts.unread} created without the answer (id not known)` : ''}${catalog!.counts.unknown ? `, ${catalog!.counts.unknown} not known (may have been written)` : ''}${catalog!.ledger?.action === 'failed' ? ', the service ledger was not written' : ''}. ${describeWrites(tally.summary())}`,
        {
          exitCode: ExitCode.partialApply,
          hint: 'rerun the same commit to converge: what was written is replayed, the rest is retried',
        },
      ),
    }),
  };
}

/** The guards that block, in one sentence. */
export function blockedMessage(guards: readonly CatalogGuard[]): string {
  const blocking = guards.filter((g) => !g.overridden);
  return `the catalog plan is blocked: ${blocking.map((g) => `${g.code}: ${g.message}`).join('; ') || 'a guard'}; nothing was written`;
}

/** The text of an apply that stopped after writing something. */
function stopReport(failure: StageError, writes: WriteTallySummary, interrupted: boolean): string[] {
  const lines = [`${interrupted ? 'Interrupted' : 'Stopped'} at stage "${failure.stage}": ${failure.reason}`];
  if (failure.done.length > 0) lines.push(`  done before it stopped: ${failure.done.join('; ')}`);
  lines.push(describeWrites(writes));
  lines.push('Rerun the same commit to converge: what was written is replayed, not repeated.');
  return lines;
}
