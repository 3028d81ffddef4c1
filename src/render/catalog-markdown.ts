/** The catalog part of the markdown plan, field by field, inert, long lists collapsed. */
import type { Plan } from '../plan/types.js';
import type { CatalogChange, CreateChange, KeptEntity } from '../plan/catalog/index.js';
import { catalogCountsLine, listedChanges, shownValue } from './catalog-summary.js';
import { inertCode, inertMarkdown } from './inert.js';
import { catalogTally, keptNote } from './origin-marks.js';

/** What the markdown renderer passes (declared here so this module does not import markdown.ts). */
export interface CatalogMarkdownOptions {
  readonly maxRows?: number;
  readonly collapseOver?: number;
  readonly truncatedPointer?: string;
}

function collapsed(summary: string, body: string[]): string[] {
  return [`<details><summary>${summary}</summary>`, '', ...body, '', '</details>'];
}

const ACTION_LABEL = {
  create: '➕ create',
  update: '✏️ update',
  archive: '🗄️ archive',
  drift: '⚠️ cannot update',
  unchanged: 'unchanged',
} as const;

/** Created entities show what they are created with: every field and reference, inert. */
function createdValues(change: CreateChange): string {
  const values = [
    // the key column already shows the slug / service code
    ...Object.entries(change.desired.fields).filter(([, value]) => value !== change.key),
    ...Object.entries(change.desired.refs).filter(([, slug]) => slug !== undefined),
  ].map(([field, value]) => inertCode(`${field}: ${shownValue(value)}`));
  return values.join(' ');
}

/**
 * Rows are listed by how much a reader must see them, so that a table cut at maxRows keeps the
 * dangerous and the impossible: archives first, then changes that cannot be applied, then
 * creates, then updates (plan order within each).
 */
const LISTING_ORDER: Readonly<Record<CatalogChange['action'], number>> = {
  archive: 0,
  drift: 1,
  create: 2,
  update: 3,
  unchanged: 4,
};

export function inListingOrder(changes: readonly CatalogChange[]): CatalogChange[] {
  return changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => LISTING_ORDER[a.change.action] - LISTING_ORDER[b.change.action] || a.index - b.index)
    .map((entry) => entry.change);
}

function rowsOf(change: CatalogChange): string[] {
  const head = `| ${ACTION_LABEL[change.action]} | ${change.kind} | ${inertCode(change.key)} |`;
  if (change.action === 'update')
    return change.changes.map((f) =>
      f.origin === 'live-edit'
        ? `| ⚠️ **reverts a live edit** | ${change.kind} | ${inertCode(change.key)} | ${inertCode(f.field)} | ${inertCode(shownValue(f.from))} (live, edited outside git) | ${inertCode(shownValue(f.to))} |`
        : `${head} ${inertCode(f.field)} | ${inertCode(shownValue(f.from))}${f.origin === 'behind' ? ' (live is behind)' : ''} | ${inertCode(shownValue(f.to))} |`,
    );
  if (change.action === 'archive') {
    const why =
      change.renamedTo !== undefined
        ? `slug renamed to ${inertCode(change.renamedTo)}`
        : change.reason === 'pruned'
          ? 'not in the YAML (prune)'
          : '`archived: true`';
    if (change.origin === 'live-edit')
      return [
        `| ⚠️ **archive** | ${change.kind} | ${inertCode(change.key)} | | | ${why}; **${change.reason === 'pruned' ? 'created outside git' : 'reverts a live edit of its status'}** |`,
      ];
    return [`${head} | | ${why} |`];
  }
  if (change.action === 'create' && change.renamedFrom !== undefined)
    return [`${head} | | slug renamed from ${inertCode(change.renamedFrom)}: a new entity |`];
  if (change.action === 'drift') return [`${head} | | ${inertMarkdown(change.message)} |`];
  if (change.action === 'create') return [`${head} | | ${createdValues(change)} |`];
  return [`${head} | | |`];
}

function keptRow(k: KeptEntity): string {
  return `| = kept | ${k.kind} | ${inertCode(k.key)} | | | ${inertMarkdown(keptNote(k))} |`;
}

export function renderCatalogMarkdown(plan: Plan, options: CatalogMarkdownOptions = {}): string[] {
  const catalog = plan.catalog;
  if (!catalog) return [];
  const maxRows = options.maxRows ?? 100;
  const collapseOver = options.collapseOver ?? 10;
  const out = ['#### Catalog', '', catalogCountsLine(catalog) + catalogTally(catalog), ''];
  for (const g of catalog.guards)
    out.push(
      g.overridden
        ? `> ⚠️ Guard ${inertCode(g.code)} overridden: ${inertMarkdown(g.message)}`
        : `> ⛔ **Apply is blocked** (${inertCode(g.code)}): ${inertMarkdown(g.message)}`,
      '',
    );
  const rows = [
    ...inListingOrder(listedChanges(catalog)).flatMap(rowsOf),
    ...(catalog.kept ?? []).map(keptRow),
  ];
  if (rows.length === 0) return out;
  const table = [
    '| change | kind | key | field | from | to |',
    '|---|---|---|---|---|---|',
    ...rows.slice(0, maxRows),
  ];
  if (rows.length > maxRows)
    table.push(
      '',
      `… and ${rows.length - maxRows} more${options.truncatedPointer ? ` (${options.truncatedPointer})` : ''}.`,
    );
  out.push(...(rows.length > collapseOver ? collapsed(`${rows.length} catalog changes`, table) : table), '');
  return out;
}
