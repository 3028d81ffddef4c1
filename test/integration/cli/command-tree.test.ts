/**
 * The whole command tree, option by option:
 * - no command declares an option that a program (global) option answers to;
 * - every option a command's `--help` lists reaches the real command's options object, and the
 *   command reads it (a Proxy records the reads of the real implementation, run for real
 *   against the emulator);
 * - every program option a command's help lists is read by it; every other one is refused (64);
 * - every `sitesync …` command line in README.md and docs/*.md parses, each flag on its command.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { Command, Option } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_HANDLERS, type CommandHandlers } from '../../../src/cli/command-handlers.js';
import type { CommandResult } from '../../../src/cli/command.js';
import { inspectCommandTree } from '../../../src/cli/command-tree.js';
import { startEmulator, type RunningEmulator } from '../../helpers/emulator.js';
import { runCliCaptured } from '../../helpers/run-cli.js';
import { makeRepo, removeRepo, siteRepoFiles, SMALL_SITE } from './harness.js';

const PROJECT_ROOT = join(import.meta.dirname, '..', '..', '..');
const SITE = 'site_TreeTestTreeTestTree1';
const tree = inspectCommandTree();

/** Every command with an action, by its path (`ledger repair`). */
function leafCommands(cmd: Command, prefix: string[] = []): Map<string, Command> {
  const out = new Map<string, Command>();
  for (const sub of cmd.commands) {
    const path = [...prefix, sub.name()];
    if (sub.commands.length > 0) for (const [k, v] of leafCommands(sub, path)) out.set(k, v);
    else out.set(path.join(' '), sub);
  }
  return out;
}
const LEAVES = leafCommands(tree);

let emu: RunningEmulator;
let bound: string;
let scratch: string;
beforeAll(async () => {
  emu = await startEmulator({
    port: 0,
    autoApprove: true,
    seed: { sites: [{ id: SITE, name: 'Tree', files: SMALL_SITE }] },
  });
  // Bound to SITE, with a change to stage and a catalog that differs from live.
  bound = await makeRepo({
    ...siteRepoFiles(
      { ...SMALL_SITE, 'assets/extra.css': 'p { margin: 0 }\n' },
      `site:\n  id: ${SITE}\n  source: site\ncatalog: catalog.yml\n`,
    ),
    'catalog.yml': 'brands:\n  - { slug: acme, name: Acme }\n',
  });
  scratch = await mkdtemp(join(tmpdir(), 'sitesync-tree-'));
  await writeFile(join(scratch, 'fixture.json'), '{}');
});
afterAll(async () => {
  await emu.close();
  await removeRepo(bound);
  await rm(scratch, { recursive: true, force: true });
});

describe('the command tree', () => {
  it('has the commands the README documents', () => {
    expect([...LEAVES.keys()].sort()).toEqual(
      [
        'apply',
        'demo',
        'dev',
        'emulator',
        'import',
        'init',
        'ledger forget',
        'ledger repair',
        'ledger show',
        'login',
        'plan',
        'publish',
        'pull',
        'validate',
        'whoami',
      ].sort(),
    );
  });

  it('no command option (hidden ones included) shadows a program option', () => {
    const globalFlags = new Set(tree.options.flatMap((o) => [o.long, o.short].filter(Boolean)));
    const globalNames = new Set(tree.options.map((o) => o.attributeName()));
    const clashes: string[] = [];
    for (const [path, cmd] of LEAVES) {
      for (const o of cmd.options) {
        if (
          globalFlags.has(o.long) ||
          (o.short && globalFlags.has(o.short)) ||
          globalNames.has(o.attributeName())
        )
          clashes.push(`${path} ${o.flags}`);
      }
    }
    expect(clashes).toEqual([]);
    expect(globalNames).toEqual(
      new Set(['version', 'config', 'cwd', 'json', 'baseUrl', 'apiKey', 'insecure']),
    );
  });
});

/** The flags of one section ("Options:" / "Global Options:") of a help text. */
function helpFlags(help: string, section: 'Options:' | 'Global Options:'): string[] {
  const lines = help.split('\n');
  const start = lines.indexOf(section);
  if (start < 0) return [];
  const flags: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || /^\S/.test(line)) break;
    const m = /^ {2}(?:-\w, )?(--[\w-]+)/.exec(line);
    if (m) flags.push(m[1]!);
  }
  return flags.filter((f) => f !== '--help' && f !== '--version');
}

async function helpOf(path: string): Promise<string> {
  const run = await runCliCaptured({ cwd: scratch, env: {}, argv: [...path.split(' '), '--help'] });
  expect(run.code).toBe(0);
  return run.out;
}

const optionOf = (cmd: Command, flag: string): Option => {
  const found = cmd.options.find((o) => o.long === flag) ?? tree.options.find((o) => o.long === flag);
  if (!found) throw new Error(`no option ${flag}`);
  return found;
};

/** A value each option accepts (by command, then by flag). */
function sampleFor(path: string, flag: string): string {
  const byCommand: Record<string, string> = {
    'dev --site': SITE,
    'dev --source': 'site',
    'ledger forget --service': 'TREE-01',
    'init --catalog': 'catalog.yml',
    'emulator --api-key': 'sk_tree_test_key_0001:products:read',
    'emulator --cwd': '.',
  };
  const byFlag: Record<string, string> = {
    '--wait': '1s',
    '--history-depth': '50',
    '--shape': 'minimal',
    '--debounce': '30',
    '--paths': 'site',
    '--only': 'site',
    '--allow-delete': '30',
    '--message': 'from the tree test',
    '--session': 'sess_TreeTestTreeTest000001',
    '--request': 'pr_TreeTestTreeTest00000001',
    '--revision': 'rev_tree',
    '--site': 'web',
    '--name': 'Tree Shop',
    '--service': 'TREE-01=svc_TreeTestTreeTest0001',
    '--client-name': 'tree test',
    '--port': '0',
    '--host': '127.0.0.1',
    '--data': 'emulator-state.json',
    '--rate-limit': '600',
    '--latency': '1',
    '--latency-ms': '1',
    '--fault-rate': '0',
    '--fault-seed': '7',
    '--fault-kinds': '500,503',
    '--checksum': 'sha256',
    '--seed': 'fixture.json',
    '--config': 'sitesync.yml',
    '--cwd': '.',
    '--base-url': 'BASE_URL',
    '--api-key': 'API_KEY',
  };
  return byCommand[`${path} ${flag}`] ?? byFlag[flag] ?? 'x';
}

/** What commander should hand the command for `flag` given `sample`. */
function expectedValue(option: Option, sample: string): unknown {
  if (option.negate) return false;
  if (!option.required && !option.optional) return true;
  if (option.parseArg) return option.parseArg(sample, undefined as never);
  return option.variadic ? [sample] : sample;
}

interface Recorded {
  readonly options: Record<string, unknown>;
  readonly reads: Set<string>;
}

/** The real handler of `path`, its options wrapped to record each property read. */
function recordingHandlers(path: string, records: Recorded[]): Partial<CommandHandlers> {
  const real = COMMAND_HANDLERS[path as keyof CommandHandlers] as (o: object, io: never) => Promise<unknown>;
  const wrapped = (opts: Record<string, unknown>, io: never) => {
    const record: Recorded = { options: { ...opts }, reads: new Set() };
    records.push(record);
    const proxy = new Proxy(opts, {
      get(target, key, receiver) {
        if (typeof key === 'string') record.reads.add(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
      ownKeys(target) {
        record.reads.add('<all keys: spread or enumerated>');
        return Reflect.ownKeys(target);
      },
    });
    return real(proxy, io);
  };
  return { [path]: wrapped } as Partial<CommandHandlers>;
}

/** Where each command runs for real. */
async function workDirFor(path: string): Promise<string> {
  // init: a repository without sitesync.yml, holding a site to create and a catalog.
  if (path === 'init')
    return makeRepo({
      'catalog.yml': 'brands: []\n',
      ...Object.fromEntries(Object.entries(SMALL_SITE).map(([p, c]) => [`site/${p}`, c])),
    });
  if (['emulator', 'demo', 'login'].includes(path)) return scratch;
  const copy = await mkdtemp(join(tmpdir(), 'sitesync-tree-repo-'));
  await cp(bound, copy, { recursive: true });
  return copy;
}

/** Commands that run until stopped (the emulator serves, login polls for the approval). */
/** Options that cannot be given with the command's others. */
const EXCLUSIVE: Record<string, readonly string[]> = { publish: ['--request'] };

const LONG_RUNNING = new Set(['emulator', 'login', 'demo', 'dev']);

/**
 * Runs `argv` with the real handler of `path` recording. Other commands run to their end; a
 * long-running one is stopped (Ctrl-C) once `enough` holds for what it read.
 */
async function runRecorded(
  path: string,
  argv: string[],
  enough: (r: Recorded) => boolean,
  /** stdin a terminal (init asks then, unless --yes); default: no stdin. */
  tty = false,
): Promise<{ code: number; out: string; err: string; record: Recorded | undefined }> {
  const records: Recorded[] = [];
  const cwd = await workDirFor(path);
  const controller = new AbortController();
  const watch = setInterval(() => {
    if (LONG_RUNNING.has(path) && records[0] && enough(records[0]))
      controller.abort(new Error('enough was read'));
  }, 20);
  const stdin = Object.assign(new PassThrough(), { isTTY: true });
  try {
    const run = await runCliCaptured({
      cwd,
      env: {
        SITESYNC_BASE_URL: emu.url,
        SITESYNC_API_KEY: emu.apiKey,
        SITESYNC_CONFIG_DIR: join(cwd, '.no-login'),
        NO_COLOR: '1',
      },
      argv: argv.map((a) => a.replace('BASE_URL', emu.url).replace('API_KEY', emu.apiKey)),
      signal: controller.signal,
      handlers: recordingHandlers(path, records),
      ...(tty && { stdin }),
    });
    // demo --keep leaves its repository behind on purpose.
    const kept = /(\/\S*sitesync-demo-\w+)/.exec(run.out)?.[1];
    if (kept) await rm(kept, { recursive: true, force: true });
    return { ...run, record: records[0] };
  } finally {
    clearInterval(watch);
    stdin.destroy();
    if (cwd !== scratch) await removeRepo(cwd);
  }
}

describe('every option a command lists in its --help is read by the command', { timeout: 120_000 }, () => {
  const paths = [...LEAVES.keys()];

  it('the help lists exactly the visible options of each command', async () => {
    for (const path of paths) {
      const help = await helpOf(path);
      const visible = LEAVES.get(path)!
        .options.filter((o) => !o.hidden)
        .map((o) => o.long!);
      expect(helpFlags(help, 'Options:').sort(), path).toEqual(visible.sort());
    }
  });

  it.each(paths)('%s: its own options reach the command and are read', async (path) => {
    const cmd = LEAVES.get(path)!;
    const flags = helpFlags(await helpOf(path), 'Options:');
    if (flags.length === 0) return;
    // A negation (--no-site) and its positive (--site) set one attribute: they go in separate runs.
    // Options that exclude the others (publish --request follows a filed request) run alone.
    const alone = EXCLUSIVE[path] ?? [];
    const positives = flags.filter((f) => !optionOf(cmd, f).negate && !alone.includes(f));
    const negations = flags.filter((f) => optionOf(cmd, f).negate);
    for (const group of [positives, negations, ...alone.map((f) => [f])]) {
      if (group.length === 0) continue;
      const argv = [...path.split(' ')];
      for (const flag of group) {
        const o = optionOf(cmd, flag);
        argv.push(flag, ...(o.required || o.optional ? [sampleFor(path, flag)] : []));
      }
      const names = group.map((f) => optionOf(cmd, f).attributeName());
      const run = await runRecorded(path, argv, (r) => names.every((n) => r.reads.has(n)), path === 'init');
      expect(run.record, `${argv.join(' ')}: the command ran (${run.err})`).toBeDefined();
      expect([...run.record!.reads]).not.toContain('<all keys: spread or enumerated>');
      for (const flag of group) {
        const o = optionOf(cmd, flag);
        const name = o.attributeName();
        expect(run.record!.options[name], `${path} ${flag} reaches the options`).toEqual(
          expectedValue(o, sampleFor(path, flag)),
        );
        expect(run.record!.reads.has(name), `${path} reads ${flag} (${argv.join(' ')}; ${run.err})`).toBe(
          true,
        );
      }
    }
  });

  it.each(paths)('%s: the program options its help lists are read; the others are refused', async (path) => {
    const listed = helpFlags(await helpOf(path), 'Global Options:');
    const mandatory =
      path === 'ledger repair' || path === 'ledger forget' ? ['--service', sampleFor(path, '--service')] : [];
    for (const o of tree.options.filter((x) => x.long !== '--version')) {
      const flag = o.long!;
      const argv = [...path.split(' '), ...mandatory, flag, ...(o.required ? [sampleFor(path, flag)] : [])];
      if (!listed.includes(flag)) {
        const run = await runRecorded(path, argv, () => true);
        expect(run.code, `${argv.join(' ')} is refused`).toBe(64);
        expect(run.err).toContain(`error: ${flag} does not apply to \`sitesync ${path}\``);
        expect(run.record, `${path} never ran with ${flag}`).toBeUndefined();
        continue;
      }
      const name = o.attributeName();
      const run = await runRecorded(path, argv, (r) => name === 'json' || r.reads.has(name));
      expect(run.record, `${argv.join(' ')}: the command ran (${run.err})`).toBeDefined();
      if (name === 'json') {
        const envelope = JSON.parse(run.out) as { format: string; command: string };
        expect(envelope.format, `${path} --json prints the envelope`).toBe('sitesync.result');
        expect(envelope.command).toBe(path);
      } else {
        expect(run.record!.reads.has(name), `${path} reads ${flag} (${run.err})`).toBe(true);
      }
    }
  });
});

/** `sitesync …` command lines of the docs: fenced shell blocks and inline code. */
function documentedCommandLines(): { where: string; line: string }[] {
  const files = ['README.md', ...readdirSync(join(PROJECT_ROOT, 'docs')).map((f) => `docs/${f}`)].filter(
    (f) => f.endsWith('.md'),
  );
  const found: { where: string; line: string }[] = [];
  for (const file of files) {
    const text = readFileSync(join(PROJECT_ROOT, file), 'utf8');
    let fence: 'none' | 'shell' | 'other' = 'none';
    text.split('\n').forEach((raw, i) => {
      if (/^```/.test(raw)) {
        fence = fence !== 'none' ? 'none' : /^```(sh|bash|shell)\s*$/.test(raw) ? 'shell' : 'other';
        return;
      }
      if (fence === 'other') return;
      // Inline code in prose: a command line, not a name such as `sitesync ledger (do not edit)`.
      const candidates =
        fence === 'shell'
          ? [raw]
          : [...raw.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((c) => !/[()]/.test(c));
      for (const c of candidates) {
        const m = /(?:^|\s)(?:npx )?(sitesync (?:[^#|&;`]*))/.exec(c.trim().replace(/^\$ /, ''));
        if (m && /^sitesync [a-z]/.test(m[1]!)) found.push({ where: `${file}:${i + 1}`, line: m[1]!.trim() });
      }
    });
  }
  return found;
}

describe('the documented command lines', () => {
  const lines = documentedCommandLines();

  it('are found (README and docs)', () => {
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.map((l) => l.line)).toContain('sitesync emulator --port 4010');
  });

  it('each parses: the command exists and takes every flag written after it', async () => {
    const failures: string[] = [];
    for (const { where, line } of lines) {
      // `[--wait 10m]` is optional syntax; `KEY[:scope,scope]` is one value.
      const argv = line
        .split(/\s+/)
        .filter(Boolean)
        .slice(1)
        .map((token) => {
          const t = token.startsWith('[') ? token.slice(1) : token;
          const unbalanced = (t.match(/]/g) ?? []).length > (t.match(/\[/g) ?? []).length;
          return unbalanced && t.endsWith(']') ? t.slice(0, -1) : t;
        });
      const ran: string[] = [];
      const fake = Object.fromEntries(
        [...LEAVES.keys()].map((p) => [
          p,
          async () => {
            ran.push(p);
            return p === 'emulator' ? 0 : ({ exitCode: 0, json: null } as CommandResult);
          },
        ]),
      ) as Partial<CommandHandlers>;
      const run = await runCliCaptured({ cwd: scratch, env: {}, argv, handlers: fake });
      if (run.code !== 0 || ran.length !== 1)
        failures.push(`${where}: ${line} → exit ${run.code} ${run.err.trim()}`);
    }
    expect(failures).toEqual([]);
  });

  it('the emulator options table of docs/emulator.md names flags the emulator command reads', async () => {
    const text = readFileSync(join(PROJECT_ROOT, 'docs', 'emulator.md'), 'utf8');
    const table = text.slice(text.indexOf('## Options'), text.indexOf('## What every request'));
    const flags = [...table.matchAll(/^\|[^|]*\|\s*`(--[\w-]+)/gm)].map((m) => m[1]!);
    expect(flags).toContain('--latency');
    const help = await helpOf('emulator');
    const known = [...helpFlags(help, 'Options:'), ...helpFlags(help, 'Global Options:')];
    expect(flags.filter((f) => !known.includes(f))).toEqual([]);
  });
});
