/** The service ledger's stored form, finding it among categories, and repair arguments. */
import { describe, expect, it } from 'vitest';
import { parseCatalog } from '../../../../src/catalog/index.js';
import {
  findLedgerRecord,
  parseLedger,
  requireReadableLedger,
  serializeLedger,
  withEntries,
} from '../../../../src/ledger/index.js';
import { parseRepairAssignment, repairEntries } from '../../../../src/ledger/repair.js';
import { serviceBodyHash } from '../../../../src/plan/catalog/index.js';

const LEDGER = {
  entries: {
    WAX: { id: 'svc_2', bodyHash: 'ab'.repeat(32), createdAt: '2026-03-01T12:00:00.000Z' },
    FIT: { id: 'svc_1', bodyHash: null, createdAt: '' },
  },
};

describe('ledger format', () => {
  it('serialises compactly with codes sorted, and parses back', () => {
    const text = serializeLedger(LEDGER);
    expect(text).toBe(
      `{"v":1,"services":{"FIT":{"id":"svc_1","hash":null,"created_at":""},"WAX":{"id":"svc_2","hash":"${'ab'.repeat(32)}","created_at":"2026-03-01T12:00:00.000Z"}}}`,
    );
    expect(parseLedger(text)).toEqual({ ok: true, ledger: LEDGER });
    expect(parseLedger('')).toEqual({ ok: true, ledger: { entries: {} } });
  });

  it('says what is wrong with a damaged description', () => {
    expect(parseLedger('{"v":1,"services":{"X":{}}}')).toEqual({
      ok: false,
      problem: 'services.X has no "id" string',
    });
    expect(parseLedger('{"v":2,"services":{}}')).toEqual({
      ok: false,
      problem: 'unknown ledger version 2 (expected 1)',
    });
    expect(parseLedger('nope')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^its description is not JSON/),
    });
  });

  it('withEntries adds and replaces', () => {
    const next = withEntries(LEDGER, { FIT: { id: 'svc_9', bodyHash: 'h', createdAt: 't' } });
    expect(Object.keys(next.entries).sort()).toEqual(['FIT', 'WAX']);
    expect(next.entries['FIT']!.id).toBe('svc_9');
  });
});

describe('findLedgerRecord', () => {
  it('splits the ledger category off; archived ledger categories are ignored', () => {
    const categories = [
      { id: 'catg_1', name: 'Gear', slug: 'gear' },
      { id: 'catg_old', name: 'l', slug: 'sitesync-ledger', status: 'archived', description: 'junk' },
      {
        id: 'catg_L',
        name: 'l',
        slug: 'sitesync-ledger',
        status: 'draft',
        description: serializeLedger(LEDGER),
      },
    ];
    const { ledger, rest } = findLedgerRecord(categories);
    expect(rest.map((c) => c.id)).toEqual(['catg_1']);
    expect(ledger).toEqual({ categoryId: 'catg_L', description: serializeLedger(LEDGER), ledger: LEDGER });
  });

  it('an unreadable ledger stops the plan with a hint to repair it', () => {
    const { ledger } = findLedgerRecord([
      { id: 'catg_L', name: 'l', slug: 'sitesync-ledger', description: '{' },
    ]);
    expect(() => requireReadableLedger(ledger)).toThrow(
      /^the service ledger \(category catg_L, slug "sitesync-ledger"\) cannot be read: its description is not JSON/,
    );
  });
});

describe('repair', () => {
  it('parses CODE=svc_id and records the YAML hash when the service is in the YAML', () => {
    expect(parseRepairAssignment('WAX=svc_2')).toEqual({ code: 'WAX', id: 'svc_2' });
    expect(() => parseRepairAssignment('WAX=')).toThrow('--service "WAX=": expected CODE=svc_id');
    const services = parseCatalog([
      { file: 'c.yml', text: 'services:\n  - { service_code: WAX, name: Waxing }\n' },
    ]).services;
    const now = new Date('2026-03-02T00:00:00.000Z');
    expect(
      repairEntries(
        [
          { code: 'WAX', id: 'svc_2' },
          { code: 'OLD', id: 'svc_3' },
        ],
        services,
        now,
      ),
    ).toEqual({
      WAX: { id: 'svc_2', bodyHash: serviceBodyHash(services[0]!), createdAt: '2026-03-02T00:00:00.000Z' },
      OLD: { id: 'svc_3', bodyHash: null, createdAt: '2026-03-02T00:00:00.000Z' },
    });
  });
});
