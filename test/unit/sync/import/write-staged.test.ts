/** All or nothing on a real file system: a move that fails puts every earlier move back. */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeAllOrNothing } from '../../../../src/sync/import/write-staged.js';
import { rename } from 'node:fs/promises';

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function tree(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (e.isFile())
      out[join(e.parentPath, e.name).slice(root.length + 1)] = await readFile(
        join(e.parentPath, e.name),
        'utf8',
      );
    else if (e.isDirectory()) out[join(e.parentPath, e.name).slice(root.length + 1) + '/'] = '';
  }
  return out;
}

describe('writeAllOrNothing', () => {
  it('writes new and replaced files and removes its scratch folder', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-staged-'));
    const site = join(dir, 'site');
    await mkdir(join(site, 'pages'), { recursive: true });
    await writeFile(join(site, 'pages', 'home.json'), 'old');
    const scratch = await mkdtemp(join(dir, 'scratch-'));
    await writeAllOrNothing(
      { real: site, prefix: 'site' },
      [
        { relPath: 'pages/home.json', bytes: Buffer.from('new'), replaces: true },
        { relPath: 'assets/css/a.css', bytes: Buffer.from('a'), replaces: false },
      ],
      scratch,
    );
    expect(await tree(site)).toEqual({
      'assets/': '',
      'assets/css/': '',
      'assets/css/a.css': 'a',
      'pages/': '',
      'pages/home.json': 'new',
    });
    await expect(readdir(scratch)).rejects.toThrow();
  });

  it('a failure half-way leaves the old tree exactly as it was', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitesync-staged-'));
    const site = join(dir, 'site');
    await mkdir(join(site, 'pages'), { recursive: true });
    await writeFile(join(site, 'pages', 'home.json'), 'old home');
    await writeFile(join(site, 'site.json'), 'old site');
    const before = await tree(site);
    const scratch = await mkdtemp(join(dir, 'scratch-'));
    let moves = 0;
    const failing = {
      rename: async (from: string, to: string) => {
        if (++moves === 5) throw Object.assign(new Error('EIO: disk on fire'), { code: 'EIO' });
        await rename(from, to);
      },
    };
    await expect(
      writeAllOrNothing(
        { real: site, prefix: 'site' },
        [
          { relPath: 'pages/home.json', bytes: Buffer.from('new home'), replaces: true },
          { relPath: 'assets/a/b.css', bytes: Buffer.from('b'), replaces: false },
          { relPath: 'site.json', bytes: Buffer.from('new site'), replaces: true },
        ],
        scratch,
        failing,
      ),
    ).rejects.toThrow(
      'import failed while moving files into place: EIO: disk on fire; every file already moved was put back: the folder is as it was',
    );
    expect(await tree(site)).toEqual(before);
    await expect(readdir(scratch)).rejects.toThrow();
  });
});
