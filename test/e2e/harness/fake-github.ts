/**
 * A fake api.github.com for end-to-end tests of the GitHub Action: a real HTTP server on 127.0.0.1
 * that rejects every request GitHub's OpenAPI description does not allow, implements the
 * operations the action uses with in-memory state, and answers 404 for any other valid operation.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handlers, notFound, type ApiResponse, type HandlerContext } from './github-handlers.js';
import { GitHubState, type GitHubStateOptions } from './github-state.js';
import { validateGitHubRequest } from './request-validator.js';
import { answerGraphql } from './graphql.js';

export interface RecordedRequest {
  method: string;
  /** Path and query as sent, e.g. `/repos/o/r/issues/2/comments?per_page=100`. */
  url: string;
  /** The OpenAPI operation it matched, when it matched one. */
  operationId: string | undefined;
  /** The parsed JSON body (undefined without one). */
  body: unknown;
  status: number;
}

export interface RejectedRequestRecord {
  method: string;
  url: string;
  status: 400 | 404;
  reason: string;
}

export interface UnimplementedRequest {
  method: string;
  url: string;
  operationId: string;
}

/**
 * A fault answered instead of the handler for matching, otherwise valid requests: `operationId`
 * is GitHub's (e.g. `repos/create-deployment`) or `graphql`. `status` 403 answers like a missing
 * permission, 5xx like an outage, `secondary-rate-limit` like GitHub's abuse limit (403 with
 * `retry-after: 1`). `count` answers (default: every matching request) are faulted.
 */
export interface FaultRule {
  operationId: string;
  method?: string;
  status: number | 'secondary-rate-limit';
  count?: number;
  message?: string;
}

export interface FakeGitHubOptions extends Omit<GitHubStateOptions, 'apiUrl'> {
  /** Answers to add or override, keyed by operationId (e.g. to simulate a 500 from `issues/create-comment`). */
  overrides?: Record<string, (ctx: HandlerContext) => ApiResponse>;
}

export interface FakeGitHub {
  /** Base URL to use as GITHUB_API_URL / octokit's baseUrl (no trailing slash). */
  url: string;
  /** Every request, in order, including rejected ones. */
  requests: RecordedRequest[];
  /** Requests that GitHub's OpenAPI description does not allow; tests assert this stays empty. */
  rejected: RejectedRequestRecord[];
  /** Valid requests for operations the fake does not implement (answered 404). */
  unimplemented: UnimplementedRequest[];
  state: GitHubState;
  /** Adds a fault rule (see FaultRule); returns it, with `hits` counting the requests it answered. */
  fail(rule: FaultRule): FaultRule & { hits: number };
  /** Removes every fault rule. */
  clearFaults(): void;
  close(): Promise<void>;
}

function faultAnswer(rule: FaultRule): ApiResponse {
  if (rule.status === 'secondary-rate-limit')
    return {
      status: 403,
      headers: { 'retry-after': '1' },
      body: {
        message:
          rule.message ??
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
      },
    };
  if (rule.status === 403)
    return {
      status: 403,
      body: {
        message: rule.message ?? 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest',
        status: '403',
      },
    };
  return { status: rule.status, body: { message: rule.message ?? 'Server Error' } };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, answer: ApiResponse): void {
  const headers: Record<string, string> = {
    'x-github-media-type': 'github.v3; format=json',
    ...answer.headers,
  };
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers).end();
    return;
  }
  headers['content-type'] = 'application/json; charset=utf-8';
  response.writeHead(answer.status, headers).end(JSON.stringify(answer.body));
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const requests: RecordedRequest[] = [];
  const rejected: RejectedRequestRecord[] = [];
  const unimplemented: UnimplementedRequest[] = [];
  const table = { ...handlers, ...options.overrides };
  const faults: (FaultRule & { hits: number })[] = [];
  const faultFor = (operationId: string, method: string) => {
    const rule = faults.find(
      (f) =>
        f.operationId === operationId &&
        (f.method === undefined || f.method.toUpperCase() === method) &&
        f.hits < (f.count ?? Infinity),
    );
    if (rule) rule.hits += 1;
    return rule;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const method = (request.method ?? 'GET').toUpperCase();
      const rawUrl = request.url ?? '/';
      const url = new URL(rawUrl, fake.url);
      const rawBody = await readBody(request);
      if (method === 'POST' && url.pathname === '/graphql') {
        let body: unknown;
        try {
          body = JSON.parse(rawBody);
        } catch {
          body = undefined;
        }
        const auth = request.headers.authorization;
        const fault = faultFor('graphql', method);
        const answer = !auth
          ? { status: 401, body: { message: 'This endpoint requires you to be authenticated.' } }
          : fault
            ? faultAnswer(fault)
            : await answerGraphql(body, { viewer: { login: fake.state.actor.login } });
        requests.push({ method, url: rawUrl, operationId: 'graphql', body, status: answer.status });
        send(response, answer);
        return;
      }
      const checked = validateGitHubRequest({
        method,
        pathname: url.pathname,
        search: url.searchParams,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        rawBody,
      });
      if (!checked.ok) {
        rejected.push({ method, url: rawUrl, status: checked.status, reason: checked.reason });
        requests.push({
          method,
          url: rawUrl,
          operationId: checked.operationId,
          body: undefined,
          status: checked.status,
        });
        send(response, {
          status: checked.status,
          body: {
            message: `fake-github rejected the request: ${checked.reason}`,
            documentation_url: 'docs/testing.md',
          },
        });
        return;
      }
      const { operationId } = checked.route;
      const handler = table[operationId];
      const fault = faultFor(operationId, method);
      let answer: ApiResponse;
      if (fault) {
        answer = faultAnswer(fault);
      } else if (handler) {
        answer = handler({
          state: fake.state,
          pathParams: checked.pathParams,
          query: checked.query,
          body: checked.body,
          url,
        });
      } else {
        unimplemented.push({ method, url: rawUrl, operationId });
        answer = notFound();
      }
      requests.push({ method, url: rawUrl, operationId, body: checked.body, status: answer.status });
      send(response, answer);
    })().catch((error: unknown) => {
      send(response, { status: 500, body: { message: `fake-github crashed: ${(error as Error).message}` } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const apiUrl = `http://127.0.0.1:${port}`;
  const state = new GitHubState({ ...options, apiUrl });
  const fake: FakeGitHub = {
    url: apiUrl,
    requests,
    rejected,
    unimplemented,
    state,
    fail: (rule) => {
      const added = { ...rule, hits: 0 };
      faults.push(added);
      return added;
    },
    clearFaults: () => {
      faults.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
