/** Runs the CLI in this process against an emulator, capturing its output. */
import { runCli, type CliEnvironment } from '../../src/cli/program.js';

export interface InProcessRun {
  readonly exitCode: number;
  /** stdout and stderr interleaved, as a person would see them. */
  readonly output: string;
}

export interface InProcessOptions {
  readonly argv: readonly string[];
  readonly cwd: string;
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly transport?: CliEnvironment['transport'];
  readonly signal?: AbortSignal;
}

export async function runCliInProcess(options: InProcessOptions): Promise<InProcessRun> {
  const chunks: string[] = [];
  const sink = {
    write: (chunk: string | Uint8Array) => {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    },
  } as unknown as NodeJS.WritableStream;
  const exitCode = await runCli({
    argv: options.argv,
    env: {
      SITESYNC_BASE_URL: options.baseUrl,
      SITESYNC_API_KEY: options.apiKey,
      SITESYNC_CONFIG_DIR: `${options.cwd}/.sitesync/no-login`,
      NO_COLOR: '1',
    },
    cwd: options.cwd,
    stdout: sink,
    stderr: sink,
    signal: options.signal ?? new AbortController().signal,
    ...(options.transport && { transport: options.transport }),
  });
  return { exitCode, output: chunks.join('') };
}
