/**
 * `--json`: one envelope on stdout for every command and every error, usage errors included,
 * each naming its command and valid against schemas/result.schema.json (issue 13).
 * Run as `node bin/sitesync.js` from an empty folder with no credentials.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isolatedHome,
  processEnv,
  PROJECT_ROOT,
  runSitesync,
  type ProcessResult,
} from '../helpers/cli-process.js';
import { parseEnvelope } from './envelope-schema.js';

let empty: string;
let home: string;

beforeAll(async () => {
  empty = await mkdtemp(join(tmpdir(), 'sitesync-empty-'));
  home = await isolatedHome();
});
afterAll(async () => {
  await Promise.all([empty, home].map((d) => rm(d, { recursive: true, force: true })));
});

interface Envelope {
  format: string;
  command: string;
  ok: boolean;
  exitCode: number;
  result?: unknown;
  error?: {
    code: string;
    message: string;
    path?: string;
    line?: number;
    column?: number;
    issues?: { code: string; path?: string; line?: number; column?: number }[];
  };
}

/** The one envelope a run printed; fails when stdout holds anything else. */
function envelopeOf(run: ProcessResult): Envelope {
  let parsed: Envelope;
  try {
    parsed = parseEnvelope<Envelope>(run.stdout);
  } catch (err) {
    throw new Error(
      `stdout is not one valid envelope (${String(err)}):\n${run.stdout}\n--- stderr:\n${run.stderr}`,
      { cause: err },
    );
  }
  expect(parsed.exitCode).toBe(run.code);
  return parsed;
}

const sitesync = (args: string[], cwd = empty) => runSitesync(args, { cwd, env: processEnv(home) });

/** Every command of `sitesync --help`, with arguments that make it fail without a platform. */
const FAILING: readonly { command: string; args: string[] }[] = [
  { command: 'plan', args: ['plan'] },
  { command: 'apply', args: ['apply'] },
  { command: 'publish', args: ['publish'] },
  { command: 'validate', args: ['validate'] },
  { command: 'init', args: ['init'] },
  { command: 'import', args: ['import'] },
  { command: 'ledger show', args: ['ledger', 'show'] },
  { command: 'ledger repair', args: ['ledger', 'repair', '--service', 'FIT=svc_1'] },
  { command: 'ledger forget', args: ['ledger', 'forget', '--service', 'FIT'] },
  { command: 'login', args: ['login'] },
  { command: 'whoami', args: ['whoami'] },
  { command: 'emulator', args: ['emulator', '--port', 'not-a-port'] },
];

describe('--json error envelopes', () => {
  it.each(FAILING)(
    '$command: one envelope naming the command, valid against the schema',
    async ({ command, args }) => {
      const run = await sitesync(['--json', ...args]);
      expect(run.code).not.toBe(0);
      const envelope = envelopeOf(run);
      expect(envelope.command).toBe(command);
      expect(envelope.ok).toBe(false);
      expect(envelope.error!.code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    },
  );

  it.each([...FAILING, { command: 'demo', args: ['demo'] }])(
    '$command --bogus: a usage error envelope naming the command (exit 64)',
    async ({ command, args }) => {
      const run = await sitesync(['--json', ...args, '--bogus']);
      expect(run.code).toBe(64);
      const envelope = envelopeOf(run);
      expect(envelope).toMatchObject({ command, ok: false, exitCode: 64 });
      expect(envelope.error).toMatchObject({ code: 'UNKNOWN_OPTION', message: "unknown option '--bogus'" });
      expect(run.stderr).toContain("error: unknown option '--bogus'");
    },
  );

  it('an unknown command and a missing mandatory option are envelopes too', async () => {
    const unknown = envelopeOf(await sitesync(['--json', 'frobnicate']));
    expect(unknown).toMatchObject({
      command: 'frobnicate',
      exitCode: 64,
      error: { code: 'UNKNOWN_COMMAND' },
    });
    const missing = envelopeOf(await sitesync(['--json', 'ledger', 'repair']));
    expect(missing).toMatchObject({ command: 'ledger repair', exitCode: 64 });
    expect(missing.error!.message).toContain("required option '--service <CODE=svc_id>' not specified");
  });

  it('apply --wait without --publish is a usage error, not silently ignored', async () => {
    const run = await sitesync(['--json', 'apply', '--wait', '1m']);
    const envelope = envelopeOf(run);
    expect(envelope).toMatchObject({
      command: 'apply',
      exitCode: 64,
      error: { code: 'WAIT_WITHOUT_PUBLISH' },
    });
    const text = await sitesync(['apply', '--wait', '1m']);
    expect(text.code).toBe(64);
    expect(text.stderr).toContain(
      'error: --wait waits for a publish request; apply files one only with --publish',
    );
  });

  it('apply -m without --publish is a usage error, not a message that goes nowhere', async () => {
    const envelope = envelopeOf(await sitesync(['--json', 'apply', '-m', 'spring prices']));
    expect(envelope).toMatchObject({
      command: 'apply',
      exitCode: 64,
      error: { code: 'MESSAGE_WITHOUT_PUBLISH' },
    });
    const text = await sitesync(['apply', '--message', 'spring prices']);
    expect(text.code).toBe(64);
    expect(text.stderr).toBe(
      'error: -m/--message is the message of a publish request; apply files one only with --publish\n' +
        'hint: use `sitesync apply --publish -m "spring prices"`, or `sitesync publish -m "spring prices"` after apply\n',
    );
  });
});

describe('--json with no command, --help and --version', () => {
  it.each([
    { args: [], command: 'sitesync', starts: 'Usage: sitesync [options] [command]' },
    { args: ['--help'], command: 'sitesync', starts: 'Usage: sitesync [options] [command]' },
    { args: ['help'], command: 'help', starts: 'Usage: sitesync [options] [command]' },
    { args: ['plan', '--help'], command: 'help', starts: 'Usage: sitesync plan [options]' },
  ])('sitesync --json $args: one envelope whose result is the help', async ({ args, command, starts }) => {
    const run = await sitesync(['--json', ...args]);
    expect(run.code).toBe(0);
    const envelope = envelopeOf(run);
    expect(envelope).toMatchObject({ command, ok: true, exitCode: 0 });
    expect((envelope.result as { help: string }).help.startsWith(starts)).toBe(true);
  });

  it('sitesync --json --version: one envelope whose result is the version of package.json', async () => {
    const run = await sitesync(['--json', '--version']);
    const { version } = JSON.parse(await readFile(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(envelopeOf(run)).toMatchObject({ command: 'sitesync', ok: true, result: { version } });
  });
});

describe('located errors carry path, line and column as fields', () => {
  it('a catalog with a YAML syntax error and a site with an unsafe path: validate --offline --json', async () => {
    const repo = await mkdtemp(join(tmpdir(), 'sitesync-located-'));
    try {
      await writeFile(join(repo, 'sitesync.yml'), 'site:\n  source: site\ncatalog: catalog.yml\n');
      await mkdir(join(repo, 'site', 'assets'), { recursive: true });
      await writeFile(
        join(repo, 'site', 'site.json'),
        '{"name": "S", "default_language": "en", "supported_languages": ["en"]}',
      );
      await writeFile(join(repo, 'site', 'assets', 'bad\\name.css'), 'x');
      await writeFile(join(repo, 'catalog.yml'), 'brands:\n  - { slug: acme, name: "Acme }\n');
      const run = await sitesync(['--json', 'validate', '--offline'], repo);
      expect(run.code).toBe(3);
      const envelope = envelopeOf(run);
      expect(envelope.command).toBe('validate');
      expect(envelope.error!.code).toBe('VALIDATION_FAILED');
      const issues = envelope.error!.issues!;
      const yaml = issues.find((i) => i.code === 'yaml_syntax');
      expect(yaml).toMatchObject({ path: 'catalog.yml' });
      expect(yaml!.line).toBeGreaterThanOrEqual(2);
      expect(yaml!.column).toBeGreaterThanOrEqual(1);
      // The path problem names the path, from the repository root.
      expect(issues.find((i) => i.path === 'site/assets/bad\\name.css')).toBeDefined();
    } finally {
      await rm(repo, { recursive: true, force: true });
    }
  });
});
