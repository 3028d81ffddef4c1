/**
 * Sizes whatever the plan: 5,000 files with long paths give a PR comment under GitHub's 65,536
 * characters and a job summary under its 1 MiB step-summary limit, the cut tables keeping the
 * deletions first, and the reviewed plan recorded as group digests the merge can still check.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseMeta } from '../../src/action/comment-meta.js';
import { pullRequestEvent } from './harness/events.js';
import { startScenario, type Scenario } from './action-scenario.js';

// every test runs the bundled action several times as a process; on a loaded machine that takes a while
vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const FILES = 5_000;
const longPath = (i: number) =>
  `site/assets/catalogue-images/${'product-photography-high-resolution-variant/'.repeat(5)}photo-${String(i).padStart(5, '0')}-${'x'.repeat(40)}.txt`;

describe('5,000 long paths', () => {
  let s: Scenario;
  beforeAll(async () => {
    const files: Record<string, string | null> = { 'site/assets/old.css': null };
    for (let i = 0; i < FILES; i++) files[longPath(i)] = `photo ${i}\n`;
    s = await startScenario({ commits: [{ files }] });
  });
  afterAll(async () => s?.close());

  it('comment < 65,536 characters, summary ≤ 1 MiB, deletions listed first', async () => {
    expect(longPath(0).length).toBeGreaterThan(280);
    const run = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: 80, headSha: s.checkout.head }),
    );
    expect(run.exitCode, run.stdout.slice(-3000)).toBe(0);
    expect(run.outputs['site-added']).toBe(String(FILES));
    const summaryBytes = Buffer.byteLength(run.summary);
    expect(summaryBytes).toBeLessThanOrEqual(1024 * 1024);
    expect(summaryBytes).toBeGreaterThan(100_000); // still a real summary, not a stub
    expect(run.summary).toContain('| ➖ deleted | `assets/old.css`');
    expect(run.summary.indexOf('assets/old.css')).toBeLessThan(run.summary.indexOf('photo-00000'));
    expect(run.summary).toContain('the plan JSON of the `plan-json` output lists all of them');
    const [comment] = s.stickyComments(80);
    expect(comment!.body.length).toBeLessThan(65_536);
    expect(comment!.body).toContain('| ➖ deleted | `assets/old.css`');
    expect(comment!.body).toContain('the job summary of the workflow run lists all of them');
    expect(parseMeta(comment!.body, 'sitesync.yml')?.reviewed).toMatchObject({
      form: 'groups',
      count: FILES + 1,
    });
    expect(s.github.rejected).toEqual([]);
  });
});
