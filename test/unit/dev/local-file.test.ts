/** What dev makes of one saved path: a name the platform cannot hold blocks only while it exists. */
import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readLocalPath, type WatchedTree } from '../../../src/dev/local-file.js';
import { ignoreRulesFrom } from '../../../src/source/ignore-rules.js';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

async function tree(): Promise<WatchedTree> {
  root = await mkdtemp(path.join(tmpdir(), 'sitesync-local-file-'));
  return { root, realRoot: await realpath(root), ignore: ignoreRulesFrom('') };
}

describe('readLocalPath', () => {
  it.each(['back\\slash.txt', 'ctl\u0001.txt'])(
    '%s: a problem while it exists, absent once deleted',
    async (name) => {
      const t = await tree();
      await writeFile(path.join(t.root, name), 'x');
      expect((await readLocalPath(t, name)).kind).toBe('problem');
      await rm(path.join(t.root, name));
      expect(await readLocalPath(t, name)).toEqual({ kind: 'absent' });
    },
  );

  it('a path that leaves the tree stays a problem, whether or not something is there', async () => {
    const t = await tree();
    expect((await readLocalPath(t, '../outside.txt')).kind).toBe('problem');
  });
});
