/** The audits the reliability suites rely on must catch what they claim to catch. */
import { describe, expect, it } from 'vitest';
import { parseCatalog } from '../../src/catalog/index.js';
import type { RequestLogEntry } from '../../src/emulator/index.js';
import { auditWriteKeys, keyAuditProblems } from './key-audit.js';
import { auditCatalog, auditSite } from './live-audit.js';
import { summarise } from './summary.js';

let seq = 0;
function entry(over: Partial<RequestLogEntry>): RequestLogEntry {
  return {
    seq: ++seq,
    at: '2026-01-01T00:00:00.000Z',
    method: 'POST',
    path: '/v1/products',
    route: '/v1/products',
    status: 200,
    request_bytes: 10,
    response_bytes: 10,
    idempotency_key: 'ss1.k1',
    replayed: false,
    fault: null,
    credential_id: 'key_1',
    duration_ms: 1,
    ...over,
  };
}

describe('auditWriteKeys', () => {
  it('accepts a write committed under a dropped answer and then replayed', () => {
    const audit = auditWriteKeys([
      entry({ status: null, fault: 'drop_after' }),
      entry({ replayed: true }),
      entry({ status: 503, fault: '503', idempotency_key: 'ss1.k2' }),
      entry({ idempotency_key: 'ss1.k2' }),
      entry({ method: 'GET', idempotency_key: null }),
      entry({
        path: '/v1/sites/s/source/validate',
        route: '/v1/sites/:id/source/validate',
        idempotency_key: null,
      }),
    ]);
    expect(audit).toEqual({
      writeAttempts: 4,
      logicalWrites: 2,
      keyless: [],
      keysReused: [],
      committedTwice: [],
    });
  });

  it('names keyless writes, keys shared by two operations, and a key that committed twice', () => {
    const audit = auditWriteKeys([
      entry({ idempotency_key: null, method: 'PATCH', path: '/v1/products/p1' }),
      entry({ idempotency_key: 'ss1.a', path: '/v1/brands' }),
      entry({ idempotency_key: 'ss1.a', path: '/v1/categories', status: 409 }),
      entry({ idempotency_key: 'ss1.b', status: null, fault: 'stall' }),
      entry({ idempotency_key: 'ss1.b' }),
    ]);
    expect(keyAuditProblems(audit)).toEqual([
      'write without an Idempotency-Key: PATCH /v1/products/p1',
      'one key for several operations: ss1.a: POST /v1/brands, POST /v1/categories',
      'logical write ran twice: ss1.b committed 2 times',
    ]);
  });
});

const desired = parseCatalog([
  {
    file: 'catalog.yml',
    text: 'brands:\n  - { slug: acme, name: Acme }\nproducts:\n  - { slug: p1, name: P1, brand: acme, price: 12.5 }\n  - { slug: old, name: Old, archived: true }\n',
  },
]);

describe('auditCatalog', () => {
  const brand = { id: 'b1', slug: 'acme', name: 'Acme', status: 'published' };
  const p1 = { id: 'p1', slug: 'p1', name: 'P1', brand_id: 'b1', price: '12.50', status: 'draft' };
  const old = { id: 'p2', slug: 'old', name: 'Old', status: 'archived' };

  it('finds nothing when live holds exactly the desired facts', () => {
    expect(
      auditCatalog(desired, { brands: [brand], categories: [], products: [p1, old], services: [] }),
    ).toEqual({ lost: [], duplicates: [] });
  });

  it('reports a lost field, a wrong reference, a missed archive and an entity that exists twice', () => {
    const audit = auditCatalog(desired, {
      brands: [brand, { ...brand, id: 'b2', status: 'archived' }],
      categories: [],
      products: [
        { ...p1, price: '9.99', brand_id: 'b9' },
        { ...old, status: 'active' },
      ],
      services: [],
    });
    expect(audit.lost).toEqual([
      'product "p1".price: live "9.99", desired "12.50"',
      'product "p1".brand_id: live "b9", desired b1 (brand "acme")',
      'product "old": live is not archived, desired the opposite',
    ]);
    expect(audit.duplicates).toEqual(['brand "acme" exists 2 times (b1, b2)']);
  });
});

describe('auditSite', () => {
  const live = {
    sites: [{ id: 's1', liveTree: { 'site.json': 'aa', 'pages/old.json': 'bb' } }],
    sessions: [
      { id: 'sess1', site_id: 's1' },
      { id: 'sess2', site_id: 's1' },
    ],
    publishRequests: [{ id: 'r1', site_id: 's1', status: 'published' }],
  };
  it('reports differing, missing and extra files and sessions over the limit', () => {
    expect(
      auditSite('s1', { 'site.json': 'ab', 'pages/home.json': 'cc' }, live, {
        maxSessions: 1,
        maxPublishRequests: 1,
      }),
    ).toEqual({
      lost: [
        'site file site.json differs live',
        'site file pages/home.json is missing live',
        'site file pages/old.json is live but not desired',
      ],
      duplicates: ['2 development sessions (expected at most 1)'],
    });
  });
});

describe('summarise', () => {
  it('fails on an unconverged round even without duplicates or losses', () => {
    const verdict = {
      planExitCode: 0,
      lost: [],
      duplicates: [],
      keyProblems: [],
      logicalWrites: 3,
      writeAttempts: 4,
    };
    const round = { seed: 1, requests: 10, faults: { '500': 1 }, retries: 1, backoffMs: 250, verdict };
    const s = summarise(
      [
        { ...round, applyExitCodes: [0] },
        { ...round, seed: 2, applyExitCodes: [1, 1, 1] },
      ],
      5,
    );
    expect([s.runs, s.applies, s.reruns, s.unconverged, s.faultsInjected, s.ok]).toEqual([
      2,
      4,
      1,
      1,
      2,
      false,
    ]);
  });
});
