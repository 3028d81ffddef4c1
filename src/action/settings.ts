import { ExitCode, SitesyncError } from '../shared/errors.js';
import { parseDuration } from '../shared/duration.js';
import { parseOnLiveEdit, type OnLiveEdit } from './live-edit-guard.js';

/** The action's inputs, parsed once. Empty inputs are undefined. */
export interface ActionSettings {
  /** Platform API key (masked before anything else). Undefined → offline validation only. */
  readonly apiKey: string | undefined;
  readonly baseUrl: string | undefined;
  readonly githubToken: string | undefined;
  /** sitesync.yml, relative to workingDirectory. */
  readonly config: string | undefined;
  readonly mode: 'auto' | 'plan' | 'apply' | 'pull';
  readonly publish: boolean;
  /** Milliseconds to wait for the owner's approval; 0 = do not wait. */
  readonly waitForApprovalMs: number;
  readonly comment: boolean;
  readonly workingDirectory: string;
  /** What the merge does with live edits made outside git (docs/live-edits.md). */
  readonly onLiveEdit: OnLiveEdit;
}

export type InputReader = (name: string) => string;

function bool(read: InputReader, name: string, fallback: boolean): boolean {
  const v = read(name).trim().toLowerCase();
  if (v === '') return fallback;
  if (['true', 'yes', 'on', '1'].includes(v)) return true;
  if (['false', 'no', 'off', '0'].includes(v)) return false;
  throw new SitesyncError(
    'BAD_INPUT',
    `input "${name}" must be true or false, got ${JSON.stringify(read(name))}`,
    { exitCode: ExitCode.usage },
  );
}

export function parseSettings(read: InputReader): ActionSettings {
  const text = (name: string) => read(name).trim() || undefined;
  const mode = (text('mode') ?? 'auto').toLowerCase();
  if (mode !== 'auto' && mode !== 'plan' && mode !== 'apply' && mode !== 'pull') {
    throw new SitesyncError(
      'BAD_INPUT',
      `input "mode" must be auto, plan, apply or pull, got ${JSON.stringify(read('mode'))}`,
      { exitCode: ExitCode.usage },
    );
  }
  const baseUrl = text('base-url');
  if (baseUrl) {
    try {
      new URL(baseUrl);
    } catch {
      throw new SitesyncError(
        'BAD_INPUT',
        `input "base-url" must be a URL such as https://api.example.com, got ${JSON.stringify(baseUrl)}`,
        { exitCode: ExitCode.usage },
      );
    }
  }
  const wait = text('wait-for-approval');
  return {
    apiKey: text('api-key'),
    baseUrl,
    githubToken: text('github-token'),
    config: text('config'),
    mode,
    publish: bool(read, 'publish', true),
    waitForApprovalMs: wait ? parseDuration(wait, 'input "wait-for-approval"') : 0,
    comment: bool(read, 'comment', true),
    workingDirectory: text('working-directory') ?? '.',
    onLiveEdit: parseOnLiveEdit(read('on-live-edit')),
  };
}
