/** The emulator in its own process (`sitesync emulator`), so its CPU is not the CLI's. */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestLogEntry } from '../src/emulator/index.js';

/** The emulator's request log entry (GET /__emulator/requests). */
export type LogEntry = Omit<RequestLogEntry, 'at' | 'duration_ms'>;

export interface EmulatorProcess {
  readonly url: string;
  readonly keys: { readonly main: string; readonly tight: string };
  /** Collects log entries (the emulator keeps only the last 10,000, so poll during long runs). */
  collect(): Promise<LogEntry[]>;
  /** Every entry since the last drain, and forgets them. */
  drain(): Promise<LogEntry[]>;
  admin(method: string, path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

export const BENCH_KEYS = { main: 'sk_bench_main_key_0001', tight: 'sk_bench_tight_key_0001' };

export async function startEmulatorProcess(options: {
  /** The bundled CLI entry (a snapshot of dist/cli/index.js). */
  cliEntry: string;
  workDir: string;
  latencyMs: number;
  /** Requests per minute of the tight key. */
  tightRateLimit: number;
  /** Live sites of the seed (docs/emulator.md, fixture format). */
  sites?: readonly unknown[];
}): Promise<EmulatorProcess> {
  const seedFile = join(options.workDir, 'emulator-seed.json');
  await writeFile(
    seedFile,
    JSON.stringify({
      api_keys: [
        { key: BENCH_KEYS.main, rate_limit: 1_000_000, name: 'bench' },
        { key: BENCH_KEYS.tight, rate_limit: options.tightRateLimit, name: 'bench tight' },
      ],
      ...(options.sites && { sites: options.sites }),
    }),
  );
  const child: ChildProcess = spawn(
    process.execPath,
    [
      options.cliEntry,
      'emulator',
      '--port',
      '0',
      '--latency-ms',
      String(options.latencyMs),
      '--auto-approve',
      '--seed',
      seedFile,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
  );
  const url = await listeningUrl(child);
  let since = 0;
  let pending: LogEntry[] = [];
  const admin = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}/__emulator/${path}`, {
      method,
      ...(body !== undefined && {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }),
    });
    if (!res.ok) throw new Error(`emulator admin ${method} ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: unknown }).data;
  };
  const collect = async () => {
    const data = (await admin('GET', `requests?since=${since}`)) as { items: LogEntry[] };
    for (const e of data.items) if (e.seq > since) pending.push(e);
    if (data.items.length) since = Math.max(since, ...data.items.map((e) => e.seq));
    return pending;
  };
  return {
    url,
    keys: BENCH_KEYS,
    collect,
    drain: async () => {
      await collect();
      const out = pending;
      pending = [];
      return out;
    },
    admin,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The URL an emulator child prints when it listens; fails with its output when it exits first. */
export function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise<string>((resolvePromise, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(seen);
      if (m) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolvePromise(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (seen += c.toString()));
    child.once('exit', (code) => reject(new Error(`emulator exited with ${code}: ${seen.slice(0, 2000)}`)));
  });
}
