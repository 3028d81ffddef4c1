/**
 * `sitesync dev --base-url http://user:PASSWORD@host`: the real CLI in its own process, in a
 * temporary git repository, against an emulator started through the CLI. The banner, the restart
 * messages and `.sitesync/dev.json` never hold the password, and a restart with the same URL still
 * continues the recorded session.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorProcess } from '../../../bench/emulator-process.js';
import { makeRepo, removeRepo, siteRepoFiles, SMALL_SITE } from '../cli/harness.js';
import { recordedSession, startCliEmulator, startDev, type DevProcess } from './dev-process.js';

const SITE = 'site_DevTestUrlSecret0000';
const PASSWORD = 'PWSECRET_dev_4417';

let work: string;
let repo: string;
let emulator: EmulatorProcess;
const running: DevProcess[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sitesync-dev-url-'));
  emulator = await startCliEmulator(work, [{ id: SITE, name: SITE, files: SMALL_SITE }]);
  repo = await makeRepo(siteRepoFiles(SMALL_SITE, `site:\n  id: ${SITE}\n  source: site\n`));
  await writeFile(join(repo, '.gitignore'), '.sitesync/\n.no-login/\n');
}, 60_000);

afterEach(async () => {
  for (const dev of running.splice(0)) await dev.stop('SIGKILL');
});

afterAll(async () => {
  await emulator?.close();
  await removeRepo(repo);
  await rm(work, { recursive: true, force: true });
});

async function dev(baseUrl: string): Promise<DevProcess> {
  const process = await startDev({
    repoDir: repo,
    emulator: { url: emulator.url, apiKey: emulator.keys.main },
    args: ['--base-url', baseUrl],
  });
  running.push(process);
  return process;
}

const devFile = () => readFile(join(repo, '.sitesync', 'dev.json'), 'utf8');

describe('sitesync dev with a password in the base URL', () => {
  it('shows and records the platform without it, and continues its session on restart with the same URL', async () => {
    const url = emulator.url.replace('://', `://alice:${PASSWORD}@`);
    let d = await dev(url);
    expect(d.output()).toContain(`sitesync dev: site/ → site ${SITE} on ${emulator.url}\n`);
    const first = (await recordedSession(repo, SITE))!;
    expect(d.output()).toContain(`opened session ${first.sessionId} on live`);
    expect(JSON.parse(await devFile()).sessions[SITE].baseUrl).toBe(emulator.url);
    expect(await devFile()).not.toContain(PASSWORD);
    expect(await d.stop('SIGTERM')).toBe(0);
    expect(d.output()).not.toContain(PASSWORD);

    // The same URL again: the same platform, so the same session.
    d = await dev(url);
    expect(d.stdout()).toContain(`continuing session ${first.sessionId}`);
    expect(await d.stop('SIGTERM')).toBe(0);
    expect(d.output()).not.toContain(PASSWORD);
    expect(await devFile()).not.toContain(PASSWORD);
  }, 120_000);

  it('a session recorded for another URL (with its password, as earlier versions wrote it) is named without it', async () => {
    const file = JSON.parse(await devFile());
    const record = file.sessions[SITE];
    const elsewhere = 'http://alice:PWSECRET_old_9931@127.0.0.1:9/?token=QSECRET_old_9931';
    record.baseUrl = elsewhere;
    await writeFile(join(repo, '.sitesync', 'dev.json'), JSON.stringify(file, null, 2));
    const d = await dev(emulator.url);
    const replaced = await d.waitFor(
      new RegExp(`session ${record.sessionId} belongs to (\\S+): opened session (\\S+) on live`),
    );
    expect(replaced[1]).toBe('http://127.0.0.1:9');
    expect(await d.stop('SIGTERM')).toBe(0);
    for (const secret of ['PWSECRET_old_9931', 'QSECRET_old_9931']) {
      expect(d.output()).not.toContain(secret);
      expect(await devFile()).not.toContain(secret);
    }
  }, 120_000);
});
