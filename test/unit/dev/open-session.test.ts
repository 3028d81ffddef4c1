import { describe, expect, it } from 'vitest';
import { MIN_REMAINING_MS, reuseProblem } from '../../../src/dev/open-session.js';
import type { DevSessionRecord } from '../../../src/state/dev-session-store.js';

const now = Date.parse('2026-11-22T12:00:00Z');
const record: DevSessionRecord = {
  siteId: 'site_a',
  baseUrl: 'https://api.example',
  sessionId: 'sess_1',
  sourceRevision: 'rev_5',
  baseRevision: 'rev_live',
  expiresAt: '2026-11-29T12:00:00.000Z',
  staged: {},
  updatedAt: '',
};

describe('reuseProblem', () => {
  it('continues a session of this platform, opened on the live revision, with time to live', () => {
    expect(reuseProblem(record, 'rev_live', 'https://api.example', now)).toBeUndefined();
  });

  it('says why a session is not continued', () => {
    expect(reuseProblem(record, 'rev_live', 'http://127.0.0.1:4010', now)).toBe(
      'session sess_1 belongs to https://api.example',
    );
    expect(reuseProblem(record, 'rev_newer', 'https://api.example', now)).toMatch(
      /^the live site changed since session sess_1 was opened/,
    );
    const soon = new Date(now + MIN_REMAINING_MS - 1).toISOString();
    expect(reuseProblem({ ...record, expiresAt: soon }, 'rev_live', 'https://api.example', now)).toBe(
      `session sess_1 expires at ${soon}`,
    );
    expect(
      reuseProblem(
        { ...record, expiresAt: '2026-11-22T11:00:00.000Z' },
        'rev_live',
        'https://api.example',
        now,
      ),
    ).toBe('session sess_1 expired at 2026-11-22T11:00:00.000Z');
  });
});
