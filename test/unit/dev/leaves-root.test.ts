/** The dev watcher's test of a path that leaves the site folder. */
import { describe, expect, it } from 'vitest';
import { leavesRoot } from '../../../src/dev/watch-tree.js';

describe('leavesRoot', () => {
  it('is true for .. and what is below it, and for an absolute path', () => {
    expect(leavesRoot('..')).toBe(true);
    expect(leavesRoot('../outside.txt')).toBe(true);
    expect(leavesRoot('/elsewhere/x')).toBe(true);
  });

  it('is false for names of the tree that start with two dots (they are watched)', () => {
    expect(leavesRoot('..notes.txt')).toBe(false);
    expect(leavesRoot('...')).toBe(false);
    expect(leavesRoot('..drafts/page.json')).toBe(false);
    expect(leavesRoot('assets/..y.txt')).toBe(false);
  });
});
