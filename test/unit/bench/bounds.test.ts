import { describe, expect, it } from 'vitest';
import { lowerBound, naiveBaseline, sourceWriteRequests } from '../../../bench/bounds.js';
import { summarizeLog } from '../../../bench/metrics.js';
import type { LogEntry } from '../../../bench/emulator-process.js';
import { planFixture, catalogYaml } from '../../../bench/fixture.js';
import { FIXTURE_SIZES } from '../../../bench/sizes.js';

const catalog = { products: 10_000, categories: 500, brands: 200 };

describe('lowerBound', () => {
  it('a no-op plan against an existing site: 1 manifest + list pages per kind, nothing else', () => {
    const b = lowerBound({
      siteExists: true,
      writes: [],
      deletes: 0,
      liveEntities: catalog,
      catalogWrites: 0,
      apply: false,
    });
    expect(b).toEqual({ requests: 1 + 100 + 5 + 2, source: 1, catalog: 107, uploadBytes: 0 });
  });

  it('the small change: manifest, auth status, session, 1 batch, preview, publish, pages, 20 writes', () => {
    const writes = Array.from({ length: 10 }, () => ({ encodedBytes: 1000 }));
    const b = lowerBound({
      siteExists: true,
      writes,
      deletes: 2,
      liveEntities: catalog,
      catalogWrites: 20,
      apply: true,
    });
    expect(b).toEqual({ requests: 5 + 1 + 107 + 20, source: 5, catalog: 127, uploadBytes: 10_000 });
  });

  it('batches by 800 paths and by 8 MiB, whichever needs more', () => {
    expect(
      sourceWriteRequests({ writes: Array.from({ length: 801 }, () => ({ encodedBytes: 1 })), deletes: 0 }),
    ).toBe(2);
    expect(sourceWriteRequests({ writes: [{ encodedBytes: 8 * 1024 * 1024 + 1 }], deletes: 0 })).toBe(2);
    expect(sourceWriteRequests({ writes: [], deletes: 3 })).toBe(1);
    expect(sourceWriteRequests({ writes: [], deletes: 0 })).toBe(0);
  });

  it('a site created from source has no manifest and no separate session request', () => {
    const b = lowerBound({
      siteExists: false,
      writes: [{ encodedBytes: 10 }],
      deletes: 0,
      liveEntities: { products: 0 },
      catalogWrites: 0,
      apply: true,
    });
    expect(b).toEqual({ requests: 1 + 1 + 1 + 1 + 1, source: 3, catalog: 1, uploadBytes: 10 });
  });
});

describe('naiveBaseline', () => {
  it('one GET per live file and entity, one write per local one, everything re-sent', () => {
    expect(
      naiveBaseline({
        liveFiles: [10, 20],
        localFiles: [10, 20, 30],
        liveEntities: 4,
        localEntityBytes: [5, 5],
        entityReadBytes: 100,
      }),
    ).toEqual({ requests: 2 + 3 + 4 + 2, bytesUp: 70, bytesDown: 30 + 400 });
  });
});

const entry = (over: Partial<LogEntry>): LogEntry => ({
  seq: 1,
  method: 'GET',
  path: '/v1/products',
  route: '/v1/products',
  status: 200,
  request_bytes: 0,
  response_bytes: 100,
  idempotency_key: null,
  replayed: false,
  fault: null,
  credential_id: 'key_1',
  ...over,
});

describe('summarizeLog', () => {
  it('counts routes, 429s, retries of the same attempt and the bytes of source writes', () => {
    const batch = {
      method: 'PATCH',
      path: '/v1/sites/s/development-sessions/x/source:batch',
      route: '/v1/sites/:site_id/development-sessions/:session_id/source:batch',
      idempotency_key: 'ss1.k',
      request_bytes: 500,
    };
    const s = summarizeLog([
      entry({}),
      entry({ ...batch, status: 429 }),
      entry({ ...batch, status: 200 }),
      entry({ status: 200 }),
    ]);
    expect(s).toEqual({
      total: 4,
      byRoute: {
        'GET /v1/products': 2,
        'PATCH /v1/sites/:site_id/development-sessions/:session_id/source:batch': 2,
      },
      retries: 1,
      status429: 1,
      bytesUp: 1000,
      bytesDown: 400,
      sourceWriteBytes: 500,
    });
  });
});

describe('planFixture', () => {
  it('M has 5,000 files, 15 % binary, 10k products, 500 categories in 4 levels, 200 brands; same seed, same plan', () => {
    const m = planFixture('/nowhere', FIXTURE_SIZES.M, 7);
    const files = [...m.files.values()];
    expect(files).toHaveLength(5000);
    expect(files.filter((f) => f.kind === 'binary')).toHaveLength(750);
    expect(m.products).toHaveLength(10_000);
    expect(m.categories).toHaveLength(500);
    expect(new Set(m.categories.map((c) => c.slug.split('-')[1]))).toEqual(new Set(['1', '2', '3', '4']));
    expect(m.brands).toHaveLength(200);
    const total = files.reduce((n, f) => n + f.size, 0);
    expect(total / 240e6).toBeGreaterThan(0.95);
    expect(total / 240e6).toBeLessThan(1.05);
    expect(catalogYaml(planFixture('/nowhere', FIXTURE_SIZES.M, 7))).toBe(catalogYaml(m));
    expect(catalogYaml(planFixture('/nowhere', FIXTURE_SIZES.M, 8))).not.toBe(catalogYaml(m));
  });
});
