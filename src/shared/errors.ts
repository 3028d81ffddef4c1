/**
 * Typed errors of sitesync. Every error the user can meet carries a stable `code`, a message that
 * says what is wrong and where, an optional `hint` that says what to do, and the `cause`.
 * The CLI maps `exitCode` to the process exit status; the action reports it with setFailed.
 */

import { inertLine, inertLog } from '../render/inert-text.js';

/** Exit codes of the CLI (documented in the README). */
export const ExitCode = {
  ok: 0,
  failure: 1,
  changesPresent: 2,
  validation: 3,
  partialApply: 4,
  blockedByGuard: 5,
  auth: 6,
  usage: 64,
  interrupted: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Where in a file or request a problem is. Lines and columns are 1-based. */
export interface Location {
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  /** A field path such as `products[3].price` or a JSON pointer. */
  readonly field?: string;
}

/** Control characters of a file name shown escaped, so a hostile name cannot start a new output line. */
function printablePath(file: string): string {
  // eslint-disable-next-line no-control-regex
  return file.replace(/[\u0000-\u001f\u007f]/g, (c) =>
    c === '\u007f' ? '\\u007f' : JSON.stringify(c).slice(1, -1),
  );
}

export function formatLocation(loc: Location): string {
  let out = loc.file === undefined ? '' : printablePath(loc.file);
  if (loc.file && loc.line !== undefined) {
    out += `:${loc.line}`;
    if (loc.column !== undefined) out += `:${loc.column}`;
  }
  if (loc.field) out += out ? ` (${loc.field})` : loc.field;
  return out;
}

export interface SitesyncErrorOptions {
  readonly hint?: string;
  readonly cause?: unknown;
  readonly exitCode?: ExitCode;
  readonly location?: Location;
}

export class SitesyncError extends Error {
  readonly code: string;
  readonly hint: string | undefined;
  readonly exitCode: ExitCode;
  readonly location: Location | undefined;

  constructor(code: string, message: string, options: SitesyncErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SitesyncError';
    this.code = code;
    this.hint = options.hint;
    this.exitCode = options.exitCode ?? ExitCode.failure;
    this.location = options.location;
  }
}

/** One problem found in user input; many are collected and reported together. */
export interface InputIssue extends Location {
  readonly code: string;
  readonly message: string;
  readonly severity: 'error' | 'warning';
}

/** Input that is wrong in one or more places; nothing was written. */
export class InputError extends SitesyncError {
  readonly issues: readonly InputIssue[];
  constructor(
    code: string,
    message: string,
    issues: readonly InputIssue[],
    options: SitesyncErrorOptions = {},
  ) {
    super(code, message, { exitCode: ExitCode.validation, ...options });
    this.name = 'InputError';
    this.issues = issues;
  }
}

export function formatIssue(issue: InputIssue): string {
  const where = formatLocation(issue);
  return `${where ? where + ': ' : ''}${issue.severity}: ${inertLine(issue.message)} [${inertLine(issue.code)}]`;
}

/**
 * A message that may carry text from the platform, a file or git: controls shown escaped and
 * every line after the first indented, so it can never print a line of its own that reads like
 * ours (`error: …`, `hint: …`) or a workflow command.
 */
function shownMessage(message: string): string {
  return inertLog(message).replace(/\n/g, '\n  ');
}

/** Formats any thrown value (not only Error) for a person. Untrusted text in it is made inert. */
export function describeError(err: unknown): string {
  if (err instanceof SitesyncError) {
    const where = err.location ? formatLocation(err.location) : '';
    const listsIssues = err instanceof InputError && err.issues.length > 0;
    // A message may already list its issues (for the JSON envelope); the formatted issues replace that list.
    const message = listsIssues ? err.message.split('\n')[0]! : err.message;
    let text = `${where ? where + ': ' : ''}${shownMessage(message)}`;
    if (listsIssues) {
      text += '\n' + (err as InputError).issues.map((i) => '  ' + formatIssue(i)).join('\n');
    }
    if (err.hint) text += `\nhint: ${inertLine(err.hint)}`;
    return text;
  }
  if (err instanceof Error) return shownMessage(err.message);
  try {
    return shownMessage(typeof err === 'string' ? err : JSON.stringify(err));
  } catch {
    return shownMessage(String(err));
  }
}
