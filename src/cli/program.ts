import { Command, CommanderError, Option } from 'commander';
import { createRedactor } from '../shared/redact.js';
import { describeError, ExitCode, SitesyncError } from '../shared/errors.js';
import type { CommandIO, CommandResult, GlobalOptions } from './command.js';
import { createOutput, jsonEnvelope } from './output.js';
import { readStoredLogin } from './credentials.js';
import { planCommand } from './commands/plan.js';
import { applyCommand } from './commands/apply.js';
import { publishCommand } from './commands/publish.js';
import { initCommand } from './commands/init.js';
import { importCommand } from './commands/import.js';
import { whoamiCommand } from './commands/whoami.js';
import { loginCommand } from './commands/login.js';
import { validateCommand } from './commands/validate.js';
import { emulatorCommand } from './commands/emulator.js';
import { demoCommand } from './commands/demo.js';
import { devCommand, DEFAULT_DEV_PORT } from './commands/dev.js';
import { ledgerRepairCommand, ledgerShowCommand } from './commands/ledger.js';

export interface CliEnvironment {
  readonly argv: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  readonly signal: AbortSignal;
  /** Transport settings for in-process callers (tests, the reliability suites): timeout, sleep, request hook. */
  readonly transport?: CommandIO['transport'];
}

export const VERSION = '0.1.0';

/** Runs the CLI and resolves to its exit code. Never calls process.exit itself. */
export async function runCli(environment: CliEnvironment): Promise<number> {
  const redact = createRedactor([environment.env.SITESYNC_API_KEY]);
  const argv = [...environment.argv];
  // Mask a key given on the command line before anything can print it.
  argv.forEach((a, i) => {
    if (a === '--api-key' && argv[i + 1]) redact.add(argv[i + 1]!.split(':')[0]);
    if (a.startsWith('--api-key=')) redact.add(a.slice('--api-key='.length).split(':')[0]);
  });
  // The key of a stored login is as secret as one from the environment, whoever echoes it back.
  redact.add((await readStoredLogin(environment.env))?.api_key);
  const json = argv.includes('--json');
  const output = createOutput({
    stdout: environment.stdout as never,
    stderr: environment.stderr as never,
    json,
    env: environment.env,
    redact,
  });
  const io: CommandIO = {
    output,
    env: environment.env,
    cwd: environment.cwd,
    signal: environment.signal,
    ...(environment.transport && { transport: environment.transport }),
  };
  let exitCode: number = ExitCode.ok;
  let commandName = 'sitesync';

  const finish = (name: string, result: CommandResult) => {
    commandName = name;
    exitCode = result.exitCode;
    if (json) output.out(jsonEnvelope(name, result.exitCode, result.json, undefined, result.timings));
    else if (result.text) output.out(result.text);
  };
  const globals = (cmd: Command): GlobalOptions => cmd.optsWithGlobals() as GlobalOptions;

  const program = new Command('sitesync')
    .description(
      'Keep a website and its commerce catalog in git: plan, preview, apply and publish against the platform.',
    )
    .version(VERSION)
    .option('-c, --config <file>', 'sitesync.yml to use (default: found upward from the working directory)')
    .option('-C, --cwd <dir>', 'run as if started in this folder')
    .option('--json', 'print a versioned JSON envelope instead of text')
    .option('--base-url <url>', 'platform URL (default: SITESYNC_BASE_URL, then the stored login)')
    .option('--api-key <key>', 'API key (prefer SITESYNC_API_KEY: flags are visible to other local users)')
    .exitOverride()
    .configureOutput({ writeOut: (s) => output.out(s.trimEnd()), writeErr: (s) => output.err(s.trimEnd()) })
    .showHelpAfterError('(run with --help for usage)');

  program
    .command('plan')
    .description('show what would change on the platform (no writes)')
    .option('--detailed-exitcode', 'exit 2 when there are changes, 0 when there are none')
    .option('--no-validate', 'skip the platform validation of the changed tree')
    .action(async (_o, cmd: Command) => finish('plan', await planCommand(globals(cmd), io)));

  program
    .command('apply')
    .description(
      'apply the catalog, stage the site change in a development session (preview link), optionally file a publish request',
    )
    .option('--allow-archive-overflow', 'apply a catalog plan that archives more than max_archive')
    .option('--allow-empty-section', 'apply a catalog plan that empties a section that is not empty live')
    .option('--publish', 'file a publish request for the staged session')
    .option('--wait <duration>', 'with --publish: wait this long for the owner to approve (e.g. 10m)')
    .option('-m, --message <text>', 'message of the publish request')
    .action(async (_o, cmd: Command) => finish('apply', await applyCommand(globals(cmd), io)));

  program
    .command('publish')
    .description('file a publish request for the session the last apply staged')
    .option('--session <id>', 'the session to publish (default: the one the last apply staged)')
    .option('--revision <rev>', 'its source revision (default: the last apply’s)')
    .option('--wait <duration>', 'wait this long for approval and the new publish status (e.g. 10m)')
    .option('-m, --message <text>', 'message for the site owner')
    .action(async (_o, cmd: Command) => finish('publish', await publishCommand(globals(cmd), io)));

  program
    .command('dev')
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
    .action(async (_o, cmd: Command) => finish('dev', await devCommand(globals(cmd), io)));

  program
    .command('validate')
    .description('check sitesync.yml and the site trees; with credentials also the platform’s validation')
    .option('--offline', 'never contact the platform')
    .action(async (_o, cmd: Command) => finish('validate', await validateCommand(globals(cmd), io)));

  program
    .command('init')
    .description('create a new site from the source tree and write its id into sitesync.yml')
    .option('--name <name>', 'name of the first development session')
    .action(async (_o, cmd: Command) => finish('init', await initCommand(globals(cmd), io)));

  program
    .command('import')
    .description(
      'write the live site source into the source folder (or, with --catalog, the live catalog as YAML)',
    )
    .option('--catalog', 'write the live catalog into the catalog file (default catalog.yml) instead')
    .option('--force', 'overwrite local files that differ from live')
    .action(async (_o, cmd: Command) => finish('import', await importCommand(globals(cmd), io)));

  const ledger = program
    .command('ledger')
    .description('the service ledger kept on the platform (service_code → id); see docs/catalog.md');
  ledger
    .command('show')
    .description('print the service ledger')
    .action(async (_o, cmd: Command) => finish('ledger show', await ledgerShowCommand(globals(cmd), io)));
  ledger
    .command('repair')
    .description('set ledger entries: which service id belongs to a service_code')
    .addOption(
      new Option('--service <CODE=svc_id>', 'set this entry (repeatable)')
        .argParser((v: string, prev: string[] = []) => [...prev, v])
        .makeOptionMandatory(),
    )
    .action(async (_o, cmd: Command) =>
      finish(
        'ledger repair',
        await ledgerRepairCommand(globals(cmd) as GlobalOptions & { service?: string[] }, io),
      ),
    );

  program
    .command('login')
    .description('sign in with the device flow and store the key (0600) in your config folder')
    .option('--client-name <name>', 'name shown on the approval page')
    .action(async (_o, cmd: Command) => finish('login', await loginCommand(globals(cmd), io)));

  program
    .command('whoami')
    .description(
      'show the credential, its scopes and rate limit, and the scopes this repository needs but lacks',
    )
    .action(async (_o, cmd: Command) => finish('whoami', await whoamiCommand(globals(cmd), io)));

  program
    .command('emulator')
    .description('run the platform emulator (a real HTTP server implementing the whole contract)')
    .option('--port <n>', 'port (0 = any free port)', '4010')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .addOption(
      new Option(
        '--api-key <key[:scope,…]>',
        'accept this key (repeatable); default: one full-scope key, printed',
      ).argParser((v: string, prev: string[] = []) => [...prev, v]),
    )
    .option('--data <file>', 'persist state in this JSON file across restarts')
    .option('--rate-limit <n>', 'requests per minute per key (default 1200)')
    .option('--latency-ms <n>', 'added to every /v1 request')
    .option('--fault-rate <f>', 'probability 0..1 of a fault per /v1 request')
    .option('--fault-seed <n>', 'seed of the fault sequence')
    .option('--fault-kinds <list>', 'comma-separated: 500,503,429,drop_before,drop_after,stall')
    .option('--checksum <algorithm>', 'manifest checksum: sha256 (default), sha1 or md5')
    .option('--auto-approve', 'approve and publish publish requests at once')
    .option('--seed <fixture>', 'JSON or YAML fixture with keys, sites and catalog (docs/emulator.md)')
    .action(async (o, cmd: Command) => {
      commandName = 'emulator';
      // --api-key here means "keys the emulator accepts", not the client's credential.
      exitCode = await emulatorCommand({ ...o, apiKey: cmd.opts().apiKey }, io);
    });

  program
    .command('demo')
    .description(
      'plan → apply → preview → publish request → approval → no-op plan, offline against the embedded emulator',
    )
    .option('--keep', 'keep the temporary repository and print its path')
    .action(async (o: { keep?: boolean }) => {
      commandName = 'demo';
      exitCode = await demoCommand(o, io);
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (err) {
    if (err instanceof CommanderError) {
      if (
        err.code === 'commander.helpDisplayed' ||
        err.code === 'commander.version' ||
        err.code === 'commander.help'
      )
        return ExitCode.ok;
      return ExitCode.usage;
    }
    exitCode = err instanceof SitesyncError ? err.exitCode : ExitCode.failure;
    if (environment.signal.aborted) exitCode = ExitCode.interrupted;
    if (json) {
      const e =
        err instanceof SitesyncError
          ? { code: err.code, message: err.message, ...(err.hint && { hint: err.hint }) }
          : { code: 'UNEXPECTED', message: describeError(err) };
      output.out(jsonEnvelope(commandName, exitCode, undefined, e));
    }
    output.err(`error: ${describeError(err)}`);
    if (
      !(err instanceof SitesyncError) &&
      environment.env.SITESYNC_DEBUG &&
      err instanceof Error &&
      err.stack
    )
      output.err(err.stack);
  }
  return exitCode;
}
