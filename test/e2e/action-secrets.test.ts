/**
 * A platform that echoes the API key back, run for real: dist/index.js against the emulator behind
 * a proxy that puts the key into answers the way a buggy platform would (a signed preview link
 * with the key in its query, an error message with the key in JSON escapes), and the fake GitHub.
 * The runner masks only its log: the comment, the deployment, the outputs and the job summary are
 * the action's to keep clean, in every form the key takes there (markdown-escaped, too).
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pullRequestEvent } from './harness/events.js';
import { API_KEY, expectNoSecrets, startScenario, type Scenario } from './action-scenario.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

/** The key in JSON's \u escapes: what no pattern over the text sees. */
const ESCAPED_KEY = [...API_KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

type Mode = { preview?: boolean; batch422?: boolean };

/** Forwards to the emulator; rewrites the answers `mode` names. */
async function startEchoProxy(target: string, mode: Mode): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (mode.batch422 && req.method === 'PATCH' && path.endsWith('/source:batch')) {
        res.writeHead(422, { 'content-type': 'application/json' });
        res.end(
          `{"success":false,"error":{"error_code":"VALIDATION_FAILED","message":"token ${ESCAPED_KEY} cannot write","details":{"errors":[{"code":"forbidden","message":"key ${ESCAPED_KEY} is read-only","path":"content/about/en.json"}]}}}`,
        );
        return;
      }
      const out = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (c: Buffer) => body.push(c));
          answer.on('end', () => {
            let text = Buffer.concat(body).toString('utf8');
            if (mode.preview && path.endsWith('/preview') && answer.statusCode === 200) {
              const json = JSON.parse(text) as { data: { preview_url?: string } };
              json.data.preview_url = `${json.data.preview_url}?token=${API_KEY}`;
              text = JSON.stringify(json);
            }
            const headers = { ...answer.headers };
            delete headers['content-length'];
            res.writeHead(answer.statusCode ?? 502, headers);
            res.end(text);
          });
        },
      );
      out.on('error', () => res.destroy());
      out.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe('a platform that echoes the API key', () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await startScenario({
      commits: [{ files: { 'site/content/about/en.json': '{ "body": "About us, echoed" }\n' } }],
    });
  });
  afterAll(async () => s?.close());

  it('a preview link with the key in its query: outputs, comment, deployment and summary show it redacted', async () => {
    const proxy = await startEchoProxy(s.emulator.url, { preview: true });
    try {
      const run = await s.act(
        'pull_request',
        pullRequestEvent({ action: 'opened', number: 41, headSha: s.checkout.head }),
        { 'base-url': proxy.url },
      );
      expect(run.exitCode, run.stdout).toBe(0);
      // The link is still given, with the key's place redacted.
      expect(run.outputs['preview-url']).toMatch(/\/preview\/.*\?token=\*\*\*$/);
      expect(s.stickyComments(41)[0]!.body).toContain('/?token=*** (session');
      expectNoSecrets(s);
    } finally {
      await proxy.close();
    }
  });

  it('an error with the key in JSON escapes: the comment and summary say the error without the key', async () => {
    const proxy = await startEchoProxy(s.emulator.url, { batch422: true });
    try {
      const run = await s.act(
        'pull_request',
        pullRequestEvent({ action: 'opened', number: 42, headSha: s.checkout.head }),
        { 'base-url': proxy.url },
      );
      expect(run.exitCode, run.stdout).not.toBe(0);
      const body = s.stickyComments(42)[0]!.body;
      expect(body).toContain('cannot write');
      expect(body).toContain('\\*\\*\\*');
      expect(run.summary).toContain('cannot write');
      expectNoSecrets(s);
    } finally {
      await proxy.close();
    }
  });

  it('a base-url input with a password: the error names the URL without it, and nothing shows it', async () => {
    const password = 'PWSECRET_act_4821';
    const run = await s.act(
      'pull_request',
      pullRequestEvent({ action: 'opened', number: 43, headSha: s.checkout.head }),
      { 'base-url': `ftp://alice:${password}@127.0.0.1:1/` },
    );
    expect(run.exitCode).not.toBe(0);
    expect(run.masked).toContain(password);
    expect(run.stdout).toMatch(/ftp:\/\/127\.0\.0\.1:1/);
    for (const h of [
      run.stdout.replace(/^::add-mask::.*$/gm, ''),
      run.stderr,
      run.summary,
      JSON.stringify(run.outputs),
    ])
      expect(h).not.toContain(password);
    expect(JSON.stringify(s.github.requests)).not.toContain(password);
  });
});
