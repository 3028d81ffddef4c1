/**
 * wait-for-approval is one bound for the whole merge run, however many sites it files publish
 * requests for, as the CLI's `--wait` is (src/apply/publish.ts WaitBound; docs/platform-contract.md
 * §12). Run for real (dist/index.js against the emulator and the fake GitHub): three sites whose
 * requests nobody decides end about one wait after the first request is filed, not one wait per
 * site. The two filed after the wait ended are not read again (the emulator's request log has
 * their filing and no read), and the job summary, the log, the outputs and the outcome on the
 * merged pull request name every undecided request in the CLI's words.
 */
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pullRequestEvent, pushEvent } from './harness/events.js';
import { baseFiles, liveFiles } from './fixture-site.js';
import { OWNER, REPO, SITE_ID, startScenario, type Scenario } from './action-scenario.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const json = (v: unknown) => JSON.stringify(v, null, 2) + '\n';
/** The summary's markdown form of a plain line. */
const md = (text: string) => text.replace(/[_()#]/g, (c) => `\\${c}`);

const SITE_B = 'site_E2eShopB000000000000';
const SITE_C = 'site_E2eShopC000000000000';
const SITES = [SITE_ID, SITE_B, SITE_C];
const FOLDERS = ['site', 'shop-b/site', 'shop-c/site'];
const FILE_ROUTE = '/v1/sites/:site_id/publish-requests';
const READ_ROUTE = '/v1/sites/:site_id/publish-requests/:request_id';
const WAIT_MS = 4000;
/**
 * A generous bound on the time from the first request filed to the job's end: the wait and half
 * again, plus 5 s to stage and file the other sites, write the comment and exit on a loaded
 * machine. A wait per site takes three times the wait (12 s) at least.
 */
const BOUND_MS = WAIT_MS * 1.5 + 5000;
const PR = 120;

/** The outcome block of the merged pull request's comment, as lines. */
function outcomeOf(s: Scenario): string[] | undefined {
  const body = s.stickyComments(PR)[0]?.body ?? '';
  return /<!-- sitesync:outcome -->\n([\s\S]*?)\n<!-- sitesync:\/outcome -->/.exec(body)?.[1]?.split('\n');
}

describe('wait-for-approval is one bound for all the sites of a merge', () => {
  let s: Scenario;
  beforeAll(async () => {
    const files: Record<string, string> = { ...baseFiles() };
    for (const folder of FOLDERS.slice(1))
      for (const [path, content] of Object.entries(liveFiles())) files[`${folder}/${path}`] = content;
    files['sitesync.yml'] = [
      'sites:',
      ...SITES.map((id, i) => `  - { id: ${id}, source: ${FOLDERS[i]}, name: Shop ${i + 1} }`),
      'publish:',
      '  branch: main',
      '',
    ].join('\n');
    s = await startScenario({
      files,
      commits: [
        {
          message: 'about, on every site',
          files: Object.fromEntries(
            FOLDERS.map((f, i) => [`${f}/content/about/en.json`, json({ body: `About ${i + 1}` })]),
          ),
        },
      ],
      extraSites: [
        { id: SITE_B, name: 'Shop 2', files: liveFiles() },
        { id: SITE_C, name: 'Shop 3', files: liveFiles() },
      ],
    });
  });
  afterAll(async () => s?.close());

  it('three undecided requests: the job ends ~one wait after the first is filed; every request is named undecided, the two filed after the wait not read again', async () => {
    const head = s.checkout.head;
    // The pull request is reviewed, then merged.
    const planned = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: PR, headSha: head }),
    );
    expect(planned.exitCode, planned.stdout).toBe(0);
    s.github.state.seedPullRequest(OWNER, REPO, {
      number: PR,
      headSha: head,
      merged: true,
      mergeCommitSha: head,
    });
    s.github.state.setRef(OWNER, REPO, 'main', head);

    const before = s.log().length;
    const running = s.act('push', pushEvent({ after: head, before: s.checkout.shas[0]! }), {
      'wait-for-approval': `${WAIT_MS / 1000}s`,
    });
    let filedAt: number | undefined;
    let ended = false;
    void running.finally(() => (ended = true));
    while (!ended && filedAt === undefined) {
      if (s.log(before).some((e) => e.route === FILE_ROUTE && e.status === 200)) filedAt = performance.now();
      else await new Promise((r) => setTimeout(r, 10));
    }
    const run = await running;
    const tookMs = performance.now() - filedAt!;
    expect(filedAt).toBeDefined();
    expect(tookMs).toBeGreaterThanOrEqual(WAIT_MS - 100);
    expect(tookMs).toBeLessThan(BOUND_MS);
    // Everything was applied; an undecided request fails no job (as before).
    expect(run.exitCode, run.stdout).toBe(0);

    // The log: three requests filed, one per site, in order; only the first was read.
    const log = s.log(before);
    const filings = log.filter((e) => e.route === FILE_ROUTE);
    expect(filings.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual(
      SITES.map((id) => `POST /v1/sites/${id}/publish-requests 200`),
    );
    const requests = JSON.parse(run.outputs['publish-requests']!) as Record<
      string,
      { id: string; status: string; timedOut?: boolean; filedAfterWait?: boolean }
    >;
    expect(Object.keys(requests)).toEqual(SITES);
    const ids = SITES.map((site) => requests[site]!.id);
    expect(new Set(ids).size).toBe(3);
    const reads = log.filter((e) => e.route === READ_ROUTE);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((e) => e.method === 'GET' && e.status === 200)).toBe(true);
    expect(new Set(reads.map((e) => e.path))).toEqual(
      new Set([`/v1/sites/${SITE_ID}/publish-requests/${ids[0]}`]),
    );

    // The outputs say so, as the CLI's --json does.
    expect(requests).toEqual({
      [SITE_ID]: { id: ids[0], status: 'pending', timedOut: true },
      [SITE_B]: { id: ids[1], status: 'pending', timedOut: true, filedAfterWait: true },
      [SITE_C]: { id: ids[2], status: 'pending', timedOut: true, filedAfterWait: true },
    });
    expect(run.outputs['publish-request-id']).toBe(ids[0]);
    expect(run.outputs['publish-status']).toBe('pending');

    // The CLI's words of each (describePublished), in the summary, the log and on the merged PR.
    const words = [
      'still pending when the wait ended',
      'pending when filed, after the wait had ended (one wait for all sites): not read again',
      'pending when filed, after the wait had ended (one wait for all sites): not read again',
    ];
    for (const [i, site] of SITES.entries())
      expect(run.summary).toContain(`- ${md(`site ${site}: publish request ${ids[i]}: ${words[i]}`)}\n`);
    expect(run.summary).not.toMatch(/publish request sprq\\_\w+ \\\(pending\\\)/);
    expect(
      run.annotations
        .filter((a) => a.level === 'warning' && a.message.startsWith('publish request '))
        .map((a) => a.message),
    ).toEqual(
      SITES.map((_, i) => `publish request ${ids[i]} was not decided within wait-for-approval (${words[i]})`),
    );
    expect(outcomeOf(s)).toEqual([
      `#### sitesync after the merge (commit \`${head.slice(0, 7)}\`, #${PR}): 🚀 applied`,
      '',
      ...SITES.map((site, i) => `- site \`${site}\`: publish request \`${ids[i]}\`: ${md(words[i]!)}`),
    ]);
    expect(s.github.rejected).toEqual([]);
  });
});
