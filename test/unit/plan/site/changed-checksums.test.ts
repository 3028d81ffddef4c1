import { describe, expect, it } from 'vitest';
import { changedChecksums } from '../../../../src/plan/site/changed-checksums.js';
import { classifySiteDiff } from '../../../../src/plan/site/classify-site.js';
import { diffSiteSource, type LiveSiteFile, type LocalSiteFile } from '../../../../src/plan/site/diff.js';

const sum = (c: string) => c.repeat(64);
const local = (path: string, checksum: string): LocalSiteFile => ({ path, byteSize: 1, checksum });
const live = (path: string, checksum: string | null): LiveSiteFile => ({ path, byte_size: 1, checksum });

const tree = [local('same.html', sum('a')), local('edited.html', sum('b')), local('new.html', sum('c'))];
const manifest = [
  live('same.html', sum('a')),
  live('edited.html', sum('d')),
  live('gone.html', sum('e')),
  live('unsummed.html', null),
];

describe('changedChecksums', () => {
  it('keeps the local and live checksums of the changed paths only', () => {
    const diff = diffSiteSource(tree, manifest);
    const kept = changedChecksums(diff, tree, manifest);
    expect([...kept.local]).toEqual([
      ['edited.html', sum('b')],
      ['new.html', sum('c')],
    ]);
    // A live entry without a checksum has none to keep (it is still a change: deleted).
    expect([...kept.live]).toEqual([
      ['edited.html', sum('d')],
      ['gone.html', sum('e')],
    ]);
  });

  it('classifies a diff as the whole tree and manifest would', () => {
    const diff = diffSiteSource(tree, manifest);
    const history = new Map([
      ['edited.html', { versions: [{ sha256: sum('d'), live: sum('d') }], complete: true }],
      ['new.html', { versions: [null], complete: true }],
      ['gone.html', { versions: [{ sha256: sum('f'), live: sum('f') }], complete: true }],
      ['unsummed.html', { versions: [null], complete: true }],
    ]);
    const whole = {
      local: new Map(tree.map((f) => [f.path, f.checksum])),
      live: new Map(manifest.flatMap((f) => (f.checksum ? [[f.path, f.checksum] as const] : []))),
      history,
    };
    expect(classifySiteDiff(diff, { ...changedChecksums(diff, tree, manifest), history })).toEqual(
      classifySiteDiff(diff, whole),
    );
  });

  it('keeps nothing when nothing changed', () => {
    const same = [live('same.html', sum('a'))];
    const kept = changedChecksums(diffSiteSource([local('same.html', sum('a'))], same), tree, same);
    expect(kept.local.size + kept.live.size).toBe(0);
  });
});
