/**
 * Persistence for `--data FILE`: every state slice is plain JSON-serialisable data. The file is
 * written atomically (a temporary file in the same directory, then rename) and read at start.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';

export const STATE_FORMAT = 'sitesync-emulator-state';
export const STATE_VERSION = 1;

/** One module's part of the state. */
export interface StateSlice {
  readonly name: string;
  snapshot(): unknown;
  restore(snapshot: unknown): void;
  /** Empties the slice (POST /__emulator/reset). */
  reset(): void;
}

export function snapshotAll(slices: readonly StateSlice[]): Record<string, unknown> {
  return Object.fromEntries(slices.map((s) => [s.name, s.snapshot()]));
}

export function saveStateFile(file: string, slices: readonly StateSlice[], savedAt: Date): void {
  const text = JSON.stringify({
    format: STATE_FORMAT,
    version: STATE_VERSION,
    saved_at: savedAt.toISOString(),
    slices: snapshotAll(slices),
  });
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** The slices stored in `file`, or undefined when it does not exist. A corrupt file is an error naming it. */
export function loadStateFile(file: string): Record<string, unknown> | undefined {
  if (!existsSync(file)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(
      `emulator data file ${file} is not valid JSON: ${err instanceof Error ? err.message : String(err)}`,
      { cause: err },
    );
  }
  const doc = parsed as { format?: unknown; version?: unknown; slices?: unknown };
  if (
    doc.format !== STATE_FORMAT ||
    doc.version !== STATE_VERSION ||
    typeof doc.slices !== 'object' ||
    doc.slices === null
  ) {
    throw new Error(`emulator data file ${file} is not a ${STATE_FORMAT} file of version ${STATE_VERSION}`);
  }
  return doc.slices as Record<string, unknown>;
}

export function restoreAll(slices: readonly StateSlice[], stored: Record<string, unknown>): void {
  for (const slice of slices) if (slice.name in stored) slice.restore(stored[slice.name]);
}
