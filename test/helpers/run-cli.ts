import { PassThrough } from 'node:stream';
import { runCli, type CliEnvironment } from '../../src/cli/program.js';

export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** Runs the CLI in-process, capturing stdout and stderr. `env` is the whole environment of the run. */
export async function runCliCaptured(options: {
  cwd: string;
  env: NodeJS.ProcessEnv;
  argv: string[];
  signal?: AbortSignal;
  /** Replaces command implementations (see CliEnvironment.handlers). */
  handlers?: CliEnvironment['handlers'];
  stdin?: CliEnvironment['stdin'];
}): Promise<CliRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await runCli({
    argv: options.argv,
    env: options.env,
    cwd: options.cwd,
    stdout,
    stderr,
    signal: options.signal ?? new AbortController().signal,
    ...(options.handlers && { handlers: options.handlers }),
    ...(options.stdin && { stdin: options.stdin }),
  });
  return { code, out, err };
}
