import type { PhaseTiming } from '../shared/phase-clock.js';
import type { SitesyncError } from '../shared/errors.js';
import type { TransportOptions } from '../platform/index.js';
import type { Output } from './output.js';

/**
 * What every command returns: the exit code, its JSON result and its text for a person. Either may
 * be a function that makes it: only the one printed is made (a plan of 50k entities renders no
 * text for `--json`, and no JSON for a person).
 */
export interface CommandResult {
  readonly exitCode: number;
  /** The JSON result, or a function that returns it (a JSON value is never a function). */
  readonly json: unknown;
  readonly text?: string | (() => string);
  /** Wall time per phase, in the `--json` envelope. */
  readonly timings?: readonly PhaseTiming[];
  /**
   * Why the command did not succeed, when it still has a result to show (a plan with validation
   * errors, an apply that stopped part-way): `error` in the envelope beside `result`, and an
   * `error:` line on stderr.
   */
  readonly error?: SitesyncError;
  /** Also print `error:` and its hint on stderr in text mode (a long report whose outcome must stand out). */
  readonly errorOnStderr?: boolean;
}

/** The result's text, made now if it was deferred. */
export const textOf = (result: CommandResult): string | undefined =>
  typeof result.text === 'function' ? result.text() : result.text;

/** The result's JSON, made now if it was deferred. */
export const jsonOf = (result: CommandResult): unknown =>
  typeof result.json === 'function' ? (result.json as () => unknown)() : result.json;

/** Options every command accepts (program-level). */
export interface GlobalOptions {
  readonly config?: string;
  readonly json?: boolean;
  readonly apiKey?: string;
  readonly baseUrl?: string;
  /** Allow plain http:// to a host that is not loopback. */
  readonly insecure?: boolean;
  readonly cwd?: string;
}

export interface CommandIO {
  readonly output: Output;
  /** Where questions are answered (`init` asks only when this is a TTY). */
  readonly stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly signal: AbortSignal;
  /** Overrides for the platform transport (in-process callers only; the signal above always wins). */
  readonly transport?: Partial<Omit<TransportOptions, 'baseUrl' | 'apiKey' | 'keyRevision'>>;
}
