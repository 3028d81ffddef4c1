/**
 * Runs one hostile case (hostile-cases.ts): a git repository with the demo site and the case's
 * changes, a stub platform with the case's routes, then `node bin/sitesync.js` as a process.
 * Returns what the fast suite (hostile.test.ts) asserts and the heavy script (hostile-heavy.ts)
 * times: the run, the error with placeholders, the stub's requests, the trees before and after.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StubRequest } from '../helpers/http-stub.js';
import { runCliMeasured, type MeasuredCliRun } from '../helpers/cli-process.js';
import { treeSnapshot } from '../helpers/tree-snapshot.js';
import { DEMO_SITE, errorBlock } from './harness.js';
import { SITE_ID, type HostileCase, type StubControl } from './hostile-cases.js';
import { startStubPlatform } from './stub-platform.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

export async function makeHostileRepo(
  c: HostileCase,
  root: string,
): Promise<{ repo: string; outside: string }> {
  const repo = join(root, 'repo');
  const outside = join(root, 'outside');
  await mkdir(outside, { recursive: true });
  await mkdir(repo, { recursive: true });
  await cp(DEMO_SITE, join(repo, 'site'), { recursive: true });
  const config =
    c.config ??
    `site:\n  id: ${SITE_ID}\n  source: site\n${c.catalog !== undefined ? 'catalog: catalog.yml\n' : ''}`;
  await writeFile(join(repo, 'sitesync.yml'), config);
  if (c.catalog !== undefined) await writeFile(join(repo, 'catalog.yml'), c.catalog);
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'config', 'user.name', 'Hostile Test');
  git(repo, 'config', 'user.email', 'hostile@sitesync.invalid');
  git(repo, 'config', 'commit.gpgsign', 'false');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'initial');
  if (c.setup) {
    await c.setup({ repo, outside });
    if (!c.uncommitted) {
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '--allow-empty', '-m', 'hostile change');
    }
  }
  return { repo, outside };
}

/** sitesync's own local state, which plan and apply keep (docs/source-tree.md); import writes none when it refuses. */
const LOCAL_STATE = /^\.sitesync(\/(digests|catalog|list-cursors|state|history|dev)\.json)?$/;

/**
 * The repository and its .git, without the index git refreshes on `git status` (not a write of
 * ours) and, for commands other than import, without sitesync's local state files.
 */
export async function repoState(repo: string, command: string): Promise<Record<string, string>> {
  const all = await treeSnapshot(repo);
  delete all['.git/index'];
  if (command !== 'import') for (const path of Object.keys(all)) if (LOCAL_STATE.test(path)) delete all[path];
  return all;
}

/** The run's own paths and addresses replaced by placeholders, so a case can name its exact error. */
export function normalise(text: string, ctx: { outside: string; stubUrl: string }): string {
  const host = ctx.stubUrl.replace(/^http:\/\//, '');
  return text
    .split(ctx.outside)
    .join('<outside>')
    .split(`https://${host}`)
    .join('<https-platform>')
    .split(ctx.stubUrl)
    .join('<platform>')
    .split(host)
    .join('<host>')
    .replace(/\((EPROTO|ERR_SSL_[A-Z_]+)\)/g, '(<tls-code>)');
}

export interface HostileOutcome {
  readonly run: MeasuredCliRun;
  /** stderr from `error:` on, with placeholders (<repo>, <outside>, <platform>, <host>). */
  readonly error: string;
  readonly requests: readonly StubRequest[];
  readonly wallMs: number;
  readonly repoBefore: Record<string, string>;
  readonly repoAfter: Record<string, string>;
  readonly outsideBefore: Record<string, string>;
  readonly outsideAfter: Record<string, string>;
}

export async function runHostileCase(c: HostileCase, root: string): Promise<HostileOutcome> {
  const { repo, outside } = await makeHostileRepo(c, root);
  const command = c.args[0]!;
  const repoBefore = await repoState(repo, command);
  const outsideBefore = await treeSnapshot(outside);
  const ctl: StubControl & { stop?: () => void } = { stopListening: () => ctl.stop?.() };
  const stub = await startStubPlatform(c.routes?.(ctl) ?? []);
  ctl.stop = () => void stub.close();
  let firstAt: number | undefined;
  const started = Date.now();
  try {
    const run = await runCliMeasured({
      cwd: repo,
      args: c.args,
      env: {
        SITESYNC_BASE_URL: c.baseUrl?.(stub.url) ?? stub.url,
        SITESYNC_API_KEY: 'sk_stub_0123456789abcdef',
        ...c.env,
      },
      ...(c.sigtermWhen && {
        signalWhen: () => {
          if (stub.requests.length > 0) firstAt ??= Date.now();
          return c.sigtermWhen!(stub.requests, firstAt === undefined ? 0 : Date.now() - firstAt);
        },
        signal: 'SIGTERM' as const,
      }),
    });
    const wallMs = Date.now() - started;
    return {
      run,
      error: normalise(errorBlock(run.stderr, repo, stub.url), { outside, stubUrl: stub.url }),
      requests: [...stub.requests],
      wallMs,
      repoBefore,
      repoAfter: await repoState(repo, command),
      outsideBefore,
      outsideAfter: await treeSnapshot(outside),
    };
  } finally {
    await stub.close();
  }
}
