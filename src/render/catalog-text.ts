/** The catalog part of the terminal plan (plugs into renderPlanText's `catalog` hook). */
import { createColors } from 'picocolors';
import type { FieldChange } from '../plan/catalog/types.js';
import type { Plan } from '../plan/types.js';
import { catalogCountsLine, listedChanges, shownValue } from './catalog-summary.js';
import { inertLine } from './inert-text.js';
import { catalogTally, keptNote } from './origin-marks.js';

type Colors = ReturnType<typeof createColors>;

function fieldRow(f: FieldChange, c: Colors): string {
  if (f.origin === 'live-edit')
    return c.red(
      `    ${c.bold('! reverts a live edit:')} ${f.field} ${shownValue(f.from)} (live, edited outside git) → ${shownValue(f.to)}`,
    );
  const note = f.origin === 'behind' ? c.dim('  (live is behind: an older committed value)') : '';
  return c.yellow(`      ${f.field}: ${shownValue(f.from)} → ${shownValue(f.to)}`) + note;
}

export function renderCatalogText(plan: Plan, color: boolean, maxRows = 50): string[] {
  const catalog = plan.catalog;
  if (!catalog) return [];
  const c = createColors(color);
  const lines = [c.bold('Catalog')];
  const rows: string[] = [];
  for (const change of listedChanges(catalog)) {
    const name = `${change.kind} "${inertLine(change.key)}"`;
    if (change.action === 'create')
      rows.push(
        c.green(`  + ${name}`) +
          (change.renamedFrom !== undefined
            ? c.dim(`  slug renamed from "${change.renamedFrom}": a new entity`)
            : ''),
      );
    else if (change.action === 'archive') {
      const why =
        change.renamedTo !== undefined
          ? `archive: slug renamed to "${inertLine(change.renamedTo)}"`
          : change.reason === 'pruned'
            ? 'archive: not in the YAML (prune)'
            : 'archive';
      rows.push(
        change.origin === 'live-edit'
          ? c.red(
              `  ${c.bold('!')} - ${name}  ${why}  ${c.bold(change.reason === 'pruned' ? 'created outside git' : 'reverts a live edit (status)')}`,
            )
          : c.red(`  - ${name}  ${c.dim(why)}`),
      );
    } else if (change.action === 'drift') rows.push(c.yellow(`  ! ${name}  ${inertLine(change.message)}`));
    else if (change.action === 'update') {
      rows.push(
        change.changes.some((f) => f.origin === 'live-edit')
          ? c.red(`  ${c.bold('!')} ~ ${name}`)
          : c.yellow(`  ~ ${name}`),
      );
      for (const f of change.changes) rows.push(fieldRow(f, c));
    }
  }
  for (const k of catalog.kept ?? []) rows.push(c.dim(`  = ${k.kind} "${k.key}"  ${keptNote(k)}`));
  lines.push(...rows.slice(0, maxRows));
  if (rows.length > maxRows)
    lines.push(c.dim(`  … and ${rows.length - maxRows} more lines (use --json for all)`));
  lines.push(`  ${catalogCountsLine(catalog)}${catalogTally(catalog)}`);
  for (const g of catalog.guards)
    lines.push(
      g.overridden
        ? c.yellow(`  guard ${g.code} overridden: ${g.message}`)
        : c.red(`  blocked (${g.code}): ${g.message}; apply refuses unless allowed`),
    );
  return lines;
}
