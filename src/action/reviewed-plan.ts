/**
 * What a reviewer saw, row by row, and the comparison of the plan at the merge commit with it
 * (pure). A row is one catalog field that changes (kind, key, field, from → to; a create gives one
 * row per field, an archive or a service that cannot be updated one row) or one site file that is
 * written or deleted (site, path, checksum of the new bytes, checksum of the live file it replaces).
 * A site row, like a catalog field's from → to, says what it replaces: a plan that writes the
 * reviewed bytes over another live file (a re-run of an older merge's workflow after a newer merge
 * was applied) is not the reviewed change. The sticky comment records the rows
 * of the plan it shows; on the push to the publish branch the plan is made again and compared:
 *
 * - unreviewed: a row the merge would write that nobody saw as it is;
 * - no longer applies: a reviewed row the merge will not make true (the YAML or tree changed);
 * - already live: a reviewed row that is not in the plan because live already holds its target
 *   (a re-run of a merge, or someone made the same change by hand) — not a difference.
 *
 * A plan too large to record row by row within the comment is recorded as digests of 512 groups
 * of rows: a row at merge whose group differs cannot be verified and counts as unreviewed.
 */
import { createHash } from 'node:crypto';
import type { CatalogChange } from '../plan/catalog/index.js';
import type { DesiredEntity } from '../catalog/types.js';
import type { SiteFileChange } from '../plan/site/diff.js';
import type { Plan } from '../plan/types.js';
import { canonicalJson } from '../shared/canonical-json.js';

/** A field value as recorded: its canonical JSON when short, else a digest and its beginning. */
export type ValueToken = string | { readonly h: string; readonly p: string };

export interface CatalogRow {
  readonly area: 'catalog';
  readonly kind: string;
  readonly key: string;
  readonly action: 'create' | 'update' | 'archive' | 'drift';
  readonly field?: string;
  readonly from?: ValueToken;
  readonly to?: ValueToken;
}

export interface SiteRow {
  readonly area: 'site';
  /** The site id, or the source folder of a site not bound yet. */
  readonly site: string;
  readonly path: string;
  readonly change: 'added' | 'modified' | 'deleted';
  /** First 32 hex of the SHA-256 of the bytes written; null for a delete. */
  readonly checksum: string | null;
  /**
   * What live holds at the path, which the row replaces: the first 32 hex of the live manifest's
   * checksum (`size:<bytes>` when the manifest gave none); null when the file is added. Undefined
   * only for a modify or delete decoded from a comment written before rows recorded it: such a row
   * matches no row of a plan (NOT_RECORDED), so it counts as not reviewed.
   */
  readonly replaces?: string | null;
}

export type PlanRow = CatalogRow | SiteRow;

const MAX_INLINE_VALUE = 120;
const CHECKSUM_HEX = 32;

export function valueToken(value: unknown): ValueToken {
  const json = canonicalJson(value === undefined ? null : value);
  if (json.length <= MAX_INLINE_VALUE) return json;
  return { h: createHash('sha256').update(json).digest('hex').slice(0, 32), p: json.slice(0, 60) };
}

const sameToken = (a: ValueToken | undefined, b: ValueToken | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const shortChecksum = (checksum: string) => checksum.toLowerCase().slice(0, CHECKSUM_HEX);

/** A site's name in rows: its id, or its source folder before `init` binds it. */
/** In a row's identity, the `replaces` of a row recorded before rows had it: equal to no real value. */
const NOT_RECORDED = '(not recorded)';

/** What a modified or deleted file replaces, as recorded in its row. */
function replacedToken(c: { liveChecksum?: string; liveBytes?: number }): string {
  return c.liveChecksum ? shortChecksum(c.liveChecksum) : `size:${c.liveBytes ?? 0}`;
}

export const siteLabel = (site: { siteId: string | null; sourceDir: string }) =>
  site.siteId ?? site.sourceDir;

function catalogRows(change: CatalogChange): CatalogRow[] {
  const base = { area: 'catalog' as const, kind: change.kind, key: change.key };
  switch (change.action) {
    case 'create': {
      const values = [
        ...Object.entries(change.desired.fields),
        ...Object.entries(change.desired.refs).filter(([, v]) => v !== undefined),
      ];
      return values.map(([field, value]) => ({ ...base, action: 'create', field, to: valueToken(value) }));
    }
    case 'update':
      return change.changes.map((f) => ({
        ...base,
        action: 'update',
        field: f.field,
        from: valueToken(f.from),
        to: valueToken(f.to),
      }));
    case 'archive':
      return [{ ...base, action: 'archive' }];
    case 'drift':
      return [{ ...base, action: 'drift' }];
    default:
      return [];
  }
}

/** Every row of a plan; `checksumOf(siteIndex, path)` gives the local file's SHA-256. */
export function planRows(
  plan: Plan,
  checksumOf: (siteIndex: number, path: string) => string | undefined,
): PlanRow[] {
  const rows: PlanRow[] = [];
  plan.sites.forEach((site, i) => {
    const label = siteLabel(site);
    const written = (change: 'added' | 'modified') => (c: SiteFileChange) =>
      rows.push({
        area: 'site',
        site: label,
        path: c.path,
        change,
        checksum: shortChecksum(checksumOf(i, c.path) ?? 'unknown'),
        replaces: change === 'added' ? null : replacedToken(c),
      });
    site.diff.added.forEach(written('added'));
    site.diff.modified.forEach(written('modified'));
    for (const c of site.diff.deleted)
      rows.push({
        area: 'site',
        site: label,
        path: c.path,
        change: 'deleted',
        checksum: null,
        replaces: replacedToken(c),
      });
  });
  for (const change of plan.catalog?.changes ?? []) rows.push(...catalogRows(change));
  return rows;
}

// ── identity ─────────────────────────────────────────────────────────────────

/**
 * The compact, stored form of a row (also its identity, but for a site row's change letter). A site
 * row's sixth element is what it replaces; rows written before it was recorded have five.
 */
export type EncodedRow =
  | readonly ['c', string, string, CatalogRow['action'], string | null, ValueToken | null, ValueToken | null]
  | readonly ['s', string, string, string | null, 'a' | 'm' | 'd', (string | null)?];

const CHANGE_LETTER = { added: 'a', modified: 'm', deleted: 'd' } as const;
const LETTER_CHANGE = { a: 'added', m: 'modified', d: 'deleted' } as const;

export function encodeRow(row: PlanRow): EncodedRow {
  return row.area === 'catalog'
    ? ['c', row.kind, row.key, row.action, row.field ?? null, row.from ?? null, row.to ?? null]
    : row.replaces === undefined
      ? ['s', row.site, row.path, row.checksum, CHANGE_LETTER[row.change]]
      : ['s', row.site, row.path, row.checksum, CHANGE_LETTER[row.change], row.replaces];
}

export function decodeRow(encoded: EncodedRow): PlanRow {
  if (encoded[0] === 'c') {
    const [, kind, key, action, field, from, to] = encoded;
    return {
      area: 'catalog',
      kind,
      key,
      action,
      ...(field !== null && { field }),
      ...(from !== null && { from }),
      ...(to !== null && { to }),
    };
  }
  const [, site, path, checksum, letter] = encoded;
  // An added file replaced nothing, whenever it was recorded; a modify or delete recorded without
  // what it replaced stays undefined (it matches nothing).
  const replaces = encoded.length > 5 ? (encoded[5] ?? null) : letter === 'a' ? null : undefined;
  return {
    area: 'site',
    site,
    path,
    checksum,
    change: LETTER_CHANGE[letter],
    ...(replaces !== undefined && { replaces }),
  };
}

/**
 * Two rows are the same change when this agrees: for a site file, the bytes written and what they
 * replace (its added/modified letter is not part of it: `replaces` null is an add).
 */
export function rowIdentity(row: PlanRow): string {
  return row.area === 'catalog'
    ? JSON.stringify(encodeRow(row))
    : JSON.stringify([
        's',
        row.site,
        row.path,
        row.checksum,
        row.replaces === undefined ? NOT_RECORDED : row.replaces,
      ]);
}

/**
 * A row's identity without what a site row replaces: the same bytes written at the same path,
 * whatever live held then. Live moves on between a review and its merge (an earlier merge's
 * publish approved meanwhile): the merge's plan is the reviewed one in this sense, and whether its
 * commit may still write over what live holds now is the branch tip's to say (flow-publish.ts).
 */
export function changeIdentity(row: PlanRow): string {
  return row.area === 'catalog'
    ? JSON.stringify(encodeRow(row))
    : JSON.stringify(['s', row.site, row.path, row.checksum]);
}

/** Whether a site row writes over or deletes a live file. */
export const replacesLive = (row: PlanRow): boolean =>
  row.area === 'site' && typeof row.replaces === 'string';

/** Whether a site row says what it replaces by size alone (the manifest gave no checksum). */
export const replacesBySize = (row: PlanRow): boolean =>
  row.area === 'site' && typeof row.replaces === 'string' && row.replaces.startsWith('size:');

/** What a row is about: one catalog field (or entity), one site path. */
export function rowSlot(row: PlanRow): string {
  return row.area === 'catalog'
    ? JSON.stringify(['c', row.kind, row.key, row.field ?? null])
    : JSON.stringify(['s', row.site, row.path]);
}

// ── recording ────────────────────────────────────────────────────────────────

export type ReviewedPlan =
  | { readonly form: 'rows'; readonly rows: readonly EncodedRow[] }
  | { readonly form: 'groups'; readonly count: number; readonly digests: string };

export const GROUPS = 512;
const GROUP_DIGEST_BYTES = 12;

function groupOf(identity: string): number {
  return createHash('sha256').update(identity).digest().readUInt32BE(0) % GROUPS;
}

function groupDigests(rows: readonly PlanRow[]): Buffer {
  const members: string[][] = Array.from({ length: GROUPS }, () => []);
  // What a row replaces is not in a group's digest: live moves on between review and merge.
  for (const row of rows) {
    const id = changeIdentity(row);
    members[groupOf(id)]!.push(id);
  }
  const out = Buffer.alloc(GROUPS * GROUP_DIGEST_BYTES);
  members.forEach((ids, g) => {
    if (ids.length === 0) return;
    createHash('sha256')
      .update(ids.sort().join('\n'))
      .digest()
      .copy(out, g * GROUP_DIGEST_BYTES, 0, GROUP_DIGEST_BYTES);
  });
  return out;
}

export function reviewedAsRows(rows: readonly PlanRow[]): ReviewedPlan {
  return { form: 'rows', rows: rows.map(encodeRow) };
}

export function reviewedAsGroups(rows: readonly PlanRow[]): ReviewedPlan {
  return { form: 'groups', count: rows.length, digests: groupDigests(rows).toString('base64url') };
}

/** The site rows recorded for one site (row form only), e.g. to know what a PR session holds. */
export function reviewedSiteRows(reviewed: ReviewedPlan | undefined, site: string): SiteRow[] | undefined {
  if (reviewed?.form !== 'rows') return undefined;
  return reviewed.rows.filter((r) => r[0] === 's' && r[1] === site).map((r) => decodeRow(r) as SiteRow);
}

/** A digest of a set of site rows (order-free), e.g. what a session holds on top of live. */
export function siteRowsDigest(rows: readonly SiteRow[]): string {
  const ids = rows.map(rowIdentity).sort();
  return createHash('sha256').update(ids.join('\n')).digest('hex').slice(0, 32);
}

// ── comparing ────────────────────────────────────────────────────────────────

/** What the merge commit's repository wants, to tell "already live" from "no longer applies". */
export interface MergeTarget {
  /** The value the merge's catalog gives a field; undefined when it does not list the entity/field. */
  catalogValue(kind: string, key: string, field: string): ValueToken | undefined;
  /** True/false when the merge's catalog lists the entity archived or not; undefined when absent. */
  catalogArchived(kind: string, key: string): boolean | undefined;
  /** The 32-hex checksum of the merge's file at `path` of `site`; null when it has none. */
  siteFile(site: string, path: string): string | null;
}

const REF_NAMES = new Set(['brand', 'category', 'parent']);

export function mergeTarget(
  plan: Plan,
  checksumOf: (siteIndex: number, path: string) => string | undefined,
): MergeTarget {
  const desired = new Map<string, DesiredEntity>();
  for (const change of plan.catalog?.changes ?? []) {
    const entity = 'desired' in change ? change.desired : undefined;
    if (entity) desired.set(`${change.kind}\n${change.key}`, entity);
  }
  const sites = new Map(plan.sites.map((s, i) => [siteLabel(s), i]));
  return {
    catalogValue(kind, key, field) {
      const entity = desired.get(`${kind}\n${key}`);
      if (!entity) return undefined;
      if (field in entity.fields) return valueToken(entity.fields[field]);
      if (REF_NAMES.has(field)) return valueToken(entity.refs[field as 'brand'] ?? null);
      return undefined;
    },
    catalogArchived(kind, key) {
      return desired.get(`${kind}\n${key}`)?.archived;
    },
    siteFile(site, path) {
      const i = sites.get(site);
      if (i === undefined) return null;
      const checksum = checksumOf(i, path);
      return checksum === undefined ? null : shortChecksum(checksum);
    },
  };
}

function isAlreadyLive(row: PlanRow, target: MergeTarget): boolean {
  if (row.area === 'site') return target.siteFile(row.site, row.path) === row.checksum;
  switch (row.action) {
    case 'archive':
      return target.catalogArchived(row.kind, row.key) !== false;
    case 'drift':
      return true;
    default:
      return row.field !== undefined && sameToken(target.catalogValue(row.kind, row.key, row.field), row.to);
  }
}

export interface UnreviewedRow {
  readonly row: PlanRow;
  /** The reviewed rows of the same field or path, when there were any. */
  readonly reviewedAs: readonly PlanRow[];
}

export interface PlanComparison {
  readonly unreviewed: readonly UnreviewedRow[];
  readonly noLongerApplies: readonly PlanRow[];
  readonly alreadyLive: readonly PlanRow[];
  readonly reviewedCount: number;
  /** False when the reviewed plan was recorded as group digests (too large for row by row). */
  readonly rowByRow: boolean;
  /** Groups whose rows differ (groups form only). */
  readonly differingGroups: number;
}

export function planMatches(c: PlanComparison): boolean {
  return c.unreviewed.length === 0 && c.noLongerApplies.length === 0;
}

export function compareWithReviewed(
  reviewed: ReviewedPlan,
  current: readonly PlanRow[],
  target: MergeTarget,
  /** `changes`: what a site row replaces is left out (changeIdentity); default `rows` (rowIdentity). */
  by: 'rows' | 'changes' = 'rows',
): PlanComparison {
  const identity = by === 'rows' ? rowIdentity : changeIdentity;
  if (reviewed.form === 'groups') {
    const mine = groupDigests(current);
    const theirs = Buffer.from(reviewed.digests, 'base64url');
    const differing = new Set<number>();
    for (let g = 0; g < GROUPS; g++) {
      const a = mine.subarray(g * GROUP_DIGEST_BYTES, (g + 1) * GROUP_DIGEST_BYTES);
      const b = theirs.subarray(g * GROUP_DIGEST_BYTES, (g + 1) * GROUP_DIGEST_BYTES);
      if (!a.equals(b)) differing.add(g);
    }
    return {
      unreviewed: current
        .filter((row) => differing.has(groupOf(changeIdentity(row))))
        .map((row) => ({ row, reviewedAs: [] })),
      noLongerApplies: [],
      alreadyLive: [],
      reviewedCount: reviewed.count,
      rowByRow: false,
      differingGroups: differing.size,
    };
  }
  const reviewedRows = reviewed.rows.map(decodeRow);
  const reviewedIds = new Set(reviewedRows.map(identity));
  const currentIds = new Set(current.map(identity));
  const reviewedBySlot = new Map<string, PlanRow[]>();
  for (const row of reviewedRows) {
    const slot = rowSlot(row);
    reviewedBySlot.set(slot, [...(reviewedBySlot.get(slot) ?? []), row]);
  }
  const unreviewed = current
    .filter((row) => !reviewedIds.has(identity(row)))
    .map((row) => ({
      row,
      reviewedAs: (reviewedBySlot.get(rowSlot(row)) ?? []).filter((r) => !currentIds.has(identity(r))),
    }));
  const replaced = new Set(unreviewed.map((u) => rowSlot(u.row)));
  const noLongerApplies: PlanRow[] = [];
  const alreadyLive: PlanRow[] = [];
  for (const row of reviewedRows) {
    if (currentIds.has(identity(row)) || replaced.has(rowSlot(row))) continue;
    (isAlreadyLive(row, target) ? alreadyLive : noLongerApplies).push(row);
  }
  return {
    unreviewed,
    noLongerApplies,
    alreadyLive,
    reviewedCount: reviewedRows.length,
    rowByRow: true,
    differingGroups: 0,
  };
}

// ── describing ───────────────────────────────────────────────────────────────

export function shownToken(token: ValueToken | undefined): string {
  if (token === undefined) return '—';
  if (typeof token === 'string') return token.length > 80 ? token.slice(0, 77) + '…' : token;
  return `${token.p}… (sha256 ${token.h.slice(0, 12)})`;
}

/** What a modified or deleted site row replaces, for a person: `live 3e20400368ae…`. */
function replacedText(row: SiteRow): string {
  if (row.replaces === undefined) return 'live not recorded';
  if (row.replaces === null) return 'nothing live';
  return row.replaces.startsWith('size:')
    ? `live of ${row.replaces.slice(5)} bytes`
    : `live ${row.replaces.slice(0, 12)}…`;
}

/** One line for a person, e.g. `product boot: price "99.50" → "89.50"` (not yet inert). */
export function describeRow(row: PlanRow): string {
  if (row.area === 'site') {
    if (row.checksum === null) return `site ${row.site}: delete ${row.path} (${replacedText(row)})`;
    const bytes = `sha256 ${row.checksum.slice(0, 12)}…`;
    return row.change === 'added'
      ? `site ${row.site}: add ${row.path} (${bytes})`
      : `site ${row.site}: change ${row.path} (${replacedText(row)} → ${bytes})`;
  }
  const head = `${row.kind} ${row.key}`;
  switch (row.action) {
    case 'create':
      return `${head}: create with ${row.field} ${shownToken(row.to)}`;
    case 'update':
      return `${head}: ${row.field} ${shownToken(row.from)} → ${shownToken(row.to)}`;
    case 'archive':
      return `${head}: archive`;
    case 'drift':
      return `${head}: cannot be updated (the platform has no update for services)`;
  }
}
