import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ignoreLocalState, readLocalState, recordStaged } from '../../../src/state/staged-sessions-store.js';

describe('local state', () => {
  it('records the staged session per site and reads it back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ss-state-'));
    expect(await readLocalState(dir)).toEqual({ version: 1, staged: {} });
    const staged = {
      siteId: 'site_a',
      sessionId: 'sess_1',
      sourceRevision: 'rev_1',
      keyRevision: 'a'.repeat(40),
      stagedAt: '2026-11-22T00:00:00Z',
    };
    await recordStaged(dir, staged);
    await recordStaged(dir, { ...staged, siteId: 'site_b' });
    expect(Object.keys((await readLocalState(dir)).staged)).toEqual(['site_a', 'site_b']);
  });

  it('adds .sitesync/ to .gitignore once, keeping what is there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ss-ignore-'));
    await writeFile(join(dir, '.gitignore'), 'node_modules/');
    expect(await ignoreLocalState(dir)).toBe('added');
    expect(await ignoreLocalState(dir)).toBe('present');
    expect(await readFile(join(dir, '.gitignore'), 'utf8')).toBe('node_modules/\n.sitesync/\n');
  });
});
