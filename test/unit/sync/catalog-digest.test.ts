/**
 * The catalog's part of a dirty tree's content digest (idempotency keys derive from it): one line
 * per YAML file with the SHA-256 of its bytes, read a chunk at a time.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogDigestParts } from '../../../src/sync/catalog/catalog-digest.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('catalogDigestParts', () => {
  it('a file of many read chunks: the SHA-256 of all its bytes', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catdigest-'));
    // 1 MiB and 3 bytes of varied bytes (not a multiple of any read size), multi-byte UTF-8 too.
    const bytes = Buffer.alloc(1024 * 1024 + 3);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) & 0xff;
    Buffer.from('é€', 'utf8').copy(bytes, 65_535);
    const file = join(dir, 'catalog.yml');
    await writeFile(file, bytes);
    expect(await catalogDigestParts(file)).toEqual([`catalog catalog.yml ${sha256(bytes)}`]);
  });

  it('a folder: each YAML file by name, sorted; symlinks and other files are not part of it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catdigest-'));
    const folder = join(dir, 'catalog');
    await mkdir(folder);
    await writeFile(join(folder, 'b.yaml'), 'products: []\n');
    await writeFile(join(folder, 'a.yml'), 'brands: []\n');
    await writeFile(join(folder, 'notes.txt'), 'not yaml\n');
    await symlink('/dev/zero', join(folder, 'zero.yml'));
    expect(await catalogDigestParts(folder)).toEqual([
      `catalog a.yml ${sha256(Buffer.from('brands: []\n'))}`,
      `catalog b.yaml ${sha256(Buffer.from('products: []\n'))}`,
    ]);
  });

  it('a catalog path that is a FIFO is not opened (the read would wait for ever): said so', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-catdigest-'));
    const fifo = join(dir, 'catalog.yml');
    execFileSync('mkfifo', [fifo]);
    expect(await catalogDigestParts(fifo)).toEqual(['catalog not a regular file']);
  });

  it('no catalog configured: nothing; a configured one that is missing: said so', async () => {
    expect(await catalogDigestParts(undefined)).toEqual([]);
    expect(await catalogDigestParts(join(tmpdir(), 'sitesync-no-such-catalog.yml'))).toEqual([
      'catalog missing',
    ]);
  });
});
