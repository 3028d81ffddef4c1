/**
 * The CLI as a user runs it: `node bin/sitesync.js …` as its own process (the bundle in dist/),
 * from a folder of the test's choosing, with a small explicit environment; and the emulator
 * started the documented way, `sitesync emulator`, read back over its admin routes.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = join(PROJECT_ROOT, 'bin', 'sitesync.js');

/**
 * How the CLI is started: `node bin/sitesync.js` (the bundle; rebuild with `npm run build`), or
 * with SITESYNC_JOURNEY_CLI=src the TypeScript sources through tsx (while changing them).
 */
export function cliArgs(): string[] {
  if (process.env.SITESYNC_JOURNEY_CLI !== 'src') return [CLI];
  return ['--import', import.meta.resolve('tsx/esm'), join(PROJECT_ROOT, 'src', 'cli', 'main.ts')];
}

export interface ProcessRun {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

export interface RunOptions {
  readonly cwd: string;
  /** Added to the base environment; undefined removes a variable. */
  readonly env?: Record<string, string | undefined>;
  /**
   * Written to stdin, which is then closed; default: stdin is /dev/null (not a TTY). `open`: a
   * pipe that is never written or closed while the process runs (a question would wait for ever).
   */
  readonly input?: string | 'open';
  /** Arguments for node before the script (e.g. `--import` a preload). */
  readonly nodeArgs?: readonly string[];
  /** The node binary (default: the one running the tests). */
  readonly node?: string;
}

/** A temporary home for one test: HOME, the login folder and git identity live there, never the user's. */
export async function makeSandbox(prefix = 'sitesync-journey-'): Promise<{
  readonly dir: string;
  readonly env: Record<string, string>;
  close(): Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await mkdir(join(dir, 'home'));
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: join(dir, 'home'),
    SITESYNC_CONFIG_DIR: join(dir, 'home', '.config', 'sitesync'),
    NO_COLOR: '1',
    GIT_AUTHOR_NAME: 'Journey Test',
    GIT_AUTHOR_EMAIL: 'journey@sitesync.invalid',
    GIT_COMMITTER_NAME: 'Journey Test',
    GIT_COMMITTER_EMAIL: 'journey@sitesync.invalid',
    GIT_CONFIG_NOSYSTEM: '1',
  };
  return { dir, env, close: () => rm(dir, { recursive: true, force: true }) };
}

export function runProcess(
  command: string,
  args: readonly string[],
  options: RunOptions,
): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const env = Object.fromEntries(
      Object.entries({ ...options.env }).filter((e): e is [string, string] => e[1] !== undefined),
    );
    const child = spawn(command, args, {
      cwd: options.cwd,
      env,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr!.on('data', (c: Buffer) => (err += c.toString('utf8')));
    if (options.input !== undefined && options.input !== 'open') child.stdin!.end(options.input);
    child.on('error', reject);
    child.on('close', (code) => {
      child.stdin?.destroy();
      resolve({ code, out, err });
    });
  });
}

/** `node bin/sitesync.js …args` in `cwd`. */
export function sitesync(args: readonly string[], options: RunOptions): Promise<ProcessRun> {
  return runProcess(
    options.node ?? process.execPath,
    [...(options.nodeArgs ?? []), ...cliArgs(), ...args],
    options,
  );
}

/** git in `cwd`, with the sandbox's identity; throws on failure. */
export function git(cwd: string, env: Record<string, string>, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export async function writeTree(root: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const target = join(root, ...path.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/** A git repository in a new folder under `parent`, with `files` committed on `main`. */
export async function makeGitRepo(
  parent: string,
  env: Record<string, string>,
  files: Record<string, string | Buffer>,
  name = 'repo',
): Promise<string> {
  const dir = join(parent, name);
  await mkdir(dir, { recursive: true });
  await writeTree(dir, files);
  git(dir, env, 'init', '-q', '-b', 'main');
  git(dir, env, 'add', '-A');
  git(dir, env, 'commit', '-q', '--allow-empty', '-m', 'initial');
  return dir;
}

export interface EmulatorLogEntry {
  readonly seq: number;
  readonly method: string;
  readonly path: string;
  readonly route: string | null;
  readonly status: number | null;
  readonly idempotency_key: string | null;
  readonly duration_ms: number;
}

export interface EmulatorProcess {
  readonly url: string;
  /** The key the emulator printed (generated), when no --api-key was given. */
  readonly generatedKey: string | undefined;
  /** Everything it printed so far. */
  output(): string;
  /** Its /v1 request log. */
  requests(): Promise<EmulatorLogEntry[]>;
  /** GET a /v1 route with a key; the status and the `data` of the envelope. */
  get<T = unknown>(path: string, key: string): Promise<{ status: number; data: T }>;
  stop(): Promise<{ code: number | null; output: string }>;
}

/** `sitesync emulator --port 0 …args`, as documented; resolves once it listens. */
export async function startEmulatorProcess(
  args: readonly string[],
  options: { cwd: string; env: Record<string, string> },
): Promise<EmulatorProcess> {
  const child = spawn(process.execPath, [...cliArgs(), 'emulator', '--port', '0', ...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m) {
        child.stdout.off('data', check);
        resolve(m[1]!);
      }
    };
    child.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`emulator exited with ${code}:\n${output}`)));
  });
  const generatedKey = /export SITESYNC_API_KEY=(\S+)/.exec(output)?.[1];
  return {
    url,
    generatedKey,
    output: () => output,
    async requests() {
      const res = await fetch(`${url}/__emulator/requests`);
      return ((await res.json()) as { data: { items: EmulatorLogEntry[] } }).data.items;
    },
    async get<T>(path: string, key: string) {
      const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${key}` } });
      return { status: res.status, data: ((await res.json()) as { data: T }).data };
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return { code: await exited, output };
    },
  };
}
