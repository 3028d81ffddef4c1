/**
 * `sitesync dev` as its own process (`node bin/sitesync.js`, the committed bundle; the sources
 * through tsx with SITESYNC_CLI=src) against an emulator started through the CLI
 * (bench/emulator-process.ts), with helpers that wait on
 * conditions (output lines, the session's tree) with generous timeouts, never on wall time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulatorProcess, type EmulatorProcess } from '../../../bench/emulator-process.js';
import { cliNodeArgs } from '../../helpers/cli-process.js';
import { makeRepo, siteRepoFiles, SMALL_SITE } from '../cli/harness.js';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const CLI = join(PROJECT_ROOT, 'bin', 'sitesync.js');
const WAIT_MS = 45_000;

/** Polls `probe` until it returns something other than undefined/false. */
export async function waitUntil<T>(
  what: string | (() => string),
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting for ${typeof what === 'string' ? what : what()}${last ? `: ${String(last)}` : ''}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function startCliEmulator(workDir: string, sites: readonly unknown[]): Promise<EmulatorProcess> {
  return startEmulatorProcess({ cliEntry: CLI, workDir, latencyMs: 0, tightRateLimit: 1000, sites });
}

export interface DevProcess {
  readonly child: ChildProcess;
  /** stdout and stderr so far, in arrival order. */
  output(): string;
  stdout(): string;
  readonly previewUrl: string;
  waitFor(pattern: RegExp, from?: number): Promise<RegExpExecArray>;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  readonly exited: Promise<number | null>;
}

interface DevRun {
  repoDir: string;
  emulator: { url: string; apiKey: string };
  args?: readonly string[];
}

/** The environment of a sitesync process in `repoDir` against the emulator (no stored login). */
export function devEnv(repoDir: string, emulator: { url: string; apiKey: string }): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    SITESYNC_BASE_URL: emulator.url,
    SITESYNC_API_KEY: emulator.apiKey,
    SITESYNC_CONFIG_DIR: join(repoDir, '.no-login'),
    NO_COLOR: '1',
  };
}

/** `sitesync -C repoDir dev --port 0 …args` as a process, with the emulator's URL and key. */
function spawnDev(options: DevRun, stdin: 'pipe' | 'ignore'): ChildProcess {
  return spawn(
    process.execPath,
    [...cliNodeArgs(), '-C', options.repoDir, 'dev', '--port', '0', ...(options.args ?? [])],
    { cwd: options.repoDir, stdio: [stdin, 'pipe', 'pipe'], env: devEnv(options.repoDir, options.emulator) },
  );
}

/** A dev expected to end by itself (refused at its start): its exit code and what it printed. */
export async function runDev(
  options: DevRun,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnDev(options, 'ignore');
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), WAIT_MS);
  const code = await new Promise<number | null>((r) => child.once('close', (c) => r(c)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

export async function startDev(
  options: DevRun & {
    /** 'pipe' leaves stdin open for the test to close. */
    stdin?: 'pipe' | 'ignore';
  },
): Promise<DevProcess> {
  const child = spawnDev(options, options.stdin ?? 'ignore');
  let all = '';
  let out = '';
  child.stdout!.on('data', (c: Buffer) => {
    all += c.toString();
    out += c.toString();
  });
  child.stderr!.on('data', (c: Buffer) => (all += c.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const waitFor = (pattern: RegExp, from = 0) =>
    waitUntil(
      () => `${pattern} in the output of dev:\n${all}`,
      () => {
        const re = new RegExp(pattern.source, pattern.flags.replace('g', ''));
        return (
          re.exec(all.slice(from)) ??
          (child.exitCode !== null ? Promise.reject(new Error('dev exited')) : undefined)
        );
      },
    );
  const url = (await waitFor(/local preview: (http:\/\/127\.0\.0\.1:\d+\/)/))[1]!;
  await waitFor(/watching .* for changes/);
  return {
    child,
    output: () => all,
    stdout: () => out,
    previewUrl: url,
    waitFor,
    exited,
    async stop(signal = 'SIGINT') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** The session's tree as the emulator holds it (path → checksum), read through its `?session_id=` extension. */
export async function sessionTree(
  emulator: { url: string; apiKey: string },
  siteId: string,
  sessionId: string,
): Promise<Map<string, string>> {
  const res = await fetch(`${emulator.url}/v1/sites/${siteId}/source/manifest?session_id=${sessionId}`, {
    headers: { authorization: `Bearer ${emulator.apiKey}` },
  });
  if (!res.ok) throw new Error(`session manifest: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { files: { path: string; checksum: string }[] } };
  return new Map(body.data.files.map((f) => [f.path, f.checksum]));
}

interface RecordedSession {
  readonly sessionId: string;
  readonly sourceRevision: string;
  /** Path → SHA-256 of what the session holds beyond live (null: deleted). */
  readonly staged: Readonly<Record<string, string | null>>;
}

/** The session recorded in `.sitesync/dev.json` for the site. */
export async function recordedSession(repoDir: string, siteId: string): Promise<RecordedSession | undefined> {
  try {
    const file = JSON.parse(await readFile(join(repoDir, '.sitesync', 'dev.json'), 'utf8')) as {
      sessions: Record<string, RecordedSession>;
    };
    return file.sessions[siteId];
  } catch {
    return undefined;
  }
}

/** Waits until the session holds exactly `files` (path → content). */
export async function waitForSessionTree(
  emulator: { url: string; apiKey: string },
  siteId: string,
  sessionId: string,
  files: Readonly<Record<string, string>>,
): Promise<void> {
  const want = new Map(Object.entries(files).map(([p, c]) => [p, sha256(c)]));
  const describe = (m: Map<string, string>) => JSON.stringify([...m].sort());
  let seen = new Map<string, string>();
  await waitUntil(
    () => `session ${sessionId} to hold the working tree (last seen ${describe(seen)})`,
    async () => {
      seen = await sessionTree(emulator, siteId, sessionId);
      return describe(seen) === describe(want);
    },
  );
}

/** A git repository of the small site bound to `siteId` (`.sitesync/` ignored), added to `repos`. */
export async function devRepo(siteId: string, repos: string[]): Promise<string> {
  const dir = await makeRepo(siteRepoFiles(SMALL_SITE, `site:\n  id: ${siteId}\n  source: site\n`));
  await writeFile(join(dir, '.gitignore'), '.sitesync/\n.no-login/\n');
  repos.push(dir);
  return dir;
}
