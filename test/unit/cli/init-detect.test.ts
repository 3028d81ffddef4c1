import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detectLayout, treeState } from '../../../src/cli/init/detect.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'sitesync-detect-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function files(paths: string[]): Promise<void> {
  for (const p of paths) {
    await mkdir(dirname(join(root, p)), { recursive: true });
    await writeFile(join(root, p), '{}');
  }
}

describe('what sitesync init detects', () => {
  it('site/ wins, whatever it holds; catalog.yml before catalog.yaml before catalog/', async () => {
    await files(['site/assets/x.css', 'shop/site.json', 'catalog.yaml', 'catalog/a.yml', 'catalog.yml']);
    expect(await detectLayout(root)).toEqual({ sites: ['site'], catalog: 'catalog.yml' });
  });

  it('without site/: every folder holding a site.json, sorted, not hidden ones or node_modules', async () => {
    await files([
      'b/site.json',
      'a/site.json',
      '.cache/site.json',
      'node_modules/x/site.json',
      'c/pages/x.json',
    ]);
    await mkdir(join(root, 'catalog'));
    expect(await detectLayout(root)).toEqual({ sites: ['a', 'b'], catalog: 'catalog/' });
  });

  it('nothing there', async () => {
    expect(await detectLayout(root)).toEqual({ sites: [], catalog: undefined });
  });

  it('tree states: missing, empty (dot-files aside), site, other', async () => {
    await files(['s/site.json', 'o/assets/x.css', 'e/.keep']);
    expect(await treeState(join(root, 'm'))).toBe('missing');
    expect(await treeState(join(root, 'e'))).toBe('empty');
    expect(await treeState(join(root, 's'))).toBe('site');
    expect(await treeState(join(root, 'o'))).toBe('other');
  });
});
