import { describe, expect, it } from 'vitest';
import { devLockFile, pickSite } from '../../../src/cli/commands/dev.js';
import type { SitesyncConfig } from '../../../src/config/index.js';

const config = (sites: SitesyncConfig['sites']): SitesyncConfig => ({
  configFile: '/repo/sitesync.yml',
  rootDir: '/repo',
  layout: sites.length > 1 ? 'multi' : 'single',
  sites,
  catalog: undefined,
  publish: { branch: 'main' },
  prune: false,
  maxArchive: 10,
  maxDelete: 25,
  maxDeleteShare: 0.1,
});
const shop = { id: 'site_shop', source: '/repo/shop', name: 'Shop' };
const blog = { id: 'site_blog', source: '/repo/blog', name: 'Blog' };

describe('pickSite (dev --site / --source)', () => {
  it('takes the only site, or the one named by id or by source folder', () => {
    expect(pickSite(config([shop]), {}, '/repo')).toBe(shop);
    expect(pickSite(config([shop, blog]), { site: 'site_blog' }, '/repo')).toBe(blog);
    expect(pickSite(config([shop, blog]), { source: 'shop' }, '/repo')).toBe(shop);
    expect(pickSite(config([shop, blog]), { source: '../blog/' }, '/repo/shop')).toBe(blog);
  });

  it('is a usage error (64) naming the sites when it cannot tell which', () => {
    expect(() => pickSite(config([shop, blog]), {}, '/repo')).toThrow(
      expect.objectContaining({ exitCode: 64, hint: 'its sites: site_shop (shop/), site_blog (blog/)' }),
    );
    expect(() => pickSite(config([shop, blog]), { site: 'site_nope' }, '/repo')).toThrow(
      /no site of \/repo\/sitesync.yml matches --site site_nope/,
    );
  });
});

describe('devLockFile (one dev per site and checkout)', () => {
  it('names the site, or a hash of an id no file name can hold', () => {
    expect(devLockFile('site_L23zzIbdGYhv9PmfuTUOx')).toBe('dev-site_L23zzIbdGYhv9PmfuTUOx.lock');
    for (const id of ['../../etc/passwd', 'a/b', 'x'.repeat(101), 'site with spaces', 'ß'])
      expect(devLockFile(id)).toMatch(/^dev-[0-9a-f]{16}\.lock$/);
    expect(devLockFile('a/b')).not.toBe(devLockFile('a/c'));
  });
});
