/**
 * Makes text from the platform, files or GitHub inert for a terminal or the Actions log: control
 * and escape characters are shown as escapes instead of being sent (no cursor moves, colours, OSC
 * 8 links, bells or carriage returns that overwrite a line), and no line it contributes can start
 * a workflow command (`::set-output …`, `::error …`, `##[…]`).
 *
 * - `inertLine` is for text embedded in one of our own lines: newlines are shown as `\n`, so the
 *   text can never begin a line of its own.
 * - `inertLog` keeps newlines (for multi-line text such as a code frame) but prefixes every line
 *   that would read as a workflow command with a zero-width space, which the runner does not trim.
 */

// C0 controls but tab, DEL, C1 controls, and the bidirectional overrides / isolates that reorder
// what a reader sees (Trojan Source), plus the line and paragraph separators.
/* eslint-disable no-control-regex -- these patterns exist to find control characters */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const CONTROLS_AND_NEWLINES =
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\u001b': '\\e' };

function shown(c: string): string {
  const named = NAMED[c];
  if (named) return named;
  const code = c.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

const ZWSP = '\u200b';
const COMMAND_START = /^(\s*)(::|##\[)/;

/** One line's worth of untrusted text: every control character, newlines included, shown escaped. */
export function inertLine(text: string): string {
  return text.replace(CONTROLS_AND_NEWLINES, shown);
}

/** Untrusted multi-line text: controls shown escaped, newlines kept, no line a workflow command. */
export function inertLog(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROLS, shown)
    .split('\n')
    .map((line) => line.replace(COMMAND_START, `$1${ZWSP}$2`))
    .join('\n');
}

// What a terminal must never receive raw from us: every control above but newline and tab.
/* eslint-disable no-control-regex -- these patterns exist to find control characters */
const TERMINAL =
  /(\u001b\[[0-9;]*m)|[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const JSON_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

/**
 * The last line of defence before stdout/stderr: whatever reached the CLI's output unescaped
 * (a platform message, a file name) has its controls shown as escapes. Newlines and tabs stay;
 * with `keepColour` the SGR colour sequences our own renderers write (`ESC[…m`) stay too. Cursor
 * moves, OSC 8 links, screen clears, bells and carriage returns never pass.
 */
export function inertTerminal(text: string, options: { keepColour: boolean }): string {
  return text.replace(TERMINAL, (match: string, sgr: string | undefined) =>
    sgr !== undefined && options.keepColour ? match : match.replace(CONTROLS, shown),
  );
}

/**
 * For JSON text bound for a terminal (`--json`): JSON.stringify leaves DEL, C1 controls and
 * bidirectional overrides raw; they (and any other control but newline and tab) become `\uXXXX`
 * escapes, so the document still parses to the same value.
 */
export function inertJsonText(json: string): string {
  return json.replace(JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
