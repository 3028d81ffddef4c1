/**
 * What the last `apply` staged, per site, so that `sitesync publish` can file the request for it
 * without the user copying ids: `.sitesync/state.json`. Not an accelerator: a failed save is an
 * error.
 */
import { lstat, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STATE_DIR, isRecord, stateFile } from './state-file.js';

export interface StagedSession {
  readonly siteId: string;
  readonly sessionId: string;
  readonly sourceRevision: string;
  readonly previewUrl?: string;
  readonly keyRevision: string;
  readonly stagedAt: string;
}

interface LocalState {
  readonly version: 1;
  readonly staged: Record<string, StagedSession>;
}

const localStateFile = (rootDir: string) =>
  stateFile<LocalState>(rootDir, 'state.json', {
    pretty: true,
    decode: (raw) =>
      isRecord(raw) && raw.version === 1 && isRecord(raw.staged) ? (raw as unknown as LocalState) : undefined,
  });

export async function readLocalState(rootDir: string): Promise<LocalState> {
  return (await localStateFile(rootDir).load()) ?? { version: 1, staged: {} };
}

export async function recordStaged(rootDir: string, session: StagedSession): Promise<void> {
  const state = await readLocalState(rootDir);
  await localStateFile(rootDir).save({ version: 1, staged: { ...state.staged, [session.siteId]: session } });
}

/** What ignoreLocalState did: wrote the line, found it there, or left a .gitignore that is not a file alone. */
export type IgnoreLocalStateOutcome = 'added' | 'present' | 'not-a-file';

/**
 * Adds `.sitesync/` to the repository's .gitignore (beside sitesync.yml) unless it is there. A
 * .gitignore that is a symlink or anything but a regular file is neither read nor written: a
 * repository can commit `.gitignore -> /outside/file`, and the append went into that file.
 */
export async function ignoreLocalState(rootDir: string): Promise<IgnoreLocalStateOutcome> {
  const file = join(rootDir, '.gitignore');
  const info = await lstat(file).catch(() => undefined);
  if (info && !info.isFile()) return 'not-a-file';
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch {
    // no .gitignore yet
  }
  const names = [STATE_DIR, `${STATE_DIR}/`, `/${STATE_DIR}`, `/${STATE_DIR}/`];
  if (text.split(/\r?\n/).some((line) => names.includes(line.trim()))) return 'present';
  await writeFile(file, `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${STATE_DIR}/\n`);
  return 'added';
}
