/** A collection pages by slicing its creation order: the same pages as a scan of the whole list. */
import { describe, expect, it } from 'vitest';
import { Collection, type Entity } from '../../../../src/emulator/commerce/collection.js';
import { paginate } from '../../../../src/emulator/http/paginate.js';

const entity = (id: string, name: string): Entity => ({ id, created_at: 't', updated_at: 't', name });

function collectionOf(n: number): Collection {
  const c = new Collection('product');
  for (let i = 0; i < n; i++) c.put(entity(`prod_${i}`, `P${i}`));
  return c;
}

describe('Collection pages', () => {
  it('gives the same pages, cursors and has_more as paginating its copied list, both ways', () => {
    const c = collectionOf(250);
    c.put(entity('prod_7', 'renamed')); // an update keeps its place in creation order
    for (const query of [
      {},
      { limit: '100' },
      { limit: '100', starting_after: 'prod_99' },
      { limit: '100', starting_after: 'prod_199' },
      { limit: '30', ending_before: 'prod_40' },
      { limit: '100', starting_after: 'prod_249' },
    ]) {
      expect(paginate(c, query, '/v1/products')).toEqual(paginate(c.list(), query, '/v1/products'));
    }
    expect(paginate(c, { limit: '10' }, '/v1/products').items[7]!.name).toBe('renamed');
  });

  it('refuses a cursor that is not in the list, as before', () => {
    expect(() => paginate(collectionOf(3), { starting_after: 'prod_9' }, '/v1/products')).toThrow(
      'starting_after "prod_9" is not an item of this list',
    );
  });

  it('restore and clear keep the order and the places in step', () => {
    const c = collectionOf(5);
    const copy = new Collection('product');
    copy.restore(c.snapshot());
    expect(copy.indexOf('prod_3')).toBe(3);
    expect(copy.slice(3, 5).map((e) => e.id)).toEqual(['prod_3', 'prod_4']);
    copy.clear();
    expect(copy.length).toBe(0);
    expect(copy.indexOf('prod_3')).toBe(-1);
  });
});
