/** A tree change larger than one source:batch: ⌈n/800⌉ writes chained on revisions, session tree = local. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { testShape } from '../../helpers/platform-contract.js';
import { createPlatformClient } from '../../../src/platform/index.js';
import { ExitCode } from '../../../src/shared/errors.js';
import { commitAll, makeRepo, removeRepo, runIn, siteRepoFiles, SMALL_SITE, writeFiles } from './harness.js';
import { startRecordingProxy, type RecordingProxy } from './proxy.js';

const SITE = 'site_Bbbbbbbbbbbbbbbbbbbb9';
const COUNT = 1_700;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const minimal = testShape() === 'minimal';

let emu: RunningEmulator;
let proxy: RecordingProxy;
let repo: string;
beforeAll(async () => {
  emu = await startEmulator({ port: 0, seed: { sites: [{ id: SITE, name: 'Shop', files: SMALL_SITE }] } });
  proxy = await startRecordingProxy(emu.url);
  repo = await makeRepo(siteRepoFiles(SMALL_SITE, `site:\n  id: ${SITE}\n  source: site\n`));
});
afterAll(async () => {
  await proxy.close();
  await emu.close();
  await removeRepo(repo);
});

describe('batches', () => {
  it(`writes ${COUNT} new files in ${Math.ceil(COUNT / 800)} batches, each on the previous revision`, async () => {
    const generated = Object.fromEntries(
      Array.from({ length: COUNT }, (_, i) => [
        `site/assets/gen/f${String(i).padStart(4, '0')}.txt`,
        `file ${i}\n`,
      ]),
    );
    await writeFiles(repo, generated);
    commitAll(repo, 'many files');
    const res = await runIn(repo, { url: proxy.url, apiKey: emu.apiKey }, ['apply']);
    expect(res.code).toBe(ExitCode.ok);
    expect(res.out).toMatch(/staged in session sess_\w+: 1700 file\(s\) written, 0 deleted in 3 batch\(es\)/);

    const open = proxy.exchanges.find(
      (x) => x.method === 'POST' && x.path === `/v1/sites/${SITE}/development-sessions`,
    )!;
    const batches = proxy.exchanges.filter((x) => x.path.endsWith('/source:batch'));
    expect(batches.map((b) => Object.keys(b.requestBody.files).length)).toEqual([800, 800, 100]);
    expect(batches.map((b) => b.status)).toEqual([200, 200, 200]);
    let previous: string = open.responseBody.data.source_revision;
    for (const b of batches) {
      expect(b.requestBody.source_revision).toBe(previous);
      previous = b.responseBody.data.source_revision;
    }
    const emulatorBatches = emu.requestLog().filter((e) => e.route?.endsWith('/source:batch'));
    expect(emulatorBatches).toHaveLength(3);
    expect(new Set(emulatorBatches.map((e) => e.idempotency_key)).size).toBe(3);

    // The session's tree (the emulator's session_id extension of the manifest) equals the local tree.
    const sessionId: string = open.responseBody.data.id;
    const res2 = await fetch(`${emu.url}/v1/sites/${SITE}/source/manifest?session_id=${sessionId}`, {
      headers: { authorization: `Bearer ${emu.apiKey}` },
    });
    const manifest = (
      (await res2.json()) as { data: { files: { path: string; byte_size: number; checksum?: string }[] } }
    ).data;
    const local: Record<string, string> = {
      ...SMALL_SITE,
      ...Object.fromEntries(Object.entries(generated).map(([p, c]) => [p.slice('site/'.length), c])),
    };
    // checksum is optional in the contract (the minimal shape leaves it out): sizes then.
    expect(manifest.files.map((f) => [f.path, f.byte_size, f.checksum])).toEqual(
      Object.keys(local)
        .sort()
        .map((p) => [p, Buffer.byteLength(local[p]!), minimal ? undefined : sha256(local[p]!)]),
    );
    // Live is untouched until publish.
    const live = await createPlatformClient({ baseUrl: emu.url, apiKey: emu.apiKey }).sites.source.manifest(
      SITE,
    );
    expect(live.files).toHaveLength(Object.keys(SMALL_SITE).length);
  });
});
