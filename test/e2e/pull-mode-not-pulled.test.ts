/**
 * `mode: pull` and the live paths it never writes (`.git`, `.gitmodules`, `.sitesync`, a root
 * `.github`: docs/security.md), run as the runner runs the bundle (`node dist/index.js`) against
 * the emulator and the fake GitHub's Git Data API. Whatever the run finds, the one pull request's
 * description lists those paths under "Not pulled", beside the warnings in the log: also on a run
 * that has nothing left to write while the pull request of an earlier run is still open.
 */
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../helpers/emulator.js';
import { editLiveFiles, platformApi } from '../helpers/live-platform.js';
import { DEFAULT_OWNER as OWNER, DEFAULT_REPO as REPO, workflowDispatchEvent } from './harness/events.js';
import { startFakeGitHub, type FakeGitHub } from './harness/fake-github.js';
import { createFakeGitData, type FakeGitData } from './harness/git-data.js';
import { makeGitCheckout, runAction } from './harness/run-action.js';
import { liveCatalog, liveFiles, SITE_ID } from './fixture-site.js';

const API_KEY = 'sk_e2e_not_pulled_SECRET_0123456789';
const GITHUB_TOKEN = 'ghs_e2eNotPulledTOKEN0123456789abcdef';
const BRANCH = 'sitesync/live-edits';
const EDITED_CSS = 'body { color: teal; } /* edited in the platform editor */\n';

let emulator: RunningEmulator;
let github: FakeGitHub;
let gitData: FakeGitData;
// The site's source is `.`: a live `.github/workflows/…` would land in the repository's own.
const checkout = makeGitCheckout({
  ...liveFiles(),
  'sitesync.yml': `site:\n  id: ${SITE_ID}\n  source: .\npublish:\n  branch: main\n`,
  '.sitesyncignore': 'sitesync.yml\n',
  '.gitignore': '.sitesync/\n',
});

const platform = platformApi(() => emulator.url, API_KEY);

const pullMode = () =>
  runAction({
    actionDir: process.cwd(),
    cwd: checkout.dir,
    eventName: 'workflow_dispatch',
    payload: workflowDispatchEvent({ ref: 'refs/heads/main' }),
    inputs: { 'api-key': API_KEY, 'base-url': emulator.url, 'github-token': GITHUB_TOKEN, mode: 'pull' },
    githubApiUrl: github.url,
    timeoutMs: 90_000,
  });

const NOT_PULLED = [
  '**Not pulled** (write these by hand or overwrite them):',
  '',
  '- `.git/config` — site file created outside git: ".git" is git\'s own folder \\(a planted config or hook runs commands\\): never written \\(sitesync apply --overwrite-live-edits removes it from the live site\\)',
  '- `.github/workflows/evil.yml` — site file created outside git: ".github" is GitHub workflows and settings at the repository root: never written \\(sitesync apply --overwrite-live-edits removes it from the live site\\)',
  '- `.gitmodules` — site file created outside git: ".gitmodules" is git submodule settings: never written \\(sitesync apply --overwrite-live-edits removes it from the live site\\)',
  '- `templates/.sitesync/state.json` — site file created outside git: ".sitesync" is sitesync\'s local state: never written \\(sitesync apply --overwrite-live-edits removes it from the live site\\)',
].join('\n');

const RESERVED = [
  '.git/config',
  '.github/workflows/evil.yml',
  '.gitmodules',
  'templates/.sitesync/state.json',
];

beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    autoApprove: true,
    apiKeys: [{ key: API_KEY }],
    seed: { sites: [{ id: SITE_ID, name: 'E2E Shop', files: liveFiles() }], catalog: liveCatalog() },
  });
  gitData = createFakeGitData(OWNER, REPO);
  github = await startFakeGitHub({ overrides: gitData.handlers });
  await editLiveFiles(platform, SITE_ID, {
    'assets/site.css': EDITED_CSS,
    '.git/config': '[core]\n\tfsmonitor = "touch pwned; false"\n',
    '.github/workflows/evil.yml':
      'on: push\njobs: { x: { runs-on: ubuntu-latest, steps: [{ run: "echo pwned" }] } }\n',
    '.gitmodules': '[submodule "x"]\n\tpath = x\n\turl = ../x\n',
    'templates/.sitesync/state.json': '{}\n',
  });
}, 60_000);
afterAll(async () => {
  await emulator?.close();
  await github?.close();
  checkout.cleanup();
});

describe('mode: pull with live paths it never writes', () => {
  it('opens the pull request with the written edit, and lists each path it did not pull', async () => {
    const run = await pullMode();
    expect(run.exitCode, run.stderr + run.stdout).toBe(0);
    expect(run.outputs['live-edits']).toBe('1');
    for (const path of RESERVED) expect(run.stdout).toContain(`::warning::not pulled: ${path}: `);
    expect(gitData.pulls).toHaveLength(1);
    const pr = gitData.pulls[0]!;
    expect(pr.body).toContain('- `assets/site.css` — site file edited outside git');
    expect(pr.body).toContain(NOT_PULLED);
    const files = gitData.filesOf(gitData.refs.get(`heads/${BRANCH}`)!);
    expect(files.get('assets/site.css')).toBe(EDITED_CSS);
    for (const path of RESERVED) expect(files.has(path)).toBe(false);
    expect(github.rejected).toEqual([]);
    expect(github.unimplemented).toEqual([]);
  });

  it('rewrites the open pull request when only those paths are left, listing them', async () => {
    // The written edit stops being one (live holds the repository's file again); the reserved
    // paths stay live. Nothing is left to write, but the pull request of the first run is open.
    await editLiveFiles(platform, SITE_ID, { 'assets/site.css': liveFiles()['assets/site.css']! });
    const branch = gitData.refs.get(`heads/${BRANCH}`)!;
    const run = await pullMode();
    expect(run.exitCode, run.stderr + run.stdout).toBe(0);
    expect(run.outputs['live-edits']).toBe('0');
    for (const path of RESERVED) expect(run.stdout).toContain(`::warning::not pulled: ${path}: `);
    expect(gitData.pulls).toHaveLength(1);
    const pr = gitData.pulls[0]!;
    expect(pr.state).toBe('open');
    expect(pr.bodies).toHaveLength(2);
    expect(pr.body).not.toContain('`assets/site.css`');
    expect(pr.body).toContain(NOT_PULLED);
    expect(pr.body).toContain('close this pull request');
    expect(run.outputs['pull-request-number']).toBe(String(pr.number));
    // The branch is left where it was: there is nothing to commit.
    expect(gitData.refs.get(`heads/${BRANCH}`)).toBe(branch);
    expect(run.summary).toContain(NOT_PULLED);
    expect(github.rejected).toEqual([]);
  });

  it('an edit of the branch that live still holds, but this run could not write: never "live no longer has"', async () => {
    // Live holds the branch's edit again, and the checkout's file is now a symlink (to a copy of
    // the committed file): the run finds the live edit and skips it, nothing is left to write.
    await editLiveFiles(platform, SITE_ID, { 'assets/site.css': EDITED_CSS });
    const css = join(checkout.dir, 'assets', 'site.css');
    writeFileSync(join(checkout.dir, 'assets', 'site-copy.css'), liveFiles()['assets/site.css']!);
    rmSync(css);
    symlinkSync('site-copy.css', css);
    try {
      const run = await pullMode();
      expect(run.exitCode, run.stderr + run.stdout).toBe(0);
      expect(run.outputs['live-edits']).toBe('0');
      expect(run.stdout).toContain(
        '::warning::not pulled: assets/site.css: it is a symbolic link in the working tree',
      );
      const pr = gitData.pulls[0]!;
      expect(pr.bodies).toHaveLength(3);
      // The skipped edit is still live and listed; the description does not call it gone.
      expect(pr.body).toContain(
        '- `assets/site.css` — site file edited outside git: it is a symbolic link in the working tree; replace it by hand',
      );
      expect(pr.body).not.toContain('which live no longer has');
      expect(pr.body).toContain(
        'but live still holds 5 it could not write in place (under **Not pulled** below)',
      );
      expect(pr.body).toContain('those among the ones listed below are still live');
    } finally {
      rmSync(css);
      rmSync(join(checkout.dir, 'assets', 'site-copy.css'));
      checkout.git('checkout', '--', 'assets/site.css');
    }
  });
});
