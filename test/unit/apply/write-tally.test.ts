/** The request tally every apply report comes from (pure). */
import { describe, expect, it } from 'vitest';
import { createWriteTally, describeWrites, nothingWritten } from '../../../src/apply/write-tally.js';
import type { RequestLogEntry } from '../../../src/platform/request-log.js';

const entry = (
  path: string,
  key: string | undefined,
  status: number | undefined,
  method = 'POST',
): RequestLogEntry => ({
  method,
  path,
  status,
  bytesSent: 0,
  bytesReceived: 0,
  attempt: 1,
  durationMs: 1,
  replayed: false,
  ...(key && { idempotencyKey: key }),
});

describe('write tally', () => {
  it('reads are not writes; a retried write counts once, by its last outcome, a 2xx for good', () => {
    const t = createWriteTally();
    t.record(entry('/v1/products?limit=100', undefined, 200, 'GET'));
    t.record(entry('/v1/brands', 'k1', undefined));
    t.record(entry('/v1/brands', 'k1', 201));
    t.record(entry('/v1/products', 'k2', 503));
    t.record(entry('/v1/products', 'k2', undefined));
    t.record(entry('/v1/products', 'k3', 422));
    expect(t.summary()).toEqual({
      confirmed: 1,
      sessionsOpened: 0,
      replayed: 0,
      refused: 1,
      unsent: 0,
      unknown: 1,
      unknownSessions: 0,
      unknownRequests: ['POST /v1/products'],
    });
    expect(describeWrites(t.summary())).toBe(
      '1 write(s) confirmed by the platform; 1 without an answer (they may have been written: POST /v1/products); 1 refused.',
    );
  });

  it('a 4xx after an attempt that went unanswered leaves the write unknown: that attempt may have run', () => {
    const t = createWriteTally();
    t.record(entry('/v1/products/p1', 'k1', undefined, 'PATCH')); // dropped after the write ran
    t.record(entry('/v1/products/p1', 'k1', 429, 'PATCH'));
    t.record(entry('/v1/services', 'k2', 503));
    t.record(entry('/v1/services', 'k2', 400));
    t.record(entry('/v1/brands', 'k3', 429)); // refused at its first attempt: refused
    expect(t.summary()).toMatchObject({ confirmed: 0, refused: 1, unknown: 2 });
    expect(nothingWritten(t.summary())).toBe(false);
    expect(describeWrites(t.summary())).toBe(
      '0 write(s) confirmed by the platform; 2 without an answer (they may have been written: PATCH /v1/products/p1, POST /v1/services); 1 refused.',
    );
  });

  it('counts a write answered as a replay (Idempotent-Replayed: true) among the confirmed, and apart', () => {
    const t = createWriteTally();
    t.record({ ...entry('/v1/brands', 'k1', 200), replayed: true });
    t.record(entry('/v1/brands', 'k2', 201));
    t.record({ ...entry('/v1/products', 'k3', 503), replayed: false });
    expect(t.summary()).toMatchObject({ confirmed: 2, replayed: 1, unknown: 1 });
  });

  it('"Nothing was written." only with no write confirmed and none unanswered', () => {
    const t = createWriteTally();
    t.record(entry('/v1/brands', 'k1', 403));
    expect(nothingWritten(t.summary())).toBe(true);
    expect(describeWrites(t.summary())).toBe('Nothing was written.');
    t.record(entry('/v1/brands', 'k2', undefined));
    expect(nothingWritten(t.summary())).toBe(false);
  });

  it('opening a development session stages nothing; creating a site from source is a write', () => {
    const t = createWriteTally();
    t.record(entry('/v1/sites/site_1/development-sessions', 'k1', 200));
    expect(describeWrites(t.summary())).toBe(
      'Nothing was written besides opening the development session (live is unchanged).',
    );
    const lost = createWriteTally();
    lost.record(entry('/v1/sites/site_1/development-sessions', 'k1', undefined));
    expect(describeWrites(lost.summary())).toBe(
      'Nothing was written, except perhaps a development session opened without an answer (live is unchanged).',
    );
    const created = createWriteTally();
    created.record(entry('/v1/sites/development-sessions', 'k1', 200));
    expect(nothingWritten(created.summary())).toBe(false);
  });

  it('a write that never reached the platform (refused connection, DNS, TLS) was not written', () => {
    const t = createWriteTally();
    const unsent = (key: string): RequestLogEntry => ({
      ...entry('/v1/brands', key, undefined),
      neverSent: true,
    });
    t.record(unsent('a'));
    t.record(unsent('a'));
    t.record(unsent('b'));
    expect(t.summary()).toMatchObject({ confirmed: 0, unknown: 0, unsent: 2 });
    expect(nothingWritten(t.summary())).toBe(true);
    expect(describeWrites(t.summary())).toBe('Nothing was written.');
    // An earlier attempt that may have reached the platform keeps the write unknown.
    t.record(entry('/v1/brands', 'c', undefined));
    t.record(unsent('c'));
    expect(t.summary()).toMatchObject({ unknown: 1, unsent: 2 });
    expect(nothingWritten(t.summary())).toBe(false);
  });
});
