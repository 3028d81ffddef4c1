/**
 * The personal development session of `sitesync dev`, per site: `.sitesync/dev.json`. It lets a
 * restarted `dev` continue the same session, and `sitesync publish --session` find its revision.
 * Not an accelerator: a failed save is an error (the session would be lost to the next start).
 *
 * `staged` holds what the session holds beyond the live tree it was opened on (`baseRevision`):
 * path → SHA-256 of the staged bytes, or null for a path the session deleted. With the live
 * manifest it describes the session's whole tree, so a restart compares the working tree with it
 * at the cost of one manifest request.
 */
import { randomBytes } from 'node:crypto';
import { acquireRunLock, RunLocked, type RunLock } from './run-lock.js';
import { isRecord, stateFile } from './state-file.js';
import { shownUrl } from '../platform/url-secrets.js';

export interface DevSessionRecord {
  readonly siteId: string;
  /**
   * The platform the session lives on (a session of another base URL is not reused), as
   * `shownUrl` shows it: the file never holds the URL's user info or query, which may be secret.
   */
  readonly baseUrl: string;
  readonly sessionId: string;
  /** The session's current revision: the next write is based on it. */
  readonly sourceRevision: string;
  /** The live revision the session was opened on. */
  readonly baseRevision: string;
  readonly expiresAt?: string;
  readonly staged: Readonly<Record<string, string | null>>;
  readonly updatedAt: string;
}

/**
 * The checkout the file belongs to: its folder (real path) and an id made once, at random, which
 * dev's key of a session's opening carries. Two checkouts of one repository never share a session:
 * not two clones at the same path on two machines under one API key (their keys differ by the
 * id), nor a folder copied with its `.sitesync/` (the path differs: the copy's records are not
 * its own).
 */
export interface DevCheckout {
  readonly path: string;
  readonly id: string;
}

interface DevFile {
  readonly version: 1;
  readonly checkout?: DevCheckout;
  readonly sessions: Readonly<Record<string, DevSessionRecord>>;
}

const isString = (v: unknown): v is string => typeof v === 'string' && v !== '';

function decodeRecord(raw: unknown): DevSessionRecord | undefined {
  if (!isRecord(raw) || !isRecord(raw.staged)) return undefined;
  const { siteId, baseUrl, sessionId, sourceRevision, baseRevision, expiresAt, updatedAt } = raw;
  if (![siteId, baseUrl, sessionId, sourceRevision, baseRevision].every(isString)) return undefined;
  const staged = Object.entries(raw.staged);
  if (!staged.every(([, v]) => v === null || (typeof v === 'string' && /^[0-9a-f]{64}$/.test(v))))
    return undefined;
  return {
    siteId: siteId as string,
    baseUrl: baseUrl as string,
    sessionId: sessionId as string,
    sourceRevision: sourceRevision as string,
    baseRevision: baseRevision as string,
    ...(isString(expiresAt) && { expiresAt }),
    staged: Object.fromEntries(staged) as Record<string, string | null>,
    updatedAt: isString(updatedAt) ? updatedAt : '',
  };
}

const devFile = (rootDir: string) =>
  stateFile<DevFile>(rootDir, 'dev.json', {
    pretty: true,
    decode: (raw) => {
      if (!isRecord(raw) || raw.version !== 1 || !isRecord(raw.sessions)) return undefined;
      const sessions: Record<string, DevSessionRecord> = {};
      for (const [siteId, value] of Object.entries(raw.sessions)) {
        const record = decodeRecord(value);
        if (record && record.siteId === siteId) sessions[siteId] = record;
      }
      const { checkout } = raw;
      const path = isRecord(checkout) ? checkout.path : undefined;
      const id = isRecord(checkout) ? checkout.id : undefined;
      // A hand-made or hostile file's checkout is not one of ours: the path is shown, the id hashed.
      const ours = isString(path) && path.length <= 4096 && isString(id) && /^[0-9a-f]{1,64}$/.test(id);
      return { version: 1, ...(ours && { checkout: { path, id } }), sessions };
    },
  });

/** The path of the file, for messages. */
export const devSessionFile = (rootDir: string): string => devFile(rootDir).path;

export async function loadDevSession(rootDir: string, siteId: string): Promise<DevSessionRecord | undefined> {
  return (await devFile(rootDir).load())?.sessions[siteId];
}

/** The record of the site whose session is `sessionId`, if any. */
export async function findDevSession(
  rootDir: string,
  sessionId: string,
): Promise<DevSessionRecord | undefined> {
  const file = await devFile(rootDir).load();
  return Object.values(file?.sessions ?? {}).find((r) => r.sessionId === sessionId);
}

/** The lock that makes a change of dev.json (read, change, write) one step for every process. */
const DEV_FILE_LOCK = 'dev.json.lock';
/** How long a change of dev.json waits for another's (each holds it for a read and a write: < 1 ms). */
const DEV_FILE_WAIT_MS = 2000;

/**
 * Runs `change` (a read of dev.json, then its write) while no other process changes the file. The
 * devs of two sites of one checkout save at the same moments (a checkout touches both trees, the
 * platform answers both alike): unserialized, 18 of 120 such pairs of saves lost one of the two
 * records' updates (the file kept a revision the session had left). A holder that does not let go
 * within DEV_FILE_WAIT_MS (a stopped process) is not waited for longer: the change is made as
 * before, unserialized.
 */
async function changeDevFile<T>(rootDir: string, change: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + DEV_FILE_WAIT_MS;
  let lock: RunLock | undefined;
  while (!lock) {
    try {
      lock = await acquireRunLock(rootDir, 'dev', { file: DEV_FILE_LOCK });
    } catch (err) {
      if (!(err instanceof RunLocked) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 2));
    }
  }
  try {
    return await change();
  } finally {
    lock?.release();
  }
}

export function saveDevSession(rootDir: string, record: DevSessionRecord): Promise<void> {
  const file = devFile(rootDir);
  const stored = { ...record, baseUrl: shownUrl(record.baseUrl) };
  return changeDevFile(rootDir, async () => {
    const current = await file.load();
    await file.save({
      version: 1,
      ...(current?.checkout && { checkout: current.checkout }),
      sessions: { ...current?.sessions, [record.siteId]: stored },
    });
  });
}

/** This checkout's id, and where its records came from when they were another checkout's. */
export interface CheckoutIdentity {
  readonly id: string;
  /** The records were made in the checkout at this path (this folder is a copy of it): dropped. */
  readonly copiedFrom?: string;
}

/**
 * The id of the checkout at `path` (its folder's real path), made and recorded at its first dev.
 * A file recorded at another path came with a copy of that checkout's folder: its sessions are
 * that checkout's and are dropped here (continuing them, the copy and the original staged two
 * trees into one session), and this checkout gets an id of its own. A file of an older sitesync
 * (no checkout) is adopted with its records.
 */
export function devCheckout(rootDir: string, path: string): Promise<CheckoutIdentity> {
  const file = devFile(rootDir);
  return changeDevFile(rootDir, async () => {
    const current = await file.load();
    if (current?.checkout?.path === path) return { id: current.checkout.id };
    const checkout = { path, id: randomBytes(12).toString('hex') };
    const copiedFrom = current?.checkout?.path;
    await file.save({
      version: 1,
      checkout,
      sessions: copiedFrom === undefined ? (current?.sessions ?? {}) : {},
    });
    return { id: checkout.id, ...(copiedFrom !== undefined && { copiedFrom }) };
  });
}
