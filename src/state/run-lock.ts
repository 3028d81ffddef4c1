/**
 * The run lock of a checkout: `.sitesync/run.lock`, held by the one command at a time that writes
 * to the platform or the working tree from it (apply, publish, pull, import, ledger repair and
 * forget, and init when it writes). Two applies of one commit at once wrote each change once between them (the keys
 * replay), but each reported the other's writes as its own, and the state of the second could be
 * lost. A second such command refuses at once (exit 5, nothing written), naming the first;
 * `plan` only says that one runs (what it reads may change under it). The same machinery holds
 * `sitesync dev`'s lock of one site (`.sitesync/dev-<site>.lock`, AcquireOptions.file): one dev
 * per site and checkout, since two kept one session and one record between them.
 *
 * The file holds who took it: pid, host, command, start, and on Linux the process's start time. A
 * holder whose process no longer runs on this host (a SIGKILL, a crash: nothing released it) is
 * taken over, and the command says so; a pid reused since is told apart by its start time. One on
 * another host (a folder shared over the network) cannot be checked: it holds until removed.
 *
 * Taking it is atomic: the record is written to a file of its own, then linked to `run.lock`,
 * which fails when the name is taken, so nobody ever reads half a record. A stale lock is broken
 * under `run.lock.break` (taken the same way), and only if it still holds the record judged stale:
 * of two commands that find it stale at once, one takes it and the other then finds it held.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  rmdirSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';
import { ExitCode, SitesyncError } from '../shared/errors.js';
import { processRunning, processStart } from './local-process.js';
import { STATE_DIR, isRecord, stateDir } from './state-file.js';
import { readStateText, requireStateFolder, stateFolderAt } from './state-io.js';

export const RUN_LOCK_FILE = 'run.lock';

/** Who holds the lock: what `run.lock` says. */
export interface RunLockHolder {
  readonly pid: number;
  readonly host: string;
  /** The command, as the user typed it after `sitesync` (`apply`, `ledger repair`). */
  readonly command: string;
  /** ISO time it was taken. */
  readonly startedAt: string;
  /** Tells this holder's record from any other's (the same pid can hold it twice in tests). */
  readonly token: string;
  /** Linux: the process's start time (local-process.ts); a pid reused since has another. */
  readonly processStart?: string;
  /**
   * The state folder it was taken in (device and inode, folderIdentity): a lock that came with a
   * copy of the checkout's folder (`cp -r` while a command ran) holds the original, not the copy.
   */
  readonly folder?: string;
}

/** What a holder's process is doing, as far as this machine can tell; `copied`: it holds another folder. */
export type HolderState = 'running' | 'ended' | 'elsewhere' | 'copied';

/** How to look at a process (injected in tests). */
export interface ProcessProbe {
  readonly host: string;
  running(pid: number): boolean;
  startOf(pid: number): string | undefined;
}

export const LOCAL_PROCESSES: ProcessProbe = {
  host: hostname(),
  running: processRunning,
  startOf: processStart,
};

/**
 * Whether `holder` still runs: on another host nobody can tell, so it is taken to. `folder` is the
 * identity of the state folder the lock was found in: a record of this host taken in another is a
 * copy's. (Another host's device numbers are its own: a folder shared over the network has another
 * there, so its records are never judged copies.)
 */
export function holderState(holder: RunLockHolder, probe: ProcessProbe, folder?: string): HolderState {
  if (holder.host !== probe.host) return 'elsewhere';
  if (holder.folder !== undefined && folder !== undefined && holder.folder !== folder) return 'copied';
  if (!probe.running(holder.pid)) return 'ended';
  if (holder.processStart !== undefined) {
    const start = probe.startOf(holder.pid);
    if (start !== undefined && start !== holder.processStart) return 'ended';
  }
  return 'running';
}

/** A record that is not one of ours is this old before it counts as left behind (ms). */
export const UNREADABLE_LOCK_GRACE_MS = 10_000;

export function decodeHolder(text: string | undefined): RunLockHolder | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
  if (!isRecord(raw) || raw.version !== 1) return undefined;
  const { pid, host, command, startedAt, token, processStart: start, folder } = raw;
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return undefined;
  if (![host, command, startedAt, token].every((v) => typeof v === 'string')) return undefined;
  return {
    pid,
    host: host as string,
    command: command as string,
    startedAt: startedAt as string,
    token: token as string,
    ...(typeof start === 'string' && { processStart: start }),
    ...(typeof folder === 'string' && { folder }),
  };
}

/** The state folder's device and inode (undefined where the file system gives no inode). */
export function folderIdentity(dir: string): string | undefined {
  try {
    const info = lstatSync(dir, { bigint: true });
    return info.ino === 0n ? undefined : `${info.dev}:${info.ino}`;
  } catch {
    return undefined;
  }
}

const encodeHolder = (holder: RunLockHolder) => `${JSON.stringify({ version: 1, ...holder })}\n`;

/** The lock as this run holds it. */
export interface RunLock {
  readonly holder: RunLockHolder;
  /** The holder this run took the lock over from (its process had ended), if any. */
  readonly tookOver?: RunLockHolder;
  /** That holder's record came with a copy of another checkout's folder (it holds that one). */
  readonly tookOverCopied?: boolean;
  /** The lock file this run took over was not a record of ours (left unreadable, and old). */
  readonly tookOverUnreadable?: boolean;
  /** Removes the lock if it is still this run's (idempotent). */
  release(): void;
}

/** Another command holds the lock: nothing was written. */
export class RunLocked extends SitesyncError {
  constructor(
    readonly command: string,
    readonly holder: RunLockHolder | undefined,
    readonly lockPath: string,
    readonly elsewhere: boolean,
  ) {
    const shown = `${STATE_DIR}/${basename(lockPath)}`;
    const since = holder ? `since ${holder.startedAt}` : '';
    super(
      'RUN_LOCKED',
      !holder
        ? `another sitesync command holds this checkout's lock (${shown}): this ${command} wrote nothing`
        : elsewhere
          ? `sitesync ${holder.command} on ${holder.host} (pid ${holder.pid}, ${since}) holds this checkout's lock (${shown}): this ${command} wrote nothing`
          : `another sitesync ${holder.command} is running in this checkout (pid ${holder.pid}, ${since}): this ${command} wrote nothing`,
      {
        exitCode: ExitCode.blockedByGuard,
        hint: !holder
          ? `run it again when that one has ended; if no sitesync runs, remove ${lockPath}`
          : elsewhere
            ? `run it again when that one has ended; if no sitesync runs on ${holder.host} any more, remove ${lockPath}`
            : `run it again when that one has ended (or stop it: pid ${holder.pid})`,
      },
    );
  }
}

export interface AcquireOptions {
  /** The lock's file in `.sitesync/` (default `run.lock`; `sitesync dev` holds one per site). */
  readonly file?: string;
  readonly probe?: ProcessProbe;
  readonly now?: () => Date;
  /** Waits between attempts while another command breaks a stale lock (default: a timer). */
  readonly pause?: (ms: number) => Promise<void>;
}

/** A lock held: its file, its record, and the state folder when it was made for the lock. */
interface HeldEntry {
  readonly path: string;
  readonly text: string;
  readonly dir?: string;
}

/** Locks held by this process, released when it exits without releasing them (a second Ctrl-C). */
const held = new Set<HeldEntry>();
let exitHookSet = false;

/**
 * Takes the checkout's run lock for `command`, or throws RunLocked naming who holds it. The state
 * folder is made if absent; one that is not a real folder is refused (StateFolderRefused).
 */
export async function acquireRunLock(
  rootDir: string,
  command: string,
  options: AcquireOptions = {},
): Promise<RunLock> {
  const probe = options.probe ?? LOCAL_PROCESSES;
  const now = options.now ?? (() => new Date());
  const pause = options.pause ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  const dir = stateDir(rootDir);
  // A folder made only for the lock goes with it when nothing else was put in it: a command that
  // fails before it writes any state leaves the checkout as it found it.
  const madeDir = requireStateFolder(dir) === 'absent';
  if (madeDir) mkdirSync(dir, { recursive: true });
  const path = join(dir, options.file ?? RUN_LOCK_FILE);
  const start = probe.startOf(process.pid);
  const folder = folderIdentity(dir);
  const holder: RunLockHolder = {
    pid: process.pid,
    host: probe.host,
    command,
    startedAt: now().toISOString(),
    token: randomBytes(8).toString('hex'),
    ...(start !== undefined && { processStart: start }),
    ...(folder !== undefined && { folder }),
  };
  const text = encodeHolder(holder);
  let tookOver: RunLockHolder | undefined;
  let tookOverCopied = false;
  let tookOverUnreadable = false;
  try {
    for (let attempt = 0; attempt < 40; attempt++) {
      if (createLock(dir, path, text))
        return heldLock({ path, text, ...(madeDir && { dir }) }, holder, {
          ...(tookOver && { tookOver }),
          ...(tookOver && tookOverCopied && { tookOverCopied }),
          ...(tookOverUnreadable && { tookOverUnreadable }),
        });
      const found = readStateText(path);
      if (found === undefined && !exists(path)) continue; // released meanwhile
      const other = decodeHolder(found);
      let copied = false;
      if (other) {
        const state = holderState(other, probe, folder);
        if (state === 'running' || state === 'elsewhere')
          throw new RunLocked(command, other, path, state === 'elsewhere');
        copied = state === 'copied';
      } else if (now().getTime() - (modifiedMs(path) ?? 0) < UNREADABLE_LOCK_GRACE_MS) {
        throw new RunLocked(command, undefined, path, false);
      }
      // Its process ended without releasing it, it came with a copy of another checkout's folder,
      // or it is not a record of ours, and old: break it.
      const broke = breakStale(path, found);
      if (broke && other) [tookOver, tookOverCopied] = [other, copied];
      else if (broke) tookOverUnreadable = true;
      if (!broke) await pause(25);
    }
    throw new RunLocked(command, decodeHolder(readStateText(path)), path, false);
  } catch (err) {
    // Not taken, however it failed: a folder made for the lock goes (when nothing is in it).
    if (madeDir) removeIfEmpty(dir);
    throw err;
  }
}

/**
 * Without taking it: who holds the lock and whether they run (`plan` says so); undefined when
 * nobody holds it, or its holder has ended.
 */
export function runLockHolder(
  rootDir: string,
  probe: ProcessProbe = LOCAL_PROCESSES,
  file = RUN_LOCK_FILE,
): { holder: RunLockHolder; state: 'running' | 'elsewhere' } | undefined {
  const dir = stateDir(rootDir);
  if (stateFolderAt(dir) !== 'folder') return undefined;
  const holder = decodeHolder(readStateText(join(dir, file)));
  if (!holder) return undefined;
  const state = holderState(holder, probe, folderIdentity(dir));
  return state === 'running' || state === 'elsewhere' ? { holder, state } : undefined;
}

function heldLock(
  entry: HeldEntry,
  holder: RunLockHolder,
  taken: Pick<RunLock, 'tookOver' | 'tookOverCopied' | 'tookOverUnreadable'>,
): RunLock {
  held.add(entry);
  if (!exitHookSet) {
    exitHookSet = true;
    process.on('exit', () => held.forEach(releaseHeld));
  }
  return { holder, ...taken, release: () => releaseHeld(entry) };
}

function releaseHeld(entry: HeldEntry): void {
  if (!held.delete(entry)) return;
  // Only our own record: a lock broken and taken by another meanwhile is theirs.
  if (readStateText(entry.path) === entry.text) rmSync(entry.path, { force: true });
  if (entry.dir !== undefined) removeIfEmpty(entry.dir);
}

/** Removes a folder only if it is empty (another command's files, or state written, keep it). */
function removeIfEmpty(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // not empty, or gone: either way it stays as it is
  }
}

/** The errors of a folder this user may not write in (permissions, a read-only mount). */
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/** The state folder cannot be written: the lock cannot be taken, so nothing is. */
export class StateFolderNotWritable extends SitesyncError {
  constructor(
    readonly dir: string,
    readonly errorCode: string,
  ) {
    super(
      'STATE_FOLDER_NOT_WRITABLE',
      `${dir} cannot be written (${errorCode}): the checkout's lock cannot be taken there, so nothing was sent`,
      {
        hint: `make ${dir} writable for this user, or remove it (it is git-ignored: sitesync makes it again)`,
      },
    );
  }
}

/** createWhole, with a folder that cannot be written said as such rather than as a raw EACCES. */
function createLock(dir: string, path: string, text: string): boolean {
  try {
    return createWhole(path, text);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== undefined && NOT_WRITABLE.has(code)) throw new StateFolderNotWritable(dir, code);
    throw err;
  }
}

/** Creates `path` holding `text`, whole, unless the name is taken (then false). */
function createWhole(path: string, text: string): boolean {
  const tmp = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeNew(tmp, text);
  try {
    linkSync(tmp, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    // A file system without hard links: created exclusively, then written (a reader may meet it
    // empty for a moment, which counts as held: UNREADABLE_LOCK_GRACE_MS).
    try {
      writeNew(path, text);
      return true;
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw again;
    }
  } finally {
    rmSync(tmp, { force: true });
  }
}

const CREATE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

function writeNew(path: string, text: string): void {
  const fd = openSync(path, CREATE_FLAGS, 0o666);
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

/**
 * Removes the lock at `path` if it still holds `stale` (the text judged stale; undefined: it could
 * not be read), under `run.lock.break`. False when another command is breaking it now.
 */
function breakStale(path: string, stale: string | undefined): boolean {
  const guard = `${path}.break`;
  try {
    writeNew(guard, `${process.pid}\n`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // A guard that old was left by a process killed while it broke a lock.
    const age = Date.now() - (modifiedMs(guard) ?? Date.now());
    if (age > UNREADABLE_LOCK_GRACE_MS) rmSync(guard, { force: true });
    return false;
  }
  try {
    if (readStateText(path) === stale) rmSync(path, { force: true });
    return true;
  } catch {
    return false; // not a file (a folder in its place): it stays, and holds
  } finally {
    rmSync(guard, { force: true });
  }
}

function modifiedMs(path: string): number | undefined {
  try {
    return lstatSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

const exists = (path: string) => modifiedMs(path) !== undefined;
