/** applyCatalog over a fake client: stage order, and archives blocked by a failed dependent archive. */
import { describe, expect, it } from 'vitest';
import { applyCatalog, describeCatalogApply } from '../../../../src/apply/catalog/index.js';
import { parseCatalog } from '../../../../src/catalog/index.js';
import { NO_LEDGER } from '../../../../src/ledger/index.js';
import { planCatalog, type LiveCatalog } from '../../../../src/plan/catalog/index.js';
import { PlatformError, type PlatformClient } from '../../../../src/platform/index.js';
import { StageError } from '../../../../src/apply/stage-error.js';
import { ExitCode, SitesyncError } from '../../../../src/shared/errors.js';

function fakeClient(failIds: ReadonlySet<string>) {
  const calls: string[] = [];
  let n = 0;
  const resource = (kind: string) => ({
    create: async (body: { slug: string }) => {
      calls.push(`create ${kind} ${body.slug}`);
      return { id: `${kind}_new${++n}` };
    },
    update: async (id: string) => {
      calls.push(`update ${kind} ${id}`);
      return { id };
    },
    archive: async (id: string) => {
      calls.push(`archive ${kind} ${id}`);
      if (failIds.has(`interrupt ${id}`))
        throw new SitesyncError('INTERRUPTED', `POST /v1/${kind}s/${id}/archive: interrupted`, {
          exitCode: ExitCode.interrupted,
        });
      if (failIds.has(`503 ${id}`))
        throw new PlatformError({
          status: 503,
          method: 'POST',
          path: `/v1/${kind}s/${id}/archive`,
          errorCode: 'SERVICE_UNAVAILABLE',
          message: 'try later',
        });
      if (failIds.has(id)) throw new Error(`boom ${id}`);
      return { id };
    },
  });
  const client = {
    brands: resource('brand'),
    categories: resource('category'),
    products: resource('product'),
    services: { create: async () => ({ id: 'svc_1' }) },
  } as unknown as PlatformClient;
  return { client, calls };
}

const LIVE: LiveCatalog = {
  brands: [{ id: 'b1', name: 'Old', slug: 'old', status: 'published' }],
  categories: [
    { id: 'c1', name: 'Top', slug: 'top', status: 'published' },
    { id: 'c2', name: 'Sub', slug: 'sub', status: 'published', parent_category_id: 'c1' },
  ],
  products: [
    { id: 'p1', name: 'P1', slug: 'p1', brand_id: 'b1', category_id: 'c2', status: 'active' },
    { id: 'p2', name: 'P2', slug: 'p2', status: 'active' },
  ],
};
const YAML = 'brands:\n  - { slug: new, name: New }\nproducts:\n  - { slug: p3, name: P3, brand: new }\n';

function plan() {
  const desired = parseCatalog([{ file: 'catalog.yml', text: YAML }]);
  return planCatalog(desired, LIVE, {
    prune: true,
    maxArchive: 10,
    allowEmptySection: true,
    ledger: { entries: {} },
  });
}

describe('applyCatalog', () => {
  it('writes in stage order: creates first, archives last, children before parents', async () => {
    const { client, calls } = fakeClient(new Set());
    const result = await applyCatalog({
      client,
      plan: plan(),
      live: LIVE,
      ledger: NO_LEDGER,
      concurrency: 1,
    });
    expect(calls).toEqual([
      'create brand new',
      'create product p3',
      'archive product p1',
      'archive product p2',
      'archive category c2',
      'archive category c1',
      'archive brand b1',
    ]);
    expect(result.counts).toEqual({ done: 7, adopted: 0, failed: 0, blocked: 0 });
  });

  it('a failed product archive blocks the archives of what it still refers to, transitively; nothing else', async () => {
    const { client, calls } = fakeClient(new Set(['p1']));
    const result = await applyCatalog({
      client,
      plan: plan(),
      live: LIVE,
      ledger: NO_LEDGER,
      concurrency: 1,
    });
    expect(calls).toEqual([
      'create brand new',
      'create product p3',
      'archive product p1',
      'archive product p2',
    ]);
    expect(result.partial).toBe(true);
    expect(describeCatalogApply(result)).toBe(
      [
        'catalog: 3 written, 1 failed, 3 blocked',
        '  ✗ archive product "p1" failed: boom p1',
        '  ⊘ archive category "sub" blocked by product "p1" (its archive did not happen; it still refers to this)',
        '  ⊘ archive category "top" blocked by category "sub" (its archive did not happen; it still refers to this)',
        '  ⊘ archive brand "old" blocked by product "p1" (its archive did not happen; it still refers to this)',
        '  rerun the same commit to converge: what was written is replayed, the rest is retried',
      ].join('\n'),
    );
  });

  it('an archive answered with a 5xx may have happened: not known, never "failed"; what it refers to stays blocked, saying so', async () => {
    const { client } = fakeClient(new Set(['503 p1']));
    const result = await applyCatalog({
      client,
      plan: plan(),
      live: LIVE,
      ledger: NO_LEDGER,
      concurrency: 1,
    });
    expect(result.partial).toBe(true);
    expect(result.counts).toEqual({ done: 3, adopted: 0, failed: 0, blocked: 3, unknown: 1 });
    const text = describeCatalogApply(result);
    expect(text).not.toContain('✗');
    expect(text.split('\n').slice(0, 3)).toEqual([
      'catalog: 3 written, 1 not known (may have been written), 0 failed, 3 blocked',
      '  ? archive product "p1" may have been written, not known (answered with an error, never confirmed): POST /v1/products/p1/archive → 503 SERVICE_UNAVAILABLE: try later',
      '  ⊘ archive category "sub" blocked by product "p1" (its archive may not have happened; it still refers to this)',
    ]);
  });

  it("a stop after a write that may have run says so beside the stage's count", async () => {
    const { client } = fakeClient(new Set(['503 p1', 'interrupt p2']));
    const error = await applyCatalog({
      client,
      plan: plan(),
      live: LIVE,
      ledger: NO_LEDGER,
      concurrency: 1,
    }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(StageError);
    expect((error as StageError).message).toContain(
      'Already done: catalog brands: 1 of 1 written; catalog products: 1 of 1 written; catalog archive-products: 0 of 2 written (1 not known: may have been written).',
    );
  });

  it('an interruption stops the apply (no further writes) and reports what the stage had written', async () => {
    const { client, calls } = fakeClient(new Set(['interrupt p2']));
    const error = await applyCatalog({
      client,
      plan: plan(),
      live: LIVE,
      ledger: NO_LEDGER,
      concurrency: 1,
    }).catch((err: unknown) => err);
    expect(calls).toEqual([
      'create brand new',
      'create product p3',
      'archive product p1',
      'archive product p2',
    ]);
    expect(error).toBeInstanceOf(StageError);
    expect((error as StageError).exitCode).toBe(ExitCode.interrupted);
    expect((error as StageError).message).toBe(
      'apply failed at stage "catalog archive-products": POST /v1/products/p2/archive: interrupted. ' +
        'Already done: catalog brands: 1 of 1 written; catalog products: 1 of 1 written; catalog archive-products: 1 of 2 written.',
    );
  });
});
