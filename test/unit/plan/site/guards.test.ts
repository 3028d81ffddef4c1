import { describe, expect, it } from 'vitest';
import { diffSiteSource, type LiveSiteFile, type LocalSiteFile } from '../../../../src/plan/site/diff.js';
import {
  countPages,
  guardsBlock,
  siteGuards,
  type SiteGuardInput,
} from '../../../../src/plan/site/guards.js';

const LIMITS = { maxDelete: 25, maxDeleteShare: 0.1 };

/** A live tree of `pages` pages (with content) plus `assets` assets, and a local tree keeping `keep` paths. */
function tree(pages: number, assets: number): string[] {
  const paths = ['site.json', 'templates/page.html'];
  for (let i = 0; i < pages; i++) paths.push(`pages/p${i}.json`, `content/p${i}/en.json`);
  for (let i = 0; i < assets; i++) paths.push(`assets/a${i}.png`);
  return paths;
}

const live = (paths: string[]): LiveSiteFile[] =>
  paths.map((path) => ({ path, byte_size: 1, checksum: 'aa' }));
const local = (paths: string[]): LocalSiteFile[] =>
  paths.map((path) => ({ path, byteSize: 1, checksum: 'aa' }));

function input(livePaths: string[], localPaths: string[], names?: SiteGuardInput['names']): SiteGuardInput {
  return {
    diff: diffSiteSource(local(localPaths), live(livePaths)),
    liveCount: livePaths.length,
    localCount: localPaths.length,
    livePages: countPages(livePaths),
    ...(names && { names }),
  };
}

const codes = (i: SiteGuardInput, overrides = {}) => siteGuards(i, LIMITS, overrides).map((g) => g.code);

describe('site deletion guard', () => {
  it('an ignore file that keeps only site.json, one page and its template: every deletion guard stands', () => {
    const livePaths = tree(10, 9); // 2 + 20 + 9 = 31 files
    const kept = ['site.json', 'pages/p0.json', 'templates/page.html'];
    const guards = siteGuards(input(livePaths, kept), LIMITS);
    expect(guards.map((g) => [g.code, g.overridden])).toEqual([
      ['delete_limit', false],
      ['delete_share', false],
      ['pages_lost', false],
    ]);
    expect(guards[0]!.message).toBe('this plan deletes 28 site files, more than max_delete (25)');
    expect(guards[1]!.message).toBe(
      'this plan deletes 28 of 31 live files (90 %), more than max_delete_share (10 %)',
    );
    expect(guards[2]!.message).toBe(
      'this plan deletes 9 of 10 live pages (pages/*.json): the site would lose most of its pages',
    );
    expect(guardsBlock(guards)).toBe(true);
  });

  it('routine deletions pass: a page and its content of a small site, or 5 files whatever the share', () => {
    const small = tree(3, 0); // 8 files
    expect(
      codes(
        input(
          small,
          small.filter((p) => !p.includes('p2')),
        ),
      ),
    ).toEqual([]);
    const five = tree(2, 5);
    expect(
      codes(
        input(
          five,
          five.filter((p) => !p.startsWith('assets/')),
        ),
      ),
    ).toEqual([]);
  });

  it('the share guard: 6 of 40 files (15 %) is over 10 %, 6 of 100 (6 %) is not', () => {
    const forty = tree(4, 30);
    expect(forty).toHaveLength(40);
    const drop6 = (paths: string[]) => paths.filter((p) => !/^assets\/a[0-5]\.png$/.test(p));
    expect(codes(input(forty, drop6(forty)))).toEqual(['delete_share']);
    const hundred = tree(4, 90);
    expect(codes(input(hundred, drop6(hundred)))).toEqual([]);
  });

  it('max_delete counts files whatever the share: 26 of 1,000 is blocked', () => {
    const big = tree(10, 978);
    const kept = big.filter((p) => !/^assets\/a(\d|1\d|2[0-5])\.png$/.test(p));
    expect(big.length - kept.length).toBe(26);
    expect(codes(input(big, kept))).toEqual(['delete_limit']);
  });

  it('deleting site.json, or a site.json that loses its name, is a guard of its own', () => {
    const paths = tree(3, 0);
    expect(
      codes(
        input(
          paths,
          paths.filter((p) => p !== 'site.json'),
        ),
      ),
    ).toEqual(['site_json_lost']);
    expect(codes(input(paths, paths, { desired: null, live: 'Shop' }))).toEqual(['site_json_lost']);
  });

  it('--allow-delete N overrides the deletion guards when the plan deletes at most N files', () => {
    const livePaths = tree(10, 9);
    const kept = ['site.json', 'pages/p0.json', 'templates/page.html'];
    const allowed = siteGuards(input(livePaths, kept), LIMITS, { allowDelete: 28 });
    expect(allowed.every((g) => g.overridden)).toBe(true);
    expect(guardsBlock(allowed)).toBe(false);
    const tooFew = siteGuards(input(livePaths, kept), LIMITS, { allowDelete: 27 });
    expect(tooFew.some((g) => g.overridden)).toBe(false);
    expect(tooFew[0]!.message).toBe(
      'this plan deletes 28 site files, more than max_delete (25) (more than the 27 deletion(s) allowed)',
    );
  });
});

describe('wrong-site detection', () => {
  it('a site.json whose name differs from the live one', () => {
    const paths = tree(3, 0);
    const guards = siteGuards(input(paths, paths, { desired: 'Shop A', live: 'Shop B' }), LIMITS);
    expect(guards).toEqual([
      {
        code: 'wrong_site',
        message:
          'site.json names the site "Shop A" but the live site.json names it "Shop B": site.id in sitesync.yml may point at another site',
        overridden: false,
      },
    ]);
    expect(codes(input(paths, paths, { desired: 'Shop', live: 'Shop' }))).toEqual([]);
  });

  it('most paths differ on both sides (another site’s tree), not when one side only grows or shrinks', () => {
    const mine = ['site.json', 'pages/home.json', 'templates/a.html', 'assets/x.css', 'assets/y.css'];
    const theirs = ['site.json', 'pages/start.json', 'templates/b.html', 'assets/z.css', 'assets/w.css'];
    const guards = siteGuards(input(theirs, mine), LIMITS);
    expect(guards.map((g) => g.code)).toEqual(['wrong_site']);
    expect(guards[0]!.message).toBe(
      'most paths differ: 4 of 5 live files are not in the tree and 4 of 5 local files are not live; site.id in sitesync.yml may point at another site',
    );
    // A site that grows a lot keeps its live paths; one that shrinks adds nothing.
    expect(codes(input(mine, [...mine, ...tree(10, 10).slice(2)]))).toEqual([]);
    expect(codes(input(tree(1, 0), tree(1, 40)))).toEqual([]);
  });

  it('--allow-site-mismatch overrides it; --allow-delete does not', () => {
    const paths = tree(3, 0);
    const names = { desired: 'New name', live: 'Old name' };
    expect(siteGuards(input(paths, paths, names), LIMITS, { allowSiteMismatch: true })[0]!.overridden).toBe(
      true,
    );
    expect(siteGuards(input(paths, paths, names), LIMITS, { allowDelete: 100 })[0]!.overridden).toBe(false);
  });

  it('a new or empty live site has nothing to compare', () => {
    expect(codes(input([], tree(3, 3)))).toEqual([]);
  });
});
