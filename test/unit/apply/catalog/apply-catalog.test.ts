/** applyCatalog over a fake client: stage order, and archives blocked by a failed dependent archive. */
import { describe, expect, it } from 'vitest';
import {
  applyCatalog,
  describeCatalogApply,
  describeCatalogCounts,
  describeCatalogReplays,
} from '../../../../src/apply/catalog/index.js';
import { describeLedgerWrite, describeStageWritten } from '../../../../src/apply/catalog/describe.js';
import { parseCatalog } from '../../../../src/catalog/index.js';
import { NO_LEDGER } from '../../../../src/ledger/index.js';
import { planCatalog, type LiveCatalog } from '../../../../src/plan/catalog/index.js';
import { PlatformError, type PlatformClient } from '../../../../src/platform/index.js';
import { noteAttempt } from '../../../../src/platform/attempt-watch.js';
import type { RequestLogEntry } from '../../../../src/platform/request-log.js';
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

describe('who wrote a write answered as a replay (docs/platform-contract.md §12)', () => {
  /** An attempt as the client's request hook logs it. */
  const attempt = (
    path: string,
    status: number | undefined,
    replayed: boolean,
    n: number,
  ): RequestLogEntry => ({
    method: 'POST',
    path,
    status,
    bytesSent: 2,
    bytesReceived: 2,
    attempt: n,
    durationMs: 1,
    idempotencyKey: `key-${path}`,
    replayed,
  });

  /** The fake client, each archive's attempts noted as the real client notes them (attempt-watch.ts). */
  function replayingClient(attempts: Record<string, (path: string) => RequestLogEntry[]>) {
    const { client } = fakeClient(new Set());
    for (const resource of [client.products, client.categories, client.brands] as unknown as {
      archive(id: string): Promise<{ id: string }>;
    }[]) {
      const archive = resource.archive.bind(resource);
      resource.archive = async (id: string) => {
        for (const entry of attempts[id]?.(`/v1/x/${id}/archive`) ?? []) noteAttempt(entry);
        return archive(id);
      };
    }
    return client;
  }

  it('an earlier run’s is said apart from this run’s writes, and so is one whose answer was lost (this run’s or an earlier run’s)', async () => {
    const client = replayingClient({
      // answered as a replay at once: an earlier run of the commit wrote it
      p1: (path) => [attempt(path, 200, true, 1)],
      // refused before it ran (429), then a replay: still an earlier run's
      p2: (path) => [attempt(path, 429, false, 1), attempt(path, 200, true, 2)],
      // no answer, then a replay: this run's, or an earlier run's if that attempt never ran
      c1: (path) => [attempt(path, undefined, false, 1), attempt(path, 200, true, 2)],
    });
    const result = await applyCatalog({
      client,
      plan: plan(),
      live: LIVE,
      ledger: NO_LEDGER,
      concurrency: 1,
    });
    expect(result.counts).toEqual({
      done: 7,
      adopted: 0,
      failed: 0,
      blocked: 0,
      replayed: 2,
      replayedAfterLostAnswer: 1,
    });
    expect(
      result.outcomes.flatMap((o) => (o.status === 'done' && o.replayed ? [`${o.key} ${o.replayed}`] : [])),
    ).toEqual(['p1 earlier', 'p2 earlier', 'top lost-answer']);
    expect(describeCatalogCounts(result.counts)).toBe(
      "catalog: 4 written by this run, 2 already written by an earlier run (replayed), 1 answer lost, then replayed (this run's or an earlier run's), 0 failed, 0 blocked",
    );
    expect(describeCatalogApply(result).split('\n')).toEqual([
      "catalog: 4 written by this run, 2 already written by an earlier run (replayed), 1 answer lost, then replayed (this run's or an earlier run's), 0 failed, 0 blocked",
      '  2 of these were replays: the platform had already run the same request (same Idempotency-Key: an earlier run of this commit) and changed nothing now',
      "  answer lost, then replayed: 1 of these: an attempt's answer was lost (none, a 5xx or one cut off) and its retry, with the same Idempotency-Key, was answered as a replay: written by that attempt of this run, or by an earlier run of this commit if it never ran (the platform does not say which)",
    ]);
  });

  it("a stop after replays: each stage's line counts an earlier run's writes apart, and a lost answer's apart too", async () => {
    const client = replayingClient({
      p1: (path) => [attempt(path, 200, true, 1)],
      p2: (path) => [attempt(path, undefined, false, 1), attempt(path, 200, true, 2)],
      c1: (path) => [attempt(path, 200, true, 1)],
    });
    // the brand "old" (b1) is archived last: interrupted there
    (client.brands as unknown as { archive(id: string): Promise<unknown> }).archive = async (id: string) => {
      throw new SitesyncError('INTERRUPTED', `POST /v1/brands/${id}/archive: interrupted`, {
        exitCode: ExitCode.interrupted,
      });
    };
    const error = await applyCatalog({
      client,
      plan: plan(),
      live: LIVE,
      ledger: NO_LEDGER,
      concurrency: 1,
    }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(StageError);
    expect((error as StageError).done).toEqual([
      'catalog brands: 1 of 1 written',
      'catalog products: 1 of 1 written',
      "catalog archive-products: 0 of 2 written by this run, 1 already written by an earlier run (replayed), 1 answer lost, then replayed (this run's or an earlier run's)",
      'catalog archive-categories: 1 of 2 written by this run, 1 already written by an earlier run (replayed)',
    ]);
  });

  it("a stage's line: an earlier run's writes apart, beside what may have run; the ledger's line says whose its write was", () => {
    const done = (key: string, replayed?: 'earlier' | 'lost-answer') =>
      ({
        kind: 'product',
        key,
        action: 'update',
        status: 'done',
        id: key,
        ...(replayed && { replayed }),
      }) as const;
    const unknown = { kind: 'product', key: 'u', action: 'update', status: 'unknown', error: 'x' } as const;
    expect(describeStageWritten('catalog products', 5, [done('a'), done('b', 'lost-answer'), unknown])).toBe(
      "catalog products: 1 of 5 written by this run (1 not known: may have been written), 1 answer lost, then replayed (this run's or an earlier run's)",
    );
    expect(
      describeStageWritten('catalog products', 5, [
        done('a', 'earlier'),
        done('b', 'earlier'),
        done('c'),
        unknown,
      ]),
    ).toBe(
      'catalog products: 1 of 5 written by this run (1 not known: may have been written), 2 already written by an earlier run (replayed)',
    );
    expect(describeLedgerWrite({ action: 'created', categoryId: 'catg_1' })).toBe(
      'service ledger created (category catg_1)',
    );
    expect(describeLedgerWrite({ action: 'created', categoryId: 'catg_1', replayed: 'earlier' })).toBe(
      'service ledger created (category catg_1): replayed: the platform had already run the same request (same Idempotency-Key: an earlier run of this commit) and changed nothing now',
    );
    expect(
      describeLedgerWrite({ action: 'updated', categoryId: 'catg_1', replayed: 'lost-answer' }, false),
    ).toBe(
      "service ledger updated: answer lost, then replayed: an attempt's answer was lost (none, a 5xx or one cut off) and its retry, with the same Idempotency-Key, was answered as a replay: written by that attempt of this run, or by an earlier run of this commit if it never ran (the platform does not say which)",
    );
  });

  it('only replays of an earlier run: 0 written by this run; only lost answers: 0 written by this run, the rest whoever wrote them', () => {
    const counts = { done: 3, adopted: 0, failed: 0, blocked: 0 };
    expect(describeCatalogCounts({ ...counts, replayed: 3 })).toBe(
      'catalog: 0 written by this run, 3 already written by an earlier run (replayed), 0 failed, 0 blocked',
    );
    expect(describeCatalogReplays({ ...counts, replayed: 1 })).toEqual([
      '1 of these was a replay: the platform had already run the same request (same Idempotency-Key: an earlier run of this commit) and changed nothing now',
    ]);
    expect(describeCatalogCounts({ ...counts, replayedAfterLostAnswer: 2 })).toBe(
      "catalog: 1 written by this run, 2 answer lost, then replayed (this run's or an earlier run's), 0 failed, 0 blocked",
    );
    expect(describeCatalogCounts(counts)).toBe('catalog: 3 written, 0 failed, 0 blocked');
    expect(describeCatalogReplays(counts)).toEqual([]);
    expect(
      describeCatalogCounts({
        done: 2,
        adopted: 1,
        failed: 1,
        blocked: 2,
        unread: 1,
        unknown: 1,
        replayed: 1,
      }),
    ).toBe(
      'catalog: 2 written by this run, 1 already written by an earlier run (replayed), 1 of these without the answer (id not known), 1 service(s) adopted, 1 not known (may have been written), 1 failed, 2 blocked',
    );
  });
});
