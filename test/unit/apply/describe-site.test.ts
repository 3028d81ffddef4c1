import { describe, expect, it } from 'vitest';
import { describeApplied, describeReplays, describeStaged } from '../../../src/apply/describe-site.js';
import type { SiteApplyResult } from '../../../src/apply/site-apply.js';

const result = (over: Partial<SiteApplyResult> = {}): SiteApplyResult => ({
  siteId: 'site_a',
  createdSite: false,
  sessionId: 'sess_1',
  sourceRevision: 'rev_2',
  baseRevision: 'rev_1',
  expiresAt: undefined,
  previewUrl: 'https://p.example/1/',
  batches: 2,
  written: 3,
  deleted: 1,
  warnings: [],
  replayed: { session: false, batches: 0, written: 0, deleted: 0 },
  replayedAfterLostAnswer: { session: false, batches: 0, written: 0, deleted: 0 },
  ...over,
});

describe('describe-site: the words the CLI and the action share', () => {
  it('what this run wrote, no replay', () => {
    expect(describeStaged(result())).toBe(
      'staged in session sess_1: 3 file(s) written, 1 deleted in 2 batch(es)',
    );
    expect(describeReplays(result())).toEqual([]);
    expect(describeApplied(result())).toBe(
      'staged in session sess_1: 3 file(s) written, 1 deleted in 2 batch(es)\npreview: https://p.example/1/',
    );
  });

  it("an earlier run's session and batch: said apart, never counted as written now", () => {
    const r = result({ replayed: { session: true, batches: 1, written: 2, deleted: 1 } });
    expect(describeStaged(r)).toBe(
      'staged in session sess_1 (already opened: replayed): 1 file(s) written, 0 deleted in 1 batch(es); already written (replayed): 2 file(s), 1 deleted in 1 batch(es)',
    );
    expect(describeReplays(r)).toEqual([
      'replayed: the platform had already run the same request (same Idempotency-Key: an earlier run of this commit) and changed nothing now',
    ]);
    expect(describeApplied(r).split('\n')).toEqual([
      describeStaged(r),
      ...describeReplays(r).map((l) => `  ${l}`),
      'preview: https://p.example/1/',
    ]);
  });

  it("a batch whose answer was lost, then replayed: said apart, this run's or an earlier run's", () => {
    const r = result({ replayedAfterLostAnswer: { session: false, batches: 1, written: 2, deleted: 0 } });
    expect(describeStaged(r)).toBe(
      "staged in session sess_1: 1 file(s) written, 1 deleted in 1 batch(es); answer lost, then replayed (this run's or an earlier run's): 2 file(s), 0 deleted in 1 batch(es)",
    );
    expect(describeReplays(r)).toEqual([
      "answer lost, then replayed: 1 batch(es): an attempt's answer was lost (none, a 5xx or one cut off) and its retry, with the same Idempotency-Key, was answered as a replay: written by that attempt of this run, or by an earlier run of this commit if it never ran (the platform does not say which)",
    ]);
  });
});
