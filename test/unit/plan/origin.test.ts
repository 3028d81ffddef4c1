/** originOf: where a difference comes from, from the committed versions (table tests). */
import { describe, expect, it } from 'vitest';
import {
  collapseRuns,
  originOf,
  UNKNOWABLE,
  UNMANAGED,
  type HistoryVersion,
} from '../../../src/plan/origin.js';

/** Versions are letters; `local` and `live` name the version each side holds; '-' = absent. */
function origin(
  versions: HistoryVersion<string>[],
  local: string,
  live: string,
  complete = true,
  liveIsEmpty = false,
) {
  return originOf<string>({
    versions,
    isLocal: (v) => v === local,
    isLive: (v) => v === live,
    liveIsEmpty,
    complete,
  });
}

describe('originOf', () => {
  it.each([
    // versions newest first, local, live → origin
    [['B', 'A', '-'], 'B', 'A', 'repo', 'live holds the version the latest change replaced'],
    [['C', 'B', 'A', '-'], 'C', 'A', 'behind', 'live holds an older committed version'],
    [['B', 'A', '-'], 'B', 'X', 'live-edit', 'no commit had X'],
    [['B', 'A', '-'], 'C', 'B', 'repo', 'an uncommitted local change: HEAD is what it replaces'],
    [['-', 'A', '-'], '-', 'A', 'repo', 'the repository deleted the file'],
    [['-'], '-', 'X', 'live-edit', 'a file never committed, present live: created outside git'],
    [['A', '-'], 'A', '-', 'repo', 'the repository added it'],
    [['A', 'B', 'A', '-'], 'A', 'B', 'repo', 'A → B → A: B is what the latest change replaced'],
  ] as const)('%j local %s live %s → %s (%s)', (versions, local, live, expected, _why) => {
    expect(origin([...versions], local, live)).toBe(expected);
  });

  it('says unknown, never live-edit, when the history was cut before the path existed', () => {
    expect(origin(['B', 'A'], 'B', 'X', false)).toBe('unknown');
    expect(origin(['B', 'A'], 'B', 'A', false)).toBe('repo');
    expect(origin([], 'B', 'X', false)).toBe('unknown');
  });

  it('an unmanaged version at the front is the repository starting to manage the field', () => {
    expect(origin(['B', UNMANAGED, '-'], 'B', 'draft')).toBe('repo');
    expect(origin(['C', 'B', UNMANAGED, '-'], 'C', 'X')).toBe('live-edit');
    expect(origin(['C', 'B', UNMANAGED, '-'], 'C', 'X', true, true)).toBe('behind');
  });

  it('a version that cannot be compared makes an unmatched live value unknown', () => {
    expect(origin(['B', UNKNOWABLE, 'A'], 'B', 'X')).toBe('unknown');
    expect(origin(['B', UNKNOWABLE, 'A'], 'B', 'A')).toBe('behind');
  });

  it('collapseRuns keeps one of each run of equal versions', () => {
    expect(collapseRuns(['a', 'a', 'b', 'a', 'a'], (x, y) => x === y)).toEqual(['a', 'b', 'a']);
  });
});
