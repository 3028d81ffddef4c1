/**
 * The data file's writer. Mutations only mark the state dirty; one write runs at a time after the
 * response went out, its JSON produced in slices between requests (json-parts.ts), and the
 * mutations that arrive meanwhile are coalesced into the next write. A state past what a file can
 * hold and still be read back is not written: the data file keeps the last state written, a note
 * beside it says what was not kept (not-kept-note.ts), and this is said once on stderr. Writing
 * resumes, and the note goes, when a complete write fits again.
 */
import { MAX_STATE_FILE_BYTES, stateDocument, type StateDocument, type StateSlice } from './persistence.js';
import { removeNote, resumedMessage, stoppedMessage, writeNote, NOTE_FORMAT } from './not-kept-note.js';
import { StateFileTooLargeError, writeStateFile, writeStateFileSync } from './state-file.js';

/** Least time between the end of one background write and the start of the next. */
export const MIN_WRITE_GAP_MS = 250;

export interface StateWriterOptions {
  readonly gapMs?: number;
  /** Largest data file written; default (and at most) MAX_STATE_FILE_BYTES, what can be read back. */
  readonly maxBytes?: number;
  /** Where messages go, a line each; default stderr. */
  readonly warn?: (line: string) => void;
}

export interface StateWriter {
  /** The state changed: it is written in the background, coalesced with other changes. */
  schedule(): void;
  /** Resolves when everything scheduled so far is on disk (or left out over the limit); rejects with a write's error. */
  flush(): Promise<void>;
  /** Writes the state now, synchronously (at start and at close). */
  saveNow(): void;
  /** Background writes done so far. */
  readonly writes: number;
  /** True while the state is past the limit and the data file is not written. */
  readonly stopped: boolean;
}

export function createStateWriter(
  file: string,
  slices: readonly StateSlice[],
  now: () => Date,
  options: StateWriterOptions = {},
): StateWriter {
  const gapMs = options.gapMs ?? MIN_WRITE_GAP_MS;
  const maxBytes = Math.min(options.maxBytes ?? MAX_STATE_FILE_BYTES, MAX_STATE_FILE_BYTES);
  const warn = options.warn ?? ((line: string) => void process.stderr.write(`${line}\n`));
  let dirty = false;
  let running: Promise<void> | undefined;
  let failure: unknown;
  let writes = 0;
  /** saved_at of the state the data file holds, when this writer wrote it. */
  let savedAt: string | undefined;
  let stopped = false;
  // A note from an earlier run goes with this run's first complete write.
  let noteMayExist = true;

  const written = (document: StateDocument): void => {
    savedAt = document.saved_at;
    if (noteMayExist) removeNote(file);
    noteMayExist = false;
    if (stopped) warn(resumedMessage(file));
    stopped = false;
  };
  /** Rethrows anything but the size limit; past it, says so once and leaves the note. */
  const overLimit = (err: unknown, document: StateDocument): void => {
    if (!(err instanceof StateFileTooLargeError)) throw err;
    if (stopped) return;
    stopped = true;
    writeNote(file, {
      format: NOTE_FORMAT,
      stopped_at: document.saved_at,
      kept_saved_at: savedAt ?? null,
      state_bytes_at_least: err.bytesAtLeast,
      max_bytes: err.maxBytes,
    });
    noteMayExist = true;
    warn(stoppedMessage(err, savedAt));
  };

  const writeOnce = async (): Promise<void> => {
    dirty = false;
    // The snapshot is taken at once; its JSON is written a slice at a time, so requests keep being
    // answered while a large state is saved. A record changed meanwhile may be saved in its newer
    // form: that change scheduled the next write, which saves the whole state again.
    const document = stateDocument(slices, now());
    try {
      await writeStateFile(file, document, maxBytes);
    } catch (err) {
      overLimit(err, document);
      return;
    }
    writes += 1;
    written(document);
  };
  const drain = async (): Promise<void> => {
    // Let the response that caused this go out before the state is serialised.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (dirty) {
      await writeOnce();
      if (dirty && gapMs > 0) await new Promise<void>((resolve) => setTimeout(resolve, gapMs));
    }
  };
  const writer: StateWriter = {
    schedule() {
      dirty = true;
      running ??= drain()
        .catch((err: unknown) => {
          failure = err;
          warn(
            `emulator: could not write the data file ${file}: ${err instanceof Error ? err.message : String(err)}`,
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
    saveNow() {
      const document = stateDocument(slices, now());
      try {
        writeStateFileSync(file, document, maxBytes);
      } catch (err) {
        overLimit(err, document);
        return;
      }
      written(document);
    },
    get writes() {
      return writes;
    },
    get stopped() {
      return stopped;
    },
  };
  return writer;
}
