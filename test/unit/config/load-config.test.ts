import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, parseConfig, setSiteId, withSiteId } from '../../../src/config/index.js';
import { InputError, SitesyncError } from '../../../src/shared/errors.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sitesync-config-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function issuesOf(text: string): string[] {
  try {
    parseConfig(text, '/repo/sitesync.yml', 'sitesync.yml');
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as InputError).issues.map((i) => `${i.line}:${i.column} ${i.field}: ${i.message}`);
  }
  throw new Error('no error');
}

describe('loadConfig', () => {
  it('finds sitesync.yml upward from cwd and applies defaults', async () => {
    await writeFile(path.join(root, 'sitesync.yml'), '# my site\nsite: {}\n');
    const deep = path.join(root, 'a', 'b');
    await mkdir(deep, { recursive: true });
    const config = await loadConfig({ cwd: deep });
    expect(config).toEqual({
      configFile: path.join(root, 'sitesync.yml'),
      rootDir: root,
      layout: 'single',
      sites: [{ id: undefined, source: path.join(root, 'site'), name: undefined }],
      catalog: undefined,
      publish: { branch: 'main' },
      prune: false,
      maxArchive: 10,
      maxDelete: 25,
      maxDeleteShare: 0.1,
    });
  });

  it('resolves every field, with paths relative to the config file', async () => {
    await mkdir(path.join(root, 'shop'));
    await writeFile(path.join(root, 'shop', 'catalog.yml'), 'brands: []\n');
    await writeFile(
      path.join(root, 'sitesync.yml'),
      [
        'site:',
        '  id: site_abc',
        '  source: web/site',
        'catalog: shop/catalog.yml',
        'publish:',
        '  branch: release',
        'prune: true',
        'max_archive: 3',
        'max_delete: 40',
        'max_delete_share: 0.5',
        '',
      ].join('\n'),
    );
    const config = await loadConfig({ cwd: root });
    expect(config.sites).toEqual([{ id: 'site_abc', source: path.join(root, 'web/site'), name: undefined }]);
    expect(config.catalog).toBe(path.join(root, 'shop/catalog.yml'));
    expect([config.publish.branch, config.prune, config.maxArchive]).toEqual(['release', true, 3]);
    expect([config.maxDelete, config.maxDeleteShare]).toEqual([40, 0.5]);
  });

  it('uses --config instead of discovery', async () => {
    await mkdir(path.join(root, 'conf'));
    await writeFile(
      path.join(root, 'conf', 'other.yml'),
      'sites:\n  - source: a\n    name: A\n  - source: b\n',
    );
    const config = await loadConfig({ cwd: root, configPath: 'conf/other.yml' });
    expect(config.layout).toBe('multi');
    expect(config.rootDir).toBe(path.join(root, 'conf'));
    expect(config.sites).toEqual([
      { id: undefined, source: path.join(root, 'conf', 'a'), name: 'A' },
      { id: undefined, source: path.join(root, 'conf', 'b'), name: undefined },
    ]);
  });

  it('a file with only `catalog:` is a catalog-only layout: no site, not even site/', async () => {
    await mkdir(path.join(root, 'site'));
    await writeFile(path.join(root, 'site', 'site.json'), '{}');
    await writeFile(path.join(root, 'catalog.yml'), 'brands: []\n');
    await writeFile(path.join(root, 'sitesync.yml'), 'catalog: catalog.yml\n');
    const config = await loadConfig({ cwd: root });
    expect(config.layout).toBe('catalog-only');
    expect(config.sites).toEqual([]);
    expect(config.catalog).toBe(path.join(root, 'catalog.yml'));
  });

  it('a file with only `site:` is a site-only layout: no catalog, even when catalog.yml exists', async () => {
    await writeFile(path.join(root, 'catalog.yml'), 'brands: []\n');
    await writeFile(path.join(root, 'sitesync.yml'), 'site:\n  source: web\n  name: Web shop\n');
    const config = await loadConfig({ cwd: root });
    expect(config.layout).toBe('single');
    expect(config.sites).toEqual([{ id: undefined, source: path.join(root, 'web'), name: 'Web shop' }]);
    expect(config.catalog).toBeUndefined();
  });

  it('says when no config exists', async () => {
    const err = await loadConfig({ cwd: root, configPath: 'missing.yml' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SitesyncError);
    expect((err as SitesyncError).code).toBe('CONFIG_NOT_FOUND');
    expect((err as SitesyncError).message).toBe(`config file not found: ${path.join(root, 'missing.yml')}`);
  });

  it('points at the catalog field when the catalog path does not exist', async () => {
    await writeFile(path.join(root, 'sitesync.yml'), 'prune: false\ncatalog: catalog/\n');
    const err = await loadConfig({ cwd: root }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).message).toBe(
      'sitesync.yml has 1 error:\n  sitesync.yml:2:10: catalog: no file or folder at catalog',
    );
  });
});

describe('parseConfig errors say file:line:column and the field', () => {
  it.each([
    ['prune: yes\n', ['1:8 prune: must be a boolean (true or false), got "yes"']],
    ['max_archive: -1\n', ['1:14 max_archive: must be at least 0, got -1']],
    ['site:\n  id: x\n  sorce: web\n', ['3:3 site.sorce: unknown field "sorce" (did you mean "source"?)']],
    ['publish:\n  brnch: main\n', ['2:3 publish.brnch: unknown field "brnch" (did you mean "branch"?)']],
    ['sites:\n  - name: A\n', ['2:5 sites[0]: missing required field "source"']],
    ['sites: []\n', ['1:8 sites: must have at least 1 entry']],
    [
      'site:\n  source: a\nsites:\n  - source: b\n',
      ['3:1 sites: "site" and "sites" cannot both be set; use "sites" for several sites'],
    ],
    [
      'sites:\n  - source: a\n    id: s1\n  - source: ./a/\n    id: s1\n',
      [
        '4:13 sites[1].source: source "./a/" is already used by sites[0]',
        '5:9 sites[1].id: site id "s1" is already used by sites[0]',
      ],
    ],
    ['publish:\n  branch: ""\n', ['2:11 publish.branch: must not be empty']],

    ['prune: false\nprune: true\n', ['2:1 prune: duplicate key (each key may appear once in a mapping)']],
  ])('%j', (text, expected) => {
    expect(issuesOf(text)).toEqual(expected);
  });
});

describe('a file that names nothing to sync', () => {
  it.each(['', '# nothing yet\nprune: true\n'])('%j is rejected with what to add', (text) => {
    expect(() => parseConfig(text, '/repo/sitesync.yml', 'sitesync.yml')).toThrow(
      'sitesync.yml has 1 error:\n  sitesync.yml:1:1: names no site and no catalog: add `site:` (e.g. `site: { source: site }`), `sites:` or `catalog: catalog.yml`',
    );
  });
});

describe('setSiteId keeps comments and formatting', () => {
  it('adds site.id under an existing site mapping', () => {
    const text = '# sitesync\nsite:\n  source: site # the tree\n\ncatalog: catalog.yml # products\n';
    expect(withSiteId(text, 'site_123')).toBe(
      '# sitesync\nsite:\n  source: site # the tree\n  id: site_123\n\ncatalog: catalog.yml # products\n',
    );
  });

  it('replaces an existing id and creates `site` when absent', () => {
    expect(withSiteId('site:\n  id: old # bound\n', 'site_new')).toBe('site:\n  id: site_new # bound\n');
    expect(withSiteId('# only a comment\nprune: true\n', 'site_1')).toBe(
      '# only a comment\nprune: true\nsite:\n  id: site_1\n',
    );
  });

  it('binds one entry of a multi-site file by its source, and refuses to guess', () => {
    const text = 'sites:\n  - source: a\n  - source: b # second\n';
    expect(withSiteId(text, 'site_b', { source: 'b' })).toBe(
      'sites:\n  - source: a\n  - source: b # second\n    id: site_b\n',
    );
    expect(() => withSiteId(text, 'site_b')).toThrow(
      'sitesync.yml lists several sites; say which one to bind',
    );
    expect(() => withSiteId(text, 'site_b', { source: 'c' })).toThrow(
      'sitesync.yml has no site with source "c"',
    );
  });

  it('writes the file, which then loads with the id', async () => {
    const file = path.join(root, 'sitesync.yml');
    await writeFile(file, '# demo\nsite:\n  source: site\n');
    await setSiteId(file, 'site_abc');
    expect(await readFile(file, 'utf8')).toBe('# demo\nsite:\n  source: site\n  id: site_abc\n');
    expect((await loadConfig({ cwd: root })).sites[0]?.id).toBe('site_abc');
  });
});
