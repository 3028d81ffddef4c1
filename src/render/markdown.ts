import { siteOriginCounts } from '../plan/live-edits.js';
import type { SiteFileChange } from '../plan/site/diff.js';
import type { Plan, SitePlan } from '../plan/types.js';
import { renderCatalogMarkdown } from './catalog-markdown.js';
import { renderLiveEditsMarkdown } from './live-edits-markdown.js';
import { originTally, siteChangeNote } from './origin-marks.js';
import { inertCode, inertMarkdown } from './inert.js';
import { planHasChanges } from './json.js';
import { formatBytes } from './units.js';

export interface MarkdownOptions {
  /** Rows of a changes table before it is cut with a pointer (default 100). */
  readonly maxRows?: number;
  /** Lists longer than this are collapsed in <details> (default 10). */
  readonly collapseOver?: number;
  /** Said where a list is cut, e.g. "see the job summary for all of them". */
  readonly truncatedPointer?: string;
  /** Renders the catalog part; default renderCatalogMarkdown. */
  readonly catalog?: (plan: Plan, options: MarkdownOptions) => string[];
  /** What happens to live edits here, e.g. the action's on-live-edit; default: the CLI's words. */
  readonly liveEditAdvice?: string;
}

export function details(summary: string, body: string[], open = false): string[] {
  return [`<details${open ? ' open' : ''}><summary>${summary}</summary>`, '', ...body, '', '</details>'];
}

/** The change column: a live edit is marked in bold, a change where live is behind says so. */
function label(change: SiteFileChange, base: string): string {
  const note = siteChangeNote(change);
  if (change.origin === 'live-edit') return `⚠️ **${note}**`;
  return note ? `${base} (${note})` : base;
}

function siteMarkdown(site: SitePlan, options: MarkdownOptions): string[] {
  const maxRows = options.maxRows ?? 100;
  const collapseOver = options.collapseOver ?? 10;
  const title = site.siteId ? `${inertCode(site.siteId)}` : 'a new site';
  const out = [
    `#### Site ${site.name ? inertMarkdown(site.name) + ' ' : ''}${inertCode(site.sourceDir + '/')} → ${title}`,
    '',
  ];
  const k = site.diff.counts;
  out.push(
    `**${k.added}** to add · **${k.modified}** to change · **${k.deleted}** to delete · ${k.unchanged} unchanged` +
      (site.diff.bytesToUpload > 0 ? ` · ${formatBytes(site.diff.bytesToUpload)} to upload` : '') +
      originTally(siteOriginCounts(site.diff)).replace(/(\d+) revert/, '**$1** ⚠️ revert'),
    '',
  );
  for (const g of site.guards)
    out.push(
      g.overridden
        ? `> ⚠️ Guard ${inertCode(g.code)} overridden: ${inertMarkdown(g.message)}`
        : `> ⛔ **Apply is blocked** (${inertCode(g.code)}): ${inertMarkdown(g.message)}`,
      '',
    );
  // Deletions first, then additions, then changes: a table cut at maxRows keeps what destroys.
  const rows = [
    ...site.diff.deleted.map(
      (c) => `| ${label(c, '➖ deleted')} | ${inertCode(c.path)} | ${formatBytes(c.liveBytes ?? 0)} |`,
    ),
    ...site.diff.added.map(
      (c) => `| ${label(c, '➕ added')} | ${inertCode(c.path)} | ${formatBytes(c.localBytes ?? 0)} |`,
    ),
    ...site.diff.modified.map(
      (c) =>
        `| ${label(c, '✏️ changed')} | ${inertCode(c.path)} | ${formatBytes(c.liveBytes ?? 0)} → ${formatBytes(c.localBytes ?? 0)} |`,
    ),
  ];
  if (rows.length > 0) {
    const table = ['| change | path | size |', '|---|---|---|', ...rows.slice(0, maxRows)];
    if (rows.length > maxRows)
      table.push(
        '',
        `… and ${rows.length - maxRows} more${options.truncatedPointer ? ` (${options.truncatedPointer})` : ''}.`,
      );
    out.push(...(rows.length > collapseOver ? details(`${rows.length} changed files`, table) : table), '');
  }
  const v = site.validation;
  const issues = [...v.errors, ...v.warnings];
  if (issues.length > 0) {
    const list = issues.slice(0, maxRows).map((i) => {
      const where = i.path
        ? `${inertCode(`${i.path}${i.line !== undefined ? `:${i.line}${i.column !== undefined ? `:${i.column}` : ''}` : ''}`)} `
        : '';
      return `- ${i.severity === 'error' ? '❌' : '⚠️'} ${where}${inertMarkdown(i.message)} (${inertCode(i.code)})`;
    });
    if (issues.length > maxRows)
      list.push(
        `- … and ${issues.length - maxRows} more${options.truncatedPointer ? ` (${options.truncatedPointer})` : ''}`,
      );
    out.push(`**Validation:** ${v.errors.length} error(s), ${v.warnings.length} warning(s)`, '', ...list, '');
  }
  return out;
}

/** The plan as markdown for PR comments and job summaries. Names are rendered inert. */
export function renderPlanMarkdown(plan: Plan, options: MarkdownOptions = {}): string {
  const out: string[] = [...renderLiveEditsMarkdown(plan, options)];
  for (const site of plan.sites) out.push(...siteMarkdown(site, options));
  out.push(...(options.catalog ?? renderCatalogMarkdown)(plan, options));
  if (!planHasChanges(plan)) out.push('No changes: the live platform matches the repository.');
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  );
}
