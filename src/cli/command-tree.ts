/**
 * The commander command tree of `sitesync`: every command, its options, and which program-level
 * (global) options it reads. Rules the tree keeps (test/integration/cli/command-tree.test.ts):
 * - no command declares an option that a program option already answers to (commander gives such
 *   a flag to the program, and the command never sees it);
 * - a program option given to a command that does not read it is refused (exit 64), never ignored;
 * - a command's `--help` lists exactly the program options it reads.
 */
import { Command, Help, Option } from 'commander';
import packageJson from '../../package.json' with { type: 'json' };
import { ExitCode, SitesyncError } from '../shared/errors.js';
import type { CommandHandlers } from './command-handlers.js';
import type { CommandIO, CommandResult, GlobalOptions } from './command.js';
import type { EmulatorCliOptions } from './commands/emulator.js';
import type { InitOptions } from './commands/init.js';
import { DEFAULT_DEV_PORT } from './commands/dev-port.js';

/** The package's version: `sitesync --version` (bundled from package.json at build time). */
export const VERSION: string = packageJson.version;

/** Program options, by commander attribute name. */
type GlobalName = 'config' | 'cwd' | 'json' | 'baseUrl' | 'apiKey' | 'insecure';
const ALL_GLOBALS: readonly GlobalName[] = ['config', 'cwd', 'json', 'baseUrl', 'apiKey', 'insecure'];

/** The program options each command reads; any other one given to it is refused. */
const GLOBALS_READ = new WeakMap<Command, ReadonlySet<GlobalName>>();
/** How a command's help shows a program option that means something else to it. */
const GLOBALS_SHOWN_AS = new WeakMap<Command, ReadonlyMap<GlobalName, Option>>();

export interface CommandTreeContext {
  readonly io: CommandIO;
  readonly handlers: CommandHandlers;
  /** Runs a command whose result is printed when it ends (its text, or the JSON envelope). */
  readonly reported: (name: string, run: () => Promise<CommandResult>) => Promise<void>;
  /** Runs a long-running command that prints as it goes; only its exit code comes back. */
  readonly running: (name: string, run: () => Promise<number>) => Promise<void>;
}

/** `ledger repair` for the `repair` command under `ledger`. */
export function commandPath(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

const repeatable = (value: string, previous: string[] = []) => [...previous, value];

/** A command that reads the program options `reads` (default: all of them). */
function reading(
  cmd: Command,
  reads: readonly GlobalName[] = ALL_GLOBALS,
  shownAs: Partial<Record<GlobalName, Option>> = {},
): Command {
  GLOBALS_READ.set(cmd, new Set(reads));
  GLOBALS_SHOWN_AS.set(cmd, new Map(Object.entries(shownAs) as [GlobalName, Option][]));
  return cmd;
}

/** Global options as a client command reads them: one API key. */
function clientGlobals(cmd: Command): GlobalOptions {
  const all = cmd.optsWithGlobals() as Omit<GlobalOptions, 'apiKey'> & { apiKey?: string[] };
  const keys = all.apiKey;
  if (keys && keys.length > 1) {
    throw new SitesyncError('USAGE', `--api-key was given ${keys.length} times; pass one key`, {
      exitCode: ExitCode.usage,
    });
  }
  return { ...all, apiKey: keys?.[0] };
}

/** Refuses a program option given on the command line to a command that does not read it. */
function refuseUnreadGlobals(program: Command, action: Command): void {
  const reads = GLOBALS_READ.get(action) ?? new Set(ALL_GLOBALS);
  for (const option of program.options) {
    const name = option.attributeName() as GlobalName;
    if (program.getOptionValueSource(name) !== 'cli' || reads.has(name)) continue;
    throw new SitesyncError('USAGE', `${option.long} does not apply to \`sitesync ${commandPath(action)}\``, {
      exitCode: ExitCode.usage,
      hint: `\`sitesync ${commandPath(action)} --help\` lists the options it reads`,
    });
  }
}

/** Help that lists, under "Global Options", only the program options the command reads. */
function visibleGlobalOptions(this: Help, cmd: Command): Option[] {
  const reads = GLOBALS_READ.get(cmd);
  const shownAs = GLOBALS_SHOWN_AS.get(cmd);
  return Help.prototype.visibleGlobalOptions
    .call(this, cmd)
    .filter((o) => !reads || reads.has(o.attributeName() as GlobalName))
    .map((o) => shownAs?.get(o.attributeName() as GlobalName) ?? o);
}

export function buildCommandTree(ctx: CommandTreeContext): Command {
  const { io, handlers, reported, running } = ctx;
  const program = new Command('sitesync')
    .description(
      'Keep a website and its commerce catalog in git: plan, preview, apply and publish against the platform.',
    )
    .version(VERSION)
    .option('-c, --config <file>', 'sitesync.yml to use (default: found upward from the working directory)')
    .option('-C, --cwd <dir>', 'run as if started in this folder')
    .option('--json', 'print a versioned JSON envelope instead of text')
    .option('--base-url <url>', 'platform URL (default: SITESYNC_BASE_URL, then the stored login)')
    .addOption(
      new Option(
        '--api-key <key>',
        'API key (prefer SITESYNC_API_KEY: flags are visible to other local users)',
      ).argParser(repeatable),
    )
    .option(
      '--insecure',
      'allow plain http:// to a platform that is not on this machine (the key travels unencrypted)',
    )
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.output.out(s.trimEnd()),
      writeErr: (s) => io.output.err(s.trimEnd()),
    })
    .configureHelp({ showGlobalOptions: true, visibleGlobalOptions })
    .showHelpAfterError('(run with --help for usage)');
  program.hook('preAction', (_program, action) => refuseUnreadGlobals(program, action));

  reading(program.command('plan'))
    .description('show what would change on the platform (no writes)')
    .option('--detailed-exitcode', 'exit 2 when there are changes, 0 when there are none')
    .option('--no-validate', 'skip the platform validation of the changed tree')
    .option('--history-depth <n>', 'commits of git history searched to tell live edits apart (default 200)')
    .action((_o, cmd: Command) => reported('plan', () => handlers.plan(clientGlobals(cmd), io)));

  reading(program.command('apply'))
    .description(
      'apply the catalog, stage the site change in a development session (preview link), optionally file a publish request',
    )
    .option('--allow-archive-overflow', 'apply a catalog plan that archives more than max_archive')
    .option('--allow-empty-section', 'apply a catalog plan that empties a section that is not empty live')
    .option(
      '--allow-delete <n>',
      'apply a site plan past the deletion guards (max_delete, max_delete_share, most pages, site.json) if it deletes at most N files',
    )
    .option(
      '--allow-site-mismatch',
      'apply although the live site looks like another site (another name in site.json, most paths differ)',
    )
    .option('--publish', 'file a publish request for the staged session')
    .option(
      '--wait <duration>',
      'with --publish: wait this long for the owner to approve (e.g. 10m); without --publish a usage error',
    )
    .option(
      '-m, --message <text>',
      'with --publish: message of the publish request; without --publish a usage error',
    )
    .option('--overwrite-live-edits', 'revert live edits made outside git (apply refuses them otherwise)')
    .option('--history-depth <n>', 'commits of git history searched to tell live edits apart (default 200)')
    .action((_o, cmd: Command) => reported('apply', () => handlers.apply(clientGlobals(cmd), io)));

  reading(program.command('pull'))
    .description(
      'write live edits made outside git (site files, catalog fields, entities) into the working tree to review and commit',
    )
    .option('--paths <path...>', 'only live edits in these files or folders')
    .addOption(
      new Option(
        '--only <what...>',
        'only these: site, catalog, a kind (product) or kind:slug (product:tent)',
      ),
    )
    .option('--force', 'write into files that have uncommitted changes')
    .option('--history-depth <n>', 'commits of git history searched to tell live edits apart (default 200)')
    .action((_o, cmd: Command) => reported('pull', () => handlers.pull(clientGlobals(cmd), io)));

  reading(program.command('publish'))
    .description('file a publish request for the session the last apply staged')
    .option('--session <id>', 'the session to publish (default: the one the last apply staged)')
    .option('--revision <rev>', 'its source revision (default: the last apply’s)')
    .option('--wait <duration>', 'wait this long for approval and the new publish status (e.g. 10m)')
    .option('-m, --message <text>', 'message for the site owner')
    .option(
      '--request <id>',
      'follow this filed publish request (its status; with --wait, the decision) instead of filing one',
    )
    .action((_o, cmd: Command) => reported('publish', () => handlers.publish(clientGlobals(cmd), io)));

  reading(program.command('validate'))
    .description('check sitesync.yml and the site trees; with credentials also the platform’s validation')
    .option('--offline', 'never contact the platform')
    .action((_o, cmd: Command) => reported('validate', () => handlers.validate(clientGlobals(cmd), io)));

  reading(program.command('init'))
    .description(
      'write sitesync.yml when there is none (detecting site/ and catalog.yml), create each unbound site on the platform and write its id',
    )
    .addOption(
      new Option(
        '--site <dir>',
        'site source folder for a new sitesync.yml (repeatable: several sites)',
      ).argParser((dir: string, previous: string[] | false | undefined) => [
        ...(Array.isArray(previous) ? previous : []),
        dir,
      ]),
    )
    .option('--no-site', 'a new sitesync.yml without a site (catalog-only)')
    .option('--catalog <path>', 'catalog file or folder for a new sitesync.yml')
    .option('--no-catalog', 'a new sitesync.yml without a catalog (site-only)')
    .option('--name <name>', 'the site’s name: `name` in a new sitesync.yml and in a scaffolded site.json')
    .option('--scaffold', 'create a minimal valid site tree where the site folder is missing or empty')
    .option('-y, --yes', 'on a terminal, ask nothing: take what was detected')
    .action((_o, cmd: Command) =>
      reported('init', () => handlers.init(clientGlobals(cmd) as InitOptions, io)),
    );

  reading(program.command('import'))
    .description(
      'write the live site source into the source folder (or, with --catalog, the live catalog as YAML)',
    )
    .option('--catalog', 'write the live catalog into the catalog file (default catalog.yml) instead')
    .option(
      '--force',
      'also replace local files that git does not hold as committed (changed, untracked, ignored)',
    )
    .action((_o, cmd: Command) => reported('import', () => handlers.import(clientGlobals(cmd), io)));

  const ledger = program
    .command('ledger')
    .description('the service ledger kept on the platform (service_code → id); see docs/catalog.md');
  reading(ledger.command('show'))
    .description('print the service ledger')
    .action((_o, cmd: Command) =>
      reported('ledger show', () => handlers['ledger show'](clientGlobals(cmd), io)),
    );
  reading(ledger.command('repair'))
    .description('set ledger entries: which service id belongs to a service_code')
    .addOption(
      new Option('--service <CODE=svc_id>', 'set this entry (repeatable)')
        .argParser(repeatable)
        .makeOptionMandatory(),
    )
    .action((_o, cmd: Command) =>
      reported('ledger repair', () => handlers['ledger repair'](clientGlobals(cmd), io)),
    );
  reading(ledger.command('forget'))
    .description('remove ledger entries (the services stay on the platform)')
    .addOption(
      new Option('--service <CODE>', 'remove the entry of this service code (repeatable)')
        .argParser(repeatable)
        .makeOptionMandatory(),
    )
    .action((_o, cmd: Command) =>
      reported('ledger forget', () => handlers['ledger forget'](clientGlobals(cmd), io)),
    );

  reading(program.command('login'), ['json', 'baseUrl', 'insecure'])
    .description('sign in with the device flow and store the key (0600) in your config folder')
    .option('--client-name <name>', 'name shown on the approval page')
    .action((_o, cmd: Command) => reported('login', () => handlers.login(clientGlobals(cmd), io)));

  reading(program.command('whoami'))
    .description(
      'show the credential, its scopes and rate limit, and the scopes this repository needs but lacks',
    )
    .action((_o, cmd: Command) => reported('whoami', () => handlers.whoami(clientGlobals(cmd), io)));

  reading(program.command('emulator'), ['cwd', 'apiKey', 'json'], {
    apiKey: new Option(
      '--api-key <KEY[:scope,…]>',
      'a key the emulator accepts, with all scopes or those listed (repeatable); default: one full-scope key, printed',
    ),
    cwd: new Option('-C, --cwd <dir>', '--data and --seed are relative to this folder'),
  })
    .description('run the platform emulator (a real HTTP server implementing the whole contract)')
    .option('--port <n>', 'port (0 = any free port)', '4010')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--data <file>', 'persist state in this JSON file across restarts')
    .option('--rate-limit <n>', 'requests per minute per key (default 1200)')
    .option('--latency <ms>', 'milliseconds added to every /v1 request')
    .addOption(new Option('--latency-ms <ms>', 'the same as --latency').hideHelp())
    .option('--fault-rate <f>', 'probability 0..1 of a fault per /v1 request')
    .option('--fault-seed <n>', 'seed of the fault sequence')
    .option('--fault-kinds <list>', 'comma-separated: 500,503,429,drop_before,drop_after,stall')
    .option('--checksum <algorithm>', 'manifest checksum: sha256 (default), sha1 or md5')
    .option('--auto-approve', 'approve and publish publish requests at once')
    .option('--seed <fixture>', 'JSON or YAML fixture with keys, sites and catalog (docs/emulator.md)')
    .option('--shape <shape>', 'responses: strict (default), minimal or noisy (docs/emulator.md)')
    .option(
      '--admin-token <token>',
      'require this token (header X-Emulator-Token) on admin routes and device approvals; default: generated when --host is not a loopback address',
    )
    .action((o: Omit<EmulatorCliOptions, 'apiKey' | 'cwd'>, cmd: Command) => {
      // The program's --api-key means, for the emulator, the keys it accepts (several allowed).
      const { apiKey, cwd } = cmd.optsWithGlobals() as { apiKey?: string[]; cwd?: string };
      const options: EmulatorCliOptions = { ...o, apiKey, cwd };
      return running('emulator', () => handlers.emulator(options, io));
    });

  reading(program.command('dev'))
    .description(
      'keep a personal development session in step with the working tree on every save, with a local preview that reloads (docs/dev.md)',
    )
    .option('--site <id>', 'the site of sitesync.yml to develop (when it has several)')
    .option('--source <dir>', 'the site source folder to develop (a site of sitesync.yml, or without one)')
    .option(
      '--port <n>',
      `port of the local preview on 127.0.0.1 (0 = any free port; default ${DEFAULT_DEV_PORT})`,
    )
    .option('--open', 'open the local preview in the browser')
    .option(
      '--emulator',
      'run against an in-process emulator whose live site is this tree (offline, no account)',
    )
    .option('--debounce <ms>', 'quiet time that ends a burst of saves (default 30)')
    .action((_o, cmd: Command) => reported('dev', () => handlers.dev(clientGlobals(cmd), io)));

  reading(program.command('demo'), ['json'])
    .description(
      'plan → apply → preview → publish request → approval → no-op plan, offline against the embedded emulator',
    )
    .option(
      '--keep',
      'keep the emulator running (the preview link stays open) and the repository, until Ctrl-C',
    )
    .action((o: { keep?: boolean }) => reported('demo', () => handlers.demo(o, io)));

  return program;
}

/** The tree with inert handlers, for inspecting its structure (options, help) without running anything. */
export function inspectCommandTree(): Command {
  const inert = () => {
    throw new Error('the inspected command tree runs nothing');
  };
  return buildCommandTree({
    io: undefined as unknown as CommandIO,
    handlers: undefined as unknown as CommandHandlers,
    reported: inert,
    running: inert,
  });
}
