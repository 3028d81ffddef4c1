import { describe, expect, it } from 'vitest';
import {
  buildStickyComment,
  MAX_COMMENT_CHARS,
  outcomeLines,
  withOutcome,
  withoutPreviews,
  withStatus,
  type CommentInput,
} from '../../../src/action/comment-body.js';
import {
  commentMarker,
  hasMarker,
  parseMeta,
  withMeta,
  type MergeOutcome,
  type StagedSessionMeta,
} from '../../../src/action/comment-meta.js';
import { cancelledMarkdown } from '../../../src/action/cancel-report.js';
import { planRows } from '../../../src/action/reviewed-plan.js';
import type { Plan, SitePlan } from '../../../src/plan/types.js';

function sitePlan(added: number, deleted = 0, siteId = 'site_abc'): SitePlan {
  const path = (i: number) =>
    `assets/img/photo-${String(i).padStart(5, '0')}-with-a-long-descriptive-name-${'x'.repeat(60)}.png`;
  const changes = Array.from({ length: added }, (_, i) => ({
    path: path(i),
    kind: 'added' as const,
    localBytes: 1000 + i,
  }));
  const gone = Array.from({ length: deleted }, (_, i) => ({
    path: `zz/deleted-${i}.html`,
    kind: 'deleted' as const,
    liveBytes: 10,
  }));
  return {
    siteId,
    sourceDir: 'site',
    live: { sourceRevision: 'rev_1', fileCount: 10 },
    checksum: { algorithm: 'sha256', basis: 'confirmed' },
    diff: {
      added: changes,
      modified: [],
      deleted: gone,
      unchangedCount: 10,
      counts: { added, modified: 0, deleted, unchanged: 10 },
      bytesToUpload: added * 1000,
    },
    validation: { checked: true, errors: [], warnings: [] },
    guards: [],
    blocked: false,
  };
}
const plan = (added: number, deleted = 0): Plan => ({
  revision: { commit: 'c'.repeat(40), dirty: false, keyRevision: 'c'.repeat(40) },
  generatedAt: '2026-11-22T00:00:00Z',
  sites: [sitePlan(added, deleted)],
});
const checksum = (_: number, path: string) => `${(path.length % 10).toString().repeat(8)}${'a'.repeat(56)}`;
const session: StagedSessionMeta = {
  siteId: 'site_abc',
  sessionId: 'sess_1',
  sourceRevision: 'rev_2',
  baseRevision: 'rev_1',
  commit: 'c'.repeat(40),
  previewUrl: 'https://preview.example/abc/',
};
const input = (p: Plan, extra: Partial<CommentInput> = {}): CommentInput => ({
  key: 'sitesync.yml',
  plan: p,
  rows: planRows(p, checksum),
  status: { kind: 'ready' },
  state: 'open',
  sessions: [session],
  ...extra,
});

describe('sticky comment', () => {
  it('carries the key’s marker, the preview link and metadata that round-trips with the rows', () => {
    const body = buildStickyComment(input(plan(3)));
    expect(body.startsWith(commentMarker('sitesync.yml'))).toBe(true);
    expect(hasMarker(body, 'sitesync.yml')).toBe(true);
    expect(hasMarker(body, 'shop-b/sitesync.yml')).toBe(false);
    expect(body).toContain('### 🟢 sitesync: changes planned — preview ready');
    expect(body).toContain('**Preview:** https://preview.example/abc/ (session `sess_1`, commit `ccccccc`)');
    const meta = parseMeta(body, 'sitesync.yml');
    expect(meta).toMatchObject({
      v: 2,
      key: 'sitesync.yml',
      state: 'open',
      status: 'ready',
      sessions: [session],
    });
    expect(meta?.reviewed).toMatchObject({ form: 'rows' });
    expect(meta?.reviewed?.form === 'rows' && meta.reviewed.rows).toHaveLength(3);
    // another key's metadata is not read from this comment
    expect(parseMeta(body, 'other/sitesync.yml')).toBeUndefined();
  });

  it('labels each site’s preview when a config has several sites', () => {
    const two: Plan = { ...plan(1), sites: [sitePlan(1, 0, 'site_a'), sitePlan(1, 0, 'site_b')] };
    const body = buildStickyComment(
      input(two, {
        sessions: [
          { ...session, siteId: 'site_a', previewUrl: 'https://p.example/a/' },
          { ...session, siteId: 'site_b', sessionId: 'sess_2', previewUrl: 'https://p.example/b/' },
        ],
        siteLabels: new Map([
          ['site_a', 'Shop A'],
          ['site_b', 'Shop B'],
        ]),
      }),
    );
    expect(body).toContain('**Preview — Shop A (`site_a`):** https://p.example/a/');
    expect(body).toContain('**Preview — Shop B (`site_b`):** https://p.example/b/');
  });

  it('stays under 65,536 characters for a huge plan, with room for later status and outcome blocks', () => {
    const huge = plan(20_000, 3);
    let body = buildStickyComment(input(huge));
    expect(body).toContain('the job summary of the workflow run lists all of them');
    // deletions come first in a cut table
    expect(body.indexOf('zz/deleted-0.html')).toBeGreaterThan(0);
    body = withStatus(body, { kind: 'failed', reason: 'x'.repeat(50_000) });
    body = withOutcome(
      body,
      { commit: 'd'.repeat(40), result: 'refused', message: 'y'.repeat(50_000), publishRequests: [] },
      7,
      Array.from({ length: 5_000 }, (_, i) => `site site_abc: add ${'p'.repeat(400)}${i}`),
    );
    expect(body.length).toBeLessThan(MAX_COMMENT_CHARS);
    const meta = parseMeta(body, 'sitesync.yml');
    expect(meta?.sessions).toEqual([session]);
    // 20,003 rows do not fit row by row: group digests instead
    expect(meta?.reviewed).toMatchObject({ form: 'groups', count: 20_003 });
  });

  it('links only http(s) preview URLs', () => {
    const body = buildStickyComment(
      input(plan(1), { sessions: [{ ...session, previewUrl: 'javascript:alert(1)' }] }),
    );
    expect(body).not.toContain('javascript:');
    expect(body).not.toContain('**Preview');
  });

  it('status blocks replace each other; the metadata follows with withMeta', () => {
    const open = buildStickyComment(input(plan(2)));
    const working = withStatus(open, {
      kind: 'working',
      commit: 'e'.repeat(40),
      shownCommit: 'c'.repeat(40),
    });
    expect(working).toContain('### ⏳ sitesync: planning commit `eeeeeee` …');
    expect(working).toContain('> The plan below is the one of commit `ccccccc`, until this run ends.');
    expect(working).not.toContain('preview ready');
    const failed = withStatus(working, { kind: 'failed', reason: 'HTTP 500 from the platform\n::error::x' });
    expect(failed.match(/sitesync:status -->/g)).toHaveLength(1);
    expect(failed).toContain('### 🔴 sitesync: the run failed');
    expect(failed).toContain('> HTTP 500 from the platform');
    expect(failed).not.toContain('⏳');
    const meta = parseMeta(failed, 'sitesync.yml')!;
    const closed = withMeta(withStatus(failed, { kind: 'closed', merged: false }), {
      ...meta,
      state: 'closed',
    });
    expect(closed).toContain('### ⚪ sitesync: pull request closed — the preview is no longer maintained');
    expect(closed).toContain('`assets/img/photo-00001-with-a-long-descriptive-name-');
    expect(parseMeta(closed, 'sitesync.yml')).toMatchObject({ state: 'closed', sessions: [session] });
    expect(closed.match(/sitesync:meta/g)).toHaveLength(1);
  });

  it('a cancelled run: ⏹️ for its commit, the older plan said to be older, a cut session’s preview gone', () => {
    const two: Plan = { ...plan(1), sites: [sitePlan(1, 0, 'site_a'), sitePlan(1, 0, 'site_b')] };
    const open = buildStickyComment(
      input(two, {
        sessions: [
          { ...session, siteId: 'site_a', sessionId: 'sess_a', previewUrl: 'https://a.example/' },
          { ...session, siteId: 'site_b', sessionId: 'sess_b', previewUrl: 'https://b.example/' },
        ],
      }),
    );
    const cancelled = withStatus(withoutPreviews(open, ['sess_a']), {
      kind: 'cancelled',
      commit: 'e'.repeat(40),
      signal: 'SIGTERM',
      shownCommit: 'c'.repeat(40),
      cutSessions: ['sess_a'],
    });
    expect(cancelled).toContain(
      [
        '### ⏹️ sitesync: the run for commit `eeeeeee` was cancelled',
        '',
        '> The job was cancelled (SIGTERM) before the run ended. Re-run it to plan and preview this commit.',
        '>',
        '> The plan below is the one of commit `ccccccc`, the last one made.',
        '>',
        '> Staging into session `sess_a` was cut off: it may hold part of this commit, so its preview is no longer shown. The next run stages in a new session.',
        '<!-- sitesync:/status -->',
      ].join('\n'),
    );
    expect(cancelled).not.toContain('https://a.example/');
    expect(cancelled).toContain('https://b.example/ (session `sess_b`, commit `ccccccc`)');
    expect(cancelled).not.toContain('preview ready');
    // nothing but the status block and the cut preview line (with its blank line) changed
    const removed = open.split('\n').filter((l) => !cancelled.split('\n').includes(l));
    expect(removed.filter((l) => !l.startsWith('### '))).toEqual([
      expect.stringContaining('https://a.example/'),
    ]);
    expect(withoutPreviews(open, [])).toBe(open);
  });

  it('a cancelled merge: ⏹️ cancelled, what was written, where it stopped, in the job summary’s words', () => {
    const lines = outcomeLines(
      {
        commit: 'd'.repeat(40),
        result: 'cancelled',
        catalog: { written: 2, failed: 0 },
        cancelled: {
          signal: 'SIGTERM',
          reason:
            'stage "write-source": PATCH /v1/sites/site_a/development-sessions/sess_1/source:batch: interrupted',
          writeCutOff: true,
          written: ['opened session sess_1 at rev_1'],
        },
        publishRequests: [],
      },
      7,
    );
    expect(lines).toEqual([
      '#### sitesync after the merge (commit `ddddddd`, #7): ⏹️ cancelled',
      '',
      '- catalog: 2 written, 0 failed, 0 blocked',
      '- opened session sess\\_1 at rev\\_1',
      '',
      ...cancelledMarkdown({
        signal: 'SIGTERM',
        reason:
          'stage "write-source": PATCH /v1/sites/site_a/development-sessions/sess_1/source:batch: interrupted',
        writeCutOff: true,
      }),
    ]);
    // "0 failed" is the catalog's count (the CLI's line), not the run's verdict
    expect(lines.join('\n')).not.toMatch(/[1-9]\d* failed|Failed|🔴/);
  });

  it("the catalog's line of a merge is the CLI's: an earlier run's writes, answered as replays, said apart", () => {
    const outcome = (catalog: NonNullable<MergeOutcome['catalog']>): MergeOutcome => ({
      commit: 'e'.repeat(40),
      result: 'applied',
      catalog,
      publishRequests: [],
    });
    expect(outcomeLines(outcome({ written: 3, failed: 0, blocked: 0, replayed: 3 }), 8)[2]).toBe(
      '- catalog: 0 written by this run, 3 already written by an earlier run (replayed), 0 failed, 0 blocked',
    );
    expect(
      outcomeLines(
        outcome({ written: 4, failed: 1, blocked: 2, unknown: 1, unread: 1, adopted: 1, replayed: 1 }),
        8,
      )[2],
    ).toBe(
      '- catalog: 3 written by this run, 1 already written by an earlier run (replayed), 1 of these without the answer (id not known), 1 service(s) adopted, 1 not known (may have been written), 1 failed, 2 blocked',
    );
    expect(outcomeLines(outcome({ written: 2, failed: 0, blocked: 0 }), 8)[2]).toBe(
      '- catalog: 2 written, 0 failed, 0 blocked',
    );
    // A replay after a lost answer is said apart on the pull request too, as in the job summary.
    expect(
      outcomeLines(outcome({ written: 2, failed: 0, blocked: 0, replayedAfterLostAnswer: 1 }), 8)[2],
    ).toBe(
      "- catalog: 1 written by this run, 1 answer lost, then replayed (this run's or an earlier run's), 0 failed, 0 blocked",
    );
  });

  it('a publish request the wait ended undecided on is said in the CLI’s words (one wait for all sites)', () => {
    const lines = outcomeLines(
      {
        commit: 'f'.repeat(40),
        result: 'applied',
        publishRequests: [
          { siteId: 'site_a', requestId: 'sprq_1', status: 'pending', timedOut: true },
          { siteId: 'site_b', requestId: 'sprq_2', status: 'pending', timedOut: true, filedAfterWait: true },
          {
            siteId: 'site_c',
            requestId: 'sprq_3',
            status: 'pending',
            timedOut: true,
            lastPollFailed: 'GET /v1/x: no complete answer within 900ms',
          },
          { siteId: 'site_d', requestId: 'sprq_4', status: 'published', filedAfterWait: true },
          { siteId: 'site_e', requestId: 'sprq_5', status: 'pending' },
        ],
      },
      9,
    );
    expect(lines.slice(2)).toEqual([
      '- site `site_a`: publish request `sprq_1`: still pending when the wait ended',
      '- site `site_b`: publish request `sprq_2`: pending when filed, after the wait had ended \\(one wait for all sites\\): not read again',
      '- site `site_c`: publish request `sprq_3`: pending when last read; its last poll could not be answered before the wait ended: GET /v1/x: no complete answer within 900ms',
      '- site `site_d`: publish request `sprq_4` is published',
      '- site `site_e`: publish request `sprq_5` is pending',
    ]);
  });

  it('ignores metadata that is not ours or does not decode', () => {
    expect(parseMeta('<!-- sitesync:meta 2.not-deflate!! -->', 'sitesync.yml')).toBeUndefined();
    expect(parseMeta(undefined, 'sitesync.yml')).toBeUndefined();
  });
});
