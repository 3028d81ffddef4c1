/** The merge's live-edit guard, and what it says when the run is for an older commit than the branch's. */
import { describe, expect, it, vi } from 'vitest';
import { guardLiveEdits } from '../../../src/action/live-edit-guard.js';
import { RunReport } from '../../../src/action/run-report.js';
import type { Plan } from '../../../src/plan/types.js';
import type { SitesyncError } from '../../../src/shared/errors.js';
import { siteOnly } from '../render/fixtures.js';

vi.mock('../../../src/action/log.js', () => ({
  log: { info: vi.fn(), warning: vi.fn(), error: vi.fn(), notice: vi.fn() },
}));

/** The fixture plan with its delete of pages/old.json marked as reverting a live edit. */
const withLiveEdit: Plan = (() => {
  const site = siteOnly.sites[0]!;
  const deleted = site.diff.deleted.map((c) => ({ ...c, origin: 'live-edit' as const }));
  return { ...siteOnly, sites: [{ ...site, diff: { ...site.diff, deleted } }] };
})();

const newerTip = { branch: 'main', tip: 'b'.repeat(40), sha: 'a'.repeat(40) };

function refusal(fn: () => unknown): SitesyncError {
  try {
    fn();
  } catch (err) {
    return err as SitesyncError;
  }
  throw new Error('not refused');
}

describe('guardLiveEdits', () => {
  it('fail on the branch tip: refused, and the hint names pull and overwrite', () => {
    const err = refusal(() => guardLiveEdits(withLiveEdit, 'fail', new RunReport('t')));
    expect(err.code).toBe('LIVE_EDITS');
    expect(err.hint).toContain('on-live-edit: overwrite');
  });

  it.each(['fail', 'warn'] as const)(
    'on-live-edit: %s for an older commit than the branch tip: refused, never suggesting overwrite',
    (mode) => {
      const report = new RunReport('t');
      const err = refusal(() => guardLiveEdits(withLiveEdit, mode, report, newerTip));
      expect(err.code).toBe('LIVE_EDITS');
      expect(err.message).toContain('This run is for aaaaaaa, an older commit: main is now at bbbbbbb');
      expect(err.message).toContain('or the newer commits');
      expect(err.message).not.toContain('made outside git;');
      expect(err.hint).toContain("run the workflow for main's latest commit (bbbbbbb)");
      expect(err.hint).not.toContain('overwrite');
      expect(JSON.stringify(report)).not.toContain('on-live-edit: overwrite');
    },
  );

  it('warn on the branch tip and overwrite anywhere go on', () => {
    expect(guardLiveEdits(withLiveEdit, 'warn', new RunReport('t'))).toHaveLength(1);
    expect(guardLiveEdits(withLiveEdit, 'overwrite', new RunReport('t'), newerTip)).toHaveLength(1);
  });
});
