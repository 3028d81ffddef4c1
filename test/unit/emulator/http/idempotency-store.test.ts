/** Idempotency records keep a digest of the body, not the body (a source write carries up to 24 MiB). */
import { describe, expect, it } from 'vitest';
import { fingerprintOf, IdempotencyStore } from '../../../../src/emulator/http/idempotency.js';
import type { StoredResponse } from '../../../../src/emulator/http/idempotency.js';

const clock = { now: () => new Date('2026-03-01T12:00:00.000Z') };
const ok: StoredResponse = { status: 200, body: '{"data":{}}', contentType: 'application/json', headers: {} };
const KEY = 'key-0000000000000001';

describe('IdempotencyStore', () => {
  it('stores the SHA-256 of the canonical body, and tells the same body in another key order from another body', () => {
    const store = new IdempotencyStore(clock);
    const content = 'x'.repeat(100_000);
    const first = store.begin(
      'cred',
      KEY,
      fingerprintOf('PATCH', '/p', { files: { a: { content, encoding: 'utf8' } }, r: 1 }),
    );
    if (first.kind !== 'new') throw new Error(first.kind);
    first.commit(ok);
    const snapshot = JSON.stringify(store.snapshot());
    expect(snapshot).not.toContain(content);
    expect(snapshot.length).toBeLessThan(1000);
    const reordered = fingerprintOf('PATCH', '/p', { r: 1, files: { a: { encoding: 'utf8', content } } });
    expect(store.begin('cred', KEY, reordered)).toEqual({ kind: 'replay', response: ok });
    expect(() => store.begin('cred', KEY, fingerprintOf('PATCH', '/p', { r: 2 }))).toThrow(
      expect.objectContaining({ status: 409, errorCode: 'DEVELOPER_IDEMPOTENCY_CONFLICT' }),
    );
  });

  it('restores records of data files written before, which held the canonical body itself', () => {
    const store = new IdempotencyStore(clock);
    store.restore([
      {
        credentialId: 'cred',
        key: KEY,
        fingerprint: { method: 'POST', path: '/v1/products', body: '{"name":"Mug"}' },
        createdAt: '2026-03-01T11:00:00.000Z',
        response: ok,
      },
    ]);
    expect(store.begin('cred', KEY, fingerprintOf('POST', '/v1/products', { name: 'Mug' }))).toMatchObject({
      kind: 'replay',
    });
    expect(() => store.begin('cred', KEY, fingerprintOf('POST', '/v1/products', { name: 'Cup' }))).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    expect(store.snapshot()[0]!.fingerprint).toEqual(fingerprintOf('POST', '/v1/products', { name: 'Mug' }));
  });
});
