/**
 * The product as a process: `node bin/sitesync.js …` (the committed dist bundle) as a child, and
 * the emulator started through the CLI as docs/emulator.md says (`sitesync emulator --port 0
 * --seed FILE`), its request log read over HTTP. dist/ must be current (`npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestLogEntry } from '../../src/emulator/index.js';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SITESYNC_BIN = join(PROJECT_ROOT, 'bin', 'sitesync.js');

export interface ProcessRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node bin/sitesync.js args` in `cwd` with exactly `env` (plus PATH and HOME). */
export function runSitesync(args: readonly string[], options: { cwd: string; env: Record<string, string> }) {
  return new Promise<ProcessRun>((resolvePromise, reject) => {
    const child = spawn(process.execPath, [SITESYNC_BIN, ...args], {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '', HOME: options.cwd, NO_COLOR: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

export interface EmulatorProcess {
  readonly url: string;
  readonly apiKey: string;
  /** The emulator's request log (/v1 requests) after `since` (a seq). */
  requests(since?: number): Promise<RequestLogEntry[]>;
  /** The seq of the newest logged request (0 when none). */
  lastSeq(): Promise<number>;
  /** A /v1 call with the key, as another tool editing the platform would make it. */
  api<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

let keyCounter = 0;

/** `sitesync emulator --port 0 --auto-approve --seed FILE` in its own process. */
export async function startEmulatorProcess(options: {
  workDir: string;
  apiKey?: string;
}): Promise<EmulatorProcess> {
  const apiKey = options.apiKey ?? 'sk_test_process_key_000001';
  const seedFile = join(options.workDir, 'emulator-seed.json');
  await writeFile(seedFile, JSON.stringify({ api_keys: [{ key: apiKey, name: 'journey' }] }));
  const child: ChildProcess = spawn(
    process.execPath,
    [SITESYNC_BIN, 'emulator', '--port', '0', '--auto-approve', '--seed', seedFile],
    {
      cwd: options.workDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    },
  );
  const url = await new Promise<string>((resolvePromise, reject) => {
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
  const admin = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${url}/__emulator/${path}`);
    if (!res.ok) throw new Error(`emulator admin ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  const requests = async (since = 0) =>
    (await admin<{ items: RequestLogEntry[] }>(`requests?since=${since}`)).items.filter((e) => e.seq > since);
  return {
    url,
    apiKey,
    requests,
    lastSeq: async () => (await requests()).reduce((n, e) => Math.max(n, e.seq), 0),
    async api<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(method !== 'GET' && {
            'idempotency-key': `outside.${process.pid}.${++keyCounter}.${Date.now()}`,
          }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const json = (await res.json()) as { data?: T };
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data as T;
    },
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Edits live site files the way the platform's own editor would: a session, a write, a publish request. */
export async function editLiveFiles(
  emulator: EmulatorProcess,
  siteId: string,
  files: Record<string, string>,
): Promise<void> {
  const manifest = await emulator.api<{ source_revision: string }>(
    'GET',
    `/v1/sites/${siteId}/source/manifest`,
  );
  const session = await emulator.api<{ id: string; source_revision: string }>(
    'POST',
    `/v1/sites/${siteId}/development-sessions`,
    { source_revision: manifest.source_revision },
  );
  const written = await emulator.api<{ source_revision: string }>(
    'PATCH',
    `/v1/sites/${siteId}/development-sessions/${session.id}/source:batch`,
    {
      source_revision: session.source_revision,
      files: Object.fromEntries(
        Object.entries(files).map(([p, content]) => [p, { content, encoding: 'utf8' }]),
      ),
    },
  );
  await emulator.api('POST', `/v1/sites/${siteId}/publish-requests`, {
    session_id: session.id,
    source_revision: written.source_revision,
  });
}

/** A live file's content as the platform serves it. */
export async function liveFile(emulator: EmulatorProcess, siteId: string, path: string): Promise<string> {
  const file = await emulator.api<{ content: string; encoding: string }>(
    'GET',
    `/v1/sites/${siteId}/source/file?path=${encodeURIComponent(path)}`,
  );
  return Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
}

/** Every live product (all pages). */
export async function liveProducts(emulator: EmulatorProcess): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await emulator.api<{ items: Record<string, unknown>[]; has_more: boolean }>(
      'GET',
      `/v1/products?limit=100${after ? `&starting_after=${after}` : ''}`,
    );
    out.push(...page.items);
    if (!page.has_more || page.items.length === 0) return out;
    after = String(page.items.at(-1)!['id']);
  }
}
