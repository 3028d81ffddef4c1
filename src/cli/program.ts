import { CommanderError } from 'commander';
import { createRedactor } from '../shared/redact.js';
import { describeError, ExitCode, SitesyncError } from '../shared/errors.js';
import type { CommandIO, CommandResult } from './command.js';
import { COMMAND_HANDLERS, type CommandHandlers } from './command-handlers.js';
import { buildCommandTree } from './command-tree.js';
import { createOutput, jsonEnvelope } from './output.js';
import { readStoredLogin } from './credentials.js';

export { VERSION } from './command-tree.js';

export interface CliEnvironment {
  readonly argv: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  readonly signal: AbortSignal;
  /** Transport settings for in-process callers (tests, the reliability suites): timeout, sleep, request hook. */
  readonly transport?: CommandIO['transport'];
  /** Where `init` reads answers (it asks only when this is a TTY); default: none, nothing is asked. */
  readonly stdin?: CommandIO['stdin'];
  /** Replaces command implementations (tests: a fake that records options, or a wrapper around the real one). */
  readonly handlers?: Partial<CommandHandlers>;
}

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
    ...(environment.stdin && { stdin: environment.stdin }),
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
  const program = buildCommandTree({
    io,
    handlers: { ...COMMAND_HANDLERS, ...environment.handlers },
    reported: async (name, run) => {
      commandName = name;
      finish(name, await run());
    },
    running: async (name, run) => {
      commandName = name;
      exitCode = await run();
    },
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
