import type { Writable } from 'node:stream';
import type { Reporter } from '../shared/reporter.js';
import type { Redactor } from '../shared/redact.js';
import type { RequestLogEntry } from '../platform/request-log.js';
import { inertJsonText, inertTerminal } from '../render/inert-text.js';
import { jsonPieces } from '../shared/json-pieces.js';
import { createProgressBoard, progressModeOf, type ProgressMode } from './progress-board.js';

/**
 * `outJson` writes in batches of about this many characters: below V8's large-object size
 * (~128 KB), so a batch, its redacted copy and the bytes written from it die young. Batches of 1 MB
 * are large objects, freed only by a full collection (bench/ANALYSIS.md, thirteenth round).
 */
const JSON_BATCH_CHARS = 1 << 15;

export { RESULT_FORMAT, RESULT_FORMAT_VERSION } from './envelope.js';

/**
 * Where a command writes. Everything passes through the redactor first, then has its control
 * characters shown escaped (src/render/inert-text.ts): text from the platform or from files can
 * never move the cursor, fake colours or links, or rewrite a line. Only the progress board's own
 * line control (carriage return, erase line) reaches a terminal.
 */
export interface Output {
  readonly json: boolean;
  /** Colour on stdout: a terminal, no NO_COLOR, not TERM=dumb, not --json. */
  readonly color: boolean;
  readonly isTTY: boolean;
  /** How progress shows on stderr: a live line on a terminal, quiet lines elsewhere. */
  readonly progressMode: ProgressMode;
  /** Primary output (the plan, the result). */
  out(text: string): void;
  /**
   * A JSON document on stdout, as `out(JSON.stringify(value, null, 2))` would print it, but written
   * in pieces as the stream takes them: a 60 MB result never exists whole as text.
   */
  outJson(value: unknown): Promise<void>;
  /** Progress, notes, warnings, errors. */
  err(text: string): void;
  /** A status line on a TTY (stderr), redrawn in place; '' clears it. Nothing when not a TTY. */
  status(text: string): void;
  reporter(): Reporter;
  /** Feed for the platform client's request hook: traffic shown beside steps of unknown length. */
  onRequest(entry: RequestLogEntry): void;
  /** Ends any status line (called once the command is over). */
  close(): void;
}

/** NO_COLOR (any non-empty value, https://no-color.org) and TERM=dumb turn colour off. */
export function colorAllowed(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  return Boolean(stream.isTTY) && !env.NO_COLOR && env.TERM !== 'dumb';
}

export function createOutput(options: {
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean; columns?: number };
  json: boolean;
  env: NodeJS.ProcessEnv;
  redact: Redactor;
  now?: () => number;
}): Output {
  const { stdout, stderr, redact, env } = options;
  const isTTY = Boolean(stderr.isTTY);
  const color = colorAllowed(stdout, env) && !options.json;
  const progressMode = progressModeOf({ isTTY, json: options.json, env });
  const board = createProgressBoard({
    mode: progressMode,
    color: colorAllowed(stderr, env),
    write: (text) => stderr.write(redact(text)),
    // A pty without a size (script(1), some CI runners) reports 0 columns.
    columns: () => stderr.columns || undefined,
    ...(options.now && { now: options.now }),
  });
  const errColour = colorAllowed(stderr, env) && !options.json;
  const outLine = (text: string) =>
    (options.json ? inertJsonText(redact(text)) : inertTerminal(redact(text), { keepColour: color })).replace(
      /\n?$/,
      '\n',
    );
  const errLine = (text: string) =>
    inertTerminal(redact(text), { keepColour: errColour }).replace(/\n?$/, '\n');
  const out = (text: string) => board.around(() => stdout.write(outLine(text)));
  /** Writes `text` and waits until the stream takes more (or has failed: nothing is held back). */
  const outPiece = (text: string) =>
    new Promise<void>((resolve) => {
      board.around(() => {
        if (stdout.write(text)) return resolve();
        const done = () => {
          stdout.off('drain', done);
          stdout.off('error', done);
          stdout.off('close', done);
          resolve();
        };
        stdout.on('drain', done);
        stdout.on('error', done);
        stdout.on('close', done);
      });
    });
  const outJson = async (value: unknown) => {
    // Pieces never split a JSON string: redaction and escaping see every string whole.
    const safe = (text: string) => inertJsonText(redact(text));
    let batch = '';
    for (const piece of jsonPieces(value)) {
      batch += piece;
      if (batch.length < JSON_BATCH_CHARS) continue;
      await outPiece(safe(batch));
      batch = '';
    }
    await outPiece(safe(`${batch}\n`));
  };
  const err = (text: string) => board.write(errLine(text));
  const reporter: Reporter = {
    info: (m) => err(m),
    warn: (m) => err(`warning: ${m}`),
    progress: (label, total, opts) => board.start(label, total, opts),
    activity: (label, opts) => board.start(label, undefined, opts),
  };
  return {
    json: options.json,
    color,
    isTTY,
    progressMode,
    out,
    outJson,
    err,
    reporter: () => reporter,
    onRequest: (entry) => board.onRequest(entry),
    close: () => board.close(),
    status: (text) => {
      // One line redrawn in place (sitesync dev); nothing off a terminal or with --json.
      if (isTTY && !options.json)
        stderr.write(`\r\u001b[2K${inertTerminal(redact(text), { keepColour: errColour })}`);
    },
  };
}
