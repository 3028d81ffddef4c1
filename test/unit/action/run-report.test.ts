import { describe, expect, it } from 'vitest';
import { cancellationOf, cancelledMarkdown } from '../../../src/action/cancel-report.js';
import { buildSummary, MAX_SUMMARY_BYTES } from '../../../src/action/run-report.js';
import { StageError } from '../../../src/apply/stage-error.js';
import { InterruptedError } from '../../../src/platform/errors.js';
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
      cancelled: {
        signal: 'SIGINT',
        reason: 'GET /v1/brands: interrupted\nhint: re-run [it](x)',
        writeCutOff: false,
      },
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
        '> Re-run the job to finish: every write carries an idempotency key, so what was written is replayed, not written twice.',
        '',
        '**Done:**',
        '',
        '- pull request comment 1 \\(cancelled\\)',
        '',
        '',
      ].join('\n'),
    );
  });

  it('a cancelled run that cut off a write says it may have run; a cut-off read is not a write', () => {
    const stage = new StageError(
      'write-source',
      ['opened session sess_1 at rev_1'],
      new InterruptedError('PATCH', '/v1/sites/site_a/development-sessions/sess_1/source:batch'),
    );
    const write = cancellationOf('SIGTERM', stage);
    expect(write).toEqual({
      signal: 'SIGTERM',
      reason:
        'stage "write-source": PATCH /v1/sites/site_a/development-sessions/sess_1/source:batch: interrupted',
      writeCutOff: true,
    });
    expect(cancelledMarkdown(write).slice(1)).toEqual([
      '> Stopped at: stage "write-source": PATCH /v1/sites/site\\_a/development-sessions/sess\\_1/source:batch: interrupted',
      '> The request in flight when the job was cancelled may have run.',
      '> Re-run the job to finish: every write carries an idempotency key, so what was written is replayed, not written twice.',
    ]);
    const read = cancellationOf('SIGINT', new InterruptedError('GET', '/v1/products?limit=100'));
    expect(read).toEqual({
      signal: 'SIGINT',
      reason: 'GET /v1/products?limit=100: interrupted',
      writeCutOff: false,
    });
    expect(cancelledMarkdown(read).join('\n')).not.toContain('may have run');
    // interrupted while waiting for the owner: the request was filed, the poll cut off is a read
    expect(cancellationOf('SIGTERM', new Error('interrupted while waiting')).writeCutOff).toBe(false);
  });

  it('a small plan is shown whole', () => {
    const md = buildSummary({ title: 't', done: [], notes: [], sections: [], plan: bigPlan(3) });
    expect(md).toContain('- nothing was written');
    expect(md).toContain(longPath(2));
    expect(md).not.toContain('lists all of them');
  });
});
