/**
 * The GitHub Action, run for real: `node dist/index.js` as the Actions runner starts it (env,
 * event file, file commands), against the platform emulator and a fake GitHub API that rejects
 * any request GitHub's OpenAPI description does not allow. dist/ must be current (CI checks it).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pullRequestEvent, pushEvent, scheduleEvent } from './harness/events.js';
import { makeGitCheckout, runAction } from './harness/run-action.js';
import { baseFiles, HOSTILE_NAME, PR_PUSHES, SITE_ID } from './fixture-site.js';
import { API_KEY, GITHUB_TOKEN, OWNER, REPO, startScenario, type Scenario } from './action-scenario.js';
import { testShape } from '../helpers/platform-contract.js';

// every test runs the bundled action several times as a process; on a loaded machine that takes a while
vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const PR = 7;
const MARKER = '<!-- sitesync:sticky-comment key=sitesync.yml -->';

let s: Scenario;
beforeAll(async () => {
  s = await startScenario({ commits: PR_PUSHES.map((files, i) => ({ files, message: `push ${i + 1}` })) });
  s.github.state.seedComments(OWNER, REPO, PR, 120); // the sticky comment must be found past the first page
});
afterAll(async () => s?.close());

const act = (...args: Parameters<Scenario['act']>) => s.act(...args);
const stickyComments = () => s.stickyComments(PR);
const log = () => s.log();
const sessionCreates = () => s.sessionCreates();
const batchWrites = () =>
  log().filter((e) => e.route?.endsWith('/source:batch') && e.status === 200 && !e.replayed);

/** path → SHA-256 of a session's files (from the file contents where the manifest has no checksum). */
async function sessionManifest(sessionId: string): Promise<Record<string, string>> {
  const read = async (path: string): Promise<unknown> => {
    const res = await fetch(`${s.emulator.url}/v1/sites/${SITE_ID}/source/${path}session_id=${sessionId}`, {
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    return ((await res.json()) as { data: unknown }).data;
  };
  const manifest = (await read('manifest?')) as { files: { path: string; checksum?: string }[] };
  const sums: Record<string, string> = {};
  for (const f of manifest.files) {
    // checksum is optional in the contract (the minimal shape leaves it out)
    const file = f.checksum
      ? undefined
      : ((await read(`file?path=${encodeURIComponent(f.path)}&`)) as { content: string; encoding: string });
    sums[f.path] =
      f.checksum ??
      createHash('sha256')
        .update(Buffer.from(file!.content, file!.encoding === 'base64' ? 'base64' : 'utf8'))
        .digest('hex');
  }
  return sums;
}

function localSiteChecksums(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const path of s.checkout.git('ls-files', 'site').split('\n').filter(Boolean)) {
    out[path.slice(5)] = createHash('sha256')
      .update(s.checkout.git('show', `HEAD:${path}`) + '\n')
      .digest('hex');
  }
  return out;
}

describe('pull request: plan, one session, incremental writes, one sticky comment', () => {
  it('three pushes give one comment, one session, and only the changed files written', async () => {
    const batchBytes: number[] = [];
    for (const [i, sha] of s.checkout.shas.slice(1).entries()) {
      s.checkout.git('checkout', '-q', sha);
      const before = batchWrites().length;
      const run = await act(
        'pull_request',
        pullRequestEvent({ action: i === 0 ? 'opened' : 'synchronize', number: PR, headSha: sha }),
      );
      expect(run.exitCode, run.stderr + run.stdout).toBe(0);
      expect(run.outputs['preview-url']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/preview\//);
      expect(run.outputs['has-changes']).toBe('true');
      const writes = batchWrites().slice(before);
      expect(writes).toHaveLength(1);
      batchBytes.push(writes[0]!.request_bytes);
      if (process.env.DEBUG_E2E) console.log(run.stdout, run.summary);
      if (i > 0)
        expect(run.stdout).toMatch(
          new RegExp(
            `site ${SITE_ID}: incremental \\(\\d+ path\\(s\\) differ from what the session holds\\)`,
          ),
        );
    }
    expect(sessionCreates()).toHaveLength(1);
    expect(stickyComments()).toHaveLength(1);
    // push 2 adds three files, push 3 only deletes one: its write is the smallest
    expect(batchBytes[2]).toBeLessThan(batchBytes[1]!);
    // the session holds exactly the PR head's site tree
    const sessionId = s.runs.at(-1)!.outputs['session-id']!;
    expect(await sessionManifest(sessionId)).toEqual(localSiteChecksums());
    expect(s.github.rejected).toEqual([]);
    expect(s.github.unimplemented).toEqual([]);
  });

  it('the comment shows the plan, the preview link and a digest, and renders hostile names inert', () => {
    const [comment] = stickyComments();
    const body = comment!.body;
    expect(body).toContain('### 🟢 sitesync: changes planned — preview ready');
    expect(body).toContain(`**Preview:** ${s.runs.at(-1)!.outputs['preview-url']}`);
    expect(body).toMatch(/plan digest `[0-9a-f]{16}`/);
    expect(body).toContain('`pages/contact.json`');
    // the hostile brand name shows only inside code spans, where nothing is interpreted
    expect(body).toContain('`"<img src=x onerror=alert(1)> @everyone [click](https://evil.example)');
    const outsideCode = body.replace(/`[^`\n]*`/g, '');
    expect(outsideCode).not.toContain('<img');
    expect(outsideCode).not.toContain('@everyone');
    expect(outsideCode).not.toContain('](https://evil.example');
    expect(body.length).toBeLessThan(65_536);
  });

  it('one preview deployment per staged push, pointing at the preview', () => {
    const deployments = s.github.state.deployments(OWNER, REPO);
    expect(deployments).toHaveLength(3);
    const latest = deployments.reduce((a, b) => (a.id > b.id ? a : b));
    const statuses = s.github.state.deploymentStatuses(latest.id);
    expect(statuses[0]).toMatchObject({
      state: 'success',
      environment_url: s.runs.at(-1)!.outputs['preview-url'],
    });
    expect(latest.environment).toBe(`sitesync-preview-pr-${PR}`);
  });

  it('a rerun of the same commit writes nothing, asks the platform if the session lives, and ends with the same comment', async () => {
    const before = {
      batches: batchWrites().length,
      sessions: sessionCreates().length,
      body: stickyComments()[0]!.body,
      probes: log().filter((e) => e.route?.endsWith('/preview')).length,
    };
    const run = await act(
      'pull_request',
      pullRequestEvent({ action: 'synchronize', number: PR, headSha: s.checkout.head }),
    );
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain(`site ${SITE_ID}: unchanged (the session already holds this plan)`);
    expect(batchWrites()).toHaveLength(before.batches);
    expect(sessionCreates()).toHaveLength(before.sessions);
    // one liveness probe reached the platform (not a replayed answer)
    const probes = log().filter((e) => e.route?.endsWith('/preview'));
    expect(probes).toHaveLength(before.probes + 1);
    expect(probes.at(-1)).toMatchObject({ status: 200, replayed: false });
    expect(stickyComments()[0]!.body).toBe(before.body);
  });
});

describe('merge: apply the catalog and file one publish request per commit', () => {
  it('gives one publish request even when the workflow runs twice', async () => {
    s.checkout.git('checkout', '-q', s.checkout.head);
    s.github.state.seedPullRequest(OWNER, REPO, {
      number: PR,
      headSha: s.checkout.head,
      merged: true,
      mergeCommitSha: s.checkout.head,
      state: 'closed',
    });
    const first = await act(
      'push',
      pushEvent({ after: s.checkout.head, before: s.checkout.shas[0]!, ref: 'refs/heads/main' }),
    );
    expect(first.exitCode, first.stderr + first.stdout).toBe(0);
    const second = await act(
      'push',
      pushEvent({ after: s.checkout.head, before: s.checkout.shas[0]!, ref: 'refs/heads/main' }),
    );
    expect(second.exitCode, second.stderr + second.stdout).toBe(0);
    expect(first.outputs['publish-request-id']).toMatch(/^sprq_/);
    expect(second.outputs['publish-request-id']).toBe(first.outputs['publish-request-id']);
    const creates = log().filter(
      (e) => e.method === 'POST' && e.route === '/v1/sites/:site_id/publish-requests',
    );
    expect(creates.map((e) => [e.status, e.replayed])).toEqual([
      [200, false],
      [200, true],
    ]);
    // the catalog was applied: the brand carries the new name, the product the new price
    const brands = (await (
      await fetch(`${s.emulator.url}/v1/brands`, { headers: { authorization: `Bearer ${API_KEY}` } })
    ).json()) as { data: { items: { slug: string; name: string }[] } };
    expect(brands.data.items.find((b) => b.slug === 'acme')?.name).toBe(HOSTILE_NAME);
    expect(first.summary).toContain('Plan matches the one reviewed in \\#7');
    expect(s.github.rejected).toEqual([]);
  });
});

describe('pull request closed', () => {
  it('marks the preview deployments inactive and says so in the comment', async () => {
    const run = await act(
      'pull_request',
      pullRequestEvent({ action: 'closed', number: PR, headSha: s.checkout.head, merged: true }),
    );
    expect(run.exitCode, run.stderr).toBe(0);
    for (const d of s.github.state.deployments(OWNER, REPO))
      expect(s.github.state.deploymentStatuses(d.id)[0]!.state).toBe('inactive');
    expect(stickyComments()).toHaveLength(1);
    expect(stickyComments()[0]!.body).toContain('### ⚪ sitesync: pull request merged');
    expect(s.github.rejected).toEqual([]);
  });
});

describe('safety', () => {
  it('a fork pull request (no secret) validates offline and makes no API call', async () => {
    const platformBefore = log().length;
    const githubBefore = s.github.requests.length;
    const run = await runAction({
      actionDir: process.cwd(),
      cwd: s.checkout.dir,
      eventName: 'pull_request',
      payload: pullRequestEvent({ action: 'opened', number: 8, headSha: s.checkout.head, fork: true }),
      inputs: { 'github-token': GITHUB_TOKEN, 'base-url': s.emulator.url }, // secrets are not given to forks
      githubApiUrl: s.github.url,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(
      run.annotations.some(
        (a) =>
          a.level === 'notice' &&
          a.message.startsWith(
            'sitesync validated offline only (a pull request from a fork gets no secrets)',
          ),
      ),
    ).toBe(true);
    expect(log().length).toBe(platformBefore);
    expect(s.github.requests.length).toBe(githubBefore);
  });

  it('refuses pull_request_target unless the base branch commit is checked out (a merge ref is untrusted)', async () => {
    const before = { platform: log().length, github: s.github.requests.length };
    const refused = await act(
      'pull_request_target',
      pullRequestEvent({
        action: 'opened',
        number: 9,
        headSha: s.checkout.shas[2]!,
        baseSha: s.checkout.shas[0]!,
      }),
    );
    expect(refused.exitCode).toBe(1);
    expect(refused.stdout).toContain(
      `refusing to run under pull_request_target: the checked-out commit ${s.checkout.head.slice(0, 12)} is not the base branch's commit ${s.checkout.shas[0]!.slice(0, 12)}`,
    );
    expect(log().length).toBe(before.platform);
    expect(s.github.requests.length).toBe(before.github);

    s.checkout.git('checkout', '-q', s.checkout.shas[0]!); // the base branch, as actions/checkout leaves it
    try {
      const trusted = await act(
        'pull_request_target',
        pullRequestEvent({
          action: 'opened',
          number: 9,
          headSha: s.checkout.shas[2]!,
          baseSha: s.checkout.shas[0]!,
        }),
      );
      expect(trusted.exitCode, trusted.stdout).toBe(0);
      expect(trusted.stdout).toContain('pull_request_target runs the base branch, not the pull request');
      expect(
        log()
          .slice(before.platform)
          .filter((e) => e.idempotency_key),
      ).toEqual([]);
      expect(s.github.state.comments(OWNER, REPO, 9)).toEqual([]);
    } finally {
      s.checkout.git('checkout', '-q', s.checkout.head);
    }
  });

  it('the API key and the GitHub token appear nowhere: stdout, stderr, summaries, outputs, comments', () => {
    const forms = (s: string) => [s, Buffer.from(s).toString('base64'), encodeURIComponent(s)];
    const haystacks = [
      // the runner consumes ::add-mask:: lines (that is how masking works); everything else is shown
      ...s.runs.flatMap((r) => [
        r.stdout.replace(/^::add-mask::.*$/gm, ''),
        r.stderr,
        r.summary,
        JSON.stringify(r.outputs),
      ]),
      ...s.github.state.comments(OWNER, REPO, PR).map((c) => c.body),
      JSON.stringify(s.github.requests),
    ];
    expect(s.runs.length).toBeGreaterThan(5);
    for (const secret of [API_KEY, GITHUB_TOKEN])
      for (const form of forms(secret)) for (const h of haystacks) expect(h).not.toContain(form);
    expect(s.runs.every((r) => r.masked.includes(API_KEY))).toBe(true);
  });
});

describe('reports without writes', () => {
  it('schedule with mode plan: a drift report in the summary, no writes', async () => {
    s.checkout.git('checkout', '-q', s.checkout.shas[0]!); // the branch is behind what the merge published
    const before = log().length;
    const run = await act('schedule', scheduleEvent({}), { mode: 'plan' });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.summary).toContain('sitesync: drift between the branch and live');
    expect(run.outputs['has-changes']).toBe('true');
    const during = log().slice(before);
    expect(during.length).toBeGreaterThan(0);
    expect(during.filter((e) => e.idempotency_key)).toEqual([]);
    s.checkout.git('checkout', '-q', s.checkout.head);
  });

  it('a validation error is annotated at file:line:column, fails the job and stages nothing', async () => {
    const bad = makeGitCheckout({
      ...baseFiles(),
      'site/pages/broken.json':
        '{\n  "name": "Broken",\n  "slug": "broken",\n  "template_file": "templates/missing.html"\n}\n',
    });
    try {
      const before = log().length;
      const run = await runAction({
        actionDir: process.cwd(),
        cwd: bad.dir,
        eventName: 'pull_request',
        payload: pullRequestEvent({ action: 'opened', number: 11, headSha: bad.head }),
        inputs: { 'api-key': API_KEY, 'base-url': s.emulator.url, 'github-token': GITHUB_TOKEN },
        githubApiUrl: s.github.url,
      });
      expect(run.exitCode).toBe(1);
      if (testShape() === 'minimal') {
        // errors is optional in the contract: the platform says invalid without saying where.
        expect(run.annotations.map((a) => [a.level, a.message])).toContainEqual([
          'error',
          expect.stringContaining('the platform reports the changed source invalid but lists no errors'),
        ]);
      } else {
        const error = run.annotations.find(
          (a) => a.level === 'error' && a.properties.file === 'site/pages/broken.json',
        );
        expect(error, JSON.stringify(run.annotations)).toBeDefined();
        expect(error!.properties).toMatchObject({ line: '4' });
      }
      expect(
        log()
          .slice(before)
          .filter((e) => e.idempotency_key),
      ).toEqual([]);
      const comment = s.github.state.comments(OWNER, REPO, 11).find((c) => c.body.includes(MARKER));
      expect(comment?.body).toContain('### 🔴 sitesync: validation failed (1 error)');
      expect(s.github.rejected).toEqual([]);
    } finally {
      bad.cleanup();
    }
  });
});
