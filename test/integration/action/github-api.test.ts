/**
 * The action's GitHub client against a local server that misbehaves: a request accepted and never
 * answered, a next-page link that points back at itself. Real sockets on 127.0.0.1.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BestEffortGitHub } from '../../../src/action/github-best-effort.js';
import { createGitHubApi, GitHubCallError, MAX_COMMENT_PAGES } from '../../../src/action/github.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const api = (baseUrl: string, extra: { retries?: number; timeoutMs?: number } = {}) =>
  createGitHubApi({ token: 'ghs_test_token', owner: 'acme', repo: 'shop', baseUrl, ...extra });

describe('a GitHub that accepts a request and never answers', () => {
  it('each attempt ends at its timeout; the error says no answer came, not an HTTP status', async () => {
    const seen: string[] = [];
    const url = await serve((req) => seen.push(`${req.method} ${req.url}`)); // never answers
    const err = await api(url, { retries: 1, timeoutMs: 200 })
      .listComments(7)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(GitHubCallError);
    expect(err).toMatchObject({ timedOut: true, status: undefined });
    expect((err as Error).message).toBe(
      'GitHub: listing pull request comments failed: no answer within the time each attempt has',
    );
    // The first attempt and one retry.
    expect(seen).toEqual([
      'GET /repos/acme/shop/issues/7/comments?per_page=100',
      'GET /repos/acme/shop/issues/7/comments?per_page=100',
    ]);
  });

  it('best-effort: one warning, then no more calls to GitHub in this run', async () => {
    let requests = 0;
    const url = await serve(() => void requests++);
    const warnings: string[] = [];
    const infos: string[] = [];
    const gh = new BestEffortGitHub(api(url, { retries: 0, timeoutMs: 150 }), {
      warning: (m) => warnings.push(m),
      info: (m) => infos.push(m),
    });
    expect(await gh.try('comment', (a) => a.listComments(7))).toBeUndefined();
    expect(await gh.try('deployment', (a) => a.deactivateDeployments('env'))).toBeUndefined();
    expect(requests).toBe(1);
    expect(warnings).toEqual([
      'GitHub did not answer listing pull request comments (each attempt waited 30 s, and was retried). The run goes on without the sticky pull-request comment, and without GitHub from here on.',
    ]);
    expect(infos).toEqual(['GitHub did not answer earlier in this run: deployment skipped']);
  });
});

describe('a next-page link that loops', () => {
  it('the comment listing stops after its page cap with an error, not at memory’s end', async () => {
    let pages = 0;
    const url = await serve((req, res) => {
      pages++;
      res.writeHead(200, {
        'content-type': 'application/json',
        link: `<${url}${req.url}>; rel="next"`,
      });
      res.end(JSON.stringify([{ id: pages, body: 'x', user: { login: 'someone', type: 'User' } }]));
    });
    const err = await api(url)
      .listComments(7)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(GitHubCallError);
    expect((err as Error).message).toBe(
      `GitHub: listing pull request comments failed: more than ${MAX_COMMENT_PAGES} pages of comments (${MAX_COMMENT_PAGES * 100}): not read further`,
    );
    expect(pages).toBe(MAX_COMMENT_PAGES + 1);
  });
});
