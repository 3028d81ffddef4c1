/**
 * The CLI as a user runs it: `node bin/sitesync.js …` as its own process (the bundle in dist/,
 * rebuilt by `npm run build`; or the sources through tsx with SITESYNC_CLI=src), from a folder of
 * the test's choosing, with a small explicit environment; and the emulator started the documented
 * way, `sitesync emulator`, read back over its admin routes.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = join(PROJECT_ROOT, 'bin', 'sitesync.js');

/** Node arguments that start the CLI: the bundle or the sources (SITESYNC_CLI=dist|src, else `fallback`). */
export function cliNodeArgs(fallback: 'dist' | 'src' = 'dist'): string[] {
  const which =
    process.env.SITESYNC_CLI === 'dist' || process.env.SITESYNC_CLI === 'src'
      ? process.env.SITESYNC_CLI
      : fallback;
  return which === 'dist'
    ? [join(PROJECT_ROOT, 'bin', 'sitesync.js')]
    : // tsx by absolute URL: the process may start in a folder without node_modules.
      [
        '--import',
        pathToFileURL(join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
        join(PROJECT_ROOT, 'src', 'cli', 'main.ts'),
      ];
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

/** A home of its own for a process: no stored login, no user config. */
export async function isolatedHome(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'sitesync-home-'));
}

/** The environment of a run: PATH, a temporary HOME/config folder and a git identity, plus `extra` (undefined removes). */
export function processEnv(
  home: string,
  extra: Record<string, string | undefined> = {},
): Record<string, string> {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    SITESYNC_CONFIG_DIR: join(home, '.config', 'sitesync'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Sitesync Test',
    GIT_AUTHOR_EMAIL: 'test@sitesync.invalid',
    GIT_COMMITTER_NAME: 'Sitesync Test',
    GIT_COMMITTER_EMAIL: 'test@sitesync.invalid',
    ...extra,
  };
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

/** A temporary home for one test: HOME, the login folder and git identity live there, never the user's. */
export async function makeSandbox(prefix = 'sitesync-journey-'): Promise<{
  readonly dir: string;
  readonly env: Record<string, string>;
  close(): Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await mkdir(join(dir, 'home'));
  const env = processEnv(join(dir, 'home'), { NO_COLOR: '1' });
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
    [...(options.nodeArgs ?? []), ...cliNodeArgs(), ...args],
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

/** One entry of the emulator's request log (docs/emulator.md, admin routes). */
export interface EmulatorLogEntry {
  readonly seq: number;
  readonly method: string;
  readonly path: string;
  readonly route: string | null;
  readonly status: number | null;
  readonly idempotency_key: string | null;
  readonly replayed: boolean;
  readonly fault: string | null;
  readonly duration_ms: number;
}
export type LoggedRequest = EmulatorLogEntry;

/** The writes of a request log: requests that carry an Idempotency-Key. */
export const loggedWrites = (log: readonly LoggedRequest[]) => log.filter((e) => e.idempotency_key !== null);

export interface EmulatorProcess {
  readonly url: string;
  /** The key the emulator printed (generated), when no --api-key was given. */
  readonly generatedKey: string | undefined;
  /** The generated key, else the first key given with --api-key. */
  readonly apiKey: string;
  readonly process: CliProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Its /v1 request log, after the entry `since` (a seq) when given. */
  requests(since?: number): Promise<EmulatorLogEntry[]>;
  /** The seq of the newest logged request (0 when none). */
  lastSeq(): Promise<number>;
  /** A /v1 call with the key, as another tool editing the platform would make it; its `data`. */
  api<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** `POST /__emulator/fail-next` (docs/emulator.md). */
  failNext(rule: {
    method?: string;
    path_pattern: string;
    status: number | string;
    count?: number;
    /** Retry-After seconds of a 429 or 503 (default 1). */
    retry_after?: number;
  }): Promise<void>;
  /** GET a /v1 route with a key; the status and the `data` of the envelope. */
  get<T = unknown>(path: string, key: string): Promise<{ status: number; data: T }>;
  /** GET any path of the emulator (previews, admin routes) as text. */
  getText(path: string): Promise<{ status: number; text: string }>;
  /** SIGKILL: the platform goes down at once. */
  kill(): Promise<void>;
  stop(): Promise<{ code: number | null; output: string }>;
  /** The same as `stop()`. */
  close(): Promise<void>;
}

let outsideKeys = 0;

/** `sitesync emulator --port 0 …args`, as documented; resolves once it listens. */
export async function startEmulatorProcess(
  args: readonly string[],
  options: { cwd: string; env: Record<string, string> },
): Promise<EmulatorProcess> {
  const proc = startCliProcess({
    args: ['emulator', '--port', '0', ...args],
    cwd: options.cwd,
    env: options.env,
    exactEnv: true,
  });
  const [, url] = await proc.waitFor(/listening on (http:\/\/\S+)/, 60_000);
  const output = () => proc.stdout() + proc.stderr();
  const generatedKey = /export SITESYNC_API_KEY=(\S+)/.exec(output())?.[1];
  const given = args[args.indexOf('--api-key') + 1];
  const apiKey = generatedKey ?? (args.includes('--api-key') && given ? given.split(':')[0]! : '');
  const admin = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}/__emulator${path}`, {
      method,
      ...(body !== undefined && {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    });
    if (!res.ok) throw new Error(`${method} /__emulator${path} → ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: unknown }).data;
  };
  const requests = async (since = 0) =>
    ((await admin('GET', `/requests?since=${since}`)) as { items: EmulatorLogEntry[] }).items.filter(
      (e) => e.seq > since,
    );
  const stop = async () => {
    const run = await proc.stop();
    return { code: run.code, output: run.stdout + run.stderr };
  };
  return {
    url: url!,
    generatedKey,
    apiKey,
    process: proc,
    output,
    requests,
    lastSeq: async () => (await requests()).reduce((n, e) => Math.max(n, e.seq), 0),
    async api<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(method !== 'GET' && {
            'idempotency-key': `outside.${process.pid}.${++outsideKeys}.${Date.now()}`,
          }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const json = (await res.json()) as { data?: T };
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data as T;
    },
    failNext: async (rule) => {
      await admin('POST', '/fail-next', rule);
    },
    async get<T>(path: string, key: string) {
      const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${key}` } });
      return { status: res.status, data: ((await res.json()) as { data: T }).data };
    },
    getText: async (path) => {
      const res = await fetch(`${url}${path}`);
      return { status: res.status, text: await res.text() };
    },
    kill: async () => {
      if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGKILL');
      await proc.exited();
    },
    stop,
    close: async () => {
      await stop();
    },
  };
}

/** How a CLI process ended, with everything it printed. */
export interface CliProcessRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliProcess {
  readonly child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /**
   * Resolves with the first match of `pattern` in stdout + stderr (or only the stream named);
   * rejects if the process ends first or after the timeout (default 20 s).
   */
  waitFor(
    pattern: RegExp,
    options?: number | { stream?: 'stdout' | 'stderr'; timeoutMs?: number },
  ): Promise<RegExpExecArray>;
  /** Settles when the process ends (the same as `exited()`). */
  readonly done: Promise<CliProcessRun>;
  /** Sends SIGTERM (unless it already ended) and resolves when it has exited. */
  stop(): Promise<CliProcessRun>;
  /** Resolves when the process ends on its own. */
  exited(): Promise<CliProcessRun>;
}

export function startCliProcess(options: {
  args: readonly string[];
  cwd: string;
  /** Added to PATH and NO_COLOR=1; with `exactEnv`, the whole environment. */
  env?: Record<string, string>;
  exactEnv?: boolean;
}): CliProcess {
  const child = spawn(process.execPath, [...cliNodeArgs(), ...options.args], {
    cwd: options.cwd,
    env: options.exactEnv ? options.env : { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const exited = new Promise<CliProcessRun>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout: out, stderr: err }));
  });
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited: () => exited,
    done: exited,
    waitFor: (pattern, waitOptions) =>
      new Promise((resolve, reject) => {
        const { stream, timeoutMs = 20_000 } =
          typeof waitOptions === 'number'
            ? { timeoutMs: waitOptions, stream: undefined }
            : (waitOptions ?? {});
        const text = () => (stream === 'stdout' ? out : stream === 'stderr' ? err : out + err);
        let done = false;
        const check = () => {
          const m = pattern.exec(text());
          if (m && !done) finish(() => resolve(m));
        };
        const finish = (then: () => void) => {
          done = true;
          clearTimeout(timer);
          child.stdout!.off('data', check);
          child.stderr!.off('data', check);
          then();
        };
        const timer = setTimeout(
          () =>
            finish(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${out}${err}`))),
          timeoutMs,
        );
        child.stdout!.on('data', check);
        child.stderr!.on('data', check);
        void exited.then(() => {
          check();
          if (!done)
            finish(() => reject(new Error(`the process ended before ${pattern}; output:\n${out}${err}`)));
        });
        check();
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs the CLI to its end (killed after `timeoutMs`, default 60 s). */
export async function runCliProcess(options: {
  args: readonly string[];
  cwd: string;
  env?: Record<string, string>;
  exactEnv?: boolean;
  timeoutMs?: number;
}): Promise<CliProcessRun> {
  const proc = startCliProcess(options);
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
  try {
    return await proc.exited();
  } finally {
    clearTimeout(timer);
  }
}

/** `sitesync …args` with exactly the environment given (see `processEnv`), still running. */
export function spawnSitesync(
  args: readonly string[],
  options: { cwd: string; env: Record<string, string> },
): CliProcess {
  return startCliProcess({ args, cwd: options.cwd, env: options.env, exactEnv: true });
}

/** `sitesync …args` with exactly the environment given, to its end. */
export function runSitesync(
  args: readonly string[],
  options: { cwd: string; env: Record<string, string>; timeoutMs?: number },
): Promise<CliProcessRun> {
  return runCliProcess({ args, ...options, exactEnv: true });
}
export type ProcessResult = CliProcessRun;

const RSS_PROBE = pathToFileURL(join(PROJECT_ROOT, 'test', 'helpers', 'report-rss.mjs')).href;

/** A measured run: exit, output, and the child's own peak RSS. */
export interface MeasuredCliRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Peak resident set size of the child, in bytes (undefined if it could not report it). */
  readonly peakRssBytes: number | undefined;
  /** Wall time from the signal to the exit, in ms (reported, not asserted in the fast suite). */
  readonly stopMs?: number;
}

export interface MeasuredCliOptions {
  readonly cwd: string;
  readonly args: readonly string[];
  /** Added to a minimal environment (PATH, HOME, NO_COLOR, no stored login). */
  readonly env?: Readonly<Record<string, string>>;
  /** Sends `signal` once this returns true. */
  readonly signalWhen?: () => boolean;
  readonly signal?: NodeJS.Signals;
  /** Kills the child (SIGKILL) after this long; the run then has signal 'SIGKILL'. Default 120 s. */
  readonly timeoutMs?: number;
}

/**
 * Runs `node bin/sitesync.js …` with a probe that reports the child's peak RSS (report-rss.mjs); a
 * signal can be sent when a condition holds (polled every 5 ms), or after a wall-clock limit.
 */
export async function runCliMeasured(options: MeasuredCliOptions): Promise<MeasuredCliRun> {
  const probeDir = await mkdtemp(join(tmpdir(), 'sitesync-rss-'));
  const rssFile = join(probeDir, 'rss');
  try {
    return await new Promise<MeasuredCliRun>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', RSS_PROBE, CLI, ...options.args], {
        cwd: options.cwd,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NO_COLOR: '1',
          SITESYNC_CONFIG_DIR: join(probeDir, 'no-login'),
          SITESYNC_TEST_RSS_FILE: rssFile,
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
      let signalledAt: number | undefined;
      const watch = options.signalWhen
        ? setInterval(() => {
            if (signalledAt === undefined && options.signalWhen!()) {
              signalledAt = Date.now();
              child.kill(options.signal ?? 'SIGTERM');
            }
          }, 5)
        : undefined;
      const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
      child.on('error', reject);
      child.on('close', (code, signal) => {
        if (watch) clearInterval(watch);
        clearTimeout(timer);
        void readFile(rssFile, 'utf8')
          .then(
            (text) => Number(text),
            () => undefined,
          )
          .then((peakRssBytes) =>
            resolve({
              code,
              signal,
              stdout,
              stderr,
              peakRssBytes,
              ...(signalledAt !== undefined && { stopMs: Date.now() - signalledAt }),
            }),
          );
      });
    });
  } finally {
    await rm(probeDir, { recursive: true, force: true });
  }
}
