import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  devCheckout,
  devSessionFile,
  findDevSession,
  loadDevSession,
  saveDevSession,
  type DevSessionRecord,
} from '../../../src/state/dev-session-store.js';

const record: DevSessionRecord = {
  siteId: 'site_a',
  baseUrl: 'http://127.0.0.1:4010',
  sessionId: 'sess_1',
  sourceRevision: 'rev_2',
  baseRevision: 'rev_live',
  expiresAt: '2026-11-29T00:00:00.000Z',
  staged: { 'pages/a.json': 'a'.repeat(64), 'assets/old.css': null },
  updatedAt: '2026-11-22T00:00:00.000Z',
};

describe('dev session store (.sitesync/dev.json)', () => {
  it('keeps one session per site and finds a site by its session id', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ss-dev-'));
    expect(await loadDevSession(dir, 'site_a')).toBeUndefined();
    await saveDevSession(dir, record);
    await saveDevSession(dir, { ...record, siteId: 'site_b', sessionId: 'sess_9' });
    await saveDevSession(dir, { ...record, sourceRevision: 'rev_3' });
    expect(await loadDevSession(dir, 'site_a')).toEqual({ ...record, sourceRevision: 'rev_3' });
    expect((await findDevSession(dir, 'sess_9'))?.siteId).toBe('site_b');
    expect(devSessionFile(dir)).toBe(join(dir, '.sitesync', 'dev.json'));
    expect(JSON.parse(await readFile(devSessionFile(dir), 'utf8')).version).toBe(1);
  });

  it('ignores records that are not of its shape (a hand-edited or foreign file)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ss-dev-bad-'));
    await mkdir(join(dir, '.sitesync'));
    const bad = (over: Record<string, unknown>) => ({ ...record, ...over });
    await writeFile(
      devSessionFile(dir),
      JSON.stringify({
        version: 1,
        sessions: {
          site_a: bad({ staged: { 'x.json': 'not-a-checksum' } }),
          site_b: bad({ siteId: 'site_b', sessionId: 42 }),
          site_c: bad({ siteId: 'site_other' }),
          site_d: bad({ siteId: 'site_d' }),
        },
      }),
    );
    expect(await loadDevSession(dir, 'site_a')).toBeUndefined();
    expect(await loadDevSession(dir, 'site_b')).toBeUndefined();
    expect(await loadDevSession(dir, 'site_c')).toBeUndefined();
    expect((await loadDevSession(dir, 'site_d'))?.sessionId).toBe('sess_1');
  });

  it("gives the checkout an id of its own once, and drops a copied folder's records (they are the original's)", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ss-dev-checkout-'));
    await saveDevSession(dir, record); // an older sitesync's file: no checkout
    const first = await devCheckout(dir, '/work/shop');
    expect(first.id).toMatch(/^[0-9a-f]{24}$/);
    expect(first.copiedFrom).toBeUndefined();
    expect(await loadDevSession(dir, 'site_a')).toEqual(record); // adopted with its records
    expect(await devCheckout(dir, '/work/shop')).toEqual({ id: first.id });
    await saveDevSession(dir, { ...record, sourceRevision: 'rev_3' });
    expect(JSON.parse(await readFile(devSessionFile(dir), 'utf8')).checkout).toEqual({
      path: '/work/shop',
      id: first.id,
    });

    // The same file seen from another folder: a copy (`cp -r shop shop-b`).
    const copy = await devCheckout(dir, '/work/shop-b');
    expect(copy.copiedFrom).toBe('/work/shop');
    expect(copy.id).not.toBe(first.id);
    expect(await loadDevSession(dir, 'site_a')).toBeUndefined();
    expect(await devCheckout(dir, '/work/shop-b')).toEqual({ id: copy.id });
  });

  it('a checkout it did not write (a huge path, an id of another shape) is no checkout: this one gets its own', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ss-dev-hostile-'));
    await mkdir(join(dir, '.sitesync'));
    for (const checkout of [
      { path: `/${'x'.repeat(5000)}`, id: 'ab12' },
      { path: '/elsewhere', id: 'not hex\u001b[2J' },
      { path: 42, id: 'ab12' },
      'a string',
    ]) {
      await writeFile(
        devSessionFile(dir),
        JSON.stringify({ version: 1, checkout, sessions: { site_a: record } }),
      );
      const identity = await devCheckout(dir, '/work/shop');
      expect(identity.copiedFrom).toBeUndefined(); // adopted as an older sitesync's file
      expect(identity.id).toMatch(/^[0-9a-f]{24}$/);
      expect(await loadDevSession(dir, 'site_a')).toEqual(record);
    }
  });
});
