/**
 * The merge's publish request filed, then reading it back failed, run for real: dist/index.js
 * against the emulator (a fail-next 400 on the read) and the fake GitHub. The request is pending
 * and the owner can approve it: the outputs, the summary and the merged pull request name it,
 * as the request log has it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pullRequestEvent, pushEvent } from './harness/events.js';
import { OWNER, REPO, startScenario, type Scenario } from './action-scenario.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const FILE = 'site/content/about/en.json';
let s: Scenario;

beforeAll(async () => {
  s = await startScenario({
    commits: [{ message: 'about', files: { [FILE]: '{ "body": "About, filed" }\n' } }],
  });
});
afterAll(async () => s?.close());

describe('a publish request filed whose read-back fails', () => {
  it('is named in the outputs, the summary and on the merged pull request', async () => {
    const head = s.checkout.head;
    const pr = await s.act('pull_request', pullRequestEvent({ action: 'opened', number: 71, headSha: head }));
    expect(pr.exitCode, pr.stdout).toBe(0);
    s.github.state.seedPullRequest(OWNER, REPO, {
      number: 71,
      headSha: head,
      merged: true,
      mergeCommitSha: head,
    });
    s.github.state.setRef(OWNER, REPO, 'main', head);
    await s.admin('POST', '/fail-next', { method: 'GET', path_pattern: '*/publish-requests/*', status: 400 });
    const before = s.log().length;

    const run = await s.act('push', pushEvent({ after: head }));

    expect(run.exitCode).not.toBe(0);
    const filed = s
      .log(before)
      .filter(
        (e) => e.method === 'POST' && e.route === '/v1/sites/:site_id/publish-requests' && e.status === 200,
      );
    expect(filed).toHaveLength(1);
    const read = s
      .log(before)
      .filter((e) => e.method === 'GET' && (e.route ?? '').endsWith('/publish-requests/:request_id'));
    expect(read.map((e) => e.status)).toEqual([400]);
    const id = run.outputs['publish-request-id'];
    expect(id).toMatch(/^sprq_/);
    expect(run.outputs['publish-status']).toBe('pending');
    const md = (text: string) => text.replace(/[_()]/g, (c) => `\\${c}`);
    expect(run.summary).toContain(md(`publish request ${id!} filed (reading it back failed)`));
    expect(s.stickyComments(71)[0]!.body).toContain(id!);
  });
});
