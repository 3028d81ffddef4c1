/**
 * The live platform as other tools change it: edits made through the API, outside sitesync (the
 * platform's own editor), and reads of what is live. Used by the live-edit journeys (issue 14)
 * and the true-report journeys against an emulator started with `sitesync emulator`.
 */
import { join } from 'node:path';
import {
  runCliProcess,
  startEmulatorProcess,
  type CliProcessRun,
  type EmulatorProcess,
} from './cli-process.js';

/** `sitesync emulator --port 0 --auto-approve --api-key KEY`, run from `workDir`. */
export function startKeyedEmulator(
  workDir: string,
  apiKey = 'sk_test_process_key_000001',
): Promise<EmulatorProcess> {
  return startEmulatorProcess(['--auto-approve', '--api-key', apiKey], {
    cwd: workDir,
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', HOME: workDir },
  });
}

/** `node bin/sitesync.js args` in a repository: `env` plus PATH, NO_COLOR, HOME and no stored login. */
export function runInRepo(
  args: readonly string[],
  options: { cwd: string; env: Record<string, string> },
): Promise<CliProcessRun> {
  return runCliProcess({
    args,
    cwd: options.cwd,
    env: { HOME: options.cwd, SITESYNC_CONFIG_DIR: join(options.cwd, '.no-login'), ...options.env },
  });
}

/** The platform's API as another tool calls it (`Bearer` key; a key of its own for each write). */
export function platformApi(url: () => string, apiKey: string): Pick<EmulatorProcess, 'api'> {
  return {
    async api<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await fetch(`${url()}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(method !== 'GET' && {
            'idempotency-key': `outside.${Date.now()}.${Math.random().toString(36).slice(2)}`,
          }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const json = (await res.json()) as { data: T };
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    },
  };
}

/** Edits live site files the way the platform's own editor would: a session, a write, a publish request. */
export async function editLiveFiles(
  emulator: Pick<EmulatorProcess, 'api'>,
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
