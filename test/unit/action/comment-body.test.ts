import { describe, expect, it } from 'vitest';
import {
  buildStickyComment,
  COMMENT_MARKER,
  MAX_COMMENT_CHARS,
  parseMeta,
  type StagedSessionMeta,
} from '../../../src/action/comment-body.js';
import { closedCommentBody } from '../../../src/action/flow-pr.js';
import type { Plan, SitePlan } from '../../../src/plan/types.js';

function sitePlan(added: number): SitePlan {
  const changes = Array.from({ length: added }, (_, i) => ({
    path: `assets/img/photo-${String(i).padStart(5, '0')}-with-a-long-descriptive-name.png`,
    kind: 'added' as const,
    localBytes: 1000 + i,
  }));
  return {
    siteId: 'site_abc',
    sourceDir: 'site',
    live: { sourceRevision: 'rev_1', fileCount: 10 },
    checksum: { algorithm: 'sha256', basis: 'confirmed' },
    diff: {
      added: changes,
      modified: [],
      deleted: [],
      unchangedCount: 10,
      counts: { added, modified: 0, deleted: 0, unchanged: 10 },
      bytesToUpload: added * 1000,
    },
    validation: { checked: true, errors: [], warnings: [] },
    guards: [],
    blocked: false,
  };
}
const plan = (added: number): Plan => ({
  revision: { commit: 'c'.repeat(40), dirty: false, keyRevision: 'c'.repeat(40) },
  generatedAt: '2026-11-22T00:00:00Z',
  sites: [sitePlan(added)],
});
const session: StagedSessionMeta = {
  siteId: 'site_abc',
  sessionId: 'sess_1',
  sourceRevision: 'rev_2',
  baseRevision: 'rev_1',
  commit: 'c'.repeat(40),
  previewUrl: 'https://preview.example/abc/',
};

describe('sticky comment', () => {
  it('carries the marker, the preview link and metadata that round-trips', () => {
    const body = buildStickyComment({ plan: plan(3), state: 'open', sessions: [session] });
    expect(body.startsWith(COMMENT_MARKER)).toBe(true);
    expect(body).toContain('**Preview:** https://preview.example/abc/ (session `sess_1`, commit `ccccccc`)');
    expect(parseMeta(body)).toMatchObject({ v: 1, state: 'open', sessions: [session] });
  });

  it('stays under GitHub’s 65,536 characters for a huge plan, pointing to the job summary', () => {
    const body = buildStickyComment({ plan: plan(20_000), state: 'open', sessions: [session] });
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
    expect(body).toContain('the job summary of the workflow run lists all of them');
    expect(parseMeta(body)?.sessions).toEqual([session]);
  });

  it('links only http(s) preview URLs', () => {
    const body = buildStickyComment({
      plan: plan(1),
      state: 'open',
      sessions: [{ ...session, previewUrl: 'javascript:alert(1)' }],
    });
    expect(body).not.toContain('javascript:');
    expect(body).not.toContain('**Preview:**');
  });

  it('a closed comment keeps the plan, says closed and marks the metadata closed', () => {
    const open = buildStickyComment({ plan: plan(2), state: 'open', sessions: [session] });
    const closed = closedCommentBody(open);
    expect(closed).toContain('### ⚪ sitesync: pull request closed — the preview is no longer maintained');
    expect(closed).toContain('`assets/img/photo-00001-with-a-long-descriptive-name.png`');
    expect(parseMeta(closed)).toMatchObject({ state: 'closed', sessions: [session] });
    expect(closed.match(/sitesync:meta/g)).toHaveLength(1);
  });

  it('ignores metadata that is not ours', () => {
    expect(parseMeta('<!-- sitesync:meta not-base64!! -->')).toBeUndefined();
    expect(parseMeta(undefined)).toBeUndefined();
  });
});
