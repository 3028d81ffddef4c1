/**
 * The duplicate checks' index answers what the scan it replaced answered: the first entity in
 * creation order, other than the one written, holding the value (for a slug: not archived).
 */
import { describe, expect, it } from 'vitest';
import { Collection, type Entity } from '../../../../src/emulator/commerce/collection.js';
import { isArchived } from '../../../../src/emulator/commerce/fields.js';

/** The scan assertUniqueSlug did before the index. */
const scanSlug = (c: Collection, slug: string, exceptId: string) =>
  c.list().find((other) => other.id !== exceptId && other.slug === slug && !isArchived(other));

const entity = (id: string, fields: Record<string, unknown>): Entity => ({
  id,
  created_at: 't',
  updated_at: 't',
  ...fields,
});

/** A small deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Collection slug index', () => {
  it('finds the same holder as the scan after creates, slug changes, archives, un-archives and restores', () => {
    const next = random(18);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const slugs = ['a', 'b', 'c', 'd', 'e'];
    const statuses = ['draft', 'active', 'archived'];
    let c = new Collection('product', [{ field: 'slug', archivedHolds: false }]);
    let checked = 0;
    for (let step = 0; step < 3000; step++) {
      const ids = c.list().map((e) => e.id);
      const roll = next();
      if (roll < 0.3 || ids.length === 0) {
        c.put(entity(`prod_${step}`, { slug: pick(slugs), status: pick(statuses) }));
      } else if (roll < 0.85) {
        // An update is a copy of the stored entity, changed, then put (duplicates allowed here:
        // restored data can hold them, and the index must still answer like the scan).
        const copy = { ...c.get(pick(ids))! };
        if (next() < 0.5) copy.slug = pick([...slugs, undefined, 7]);
        else copy.status = pick(statuses);
        c.put(copy);
      } else if (roll < 0.9) {
        const restored = new Collection('product', [{ field: 'slug', archivedHolds: false }]);
        restored.restore(JSON.parse(JSON.stringify(c.snapshot())));
        c = restored;
      }
      for (const slug of slugs) {
        for (const exceptId of [pick(c.list().map((e) => e.id)), 'prod_new']) {
          expect(c.holderOf('slug', slug, exceptId)?.id).toBe(scanSlug(c, slug, exceptId)?.id);
          checked++;
        }
      }
    }
    expect(checked).toBe(3000 * slugs.length * 2);
  });

  it('answers the first holder in creation order when restored data holds a slug twice', () => {
    const c = new Collection('product', [{ field: 'slug', archivedHolds: false }]);
    c.restore([
      entity('prod_1', { slug: 'x', status: 'active' }),
      entity('prod_2', { slug: 'dup', status: 'active' }),
      entity('prod_3', { slug: 'dup', status: 'draft' }),
    ]);
    expect(c.holderOf('slug', 'dup')?.id).toBe('prod_2');
    expect(c.holderOf('slug', 'dup', 'prod_2')?.id).toBe('prod_3');
    // prod_2 updated (put again) keeps its place in creation order, so it still comes first.
    c.put({ ...c.get('prod_2')!, name: 'renamed' });
    expect(c.holderOf('slug', 'dup', 'prod_new')?.id).toBe('prod_2');
    c.put({ ...c.get('prod_2')!, status: 'archived' });
    expect(c.holderOf('slug', 'dup')?.id).toBe('prod_3');
    c.put({ ...c.get('prod_2')!, status: 'active' });
    expect(c.holderOf('slug', 'dup')?.id).toBe('prod_2');
    c.clear();
    expect(c.holderOf('slug', 'dup')).toBeUndefined();
  });

  it('counts archived holders for a field whose values archiving does not free', () => {
    const c = new Collection('service', [{ field: 'service_code', archivedHolds: true }]);
    c.put(entity('svc_1', { service_code: 'REP-1', status: 'archived' }));
    expect(c.holderOf('service_code', 'REP-1')?.id).toBe('svc_1');
    expect(() => c.holderOf('slug', 'x')).toThrow('service collection keeps no index of slug');
  });
});
