import { describe, expect, it } from 'vitest';
import { buildSummary, MAX_SUMMARY_BYTES } from '../../../src/action/run-report.js';
import type { Plan } from '../../../src/plan/types.js';

const longPath = (i: number) =>
  `assets/${'deeply/nested/folder/'.repeat(10)}${String(i).padStart(5, '0')}-${'n'.repeat(200)}.png`;

function bigPlan(files: number): Plan {
  const added = Array.from({ length: files }, (_, i) => ({
    path: longPath(i),
    kind: 'added' as const,
    localBytes: 10,
  }));
  const deleted = [{ path: 'zzz/removed.html', kind: 'deleted' as const, liveBytes: 5 }];
  return {
    revision: { commit: 'c'.repeat(40), dirty: false, keyRevision: 'c'.repeat(40) },
    generatedAt: '2026-01-01T00:00:00Z',
    sites: [
      {
        siteId: 'site_a',
        sourceDir: 'site',
        live: { sourceRevision: 'rev', fileCount: 1 },
        checksum: { algorithm: 'sha256', basis: 'confirmed' },
        diff: {
          added,
          modified: [],
          deleted,
          unchangedCount: 0,
          counts: { added: files, modified: 0, deleted: 1, unchanged: 0 },
          bytesToUpload: files * 10,
        },
        validation: { checked: true, errors: [], warnings: [] },
        guards: [],
        blocked: false,
      },
    ],
  };
}

describe('job summary size', () => {
  it('stays under 1 MiB for 5,000 long paths, with what was done, and the deletions first', () => {
    const md = buildSummary({
      title: 'sitesync: apply',
      failure: 'the owner rejected publish request sprq_1\nhint: merge a new commit',
      done: Array.from({ length: 1_000 }, (_, i) => `catalog write ${i} ${'w'.repeat(300)}`),
      notes: ['GitHub refused the deployment (HTTP 403)'],
      sections: [
        { title: 'Plan differs', lines: Array.from({ length: 5_000 }, () => `- \`${'r'.repeat(500)}\``) },
      ],
      plan: bigPlan(5_000),
    });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
    expect(md).toContain('> 🔴 **Failed:** the owner rejected publish request sprq\\_1');
    expect(md).toContain('- catalog write 0 ');
    expect(md).toContain('more line(s), cut to keep the summary under 1 MiB.');
    expect(md).toContain('| ➖ deleted | `zzz/removed.html`');
    expect(md.indexOf('zzz/removed.html')).toBeLessThan(md.indexOf(longPath(0)));
    expect(md).toContain('the plan JSON of the `plan-json` output lists all of them');
  });

  it('a cancelled run says cancelled and where it stopped, not failed', () => {
    const md = buildSummary({
      title: 't',
      cancelled: { signal: 'SIGINT', reason: 'GET /v1/brands: interrupted\nhint: re-run [it](x)' },
      done: ['pull request comment 1 (cancelled)'],
      notes: [],
      sections: [],
    });
    expect(md).toBe(
      [
        '### t',
        '',
        '> ⏹️ **Cancelled \\(SIGINT\\):** the job was cancelled before the run ended: it stopped after the platform requests in flight and started none after.',
        '> Stopped at: GET /v1/brands: interrupted',
        '> hint: re-run \\[it\\]\\(x\\)',
        '> Re-run the job to finish: what was written is replayed, not written twice.',
        '',
        '**Done:**',
        '',
        '- pull request comment 1 \\(cancelled\\)',
        '',
        '',
      ].join('\n'),
    );
  });

  it('a small plan is shown whole', () => {
    const md = buildSummary({ title: 't', done: [], notes: [], sections: [], plan: bigPlan(3) });
    expect(md).toContain('- nothing was written');
    expect(md).toContain(longPath(2));
    expect(md).not.toContain('lists all of them');
  });
});
