import { runCliCaptured, type CliRun } from '../helpers/run-cli.js';
/**
 * Bad-input harness: a temp repo (sitesync.yml + site/ + optional catalog.yml), the emulator seeded
 * with the demo shop as the live site, and the CLI run in-process with stdout/stderr captured.
 * `writesIn(log)` lists the requests that changed something on the platform.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../helpers/emulator.js';

export const DEMO_SITE = join('examples', 'demo-shop', 'site');
export const SITE_ID = 'site_badinput0000000000001';

export type { CliRun };

/** Runs the CLI in-process in `cwd` with the given environment. */
export function runIn(cwd: string, env: NodeJS.ProcessEnv, argv: string[]): Promise<CliRun> {
  return runCliCaptured({
    cwd,
    argv,
    env: { NO_COLOR: '1', SITESYNC_CONFIG_DIR: join(cwd, '.no-login'), ...env },
  });
}

/** The files of a folder as the emulator's seed wants them (dot-files skipped, like the walker's ignore file). */
export async function filesOf(
  root: string,
): Promise<Record<string, { content: string; encoding: 'base64' }>> {
  const out: Record<string, { content: string; encoding: 'base64' }> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const full = join(entry.parentPath, entry.name);
    const path = relative(root, full).split(sep).join('/');
    if (path.startsWith('drafts/')) continue; // ignored by the demo's .sitesyncignore
    out[path] = { content: (await readFile(full)).toString('base64'), encoding: 'base64' };
  }
  return out;
}

export interface Repo {
  readonly dir: string;
  write(path: string, content: string | Buffer): Promise<void>;
  close(): Promise<void>;
}

/** A temp repo with the demo site bound to `SITE_ID` (or `siteId`), plus `catalog` when given. */
export async function makeRepo(options: { catalog?: string; siteId?: string } = {}): Promise<Repo> {
  const dir = await mkdtemp(join(tmpdir(), 'sitesync-bad-input-'));
  await cp(DEMO_SITE, join(dir, 'site'), { recursive: true });
  const lines = ['site:', `  id: ${options.siteId ?? SITE_ID}`, '  source: site'];
  if (options.catalog !== undefined) {
    lines.push('catalog: catalog.yml');
    await writeFile(join(dir, 'catalog.yml'), options.catalog);
  }
  await writeFile(join(dir, 'sitesync.yml'), lines.join('\n') + '\n');
  return {
    dir,
    write: (path, content) => writeFile(join(dir, path), content),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The emulator with the demo shop live as `SITE_ID` (strict: the corpus pins exact error texts). */
export async function startSeededEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({
    port: 0,
    shape: 'strict',
    rateLimit: 1_000_000,
    seed: { sites: [{ id: SITE_ID, name: 'Demo shop', files: await filesOf(DEMO_SITE) }] },
    ...options,
  });
}

/** Requests that are read-only even though they are POSTs. */
const READ_ONLY_POSTS = [/\/source\/diff$/, /\/source\/validate$/];

export interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  readonly status: number | null;
}

/** The writes among logged requests: POST/PATCH/PUT/DELETE on /v1 except the read-only POSTs. */
export function writesIn(log: readonly LoggedRequest[]): string[] {
  return log
    .filter((r) => r.path.startsWith('/v1/') && r.method !== 'GET' && r.method !== 'HEAD')
    .filter((r) => !(r.method === 'POST' && READ_ONLY_POSTS.some((p) => p.test(r.path.split('?')[0]!))))
    .map((r) => `${r.method} ${r.path} → ${r.status}`);
}

/** A dump of the emulator's state, without the parts that change on reads (the request log, clocks). */
export async function liveState(url: string): Promise<unknown> {
  const res = await fetch(`${url}/__emulator/state`);
  return (await res.json()) as unknown;
}

/**
 * The error part of stderr: from the first `error:` line to the end, with the temp repository shown
 * as `<repo>` and the platform's URL as `<platform>`.
 */
export function errorBlock(stderr: string, repoDir: string, baseUrl: string): string {
  const start = stderr.indexOf('error: ');
  const block = start < 0 ? '' : stderr.slice(start);
  return block.split(repoDir).join('<repo>').split(baseUrl).join('<platform>').trimEnd();
}
