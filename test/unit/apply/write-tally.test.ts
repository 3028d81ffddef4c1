/** The request tally every apply report comes from (pure). */
import { describe, expect, it } from 'vitest';
import {
  createWriteTally,
  describeUnknownAttempts,
  describeWrites,
  nothingWritten,
  unknownWriteOf,
} from '../../../src/apply/write-tally.js';
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
      replayedAfterLostAnswer: 0,
      refused: 1,
      unsent: 0,
      unknown: 1,
      unknownBy: {
        noAnswer: 0,
        error: { count: 0, statuses: [] },
        errorOrNoAnswer: { count: 1, statuses: [503] },
      },
      unknownSessions: 0,
      unknownRequests: ['POST /v1/products'],
    });
    expect(describeWrites(t.summary())).toBe(
      '1 write(s) confirmed by the platform; 1 answered with an error (HTTP 503) or not at all (they may have been written: POST /v1/products); 1 refused.',
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
      '0 write(s) confirmed by the platform; 1 without an answer, 1 answered with an error (HTTP 503) (they may have been written: PATCH /v1/products/p1, POST /v1/services); 1 refused.',
    );
  });

  it('counts a write answered as a replay (Idempotent-Replayed: true) among the confirmed, and apart', () => {
    const t = createWriteTally();
    t.record({ ...entry('/v1/brands', 'k1', 200), replayed: true });
    t.record(entry('/v1/brands', 'k2', 201));
    t.record({ ...entry('/v1/products', 'k3', 503), replayed: false });
    expect(t.summary()).toMatchObject({ confirmed: 2, replayed: 1, replayedAfterLostAnswer: 0, unknown: 1 });
  });

  it("a replay after an attempt of this run that may have run the write is this run's write, its answer lost; after a refused or unsent attempt, an earlier run's", () => {
    const t = createWriteTally();
    const replay = (path: string, key: string) => ({ ...entry(path, key, 200), replayed: true });
    t.record(entry('/v1/brands', 'dropped', undefined)); // drop_after: ran, no answer
    t.record(replay('/v1/brands', 'dropped'));
    t.record(entry('/v1/products', 'dropped-500', undefined)); // then 500, then the replay
    t.record(entry('/v1/products', 'dropped-500', 500));
    t.record(replay('/v1/products', 'dropped-500'));
    t.record({ ...entry('/v1/services', 'cut', 200), error: 'the answer was cut off' }); // stall: ran
    t.record(replay('/v1/services', 'cut'));
    t.record(entry('/v1/categories', 'refused', 429)); // refused before it ran
    t.record(replay('/v1/categories', 'refused'));
    t.record({ ...entry('/v1/customers', 'unsent', undefined), neverSent: true });
    t.record(replay('/v1/customers', 'unsent'));
    t.record({ ...entry('/v1/orders', 'cut-replay', 200), replayed: true, error: 'cut off' }); // a replay's headers, cut off
    t.record(replay('/v1/orders', 'cut-replay'));
    expect(t.summary()).toMatchObject({ confirmed: 6, replayed: 3, replayedAfterLostAnswer: 3, unknown: 0 });
  });

  it('says "without an answer" only of writes no attempt of which was answered; a 5xx is "answered with an error"', () => {
    const t = createWriteTally();
    t.record(entry('/v1/brands', 'k1', undefined)); // dropped: no answer
    t.record(entry('/v1/brands', 'k1', undefined));
    t.record(entry('/v1/products', 'k2', 500)); // every attempt answered 500
    t.record(entry('/v1/products', 'k2', 500));
    t.record(entry('/v1/services', 'k3', 502));
    t.record(entry('/v1/services', 'k3', 503));
    t.record(entry('/v1/categories', 'k4', 500)); // answered 500, then not at all
    t.record(entry('/v1/categories', 'k4', undefined));
    t.record(entry('/v1/products/p1', 'k5', undefined, 'PATCH')); // no answer, then refused: the 429 says nothing
    t.record(entry('/v1/products/p1', 'k5', 429, 'PATCH'));
    expect(t.summary()).toMatchObject({
      unknown: 5,
      unknownBy: {
        noAnswer: 2,
        error: { count: 2, statuses: [500, 502, 503] },
        errorOrNoAnswer: { count: 1, statuses: [500] },
      },
    });
    expect(describeWrites(t.summary())).toBe(
      '0 write(s) confirmed by the platform; 2 without an answer, 2 answered with an error (HTTP 500, 502, 503), 1 answered with an error (HTTP 500) or not at all (they may have been written: POST /v1/brands, POST /v1/products, POST /v1/services, POST /v1/categories, PATCH /v1/products/p1).',
    );
    // A session open answered with a 5xx alone: not "opened without an answer".
    const session = createWriteTally();
    session.record(entry('/v1/sites/site_1/development-sessions', 'k1', 503));
    expect(describeWrites(session.summary())).toBe(
      'Nothing was written, except perhaps a development session whose opening was answered with an error (HTTP 503) (live is unchanged).',
    );
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

  it("one write's verdict from its attempts: how they went when its outcome is not known, else nothing", () => {
    const k = 'ss1.k';
    expect(unknownWriteOf([entry('/v1/brands', k, undefined), entry('/v1/brands', k, 500)])).toEqual({
      noAnswer: true,
      statuses: [500],
    });
    expect(unknownWriteOf([entry('/v1/brands', k, 500), entry('/v1/brands', k, 503)])).toEqual({
      noAnswer: false,
      statuses: [500, 503],
    });
    expect(unknownWriteOf([entry('/v1/brands', k, undefined), entry('/v1/brands', k, 429)])).toEqual({
      noAnswer: true,
      statuses: [],
    });
    expect(unknownWriteOf([entry('/v1/brands', k, 500), entry('/v1/brands', k, 201)])).toBeUndefined();
    expect(unknownWriteOf([entry('/v1/brands', k, 422)])).toBeUndefined();
    expect(unknownWriteOf([])).toBeUndefined();
    expect(describeUnknownAttempts({ noAnswer: true, statuses: [] })).toBe('without an answer');
    expect(describeUnknownAttempts({ noAnswer: false, statuses: [500] })).toBe(
      'answered with an error (HTTP 500)',
    );
    expect(describeUnknownAttempts({ noAnswer: true, statuses: [500, 503] })).toBe(
      'answered with an error (HTTP 500, 503) or not at all',
    );
  });
});
