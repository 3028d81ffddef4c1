/**
 * One world for an end-to-end test of the action: the platform emulator (seeded with the fixture
 * site and catalog), the fake GitHub, a real git checkout, and `act()` running dist/index.js as
 * the runner does. Helpers read what the emulator and GitHub recorded.
 */
import { expect } from 'vitest';
import { startEmulator, type RunningEmulator } from '../helpers/emulator.js';
import { startFakeGitHub, type FakeGitHub } from './harness/fake-github.js';
import { DEFAULT_OWNER as OWNER, DEFAULT_REPO as REPO } from './harness/events.js';
import {
  makeGitCheckout,
  runAction,
  type ActionRun,
  type CommitStep,
  type FileTree,
} from './harness/run-action.js';
import { baseFiles, liveCatalog, liveFiles, SITE_ID } from './fixture-site.js';

export const API_KEY = 'sk_e2e_SECRET_do_not_leak_0123456789';
export const GITHUB_TOKEN = 'ghs_e2eTOKENdoNotLeak0123456789abcdef';
export { OWNER, REPO };

export const markerOf = (key = 'sitesync.yml') =>
  `<!-- sitesync:sticky-comment key=${encodeURIComponent(key)} -->`;

export interface ScenarioOptions {
  files?: FileTree;
  commits?: CommitStep[];
  /** Further sites for the emulator (id, files). */
  extraSites?: { id: string; name: string; files: Record<string, string> }[];
  /** The live catalog (default: the fixture's). */
  catalog?: Record<string, unknown>;
  /** Milliseconds the emulator adds to every platform request. */
  latencyMs?: number;
}

export interface Scenario {
  emulator: RunningEmulator;
  github: FakeGitHub;
  checkout: ReturnType<typeof makeGitCheckout>;
  runs: ActionRun[];
  act(
    eventName: string,
    payload: Record<string, unknown>,
    inputs?: Record<string, string>,
    env?: Record<string, string>,
    /** Another checkout to run in (default: the scenario's). */
    cwd?: string,
  ): Promise<ActionRun>;
  /** Every platform request since `from` (an index into the log). */
  log(from?: number): ReturnType<RunningEmulator['requestLog']>;
  /** Platform writes (requests with an Idempotency-Key that were not replays) since `from`. */
  writes(from?: number): ReturnType<RunningEmulator['requestLog']>;
  sessionCreates(): ReturnType<RunningEmulator['requestLog']>;
  /** The comments carrying `key`'s marker on a pull request. */
  stickyComments(pr: number, key?: string): ReturnType<FakeGitHub['state']['comments']>;
  /** GET / POST on the platform with the API key. */
  api<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** An emulator admin route (`/__emulator/...`). */
  admin(method: string, path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

export async function startScenario(options: ScenarioOptions = {}): Promise<Scenario> {
  const emulator = await startEmulator({
    port: 0,
    apiKeys: [{ key: API_KEY }],
    seed: {
      sites: [
        { id: SITE_ID, name: 'E2E Shop', files: liveFiles() },
        ...(options.extraSites ?? []).map((s) => ({ id: s.id, name: s.name, files: s.files })),
      ],
      catalog: options.catalog ?? liveCatalog(),
    },
    ...(options.latencyMs !== undefined && { latencyMs: options.latencyMs }),
  });
  const github = await startFakeGitHub();
  const checkout = makeGitCheckout(options.files ?? baseFiles(), options.commits ?? []);
  const runs: ActionRun[] = [];
  const log = (from = 0) => emulator.requestLog().slice(from);
  const scenario: Scenario = {
    emulator,
    github,
    checkout,
    runs,
    async act(eventName, payload, inputs = {}, env = {}, cwd = checkout.dir) {
      // A real pull request's base commit is in a fetch-depth: 0 checkout; the webhook example's
      // is not. Unless the test chose one, the base is the checkout's first commit.
      const pr = (payload as { pull_request?: { base?: { sha?: string } } }).pull_request;
      if (pr?.base && !checkout.shas.includes(pr.base.sha ?? '')) pr.base.sha = checkout.shas[0];
      const run = await runAction({
        actionDir: process.cwd(),
        cwd,
        eventName,
        payload,
        inputs: {
          'api-key': API_KEY,
          'base-url': emulator.url,
          'github-token': GITHUB_TOKEN,
          ...inputs,
        },
        githubApiUrl: github.url,
        env,
        timeoutMs: 120_000,
      });
      runs.push(run);
      return run;
    },
    log,
    writes: (from = 0) => log(from).filter((e) => e.idempotency_key && !e.replayed && e.method !== 'GET'),
    sessionCreates: () =>
      log().filter(
        (e) =>
          e.method === 'POST' &&
          e.route === '/v1/sites/:site_id/development-sessions' &&
          e.status === 200 &&
          !e.replayed,
      ),
    stickyComments: (pr, key) =>
      github.state.comments(OWNER, REPO, pr).filter((c) => c.body.includes(markerOf(key))),
    async api<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await fetch(`${emulator.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${API_KEY}`,
          'content-type': 'application/json',
          ...(method !== 'GET' && {
            'idempotency-key': `test-${Date.now()}-${Math.random().toString(36).slice(2)}`,
          }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const json = (await res.json()) as { data: T };
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    },
    async admin(method, path, body) {
      const res = await fetch(`${emulator.url}/__emulator${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return res.json();
    },
    async close() {
      await emulator.close();
      await github.close();
      checkout.cleanup();
    },
  };
  return scenario;
}

/**
 * Every place the scenario's runs could leak a secret: stdout (less the ::add-mask:: lines the
 * runner consumes), stderr, summaries, outputs, every comment and every GitHub request.
 */
export function secretHaystacks(s: Scenario): string[] {
  return [
    ...s.runs.flatMap((r) => [
      r.stdout.replace(/^::add-mask::.*$/gm, ''),
      r.stderr,
      r.summary,
      JSON.stringify(r.outputs),
    ]),
    JSON.stringify(s.github.requests),
    ...s.github.state.deployments().map((d) => JSON.stringify(d)),
  ];
}

export const SECRET_FORMS = [API_KEY, GITHUB_TOKEN].flatMap((v) => [
  v,
  Buffer.from(v).toString('base64'),
  encodeURIComponent(v),
  // As markdown escaping writes it (the summary, a comment), which the runner's mask misses.
  v.replace(/[_*`[\]<>]/g, (c) => `\\${c}`),
]);

/** Neither the API key nor the token, in any common encoding, anywhere a run could show it. */
export function expectNoSecrets(s: Scenario): void {
  expect(s.runs.length).toBeGreaterThan(0);
  for (const h of secretHaystacks(s)) for (const form of SECRET_FORMS) expect(h).not.toContain(form);
  expect(s.runs.every((r) => r.masked.includes(API_KEY) && r.masked.includes(GITHUB_TOKEN))).toBe(true);
}

/** Lines of a run's stdout that the runner would read as a workflow command. */
export function commandLines(run: ActionRun): string[] {
  return run.stdout.split('\n').filter((l) => /^\s*(::|##\[)/.test(l));
}

export { SITE_ID };
