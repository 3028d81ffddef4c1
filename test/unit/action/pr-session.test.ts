import { describe, expect, it } from 'vitest';
import { sessionDelta } from '../../../src/action/pr-session.js';
import type { SiteRow } from '../../../src/action/reviewed-plan.js';

const hex = (c: string) => c.repeat(64);
const row = (path: string, checksum: string | null): SiteRow => ({
  area: 'site',
  site: 'site_a',
  path,
  change: checksum === null ? 'deleted' : 'added',
  checksum: checksum === null ? null : checksum.slice(0, 32),
});
const file = (path: string, checksum: string) => ({ path, checksum, byteSize: 7 });

describe('sessionDelta: from what a session holds to what the plan wants', () => {
  it('writes new and changed files, deletes, and gives live content back', () => {
    const held = [
      row('a.json', hex('1')),
      row('b.json', hex('2')),
      row('gone.css', null),
      row('tmp.txt', hex('3')),
    ];
    const wanted = [
      row('a.json', hex('1')),
      row('b.json', hex('4')),
      row('c.json', hex('5')),
      row('old.css', null),
    ];
    const tree = {
      files: [
        file('a.json', hex('1')),
        file('b.json', hex('4')),
        file('c.json', hex('5')),
        file('gone.css', hex('6')), // live's content again: the PR no longer deletes it
      ],
    };
    const diff = sessionDelta(held, wanted, tree);
    expect(diff.added.map((c) => c.path)).toEqual(['b.json', 'c.json', 'gone.css']);
    // old.css: the plan deletes it now; tmp.txt: neither live nor the tree has it any more
    expect(diff.deleted.map((c) => c.path)).toEqual(['old.css', 'tmp.txt']);
  });

  it('nothing to do when the session holds what the plan wants', () => {
    const rows = [row('a.json', hex('1')), row('x.css', null)];
    const diff = sessionDelta(rows, rows, { files: [file('a.json', hex('1'))] });
    expect(diff.counts).toEqual({ added: 0, modified: 0, deleted: 0, unchanged: 0 });
  });
});
