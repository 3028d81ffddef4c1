/** The CLI against sites seeded live in the emulator: import, a multi-site repo, md5 manifests. */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { createPlatformClient } from '../../../src/platform/index.js';
import { ExitCode } from '../../../src/shared/errors.js';
import { testShape } from '../../helpers/platform-contract.js';
import {
  commitAll,
  liveTreeReads,
  makeRepo,
  removeRepo,
  runIn,
  siteRepoFiles,
  SMALL_SITE,
  writesOf,
} from './harness.js';

const SITE_A = 'site_Aaaaaaaaaaaaaaaaaaaa1';
const SITE_B = 'site_Bbbbbbbbbbbbbbbbbbbb2';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The minimal shape leaves out every optional field, manifest checksums and archive contents too. */
const minimal = testShape() === 'minimal';

let emu: RunningEmulator | undefined;
let repo: string | undefined;
afterEach(async () => {
  await emu?.close();
  if (repo) await removeRepo(repo);
  emu = undefined;
  repo = undefined;
});

async function seeded(extra: { checksum?: 'md5' } = {}) {
  emu = await startEmulator({
    port: 0,
    autoApprove: true,
    ...extra,
    seed: {
      sites: [
        { id: SITE_A, name: 'Shop A', files: SMALL_SITE },
        { id: SITE_B, name: 'Shop B', files: { ...SMALL_SITE, 'assets/b.css': 'b {}\n' } },
      ],
    },
  });
  return emu;
}

describe('import', () => {
  it('writes the live tree into an empty source folder; replaces only what git holds as committed unless --force', async () => {
    const e = await seeded();
    repo = await makeRepo({ 'sitesync.yml': `site:\n  id: ${SITE_A}\n  source: site\n`, 'site/.keep': '' });
    const first = await runIn(repo, e, ['import']);
    expect(first.code).toBe(ExitCode.ok);
    expect(first.out).toContain(
      `${SITE_A} → site/: 7 file(s) written (7 new, 0 overwritten), 0 unchanged, from rev_`,
    );
    expect(first.out).toContain('  1 local file(s) not on live were kept: .keep');
    if (minimal) {
      // The archive's files are optional in the contract: import read them one by one.
      expect(first.out).toContain(
        'the live archive carried no file contents (optional in the contract): read 7 file(s) one by one',
      );
    }
    for (const [path, content] of Object.entries(SMALL_SITE))
      expect(await readFile(join(repo, 'site', ...path.split('/')), 'utf8')).toBe(content);

    // An uncommitted edit would be lost for good: refused, nothing written.
    await writeFile(join(repo, 'site', 'assets', 'site.css'), 'body { local: edit }\n');
    const refused = await runIn(repo, e, ['import']);
    expect(refused.code).toBe(ExitCode.blockedByGuard);
    expect(refused.err).toContain(
      'error: import would overwrite 1 local file(s) in site/ that git does not hold as committed (changed, untracked or ignored): assets/site.css; nothing was written\nhint: commit or move them (a committed file can be replaced: git keeps it), or pass --force to overwrite',
    );
    expect(await readFile(join(repo, 'site', 'assets', 'site.css'), 'utf8')).toBe('body { local: edit }\n');

    // Committed, the edit is safe in git: import replaces it and says so.
    commitAll(repo, 'local edit');
    const replaced = await runIn(repo, e, ['import']);
    expect(replaced.code).toBe(ExitCode.ok);
    expect(replaced.out).toContain('1 file(s) written (0 new, 1 overwritten), 6 unchanged');
    expect(replaced.out).toContain('  overwritten: assets/site.css (`git diff -- site` shows what changed)');
    expect(await readFile(join(repo, 'site', 'assets', 'site.css'), 'utf8')).toBe(
      SMALL_SITE['assets/site.css'],
    );

    await writeFile(join(repo, 'site', 'assets', 'site.css'), 'body { again: edit }\n');
    const forced = await runIn(repo, e, ['import', '--force']);
    expect(forced.code).toBe(ExitCode.ok);
    expect(forced.out).toContain('1 file(s) written (0 new, 1 overwritten), 6 unchanged');
    expect(await readFile(join(repo, 'site', 'assets', 'site.css'), 'utf8')).toBe(
      SMALL_SITE['assets/site.css'],
    );
  });
});

describe('multi-site repository', () => {
  it('plans and applies both sites of `sites:`', async () => {
    const e = await seeded();
    repo = await makeRepo({
      'sitesync.yml': `sites:\n  - id: ${SITE_A}\n    source: a\n  - id: ${SITE_B}\n    source: b\n`,
      ...Object.fromEntries(Object.entries(SMALL_SITE).map(([p, c]) => [`a/${p}`, c])),
      ...Object.fromEntries(Object.entries(SMALL_SITE).map(([p, c]) => [`b/${p}`, c])),
      'a/assets/new-a.css': 'a {}\n',
    });
    const plan = await runIn(repo, e, ['plan', '--detailed-exitcode']);
    expect(plan.code).toBe(ExitCode.changesPresent);
    expect(plan.out).toContain(`Site a/ → ${SITE_A}`);
    expect(plan.out).toContain(`Site b/ → ${SITE_B}`);
    expect(plan.out).toContain('+ assets/new-a.css');
    // b.css exists only live and no commit ever had it: created outside git, a live edit (issue 14).
    expect(plan.out).toContain('! - assets/b.css');
    expect(plan.out).toContain('deletes a file created outside git');
    expect((await runIn(repo, e, ['apply'])).code).toBe(ExitCode.blockedByGuard);

    const applied = await runIn(repo, e, ['apply', '--publish', '--wait', '30s', '--overwrite-live-edits']);
    expect(applied.code).toBe(ExitCode.ok);
    const client = createPlatformClient({ baseUrl: e.url, apiKey: e.apiKey });
    const a = await client.sites.source.manifest(SITE_A);
    const b = await client.sites.source.manifest(SITE_B);
    expect(a.files.map((f) => f.path)).toContain('assets/new-a.css');
    // Without checksums (optional in the contract), the SHA-256 of each live file's content.
    const liveSums = await Promise.all(
      b.files.map(async (f) => [
        f.path,
        f.checksum ?? sha256((await client.sites.source.file(SITE_B, f.path)).content),
      ]),
    );
    expect(liveSums).toEqual(
      Object.keys(SMALL_SITE)
        .sort()
        .map((p) => [p, sha256(SMALL_SITE[p]!)]),
    );
    const again = await runIn(repo, e, ['plan', '--detailed-exitcode']);
    expect(again.code).toBe(ExitCode.ok);
  });
});

describe('checksum md5', () => {
  it('plans correctly against md5 manifests with one request', async () => {
    const e = await seeded({ checksum: 'md5' });
    repo = await makeRepo(siteRepoFiles(SMALL_SITE, `site:\n  id: ${SITE_A}\n  source: site\n`));
    e.clearLog();
    const noop = await runIn(repo, e, ['plan', '--detailed-exitcode']);
    expect(noop.code).toBe(ExitCode.ok);
    expect(noop.out).toContain('0 to add, 0 to change, 0 to delete, 7 unchanged');
    expect(e.requestLog().map((x) => x.route)).toEqual(liveTreeReads());
    const manifest = await createPlatformClient({ baseUrl: e.url, apiKey: e.apiKey }).sites.source.manifest(
      SITE_A,
    );
    if (!minimal) expect(manifest.files[0]!.checksum).toMatch(/^[0-9a-f]{32}$/);

    await writeFile(join(repo, 'site', 'assets', 'site.css'), 'body { margin: 3px }\n');
    commitAll(repo, 'css');
    e.clearLog();
    const changed = await runIn(repo, e, ['plan', '--detailed-exitcode', '--no-validate']);
    expect(changed.code).toBe(ExitCode.changesPresent);
    expect(changed.out).toContain('0 to add, 1 to change, 0 to delete, 6 unchanged');
    expect(writesOf(e.requestLog())).toEqual([]);
  });
});
