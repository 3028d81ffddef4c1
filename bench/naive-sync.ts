/**
 * The naive baseline, run for real (not only computed): a client that knows nothing of digests,
 * caches or batching. It downloads every live file (one `GET /source/file` each) and every live
 * entity (one `GET /v1/<kind>/{id}` each), then re-sends every local file (one `source:batch` per
 * file, in one session) and every entity (one `PATCH` each, with its name). Nothing changes on
 * the platform (the same bytes and names go back). The requests it needs besides one per file and
 * entity — the manifest, the list pages that give the ids, the session — are counted apart as
 * protocol, so the measured count can be checked against the model in bounds.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { createPlatformClient } from '../src/platform/index.js';
import type { EmulatorProcess } from './emulator-process.js';
import { siteDir, type FixtureModel } from './fixture.js';
import { summarizeLog, type RequestCounts } from './metrics.js';

export interface NaiveRun {
  readonly counts: RequestCounts;
  /** One per live file and entity read, one per local file and entity written. */
  readonly perItem: number;
  /** Manifest, list pages, session: what a naive client needs besides. */
  readonly protocol: number;
  readonly wallMs: number;
}

const KINDS = ['brands', 'categories', 'products'] as const;

export async function runNaiveSync(options: {
  readonly emulator: EmulatorProcess;
  readonly model: FixtureModel;
  readonly siteId: string;
}): Promise<NaiveRun> {
  const { emulator, model, siteId } = options;
  const client = createPlatformClient({
    baseUrl: emulator.url,
    apiKey: emulator.keys.main,
    // A revision of its own: nothing it writes replays an earlier write.
    keyRevision: 'e'.repeat(40),
  });
  const run = pLimit(8);
  await emulator.drain();
  const started = performance.now();
  let perItem = 0;
  let protocol = 0;

  const manifest = await client.sites.source.manifest(siteId);
  protocol += 1;
  await Promise.all(manifest.files.map((f) => run(() => client.sites.source.file(siteId, f.path))));
  perItem += manifest.files.length;

  const live: { kind: (typeof KINDS)[number]; id: string; name: string }[] = [];
  for (const kind of KINDS) {
    let after: string | undefined;
    for (;;) {
      const page = await client[kind].page({ limit: 100, ...(after && { starting_after: after }) });
      protocol += 1;
      for (const item of page.items as unknown as { id: string; name: string }[])
        live.push({ kind, id: item.id, name: item.name });
      if (!(page.has_more ?? page.items.length === 100)) break;
      after = live[live.length - 1]!.id;
    }
  }
  await Promise.all(live.map((e) => run(() => (client[e.kind] as unknown as ById).get(e.id))));
  perItem += live.length;

  const session = await client.sites.sessions.create(siteId, { source_revision: manifest.source_revision });
  protocol += 1;
  let revision = session.source_revision;
  for (const file of model.files.values()) {
    const bytes = await readFile(join(siteDir(model), file.path));
    const payload =
      file.kind === 'binary'
        ? { content: bytes.toString('base64'), encoding: 'base64' as const }
        : { content: bytes.toString('utf8'), encoding: 'utf8' as const };
    const written = await client.sites.sessions.writeBatch(siteId, session.id, {
      source_revision: revision,
      files: { [file.path]: payload },
    });
    revision = written.source_revision;
  }
  perItem += model.files.size;

  await Promise.all(
    live.map((e) => run(() => (client[e.kind] as unknown as ById).update(e.id, { name: e.name }))),
  );
  perItem += live.length;

  const wallMs = performance.now() - started;
  return { counts: summarizeLog(await emulator.drain()), perItem, protocol, wallMs };
}

/** What brands, categories and products share here (their item types differ). */
interface ById {
  get(id: string): Promise<unknown>;
  update(id: string, body: { name: string }): Promise<unknown>;
}
