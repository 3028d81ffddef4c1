import { CommanderError } from 'commander';
import { createRedactor } from '../shared/redact.js';
import { describeError, ExitCode, SitesyncError } from '../shared/errors.js';
import { jsonOf, textOf, type CommandIO, type CommandResult } from './command.js';
import { COMMAND_HANDLERS, type CommandHandlers } from './command-handlers.js';
import { buildCommandTree, commandPath } from './command-tree.js';
import type { Command } from 'commander';
import { createOutput } from './output.js';
import { errorJson, resultEnvelope, toUpperSnake, type ErrorJson } from './envelope.js';
import { readStoredLogin } from './credentials.js';
import { cliSecrets } from './cli-secrets.js';

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
  const argv = [...environment.argv];
  // Every secret in sight (keys, base-URL credentials, the admin token) is masked before anything
  // can print it; the stored login's are as secret as the others, whoever echoes them back.
  const redact = createRedactor(
    cliSecrets({
      argv,
      env: environment.env,
      command: guessCommandName(argv),
      stored: await readStoredLogin(environment.env),
    }),
  );
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
  // The command being parsed or run; a usage error before any is known names the word given.
  let commandName = guessCommandName(argv);
  let enveloped = false;
  const printEnvelope = (
    code: number,
    result: unknown,
    error?: ErrorJson,
    timings?: CommandResult['timings'],
  ): Promise<void> => {
    enveloped = true;
    return output.outJson(
      resultEnvelope({
        command: commandName,
        exitCode: code,
        ...(result !== undefined && { result }),
        ...(error && { error }),
        ...(timings && { timings }),
      }),
    );
  };

  const finish = async (name: string, result: CommandResult) => {
    commandName = name;
    exitCode = result.exitCode;
    if (json) {
      await printEnvelope(
        result.exitCode,
        jsonOf(result) ?? null,
        result.error ? errorJson(result.error) : undefined,
        result.timings,
      );
      return;
    }
    // A result's text says itself what went wrong (its `error` is for the envelope)…
    const text = textOf(result);
    if (text) output.out(text);
    // …and a long one also ends with the error on stderr.
    if (result.error && result.errorOnStderr) output.err(`error: ${describeError(result.error)}`);
  };
  const program = buildCommandTree({
    io,
    handlers: { ...COMMAND_HANDLERS, ...environment.handlers },
    reported: async (name, run) => {
      commandName = name;
      await finish(name, await run());
    },
    running: async (name, run) => {
      commandName = name;
      exitCode = await run();
      // In --json mode a long-running command (the emulator) printed its envelope as it started.
      enveloped = json;
    },
  });
  // Every command names itself when its options fail to parse.
  const nameParseErrors = (cmd: Command) => {
    for (const sub of cmd.commands) {
      sub.exitOverride((err) => {
        commandName = commandPath(sub);
        throw err;
      });
      nameParseErrors(sub);
    }
  };
  nameParseErrors(program);
  // --json: what commander prints (help, the version, a usage error) is held back, so that stdout
  // holds the one envelope; help and the version are its result, a usage error goes to stderr.
  let commanderOut = '';
  let commanderErr = '';
  if (json) {
    const capture = (cmd: Command) => {
      cmd.configureOutput({
        writeOut: (s) => void (commanderOut += s),
        writeErr: (s) => void (commanderErr += s),
      });
      cmd.commands.forEach(capture);
    };
    capture(program);
  }

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (err) {
    if (err instanceof CommanderError) {
      if (
        err.code === 'commander.helpDisplayed' ||
        err.code === 'commander.version' ||
        err.code === 'commander.help'
      ) {
        if (json) {
          const text = (commanderOut + commanderErr).trimEnd();
          // A command's help is not that command's result: `--json plan --help` is `help`.
          if (err.code !== 'commander.version' && commandName !== 'sitesync') commandName = 'help';
          await printEnvelope(
            ExitCode.ok,
            err.code === 'commander.version' ? { version: text } : { help: text },
          );
          output.close();
        }
        return ExitCode.ok;
      }
      // Commander has printed the problem on stderr; --json also gets it as an envelope.
      if (json) {
        if (commanderErr) output.err(commanderErr.trimEnd());
        await printEnvelope(ExitCode.usage, undefined, {
          code: toUpperSnake(err.code),
          message: err.message.replace(/^error:\s*/, ''),
          hint:
            commandName === 'sitesync'
              ? 'run `sitesync --help` for usage'
              : `run \`sitesync ${commandName} --help\` for usage`,
        });
      }
      output.close();
      return ExitCode.usage;
    }
    exitCode = err instanceof SitesyncError ? err.exitCode : ExitCode.failure;
    if (environment.signal.aborted) exitCode = ExitCode.interrupted;
    if (json && !enveloped) await printEnvelope(exitCode, undefined, errorJson(err));
    output.err(`error: ${describeError(err)}`);
    if (
      !(err instanceof SitesyncError) &&
      environment.env.SITESYNC_DEBUG &&
      err instanceof Error &&
      err.stack
    )
      output.err(err.stack);
  }
  output.close();
  return exitCode;
}

/** Global options that take a value (their value is not a command name). */
const GLOBAL_WITH_VALUE = new Set(['-c', '--config', '-C', '--cwd', '--base-url', '--api-key']);

/** The command words of argv before parsing (for an envelope when parsing fails early). */
export function guessCommandName(argv: readonly string[]): string {
  const words: string[] = [];
  for (let i = 0; i < argv.length && words.length < 2; i++) {
    const a = argv[i]!;
    if (a === '--') break;
    if (a.startsWith('-')) {
      if (GLOBAL_WITH_VALUE.has(a)) i += 1;
      if (words.length > 0) break;
      continue;
    }
    words.push(a);
    if (a !== 'ledger') break;
  }
  return words.join(' ') || 'sitesync';
}
