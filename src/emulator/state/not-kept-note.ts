/**
 * What the emulator says, and leaves beside the data file, when it stops writing that file because
 * the state grew past what a file can hold and still be read back. The data file keeps the last
 * state written; the note (`<FILE>.not-kept.json`) says that the changes after it were not kept,
 * so the next start says so instead of silently restoring an older state. The next complete write
 * of the data file removes the note.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { StateFileTooLargeError } from './state-file.js';

export const NOTE_FORMAT = 'sitesync-emulator-not-kept';

export interface NotKeptNote {
  readonly format: typeof NOTE_FORMAT;
  /** When the emulator stopped writing the data file (its clock). */
  readonly stopped_at: string;
  /** `saved_at` of the data file as it was left, or null when that emulator had written none. */
  readonly kept_saved_at: string | null;
  readonly state_bytes_at_least: number;
  readonly max_bytes: number;
}

export const noteFileOf = (file: string): string => `${file}.not-kept.json`;

export function writeNote(file: string, note: NotKeptNote): void {
  writeFileSync(noteFileOf(file), `${JSON.stringify(note, null, 2)}\n`, { mode: 0o600 });
}

export function removeNote(file: string): void {
  rmSync(noteFileOf(file), { force: true });
}

/** The note beside `file`; `unreadable` when one is there but is not a note. */
export function readNote(file: string): NotKeptNote | 'unreadable' | undefined {
  let text: string;
  try {
    text = readFileSync(noteFileOf(file), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return 'unreadable';
  }
  try {
    const note = JSON.parse(text) as Partial<NotKeptNote>;
    return note.format === NOTE_FORMAT &&
      typeof note.stopped_at === 'string' &&
      typeof note.state_bytes_at_least === 'number' &&
      typeof note.max_bytes === 'number'
      ? (note as NotKeptNote)
      : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

const size = (bytes: number): string =>
  bytes < 2 ** 20 ? `${bytes} bytes` : `${bytes} bytes (${(bytes / 2 ** 20).toFixed(1)} MiB)`;

function overLimit(bytes: number, maxBytes: number, needs: 'needs' | 'needed'): string {
  return `${needs} at least ${size(bytes)} of JSON, over the ${size(maxBytes)} a data file may have and still be read back (site sources are kept in it as base64)`;
}

/** Said once when the writer stops writing the data file. */
export function stoppedMessage(err: StateFileTooLargeError, keptSavedAt: string | undefined): string {
  const kept = keptSavedAt
    ? `it keeps the state as saved at ${keptSavedAt}`
    : 'it is left as it was when this emulator started';
  return [
    `emulator: stopped writing the data file ${err.file}: the state ${overLimit(err.bytesAtLeast, err.maxBytes, 'needs')};`,
    `${kept}, and the changes since live only in this emulator's memory.`,
    `Writing resumes if the state gets back under the limit (e.g. after POST /__emulator/reset);`,
    `${noteFileOf(err.file)} says what was not kept at the next start.`,
  ].join(' ');
}

/** Said when a complete write succeeds after the writer had stopped. */
export function resumedMessage(file: string): string {
  return `emulator: writing the data file ${file} again: the state is back under the limit`;
}

/** Said at start when a note is beside the data file; `stored` is undefined when there is no data file. */
export function notKeptAtStartMessage(
  file: string,
  note: NotKeptNote | 'unreadable',
  stored: { savedAt: string | undefined } | undefined,
): string {
  if (note === 'unreadable')
    return `emulator: ${noteFileOf(file)} is there but cannot be read: the data file may not hold the last changes of the emulator that used it before`;
  const why = `the emulator that used it before stopped writing it at ${note.stopped_at}, when its state ${overLimit(note.state_bytes_at_least, note.max_bytes, 'needed')}`;
  if (!stored) return `emulator: ${file} does not exist: ${why}; nothing is restored`;
  const savedAt = stored.savedAt ?? note.kept_saved_at ?? 'an unknown time';
  return `emulator: restoring ${file} as saved at ${savedAt}: ${why}, so its changes after ${savedAt} were not kept`;
}
