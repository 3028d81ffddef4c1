/** The rows a reviewer saw and the comparison at the merge, on plans made by the real planners. */
import { describe, expect, it } from 'vitest';
import {
  compareWithReviewed,
  decodeRow,
  describeRow,
  encodeRow,
  mergeTarget,
  planMatches,
  planRows,
  reviewedAsGroups,
  reviewedAsRows,
  valueToken,
  type PlanRow,
} from '../../../src/action/reviewed-plan.js';
import { comparisonLines } from '../../../src/action/plan-mismatch.js';
import type { LiveCatalog } from '../../../src/plan/catalog/index.js';
import type { Plan } from '../../../src/plan/types.js';
import { CATALOG_YAML, LIVE, catalogPlan, siteOnly } from '../render/fixtures.js';

const sums: Record<string, string> = { 'site.json': 'aa'.repeat(32), 'pages/home.json': 'bb'.repeat(32) };
const checksumOf = (_: number, path: string) => sums[path];
const planOf = (yaml: string, live: LiveCatalog = LIVE): Plan => ({
  ...siteOnly,
  catalog: catalogPlan(yaml, live),
});
const rowsOf = (p: Plan) => planRows(p, checksumOf);
const compare = (reviewed: Plan, merged: Plan) =>
  compareWithReviewed(reviewedAsRows(rowsOf(reviewed)), rowsOf(merged), mergeTarget(merged, checksumOf));

describe('plan rows', () => {
  it('one row per changed field, per created field, per archive, per site file', () => {
    const rows = rowsOf(planOf(CATALOG_YAML)).map(describeRow);
    expect(rows).toEqual([
      `site site_AAAAAAAAAAAAAAAAAAAAA: add pages/home.json (sha256 ${'bb'.repeat(6)}…)`,
      'site site_AAAAAAAAAAAAAAAAAAAAA: delete pages/old.json',
      'brand summit: create with slug "summit"',
      'brand summit: create with name "Summit <b>@team</b>"',
      'brand gone: archive',
      'product runner: name "Runner" → "Runner Pro"',
      'product runner: price "99.90" → "89.00"',
      'product runner: brand "acme" → "summit"',
      'service FIT: create with service_code "FIT"',
      'service FIT: create with name "Fitting"',
    ]);
  });

  it('round-trips through the stored form; long values are kept as a digest', () => {
    for (const row of rowsOf(planOf(CATALOG_YAML))) expect(decodeRow(encodeRow(row))).toEqual(row);
    const long = valueToken('x'.repeat(500));
    expect(long).toMatchObject({ p: `"${'x'.repeat(59)}` });
    expect(valueToken('x'.repeat(500))).toEqual(long);
    expect(valueToken('x'.repeat(499) + 'y')).not.toEqual(long);
  });
});

describe('comparing the merge with the review', () => {
  it('the same plan matches', () => {
    const c = compare(planOf(CATALOG_YAML), planOf(CATALOG_YAML));
    expect(planMatches(c)).toBe(true);
    expect(c.reviewedCount).toBe(10);
  });

  it('a live edit after the review: the rows nobody reviewed are named, with what was reviewed', () => {
    const editedLive: LiveCatalog = {
      ...LIVE,
      products: [{ ...LIVE.products[0]!, price: '79.00', name: 'Runner X' }],
    };
    const c = compare(planOf(CATALOG_YAML), planOf(CATALOG_YAML, editedLive));
    expect(planMatches(c)).toBe(false);
    expect(comparisonLines(c)).toEqual([
      'Rows nobody reviewed:',
      '  + product runner: name "Runner X" → "Runner Pro"',
      '      reviewed as: product runner: name "Runner" → "Runner Pro"',
      '  + product runner: price "79.00" → "89.00"',
      '      reviewed as: product runner: price "99.90" → "89.00"',
    ]);
  });

  it('a reviewed change the merge dropped no longer applies; one live already holds is not a difference', () => {
    // the merge's YAML keeps the live price (the reviewed price change is gone) ...
    const dropped = CATALOG_YAML.replace('price: "89.00"', 'price: "99.90"');
    const c = compare(planOf(CATALOG_YAML), planOf(dropped));
    expect(c.unreviewed).toEqual([]);
    expect(c.noLongerApplies.map(describeRow)).toEqual(['product runner: price "99.90" → "89.00"']);
    // ... while after the apply (live holds the new price) the same row is already live
    const applied: LiveCatalog = { ...LIVE, products: [{ ...LIVE.products[0]!, price: '89.00' }] };
    const rerun = compare(planOf(CATALOG_YAML), planOf(CATALOG_YAML, applied));
    expect(planMatches(rerun)).toBe(true);
    expect(rerun.alreadyLive.map(describeRow)).toEqual(['product runner: price "99.90" → "89.00"']);
  });

  it('a site file whose content changed after the review is unreviewed', () => {
    const reviewed = planOf(CATALOG_YAML);
    const rows = rowsOf(reviewed);
    const merged = rows.map((r): PlanRow =>
      r.area === 'site' && r.checksum ? { ...r, checksum: 'f'.repeat(32) } : r,
    );
    const c = compareWithReviewed(
      reviewedAsRows(rows),
      merged,
      mergeTarget(reviewed, () => 'f'.repeat(64)),
    );
    expect(c.unreviewed.map((u) => describeRow(u.row))).toEqual([
      `site site_AAAAAAAAAAAAAAAAAAAAA: add pages/home.json (sha256 ${'f'.repeat(12)}…)`,
    ]);
    expect(c.noLongerApplies).toEqual([]);
  });

  it('a plan recorded as group digests still finds the unreviewed rows (with their group-mates)', () => {
    const reviewed = rowsOf(planOf(CATALOG_YAML));
    const editedLive: LiveCatalog = { ...LIVE, products: [{ ...LIVE.products[0]!, price: '79.00' }] };
    const merged = planOf(CATALOG_YAML, editedLive);
    const c = compareWithReviewed(
      reviewedAsGroups(reviewed),
      rowsOf(merged),
      mergeTarget(merged, checksumOf),
    );
    expect(c.rowByRow).toBe(false);
    expect(c.unreviewed.map((u) => describeRow(u.row))).toContain('product runner: price "79.00" → "89.00"');
    expect(c.unreviewed.length).toBeLessThanOrEqual(3);
    const same = compareWithReviewed(reviewedAsGroups(reviewed), reviewed, mergeTarget(merged, checksumOf));
    expect(planMatches(same)).toBe(true);
  });
});
