import type * as core from '@actions/core';
import { describeReplays, describeStaged } from '../apply/describe-site.js';
import type { SiteApplyResult } from '../apply/site-apply.js';
import { catalogTotals } from '../plan/catalog/index.js';
import type { Plan } from '../plan/types.js';
import type { InputIssue } from '../shared/errors.js';
import { planHasChanges } from '../render/json.js';
import { safeUrl } from './comment-body.js';
import { log } from './log.js';
import type { RunReport } from './run-report.js';

/** Annotations at file:line for validation errors and warnings; paths are made repo-relative. */
export function annotatePlan(plan: Plan): number {
  let n = 0;
  for (const site of plan.sites) {
    for (const issue of [...site.validation.errors, ...site.validation.warnings]) {
      const props: core.AnnotationProperties = {
        title: `sitesync ${issue.code}`,
        ...(issue.path && { file: `${site.sourceDir === '.' ? '' : site.sourceDir + '/'}${issue.path}` }),
        ...(issue.line !== undefined && { startLine: issue.line }),
        ...(issue.column !== undefined && { startColumn: issue.column }),
      };
      if (issue.severity === 'error') log.error(issue.message, props);
      else log.warning(issue.message, props);
      n++;
    }
  }
  return n;
}

export function annotateInputIssues(
  issues: readonly InputIssue[],
  rootRelative: (file: string) => string,
): void {
  for (const i of issues) {
    const props: core.AnnotationProperties = {
      title: `sitesync ${i.code}`,
      ...(i.file && { file: rootRelative(i.file) }),
      ...(i.line !== undefined && { startLine: i.line }),
      ...(i.column !== undefined && { startColumn: i.column }),
    };
    const message = i.field ? `${i.field}: ${i.message}` : i.message;
    if (i.severity === 'warning') log.warning(message, props);
    else log.error(message, props);
  }
}

export interface PlanCounts {
  siteAdded: number;
  siteModified: number;
  siteDeleted: number;
  catalogCreated: number;
  catalogUpdated: number;
  catalogArchived: number;
}

export function planCounts(plan: Plan): PlanCounts {
  const c: PlanCounts = {
    siteAdded: 0,
    siteModified: 0,
    siteDeleted: 0,
    catalogCreated: 0,
    catalogUpdated: 0,
    catalogArchived: 0,
  };
  for (const s of plan.sites) {
    c.siteAdded += s.diff.counts.added;
    c.siteModified += s.diff.counts.modified;
    c.siteDeleted += s.diff.counts.deleted;
  }
  const catalog = catalogTotals(plan.catalog);
  c.catalogCreated = catalog.create;
  c.catalogUpdated = catalog.update;
  c.catalogArchived = catalog.archive;
  return c;
}

export function setPlanOutputs(report: RunReport, plan: Plan, planJsonPath: string): void {
  const c = planCounts(plan);
  report.setOutput('has-changes', String(planHasChanges(plan)));
  report.setOutput('site-changes', String(c.siteAdded + c.siteModified + c.siteDeleted));
  report.setOutput('catalog-changes', String(c.catalogCreated + c.catalogUpdated + c.catalogArchived));
  report.setOutput('site-added', String(c.siteAdded));
  report.setOutput('site-modified', String(c.siteModified));
  report.setOutput('site-deleted', String(c.siteDeleted));
  report.setOutput('catalog-created', String(c.catalogCreated));
  report.setOutput('catalog-updated', String(c.catalogUpdated));
  report.setOutput('catalog-archived', String(c.catalogArchived));
  report.setOutput('plan-json', planJsonPath);
}

/** `previews` ({site_id: url}, every site) beside the first site's `session-id` and `preview-url`. */
export function setPreviewOutputs(
  report: RunReport,
  sessions: readonly { siteId: string; sessionId: string; previewUrl?: string | undefined }[],
): void {
  // Only http(s) links: the platform's word is not trusted to be one (a `javascript:` URL).
  const previews: Record<string, string> = {};
  for (const s of sessions) {
    const url = safeUrl(s.previewUrl);
    if (url) previews[s.siteId] = url;
  }
  report.setOutput('previews', JSON.stringify(previews));
  const first = sessions.find((s) => safeUrl(s.previewUrl)) ?? sessions[0];
  if (first) {
    report.setOutput('session-id', first.sessionId);
    report.setOutput('preview-url', safeUrl(first.previewUrl) ?? '');
  }
}

/**
 * What a site stage wrote, in the CLI's words (src/apply/describe-site.ts): what an earlier run had
 * written (answered as a replay) is said apart, never counted as written by this run. One line in
 * the log and the summary's Done; what the replays were, in the log and the summary's notes.
 */
export function reportSiteStaged(
  report: RunReport,
  siteId: string,
  result: SiteApplyResult,
  how?: string,
): void {
  const line = `site ${siteId}${how ? ` (${how})` : ''}: ${describeStaged(result)}`;
  const replays = describeReplays(result);
  log.info([line, ...replays.map((l) => `  ${l}`)].join('\n'));
  report.didWrite(line);
  for (const l of replays) report.note(`site ${siteId}: ${l}`);
}
