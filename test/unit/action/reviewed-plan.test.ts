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
  replacesLive,
  reviewedAsRows,
  valueToken,
  type PlanRow,
} from '../../../src/action/reviewed-plan.js';
import { comparisonLines } from '../../../src/action/plan-mismatch.js';
import type { LiveCatalog } from '../../../src/plan/catalog/index.js';
import { diffSiteSource, type LiveSiteFile, type LocalSiteFile } from '../../../src/plan/site/diff.js';
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
      'site site_AAAAAAAAAAAAAAAAAAAAA: delete pages/old.json (live cc…)',
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

describe('site rows record what they replace', () => {
  const SITE = 'site_AAAAAAAAAAAAAAAAAAAAA';
  const sha = (c: string) => c.repeat(64);
  const ABOUT_US = sha('0');
  const ABOUT_A = sha('a');
  const ABOUT_B = sha('b');
  /** A site-only plan of `local` (path → checksum) against `live` (path → checksum or null). */
  const sitePlan = (local: Record<string, string>, live: Record<string, string | null>): Plan => {
    const locals: LocalSiteFile[] = Object.entries(local).map(([path, checksum]) => ({
      path,
      byteSize: 10,
      checksum,
    }));
    const lives: LiveSiteFile[] = Object.entries(live).map(([path, checksum]) => ({
      path,
      byte_size: 10,
      checksum,
    }));
    return {
      ...siteOnly,
      sites: [{ ...siteOnly.sites[0]!, diff: diffSiteSource(locals, lives) }],
    };
  };
  const checksums = (p: Plan, local: Record<string, string>) =>
    planRows(p, (_i, path) => local[path]).map((r) => ({ ...r }));
  const compareSites = (
    reviewed: { local: Record<string, string>; live: Record<string, string | null> },
    merged: { local: Record<string, string>; live: Record<string, string | null> },
  ) => {
    const at = sitePlan(merged.local, merged.live);
    return compareWithReviewed(
      reviewedAsRows(checksums(sitePlan(reviewed.local, reviewed.live), reviewed.local)),
      checksums(at, merged.local),
      mergeTarget(at, (_i, path) => merged.local[path]),
    );
  };

  it('a modify or delete records the live checksum it replaces, an add null', () => {
    const p = sitePlan(
      { 'about.json': ABOUT_A, 'new.json': sha('e') },
      { 'about.json': ABOUT_US, 'old.json': sha('c') },
    );
    const rows = checksums(p, { 'about.json': ABOUT_A, 'new.json': sha('e') });
    expect(rows).toEqual([
      {
        area: 'site',
        site: SITE,
        path: 'new.json',
        change: 'added',
        checksum: 'e'.repeat(32),
        replaces: null,
      },
      {
        area: 'site',
        site: SITE,
        path: 'about.json',
        change: 'modified',
        checksum: 'a'.repeat(32),
        replaces: '0'.repeat(32),
      },
      {
        area: 'site',
        site: SITE,
        path: 'old.json',
        change: 'deleted',
        checksum: null,
        replaces: 'c'.repeat(32),
      },
    ]);
    expect(rows.map(describeRow)).toEqual([
      `site ${SITE}: add new.json (sha256 ${'e'.repeat(12)}…)`,
      `site ${SITE}: change about.json (live ${'0'.repeat(12)}… → sha256 ${'a'.repeat(12)}…)`,
      `site ${SITE}: delete old.json (live ${'c'.repeat(12)}…)`,
    ]);
    for (const row of rows) expect(decodeRow(encodeRow(row))).toEqual(row);
    expect(encodeRow(rows[1]!)).toEqual(['s', SITE, 'about.json', 'a'.repeat(32), 'm', '0'.repeat(32)]);
  });

  it('a live file without a checksum is recorded by its size', () => {
    const rows = checksums(sitePlan({ 'a.json': ABOUT_A }, { 'a.json': null }), { 'a.json': ABOUT_A });
    expect(rows[0]).toMatchObject({ change: 'modified', replaces: 'size:10' });
  });

  it('the same bytes written over another live file than reviewed are unreviewed (an old merge re-run)', () => {
    // reviewed: About A over "About us"; at the re-run a newer merge made live "About B"
    const c = compareSites(
      { local: { 'about.json': ABOUT_A }, live: { 'about.json': ABOUT_US } },
      { local: { 'about.json': ABOUT_A }, live: { 'about.json': ABOUT_B } },
    );
    expect(planMatches(c)).toBe(false);
    expect(comparisonLines(c)).toEqual([
      'Rows nobody reviewed:',
      `  + site ${SITE}: change about.json (live ${'b'.repeat(12)}… → sha256 ${'a'.repeat(12)}…)`,
      `      reviewed as: site ${SITE}: change about.json (live ${'0'.repeat(12)}… → sha256 ${'a'.repeat(12)}…)`,
    ]);
    expect(c.noLongerApplies).toEqual([]);
  });

  it('a delete over another live file, and a reviewed add that is now a modify, are unreviewed', () => {
    const del = compareSites(
      { local: {}, live: { 'old.json': sha('c') } },
      { local: {}, live: { 'old.json': sha('d') } },
    );
    expect(del.unreviewed.map((u) => u.reviewedAs.length)).toEqual([1]);
    const add = compareSites(
      { local: { 'new.json': ABOUT_A }, live: {} },
      { local: { 'new.json': ABOUT_A }, live: { 'new.json': ABOUT_B } },
    );
    expect(planMatches(add)).toBe(false);
  });

  it('the same change over the same live file matches; once live holds it, it is already live', () => {
    const reviewed = { local: { 'about.json': ABOUT_A }, live: { 'about.json': ABOUT_US } };
    expect(planMatches(compareSites(reviewed, reviewed))).toBe(true);
    const applied = compareSites(reviewed, {
      local: { 'about.json': ABOUT_A },
      live: { 'about.json': ABOUT_A },
    });
    expect(planMatches(applied)).toBe(true);
    expect(applied.alreadyLive).toHaveLength(1);
  });

  it('rows recorded before `replaces`: an add still matches, a modify or delete never does', () => {
    const merged = sitePlan(
      { 'about.json': ABOUT_A, 'new.json': sha('e') },
      { 'about.json': ABOUT_US, 'old.json': sha('c') },
    );
    const local = { 'about.json': ABOUT_A, 'new.json': sha('e') };
    const current = checksums(merged, local);
    const old = reviewedAsRows([]);
    const oldRows = {
      ...old,
      rows: [
        ['s', SITE, 'new.json', 'e'.repeat(32), 'a'],
        ['s', SITE, 'about.json', 'a'.repeat(32), 'm'],
        ['s', SITE, 'old.json', null, 'd'],
      ] as const,
    };
    expect(oldRows.rows.map((r) => decodeRow(r))).toEqual([
      {
        area: 'site',
        site: SITE,
        path: 'new.json',
        change: 'added',
        checksum: 'e'.repeat(32),
        replaces: null,
      },
      { area: 'site', site: SITE, path: 'about.json', change: 'modified', checksum: 'a'.repeat(32) },
      { area: 'site', site: SITE, path: 'old.json', change: 'deleted', checksum: null },
    ]);
    const c = compareWithReviewed(
      oldRows,
      current,
      mergeTarget(merged, (_i, p) => local[p as keyof typeof local]),
    );
    expect(c.unreviewed.map((u) => (u.row as { path: string }).path)).toEqual(['about.json', 'old.json']);
    expect(c.unreviewed.flatMap((u) => u.reviewedAs.map(describeRow))).toEqual([
      `site ${SITE}: change about.json (live not recorded → sha256 ${'a'.repeat(12)}…)`,
      `site ${SITE}: delete old.json (live not recorded)`,
    ]);
    // stored again as it was read: five elements
    expect(encodeRow(decodeRow(oldRows.rows[1]))).toEqual(oldRows.rows[1]);
  });

  it('compared by change, the same bytes over other live content match (the branch tip decides)', () => {
    const reviewedPlan = sitePlan({ 'about.json': ABOUT_A }, { 'about.json': ABOUT_US });
    const mergedPlan = sitePlan({ 'about.json': ABOUT_A }, { 'about.json': ABOUT_B });
    const local = { 'about.json': ABOUT_A };
    const reviewed = reviewedAsRows(checksums(reviewedPlan, local));
    const target = mergeTarget(mergedPlan, (_i, p) => local[p as keyof typeof local]);
    const current = checksums(mergedPlan, local);
    expect(planMatches(compareWithReviewed(reviewed, current, target, 'rows'))).toBe(false);
    expect(planMatches(compareWithReviewed(reviewed, current, target, 'changes'))).toBe(true);
    const otherBytes = checksums(sitePlan({ 'about.json': ABOUT_B }, { 'about.json': ABOUT_US }), {
      'about.json': ABOUT_B,
    });
    expect(planMatches(compareWithReviewed(reviewed, otherBytes, target, 'changes'))).toBe(false);
  });

  it('group digests leave what a row replaces out (the run asks for the branch tip instead)', () => {
    const reviewedPlan = sitePlan({ 'about.json': ABOUT_A }, { 'about.json': ABOUT_US });
    const mergedPlan = sitePlan({ 'about.json': ABOUT_A }, { 'about.json': ABOUT_B });
    const local = { 'about.json': ABOUT_A };
    const c = compareWithReviewed(
      reviewedAsGroups(checksums(reviewedPlan, local)),
      checksums(mergedPlan, local),
      mergeTarget(mergedPlan, (_i, p) => local[p as keyof typeof local]),
    );
    expect(c.unreviewed).toHaveLength(0);
    expect(checksums(mergedPlan, local).some(replacesLive)).toBe(true);
  });
});
