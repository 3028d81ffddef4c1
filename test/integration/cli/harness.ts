import { runCliCaptured, type CliRun } from '../../helpers/run-cli.js';
/** CLI integration harness: runCli in-process against an emulator, over real temporary git repositories. */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RunningEmulator } from '../../../src/emulator/index.js';
import { testShape } from '../../helpers/platform-contract.js';

/** A small valid site (the emulator validates the same rules as the platform). */
export const SMALL_SITE: Record<string, string> = {
  'site.json': JSON.stringify(
    { name: 'Small Shop', default_language: 'en', supported_languages: ['en'] },
    null,
    2,
  ),
  'pages/home.json': JSON.stringify(
    { name: 'Home', slug: '', template_file: 'templates/page.html' },
    null,
    2,
  ),
  'pages/about.json': JSON.stringify(
    { name: 'About', slug: 'about', template_file: 'templates/page.html' },
    null,
    2,
  ),
  'content/about/en.json': JSON.stringify({ headline: 'About us' }),
  'navigation/main.json': JSON.stringify({
    items: [
      { label: 'Home', page: 'home' },
      { label: 'About', page: 'about' },
    ],
  }),
  'templates/page.html': '<html><body>{{nav}}<h1>{{content.headline}}</h1></body></html>\n',
  'assets/site.css': 'body { margin: 0 }\n',
};

export const UNBOUND_CONFIG = '# sitesync test repo\nsite:\n  source: site # the folder\n';

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const target = join(root, ...path.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/** A git repository with `files` committed (user.name/email set per repo). */
export async function makeRepo(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sitesync-cli-it-'));
  await writeFiles(dir, files);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.name', 'Sitesync Test');
  git(dir, 'config', 'user.email', 'test@sitesync.invalid');
  git(dir, 'config', 'commit.gpgsign', 'false');
  commitAll(dir, 'initial');
  return dir;
}

export function commitAll(dir: string, message: string): string {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

export function siteRepoFiles(site: Record<string, string> = SMALL_SITE, config = UNBOUND_CONFIG) {
  return {
    'sitesync.yml': config,
    ...Object.fromEntries(Object.entries(site).map(([p, c]) => [`site/${p}`, c])),
  };
}

export type { CliRun };

export function runIn(
  cwd: string,
  emulator: RunningEmulator | { url: string; apiKey: string },
  argv: string[],
  /** Added to the environment; an undefined value removes that variable. */
  env: Record<string, string | undefined> = {},
): Promise<CliRun> {
  const merged: Record<string, string | undefined> = {
    SITESYNC_BASE_URL: emulator.url,
    SITESYNC_API_KEY: emulator.apiKey,
    SITESYNC_CONFIG_DIR: join(cwd, '.no-login'),
    NO_COLOR: '1',
    ...env,
  };
  return runCliCaptured({
    cwd,
    argv,
    env: Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)),
  });
}

export const removeRepo = (dir: string) => rm(dir, { recursive: true, force: true });

/**
 * The routes a plan reads a small live tree with: the manifest, and when its entries carry no
 * checksum (optional in the contract; the minimal shape leaves it out) the platform's diff of the
 * files whose path and size agree.
 */
export const liveTreeReads = (): string[] => [
  '/v1/sites/:site_id/source/manifest',
  ...(testShape() === 'minimal' ? ['/v1/sites/:site_id/source/diff'] : []),
];

/** The writes of an emulator request log: the requests that carry an Idempotency-Key. */
export const writesOf = <T extends { idempotency_key: string | null }>(log: readonly T[]) =>
  log.filter((e) => e.idempotency_key !== null);
