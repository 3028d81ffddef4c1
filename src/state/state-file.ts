/**
 * The one way sitesync keeps local state: a JSON file in `.sitesync/` beside sitesync.yml
 * (git-ignored; `sitesync init` adds it). Every store is a `StateFile` with its own name and
 * decoder; this module is the only place that reads or writes that folder.
 *
 * Accelerators (digest cache, list cursors, catalog parse cache) are `bestEffort`: unreadable
 * means absent and a failed save is ignored. Records the user relies on (the staged session) are
 * not: their save fails loudly.
 */
import { mkdir, mkdtemp } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { jsonPieces } from '../shared/json-pieces.js';
import {
  readStateHead,
  readStateText,
  requireStateFolder,
  stateClockMs,
  stateFolderAt,
  stateModifiedMs,
  writeStateFile,
} from './state-io.js';

export const STATE_DIR = '.sitesync';

export interface StateFile<T> {
  /** Absolute path of the file. */
  readonly path: string;
  /** undefined when absent, unreadable or not of the expected shape. */
  load(): Promise<T | undefined>;
  /** Writes atomically (temporary file, then rename). */
  save(value: T): Promise<void>;
  /** The file's text (UTF-8; for a store that checks it), undefined when absent or unreadable. */
  loadText(): Promise<string | undefined>;
  /** Writes the UTF-8 of `parts`, one after another, atomically, without joining them. */
  saveText(...parts: readonly string[]): Promise<void>;
  /**
   * As saveText, for parts made as they are written (a generator): no text of the whole file is
   * ever made. With `headAfter`, the first part is a stand-in for the head it gives once every part
   * is written (state-io.ts writeStateFile).
   */
  saveParts(parts: Iterable<string>, headAfter?: () => string): Promise<void>;
  /** Modification time in ms, undefined when absent. */
  savedAtMs(): Promise<number | undefined>;
  /** The file's first `bytes` bytes as text (a cheap look at what it holds), undefined when absent. */
  head(bytes: number): Promise<string | undefined>;
  /** The state folder's file system time now (state-io.ts stateClockMs); undefined when not known. */
  clockMs(): number | undefined;
}

export interface StateFileOptions<T> {
  /** Turns parsed JSON into T, or undefined when it is not one. */
  readonly decode: (raw: unknown) => T | undefined;
  /** Ignore save failures (an accelerator only). */
  readonly bestEffort?: boolean;
  /** Pretty-print (for files a user may read). */
  readonly pretty?: boolean;
}

export function stateDir(rootDir: string): string {
  return join(rootDir, STATE_DIR);
}

/**
 * Refuses a `.sitesync` that is not a real folder (a symlink a repository committed) before a
 * command that must record its state there writes anything elsewhere (apply, init). Caches only
 * skip such a folder (state-io.ts).
 */
export function assertStateFolder(rootDir: string): void {
  requireStateFolder(stateDir(rootDir));
}

/** Whether `.sitesync` can hold state: absent (made on the first save) or a real folder. */
export function stateFolderUsable(rootDir: string): boolean {
  return stateFolderAt(stateDir(rootDir)) !== 'refused';
}

/** True when one of `folders` holds `.sitesync` itself (a cache saved there would join that tree). */
export function stateDirInside(rootDir: string, folders: readonly string[]): boolean {
  const dir = stateDir(rootDir);
  return folders.some((folder) => {
    const rel = relative(folder, dir);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  });
}

/** `JSON.stringify(value, null, 2)` and a newline, in pieces. */
function* prettyLines(value: unknown): Generator<string, void, undefined> {
  yield* jsonPieces(value);
  yield '\n';
}

export function stateFile<T>(rootDir: string, name: string, options: StateFileOptions<T>): StateFile<T> {
  const dir = stateDir(rootDir);
  const path = join(dir, name);
  // Read at once, not in 512 KiB reads each waiting for a busy event loop: a 15 MB parse cache
  // read that way took ~1.3 s of an L plan beside the list pages (its JSON.parse: 0.12 s). Never
  // from a `.sitesync` that is not a real folder, nor through a symlink (state-io.ts).
  const usable = () => stateFolderUsable(rootDir);
  const loadText = () => (usable() ? readStateText(path) : undefined);
  const saveParts = async (parts: Iterable<string>, headAfter?: () => string) => {
    try {
      writeStateFile(dir, path, parts, headAfter);
    } catch (err) {
      if (!options.bestEffort) throw err;
    }
  };
  const saveText = (...parts: readonly string[]) => saveParts(parts);
  return {
    path,
    async load() {
      try {
        const text = loadText();
        return text === undefined ? undefined : options.decode(JSON.parse(text));
      } catch {
        return undefined;
      }
    },
    // Made a piece at a time as it is written (the digest cache of L is 4 MB of JSON).
    save: (value) => saveParts(options.pretty ? prettyLines(value) : jsonPieces(value, { compact: true })),
    loadText: async () => loadText(),
    saveText,
    saveParts,
    savedAtMs: async () => (usable() ? stateModifiedMs(path) : undefined),
    head: async (bytes) => (usable() ? readStateHead(path, bytes) : undefined),
    clockMs: () => (usable() ? stateClockMs(dir) : undefined),
  };
}

/**
 * A new empty folder in `.sitesync/` for work in progress (import stages files there before it
 * moves them into place; the same file system as the repository, so the move is a rename). The
 * caller removes it. `.sitesync` must be a real folder: one committed as a symlink is refused.
 */
export async function scratchFolder(rootDir: string, prefix: string): Promise<string> {
  const dir = stateDir(rootDir);
  if (requireStateFolder(dir) === 'absent') await mkdir(dir);
  return mkdtemp(join(dir, prefix));
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
