/**
 * The CLI as a user runs it: `node bin/sitesync.js …` as its own process (the bundle in dist/,
 * rebuilt by `npm run build`), from a folder of the test's choosing, with an environment that
 * holds only what the test gives it (no credentials, no CI, no colour unless asked).
 * And the emulator the way the docs start it: `node bin/sitesync.js emulator --port 0 …`, read
 * back over its admin routes on 127.0.0.1 (request log, fail-next rules).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SITESYNC_BIN = join(PROJECT_ROOT, 'bin', 'sitesync.js');

export interface ProcessResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunningProcess {
  readonly child: ChildProcess;
  /** Output so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves once `pattern` appears in stdout (or stderr with `stream: 'stderr'`). */
  waitFor(
    pattern: RegExp,
    options?: { stream?: 'stdout' | 'stderr'; timeoutMs?: number },
  ): Promise<RegExpMatchArray>;
  readonly done: Promise<ProcessResult>;
}

/** A home of its own for a process: no stored login, no user config. */
export async function isolatedHome(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'sitesync-home-'));
}

/** The environment of a run: PATH and a temporary HOME/config folder, plus `extra` (undefined removes). */
export function processEnv(home: string, extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: home,
    SITESYNC_CONFIG_DIR: join(home, '.config', 'sitesync'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Sitesync Test',
    GIT_AUTHOR_EMAIL: 'test@sitesync.invalid',
    GIT_COMMITTER_NAME: 'Sitesync Test',
    GIT_COMMITTER_EMAIL: 'test@sitesync.invalid',
    ...extra,
  };
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined));
}

export function spawnSitesync(
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): RunningProcess {
  const child = spawn(process.execPath, [SITESYNC_BIN, ...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiters: (() => void)[] = [];
  const notify = () => waiters.splice(0).forEach((w) => w());
  child.stdout!.on('data', (c: Buffer) => {
    out += c.toString('utf8');
    notify();
  });
  child.stderr!.on('data', (c: Buffer) => {
    err += c.toString('utf8');
    notify();
  });
  const done = new Promise<ProcessResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      notify();
      resolve({ code, signal, stdout: out, stderr: err });
    });
  });
  let closed = false;
  void done.then(() => (closed = true));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    done,
    waitFor(pattern, opts = {}) {
      const text = () => (opts.stream === 'stderr' ? err : out);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `timed out waiting for ${pattern} in ${opts.stream ?? 'stdout'}:\n${text()}\n--- stderr:\n${err}`,
              ),
            ),
          opts.timeoutMs ?? 60_000,
        );
        const check = () => {
          const m = text().match(pattern);
          if (m) {
            clearTimeout(timer);
            resolve(m);
          } else if (closed) {
            clearTimeout(timer);
            reject(new Error(`process ended without ${pattern}:\n${out}\n--- stderr:\n${err}`));
          } else waiters.push(check);
        };
        check();
      });
    },
  };
}

/** Runs `sitesync …` to its end. */
export function runSitesync(
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<ProcessResult> {
  return spawnSitesync(args, options).done;
}

/** One entry of the emulator's request log (docs/emulator.md, admin routes). */
export interface LoggedRequest {
  readonly seq: number;
  readonly method: string;
  readonly path: string;
  readonly route: string | null;
  readonly status: number | null;
  readonly idempotency_key: string | null;
  readonly replayed: boolean;
  readonly fault: string | null;
}

export interface EmulatorProcess {
  readonly url: string;
  readonly apiKey: string;
  readonly process: RunningProcess;
  requests(): Promise<LoggedRequest[]>;
  /** `POST /__emulator/fail-next` (docs/emulator.md). */
  failNext(rule: {
    method?: string;
    path_pattern: string;
    status: number | string;
    count?: number;
  }): Promise<void>;
  /** GET a path of the emulator (previews, admin routes) as text. */
  get(path: string): Promise<{ status: number; text: string }>;
  /** SIGKILL: the platform goes down at once. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** `sitesync emulator --port 0 …` as its own process; resolves once it listens and printed its key. */
export async function startEmulatorProcess(
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<EmulatorProcess> {
  const proc = spawnSitesync(['emulator', '--port', '0', ...args], options);
  const [, url] = await proc.waitFor(/export SITESYNC_BASE_URL=(\S+)/);
  const [, apiKey] = await proc.waitFor(/export SITESYNC_API_KEY=(\S+)/);
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
  return {
    url: url!,
    apiKey: apiKey!,
    process: proc,
    requests: async () => ((await admin('GET', '/requests')) as { items: LoggedRequest[] }).items,
    failNext: async (rule) => {
      await admin('POST', '/fail-next', rule);
    },
    get: async (path) => {
      const res = await fetch(`${url}${path}`);
      return { status: res.status, text: await res.text() };
    },
    kill: async () => {
      if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGKILL');
      await proc.done;
    },
    stop: async () => {
      if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGTERM');
      await proc.done;
    },
  };
}

/** The writes of a request log: requests that carry an Idempotency-Key. */
export const loggedWrites = (log: readonly LoggedRequest[]) => log.filter((e) => e.idempotency_key !== null);
