/**
 * A hostile platform answers with terminal escape sequences in every text it controls: cursor
 * moves, screen clears, fake colours, OSC 8 links, bells, carriage returns. `sitesync` runs as a
 * process against it; nothing of that reaches stdout or stderr raw, and the text is still there,
 * shown escaped, on one line of its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fail, json, ok } from '../../helpers/http-stub.js';
import { runCliProcess } from '../../helpers/cli-process.js';
import { makeRepo, SITE_ID, type Repo } from '../../bad-input/harness.js';
import {
  demoManifest,
  startStubPlatform,
  type Routes,
  type StubPlatform,
} from '../../bad-input/stub-platform.js';

const LINK = '\u001b]8;;https://evil.example/\u0007click here\u001b]8;;\u0007';
const CURSOR = '\u001b[1A\u001b[2K';
const CLEAR = '\u001b[2J\u001b[H';
const RED = '\u001b[31m';
/** What a terminal would act on: ESC, BEL, CR, C1 controls (the 8-bit CSI among them). */
// eslint-disable-next-line no-control-regex
const RAW_CONTROLS = /[\u001b\u0007\r\u0080-\u009f]/;

let stub: StubPlatform | undefined;
let repo: Repo | undefined;
afterEach(async () => {
  await stub?.close();
  await repo?.close();
  stub = undefined;
  repo = undefined;
});

async function run(routes: Routes, args: string[]) {
  stub = await startStubPlatform(routes);
  repo = await makeRepo();
  const result = await runCliProcess({
    args: ['-C', repo.dir, ...args],
    cwd: repo.dir,
    env: {
      SITESYNC_BASE_URL: stub.url,
      SITESYNC_API_KEY: 'sk_hostile_text_key_0000000001',
      SITESYNC_CONFIG_DIR: `${repo.dir}/.no-login`,
    },
  });
  return { ...result, both: result.stdout + result.stderr };
}

describe('escape sequences from the platform never reach the terminal raw', () => {
  it('whoami: names, environment and scopes', async () => {
    const r = await run(
      [
        [
          /^GET \/v1\/auth\/status$/,
          ok({
            object: 'developer_auth_status',
            id: `key_${CURSOR}x`,
            credential_type: 'api_key',
            environment: CLEAR,
            rate_limit: 60,
            name: LINK,
            scopes: [`${RED}sites:read`],
          }),
        ],
      ],
      ['whoami'],
    );
    expect(r.both).not.toMatch(RAW_CONTROLS);
    expect(r.stdout.split('\n')).toContain(
      'credential   key_\\e[1A\\e[2Kx (api_key, \\e]8;;https://evil.example/\\x07click here\\e]8;;\\x07)',
    );
    expect(r.stdout).toContain('(\\e[2J\\e[H)');
    expect(r.stdout).toContain('scopes       \\e[31msites:read');
  });

  it('plan: a live path and the validation issues', async () => {
    const manifest = await demoManifest();
    const hostilePath = `pages/${CURSOR}gone.json`;
    manifest.files.push({ path: hostilePath, byte_size: 3, binary: false, checksum: 'a'.repeat(64) });
    const r = await run(
      [
        [/^GET \/v1\/sites\/[^/]+\/source\/manifest$/, ok(manifest)],
        [
          /^POST \/v1\/sites\/[^/]+\/source\/validate$/,
          ok({
            object: 'site_source_validation',
            site_id: SITE_ID,
            source_revision: manifest.source_revision,
            checked_at: '2026-01-01T00:00:00Z',
            valid: false,
            errors: [
              {
                code: `bad${RED}`,
                message: `${RED}FAKE OK${'\u001b[0m'}\r\nNo changes.`,
                path: `site${LINK}.json`,
              },
            ],
            warnings: [],
            files: [],
          }),
        ],
      ],
      ['plan'],
    );
    expect(r.code).toBe(3); // validation errors
    expect(r.both).not.toMatch(RAW_CONTROLS);
    const lines = r.stdout.split('\n');
    expect(lines).toContain('  - pages/\\e[1A\\e[2Kgone.json  3 B');
    expect(lines).toContain(
      '    error site\\e]8;;https://evil.example/\\x07click here\\e]8;;\\x07.json bad\\e[31m: \\e[31mFAKE OK\\e[0m\\r\\nNo changes.',
    );
    // The injected "No changes." did not become a line of its own.
    expect(lines).not.toContain('No changes.');
  });

  it('apply: the error message, its issues and the hint of a refused write', async () => {
    const r = await run(
      [
        [/^GET \/v1\/sites\/[^/]+\/source\/manifest$/, ok({ ...(await demoManifest()), files: [] })],
        [
          /^POST \/v1\/sites\/[^/]+\/development-sessions$/,
          json(422, {
            success: false,
            error: {
              error_code: `VALIDATION${CLEAR}`,
              message: `refused ${LINK}\nerror: fake second line`,
              details: {
                errors: [{ code: 'x', message: `${CURSOR}issue`, path: 'site.json', line: 1, column: 1 }],
              },
            },
          }),
        ],
      ],
      ['apply'],
    );
    expect(r.code).toBe(3);
    expect(r.both).not.toMatch(RAW_CONTROLS);
    const error = r.stderr.slice(r.stderr.indexOf('error: '));
    expect(error).toContain(
      '→ 422 VALIDATION\\e[2J\\e[H: refused \\e]8;;https://evil.example/\\x07click here\\e]8;;\\x07',
    );
    expect(error).toContain('site.json:1:1: \\e[1A\\e[2Kissue [x]');
    // The platform's newline does not start a line that reads like ours.
    expect(error.split('\n').filter((l) => l.startsWith('error: '))).toHaveLength(1);
    expect(error).toContain('\n  error: fake second line');
  });

  it('an error answer that is only a status and a hostile code', async () => {
    const r = await run(
      [[/^GET \/v1\/sites\/[^/]+\/source\/manifest$/, fail(400, `E${CURSOR}`, `${CLEAR}boom`)]],
      ['plan'],
    );
    expect(r.code).toBe(1);
    expect(r.both).not.toMatch(RAW_CONTROLS);
    expect(r.stderr).toContain('\\e[2J\\e[Hboom');
  });
});
