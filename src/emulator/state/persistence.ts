/**
 * Persistence for `--data FILE`: every state slice is plain JSON-serialisable data. The file holds
 * raw API keys: it is written readable by its owner only (0600), atomically (a temporary file in
 * the same directory, then rename), and read at start. After start it is written in the
 * background: mutations only mark the state dirty, one write runs at a time after the response
 * went out, its JSON produced in slices between requests (json-parts.ts), and the mutations that
 * arrive meanwhile are coalesced into the next write.
 */
import { constants } from 'node:buffer';
import { chmodSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { chmod, mkdir, open, rename, stat } from 'node:fs/promises';
import { writeJsonInSlices } from './json-parts.js';
import { dirname } from 'node:path';

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

export function snapshotAll(slices: readonly StateSlice[]): Record<string, unknown> {
  return Object.fromEntries(slices.map((s) => [s.name, s.snapshot()]));
}

function stateDocument(slices: readonly StateSlice[], savedAt: Date): Record<string, unknown> {
  return {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    saved_at: savedAt.toISOString(),
    slices: snapshotAll(slices),
  };
}

const tmpOf = (file: string) => `${file}.${process.pid}.tmp`;

/** Writes the state now, synchronously (at start, before the server listens). */
export function saveStateFile(file: string, slices: readonly StateSlice[], savedAt: Date): void {
  const text = JSON.stringify(stateDocument(slices, savedAt));
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const tmp = tmpOf(file);
  writeFileSync(tmp, text, { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
}

/** Least time between the end of one background write and the start of the next. */
export const MIN_WRITE_GAP_MS = 250;

export interface StateWriter {
  /** The state changed: it is written in the background, coalesced with other changes. */
  schedule(): void;
  /** Resolves when everything scheduled so far is on disk; rejects with a write's error. */
  flush(): Promise<void>;
  /** Background writes done so far. */
  readonly writes: number;
}

export function createStateWriter(
  file: string,
  slices: readonly StateSlice[],
  now: () => Date,
  gapMs = MIN_WRITE_GAP_MS,
): StateWriter {
  let dirty = false;
  let running: Promise<void> | undefined;
  let failure: unknown;
  let writes = 0;
  let warnedTooLarge = false;
  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const writeOnce = async (): Promise<void> => {
    dirty = false;
    // The snapshot is taken at once; its JSON is written a slice at a time, so requests keep being
    // answered while a large state is saved. A record changed meanwhile may be saved in its newer
    // form: that change scheduled the next write, which saves the whole state again.
    const document = stateDocument(slices, now());
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    const tmp = tmpOf(file);
    const handle = await open(tmp, 'w', 0o600);
    try {
      await writeJsonInSlices(document, async (chunk) => {
        await handle.writeFile(chunk);
      });
    } finally {
      await handle.close();
    }
    await chmod(tmp, 0o600);
    await rename(tmp, file);
    writes += 1;
    const size = (await stat(file)).size;
    if (size > MAX_STATE_FILE_BYTES && !warnedTooLarge) {
      warnedTooLarge = true;
      process.stderr.write(
        `emulator: the data file ${file} is now ${size} bytes; the emulator reads back at most ${MAX_STATE_FILE_BYTES} at its next start, so this state lives on only while this emulator runs\n`,
      );
    }
  };
  const drain = async (): Promise<void> => {
    // Let the response that caused this go out before the state is serialised.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (dirty) {
      await writeOnce();
      if (dirty && gapMs > 0) await pause(gapMs);
    }
  };
  const writer: StateWriter = {
    schedule() {
      dirty = true;
      running ??= drain()
        .catch((err: unknown) => {
          failure = err;
          process.stderr.write(
            `emulator: could not write the data file ${file}: ${err instanceof Error ? err.message : String(err)}\n`,
          );
        })
        .finally(() => {
          running = undefined;
          if (dirty && failure === undefined) writer.schedule();
        });
    },
    async flush() {
      while (running) await running;
      if (failure !== undefined) throw failure;
    },
    get writes() {
      return writes;
    },
  };
  return writer;
}

/** The slices stored in `file`, or undefined when it does not exist. A corrupt file is an error naming it. */
export function loadStateFile(file: string): Record<string, unknown> | undefined {
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
