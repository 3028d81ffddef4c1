import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pullRequestEvent, pushEvent, scheduleEvent, workflowDispatchEvent } from './harness/events.js';
import { startFakeGitHub, type FakeGitHub } from './harness/fake-github.js';
import { makeGitCheckout, runAction } from './harness/run-action.js';
import { parseFileCommands, parseWorkflowCommands } from './harness/workflow-commands.js';

interface PullRequestPayload {
  state: string;
  merged: boolean;
  merge_commit_sha: string | null;
  head: { sha: string; repo: { full_name: string; fork: boolean } };
  base: { repo: { full_name: string } };
}

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);

let github: FakeGitHub;
beforeEach(async () => {
  github = await startFakeGitHub();
});
afterEach(async () => {
  await github.close();
});

const octokit = () => getOctokit('ghs_secret-token', { baseUrl: github.url });

async function raw(method: string, path: string, body?: unknown, auth: string | null = 'token t') {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth) headers.authorization = auth;
  const response = await fetch(`${github.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

describe('fake GitHub: requests octokit makes', () => {
  it('accepts create / update / list / delete of issue comments and keeps them in state', async () => {
    const client = octokit();
    const created = await client.rest.issues.createComment({
      owner: 'acme',
      repo: 'site',
      issue_number: 7,
      body: 'plan',
    });
    expect(created.status).toBe(201);
    expect(created.data.user?.login).toBe('github-actions[bot]');
    expect(created.data.html_url).toBe(`https://github.com/acme/site/pull/7#issuecomment-${created.data.id}`);
    const updated = await client.rest.issues.updateComment({
      owner: 'acme',
      repo: 'site',
      comment_id: created.data.id,
      body: 'plan v2',
    });
    expect(updated.data.body).toBe('plan v2');
    const listed = await client.rest.issues.listComments({ owner: 'acme', repo: 'site', issue_number: 7 });
    expect(listed.data.map((c) => c.body)).toEqual(['plan v2']);
    await client.rest.issues.deleteComment({ owner: 'acme', repo: 'site', comment_id: created.data.id });
    expect(github.state.comments('acme', 'site', 7)).toEqual([]);
    expect(github.rejected).toEqual([]);
    expect(github.requests.map((r) => `${r.method} ${r.operationId} ${r.status}`)).toEqual([
      'POST issues/create-comment 201',
      'PATCH issues/update-comment 200',
      'GET issues/list-comments 200',
      'DELETE issues/delete-comment 204',
    ]);
  });

  it('answers 404 for a comment that does not exist', async () => {
    await expect(
      octokit().rest.issues.updateComment({ owner: 'acme', repo: 'site', comment_id: 99, body: 'x' }),
    ).rejects.toMatchObject({ status: 404 });
    expect(github.rejected).toEqual([]);
  });

  it('finds pull requests by number and by commit sha, forks included', async () => {
    github.state.seedPullRequest('acme', 'site', {
      number: 5,
      headSha: SHA_A,
      headRepoFullName: 'someone/site',
    });
    const client = octokit();
    const pr = await client.rest.pulls.get({ owner: 'acme', repo: 'site', pull_number: 5 });
    expect(pr.data.head.sha).toBe(SHA_A);
    expect(pr.data.head.repo?.fork).toBe(true);
    const pulls = await client.rest.repos.listPullRequestsAssociatedWithCommit({
      owner: 'acme',
      repo: 'site',
      commit_sha: SHA_A,
    });
    expect(pulls.data.map((p) => p.number)).toEqual([5]);
    const none = await client.rest.repos.listPullRequestsAssociatedWithCommit({
      owner: 'acme',
      repo: 'site',
      commit_sha: SHA_B,
    });
    expect(none.data).toEqual([]);
    expect(github.rejected).toEqual([]);
  });

  it('creates deployments and statuses, filters the list, and marks earlier ones inactive', async () => {
    const client = octokit();
    const base = { owner: 'acme', repo: 'site' };
    const first = await client.rest.repos.createDeployment({
      ...base,
      ref: SHA_A,
      environment: 'preview',
      auto_merge: false,
      required_contexts: [],
    });
    if (!('id' in first.data)) throw new Error('expected a deployment');
    await client.rest.repos.createDeploymentStatus({
      ...base,
      deployment_id: first.data.id,
      state: 'success',
    });
    github.state.setRef('acme', 'site', 'main', SHA_B);
    const second = await client.rest.repos.createDeployment({ ...base, ref: 'main', environment: 'preview' });
    if (!('id' in second.data)) throw new Error('expected a deployment');
    expect(second.data.sha).toBe(SHA_B);
    await client.rest.repos.createDeploymentStatus({
      ...base,
      deployment_id: second.data.id,
      state: 'success',
      environment_url: 'https://preview.example.com',
    });

    expect(github.state.deploymentStatuses(first.data.id).map((s) => s.state)).toEqual([
      'inactive',
      'success',
    ]);
    const statuses = await client.rest.repos.listDeploymentStatuses({
      ...base,
      deployment_id: second.data.id,
    });
    expect(statuses.data.map((s) => [s.state, s.environment_url])).toEqual([
      ['success', 'https://preview.example.com'],
    ]);
    const bySha = await client.rest.repos.listDeployments({ ...base, sha: SHA_A, environment: 'preview' });
    expect(bySha.data.map((d) => d.id)).toEqual([first.data.id]);
    const production = await client.rest.repos.listDeployments({ ...base, environment: 'production' });
    expect(production.data).toEqual([]);
    expect(github.state.deployments().map((d) => d.id)).toEqual([second.data.id, first.data.id]);
    expect(github.rejected).toEqual([]);
  });

  it('answers 422 like GitHub for a deployment of an unknown ref', async () => {
    await expect(
      octokit().rest.repos.createDeployment({ owner: 'acme', repo: 'site', ref: 'nope' }),
    ).rejects.toMatchObject({ status: 422, message: expect.stringContaining('No ref found for: nope') });
  });

  it('answers 404 for a valid operation it does not implement and records it', async () => {
    await expect(octokit().rest.repos.get({ owner: 'acme', repo: 'site' })).rejects.toMatchObject({
      status: 404,
    });
    expect(github.unimplemented).toEqual([
      { method: 'GET', url: '/repos/acme/site', operationId: 'repos/get' },
    ]);
    expect(github.rejected).toEqual([]);
  });
});

describe('fake GitHub: pagination', () => {
  it('pages issue comments with per_page/page and a Link header across 3 pages', async () => {
    github.state.seedComments('acme', 'site', 3, 65);
    const response = await fetch(`${github.url}/repos/acme/site/issues/3/comments?per_page=30&page=2`, {
      headers: { authorization: 'Bearer t' },
    });
    const page = (await response.json()) as { body: string }[];
    expect(page.map((c) => c.body)).toEqual(Array.from({ length: 30 }, (_, i) => `Comment ${i + 31}`));
    const link = `${github.url}/repos/acme/site/issues/3/comments?per_page=30&page=`;
    expect(response.headers.get('link')).toBe(
      `<${link}1>; rel="prev", <${link}3>; rel="next", <${link}3>; rel="last", <${link}1>; rel="first"`,
    );

    const all = await octokit().paginate(octokit().rest.issues.listComments, {
      owner: 'acme',
      repo: 'site',
      issue_number: 3,
      per_page: 30,
    });
    expect(all.map((c) => c.body)).toEqual(Array.from({ length: 65 }, (_, i) => `Comment ${i + 1}`));
    expect(github.requests.slice(1).map((r) => r.url)).toEqual([
      '/repos/acme/site/issues/3/comments?per_page=30',
      '/repos/acme/site/issues/3/comments?per_page=30&page=2',
      '/repos/acme/site/issues/3/comments?per_page=30&page=3',
    ]);
    expect(github.rejected).toEqual([]);
  });

  it('sends no Link header when everything fits on one page', async () => {
    github.state.seedComments('acme', 'site', 3, 2);
    const response = await fetch(`${github.url}/repos/acme/site/issues/3/comments`, {
      headers: { authorization: 'token t' },
    });
    expect(response.headers.get('link')).toBeNull();
  });
});

describe('fake GitHub: requests GitHub would not accept', () => {
  it('rejects a made-up route with 404 and records why', async () => {
    const answer = await raw('GET', '/repos/acme/site/sticky-comments');
    expect(answer.status).toBe(404);
    const reason =
      "GET /repos/acme/site/sticky-comments: no operation in GitHub's OpenAPI description has this path";
    expect(answer.body.message).toBe(`fake-github rejected the request: ${reason}`);
    expect(github.rejected).toEqual([
      { method: 'GET', url: '/repos/acme/site/sticky-comments', status: 404, reason },
    ]);
  });

  it('rejects a method the path does not have', async () => {
    const answer = await raw('PUT', '/repos/acme/site/pulls/3', { title: 'x' });
    expect(answer.status).toBe(404);
    expect(github.rejected[0]?.reason).toBe(
      "PUT /repos/acme/site/pulls/3: the path exists in GitHub's OpenAPI description but not for PUT (allowed: GET, PATCH)",
    );
  });

  it('rejects a body field of the wrong type', async () => {
    const answer = await raw('POST', '/repos/acme/site/issues/3/comments', { body: 42 });
    expect(answer.status).toBe(400);
    expect(github.rejected[0]?.reason).toBe(
      'POST /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/create-comment): request body field /body must be string',
    );
    expect(github.state.comments('acme', 'site', 3)).toEqual([]);
  });

  it('rejects a body missing a required field', async () => {
    await raw('POST', '/repos/acme/site/deployments', { environment: 'preview' });
    expect(github.rejected[0]?.reason).toBe(
      'POST /repos/{owner}/{repo}/deployments (repos/create-deployment): request body is missing required field /ref',
    );
  });

  it('rejects a value outside an enum', async () => {
    await raw('POST', '/repos/acme/site/deployments/1/statuses', { state: 'done' });
    expect(github.rejected[0]?.reason).toBe(
      'POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses (repos/create-deployment-status): ' +
        'request body field /state must be equal to one of the allowed values (error, failure, inactive, in_progress, queued, pending, success)',
    );
  });

  it('rejects an undeclared query parameter and a badly typed one', async () => {
    await raw('GET', '/repos/acme/site/issues/3/comments?sort=created');
    await raw('GET', '/repos/acme/site/issues/3/comments?per_page=many');
    const operation = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/list-comments)';
    expect(github.rejected.map((r) => r.reason)).toEqual([
      `${operation}: query parameter "sort" is not declared (declared: since, per_page, page)`,
      `${operation}: query parameter field /per_page must be integer`,
    ]);
  });

  it('rejects a badly typed path parameter', async () => {
    await raw('GET', '/repos/acme/site/pulls/abc');
    expect(github.rejected[0]?.reason).toBe(
      'GET /repos/{owner}/{repo}/pulls/{pull_number} (pulls/get): path parameter field /pull_number must be integer',
    );
  });

  it('rejects a request without an Authorization header', async () => {
    const answer = await raw('GET', '/repos/acme/site/pulls/1', undefined, null);
    expect(answer.status).toBe(400);
    expect(github.rejected[0]?.reason).toBe(
      'GET /repos/{owner}/{repo}/pulls/{pull_number} (pulls/get): missing Authorization header ("token <t>" or "Bearer <t>")',
    );
  });

  it('rejects a body that is not JSON', async () => {
    const response = await fetch(`${github.url}/repos/acme/site/issues/3/comments`, {
      method: 'POST',
      headers: { authorization: 'token t' },
      body: '{body:',
    });
    expect(response.status).toBe(400);
    expect(github.rejected[0]?.reason).toMatch(/request body is not valid JSON/);
  });
});

describe('events', () => {
  it('adapts a real pull_request payload to the test repository, including forks', () => {
    const payload = pullRequestEvent({
      action: 'opened',
      owner: 'acme',
      repo: 'site',
      number: 9,
      headSha: SHA_A,
      fork: true,
    });
    const pr = payload.pull_request as PullRequestPayload;
    expect(payload.action).toBe('opened');
    expect(payload.number).toBe(9);
    expect((payload.repository as { full_name: string }).full_name).toBe('acme/site');
    expect(pr.head.sha).toBe(SHA_A);
    expect(pr.head.repo.full_name).toBe('contributor/site');
    expect(pr.head.repo.fork).toBe(true);
    expect(pr.base.repo.full_name).toBe('acme/site');
    expect(JSON.stringify(payload)).not.toContain('Codertocat/Hello-World');
  });

  it('builds merged closed, synchronize and reopened pull_request payloads', () => {
    const closed = pullRequestEvent({
      action: 'closed',
      headSha: SHA_A,
      merged: true,
      mergeCommitSha: SHA_B,
    });
    const pr = closed.pull_request as PullRequestPayload;
    expect([pr.state, pr.merged, pr.merge_commit_sha]).toEqual(['closed', true, SHA_B]);
    expect(pr.head.repo.full_name).toBe(pr.base.repo.full_name);
    expect(pullRequestEvent({ action: 'synchronize', headSha: SHA_A }).action).toBe('synchronize');
    expect(pullRequestEvent({ action: 'reopened', headSha: SHA_A }).action).toBe('reopened');
  });

  it('builds push, workflow_dispatch and schedule payloads', () => {
    const push = pushEvent({ owner: 'acme', repo: 'site', after: SHA_B, before: SHA_A });
    expect([push.ref, push.before, push.after]).toEqual(['refs/heads/main', SHA_A, SHA_B]);
    expect(workflowDispatchEvent({ inputs: { mode: 'apply' } }).inputs as object).toEqual({ mode: 'apply' });
    expect(scheduleEvent({ cron: '5 4 * * *' }).schedule).toBe('5 4 * * *');
  });
});

describe('runner emulation', () => {
  let actionDir: string;
  beforeEach(() => {
    actionDir = mkdtempSync(join(tmpdir(), 'throwaway-action-'));
    mkdirSync(join(actionDir, 'dist'));
  });
  afterEach(() => rmSync(actionDir, { recursive: true, force: true }));

  it('passes inputs and runner variables, and reads back outputs, summary, annotations and masks', async () => {
    writeFileSync(
      join(actionDir, 'action.yml'),
      'name: t\ninputs:\n  api-key:\n    required: true\n  mode:\n    default: plan\nruns:\n  using: node24\n  main: dist/index.js\n',
    );
    writeFileSync(
      join(actionDir, 'dist/index.js'),
      [
        "const fs = require('node:fs');",
        "const { execSync } = require('node:child_process');",
        'const e = process.env;',
        "const event = JSON.parse(fs.readFileSync(e.GITHUB_EVENT_PATH, 'utf8'));",
        "const head = execSync('git rev-parse HEAD', { encoding: 'utf8' }).trim();",
        "fs.appendFileSync(e.GITHUB_OUTPUT, 'mode<<EOF_1\\n' + e.INPUT_MODE + '\\nEOF_1\\n');",
        "fs.appendFileSync(e.GITHUB_OUTPUT, 'report<<EOF_2\\nline 1\\nline 2\\nEOF_2\\n');",
        "fs.appendFileSync(e.GITHUB_OUTPUT, 'seen=' + [e.GITHUB_EVENT_NAME, event.number, e.GITHUB_REPOSITORY, e.GITHUB_SHA === head, e.GITHUB_API_URL === e.EXPECTED_API].join('|') + '\\n');",
        "fs.appendFileSync(e.GITHUB_STEP_SUMMARY, '## Plan\\n');",
        "console.log('::add-mask::' + e['INPUT_API-KEY']);",
        "console.log('::error file=a.txt,line=3,title=Bad%2C price::msg%0Asecond line');",
        "console.log('::warning::careful');",
        'process.exitCode = 1;',
      ].join('\n'),
    );
    const checkout = makeGitCheckout({ 'site/a.txt': 'one' }, [{ files: { 'site/a.txt': 'two' } }]);
    try {
      const run = await runAction({
        actionDir,
        cwd: checkout.dir,
        inputs: { 'api-key': 'sk_live_123', surprise: 'x' },
        eventName: 'pull_request',
        payload: pullRequestEvent({
          action: 'opened',
          owner: 'acme',
          repo: 'site',
          number: 4,
          headSha: checkout.head,
        }),
        githubApiUrl: github.url,
        env: { EXPECTED_API: github.url },
      });
      expect(run.stderr).toBe('');
      expect(run.exitCode).toBe(1);
      expect(run.timedOut).toBe(false);
      expect(run.outputs).toEqual({
        mode: 'plan',
        report: 'line 1\nline 2',
        seen: 'pull_request|4|acme/site|true|true',
      });
      expect(run.summary).toBe('## Plan\n');
      expect(run.masked).toEqual(['sk_live_123']);
      expect(run.annotations).toEqual([
        {
          level: 'error',
          message: 'msg\nsecond line',
          properties: { file: 'a.txt', line: '3', title: 'Bad, price' },
        },
        { level: 'warning', message: 'careful', properties: {} },
      ]);
      expect(run.unexpectedInputs).toEqual(['surprise']);
    } finally {
      checkout.cleanup();
    }
  });

  it('kills an action that outlives timeoutMs', async () => {
    writeFileSync(join(actionDir, 'dist/index.js'), 'setInterval(() => {}, 1000);');
    const run = await runAction({
      actionDir,
      cwd: actionDir,
      inputs: {},
      eventName: 'push',
      payload: pushEvent({ after: SHA_A }),
      githubApiUrl: github.url,
      timeoutMs: 50,
    });
    expect(run.timedOut).toBe(true);
    expect(run.exitCode).toBeNull();
  });

  it('makeGitCheckout commits each step and returns the shas in order', () => {
    const checkout = makeGitCheckout({ 'a.txt': '1' }, [
      { files: { 'b.txt': '2' } },
      { files: { 'a.txt': null } },
    ]);
    try {
      expect(checkout.shas).toHaveLength(3);
      expect(checkout.head).toBe(checkout.shas[2]);
      expect(checkout.git('rev-list', '--count', 'HEAD')).toBe('3');
      expect(checkout.git('ls-files')).toBe('b.txt');
    } finally {
      checkout.cleanup();
    }
  });
});

describe('workflow command parsers', () => {
  it('reads name=value lines and heredocs, and rejects an unclosed heredoc', () => {
    expect(parseFileCommands('a=1\nb<<X\nx\ny\nX\n')).toEqual({ a: '1', b: 'x\ny' });
    expect(() => parseFileCommands('b<<X\nx\n', 'GITHUB_OUTPUT')).toThrow(
      'GITHUB_OUTPUT: heredoc "b" has no closing delimiter "X"',
    );
  });

  it('ignores lines that are not workflow commands', () => {
    expect(parseWorkflowCommands('hello\n::notice file=x.yml,line=1,col=2::hi\n:: not\n')).toEqual({
      annotations: [{ level: 'notice', message: 'hi', properties: { file: 'x.yml', line: '1', col: '2' } }],
      masked: [],
      debug: [],
    });
  });
});
