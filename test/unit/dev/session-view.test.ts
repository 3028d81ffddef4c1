import { describe, expect, it } from 'vitest';
import { SessionView, UNKNOWN } from '../../../src/dev/session-view.js';
import { diffSiteSource } from '../../../src/plan/site/diff.js';

const sha = (c: string) => c.repeat(64);
const local = [
  { path: 'a.json', byteSize: 1, checksum: sha('a') },
  { path: 'b.json', byteSize: 1, checksum: sha('b') },
  { path: 'new.json', byteSize: 1, checksum: sha('n') },
];
const live = [
  { path: 'a.json', byte_size: 1, checksum: sha('a') },
  { path: 'b.json', byte_size: 1, checksum: sha('0') },
  { path: 'gone.json', byte_size: 1, checksum: sha('g') },
];

describe('SessionView', () => {
  it('describes a session opened on live: equal files known, changed ones unknown, added ones absent', () => {
    const view = SessionView.fromPlan(local, diffSiteSource(local, live));
    expect(view.get('a.json')).toBe(sha('a'));
    expect(view.get('b.json')).toBe(UNKNOWN);
    expect(view.get('gone.json')).toBe(UNKNOWN);
    expect(view.get('new.json')).toBeUndefined();
    expect(view.changesFrom(local)).toEqual({ writes: ['b.json', 'new.json'], deletes: ['gone.json'] });
  });

  it('puts what the session staged beyond live on top, so a restart stages only the rest', () => {
    const staged = { 'b.json': sha('b'), 'gone.json': null };
    const view = SessionView.fromPlan(local, diffSiteSource(local, live), staged);
    expect(view.changesFrom(local)).toEqual({ writes: ['new.json'], deletes: [] });
    expect(view.staged()).toEqual(staged);
  });

  it('follows writes and deletes', () => {
    const view = SessionView.fromPlan(local, diffSiteSource(local, live));
    view.record('new.json', sha('n'));
    view.record('gone.json', null);
    expect(view.differs('new.json', sha('n'))).toBe(false);
    expect(view.differs('gone.json', undefined)).toBe(false);
    expect(view.differs('a.json', undefined)).toBe(true);
    expect(view.staged()).toEqual({ 'new.json': sha('n'), 'gone.json': null });
  });
});
