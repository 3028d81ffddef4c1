/** The catalog part of the terminal plan (plugs into renderPlanText's `catalog` hook). */
import { createColors } from 'picocolors';
import type { Plan } from '../plan/types.js';
import { catalogCountsLine, listedChanges, shownValue } from './catalog-summary.js';
import { inertLine } from './inert-text.js';

export function renderCatalogText(plan: Plan, color: boolean, maxRows = 50): string[] {
  const catalog = plan.catalog;
  if (!catalog) return [];
  const c = createColors(color);
  const lines = [c.bold('Catalog')];
  const rows: string[] = [];
  for (const change of listedChanges(catalog)) {
    const name = `${change.kind} "${inertLine(change.key)}"`;
    if (change.action === 'create') rows.push(c.green(`  + ${name}`));
    else if (change.action === 'archive')
      rows.push(
        c.red(
          `  - ${name}  ${c.dim(change.reason === 'pruned' ? 'archive: not in the YAML (prune)' : 'archive')}`,
        ),
      );
    else if (change.action === 'drift') rows.push(c.yellow(`  ! ${name}  ${inertLine(change.message)}`));
    else if (change.action === 'update') {
      rows.push(c.yellow(`  ~ ${name}`));
      for (const f of change.changes)
        rows.push(c.yellow(`      ${f.field}: ${shownValue(f.from)} → ${shownValue(f.to)}`));
    }
  }
  lines.push(...rows.slice(0, maxRows));
  if (rows.length > maxRows)
    lines.push(c.dim(`  … and ${rows.length - maxRows} more lines (use --json for all)`));
  lines.push(`  ${catalogCountsLine(catalog)}`);
  for (const g of catalog.guards)
    lines.push(
      g.overridden
        ? c.yellow(`  guard ${g.code} overridden: ${g.message}`)
        : c.red(`  blocked (${g.code}): ${g.message}; apply refuses unless allowed`),
    );
  return lines;
}
