import { describe, expect, it } from 'vitest';
import type { DesiredEntity } from '../../../../src/catalog/types.js';
import { markRenames } from '../../../../src/plan/catalog/renames.js';
import type { CatalogChange, CatalogPlan, KeptEntity } from '../../../../src/plan/catalog/types.js';

const create = (key: string, name: string): CatalogChange => ({
  kind: 'product',
  key,
  action: 'create',
  desired: { kind: 'product', key, fields: { name }, refs: {}, archived: false } as unknown as DesiredEntity,
});
const kept = (key: string, name: string, origin?: 'live-edit'): KeptEntity => ({
  kind: 'product',
  key,
  id: `prod_${key}`,
  name,
  ...(origin && { origin }),
});
const planOf = (changes: CatalogChange[], keptEntities: KeptEntity[]): CatalogPlan =>
  ({
    changes,
    kept: keptEntities,
    counts: {},
    guards: [],
    blocked: false,
    hasChanges: true,
  }) as unknown as CatalogPlan;

const renamedFrom = (plan: CatalogPlan) =>
  plan.changes.flatMap((c) => (c.action === 'create' && c.renamedFrom ? [[c.key, c.renamedFrom]] : []));

describe('markRenames', () => {
  it('pairs a create with the one kept entity of the same kind and name', () => {
    const marked = markRenames(
      planOf([create('tent-2p', 'Tent'), create('mug', 'Mug')], [kept('tent', 'Tent')]),
    );
    expect(renamedFrom(marked)).toEqual([['tent-2p', 'tent']]);
    expect(marked.kept).toEqual([{ ...kept('tent', 'Tent'), renamedTo: 'tent-2p' }]);
  });

  it('an ambiguous name (two creates, or two gone) and a live edit are not renames', () => {
    const marked = markRenames(
      planOf(
        [create('a-1', 'Twin'), create('a-2', 'Twin'), create('b-1', 'Pair'), create('c-1', 'Edited')],
        [kept('a', 'Twin'), kept('b', 'Pair'), kept('b2', 'Pair'), kept('c', 'Edited', 'live-edit')],
      ),
    );
    expect(renamedFrom(marked)).toEqual([]);
    expect(marked.kept?.some((k) => k.renamedTo)).toBe(false);
  });

  it('a plan of 50,000 creates and 50,000 kept entities pairs exactly the unambiguous names', () => {
    // The first publish of the L fixture plans 52,500 creates: the pairing must be one pass
    // (it compared every create with every other and took minutes).
    const n = 50_000;
    const changes = Array.from({ length: n }, (_, i) =>
      create(`new-${i}`, `Name ${i % 10 === 0 ? 'dup' : i}`),
    );
    const keptEntities = Array.from({ length: n }, (_, i) => kept(`old-${i}`, `Name ${i}`));
    const pairs = renamedFrom(markRenames(planOf(changes, keptEntities)));
    expect(pairs).toHaveLength(n - n / 10);
    expect(pairs[0]).toEqual(['new-1', 'old-1']);
    expect(pairs.every(([to, from]) => to!.slice(4) === from!.slice(4))).toBe(true);
  });
});
