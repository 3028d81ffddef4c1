import { describe, expect, it } from 'vitest';
import { carriedClauses, carriedRows, type PendingMerge } from '../../../src/action/carried-rows.js';
import type { PlanRow, SiteRow } from '../../../src/action/reviewed-plan.js';

const row = (path: string, checksum: string, replaces: string | null, site = 'site_A'): SiteRow => ({
  area: 'site',
  site,
  path,
  change: replaces === null ? 'added' : 'modified',
  checksum,
  replaces,
});
const pending = (rows: SiteRow[], site = 'site_A'): PendingMerge => ({
  pr: 1,
  commit: 'a'.repeat(40),
  siteId: site,
  requestId: 'sprq_one',
  rows,
});

describe('carriedRows', () => {
  const about = row('content/about/en.json', 'b'.repeat(32), 'c'.repeat(32));

  it('carries a row exactly as the earlier pull request reviewed it', () => {
    const carried = carriedRows([about], [pending([about])]);
    expect(carried.map((c) => c.row)).toEqual([about]);
    expect(carriedClauses(carried)).toEqual([
      '1 site row(s) reviewed in #1, whose publish request sprq_one (merge aaaaaaa) is still pending',
    ]);
  });

  it('carries nothing that differs in bytes, in what it replaces, or in site; nor a catalog row', () => {
    const catalog: PlanRow = {
      area: 'catalog',
      kind: 'product',
      key: 'boot',
      action: 'update',
      field: 'price',
    };
    const unreviewed: PlanRow[] = [
      row(about.path, 'd'.repeat(32), about.replaces!),
      row(about.path, about.checksum!, 'e'.repeat(32)),
      row(about.path, about.checksum!, about.replaces!, 'site_B'),
      catalog,
    ];
    expect(carriedRows(unreviewed, [pending([about])])).toEqual([]);
  });
});
