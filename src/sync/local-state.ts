import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What the last `apply` staged, per site, so that `sitesync publish` can file the request for it
 * without the user copying ids. Lives in `.sitesync/state.json` beside sitesync.yml (add
 * `.sitesync/` to .gitignore; `sitesync init` does).
 */
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

const stateFile = (rootDir: string) => join(rootDir, '.sitesync', 'state.json');

export async function readLocalState(rootDir: string): Promise<LocalState> {
  try {
    const parsed = JSON.parse(await readFile(stateFile(rootDir), 'utf8')) as LocalState;
    if (parsed.version === 1 && parsed.staged && typeof parsed.staged === 'object') return parsed;
  } catch {
    // absent or unreadable: start empty
  }
  return { version: 1, staged: {} };
}

export async function recordStaged(rootDir: string, session: StagedSession): Promise<void> {
  const state = await readLocalState(rootDir);
  const next: LocalState = { version: 1, staged: { ...state.staged, [session.siteId]: session } };
  const file = stateFile(rootDir);
  await mkdir(join(rootDir, '.sitesync'), { recursive: true });
  await writeFile(`${file}.tmp`, JSON.stringify(next, null, 2) + '\n');
  await rename(`${file}.tmp`, file);
}

/** Adds `.sitesync/` to the repository's .gitignore (beside sitesync.yml) unless it is there. Returns true when it wrote. */
export async function ignoreLocalState(rootDir: string): Promise<boolean> {
  const file = join(rootDir, '.gitignore');
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch {
    // no .gitignore yet
  }
  if (
    text
      .split(/\r?\n/)
      .some((line) => ['.sitesync', '.sitesync/', '/.sitesync', '/.sitesync/'].includes(line.trim()))
  )
    return false;
  await writeFile(file, `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}.sitesync/\n`);
  return true;
}
