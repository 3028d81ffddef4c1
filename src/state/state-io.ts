/**
 * The file operations behind `.sitesync/` (state-file.ts), guarded against what a repository can
 * hold in that folder's place. The folder is git-ignored, but a pull request can commit it, and the
 * action plans on that checkout:
 * - `.sitesync` a symlink (to `~/.config/…`, or anywhere): never read from, never written into;
 *   sitesync keeps its state only in a real folder (as scratchFolder does for `import`).
 * - a state file, or its `.tmp`, a symlink: never followed. A symlink at `digests.json.tmp` made
 *   the save write the cache into the link's target, outside the repository.
 * Several sitesync processes may save the same file at once (`dev` beside `plan`, two plans):
 * each save writes a temporary file of its own name and renames it over the state file, so the
 * last rename wins whole and no save removes, fills or renames another's. With one shared
 * `<file>.tmp`, an apply whose temporary file another process had replaced failed its rename
 * (ENOENT) after it had written to the platform.
 * - a state file that is a device, a FIFO or huge: not read. `catalog.json` linked to /dev/zero
 *   made a plan read until the machine's memory was gone.
 * Reads and writes are synchronous: one open, one read or a few writes (measured in
 * state-file.ts and text-pieces.ts).
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, join } from 'node:path';
import { SitesyncError } from '../shared/errors.js';
import { processRunning } from './local-process.js';
import { textPieces } from './text-pieces.js';

/** No state file of sitesync's comes near this (L's parse cache: 16 MB); a larger one is not read. */
export const MAX_STATE_FILE_BYTES = 512 * 1024 * 1024;

/** Not following a symlink, not waiting on a FIFO (neither flag exists on Windows: 0 there). */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const READ_FLAGS = constants.O_RDONLY | NO_FOLLOW | (constants.O_NONBLOCK ?? 0);
/** A new file only: with O_EXCL, a symlink in its place (even a dangling one) fails the open. */
const CREATE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW;

export type StateFolder = 'absent' | 'folder' | 'refused';

/** What stands at the state folder's path: nothing, a real folder, or anything else (refused). */
export function stateFolderAt(dir: string): StateFolder {
  try {
    const info = lstatSync(dir);
    return info.isDirectory() && !info.isSymbolicLink() ? 'folder' : 'refused';
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : 'refused';
  }
}

/** The state folder when it may hold state (absent: made on the first save); else StateFolderRefused. */
export function requireStateFolder(dir: string): 'absent' | 'folder' {
  const folder = stateFolderAt(dir);
  if (folder === 'refused') throw new StateFolderRefused(dir);
  return folder;
}

export class StateFolderRefused extends SitesyncError {
  constructor(readonly dir: string) {
    super(
      'STATE_FOLDER_REFUSED',
      `${dir} is not a folder (a symlink or a file); sitesync keeps its local state only in a real folder`,
      { hint: `remove ${dir} (it is git-ignored: sitesync makes it again)` },
    );
  }
}

/** Opens a regular file for reading (never through a symlink), calls `read`, closes it. */
function withRegularFile<R>(path: string, read: (fd: number) => R): R | undefined {
  let fd: number;
  try {
    fd = openSync(path, READ_FLAGS);
  } catch {
    return undefined;
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile() || info.size > MAX_STATE_FILE_BYTES) return undefined;
    return read(fd);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * The file's text (UTF-8, decoded outside the heap: no Buffer of it is made); undefined when
 * absent, unreadable, or not a regular file of a sane size.
 */
export function readStateText(path: string): string | undefined {
  return withRegularFile(path, (fd) => readFileSync(fd, 'utf8'));
}

/** The file's first `bytes` bytes as text; as readStateText. */
export function readStateHead(path: string, bytes: number): string | undefined {
  return withRegularFile(path, (fd) => {
    const buffer = Buffer.alloc(bytes);
    const bytesRead = readSync(fd, buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  });
}

/** Modification time of a regular file (not through a symlink); undefined otherwise. */
export function stateModifiedMs(path: string): number | undefined {
  try {
    const info = lstatSync(path);
    return info.isFile() ? info.mtimeMs : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes `parts` (text as UTF-8, a piece at a time: never one Buffer of a 15 MB text; `parts` may
 * be a generator that makes each piece as it is asked for) to a new temporary file of this save's
 * own (`<path>.<pid>-<random>.tmp`, created exclusively: a symlink there fails the open, none is
 * followed), then renames it over `path` (a symlink there is replaced, not followed). With
 * `headAfter`, the first part is a stand-in: once every part is written, the text `headAfter`
 * gives is written over it (a MAC of what follows it, known only then), and must be as long in
 * bytes. The folder is made if absent and refused if it is anything but a real folder. Then the
 * temporary files of this state file that processes which no longer run left behind (a SIGKILL
 * mid-save) are removed.
 */
export function writeStateFile(
  dir: string,
  path: string,
  parts: Iterable<string>,
  headAfter?: () => string,
): void {
  if (requireStateFolder(dir) === 'absent') mkdirSync(dir, { recursive: true });
  const tmp = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(tmp, CREATE_FLAGS, 0o666);
  try {
    try {
      let standIn: number | undefined;
      for (const part of parts) {
        standIn ??= Buffer.byteLength(part, 'utf8');
        for (const piece of textPieces(part)) writeTextSync(fd, piece);
      }
      if (headAfter) writeHeadSync(fd, headAfter(), standIn ?? 0);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  removeLeftTemporaries(dir, basename(path));
}

/**
 * The time of the file system `dir` is on, now, as it stamps files (its clock and granularity:
 * whole seconds on HFS+ or ext3, a kernel's coarse tick on ext4): the mtime of a file made for it
 * in the folder and removed at once. undefined when none can be made there (a read-only folder).
 * A state folder that is absent is made (the save that follows would make it).
 */
export function stateClockMs(dir: string): number | undefined {
  try {
    if (requireStateFolder(dir) === 'absent') mkdirSync(dir, { recursive: true });
    const probe = join(dir, `${CLOCK_FILE}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
    const fd = openSync(probe, CREATE_FLAGS, 0o600);
    try {
      return fstatSync(fd).mtimeMs;
    } finally {
      closeSync(fd);
      rmSync(probe, { force: true });
      // Those of processes killed between the two.
      removeLeftTemporaries(dir, CLOCK_FILE);
    }
  } catch {
    return undefined;
  }
}

/** The name the clock's files start with (`clock.<pid>-<random>.tmp`): no state file has it. */
const CLOCK_FILE = 'clock';

/** Writes `head` at the file's start, over a stand-in of `standIn` bytes: exactly as long. */
function writeHeadSync(fd: number, head: string, standIn: number): void {
  const bytes = Buffer.from(head, 'utf8');
  if (bytes.length !== standIn)
    throw new Error(`a state file's head of ${bytes.length} bytes cannot replace its stand-in of ${standIn}`);
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at, at);
}

/** What follows `<name>.` in the name of a save's temporary file: its process and a random tag. */
const TEMPORARY_TAIL = /^(\d+)-[0-9a-f]{8}\.tmp$/;

/**
 * Removes the temporary files of state file `name` whose writer no longer runs, and `<name>.tmp`
 * (the one name older versions used): best-effort. A file of a process that runs is its save in
 * progress and stays.
 */
function removeLeftTemporaries(dir: string, name: string): void {
  try {
    for (const entry of readdirSync(dir)) {
      if (!entry.startsWith(`${name}.`)) continue;
      const tail = entry.slice(name.length + 1);
      const writer = TEMPORARY_TAIL.exec(tail)?.[1];
      if (tail !== 'tmp' && (writer === undefined || processRunning(Number(writer)))) continue;
      try {
        rmSync(join(dir, entry), { force: true });
      } catch {
        // A folder in its place, or gone meanwhile: not this save's concern.
      }
    }
  } catch {
    // The folder cannot be listed: the leftovers stay.
  }
}

/** Writes all of `bytes` (a write may take fewer than it is given). */
function writeAllSync(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
}

/** Writes the UTF-8 of `piece` (a piece of textPieces: a few MB of bytes at most). */
function writeTextSync(fd: number, piece: string): void {
  const written = writeSync(fd, piece, null, 'utf8');
  // Rare: a short write; the rest goes as bytes.
  if (written < Buffer.byteLength(piece, 'utf8'))
    writeAllSync(fd, Buffer.from(piece, 'utf8').subarray(written));
}
