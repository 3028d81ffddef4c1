import { applyCatalog, describeCatalogApply, type CatalogApplyResult } from '../../apply/catalog/index.js';
import { applySite, type SiteApplyResult } from '../../apply/site-apply.js';
import { publishSession, type PublishOutcome } from '../../apply/publish.js';
import { siteHasChanges, siteHasErrors } from '../../plan/types.js';
import { toPlanJson } from '../../render/json.js';
import { renderPlanText } from '../../render/text.js';
import { ExitCode } from '../../shared/errors.js';
import { parseDuration } from '../../shared/duration.js';
import { kindsToRefresh, refreshListCursors } from '../../sync/catalog/refresh-list-cursors.js';
import { createPhaseClock } from '../../shared/phase-clock.js';
import { recordApplied } from '../../sync/record-applied.js';
import { planRun } from '../../sync/plan-run.js';
import { learnRateLimit } from '../../sync/rate-limit.js';
import type { CommandIO, CommandResult, GlobalOptions } from '../command.js';
import { prepareFromCli } from './shared.js';

export interface ApplyOptions extends GlobalOptions {
  /** Apply a catalog plan that archives more than max_archive. */
  readonly allowArchiveOverflow?: boolean;
  /** Apply a catalog plan whose empty section would archive everything live (prune). */
  readonly allowEmptySection?: boolean;
  readonly publish?: boolean;
  readonly wait?: string;
  readonly message?: string;
}

export function describeApplied(r: SiteApplyResult): string {
  const what = r.createdSite ? `created site ${r.siteId}` : `staged in session ${r.sessionId}`;
  return `${what}: ${r.written} file(s) written, ${r.deleted} deleted in ${r.batches} batch(es)${r.previewUrl ? `\npreview: ${r.previewUrl}` : ''}`;
}

export function describePublished(p: PublishOutcome): string {
  const id = String(p.request.id);
  if (p.timedOut) return `publish request ${id}: still ${p.request.status} when the wait ended`;
  if (p.status)
    return `publish request ${id}: ${p.request.status}; live version ${p.status.current_version_number ?? 'not reported (the publish status has no current_version_number, an optional field)'}`;
  return `publish request ${id}: ${p.request.status} (the site owner approves it)`;
}

export async function applyCommand(opts: ApplyOptions, io: CommandIO): Promise<CommandResult> {
  const waitMs = opts.wait ? parseDuration(opts.wait, '--wait') : 0;
  const clock = createPhaseClock();
  const prepared = await prepareFromCli(opts, io, true, { clock });
  const client = prepared.client!;
  const reporter = io.output.reporter();
  // The rate limit first, before the plan's reads: a large catalog's list pages alone can exceed
  // a tight limit, and the pacer can only hold back what it knows of (platform-contract.md §5).
  await clock.time('auth status', () => learnRateLimit(client, reporter));
  const run = await planRun(prepared, {
    reporter,
    clock,
    catalog: {
      ...(opts.allowArchiveOverflow && { allowArchiveOverflow: true }),
      ...(opts.allowEmptySection && { allowEmptySection: true }),
    },
  });
  const text = [renderPlanText(run.plan, { color: io.output.color })];
  if (run.plan.sites.some(siteHasErrors)) {
    text.push('', 'Validation failed: nothing was written.');
    return {
      exitCode: ExitCode.validation,
      json: { plan: toPlanJson(run.plan), applied: [] },
      text: text.join('\n'),
      timings: clock.timings(),
    };
  }
  if (run.plan.catalog?.blocked) {
    text.push(
      '',
      'Blocked by a catalog guard: nothing was written. Pass --allow-archive-overflow or --allow-empty-section to apply anyway.',
    );
    return {
      exitCode: ExitCode.blockedByGuard,
      json: { plan: toPlanJson(run.plan), applied: [] },
      text: text.join('\n'),
      timings: clock.timings(),
    };
  }
  // The catalog first: on the platform it has no staging, and the site may show its products.
  let catalog: CatalogApplyResult | undefined;
  if (run.catalog?.plan.hasChanges) {
    const planned = run.catalog;
    catalog = await clock.time('catalog: apply', () =>
      applyCatalog({ client, plan: planned.plan, live: planned.live, ledger: planned.ledger, reporter }),
    );
    text.push('', describeCatalogApply(catalog));
  }
  // Lists that grew by pages are read once more, beside the site stage, so the next plan can ask
  // for all their pages at once (refresh-list-cursors.ts).
  const kinds = catalog ? kindsToRefresh(catalog) : [];
  const refreshing =
    kinds.length > 0
      ? clock.time('catalog: store list cursors', () =>
          refreshListCursors({ client, rootDir: prepared.config.rootDir, kinds }),
        )
      : Promise.resolve([]);
  const applied: SiteApplyResult[] = [];
  const published: PublishOutcome[] = [];
  const sessionName = `sitesync ${prepared.revision.keyRevision.slice(0, 7)}`;
  for (const [i, site] of run.sites.entries()) {
    if (!siteHasChanges(site.plan)) continue;
    const label = run.sites.length > 1 ? `site ${i + 1}` : 'site';
    const result = await clock.time(`${label}: apply`, () =>
      applySite({ client, plan: site.plan, tree: site.tree, sessionName, reporter }),
    );
    applied.push(result);
    text.push('', describeApplied(result));
    text.push(...(await recordApplied(prepared, i, result, io.cwd)));
    if (opts.publish) {
      const outcome = await clock.time(`${label}: publish request`, () =>
        publishSession({
          client,
          siteId: result.siteId,
          sessionId: result.sessionId,
          sourceRevision: result.sourceRevision,
          waitMs,
          ...(opts.message && { message: opts.message }),
        }),
      );
      published.push(outcome);
      text.push(describePublished(outcome));
    }
  }
  await refreshing;
  if (applied.length === 0 && !catalog) text.push('', 'Nothing to apply.');
  else if (!opts.publish && applied.length > 0)
    text.push('', 'Run `sitesync publish` to ask the site owner to publish the staged change.');
  return {
    exitCode: catalog?.partial ? ExitCode.partialApply : ExitCode.ok,
    json: {
      plan: toPlanJson(run.plan),
      ...(catalog && { catalog }),
      applied,
      published: published.map((p) => ({ request: p.request, status: p.status, timedOut: p.timedOut })),
    },
    text: text.join('\n'),
    timings: clock.timings(),
  };
}
