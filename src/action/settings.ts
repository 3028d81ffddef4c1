import { ExitCode, SitesyncError } from '../shared/errors.js';
import { parseDuration } from '../shared/duration.js';

/** The action's inputs, parsed once. Empty inputs are undefined. */
export interface ActionSettings {
  /** Platform API key (masked before anything else). Undefined → offline validation only. */
  readonly apiKey: string | undefined;
  readonly baseUrl: string | undefined;
  readonly githubToken: string | undefined;
  /** sitesync.yml, relative to workingDirectory. */
  readonly config: string | undefined;
  readonly mode: 'auto' | 'plan' | 'apply';
  readonly publish: boolean;
  /** Milliseconds to wait for the owner's approval; 0 = do not wait. */
  readonly waitForApprovalMs: number;
  readonly comment: boolean;
  readonly workingDirectory: string;
  /** `allow-delete`: the site deletion guards give way to a plan deleting at most this many files. */
  readonly allowDelete: number | undefined;
  /** `allow-site-mismatch`: apply although the live site looks like another site. */
  readonly allowSiteMismatch: boolean;
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
  if (mode !== 'auto' && mode !== 'plan' && mode !== 'apply') {
    throw new SitesyncError(
      'BAD_INPUT',
      `input "mode" must be auto, plan or apply, got ${JSON.stringify(read('mode'))}`,
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
  const allowDelete = text('allow-delete');
  if (allowDelete !== undefined && !/^\d+$/.test(allowDelete)) {
    throw new SitesyncError(
      'BAD_INPUT',
      `input "allow-delete" must be a whole number of files, got ${JSON.stringify(read('allow-delete'))}`,
      { exitCode: ExitCode.usage },
    );
  }
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
    allowDelete: allowDelete === undefined ? undefined : Number(allowDelete),
    allowSiteMismatch: bool(read, 'allow-site-mismatch', false),
  };
}
