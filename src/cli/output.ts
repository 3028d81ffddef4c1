import type { Writable } from 'node:stream';
import type { Reporter } from '../shared/reporter.js';
import type { Redactor } from '../shared/redact.js';
import type { PhaseTiming } from '../shared/phase-clock.js';

export const RESULT_FORMAT = 'sitesync.result';
export const RESULT_FORMAT_VERSION = 1;

/** Where a command writes. Everything passes through the redactor first. */
export interface Output {
  readonly json: boolean;
  readonly color: boolean;
  readonly isTTY: boolean;
  /** Primary output (the plan, the result). */
  out(text: string): void;
  /** Progress, notes, warnings, errors. */
  err(text: string): void;
  /** A status line on a TTY (stderr), redrawn in place; '' clears it. Nothing when not a TTY. */
  status(text: string): void;
  reporter(): Reporter;
}

export function createOutput(options: {
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
  json: boolean;
  env: NodeJS.ProcessEnv;
  redact: Redactor;
}): Output {
  const { stdout, stderr, redact } = options;
  const isTTY = Boolean(stderr.isTTY);
  const color =
    Boolean(stdout.isTTY) && !options.env.NO_COLOR && options.env.TERM !== 'dumb' && !options.json;
  const out = (text: string) => stdout.write(redact(text).replace(/\n?$/, '\n'));
  const err = (text: string) => stderr.write(redact(text).replace(/\n?$/, '\n'));
  return {
    json: options.json,
    color,
    isTTY,
    out,
    err,
    status: (text) => {
      if (isTTY && !options.json) stderr.write(`\r\u001b[2K${redact(text)}`);
    },
    reporter: () => ({
      info: (m) => err(m),
      warn: (m) => err(`warning: ${m}`),
      progress: (label, total) => {
        let n = 0;
        let last = -1;
        const draw = () => {
          if (total <= 1) return;
          if (isTTY) {
            const width = 24;
            const filled = Math.round((n / total) * width);
            stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${n}/${total}`);
          } else {
            const pct = Math.floor((n / total) * 10);
            if (pct !== last) {
              last = pct;
              err(`${label}: ${n}/${total}`);
            }
          }
        };
        draw();
        return {
          tick: (k = 1) => {
            n += k;
            draw();
          },
          done: () => {
            if (isTTY && total > 1) stderr.write('\n');
          },
        };
      },
    }),
  };
}

export function jsonEnvelope(
  command: string,
  exitCode: number,
  result: unknown,
  error?: { code: string; message: string; hint?: string },
  timings?: readonly PhaseTiming[],
) {
  return JSON.stringify(
    {
      format: RESULT_FORMAT,
      formatVersion: RESULT_FORMAT_VERSION,
      command,
      ok: exitCode === 0 || exitCode === 2,
      exitCode,
      ...(error ? { error } : { result }),
      ...(timings && { timings }),
    },
    null,
    2,
  );
}
