import { execFileSync } from 'node:child_process';
import { truncateSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalog, parseCatalog } from '../../../src/catalog/index.js';
import { InputError, SitesyncError } from '../../../src/shared/errors.js';

const goodDir = fileURLToPath(new URL('../../fixtures/catalogs/good/', import.meta.url));

describe('loadCatalog on good catalogs', () => {
  it('resolves the example of the brief into desired entities', async () => {
    const catalog = await loadCatalog(path.join(goodDir, 'spec-example.yml'), { baseDir: goodDir });
    expect(catalog.brands).toEqual([
      {
        kind: 'brand',
        key: 'acme',
        fields: {
          slug: 'acme',
          name: 'Acme Outdoor',
          description: 'Gear for the trail.',
          color: '#2f6f4f',
          show_in_navigation: true,
          sort_order: 1,
        },
        refs: {},
        archived: false,
        location: { file: 'spec-example.yml', line: 3, column: 5 },
      },
    ]);
    expect(catalog.categories.map((c) => [c.key, c.refs])).toEqual([
      ['footwear', {}],
      ['running', { parent: 'footwear' }],
      ['services', {}],
    ]);
    const [runner, old, older] = catalog.products;
    expect(runner?.fields).toEqual({
      slug: 'trail-runner-2',
      name: 'Trail Runner 2',
      price: '129.90',
      compare_at_price: '149.00',
      status: 'active',
      sku: 'TR2-42',
      publishing_channels: { online_store: true, marketplace: false },
    });
    expect(runner?.refs).toEqual({ brand: 'acme', category: 'running' });
    expect(old).toMatchObject({
      key: 'old-model',
      archived: true,
      fields: { slug: 'old-model', name: 'Old model' },
    });
    expect(older).toMatchObject({ key: 'older-model', archived: true, fields: { slug: 'older-model' } });
    expect(catalog.services).toEqual([
      {
        kind: 'service',
        key: 'FIT-01',
        fields: { service_code: 'FIT-01', name: 'Shoe fitting', price: '40.00' },
        refs: { category: 'services' },
        archived: false,
        location: { file: 'spec-example.yml', line: 35, column: 5 },
      },
    ]);
  });

  it('merges every *.yml and *.yaml file of a folder in name order and ignores other files', async () => {
    const catalog = await loadCatalog(path.join(goodDir, 'split'), { baseDir: goodDir });
    expect(catalog.brands.map((b) => b.location)).toEqual([
      { file: 'split/1-brands.yaml', line: 2, column: 5 },
    ]);
    expect(catalog.products.map((p) => [p.key, p.refs, p.fields['weight']])).toEqual([
      ['tent', { brand: 'acme' }, '2.50'],
    ]);
  });

  it('reads a file with no content as an empty catalog', async () => {
    const catalog = await loadCatalog(path.join(goodDir, 'empty.yml'), { baseDir: goodDir });
    expect(catalog).toEqual({ brands: [], categories: [], products: [], services: [] });
  });

  it('says which path is missing', async () => {
    const error = await loadCatalog(path.join(goodDir, 'nope.yml'), { baseDir: goodDir }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SitesyncError);
    expect((error as SitesyncError).code).toBe('CATALOG_NOT_FOUND');
    expect((error as SitesyncError).message).toBe('catalog not found: nope.yml');
  });
});

describe('loadCatalog refuses a file it must not read', () => {
  const refusal = async (make: (file: string) => void) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sitesync-refused-'));
    try {
      const file = path.join(dir, 'catalog.yml');
      make(file);
      return await loadCatalog(file, { baseDir: dir }).then(
        () => undefined,
        (err: unknown) => err as InputError,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it('over 64 MiB (a sparse file: its size, never its bytes)', async () => {
    const err = await refusal((file) => {
      writeFileSync(file, '');
      truncateSync(file, 64 * 1024 * 1024 + 1);
    });
    expect(err).toBeInstanceOf(InputError);
    expect(err).toMatchObject({ code: 'CATALOG_TOO_LARGE', exitCode: 3 });
    expect(err!.message).toBe(
      'catalog.yml: the catalog file is 67108865 bytes; sitesync reads at most 67108864 bytes (64 MiB) per file',
    );
    expect(err!.issues).toEqual([
      {
        file: 'catalog.yml',
        code: 'file_too_large',
        severity: 'error',
        message:
          'the catalog file is 67108865 bytes; sitesync reads at most 67108864 bytes (64 MiB) per file',
      },
    ]);
  });

  it('a FIFO (not waited on)', async () => {
    const err = await refusal((file) => execFileSync('mkfifo', [file]));
    expect(err).toMatchObject({ code: 'CATALOG_NOT_A_FILE', exitCode: 3 });
    expect(err!.issues.map((i) => [i.file, i.code])).toEqual([['catalog.yml', 'not_a_regular_file']]);
  });
});

describe('parseCatalog errors', () => {
  it('throws one InputError whose message lists every issue in file order', () => {
    const text = ['products:', '  - slug: a', '    name: A', '    price: 1,5', '    brand: nope', ''].join(
      '\n',
    );
    let caught: unknown;
    try {
      parseCatalog([{ file: 'catalog.yml', text }]);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(InputError);
    const error = caught as InputError;
    expect(error.message).toBe(
      [
        'the catalog has 2 errors:',
        '  catalog.yml:4:12: products[0].price: "1,5" is not a decimal number (use a dot as the decimal separator: "1.5")',
        '  catalog.yml:5:12: products[0].brand: unknown brand "nope"',
      ].join('\n'),
    );
    expect(error.issues.map((i) => [i.code, i.field, i.line, i.column])).toEqual([
      ['invalid_decimal', 'products[0].price', 4, 12],
      ['unknown_reference', 'products[0].brand', 5, 12],
    ]);
  });
});
