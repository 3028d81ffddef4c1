/**
 * Persistence for `--data FILE`: the state document and reading it back. Every state slice is
 * plain JSON-serialisable data (file bytes as Base64Bytes). The file holds raw API keys: it is
 * written readable by its owner only (0600) and atomically (state-file.ts), in the background after
 * mutations (writer.ts), and read at start. It is read back as one string, so a file past V8's
 * longest string can never be loaded: the writer does not write one (not-kept-note.ts).
 */
import { constants } from 'node:buffer';
import { existsSync, readFileSync, statSync } from 'node:fs';

export const STATE_FORMAT = 'sitesync-emulator-state';
/** The largest data file that can be read back: one string of it (V8's string length limit). */
export const MAX_STATE_FILE_BYTES = constants.MAX_STRING_LENGTH;
export const STATE_VERSION = 1;

/** One module's part of the state. */
export interface StateSlice {
  readonly name: string;
  snapshot(): unknown;
  restore(snapshot: unknown): void;
  /** Empties the slice (POST /__emulator/reset). */
  reset(): void;
}

export interface StateDocument {
  readonly format: typeof STATE_FORMAT;
  readonly version: typeof STATE_VERSION;
  readonly saved_at: string;
  readonly slices: Record<string, unknown>;
}

export function snapshotAll(slices: readonly StateSlice[]): Record<string, unknown> {
  return Object.fromEntries(slices.map((s) => [s.name, s.snapshot()]));
}

export function stateDocument(slices: readonly StateSlice[], savedAt: Date): StateDocument {
  return {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    saved_at: savedAt.toISOString(),
    slices: snapshotAll(slices),
  };
}

export interface StoredState {
  readonly slices: Record<string, unknown>;
  /** When the file was written (its `saved_at`), if it says. */
  readonly savedAt: string | undefined;
}

/** The state stored in `file`, or undefined when it does not exist. A corrupt file is an error naming it. */
export function loadStateFile(file: string): StoredState | undefined {
  if (!existsSync(file)) return undefined;
  const size = statSync(file).size;
  if (size > MAX_STATE_FILE_BYTES)
    throw new Error(
      `emulator data file ${file} is ${size} bytes; the emulator reads back at most ${MAX_STATE_FILE_BYTES} (one JavaScript string), so this state cannot be restored (its site sources are large); start with another --data file, or without --data`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(
      `emulator data file ${file} is not valid JSON: ${err instanceof Error ? err.message : String(err)}`,
      { cause: err },
    );
  }
  const doc = parsed as { format?: unknown; version?: unknown; saved_at?: unknown; slices?: unknown };
  if (
    doc.format !== STATE_FORMAT ||
    doc.version !== STATE_VERSION ||
    typeof doc.slices !== 'object' ||
    doc.slices === null
  ) {
    throw new Error(`emulator data file ${file} is not a ${STATE_FORMAT} file of version ${STATE_VERSION}`);
  }
  return {
    slices: doc.slices as Record<string, unknown>,
    savedAt: typeof doc.saved_at === 'string' ? doc.saved_at : undefined,
  };
}

export function restoreAll(slices: readonly StateSlice[], stored: Record<string, unknown>): void {
  for (const slice of slices) if (slice.name in stored) slice.restore(stored[slice.name]);
}
