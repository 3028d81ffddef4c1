import { createColors } from 'picocolors';
import { liveEditsOf, siteOriginCounts } from '../plan/live-edits.js';
import type { SiteFileChange } from '../plan/site/diff.js';
import {
  blockingSiteGuards,
  siteHasErrors,
  type Plan,
  type PlanIssue,
  type SitePlan,
} from '../plan/types.js';
import { renderCatalogText } from './catalog-text.js';
import { inertLine } from './inert-text.js';
import { renderLiveEditsText } from './live-edits-text.js';
import { originTally, siteChangeNote } from './origin-marks.js';
import { planHasChanges } from './json.js';
import { formatBytes, plural } from './units.js';

type Colors = ReturnType<typeof createColors>;

export interface TextOptions {
  readonly color: boolean;
  /** Changes listed per site before "… and N more" (default 50). */
  readonly maxRows?: number;
  /** Renders the catalog part; default renderCatalogText. */
  readonly catalog?: (plan: Plan, color: boolean) => string[];
  /** Live edits will be reverted as asked (`apply --overwrite-live-edits`): they do not block. */
  readonly overwriteLiveEdits?: boolean;
}

/** One validation issue on one line; its path, code and message come from the platform, shown inert. */
export function formatIssueLine(i: PlanIssue): string {
  const where = i.path
    ? `${inertLine(i.path)}${i.line !== undefined ? `:${i.line}${i.column !== undefined ? `:${i.column}` : ''}` : ''} `
    : '';
  return `${i.severity} ${where}${inertLine(i.code)}: ${inertLine(i.message)}`;
}

/** A change row: `! ` in front and a note behind when it reverts a live edit, a note when live is behind. */
function marked(change: SiteFileChange, row: string, c: Colors): string {
  const note = siteChangeNote(change);
  if (change.origin === 'live-edit') return c.red(c.bold('  ! ')) + row + '  ' + c.red(c.bold(note!));
  return '  ' + row + (note ? '  ' + c.dim(`(${note})`) : '');
}

function siteSection(site: SitePlan, options: TextOptions): string[] {
  const c = createColors(options.color);
  const maxRows = options.maxRows ?? 50;
  const target = site.siteId
    ? `${inertLine(site.siteId)}${site.live ? ` (live ${inertLine(site.live.sourceRevision)}, ${plural(site.live.fileCount, 'file')})` : ''}`
    : 'a new site (created on apply)';
  const lines = [
    c.bold(`Site ${site.name ? `"${inertLine(site.name)}" ` : ''}${inertLine(site.sourceDir)}/ → ${target}`),
  ];
  // Deleted paths come from the live manifest: shown inert like every platform text.
  const rows = [
    ...site.diff.added.map((ch) =>
      marked(ch, c.green(`+ ${inertLine(ch.path)}  ${c.dim(formatBytes(ch.localBytes ?? 0))}`), c),
    ),
    ...site.diff.modified.map((ch) =>
      marked(
        ch,
        c.yellow(
          `~ ${inertLine(ch.path)}  ${c.dim(`${formatBytes(ch.liveBytes ?? 0)} → ${formatBytes(ch.localBytes ?? 0)}`)}`,
        ),
        c,
      ),
    ),
    ...site.diff.deleted.map((ch) =>
      marked(ch, c.red(`- ${inertLine(ch.path)}  ${c.dim(formatBytes(ch.liveBytes ?? 0))}`), c),
    ),
  ];
  lines.push(...rows.slice(0, maxRows));
  if (rows.length > maxRows) lines.push(c.dim(`  … and ${rows.length - maxRows} more (use --json for all)`));
  const k = site.diff.counts;
  lines.push(
    `  ${k.added} to add, ${k.modified} to change, ${k.deleted} to delete, ${k.unchanged} unchanged` +
      (site.diff.bytesToUpload > 0 ? ` · ${formatBytes(site.diff.bytesToUpload)} to upload` : '') +
      originTally(siteOriginCounts(site.diff)),
  );
  for (const g of site.guards)
    lines.push(
      g.overridden
        ? c.yellow(`  guard ${g.code} overridden: ${inertLine(g.message)}`)
        : c.red(`  blocked (${g.code}): ${inertLine(g.message)}; apply refuses unless allowed`),
    );
  if ('fallback' in site.checksum)
    lines.push(c.dim(`  diff computed by the platform: ${inertLine(site.checksum.reason)}`));
  const v = site.validation;
  if (v.checked) {
    lines.push(`  validation: ${plural(v.errors.length, 'error')}, ${plural(v.warnings.length, 'warning')}`);
  } else if (v.note) {
    lines.push(c.dim(`  validation: ${v.note}`));
  }
  for (const i of v.errors) lines.push(c.red(`    ${formatIssueLine(i)}`));
  for (const i of v.warnings) lines.push(c.yellow(`    ${formatIssueLine(i)}`));
  return lines;
}

/** The plan for a terminal. Colour only when asked (a TTY without NO_COLOR). */
export function renderPlanText(plan: Plan, options: TextOptions): string {
  const c = createColors(options.color);
  const rev = plan.revision;
  const head = rev.commit ? `commit ${rev.commit.slice(0, 7)}` : 'no commit';
  const lines = [
    c.bold('sitesync plan') +
      c.dim(`  (${head}${rev.dirty ? ', uncommitted changes: keys derive from the content' : ''})`),
    '',
  ];
  for (const site of plan.sites) lines.push(...siteSection(site, options), '');
  const catalogLines = (options.catalog ?? renderCatalogText)(plan, options.color);
  if (catalogLines.length > 0) lines.push(...catalogLines, '');
  const liveEditLines = renderLiveEditsText(plan, options.color);
  if (liveEditLines.length > 0) lines.push(...liveEditLines, '');
  lines.push(planVerdict(plan, c, options.overwriteLiveEdits === true));
  return lines.join('\n');
}

/**
 * The plan's last line. "Changes to apply." only for a plan that apply would carry out: one with
 * validation errors, a blocking guard (catalog or site) or live edits it would revert says why it
 * cannot instead — the same reasons, in the same order, apply stops for.
 */
function planVerdict(plan: Plan, c: ReturnType<typeof createColors>, overwriteLiveEdits: boolean): string {
  const invalid = plan.sites.filter(siteHasErrors).length;
  const blocked = plan.catalog?.blocked === true;
  const siteGuards = blockingSiteGuards(plan).length;
  const liveEdits = overwriteLiveEdits ? 0 : liveEditsOf(plan).length;
  if (invalid > 0 || blocked || siteGuards > 0 || liveEdits > 0) {
    const why = [
      ...(invalid > 0 ? [`validation failed (${plural(invalid, 'site')} with errors)`] : []),
      ...(blocked ? ['a catalog guard blocks it (see "blocked" above)'] : []),
      ...(siteGuards > 0
        ? [
            `${siteGuards === 1 ? 'a site guard blocks' : `${siteGuards} site guards block`} it (see "blocked" above)`,
          ]
        : []),
      ...(liveEdits > 0
        ? [
            `it would revert ${plural(liveEdits, 'live edit')} made outside git (sitesync pull, or apply --overwrite-live-edits)`,
          ]
        : []),
    ];
    return c.red(c.bold(`Cannot apply: ${why.join('; ')}.`));
  }
  return planHasChanges(plan)
    ? c.bold('Changes to apply.')
    : c.green('No changes. The live platform matches the repository.');
}
