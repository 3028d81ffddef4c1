import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogPlan } from '../../../src/plan/catalog/types.js';
import {
  isSettled,
  samePages,
  SETTLED_CATALOG_FILE,
  settledCatalogStore,
  settledKey,
} from '../../../src/state/settled-catalog-store.js';
import type { DesiredEntity } from '../../../src/catalog/types.js';

const zero = { create: 0, update: 0, archive: 0, unchanged: 0, drift: 0 };
const desired = (slug: string) =>
  ({ kind: 'brand', key: slug, fields: { name: slug }, refs: {} }) as unknown as DesiredEntity;

/** A plan of two unchanged brands (one archived in the YAML and absent live: no id) and a kept product. */
function noChange(): CatalogPlan {
  return {
    changes: [
      { kind: 'brand', key: 'acme', action: 'unchanged', id: 'brnd_1', desired: desired('acme') },
      { kind: 'brand', key: 'gone', action: 'unchanged', desired: desired('gone') },
    ],
    counts: { brand: { ...zero, unchanged: 2 }, category: zero, product: zero, service: zero },
    guards: [],
    blocked: false,
    hasChanges: false,
    kept: [{ kind: 'product', key: 'old', id: 'prod_9', name: 'Old' }],
  };
}

const pages = { brands: ['d1', 'd2'], categories: ['d3'], products: [] };
const cursors = { brands: ['brnd_100'], categories: [], products: [] };
const read = { pages, cursors };
const key = settledKey({
  catalog: 'c'.repeat(64),
  code: 'stamp',
  prune: false,
  maxArchive: 25,
  credential: 'tag',
});

async function store(secret: Buffer | undefined) {
  const root = await mkdtemp(join(tmpdir(), 'sitesync-settled-'));
  return { root, secret, store: settledCatalogStore(root, { macKey: async () => secret }) };
}

describe('the settled catalog store', () => {
  it('gives back the plan it was given, with kind, key and id only, for the same key', async () => {
    const { store: s } = await store(randomBytes(32));
    await s.set(key, read, noChange());
    const got = await s.get(key);
    expect(got?.pages).toEqual(pages);
    expect(got?.cursors).toEqual(cursors);
    expect(got?.plan()).toEqual({
      changes: [
        { kind: 'brand', key: 'acme', action: 'unchanged', id: 'brnd_1' },
        { kind: 'brand', key: 'gone', action: 'unchanged' },
      ],
      counts: noChange().counts,
      guards: [],
      blocked: false,
      hasChanges: false,
      kept: noChange().kept,
    });
  });

  it('misses for any other key: another catalog, code, setting or credential', async () => {
    const { store: s } = await store(randomBytes(32));
    await s.set(key, read, noChange());
    const base = { catalog: 'c'.repeat(64), code: 'stamp', prune: false, maxArchive: 25, credential: 'tag' };
    for (const other of [
      { ...base, catalog: 'd'.repeat(64) },
      { ...base, code: 'other' },
      { ...base, prune: true },
      { ...base, maxArchive: 26 },
      { ...base, credential: 'other' },
    ]) {
      expect(settledKey(other)).not.toBe(key);
      expect(await s.get(settledKey(other))).toBeUndefined();
    }
  });

  it('refuses a file edited after it was written, or written with another key', async () => {
    const { root, store: s } = await store(randomBytes(32));
    await s.set(key, read, noChange());
    const file = join(root, '.sitesync', SETTLED_CATALOG_FILE);
    const written = await readFile(file, 'utf8');
    expect(written).toContain('brnd_1');
    await writeFile(file, written.replace('brnd_1', 'brnd_X'));
    expect(await s.get(key)).toBeUndefined();

    // The same content under another user's key (copied from another machine or committed).
    const other = settledCatalogStore(root, { macKey: async () => randomBytes(32) });
    await other.set(key, read, noChange());
    expect(await other.get(key)).toBeDefined();
    expect(await s.get(key)).toBeUndefined();
  });

  it('neither writes nor reads without a cache key', async () => {
    const { root, store: s } = await store(undefined);
    await s.set(key, read, noChange());
    await expect(readFile(join(root, '.sitesync', SETTLED_CATALOG_FILE))).rejects.toThrow(/ENOENT/);
    const keyed = await store(randomBytes(32));
    await keyed.store.set(key, read, noChange());
    const copy = settledCatalogStore(keyed.root, { macKey: async () => undefined });
    expect(await copy.get(key)).toBeUndefined();
  });

  it('takes an unreadable or ill-formed file for a miss', async () => {
    const { root, secret, store: s } = await store(randomBytes(32));
    await s.set(key, read, noChange());
    const file = join(root, '.sitesync', SETTLED_CATALOG_FILE);
    await writeFile(file, 'not json');
    expect(await s.get(key)).toBeUndefined();
    // Well signed but of another shape.
    const { createHmac } = await import('node:crypto');
    const signed = (plan: string) => {
      const rest = `"key":${JSON.stringify(key)},"pages":${JSON.stringify(pages)},"cursors":${JSON.stringify(cursors)},"plan":${JSON.stringify(plan)}}`;
      return `{"version":1,"mac":"${createHmac('sha256', secret!).update(rest).digest('hex')}",${rest}`;
    };
    const counts = JSON.stringify(noChange().counts);
    for (const bad of [
      '"kinds":"b","keys":[1],"ids":[null]', // a key that is not a string
      '"kinds":"x","keys":["acme"],"ids":[null]', // no such kind
      '"kinds":"bb","keys":["acme"],"ids":[null]', // columns of other lengths
      '"kinds":"b","keys":["acme"],"ids":[7]', // an id that is not a string
    ]) {
      await writeFile(file, signed(`{${bad},"counts":${counts}}`));
      expect((await s.get(key))?.plan()).toBeUndefined();
    }
    await writeFile(
      file,
      signed(`{"kinds":"bp","keys":["acme","tent"],"ids":[null,"prod_1"],"counts":${counts}}`),
    );
    expect((await s.get(key))?.plan()?.changes).toEqual([
      { kind: 'brand', key: 'acme', action: 'unchanged' },
      { kind: 'product', key: 'tent', action: 'unchanged', id: 'prod_1' },
    ]);
    const edited = (await readFile(file, 'utf8')).replace('acme', 'acne');
    await writeFile(file, edited);
    expect(await s.get(key)).toBeUndefined(); // the MAC no longer holds
  });

  it('reads no further than the first bytes of a file that is not a memo (a link to a device)', async () => {
    const { root, store: s } = await store(randomBytes(32));
    await s.set(key, read, noChange());
    const file = join(root, '.sitesync', SETTLED_CATALOG_FILE);
    await rm(file);
    await symlink('/dev/zero', file);
    expect(await s.get(key)).toBeUndefined();
  });

  it('remembers only a plan that changes nothing', async () => {
    expect(isSettled(noChange())).toBe(true);
    const plan = noChange();
    const created = { ...plan, hasChanges: true };
    const guarded = {
      ...plan,
      guards: [{ code: 'archive_limit' as const, message: 'm', overridden: true }],
    };
    const drift = {
      ...plan,
      changes: [
        ...plan.changes,
        {
          kind: 'service' as const,
          key: 's',
          action: 'drift' as const,
          id: 'svc_1',
          message: 'm',
          ledger: {} as never,
        },
      ],
    };
    const classified = { ...plan, history: {} as never };
    for (const p of [created, guarded, drift, classified]) expect(isSettled(p)).toBe(false);
    const { root, store: s } = await store(randomBytes(32));
    await s.set(key, read, created);
    await expect(readFile(join(root, '.sitesync', SETTLED_CATALOG_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('tells the same pages, list by list and in order', () => {
    expect(samePages(pages, { brands: ['d1', 'd2'], categories: ['d3'], products: [] })).toBe(true);
    expect(samePages(pages, { brands: ['d2', 'd1'], categories: ['d3'], products: [] })).toBe(false);
    expect(samePages(pages, { brands: ['d1', 'd2'], categories: ['d3'], products: ['d4'] })).toBe(false);
    expect(samePages(pages, { brands: ['d1'], categories: ['d2', 'd3'], products: [] })).toBe(false);
  });
});
